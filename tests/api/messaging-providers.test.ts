import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outgoingMessages } from '#server/db/schema/index';
import { parseMessagingUrl } from '#server/lib/messaging-url';
import { settleSends } from '#server/modules/messaging/messages.service';
import { signInAdmin } from '../support/builders';
import {
  appointmentIn,
  messagingScene,
  optedInPatient,
  sendReminders,
  smsSwitch,
  TWILIO_SID,
  TWILIO_TOKEN,
} from '../support/messaging-fixtures';
import type { ProviderStub } from '../support/provider-stub';
import type { TestServer } from '../support/test-server';

const SID = TWILIO_SID;
const TOKEN = TWILIO_TOKEN;
const basic = (user: string, pass: string) =>
  `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

let server: TestServer;
let stub: ProviderStub;
let doctorId: string;
let doctorToken: string;

let scene: Awaited<ReturnType<typeof messagingScene>>;

beforeAll(async () => {
  scene = await messagingScene();
  ({ server, stub } = scene);
  doctorId = scene.doctor.doctor.id;
  doctorToken = scene.doctor.token;
});
afterAll(() => scene.close());
beforeEach(async () => {
  stub.requests.length = 0;
  stub.answer(201);
  server.clock.offsetMs = 0;
  await smsSwitch(server, true);
});

const useProvider = (url: string | undefined) => {
  server.deps.env.messaging = url ? parseMessagingUrl(url) : undefined;
};
const messagesTo = (phone: string) =>
  server.db.select().from(outgoingMessages).where(eq(outgoingMessages.to, phone));

describe('Twilio, SMS', () => {
  it('a patient who opted in gets the 24-hour and the 2-hour reminder, each exactly once', async () => {
    useProvider(`twilio://${SID}:${TOKEN}@+14155550100?api=${stub.url}`);
    const p = await optedInPatient(server, { sms: true });
    const a = await appointmentIn(server, doctorId, p.id, 20);
    expect(await sendReminders(server.deps)).toBe(1);
    expect(await sendReminders(server.deps)).toBe(0);
    expect(stub.requests).toHaveLength(1);
    const [sms] = stub.requests;
    expect(sms.method).toBe('POST');
    expect(sms.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(sms.headers.authorization).toBe(basic(SID, TOKEN));
    expect(sms.form.To).toBe(p.phone);
    expect(sms.form.From).toBe('+14155550100');
    expect(sms.form.Body).toContain('Reminder: your appointment with Ayesha Khan');
    expect(sms.form.Body).toContain(`/patient/appointments/${a.id}/pass`);
    expect(sms.form.Body).not.toContain('Chest pain'); // the reason stays out
    expect(sms.form.Body.endsWith('Reply STOP to stop SMS.')).toBe(true);
    const [row] = await messagesTo(p.phone);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, providerId: 'SM1', channel: 'sms' });

    server.clock.offsetMs = 19 * 3_600_000; // about 1 hour before
    expect(await sendReminders(server.deps)).toBe(1);
    expect(await sendReminders(server.deps)).toBe(0);
    expect(stub.requests).toHaveLength(2);
    expect(await messagesTo(p.phone)).toHaveLength(2);
  });

  it('sends nothing while the administrator’s SMS switch is off, and nothing to a patient who did not opt in', async () => {
    useProvider(`twilio://${SID}:${TOKEN}@+14155550100?api=${stub.url}`);
    const p = await optedInPatient(server, { sms: true });
    const quiet = await optedInPatient(server, {});
    await smsSwitch(server, false);
    await appointmentIn(server, doctorId, p.id, 5);
    await appointmentIn(server, doctorId, quiet.id, 6);
    expect(await sendReminders(server.deps)).toBe(2);
    await smsSwitch(server, true);
    const later = await appointmentIn(server, doctorId, quiet.id, 7);
    expect(await sendReminders(server.deps)).toBe(1);
    expect(later.id).toBeTruthy();
    expect(stub.requests).toHaveLength(0);
  });
});

describe('any notification, not only reminders', () => {
  it('a doctor’s cancellation reaches the patient once by SMS, without its reason', async () => {
    useProvider(`twilio://${SID}:${TOKEN}@+14155550100?api=${stub.url}`);
    const p = await optedInPatient(server, { sms: true });
    const a = await appointmentIn(server, doctorId, p.id, 72);
    const res = await server.patch(
      `/appointments/${a.id}/status`,
      { status: 'cancelled', reason: 'Your biopsy results need a specialist' },
      { token: doctorToken },
    );
    expect(res.status).toBe(200);
    await settleSends();
    const mine = stub.requests.filter((r) => r.form.To === p.phone);
    expect(mine).toHaveLength(1);
    expect(mine[0].form.Body).toContain('Ayesha Khan cancelled your appointment');
    expect(mine[0].form.Body).not.toContain('biopsy');
    expect(mine[0].form.Body).not.toContain('Reason');
    expect(mine[0].form.Body).toContain(`/patient/appointments/${a.id}/pass`);
  });
});

