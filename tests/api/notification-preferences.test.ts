import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '#server/db/schema/index';
import { DEFAULT_CHOICES } from '#shared/schemas/notification-preferences';
import { STRONG_PASSWORD, signUpPatient } from '../support/builders';
import { ALL_OFF, ALL_ON, choices, givePhone, preferenceRow } from '../support/messaging-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A patient signed in from an Android phone's Chrome, so consent names that device. */
async function patientOnPhone(phone: string | null = '+923001234567') {
  const email = `prefs-${crypto.randomUUID()}@example.com`;
  await signUpPatient(server, { email });
  const login = await server.post(
    '/auth/login',
    { email, password: STRONG_PASSWORD },
    { headers: { 'user-agent': ANDROID_CHROME } },
  );
  if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
  const { token, user } = login.body.data;
  if (phone !== null) await givePhone(server, user._id, phone);
  return { token: token as string, id: user._id as string };
}

describe('GET /api/notification-preferences', () => {
  it('answers the defaults to a new account: e-mail and push on, SMS and WhatsApp off', async () => {
    const p = await patientOnPhone();
    const res = await server.get('/notification-preferences', { token: p.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ...DEFAULT_CHOICES,
      language: 'en',
      consent: { sms: null, whatsapp: null },
      phone: '+923001234567',
    });
  });

  it('answers no phone when the stored number cannot carry SMS', async () => {
    const p = await patientOnPhone('12345');
    const res = await server.get('/notification-preferences', { token: p.token });
    expect(res.body.data.phone).toBeNull();
  });

  it('refuses an anonymous caller', async () => {
    expect((await server.get('/notification-preferences')).status).toBe(401);
  });
});

describe('PUT /api/notification-preferences', () => {
  it('turning SMS on records consent once, with when and the device', async () => {
    const p = await patientOnPhone();
    const res = await server.put('/notification-preferences', choices(ALL_ON, ALL_OFF, 'ur'), {
      token: p.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.sms).toEqual(ALL_ON);
    expect(res.body.data.language).toBe('ur');
    expect(res.body.data.consent.whatsapp).toBeNull();
    const consent = res.body.data.consent.sms;
    expect(consent.device).toMatch(/^Chrome on Android \(phone\), session /);
    expect(Date.parse(consent.at)).not.toBeNaN();

    // A replay of the same change (a queued offline save) changes nothing.
    const again = await server.put('/notification-preferences', choices(ALL_ON, ALL_OFF, 'ur'), {
      token: p.token,
    });
    expect(again.body.data.consent.sms).toEqual(consent);
    const read = await server.get('/notification-preferences', { token: p.token });
    expect(read.body.data).toEqual(res.body.data);
    const entries = await server.db.select().from(auditLogs).where(eq(auditLogs.resourceId, p.id));
    expect(entries.filter((e) => e.resource === 'NotificationPreferences')).toHaveLength(1);
  });

  it('turning SMS off records when; turning it on again asks for consent anew', async () => {
    const p = await patientOnPhone();
    const on = await server.put('/notification-preferences', choices(ALL_ON), { token: p.token });
    server.clock.offsetMs = 60_000;
    try {
      const off = await server.put('/notification-preferences', choices(ALL_OFF), {
        token: p.token,
      });
      expect(off.body.data.consent.sms).toBeNull();
      const row = await preferenceRow(server, p.id);
      expect(row.smsStoppedAt).not.toBeNull();
      server.clock.offsetMs = 120_000;
      const back = await server.put('/notification-preferences', choices(ALL_ON), {
        token: p.token,
      });
      expect(back.body.data.consent.sms.at > on.body.data.consent.sms.at).toBe(true);
      expect((await preferenceRow(server, p.id)).smsStoppedAt).toBeNull();
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it('WhatsApp on records its own consent; off withdraws it', async () => {
    const p = await patientOnPhone();
    const on = await server.put(
      '/notification-preferences',
      choices(ALL_OFF, { ...ALL_OFF, reminders: true }),
      { token: p.token },
    );
    expect(on.body.data.consent.whatsapp.device).toMatch(/^Chrome on Android/);
    expect(on.body.data.consent.sms).toBeNull();
    const off = await server.put('/notification-preferences', choices(), { token: p.token });
    expect(off.body.data.consent.whatsapp).toBeNull();
  });

  it('SMS or WhatsApp without a phone SMS can reach: 400 with a clear message, nothing saved', async () => {
    for (const phone of [null, '12345']) {
      const p = await patientOnPhone(phone);
      for (const [body, field] of [
        [choices(ALL_ON), 'sms'],
        [choices(ALL_OFF, ALL_ON), 'whatsapp'],
      ] as const) {
        const res = await server.put('/notification-preferences', body, { token: p.token });
        expect(res.status).toBe(400);
        expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual([field]);
        expect(res.body.message).toBe(
          'Add a mobile phone number to your profile before turning on SMS or WhatsApp messages',
        );
      }
      expect(await preferenceRow(server, p.id)).toBeUndefined();
    }
  });

  it('a channel already on stays savable after the phone became unusable (the language follows)', async () => {
    const p = await patientOnPhone();
    expect(
      (await server.put('/notification-preferences', choices(ALL_ON), { token: p.token })).status,
    ).toBe(200);
    await givePhone(server, p.id, null);
    const res = await server.put('/notification-preferences', choices(ALL_ON, ALL_OFF, 'ur'), {
      token: p.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ language: 'ur', phone: null, sms: ALL_ON });
    // Turning another channel on still needs the phone.
    const whatsapp = await server.put('/notification-preferences', choices(ALL_ON, ALL_ON), {
      token: p.token,
    });
    expect(whatsapp.status).toBe(400);
  });

  it('refuses a body without every channel, a switch that is not on or off, or an unknown language', async () => {
    const p = await patientOnPhone();
    const bad = [
      { email: ALL_ON },
      { ...choices(), sms: { ...ALL_OFF, reminders: 'yes' } },
      { ...choices(), push: { reminders: true, changes: true } },
      { ...choices(), language: 'fr' },
      { ...choices(), extra: true },
      [],
    ];
    for (const body of bad) {
      const res = await server.put('/notification-preferences', body, { token: p.token });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect(await preferenceRow(server, p.id)).toBeUndefined();
  });

  it('any signed-in role may choose: the administrator turns e-mail reminders off', async () => {
    const admin = await server.post('/auth/login', {
      email: server.env.adminEmail,
      password: server.env.adminPassword,
    });
    const token = admin.body.data.token;
    const res = await server.put(
      '/notification-preferences',
      { ...choices(), email: { ...ALL_ON, reminders: false } },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.email.reminders).toBe(false);
    expect(res.body.data.phone).toBeNull();
  });
});
