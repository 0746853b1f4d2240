import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REDACTED } from '#server/lib/redact';
import { STRONG_PASSWORD, uniqueEmail } from '../support/builders';
import { type RealServer, startRealServer } from '../support/real-server';

// The log is what the listening server writes to stdout at LOG_LEVEL=info (ADR 141), so it is
// read from the server process as `npm start` runs it.

const secret = () => randomBytes(32).toString('base64url');

type LogLine = { message: string; method?: string; path?: string; query?: string; status?: number };

// What is checked is the server's own output, whatever database it runs on: run once, on PGlite.
describe.skipIf(inject('postgres'))('the request log keeps one-time secrets out', () => {
  let server: RealServer;
  beforeAll(async () => {
    server = await startRealServer({
      postgres: inject('postgres'),
      // NODE_ENV=test silences the log; a development server logs every request.
      env: { NODE_ENV: 'development', LOG_LEVEL: 'info' },
    });
  }, 120_000);
  afterAll(() => server?.close());

  /** The request lines written so far, once the line for `path` is among them. */
  async function requestLines(path: string): Promise<LogLine[]> {
    for (let i = 0; i < 50; i++) {
      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine)
        .filter((line) => line.message === 'request');
      if (lines.some((line) => line.path === path)) return lines;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no request line for ${path} in:\n${server.output()}`);
  }

  it('logs reset, e-mail, prescription and export links and a call ticket without their tokens', async () => {
    const caller = server.from('127.0.0.9');
    const reset = secret();
    const prescription = secret();
    const ticket = secret();
    const emailToken = secret();
    expect((await caller.get(`/auth/verify-reset-token/${reset}`)).status).toBe(400);
    expect((await caller.get(`/prescriptions/verify/${prescription}`)).status).toBe(404);
    // A plain request for the call socket (no upgrade) reaches the API and is logged.
    await caller.get(`/call-socket?ticket=${ticket}`);
    // The e-mail verification and change-of-address links carry their token in the query.
    await caller.get(`/auth/verify-email?token=${emailToken}`);

    const email = uniqueEmail('log');
    await caller.post('/auth/patient/register', {
      name: 'Log Patient',
      email,
      password: STRONG_PASSWORD,
    });
    const login = await caller.post('/auth/login', { email, password: STRONG_PASSWORD });
    const prepared = await caller.post('/account/export', undefined, {
      token: login.body.data.token,
    });
    expect(prepared.status).toBe(201);
    const exportPath = new URL(prepared.body.data.downloadUrl as string).pathname;
    const exportToken = exportPath.split('/').at(-1)!;
    expect((await caller.get(exportPath)).status).toBe(200);

    const lines = await requestLines(`/api/account/export/${REDACTED}`);
    const output = server.output();
    for (const token of [reset, prescription, ticket, emailToken, exportToken]) {
      expect(output).not.toContain(token);
    }
    const logged = lines.map((line) => `${line.method} ${line.path} ${line.query ?? ''}`.trim());
    expect(logged).toEqual(
      expect.arrayContaining([
        `GET /api/auth/verify-reset-token/${REDACTED}`,
        `GET /api/prescriptions/verify/${REDACTED}`,
        `GET /api/call-socket ticket=${REDACTED}`,
        `GET /api/auth/verify-email token=${REDACTED}`,
        `GET /api/account/export/${REDACTED}`,
      ]),
    );
  }, 60_000);

  it('logs ordinary requests by path, with the query by its names only', async () => {
    const caller = server.from('127.0.0.10');
    expect((await caller.get('/health')).status).toBe(200);
    expect((await caller.get('/doctors/search?search=Zubaida%20Qureshi&page=2')).status).toBe(200);
    const lines = await requestLines('/api/doctors/search');
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'GET', path: '/api/health', status: 200 }),
        expect.objectContaining({
          method: 'GET',
          path: '/api/doctors/search',
          query: `search=${REDACTED}&page=${REDACTED}`,
          status: 200,
        }),
      ]),
    );
    expect(server.output()).not.toContain('Zubaida');
  }, 60_000);
});
