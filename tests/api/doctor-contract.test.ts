import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const BODIES: [string, string, string[]][] = [
  ['patch', '/appointments/{id}/status', ['status', 'reason']],
  ['put', '/patients/{id}/notes', ['notes']],
  ['put', '/doctors/profile', ['name', 'consultationFee', 'availability', 'education']],
  ['post', '/doctors/profile/time-off', ['startDate', 'endDate', 'reason']],
];

describe('the published contract for the doctor calls', () => {
  it('documents each doctor call, with the request schemas the server validates with', async () => {
    const res = await server.get('/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.body.paths;
    for (const [method, path, fields] of BODIES) {
      const schema = paths[path]?.[method]?.requestBody?.content?.['application/json']?.schema;
      expect(schema, `${method} ${path}`).toBeDefined();
      expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(fields));
    }
    for (const path of [
      '/patients',
      '/doctors/profile',
      '/doctors/profile/time-off',
      '/doctors/dashboard/stats',
      '/doctors/dashboard/today-appointments',
    ]) {
      expect(paths[path]?.get, path).toBeDefined();
    }
    expect(paths['/doctors/profile/time-off/{id}']?.delete).toBeDefined();
  });
});
