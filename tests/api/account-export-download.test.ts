import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../support/builders';
import { type RealServer, startRealServer } from '../support/real-server';
import { unzip } from '../support/unzip';

// The download's headers and bytes as a browser gets them from the listening server (ADR 109).
describe('the data export through the server as deployed', () => {
  let server: RealServer;
  beforeAll(async () => {
    server = await startRealServer({ postgres: inject('postgres') });
  }, 120_000);
  afterAll(() => server?.close());

  it('downloads once, as an uncached attachment holding the JSON and the page', async () => {
    const caller = server.from('127.0.0.4');
    const email = uniqueEmail('export');
    const name = 'Sadia Rehman';
    expect(
      (await caller.post('/auth/patient/register', { name, email, password: STRONG_PASSWORD }))
        .status,
    ).toBe(201);
    const login = await caller.post('/auth/login', { email, password: STRONG_PASSWORD });
    const token = (login.body as { data: { token: string } }).data.token;
    const prepared = await caller.post('/account/export', undefined, { token });
    expect(prepared.status).toBe(201);
    const { downloadUrl } = (prepared.body as { data: { downloadUrl: string } }).data;
    const path = new URL(downloadUrl).pathname;
    expect(path).toMatch(/^\/api\/account\/export\/[A-Za-z0-9_-]+$/);

    const first = await fetch(new URL(path, server.baseUrl));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/zip');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-/);
    const files = unzip(Buffer.from(await first.arrayBuffer()));
    expect(JSON.parse(files['data.json']).profile.account).toMatchObject({ name, email });
    expect(files['data.html']).toContain(name);

    const second = await fetch(new URL(path, server.baseUrl));
    expect(second.status).toBe(410);
  });
});
