import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointments, notifications, outgoingMail } from '#server/db/schema/index';
import { createServer } from '#server/index';
import { sendReminders } from '#server/jobs/reminders';
import { signature } from '#server/lib/mailer';
import { saveSettings } from '#server/modules/settings/settings.service';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import {
  answeredNotification,
  appointmentRow,
  clinicSlot,
  countNotifications,
  createVerifiedDoctor,
  insertAppointment,
  signUpPatient,
} from '../support/appointment-builders';
import { confirmEmail } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

const HOUR = 3600_000;
let server: TestServer;
let doc: Awaited<ReturnType<typeof createVerifiedDoctor>>;
let patient: Awaited<ReturnType<typeof signUpPatient>>;
let nextSlot = 0;

/** An appointment starting `hours` from the server's now, on a half-hour of its own. */
async function inHours(hours: number, fields: Partial<typeof appointments.$inferInsert> = {}) {
  nextSlot += 1;
  const start = new Date(server.clock.now().getTime() + hours * HOUR + nextSlot * 60_000);
  return insertAppointment(server, {
    doctorId: doc.doctor.id,
    patientId: patient.user._id,
    start,
    end: new Date(start.getTime() + 30 * 60_000),
    ...fields,
  });
}

const reminders = (id: string) => countNotifications(server, id, 'APPOINTMENT_REMINDER');
const run = () => sendReminders(server.deps);

beforeAll(async () => {
  server = await startTestServer();
  doc = await createVerifiedDoctor(server, 'Ayesha Khan');
  patient = await signUpPatient(server, { name: 'Sana Malik' });
  await confirmEmail(server, patient.email);
});
afterAll(() => server.close());
beforeEach(async () => {
  server.clock.offsetMs = 0;
  await saveSettings(server.db, DEFAULT_SETTINGS);
  // Each test sees only its own appointments as due, for both reminders: a test that moves the
  // clock a day ahead would otherwise bring an earlier test's appointment within two hours.
  await server.db
    .update(appointments)
    .set({ reminderSentAt: server.clock.now(), reminder2hSentAt: server.clock.now() })
    .where(eq(appointments.doctorId, doc.doctor.id));
});

describe('the 24-hour reminder', () => {
  it('goes to the patient within 24 hours of the appointment, in app and by e-mail, once', async () => {
    const due = await inHours(23);
    const later = await inHours(25);
    const past = await inHours(-2);
    expect(await run()).toBe(1);
    const [note] = await server.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.appointmentId, due.id),
          eq(notifications.type, 'APPOINTMENT_REMINDER'),
        ),
      );
    expect(note).toMatchObject({ userId: patient.user._id, title: 'Appointment reminder' });
    expect(note.message).toContain('Ayesha Khan');
    const data = {
      kind: 'APPOINTMENT_REMINDER',
      params: { doctorName: 'Ayesha Khan', start: due.startTime.toISOString() },
    };
    expect(note.data).toEqual(data);
    const answered = await answeredNotification(server, patient.token, due.id, note.type);
    expect(answered.note).toMatchObject({ data, title: note.title, message: note.message });
    expect(answered.refilled).toEqual({
      type: note.type,
      title: note.title,
      message: note.message,
    });
    const mails = await server.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.to, patient.email));
    expect(mails.filter((m) => m.text === note.message + signature(DEFAULT_SETTINGS))).toHaveLength(
      1,
    );
    expect(await reminders(later.id)).toBe(0);
    expect(await reminders(past.id)).toBe(0);

    expect(await run()).toBe(0);
    expect(await reminders(due.id)).toBe(1);

    server.clock.offsetMs = 2 * HOUR;
    expect(await run()).toBe(1);
    expect(await reminders(later.id)).toBe(1);
    expect(await reminders(due.id)).toBe(1);
    expect(await reminders(past.id)).toBe(0);
  });

  it('is not e-mailed to an address its owner has not confirmed yet, only shown in the app', async () => {
    const unconfirmed = await signUpPatient(server, { name: 'Rabia Anwar' });
    const start = new Date(server.clock.now().getTime() + 23 * HOUR - 50 * 60_000);
    const a = await insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId: unconfirmed.user._id,
      start,
      end: new Date(start.getTime() + 30 * 60_000),
    });
    const reminderMails = async () =>
      (
        await server.db.select().from(outgoingMail).where(eq(outgoingMail.to, unconfirmed.email))
      ).filter((m) => m.subject === 'Appointment reminder');
    expect(await run()).toBe(1);
    expect(await reminders(a.id)).toBe(1);
    expect(await reminderMails()).toEqual([]);
    // Once confirmed, the next reminder (two hours before) goes by e-mail too.
    await confirmEmail(server, unconfirmed.email);
    server.clock.offsetMs = 22 * HOUR;
    await run();
    expect((await reminderMails()).length).toBeGreaterThan(0);
  });

  it('never fires for a cancelled appointment or an unconfirmed booking', async () => {
    const cancelled = await inHours(5, { status: 'cancelled', cancellationReason: 'Travel' });
    const unconfirmed = await inHours(6, { status: 'pending' });
    const confirmedPending = await inHours(7, { status: 'pending', confirmedAt: new Date() });
    expect(await run()).toBe(1);
    expect(await reminders(cancelled.id)).toBe(0);
    expect(await reminders(unconfirmed.id)).toBe(0);
    expect(await reminders(confirmedPending.id)).toBe(1);
  });

  it('moves with a reschedule', async () => {
    const slot = clinicSlot(server, 2, '10:00');
    const a = await insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId: patient.user._id,
      start: slot.start,
      end: slot.end,
    });
    server.clock.offsetMs = slot.start.getTime() - Date.now() - 20 * HOUR;
    expect(await run()).toBe(1);
    expect((await appointmentRow(server, a.id)).reminderSentAt).not.toBeNull();

    const moved = clinicSlot(server, 3, '15:00');
    const res = await server.post(
      `/appointments/${a.id}/reschedule`,
      { startTime: moved.startTime, endTime: moved.endTime },
      { token: patient.token },
    );
    expect(res.status).toBe(200);
    expect((await appointmentRow(server, a.id)).reminderSentAt).toBeNull();
    expect(await run()).toBe(0);

    server.clock.offsetMs = moved.start.getTime() - Date.now() - 23 * HOUR;
    expect(await run()).toBe(1);
    expect(await reminders(a.id)).toBe(2);
  });

  it('is not sent while the setting appointmentReminders is off', async () => {
    await saveSettings(server.db, { ...DEFAULT_SETTINGS, appointmentReminders: false });
    const a = await inHours(10);
    expect(await run()).toBe(0);
    expect(await reminders(a.id)).toBe(0);
    expect((await appointmentRow(server, a.id)).reminderSentAt).toBeNull();
    await saveSettings(server.db, DEFAULT_SETTINGS);
    expect(await run()).toBe(1);
    expect(await reminders(a.id)).toBe(1);
  });

  it('goes out once when two runs overlap (on PostgreSQL, two servers on one database)', async () => {
    const due = await Promise.all([inHours(3), inHours(4), inHours(8), inHours(9)]);
    // On PostgreSQL a second server on the same database; PGlite has one owner, so two runs
    // of the one server.
    const second =
      server.deps.database.kind === 'postgres'
        ? await createServer(server.env, { migrated: true, now: server.clock.now, jobs: false })
        : undefined;
    try {
      const counts = await Promise.all([
        sendReminders(server.deps),
        sendReminders(second?.deps ?? server.deps),
        sendReminders(server.deps),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
    } finally {
      await second?.close();
    }
    for (const a of due) expect(await reminders(a.id)).toBe(1);
  });
});
