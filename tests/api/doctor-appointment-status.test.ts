import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index';
import { saveSettings } from '#server/modules/settings/settings.service';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import {
  appointmentRow,
  appointmentScene,
  clinicSlot,
  countAudit,
  countNotifications,
  createVerifiedDoctor,
  insertAppointment,
  notificationsAbout,
} from '../support/appointment-builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function pendingScene() {
  const scene = await appointmentScene(server);
  const slot = clinicSlot(server, 2, '11:00');
  const pending = await insertAppointment(server, {
    doctorId: scene.doc.doctor.id,
    patientId: scene.patient.user._id,
    start: slot.start,
    end: slot.end,
    status: 'pending',
    confirmedAt: server.clock.now(),
  });
  return { ...scene, pending };
}

/** A scheduled visit that began yesterday: its outcome may be recorded (ADR 143). */
async function pastScene(given?: Awaited<ReturnType<typeof appointmentScene>>) {
  const scene = given ?? (await appointmentScene(server));
  const slot = clinicSlot(server, -1, '11:00');
  const past = await insertAppointment(server, {
    doctorId: scene.doc.doctor.id,
    patientId: scene.patient.user._id,
    start: slot.start,
    end: slot.end,
  });
  return { ...scene, appointment: past };
}

const mailsTo = async (email: string) => {
  const outbox = await server.get('/dev/outbox', { ip: '127.0.0.1' });
  return (outbox.body.data as { to: string; subject: string; text: string }[]).filter(
    (m) => m.to === email,
  );
};