describe('Twilio, WhatsApp', () => {
  it('goes to whatsapp:+92… from the WhatsApp sender', async () => {
    useProvider(
      `twilio://${SID}:${TOKEN}@+14155550100?whatsappFrom=%2B14155238886&api=${stub.url}`,
    );
    const p = await optedInPatient(server, { whatsapp: true });
    await appointmentIn(server, doctorId, p.id, 10);
    expect(await sendReminders(server.deps)).toBe(1);
    expect(stub.requests).toHaveLength(1);
    const [wa] = stub.requests;
    expect(wa.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(wa.headers.authorization).toBe(basic(SID, TOKEN));
    expect(wa.form.To).toBe(`whatsapp:${p.phone}`);
    expect(wa.form.From).toBe('whatsapp:+14155238886');
    expect(wa.form.Body).toContain('Ayesha Khan');
    expect(wa.form.Body).not.toContain('STOP');
  });
});

describe('WhatsApp Business Cloud API', () => {
  it('sends the approved template in the reader’s language, with its parameters', async () => {
    useProvider(`whatsapp://106540352242922:EAAGtoken@graph.facebook.com?api=${stub.url}`);
    const p = await optedInPatient(server, { whatsapp: true, sms: true, language: 'ur' });
    const a = await appointmentIn(server, doctorId, p.id, 10);
    expect(await sendReminders(server.deps)).toBe(1);
    // The Cloud API carries no SMS: only the WhatsApp message goes.
    expect(stub.requests).toHaveLength(1);
    const [wa] = stub.requests;
    expect(wa.path).toBe('/v21.0/106540352242922/messages');
    expect(wa.headers.authorization).toBe('Bearer EAAGtoken');
    expect(wa.headers['content-type']).toMatch(/^application\/json/);
    expect(wa.json).toMatchObject({
      messaging_product: 'whatsapp',
      to: p.phone.slice(1),
      type: 'template',
      template: { name: 'mashwara_appointment_reminder', language: { code: 'ur' } },
    });
    const [body] = wa.json.template.components;
    expect(body.type).toBe('body');
    const params = body.parameters.map((x: { type: string; text: string }) => x.text);
    expect(body.parameters.every((x: { type: string }) => x.type === 'text')).toBe(true);
    expect(params[0]).toBe('Ayesha Khan');
    expect(params.at(-1)).toBe(`${server.env.appUrl}/patient/appointments/${a.id}/pass`);
    expect(params).toHaveLength(4);
    const [row] = await messagesTo(p.phone);
    expect(row).toMatchObject({ status: 'sent', providerId: 'wamid.1', language: 'ur' });
    expect(row.text).toContain('یاد دہانی');
  });
});

describe('generic webhook', () => {
  it('posts {to, text, template, channel} as JSON with the bearer token', async () => {
    useProvider(`http://hook-secret@${stub.url.slice('http://'.length)}/send`);
    const p = await optedInPatient(server, { sms: true });
    await appointmentIn(server, doctorId, p.id, 10);
    expect(await sendReminders(server.deps)).toBe(1);
    expect(stub.requests).toHaveLength(1);
    const [hook] = stub.requests;
    expect(hook.path).toBe('/send');
    expect(hook.headers.authorization).toBe('Bearer hook-secret');
    expect(hook.json).toMatchObject({ to: p.phone, template: null, channel: 'sms' });
    expect(hook.json.text).toContain('Reply STOP to stop SMS.');
  });
});

describe('no MESSAGING_URL: the local outbox', () => {
  it('keeps the message, sends nothing, and lists it at /api/dev/messages', async () => {
    useProvider(undefined);
    const p = await optedInPatient(server, { sms: true });
    await appointmentIn(server, doctorId, p.id, 10);
    expect(await sendReminders(server.deps)).toBe(1);
    expect(stub.requests).toHaveLength(0);
    const res = await server.get('/dev/messages', { token: await signInAdmin(server) });
    expect(res.status).toBe(200);
    const kept = res.body.data.find((m: { to: string }) => m.to === p.phone);
    expect(kept).toMatchObject({ channel: 'sms', status: 'kept', template: null });
    expect(kept.text).toContain('Ayesha Khan');
    expect(Object.keys(kept).sort()).toEqual(
      ['channel', 'createdAt', 'status', 'template', 'text', 'to'].sort(),
    );
    const local = await server.get('/dev/messages', { ip: '127.0.0.1' });
    expect(local.status).toBe(200);
    server.deps.env.nodeEnv = 'production';
    try {
      expect((await server.get('/dev/messages', { ip: '127.0.0.1' })).status).toBe(404);
    } finally {
      server.deps.env.nodeEnv = 'test';
    }
    expect((await server.get('/dev/messages', { token: p.token })).status).toBe(403);
  });
});
