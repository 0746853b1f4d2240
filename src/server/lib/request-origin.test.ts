import { describe, expect, it } from 'vitest';
import { originUrl, requestOrigin } from './request-origin';

const own = { secure: false, host: '10.0.0.5:3000' };
const headers =
  (given: Record<string, string>) =>
  (name: string): string | undefined =>
    given[name];

describe('where the browser reached the app', () => {
  it("without trusted proxies, the request's own scheme and host: forwarded headers are ignored", () => {
    const forged = headers({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
    expect(requestOrigin(forged, own, 0)).toEqual(own);
    expect(originUrl(requestOrigin(forged, own, 0))).toBe('http://10.0.0.5:3000');
  });

  it("behind TRUST_PROXY, the nearest proxy's X-Forwarded-Proto and X-Forwarded-Host", () => {
    const proxied = headers({
      'x-forwarded-proto': 'http, https',
      'x-forwarded-host': 'inner.example, Mashwara.PK',
    });
    expect(requestOrigin(proxied, own, 1)).toEqual({ secure: true, host: 'Mashwara.PK' });
    expect(originUrl(requestOrigin(proxied, own, 1))).toBe('https://mashwara.pk');
    expect(requestOrigin(headers({}), own, 1)).toEqual(own);
  });
});
