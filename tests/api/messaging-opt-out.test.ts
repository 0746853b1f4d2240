import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { parseMessagingUrl } from '#server/lib/messaging-url';
import { twilioSignature } from '#server/modules/messaging/twilio-signature';
import { metaSignature } from '#server/modules/messaging/whatsapp-webhook';
import { signUpPatient } from '../support/builders';
import { asTestServer } from '../support/http-server';
import {
  ALL_OFF,
  ALL_ON,
  appointmentIn,
  choices,
  messagingScene,
  optedInPatient,
  preferenceRow,
  sendReminders,
  TWILIO_SID,
  TWILIO_TOKEN,
  twilioAt,
} from '../support/messaging-fixtures';
import type { ProviderStub } from '../support/provider-stub';
import { startRealServer } from '../support/real-server';
import type { TestServer } from '../support/test-server';

const SID = TWILIO_SID;
const TOKEN = TWILIO_TOKEN;
const INBOUND = '/api/messages/inbound/twilio';

let server: TestServer;
let stub: ProviderStub;
let doctorId: string;

let scene: Awaited<ReturnType<typeof messagingScene>>;

beforeAll(async () => {
  scene = await messagingScene();
  ({ server, stub } = scene);
  doctorId = scene.doctor.doctor.id;
});
afterAll(() => scene.close());
beforeEach(() => {
  stub.requests.length = 0;
  server.deps.env.messaging = parseMessagingUrl(twilioAt(stub.url));
});

/** Twilio's post of a reply: form fields, signed over APP_URL and the path with the auth token. */
function twilioReply(fields: Record<string, string>, signature?: string) {
  const url = `${server.env.appUrl}${INBOUND}`;
  return server.call('POST', INBOUND, {
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature ?? twilioSignature(TOKEN, url, fields),
    },
  });
}

const remindersReach = async (patientId: string) => {
  stub.requests.length = 0;
  await appointmentIn(server, doctorId, patientId, 10);
  await sendReminders(server.deps);
  return stub.requests.length;
};

