import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SystemInfoSchema } from '#shared/schemas/system-info';
import { createVerifiedDoctor } from '../support/appointment-builders';
import { signInAdmin, signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
afterAll(() => server.close());

const packageVersion = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version as string;

describe('GET /admin/system', () => {
  it('answers the real version, uptime, database size and status', async () => {
    const res = await server.get('/admin/system', { token: admin });
    expect(res.status).toBe(200);
    const info = v.parse(SystemInfoSchema, res.body.data);
    expect(info.version).toBe(packageVersion);
    expect(info.status).toBe('active');
    // A migrated database with its tables and indexes is megabytes, never the spec's fixed 2.1GB.
    expect(info.databaseBytes).toBeGreaterThan(1_000_000);
    expect(info.databaseBytes).toBeLessThan(2_000_000_000);
    expect(info.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('counts uptime from the server’s start', async () => {
    const first = (await server.get('/admin/system', { token: admin })).body.data.uptimeSeconds;
    server.clock.offsetMs += 3 * 3600_000;
    try {
      const later = (await server.get('/admin/system', { token: admin })).body.data.uptimeSeconds;
      expect(later - first).toBeGreaterThanOrEqual(3 * 3600);
      expect(later - first).toBeLessThan(3 * 3600 + 60);
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it('answers 401 without a token and 403 to patients and doctors', async () => {
    const patient = await signUpPatient(server);
    const doc = await createVerifiedDoctor(server);
    expect((await server.get('/admin/system')).status).toBe(401);
    expect((await server.get('/admin/system', { token: patient.token })).status).toBe(403);
    expect((await server.get('/admin/system', { token: doc.token })).status).toBe(403);
  });

  it('is in the published contract with its answer schema', async () => {
    const spec = (await server.get('/openapi.json')).body;
    const op = spec.paths['/admin/system']?.get;
    expect(op.security).toEqual([{ bearerAuth: [] }]);
    const schema = JSON.stringify(op.responses['200'].content['application/json'].schema);
    for (const field of ['version', 'uptimeSeconds', 'databaseBytes', 'status']) {
      expect(schema).toContain(field);
    }
  });
});