describe('a doctor changing an appointment status', () => {
  it('approving a pending request schedules it, tells the patient (with e-mail) and is audited', async () => {
    const { doc, patient, pending } = await pendingScene();
    const res = await server.patch(
      `/appointments/${pending.id}/status`,
      { status: 'scheduled' },
      { token: doc.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: pending.id, status: 'scheduled' });
    expect((await appointmentRow(server, pending.id)).status).toBe('scheduled');
    const [note] = await notificationsAbout(server, pending.id);
    expect(note).toMatchObject({ userId: patient.user._id, type: 'APPOINTMENT_CONFIRMED' });
    expect(await countAudit(server, pending.id, 'status_change')).toBe(1);
    const mails = await mailsTo(patient.email);
    expect(mails.map((m) => m.subject)).toContain('Appointment confirmed');
  });

  it('rejecting a pending request cancels it with the reason given, and the patient hears why', async () => {
    const { doc, patient, pending } = await pendingScene();
    const res = await server.patch(
      `/appointments/${pending.id}/status`,
      { status: 'cancelled', reason: 'I am away at a conference' },
      { token: doc.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'I am away at a conference',
    });
    const [note] = await notificationsAbout(server, pending.id);
    expect(note).toMatchObject({ userId: patient.user._id, type: 'APPOINTMENT_CANCELLED' });
    expect(note.message).toContain('I am away at a conference');
  });

  it('a rejection without a reason is recorded as rejected by the doctor', async () => {
    const { doc, pending } = await pendingScene();
    const res = await server.patch(
      `/appointments/${pending.id}/status`,
      { status: 'cancelled' },
      { token: doc.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.cancellationReason).toBe('Rejected by the doctor');
  });

  it('a scheduled appointment can be completed or marked no-show, without notifying the patient', async () => {
    const { doc, patient, appointment } = await pastScene();
    const done = await server.patch(
      `/appointments/${appointment.id}/status`,
      { status: 'completed' },
      { token: doc.token },
    );
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe('completed');
    const slot = clinicSlot(server, -2, '09:00');
    const other = await insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId: patient.user._id,
      start: slot.start,
      end: slot.end,
    });
    const missed = await server.patch(
      `/appointments/${other.id}/status`,
      { status: 'no-show' },
      { token: doc.token },
    );
    expect(missed.status).toBe(200);
    expect(missed.body.data.status).toBe('no-show');
    expect(await notificationsAbout(server, appointment.id)).toHaveLength(0);
    expect(await countAudit(server, other.id, 'status_change')).toBe(1);
  });

  it('cancelling a scheduled appointment keeps the reason and tells the patient', async () => {
    const { doc, appointment } = await appointmentScene(server);
    const res = await server.patch(
      `/appointments/${appointment.id}/status`,
      { status: 'cancelled', reason: 'Clinic closed for repairs' },
      { token: doc.token },
    );
    expect(res.status).toBe(200);
    expect((await appointmentRow(server, appointment.id)).cancellationReason).toBe(
      'Clinic closed for repairs',
    );
    expect(await countNotifications(server, appointment.id, 'APPOINTMENT_CANCELLED')).toBe(1);
  });

  it('sends no e-mail when the emailNotifications setting is off, but still notifies in the app', async () => {
    const { doc, patient, pending } = await pendingScene();
    await saveSettings(server.db, { ...DEFAULT_SETTINGS, emailNotifications: false });
    // The account's own mail (the address's confirmation link) is not a notification: it goes
    // regardless; the status change must add none.
    const before = await mailsTo(patient.email);
    try {
      const res = await server.patch(
        `/appointments/${pending.id}/status`,
        { status: 'scheduled' },
        { token: doc.token },
      );
      expect(res.status).toBe(200);
      expect(await countNotifications(server, pending.id, 'APPOINTMENT_CONFIRMED')).toBe(1);
      expect(await mailsTo(patient.email)).toEqual(before);
    } finally {
      await saveSettings(server.db, DEFAULT_SETTINGS);
    }
  });

  it('a booking never confirmed within 15 minutes cannot be approved', async () => {
    const { doc, other } = await appointmentScene(server);
    const slot = clinicSlot(server, 2, '16:00');
    const hold = await insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId: other.user._id,
      start: slot.start,
      end: slot.end,
      status: 'pending',
      confirmedAt: null,
      createdAt: new Date(server.clock.now().getTime() - 20 * 60_000),
    });
    const res = await server.patch(
      `/appointments/${hold.id}/status`,
      { status: 'scheduled' },
      { token: doc.token },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Appointment is already cancelled');
    expect((await appointmentRow(server, hold.id)).status).toBe('pending');
  });

  it('refuses changes outside the table with 409 and changes nothing', async () => {
    const scene = await pendingScene();
    const { doc, pending } = scene;
    const { appointment } = await pastScene(scene);
    const early = await server.patch(
      `/appointments/${pending.id}/status`,
      { status: 'completed' },
      { token: doc.token },
    );
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ success: false, message: 'Appointment is already pending' });
    await server.patch(
      `/appointments/${appointment.id}/status`,
      { status: 'completed' },
      { token: doc.token },
    );
    const late = await server.patch(
      `/appointments/${appointment.id}/status`,
      { status: 'cancelled', reason: 'Too late' },
      { token: doc.token },
    );
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Appointment is already completed');
    expect((await appointmentRow(server, appointment.id)).status).toBe('completed');
    expect((await appointmentRow(server, pending.id)).status).toBe('pending');
  });

  it('asking again for the status held is refused: 409 Appointment is already scheduled, nothing more changes', async () => {
    const { doc, pending } = await pendingScene();
    const first = await server.patch(
      `/appointments/${pending.id}/status`,
      { status: 'scheduled' },
      { token: doc.token },
    );
    const updatedAt = (await appointmentRow(server, pending.id)).updatedAt;
    const again = await server.patch(
      `/appointments/${pending.id}/status`,
      { status: 'scheduled' },
      { token: doc.token },
    );
    expect(first.status).toBe(200);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      message: 'Appointment is already scheduled',
    });
    expect((await appointmentRow(server, pending.id)).updatedAt).toEqual(updatedAt);
    expect(await countNotifications(server, pending.id, 'APPOINTMENT_CONFIRMED')).toBe(1);
    expect(await countAudit(server, pending.id, 'status_change')).toBe(1);
  });

  it('a replay under the same Idempotency-Key answers the first response, not the refusal', async () => {
    const { doc, pending } = await pendingScene();
    const headers = { 'idempotency-key': randomUUID() };
    const send = () =>
      server.patch(
        `/appointments/${pending.id}/status`,
        { status: 'scheduled' },
        { token: doc.token, headers },
      );
    const first = await send();
    const replay = await send();
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    // A new key is a new request: the status is already held.
    const fresh = await server.patch(
      `/appointments/${pending.id}/status`,
      { status: 'scheduled' },
      { token: doc.token, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(fresh.status).toBe(409);
    expect(fresh.body.message).toBe('Appointment is already scheduled');
    expect(await countNotifications(server, pending.id, 'APPOINTMENT_CONFIRMED')).toBe(1);
    expect(await countAudit(server, pending.id, 'status_change')).toBe(1);
  });

  it('two different changes at once: exactly one applies, the other is refused', async () => {
    const { doc, appointment } = await pastScene();
    const answers = await Promise.all(
      (['completed', 'no-show'] as const).map((status) =>
        server.patch(`/appointments/${appointment.id}/status`, { status }, { token: doc.token }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)?.body.data.status;
    expect((await appointmentRow(server, appointment.id)).status).toBe(winner);
    expect(await countAudit(server, appointment.id, 'status_change')).toBe(1);
  });

  it('the same change twice at once: one applies, the other is told it is already scheduled', async () => {
    const { doc, pending } = await pendingScene();
    const answers = await Promise.all(
      [1, 2].map(() =>
        server.patch(
          `/appointments/${pending.id}/status`,
          { status: 'scheduled' },
          { token: doc.token },
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe(
      'Appointment is already scheduled',
    );
    expect(await countNotifications(server, pending.id, 'APPOINTMENT_CONFIRMED')).toBe(1);
    expect(await countAudit(server, pending.id, 'status_change')).toBe(1);
  });
});

describe('who may change a status', () => {
  it('another doctor gets 403 and a patient gets 403; nothing changes', async () => {
    const { patient, appointment } = await appointmentScene(server);
    const stranger = await createVerifiedDoctor(server, 'Imran Qureshi');
    const byDoctor = await server.patch(
      `/appointments/${appointment.id}/status`,
      { status: 'cancelled', reason: 'Not mine' },
      { token: stranger.token },
    );
    const byPatient = await server.patch(
      `/appointments/${appointment.id}/status`,
      { status: 'completed' },
      { token: patient.token },
    );
    expect(byDoctor.status).toBe(403);
    expect(byDoctor.body.message).toBe('You do not have permission to do this');
    expect(byPatient.status).toBe(403);
    expect((await appointmentRow(server, appointment.id)).status).toBe('scheduled');
    expect(await notificationsAbout(server, appointment.id)).toHaveLength(0);
  });

  it('a doctor whose verification was withdrawn is refused', async () => {
    const { doc, appointment } = await appointmentScene(server);
    await server.db.update(users).set({ isVerified: false }).where(eq(users.id, doc.userId));
    const res = await server.patch(
      `/appointments/${appointment.id}/status`,
      { status: 'completed' },
      { token: doc.token },
    );
    expect(res.status).toBe(403);
    expect((await appointmentRow(server, appointment.id)).status).toBe('scheduled');
  });

  it('no token is 401; an unknown or malformed id is 404; a bad status is 400', async () => {
    const { doc, appointment } = await appointmentScene(server);
    const anon = await server.patch(`/appointments/${appointment.id}/status`, {
      status: 'completed',
    });
    expect(anon.status).toBe(401);
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await server.patch(
        `/appointments/${id}/status`,
        { status: 'completed' },
        { token: doc.token },
      );
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Appointment not found');
    }
    const bad = await server.patch(
      `/appointments/${appointment.id}/status`,
      { status: 'pending' },
      { token: doc.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Status must be one of scheduled, completed, cancelled, no-show');
  });
});
