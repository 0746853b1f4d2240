import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RLM } from '#shared/domain/mail-texts';
import { DEFAULT_CHOICES } from '#shared/schemas/notification-preferences';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import {
  appointmentScene,
  clinicSlot,
  insertAppointment,
  signUpPatient,
} from '../support/appointment-builders';
import { STRONG_PASSWORD, uniqueEmail } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Mail = { to: string; subject: string; text: string };
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const URDU = { 'accept-language': 'ur' };

const mailsTo = async (email: string): Promise<Mail[]> => {
  const outbox = await server.get('/dev/outbox', { ip: '127.0.0.1' });
  return (outbox.body.data as Mail[]).filter((m) => m.to === email);
};

/** Saves the reader's language in their notification preferences, as the app does (ADR 105). */
async function chooseLanguage(token: string, language: 'en' | 'ur') {
  const res = await server.put(
    '/notification-preferences',
    { ...DEFAULT_CHOICES, language },
    { token },
  );
  expect(res.status).toBe(200);
}

describe('password reset mail', () => {
  it('reaches a reader who chose Urdu in Urdu, right to left, the link alone on its line', async () => {
    const { email, token } = await signUpPatient(server, { name: 'Sana Malik' });
    await chooseLanguage(token, 'ur');
    await server.post('/auth/forgot-password', { email }, { ip: freshIp() });
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe(`${RLM}اپنے \u2068Mashwara\u2069 اکاؤنٹ کا پاس ورڈ دوبارہ مقرر کریں`);
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe(`${RLM}السلام علیکم \u2068Sana Malik\u2069،`);
    const link = lines.find((l) => l.includes('/reset-password/'));
    expect(link).toMatch(new RegExp(`^${server.env.appUrl}/reset-password/[A-Za-z0-9_-]+$`));
    expect(mail.text).toContain('ایک گھنٹے کے اندر');
    // The signature too: where to ask for help, in Urdu.
    expect(mail.text).toContain(`${RLM}کوئی سوال ہو تو`);
    expect(mail.text).not.toContain('Questions?');
    expect(mail.text).not.toContain('Hello');
  });

  it('follows the app’s language when the reader never chose one', async () => {
    const { email } = await signUpPatient(server);
    await server.post('/auth/forgot-password', { email }, { ip: freshIp(), headers: URDU });
    const [mail] = await mailsTo(email);
    expect(mail.subject).toContain('پاس ورڈ دوبارہ مقرر کریں');
  });

  it('reaches an English reader exactly as before', async () => {
    const { email } = await signUpPatient(server, { name: 'Bilal Ahmed' });
    await server.post(
      '/auth/forgot-password',
      { email },
      { ip: freshIp(), headers: { 'accept-language': 'en-GB,en;q=0.9' } },
    );
    const [mail] = await mailsTo(email);
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(mail.subject).toBe('Reset your Mashwara password');
    expect(mail.text).toBe(
      [
        'Hello Bilal Ahmed,',
        '',
        'Someone asked to reset the password of your Mashwara account.',
        `Open this link within 1 hour to choose a new password: ${server.env.appUrl}/reset-password/${token}`,
        '',
        'If it was not you, ignore this e-mail; your password stays as it is.',
        '',
        '--',
        'Mashwara',
        `Questions? Write to ${DEFAULT_SETTINGS.contactEmail} or call ${DEFAULT_SETTINGS.supportPhone}.`,
      ].join('\n'),
    );
  });
});

describe('e-mail verification mail', () => {
  it('a sign-up made in Urdu is confirmed in Urdu, and the account keeps Urdu as its language', async () => {
    const email = uniqueEmail('urdu');
    const reg = await server.post(
      '/auth/patient/register',
      { name: 'Ayesha Siddiqui', email, password: STRONG_PASSWORD },
      { headers: { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.5' } },
    );
    expect(reg.status).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe(`${RLM}\u2068Mashwara\u2069 کے لیے اپنی ای میل کی تصدیق کریں`);
    expect(mail.text).toContain('48 گھنٹوں کے اندر');
    expect(mail.text).toMatch(/\n\S+\/verify-email\?token=[A-Za-z0-9_-]+\n/);
    const login = await server.post('/auth/login', { email, password: STRONG_PASSWORD });
    const prefs = await server.get('/notification-preferences', {
      token: login.body.data.token,
    });
    expect(prefs.body.data.language).toBe('ur');
  });

  it('a sign-up in English is confirmed in English, as before', async () => {
    const { email } = await signUpPatient(server);
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe('Confirm your email for Mashwara');
    expect(
      mail.text.startsWith('Hello Test Patient,\n\nPlease confirm that this is your email'),
    ).toBe(true);
    expect(mail.text).not.toContain(RLM);
  });
});

describe('appointment notification mail', () => {
  type Scene = Awaited<ReturnType<typeof appointmentScene>>;
  /** A confirmed request waiting for the doctor, `days` ahead at `time` on the clinic's clock. */
  function pendingRequest(
    doc: Scene['doc'],
    patient: Scene['patient'],
    days: number,
    time: string,
  ) {
    const slot = clinicSlot(server, days, time);
    return insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId: patient.user._id,
      start: slot.start,
      end: slot.end,
      status: 'pending',
      confirmedAt: server.clock.now(),
    });
  }

  it('a patient who chose Urdu hears of the confirmation in Urdu; the doctor’s own mail stays English', async () => {
    const { doc, patient } = await appointmentScene(server);
    await chooseLanguage(patient.token, 'ur');
    const pending = await pendingRequest(doc, patient, 2, '11:00');
    const res = await server.patch(
      `/appointments/${pending.id}/status`,
      { status: 'cancelled', reason: 'I am away at a conference' },
      { token: doc.token },
    );
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(patient.email);
    expect(mail.subject).toBe(`${RLM}اپوائنٹمنٹ کی درخواست مسترد ہو گئی`);
    expect(mail.text.startsWith(`${RLM}\u2068Dr. Ayesha Khan\u2069 نے`)).toBe(true);
    // The reason is the doctor's own words, isolated so it keeps its order inside Urdu.
    expect(mail.text).toContain('وجہ: \u2068I am away at a conference\u2069');
    expect(mail.text).toContain('\u2066'); // the clock reads left to right
    expect(mail.text).not.toContain('declined');
    // The notice in the app keeps its English text for clients that read it (ADR 148).
    const notes = await server.get('/notifications', { token: patient.token });
    expect(notes.body.data.notifications[0].title).toBe('Appointment request declined');
  });

  it('an English reader gets the notification’s English title and message as before', async () => {
    const { doc, patient } = await appointmentScene(server);
    const pending = await pendingRequest(doc, patient, 3, '12:00');
    await server.patch(
      `/appointments/${pending.id}/status`,
      { status: 'scheduled' },
      { token: doc.token, headers: URDU },
    );
    const [mail] = await mailsTo(patient.email);
    expect(mail.subject).toBe('Appointment confirmed');
    expect(mail.text).toMatch(
      /^Dr\. Ayesha Khan confirmed your appointment on \w+day, \w+ \d+, \d{4} at 12:00 PM\.\n\n--\n/,
    );
  });
});
