import { describe, expect, it } from 'vitest';
import { holdsOneTimeSecret, loggedTarget, REDACTED, redactSecrets } from './redact';
import { seal, unseal } from './sealed-text';

const TOKEN = 'Qm9vayBhIGRvY3RvciB0b2RheSwgcGF5IHRvbW9ycm93';

describe('secrets kept out of logs', () => {
  it('redacts the token of every secret link, wherever it appears in a line', () => {
    const text = [
      `https://mashwara.pk/api/account/export/${TOKEN}`,
      `/reset-password/${TOKEN} and /api/auth/verify-reset-token/${TOKEN}`,
      `"/api/prescriptions/verify/${TOKEN}" /verify/${TOKEN}`,
      `wss://mashwara.pk/api/call-socket?ticket=${TOKEN}`,
      `/verify-email?lang=ur&token=${TOKEN}#top`,
    ].join('\n');
    const redacted = redactSecrets(text);
    expect(redacted).not.toContain(TOKEN);
    expect(redacted.split(REDACTED)).toHaveLength(8);
    expect(redacted).toContain(`/verify-email?lang=ur&token=${REDACTED}#top`);
  });

  it('leaves ordinary paths alone', () => {
    const text = '/api/admin/doctors/5f1c/verify /api/auth/verify-email /api/doctors/search';
    expect(redactSecrets(text)).toBe(text);
  });

  it('logs a query by its names only', () => {
    expect(loggedTarget('/api/doctors/search', '?search=Sana&page=2')).toEqual({
      path: '/api/doctors/search',
      query: `search=${REDACTED}&page=${REDACTED}`,
    });
    expect(loggedTarget(`/api/account/export/${TOKEN}`, '')).toEqual({
      path: `/api/account/export/${REDACTED}`,
    });
  });

  it('tells an answer holding an export link or a call ticket from one that does not', () => {
    expect(holdsOneTimeSecret(`{"downloadUrl":"http://x/api/account/export/${TOKEN}"}`)).toBe(true);
    expect(holdsOneTimeSecret(`{"socketUrl":"ws://x/api/call-socket?ticket=${TOKEN}"}`)).toBe(true);
    // A prescription's verify link lives as long as the summary: not a one-time secret.
    expect(holdsOneTimeSecret(`{"verifyUrl":"http://x/verify/${TOKEN}"}`)).toBe(false);
    expect(holdsOneTimeSecret('{"success":true}')).toBe(false);
  });
});

describe('text sealed at rest', () => {
  it('opens with the same secret and purpose only', () => {
    const sealed = seal('{"a":1}', 'server-secret', 'answers');
    expect(sealed).not.toContain('"a"');
    expect(unseal(sealed, 'server-secret', 'answers')).toBe('{"a":1}');
    expect(unseal(sealed, 'another-secret', 'answers')).toBeNull();
    expect(unseal(sealed, 'server-secret', 'other')).toBeNull();
  });
});