describe('a reply STOP through Twilio’s webhook', () => {
  it('turns SMS off for the number’s account, records when, and answers TwiML', async () => {
    const p = await optedInPatient(server, { sms: true });
    const res = await twilioReply({ From: p.phone, To: '+14155550100', Body: ' stop ' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(res.text).toContain('<Response></Response>');
    const prefs = await server.get('/notification-preferences', { token: p.token });
    expect(prefs.body.data.sms).toEqual(ALL_OFF);
    expect(prefs.body.data.consent.sms).toBeNull();
    expect((await preferenceRow(server, p.id)).smsStoppedAt).not.toBeNull();
    expect(await remindersReach(p.id)).toBe(0);
  });

  it('understands UNSUBSCRIBE and the Urdu رکیں; another reply changes nothing', async () => {
    const a = await optedInPatient(server, { sms: true });
    const b = await optedInPatient(server, { sms: true });
    const c = await optedInPatient(server, { sms: true });
    await twilioReply({ From: a.phone, Body: 'UNSUBSCRIBE' });
    await twilioReply({ From: b.phone, Body: 'رکیں' });
    await twilioReply({ From: c.phone, Body: 'Thanks, see you tomorrow' });
    expect((await preferenceRow(server, a.id)).choices.sms).toEqual(ALL_OFF);
    expect((await preferenceRow(server, b.id)).choices.sms).toEqual(ALL_OFF);
    expect((await preferenceRow(server, c.id)).choices.sms).toEqual(ALL_ON);
  });

  it('a STOP on WhatsApp turns WhatsApp off and leaves SMS on', async () => {
    const p = await optedInPatient(server, { sms: true, whatsapp: true });
    await twilioReply({ From: `whatsapp:${p.phone}`, Body: 'STOP' });
    const row = await preferenceRow(server, p.id);
    expect(row.choices.whatsapp).toEqual(ALL_OFF);
    expect(row.whatsappConsentAt).toBeNull();
    expect(row.choices.sms).toEqual(ALL_ON);
  });

  it('an unsigned or wrongly signed post is refused with 403 and changes nothing', async () => {
    const p = await optedInPatient(server, { sms: true });
    const fields = { From: p.phone, Body: 'STOP' };
    const unsigned = await server.call('POST', INBOUND, {
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsigned.status).toBe(403);
    const forged = twilioSignature('another-token', `${server.env.appUrl}${INBOUND}`, fields);
    expect((await twilioReply(fields, forged)).status).toBe(403);
    // Signed for another body: the signature covers every field.
    const signed = twilioSignature(TOKEN, `${server.env.appUrl}${INBOUND}`, {
      ...fields,
      Body: 'hello',
    });
    expect((await twilioReply(fields, signed)).status).toBe(403);
    expect((await preferenceRow(server, p.id)).choices.sms).toEqual(ALL_ON);
    // With another provider configured, a Twilio post is not taken either.
    server.deps.env.messaging = parseMessagingUrl(`https://secret@hooks.example/send`);
    expect((await twilioReply(fields)).status).toBe(403);
    expect((await preferenceRow(server, p.id)).choices.sms).toEqual(ALL_ON);
  });
});

describe('a reply STOP through the generic webhook', () => {
  it('takes {from, text} with the token, and refuses it without', async () => {
    server.deps.env.messaging = parseMessagingUrl(`https://hook-secret@hooks.example/send`);
    const p = await optedInPatient(server, { sms: true });
    const body = { from: p.phone, text: 'STOP' };
    expect((await server.post('/messages/inbound', body)).status).toBe(403);
    const wrong = { headers: { authorization: 'Bearer hook-secreT' } };
    expect((await server.post('/messages/inbound', body, wrong)).status).toBe(403);
    expect((await preferenceRow(server, p.id)).choices.sms).toEqual(ALL_ON);
    const ok = { headers: { authorization: 'Bearer hook-secret' } };
    const bad = await server.post('/messages/inbound', { from: 'nobody', text: 'STOP' }, ok);
    expect(bad.status).toBe(400);
    const res = await server.post('/messages/inbound', body, ok);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ stopped: 1 });
    expect((await preferenceRow(server, p.id)).choices.sms).toEqual(ALL_OFF);
  });
});

describe('a reply STOP through the WhatsApp Cloud API’s webhook', () => {
  const WHATSAPP = '/api/messages/inbound/whatsapp';
  const chooseCloud = () => {
    server.deps.env.messaging = parseMessagingUrl(
      `whatsapp://1065403:EAAG@graph.facebook.com?appSecret=app-secret&verifyToken=verify-me&api=${stub.url}`,
    );
  };
  const post = (body: string, signature?: string) =>
    server.call('POST', WHATSAPP, {
      body,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-hub-signature-256': signature } : {}),
      },
    });
  const reply = (from: string, text: string) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                messages: [{ from, id: 'wamid.x', type: 'text', text: { body: text } }],
              },
            },
          ],
        },
      ],
    });

  it('answers Meta’s check with the challenge, and only with the verify token', async () => {
    chooseCloud();
    const ok = await server.get(
      `/messages/inbound/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('1158201444');
    const wrong = await server.get(
      `/messages/inbound/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1`,
    );
    expect(wrong.status).toBe(403);
  });

  it('a signed STOP turns WhatsApp off; an unsigned or forged one changes nothing', async () => {
    chooseCloud();
    const p = await optedInPatient(server, { whatsapp: true });
    const body = reply(p.phone.slice(1), 'STOP');
    expect((await post(body)).status).toBe(403);
    expect((await post(body, metaSignature('not-the-secret', body))).status).toBe(403);
    expect((await preferenceRow(server, p.id)).choices.whatsapp).toEqual(ALL_ON);
    const res = await post(body, metaSignature('app-secret', body));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ stopped: 1 });
    const row = await preferenceRow(server, p.id);
    expect(row.choices.whatsapp).toEqual(ALL_OFF);
    expect(row.whatsappConsentAt).toBeNull();
  });
});

describe('the switch in the profile', () => {
  it('turning SMS off stops the reminders by SMS', async () => {
    const p = await optedInPatient(server, { sms: true });
    expect(await remindersReach(p.id)).toBe(1);
    await server.put('/notification-preferences', choices(ALL_OFF), { token: p.token });
    expect(await remindersReach(p.id)).toBe(0);
  });
});

describe('the listening server', () => {
  it('takes a signed STOP from Twilio over HTTP and refuses an unsigned one', async () => {
    const appUrl = 'https://clinic.mashwara.example';
    const real = await startRealServer({
      postgres: inject('postgres'),
      env: {
        APP_URL: appUrl,
        MESSAGING_URL: `twilio://${SID}:${TOKEN}@+14155550100?api=${stub.url}`,
      },
    });
    try {
      const http = real.from('127.0.0.2');
      const patient = await signUpPatient(asTestServer(http), { name: 'Hina Malik' });
      const phone = '+923451234567';
      const profile = await http.call('PUT', '/auth/profile', {
        token: patient.token,
        body: { name: 'Hina Malik', phone },
      });
      expect(profile.status).toBe(200);
      const on = await http.call('PUT', '/notification-preferences', {
        token: patient.token,
        body: choices(ALL_ON),
      });
      expect(on.status).toBe(200);
      expect(on.body.data.consent.sms).not.toBeNull();

      const fields = { From: phone, To: '+14155550100', Body: 'STOP' };
      const post = (signature?: string) =>
        fetch(`${real.baseUrl}${INBOUND}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            ...(signature ? { 'x-twilio-signature': signature } : {}),
          },
          body: new URLSearchParams(fields).toString(),
        });
      expect((await post()).status).toBe(403);
      const still = await http.get('/notification-preferences', { token: patient.token });
      expect(still.body.data.sms).toEqual(ALL_ON);

      const answer = await post(twilioSignature(TOKEN, `${appUrl}${INBOUND}`, fields));
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('<Response>');
      const after = await http.get('/notification-preferences', { token: patient.token });
      expect(after.body.data.sms).toEqual(ALL_OFF);
    } finally {
      await real.close();
    }
  }, 60_000);
});
