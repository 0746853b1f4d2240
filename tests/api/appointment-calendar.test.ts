import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, outgoingMail } from '#server/db/schema/index';
import { appointmentNumber } from '#shared/domain/appointment-number';
import {
  appointmentScene,
  clinicSlot,
  insertPendingRequest,
} from '../support/appointment-builders';
import { signInAdmin } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const calendar = (id: string, token?: string) =>
  server.get(`/appointments/${id}/calendar.ics`, { token });

/** The value of a property of the event, unfolded (RFC 5545 folds lines at 75 octets). */
function property(ics: string, name: string): string | undefined {
  const calendarWide = ['METHOD'].includes(name);
  const part = calendarWide ? ics : ics.slice(ics.indexOf('BEGIN:VEVENT'));
  const unfolded = part.replace(/\r\n[ \t]/g, '');
  return new RegExp(`^${name}(;[^:\\r\\n]*)?:(.*)$`, 'm').exec(unfolded)?.[2];
}

const ids = (doc: { doctor: { id: string } }, patient: { user: { _id: string } }) => ({
  doctorId: doc.doctor.id,
  patientId: patient.user._id,
});

async function scene() {
  const s = await appointmentScene(server);
  await server.db
    .update(doctors)
    .set({
      location: {
        address: '7 Nishtar Road',
        city: 'Multan',
        state: 'Punjab',
        country: 'Pakistan',
        zipCode: '',
      },
    })
    .where(eq(doctors.id, s.doc.doctor.id));
  return s;
}

