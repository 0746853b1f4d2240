import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RealServer, startRealServer } from '../support/real-server';

// The headers a browser gets from the listening server, as configured by its environment.

const directive = (csp: string | null, name: string) =>
  csp
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

// What is checked is the server's own output, whatever database it runs on: run once, on PGlite.
describe.skipIf(inject('postgres'))('security headers of the server as deployed', () => {
  let plain: RealServer;
  let https: RealServer;
  beforeAll(async () => {
    [plain, https] = await Promise.all([
      startRealServer({ postgres: inject('postgres') }),
      startRealServer({
        postgres: inject('postgres'),
        env: {
          APP_URL: 'https://mashwara.example.pk',
          JAZZCASH_MERCHANT_ID: 'MC12345',
          JAZZCASH_PASSWORD: 'pass',
          JAZZCASH_INTEGRITY_SALT: 'salt',
          JAZZCASH_URL: 'https://payments.jazzcash.example/CustomerPortal/merchantform/',
        },
      }),
    ]);
  }, 120_000);
  afterAll(() => Promise.all([plain?.close(), https?.close()]));

  it('lets forms post only to this site and the payment provider configured', async () => {
    const withProvider = await https.from('127.0.0.1').get('/health');
    expect(directive(withProvider.headers.get('content-security-policy'), 'form-action')).toBe(
      "form-action 'self' https://payments.jazzcash.example",
    );
    const without = await plain.from('127.0.0.1').get('/health');
    expect(directive(without.headers.get('content-security-policy'), 'form-action')).toBe(
      "form-action 'self'",
    );
  });

  it('tells browsers to use https only when the site’s address is https', async () => {
    const secure = await https.from('127.0.0.1').get('/health');
    expect(secure.headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
    const local = await plain.from('127.0.0.1').get('/health');
    expect(local.headers.get('strict-transport-security')).toBeNull();
  });
});
