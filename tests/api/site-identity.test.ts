import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sender } from '#server/lib/mailer';
import { DEFAULT_SETTINGS, type Settings } from '#shared/schemas/settings';
import {
  clinicSlot,
  createVerifiedDoctor,
  insertAppointment,
} from '../support/appointment-builders';
import { signInAdmin, signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: string;

const SITE = {
  siteName: 'Shifa Clinics',
  siteDescription: 'Karachi’s clinics, one call away.',
  contactEmail: 'help@shifa.example',
  supportPhone: '+92 21 3456 7890',
  supportAddress: 'Plot 12, Shahrah-e-Faisal, Karachi',
  supportHours: 'Monday to Saturday, 9:00 AM - 5:00 PM',
} satisfies Partial<Settings>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
afterAll(() => server.close());
beforeEach(async () => {
  expect((await server.put('/admin/settings', DEFAULT_SETTINGS, { token: admin })).status).toBe(
    200,
  );
});

const changeSite = async () => {
  const res = await server.put(
    '/admin/settings',
    { ...DEFAULT_SETTINGS, ...SITE },
    { token: admin },
  );
  expect(res.status, res.text).toBe(200);
};

/** The newest mail in the dev outbox to this address. */
async function lastMailTo(email: string) {
  const outbox = await server.get('/dev/outbox', { ip: '127.0.0.1' });
  return outbox.body.data.find((m: { to: string }) => m.to === email) as {
    subject: string;
    text: string;
  };
}

describe("the administrator's site name and contact details", () => {
  it('reach the public settings as soon as they are saved', async () => {
    const before = await server.get('/settings/public');
    expect(before.body.data).toMatchObject({
      siteName: 'Mashwara',
      contactEmail: 'support@mashwara.pk',
      supportPhone: '+92 300 0000000 (example)',
      supportAddress: expect.stringMatching(/^Example address \(demo data\): .*Islamabad$/),
      supportHours: expect.stringMatching(/^Example hours \(demo data\): /),
    });
    await changeSite();
    const after = await server.get('/settings/public');
    expect(after.body.data).toMatchObject(SITE);
  });

  it('name no American office, number or time zone by default', async () => {
    const text = JSON.stringify((await server.get('/settings/public')).body.data);
    for (const american of ['+1 ', '555-0199', 'New York', 'San Francisco', 'EST']) {
      expect(text).not.toContain(american);
    }
  });

  it('sign every e-mail with the marked example phone until the administrator sets one', async () => {
    const { email } = await signUpPatient(server);
    expect((await server.post('/auth/forgot-password', { email })).status).toBe(200);
    const mail = await lastMailTo(email);
    expect(mail.text).toMatch(
      /\nQuestions\? Write to support@mashwara\.pk or call \+92 300 0000000 \(example\)\.$/,
    );
  });

  it('name the site in the password reset e-mail and sign it with the support contacts', async () => {
    const { email } = await signUpPatient(server);
    await changeSite();
    expect((await server.post('/auth/forgot-password', { email })).status).toBe(200);
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Reset your Shifa Clinics password');
    expect(mail.text).toContain('your Shifa Clinics account');
    expect(mail.text).not.toContain('Mashwara');
    expect(
      mail.text.endsWith(
        '\n--\nShifa Clinics\nQuestions? Write to help@shifa.example or call +92 21 3456 7890.',
      ),
    ).toBe(true);
  });

  it('sign the notification e-mails too, and leave out the call when there is no phone', async () => {
    const patient = await signUpPatient(server);
    const doctor = await createVerifiedDoctor(server, 'Ayesha Khan');
    const { start, end } = clinicSlot(server, 3, '10:00');
    const a = await insertAppointment(server, {
      doctorId: doctor.doctor.id,
      patientId: patient.user._id,
      start,
      end,
    });
    const res = await server.put(
      '/admin/settings',
      { ...DEFAULT_SETTINGS, ...SITE, supportPhone: '' },
      { token: admin },
    );
    expect(res.status).toBe(200);
    const cancel = await server.post(
      `/appointments/${a.id}/cancel`,
      { reason: 'Travel' },
      { token: patient.token },
    );
    expect(cancel.status).toBe(200);
    const mail = await lastMailTo(doctor.email);
    expect(mail.text.endsWith('\n--\nShifa Clinics\nQuestions? Write to help@shifa.example.')).toBe(
      true,
    );
  });

  it('send SMTP mail from the configured address under the site name', () => {
    expect(sender('Mashwara <no-reply@mashwara.pk>', { ...DEFAULT_SETTINGS, ...SITE })).toEqual({
      name: 'Shifa Clinics',
      address: 'no-reply@mashwara.pk',
    });
    expect(sender('mail@example.pk', DEFAULT_SETTINGS)).toEqual({
      name: 'Mashwara',
      address: 'mail@example.pk',
    });
  });
});
