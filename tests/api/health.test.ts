import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('operations', () => {
  it('health answers ok when the database answers', async () => {
    const res = await server.get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { status: 'ok', database: 'ok' } });
  });

  it('an unknown API path answers 404 in the envelope', async () => {
    const res = await server.get('/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false });
  });
});
