import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index';
import { saveSettings } from '#server/modules/settings/settings.service';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import { STRONG_PASSWORD, signInAdmin, signUpPatient, uniqueEmail } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const AUTH_BODIES: [string, string, string[]][] = [
  ['post', '/auth/patient/register', ['name', 'email', 'password']],
  [
    'post',
    '/auth/doctor/register',
    ['name', 'email', 'password', 'specialization', 'licenseNumber'],
  ],
  ['post', '/auth/login', ['email', 'password']],
  ['post', '/auth/admin/login', ['email', 'password']],
  ['post', '/auth/forgot-password', ['email']],
  ['post', '/auth/reset-password', ['token', 'password']],
];

describe('the published contract', () => {
  it('lists every auth path once under servers /api, with generated request schemas', async () => {
    const res = await server.get('/openapi.json');
    expect(res.status).toBe(200);
    const spec = res.body;
    expect(spec.servers).toEqual([{ url: '/api' }]);
    const paths = Object.keys(spec.paths);
    // The server URL supplies /api, so no path may repeat it.
    expect(paths.filter((p) => p.startsWith('/api'))).toEqual([]);
    for (const [method, path, fields] of AUTH_BODIES) {
      const schema = spec.paths[path]?.[method]?.requestBody?.content?.['application/json']?.schema;
      expect(schema, `${method} ${path}`).toBeDefined();
      expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(fields));
      expect(
        spec.paths[path][method].responses['400'].content['application/json'].schema,
      ).toMatchObject({ properties: { message: { type: 'string' } } });
    }
    expect(
      spec.paths['/auth/profile'].put.requestBody.content['application/json'].schema,
    ).toBeDefined();
    expect(spec.paths['/auth/profile'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(spec.paths['/auth/logout'].post).toBeDefined();
    expect(spec.paths['/auth/verify-reset-token/{token}'].get).toBeDefined();
    expect(
      spec.paths['/upload/profile-picture'].post.requestBody.content['multipart/form-data'].schema,
    ).toMatchObject({ required: ['profilePicture'] });
    expect(spec.paths['/upload/profile-picture'].delete).toBeDefined();
    expect(spec.paths['/health'].get).toBeDefined();
  });

  it('serves the interactive reference as HTML with its own script', async () => {
    const res = await server.get('/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain('/api/docs/docs.js');
    const script = await server.get('/docs/docs.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
  });
});

describe('operations', () => {
  it('health answers ok with the database', async () => {
    const res = await server.get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { status: 'ok', database: 'ok' } });
  });

  it('every answer carries the security headers', async () => {
    for (const path of ['/health', '/no-such-path', '/docs']) {
      const res = await server.get(path);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('authenticated answers and sign-in answers are not cacheable', async () => {
    const { token, email } = await signUpPatient(server);
    const profile = await server.get('/auth/profile', { token });
    expect(profile.headers.get('cache-control')).toBe('no-store');
    const login = await server.post('/auth/login', { email, password: STRONG_PASSWORD });
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  it('an unknown API path answers 404 in the envelope', async () => {
    const res = await server.get('/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Not found' });
  });
});

describe('maintenance mode', () => {
  it('answers 503 to everything but sign-in, health and the administrator', async () => {
    const patient = await signUpPatient(server);
    const adminToken = await signInAdmin(server);
    const countUsers = async () =>
      (await server.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;
    await saveSettings(server.db, { ...DEFAULT_SETTINGS, maintenanceMode: true });
    try {
      const before = await countUsers();
      const refused = [
        await server.get('/auth/profile', { token: patient.token }),
        await server.put('/auth/profile', { name: 'New Name' }, { token: patient.token }),
        await server.post('/auth/patient/register', {
          name: 'During Maintenance',
          email: uniqueEmail(),
          password: STRONG_PASSWORD,
        }),
        await server.get('/doctors/search'),
      ];
      for (const res of refused) {
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({
          success: false,
          message: 'The service is under maintenance',
        });
      }
      expect(await countUsers()).toBe(before);

      const login = await server.post('/auth/login', {
        email: patient.email,
        password: STRONG_PASSWORD,
      });
      expect(login.status).toBe(200);
      expect((await server.get('/health')).status).toBe(200);
      expect((await server.get('/auth/profile', { token: adminToken })).status).toBe(200);
      const adminCall = await server.get('/admin/settings', { token: adminToken });
      expect(adminCall.status).not.toBe(503);
    } finally {
      await saveSettings(server.db, DEFAULT_SETTINGS);
    }
    expect((await server.get('/auth/profile', { token: patient.token })).status).toBe(200);
  });
});
