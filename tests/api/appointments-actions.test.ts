import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answeredNotification,
  appointmentRow,
  appointmentScene,
  clinicSlot,
  countAudit,
  countNotifications,
  insertAppointment,
  notificationsAbout,
} from '../support/appointment-builders';
import { signInAdmin } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('cancelling an appointment', () => {
  it('a patient cancels their scheduled appointment with a reason; the doctor is told', async () => {
    const { doc, patient, appointment } = await appointmentScene(server);
    const res = await server.post(
      `/appointments/${appointment.id}/cancel`,
      { reason: '  Feeling better now  ' },
      { token: patient.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: appointment.id,
      id: appointment.id,
      status: 'cancelled',
      cancellationReason: 'Feeling better now',
    });
    const row = await appointmentRow(server, appointment.id);
    expect(row.status).toBe('cancelled');
    expect(row.cancellationReason).toBe('Feeling better now');
    expect(await countNotifications(server, appointment.id, 'APPOINTMENT_CANCELLED')).toBe(1);
    expect(await countAudit(server, appointment.id, 'status_change')).toBe(1);
    const [note] = await notificationsAbout(server, appointment.id);
    expect(note).toMatchObject({ userId: doc.userId, type: 'APPOINTMENT_CANCELLED' });
    expect(note.message).toContain('Feeling better now');
    const data = {
      kind: 'APPOINTMENT_CANCELLED',
      params: {
        patientName: 'Sana Malik',
        start: appointment.startTime.toISOString(),
        reason: 'Feeling better now',
      },
    };
    expect(note.data).toEqual(data);
    const answered = await answeredNotification(server, doc.token, appointment.id, note.type);
    expect(answered.note).toMatchObject({ data, title: note.title, message: note.message });
    expect(answered.refilled).toEqual({
      type: note.type,
      title: note.title,
      message: note.message,
    });
  });

  it('a pending request can be cancelled too', async () => {
    const { doc, patient } = await appointmentScene(server);
    const slot = clinicSlot(server, 2, '15:00');
    const pending = await insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId: patient.user._id,
      start: slot.start,
      end: slot.end,
      status: 'pending',
    });
    const res = await server.post(
      `/appointments/${pending.id}/cancel`,
      { reason: 'Booked by mistake' },
      { token: patient.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('cancelled');
  });

  it('cancelling an already cancelled appointment succeeds and changes nothing', async () => {
    const { patient, appointment } = await appointmentScene(server);
    const path = `/appointments/${appointment.id}/cancel`;
    await server.post(path, { reason: 'First reason' }, { token: patient.token });
    const again = await server.post(path, { reason: 'Second reason' }, { token: patient.token });
    expect(again.status).toBe(200);
    expect(again.body.data.cancellationReason).toBe('First reason');
    expect(await countNotifications(server, appointment.id, 'APPOINTMENT_CANCELLED')).toBe(1);
    expect(await countAudit(server, appointment.id, 'status_change')).toBe(1);
  });

  it('a completed appointment cannot be cancelled', async () => {
    const { doc, patient } = await appointmentScene(server);
    const slot = clinicSlot(server, -3, '09:00');
    const done = await insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId: patient.user._id,
      start: slot.start,
      end: slot.end,
      status: 'completed',
    });
    const res = await server.post(
      `/appointments/${done.id}/cancel`,
      { reason: 'Too late' },
      { token: patient.token },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Appointment is already completed');
    expect((await appointmentRow(server, done.id)).status).toBe('completed');
  });

  it("another patient may not cancel someone else's appointment", async () => {
    const { other, appointment } = await appointmentScene(server);
    const res = await server.post(
      `/appointments/${appointment.id}/cancel`,
      { reason: 'Not mine' },
      { token: other.token },
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have permission to do this');
    expect((await appointmentRow(server, appointment.id)).status).toBe('scheduled');
  });

  it('the doctor and the administrator use their own status calls, not the patient cancel', async () => {
    const { doc, appointment } = await appointmentScene(server);
    const path = `/appointments/${appointment.id}/cancel`;
    const byDoctor = await server.post(path, { reason: 'x' }, { token: doc.token });
    expect(byDoctor.status).toBe(403);
    const byAdmin = await server.post(path, { reason: 'x' }, { token: await signInAdmin(server) });
    expect(byAdmin.status).toBe(403);
    expect((await appointmentRow(server, appointment.id)).status).toBe('scheduled');
  });

  it('signed-out callers are asked to sign in', async () => {
    const { appointment } = await appointmentScene(server);
    const res = await server.post(`/appointments/${appointment.id}/cancel`, { reason: 'x' });
    expect(res.status).toBe(401);
  });

  it.each([
    [{ reason: '' }, 'Please provide a reason for cancellation'],
    [{ reason: '    ' }, 'Please provide a reason for cancellation'],
    [{}, 'Please provide a reason for cancellation'],
    [{ reason: 'x'.repeat(501) }, 'The reason must be at most 500 characters'],
  ])('a bad reason %j is refused with a clear message', async (body, message) => {
    const { patient, appointment } = await appointmentScene(server);
    const res = await server.post(`/appointments/${appointment.id}/cancel`, body, {
      token: patient.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await appointmentRow(server, appointment.id)).status).toBe('scheduled');
  });

  it('an unknown or malformed appointment id is not found', async () => {
    const { patient } = await appointmentScene(server);
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await server.post(
        `/appointments/${id}/cancel`,
        { reason: 'Anything' },
        { token: patient.token },
      );
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Appointment not found');
    }
  });
});

describe('replaying a cancel with the same Idempotency-Key', () => {
  it('has the effect of once: one notification, one audit entry, the same answer', async () => {
    const { patient, appointment } = await appointmentScene(server);
    const init = { token: patient.token, headers: { 'Idempotency-Key': randomUUID() } };
    const path = `/appointments/${appointment.id}/cancel`;
    const first = await server.post(path, { reason: 'Travelling' }, init);
    const second = await server.post(path, { reason: 'Travelling' }, init);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await countNotifications(server, appointment.id, 'APPOINTMENT_CANCELLED')).toBe(1);
    expect(await countAudit(server, appointment.id, 'status_change')).toBe(1);
  });

  it('the same key with a different body is refused with 422 and changes nothing', async () => {
    const { patient, appointment } = await appointmentScene(server);
    const key = randomUUID();
    const path = `/appointments/${appointment.id}/cancel`;
    const init = { token: patient.token, headers: { 'Idempotency-Key': key } };
    const bad = await server.post(path, { reason: '' }, init);
    expect(bad.status).toBe(400);
    const changed = await server.post(path, { reason: 'A real reason' }, init);
    expect(changed.status).toBe(422);
    expect((await appointmentRow(server, appointment.id)).status).toBe('scheduled');
  });
});
