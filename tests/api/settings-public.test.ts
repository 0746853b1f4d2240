import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSettings } from '#server/modules/settings/settings.service';
import { DEFAULT_SETTINGS, PublicSettingsSchema } from '#shared/schemas/settings';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /settings/public', () => {
  it('gives the app the clinic time zone, fee range and registration without a token', async () => {
    await saveSettings(server.db, {
      ...DEFAULT_SETTINGS,
      timezone: 'Asia/Dubai',
      consultationFeeRange: { min: 800, max: 9000 },
      allowRegistration: false,
    });
    const res = await server.get('/settings/public');
    expect(res.status).toBe(200);
    const data = v.parse(PublicSettingsSchema, res.body.data);
    expect(data).toMatchObject({
      timezone: 'Asia/Dubai',
      consultationFeeRange: { min: 800, max: 9000 },
      allowRegistration: false,
      maintenanceMode: false,
    });
    // Only what the settings section shows the public: no limits or notification switches.
    expect(Object.keys(res.body.data)).not.toContain('maxAppointmentsPerDay');
    expect(Object.keys(res.body.data)).not.toContain('emailNotifications');
  });

  it('answers in maintenance mode, when other calls do not', async () => {
    await saveSettings(server.db, { ...DEFAULT_SETTINGS, maintenanceMode: true });
    const res = await server.get('/settings/public');
    expect(res.status).toBe(200);
    expect(res.body.data.maintenanceMode).toBe(true);
    const other = await server.get('/doctors/specializations');
    expect(other.status).toBe(503);
    await saveSettings(server.db, DEFAULT_SETTINGS);
  });

  it('is in the published contract with its answer schema', async () => {
    const spec = (await server.get('/openapi.json')).body;
    const op = spec.paths['/settings/public']?.get;
    expect(op).toBeDefined();
    const schema = op.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(schema)).toContain('consultationFeeRange');
    expect(spec.paths['/notifications']?.get).toBeDefined();
    expect(spec.paths['/reviews']?.post?.requestBody).toBeDefined();
  });
});
