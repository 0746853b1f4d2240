import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentNumber } from '#shared/domain/appointment-number';
import {
  createVerifiedDoctor,
  insertPendingRequest,
  signUpPatient,
} from '../support/appointment-builders';
import { mimeParts, startSmtpStub } from '../support/smtp-stub';
import { startTestServer, type TestServer } from '../support/test-server';

let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpStub();
  server = await startTestServer({ env: { smtpUrl: smtp.url } });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe('the confirmation e-mail through a real SMTP server', () => {
  it('carries the appointment’s calendar file as an attachment', async () => {
    const doc = await createVerifiedDoctor(server, 'Ayesha Khan');
    const patient = await signUpPatient(server, { name: 'Sana Malik' });
    const pending = await insertPendingRequest(
      server,
      { doctorId: doc.doctor.id, patientId: patient.user._id },
      2,
      '11:00',
    );
    const approve = await server.patch(
      `/appointments/${pending.id}/status`,
      { status: 'scheduled' },
      { token: doc.token },
    );
    expect(approve.status).toBe(200);

    // The first mail is the address's confirmation link (ADR 108); this one follows it.
    const mail = await smtp.mailTo(patient.email, /^Subject: Appointment confirmed\r$/m);
    const parts = mimeParts(mail.raw);
    const text = parts.find((p) => p.headers['content-type']?.startsWith('text/plain'));
    expect(text?.body).toContain('Dr. Ayesha Khan');
    const file = parts.find((p) => p.headers['content-type']?.startsWith('text/calendar'));
    const name = `appointment-${appointmentNumber(pending.id)}.ics`;
    expect(file?.headers['content-type']).toContain('method=PUBLISH');
    expect(file?.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename=${name.replace('.', '\\.')}$`),
    );
    expect(file?.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(file?.body).toContain(`UID:${pending.id}@mashwara\r\n`);
    expect(file?.body).toContain('DTSTART;TZID=Asia/Karachi:');
    expect(file?.body).toContain('METHOD:PUBLISH\r\n');
  });
});