describe('an appointment’s calendar file', () => {
  it('gives the patient the visit in clinic time with its zone, the doctor, the clinic’s address and a reminder', async () => {
    const { patient, appointment, slot } = await scene();
    const res = await calendar(appointment.id, patient.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="appointment-${appointmentNumber(appointment.id)}.ics"`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const ics = res.text;
    expect(property(ics, 'METHOD')).toBe('PUBLISH');
    expect(property(ics, 'UID')).toBe(`${appointment.id}@mashwara`);
    expect(property(ics, 'SEQUENCE')).toBe('0');
    expect(property(ics, 'STATUS')).toBe('CONFIRMED');
    // 10:00 in the clinic's zone, read with TZID, and the zone defined in the file.
    const day = slot.startTime.slice(0, 10).replaceAll('-', '');
    expect(ics).toContain(`DTSTART;TZID=Asia/Karachi:${day}T100000\r\n`);
    expect(ics).toContain(`DTEND;TZID=Asia/Karachi:${day}T103000\r\n`);
    expect(ics).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Asia\/Karachi\r\n[\s\S]*TZOFFSETTO:\+0500/);
    expect(property(ics, 'SUMMARY')).toBe('Appointment with Dr. Ayesha Khan');
    expect(property(ics, 'LOCATION')).toBe(
      'Test Clinic\\, 7 Nishtar Road\\, Multan\\, Punjab\\, Pakistan',
    );
    expect(ics).toMatch(/BEGIN:VALARM\r\nACTION:DISPLAY\r\n[\s\S]*TRIGGER:-PT2H\r\nEND:VALARM/);
    // The reason for the visit stays out of anyone's calendar.
    expect(ics).not.toContain(appointment.reason);
  });

  it('its doctor may have it too, naming the patient; the same event', async () => {
    const { doc, appointment } = await scene();
    const res = await calendar(appointment.id, doc.token);
    expect(res.status).toBe(200);
    expect(property(res.text, 'UID')).toBe(`${appointment.id}@mashwara`);
    expect(property(res.text, 'SUMMARY')).toBe('Appointment with Sana Malik');
  });

  it('is refused to another patient and to the administrator (403), and not found for an unknown id', async () => {
    const { other, appointment } = await scene();
    const theirs = await calendar(appointment.id, other.token);
    expect(theirs.status).toBe(403);
    expect(theirs.body.success).toBe(false);
    const admin = await signInAdmin(server);
    expect((await calendar(appointment.id, admin)).status).toBe(403);
    const unknown = await calendar(randomUUID(), other.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Appointment not found');
    expect((await calendar('not-an-id', other.token)).status).toBe(404);
    expect((await calendar(appointment.id)).status).toBe(401);
  });

  it('after a reschedule keeps its UID with a higher SEQUENCE and the new time', async () => {
    const { patient, appointment } = await scene();
    for (const [n, days] of [
      [1, 3],
      [2, 4],
    ] as const) {
      const to = clinicSlot(server, days, '14:30');
      const moved = await server.post(
        `/appointments/${appointment.id}/reschedule`,
        { startTime: to.startTime, endTime: to.endTime },
        { token: patient.token },
      );
      expect(moved.status).toBe(200);
      const ics = (await calendar(appointment.id, patient.token)).text;
      expect(property(ics, 'UID')).toBe(`${appointment.id}@mashwara`);
      expect(property(ics, 'SEQUENCE')).toBe(String(n));
      expect(property(ics, 'DTSTART')).toBe(
        `${to.startTime.slice(0, 10).replaceAll('-', '')}T143000`,
      );
    }
  });

  it('after a cancellation cancels the event: METHOD:CANCEL and STATUS:CANCELLED', async () => {
    const { patient, appointment } = await scene();
    const res = await server.post(
      `/appointments/${appointment.id}/cancel`,
      { reason: 'Feeling better' },
      { token: patient.token },
    );
    expect(res.status).toBe(200);
    const file = await calendar(appointment.id, patient.token);
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(property(file.text, 'METHOD')).toBe('CANCEL');
    expect(property(file.text, 'STATUS')).toBe('CANCELLED');
    expect(property(file.text, 'UID')).toBe(`${appointment.id}@mashwara`);
    expect(property(file.text, 'SEQUENCE')).toBe('1');
    expect(file.text).not.toContain('BEGIN:VALARM');
  });
});

describe('the calendar file in the patient’s e-mail', () => {
  const allMailTo = (email: string) =>
    server.db.select().from(outgoingMail).where(eq(outgoingMail.to, email));
  /** The patient's mail from here on: the registration's confirmation link came before. */
  async function mailFrom(email: string) {
    const earlier = new Set((await allMailTo(email)).map((m) => m.id));
    return async () => (await allMailTo(email)).filter((m) => !earlier.has(m.id));
  }

  it('the confirmation carries the event, and a cancellation after it the file that removes it', async () => {
    const { doc, patient } = await scene();
    const pending = await insertPendingRequest(server, ids(doc, patient), 2, '11:00');
    const mailsTo = await mailFrom(patient.email);
    const approve = await server.patch(
      `/appointments/${pending.id}/status`,
      { status: 'scheduled' },
      { token: doc.token },
    );
    expect(approve.status).toBe(200);
    const file = { filename: `appointment-${appointmentNumber(pending.id)}.ics` };
    const [confirmation] = await mailsTo();
    expect(confirmation).toMatchObject({ subject: 'Appointment confirmed' });
    expect(confirmation.attachments).toEqual([
      { ...file, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
    ]);

    const cancel = await server.patch(
      `/appointments/${pending.id}/status`,
      { status: 'cancelled', reason: 'The clinic is closed that day' },
      { token: doc.token },
    );
    expect(cancel.status).toBe(200);
    const mails = await mailsTo();
    expect(mails).toHaveLength(2);
    const cancellation = mails.find((m) => m.id !== confirmation.id)!;
    expect(cancellation.attachments).toEqual([
      { ...file, contentType: 'text/calendar; charset=utf-8; method=CANCEL' },
    ]);
    // The local outbox lists what was attached.
    const outbox = await server.get('/dev/outbox', { ip: '127.0.0.1' });
    const listed = outbox.body.data.filter((m: { to: string }) => m.to === patient.email);
    expect(listed.map((m: { attachments: unknown }) => m.attachments)).toContainEqual([
      { ...file, contentType: 'text/calendar; charset=utf-8; method=CANCEL' },
    ]);
  });

  it('a rejected request, never confirmed, sends no calendar file', async () => {
    const { doc, patient } = await scene();
    const pending = await insertPendingRequest(server, ids(doc, patient), 2, '12:00');
    const mailsTo = await mailFrom(patient.email);
    const reject = await server.patch(
      `/appointments/${pending.id}/status`,
      { status: 'cancelled', reason: 'Away' },
      { token: doc.token },
    );
    expect(reject.status).toBe(200);
    const mails = await mailsTo();
    expect(mails).toHaveLength(1);
    expect(mails[0].attachments).toEqual([]);
  });
});
