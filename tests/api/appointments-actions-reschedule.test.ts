import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MSG } from '#shared/schemas/booking';
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
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SLOT_TAKEN = 'This time slot is no longer available';

describe('rescheduling an appointment', () => {
  it('a patient moves their appointment to a free slot; the doctor is told', async () => {
    const { doc, patient, appointment } = await appointmentScene(server);
    const to = clinicSlot(server, 3, '14:30');
    const res = await server.post(
      `/appointments/${appointment.id}/reschedule`,
      { startTime: to.startTime, endTime: to.endTime },
      { token: patient.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: appointment.id,
      status: 'scheduled',
      startTime: to.startTime,
      endTime: to.endTime,
      time: '14:30',
    });
    const row = await appointmentRow(server, appointment.id);
    expect(row.startTime.toISOString()).toBe(to.startTime);
    const [note] = await notificationsAbout(server, appointment.id);
    expect(note).toMatchObject({ userId: doc.userId, type: 'APPOINTMENT_RESCHEDULED' });
    const data = {
      kind: 'APPOINTMENT_RESCHEDULED',
      params: {
        patientName: 'Sana Malik',
        from: appointment.startTime.toISOString(),
        to: to.startTime,
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
    expect(await countAudit(server, appointment.id, 'update')).toBe(1);
  });

  it('moving by half an hour onto a slot that overlaps only itself is allowed', async () => {
    const { patient, appointment, slot } = await appointmentScene(server);
    const later = new Date(slot.start.getTime() + 30 * 60_000);
    const end = new Date(later.getTime() + 30 * 60_000);
    const res = await server.post(
      `/appointments/${appointment.id}/reschedule`,
      { startTime: later.toISOString(), endTime: end.toISOString() },
      { token: patient.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.startTime).toBe(later.toISOString());
  });

  it('a slot another patient holds is refused and the appointment keeps its time', async () => {
    const { doc, patient, other, appointment, slot } = await appointmentScene(server);
    const taken = clinicSlot(server, 1, '11:00');
    await insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId: other.user._id,
      start: taken.start,
      end: taken.end,
      status: 'pending',
    });
    const res = await server.post(
      `/appointments/${appointment.id}/reschedule`,
      { startTime: taken.startTime, endTime: taken.endTime },
      { token: patient.token },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SLOT_TAKEN);
    const row = await appointmentRow(server, appointment.id);
    expect(row.startTime.toISOString()).toBe(slot.startTime);
    expect(await countNotifications(server, appointment.id, 'APPOINTMENT_RESCHEDULED')).toBe(0);
  });

  it('two patients racing for one slot: one wins, the other is told it is taken', async () => {
    const { doc, patient, other, appointment } = await appointmentScene(server);
    const otherSlot = clinicSlot(server, 1, '12:00');
    const rival = await insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId: other.user._id,
      start: otherSlot.start,
      end: otherSlot.end,
    });
    const to = clinicSlot(server, 2, '09:30');
    const body = { startTime: to.startTime, endTime: to.endTime };
    const answers = await Promise.all([
      server.post(`/appointments/${appointment.id}/reschedule`, body, { token: patient.token }),
      server.post(`/appointments/${rival.id}/reschedule`, body, { token: other.token }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)?.body.message).toBe(SLOT_TAKEN);
  });

  it('a time the doctor would not offer (in the past, or not on the half hour) is refused', async () => {
    const { patient, appointment, slot } = await appointmentScene(server);
    const past = clinicSlot(server, -1, '10:00');
    const odd = clinicSlot(server, 2, '10:10');
    for (const [to, message] of [
      [past, BOOKING_MSG.past],
      [odd, BOOKING_MSG.outside],
    ] as const) {
      const res = await server.post(
        `/appointments/${appointment.id}/reschedule`,
        { startTime: to.startTime, endTime: to.endTime },
        { token: patient.token },
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const row = await appointmentRow(server, appointment.id);
    expect(row.startTime.toISOString()).toBe(slot.startTime);
  });

  it('a cancelled appointment cannot be rescheduled', async () => {
    const { patient, appointment } = await appointmentScene(server);
    await server.post(
      `/appointments/${appointment.id}/cancel`,
      { reason: 'Away' },
      { token: patient.token },
    );
    const to = clinicSlot(server, 4, '09:00');
    const res = await server.post(
      `/appointments/${appointment.id}/reschedule`,
      { startTime: to.startTime, endTime: to.endTime },
      { token: patient.token },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Appointment is already cancelled');
  });

  it("another patient may not reschedule someone else's appointment", async () => {
    const { other, appointment, slot } = await appointmentScene(server);
    const to = clinicSlot(server, 4, '12:00');
    const res = await server.post(
      `/appointments/${appointment.id}/reschedule`,
      { startTime: to.startTime, endTime: to.endTime },
      { token: other.token },
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have permission to do this');
    expect((await appointmentRow(server, appointment.id)).startTime.toISOString()).toBe(
      slot.startTime,
    );
  });

  it.each([
    [{}, 'Please select a time slot'],
    [{ startTime: 'tomorrow', endTime: 'later' }, 'Please select a valid time slot'],
    [
      { startTime: '2031-02-30T10:00:00Z', endTime: '2031-02-30T10:30:00Z' },
      'Please select a valid time slot',
    ],
    [
      { startTime: '2031-03-03T10:30:00Z', endTime: '2031-03-03T10:00:00Z' },
      'The slot must end after it starts',
    ],
  ])('malformed times %j are refused with a clear message', async (body, message) => {
    const { patient, appointment } = await appointmentScene(server);
    const res = await server.post(`/appointments/${appointment.id}/reschedule`, body, {
      token: patient.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('an unknown appointment is not found', async () => {
    const { patient } = await appointmentScene(server);
    const to = clinicSlot(server, 4, '12:00');
    const res = await server.post(
      `/appointments/${randomUUID()}/reschedule`,
      { startTime: to.startTime, endTime: to.endTime },
      { token: patient.token },
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Appointment not found');
  });
});

describe('replaying a reschedule with the same Idempotency-Key', () => {
  it('moves the appointment once and answers the same appointment again', async () => {
    const { patient, appointment } = await appointmentScene(server);
    const to = clinicSlot(server, 5, '16:00');
    const init = { token: patient.token, headers: { 'Idempotency-Key': randomUUID() } };
    const body = { startTime: to.startTime, endTime: to.endTime };
    const path = `/appointments/${appointment.id}/reschedule`;
    const first = await server.post(path, body, init);
    const second = await server.post(path, body, init);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await countNotifications(server, appointment.id, 'APPOINTMENT_RESCHEDULED')).toBe(1);
    expect(await countAudit(server, appointment.id, 'update')).toBe(1);
    const other = clinicSlot(server, 5, '17:00');
    const mismatch = await server.post(
      path,
      { startTime: other.startTime, endTime: other.endTime },
      init,
    );
    expect(mismatch.status).toBe(422);
    expect((await appointmentRow(server, appointment.id)).startTime.toISOString()).toBe(
      to.startTime,
    );
  });
});
