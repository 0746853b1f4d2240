import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_APPOINTMENTS_COUNT_CAP } from '#server/modules/admin-appointments/admin-appointments.service';
import { clinicDate } from '#shared/domain/slots';
import type { Appointment } from '#shared/schemas/appointment';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import { auditCount, csvLines } from '../support/admin-fixtures';
import {
  appointmentRow,
  clinicSlot,
  countNotifications,
  createVerifiedDoctor,
  insertAppointment,
  notificationsAbout,
  signUpPatient,
} from '../support/appointment-builders';
import { signInAdmin } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
afterAll(() => server.close());

const ZONE = DEFAULT_SETTINGS.timezone;

/** A doctor and a patient with uncommon names (so a search finds only theirs) and appointments. */
async function scene(marker: string, count: number, days = 3) {
  const doc = await createVerifiedDoctor(server, `Doctor ${marker}`);
  const patient = await signUpPatient(server, { name: `Patient ${marker}` });
  const made = [];
  for (let i = 0; i < count; i++) {
    const slot = clinicSlot(
      server,
      days + Math.floor(i / 10),
      `${String(8 + (i % 10)).padStart(2, '0')}:00`,
    );
    made.push(
      await insertAppointment(server, {
        doctorId: doc.doctor.id,
        patientId: patient.user._id,
        start: slot.start,
        end: slot.end,
        status: i % 2 ? 'pending' : 'scheduled',
      }),
    );
  }
  return { doc, patient, made };
}

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

describe('who may manage appointments', () => {
  it('answers 401 without a token and 403 to patients and doctors, changing nothing', async () => {
    const { doc, patient, made } = await scene(letters(8), 1);
    expect((await server.get('/admin/appointments')).status).toBe(401);
    expect(
      (await server.put(`/admin/appointments/${made[0]!.id}/status`, { status: 'completed' }))
        .status,
    ).toBe(401);
    for (const token of [patient.token, doc.token]) {
      expect((await server.get('/admin/appointments', { token })).status).toBe(403);
      expect((await server.get('/admin/appointments?format=csv', { token })).status).toBe(403);
      const put = await server.put(
        `/admin/appointments/${made[0]!.id}/status`,
        { status: 'completed' },
        { token },
      );
      expect(put.status).toBe(403);
    }
    expect((await appointmentRow(server, made[0]!.id)).status).toBe('scheduled');
  });
});

describe('listing appointments', () => {
  it('pages ten at a time, latest first, with the total and the page count', async () => {
    const marker = letters(10);
    const { made } = await scene(marker, 12);
    const first = await server.get(`/admin/appointments?search=${marker}`, { token: admin });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 12, page: 1, totalPages: 2 });
    const list = first.body.data.appointments as Appointment[];
    expect(list).toHaveLength(10);
    const starts = list.map((a) => a.startTime);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(list[0]).toMatchObject({
      patient: { name: `Patient ${marker}` },
      doctor: { name: `Doctor ${marker}`, specialization: 'Cardiology' },
      type: 'consultation',
    });
    const second = await server.get(`/admin/appointments?search=${marker}&page=2`, {
      token: admin,
    });
    expect(second.body.data.page).toBe(2);
    const all = [...list, ...second.body.data.appointments].map((a: Appointment) => a._id);
    expect(all.sort()).toEqual(made.map((m) => m.id).sort());
    const beyond = await server.get(`/admin/appointments?search=${marker}&page=9`, {
      token: admin,
    });
    expect(beyond.body.data).toMatchObject({ appointments: [], total: 12, page: 9 });
  });

  it('lists the appointments of one start by doctor, the order the start-time index gives (ADR 133)', async () => {
    const marker = letters(10);
    const [late, early] = [clinicSlot(server, 5, '11:00'), clinicSlot(server, 5, '10:00')];
    const doctorIds: string[] = [];
    for (let i = 0; i < 4; i++)
      doctorIds.push((await createVerifiedDoctor(server, `Doctor ${letters(8)}`)).doctor.id);
    // The appointment ids run against the doctors' order, so an order by id shows up.
    const tied = doctorIds.slice(0, 3).sort();
    const ids = tied
      .map(() => randomUUID())
      .sort()
      .reverse();
    const made = tied.map((doctorId, i) => ({ doctorId, id: ids[i]!, slot: late }));
    made.push({ doctorId: doctorIds[3]!, id: randomUUID(), slot: early });
    for (const { doctorId, id, slot } of made) {
      const patient = await signUpPatient(server, { name: `Patient ${marker}` });
      await insertAppointment(server, {
        id,
        doctorId,
        patientId: patient.user._id,
        start: slot.start,
        end: slot.end,
      });
    }
    const res = await server.get(`/admin/appointments?search=${marker}`, { token: admin });
    const listed = (res.body.data.appointments as Appointment[]).map((a) => a._id);
    // Latest start first; within it the last doctor first, whose appointment id is the smallest.
    expect(listed).toEqual([ids[2], ids[1], ids[0], made[3]!.id]);
  });

  it('filters by status, by a clinic date and by patient or doctor name', async () => {
    const marker = letters(10);
    const { made } = await scene(marker, 4);
    const pending = await server.get(`/admin/appointments?search=${marker}&status=pending`, {
      token: admin,
    });
    expect(pending.body.data.total).toBe(2);
    expect(pending.body.data.appointments.every((a: Appointment) => a.status === 'pending')).toBe(
      true,
    );

    const date = clinicDate(made[0]!.startTime, ZONE);
    const onDay = await server.get(`/admin/appointments?search=${marker}&date=${date}`, {
      token: admin,
    });
    expect(onDay.body.data.total).toBe(4);
    expect(onDay.body.data.appointments[0].date).toBe(date);
    const otherDay = clinicDate(clinicSlot(server, 40, '10:00').start, ZONE);
    const none = await server.get(`/admin/appointments?search=${marker}&date=${otherDay}`, {
      token: admin,
    });
    expect(none.body.data).toMatchObject({ appointments: [], total: 0, totalPages: 0 });

    const byDoctor = await server.get(
      `/admin/appointments?search=doctor%20${marker.toUpperCase()}`,
      { token: admin },
    );
    expect(byDoctor.body.data.total).toBe(4);
    const byPatient = await server.get(`/admin/appointments?search=patient%20${marker}`, {
      token: admin,
    });
    expect(byPatient.body.data.total).toBe(4);
  });

  it('counts at most 1,000 matches: past that it says totalCapped, and pages stop at 100', async () => {
    const marker = letters(10);
    const { made } = await scene(marker, 1);
    // 1,000 more of the same pair, an hour apart (set-based: one statement).
    await server.db.execute(sql`
      insert into appointments (doctor_id, patient_id, practice_id, start_time, end_time, mode, type,
        reason, status, fee)
      select doctor_id, patient_id, practice_id, start_time + g * interval '1 hour',
        end_time + g * interval '1 hour', mode, type, reason, status, fee
      from appointments, generate_series(1, 1000) g where id = ${made[0]!.id}`);
    const first = await server.get(`/admin/appointments?search=${marker}`, { token: admin });
    expect(first.body.data).toMatchObject({
      total: ADMIN_APPOINTMENTS_COUNT_CAP,
      totalCapped: true,
      totalPages: 100,
    });
    const last = await server.get(`/admin/appointments?search=${marker}&page=100`, {
      token: admin,
    });
    expect(last.body.data.appointments).toHaveLength(10);
    const few = await server.get(`/admin/appointments?search=${marker}&status=pending`, {
      token: admin,
    });
    expect(few.body.data).toMatchObject({ total: 0, totalCapped: false });
  });

  it('a name more than 200 people share is found on the appointments themselves, all the same', async () => {
    const marker = letters(10);
    const { made } = await scene(marker, 4);
    await server.db.execute(sql`
      insert into users (name, email, password_hash, role)
      select 'Namesake ' || ${marker} || ' ' || g, ${marker} || g || '@example.pk', 'x', 'patient'
      from generate_series(1, 201) g`);
    const found = await server.get(`/admin/appointments?search=${marker}`, { token: admin });
    expect(found.body.data).toMatchObject({ total: 4, totalCapped: false, totalPages: 1 });
    expect(found.body.data.appointments.map((a: Appointment) => a._id).sort()).toEqual(
      made.map((m) => m.id).sort(),
    );
    const pending = await server.get(`/admin/appointments?search=${marker}&status=pending`, {
      token: admin,
    });
    expect(pending.body.data.total).toBe(2);
  });

  it('a renamed account is found under its new name as a common name, and no longer under the old', async () => {
    const marker = letters(10);
    const { made, patient, doc } = await scene(marker, 3);
    const common = letters(10);
    await server.db.execute(sql`
      insert into users (name, email, password_hash, role)
      select 'Namesake ' || ${common} || ' ' || g, ${common} || g || '@example.pk', 'x', 'patient'
      from generate_series(1, 201) g`);
    const search = async (q: string) =>
      (await server.get(`/admin/appointments?search=${q}`, { token: admin })).body.data;
    expect((await search(common)).total).toBe(0);

    // The patient takes the common name (ADR 126: the appointments' copies follow the account).
    const renamed = await server.put(
      '/auth/profile',
      { name: `Renamed ${common}` },
      { token: patient.token },
    );
    expect(renamed.status).toBe(200);
    const found = await search(common);
    expect(found.total).toBe(3);
    expect(found.appointments.map((a: Appointment) => a._id).sort()).toEqual(
      made.map((m) => m.id).sort(),
    );
    expect(found.appointments[0].patient.name).toBe(`Renamed ${common}`);

    // The doctor's account too: the old name finds nothing once both have changed.
    await server.db.execute(
      sql`update users set name = ${`Doctor ${common}`} where id = ${doc.userId}`,
    );
    expect((await search(common)).total).toBe(3);
    expect((await search(marker)).total).toBe(0);
  });

  it('refuses filters it does not know with 400', async () => {
    for (const [query, message] of [
      ['status=lost', 'Status must be all, pending, scheduled, completed, cancelled or no-show'],
      ['date=2025-02-30', 'Please enter a valid date (yyyy-MM-dd)'],
      ['date=yesterday', 'Please enter a valid date (yyyy-MM-dd)'],
      ['page=two', 'page must be a number'],
    ]) {
      const res = await server.get(`/admin/appointments?${query}`, { token: admin });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});

describe('changing an appointment status', () => {
  it('confirming a pending appointment tells the patient and is audited', async () => {
    const { patient, made } = await scene(letters(8), 2);
    const pending = made[1]!;
    const res = await server.put(
      `/admin/appointments/${pending.id}/status`,
      { status: 'scheduled' },
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Appointment status updated successfully');
    expect(res.body.data).toMatchObject({ _id: pending.id, status: 'scheduled' });
    const [note] = await notificationsAbout(server, pending.id);
    expect(note).toMatchObject({ userId: patient.user._id, type: 'APPOINTMENT_CONFIRMED' });
    expect(note!.message).toMatch(/^The clinic confirmed your appointment with Dr\. Doctor /);
    expect(await auditCount(server, 'appointment', pending.id)).toBe(1);
  });

  it('cancelling tells the patient with the reason; the administrator may set any status', async () => {
    const { made } = await scene(letters(8), 1);
    const id = made[0]!.id;
    const cancel = await server.put(
      `/admin/appointments/${id}/status`,
      { status: 'cancelled' },
      { token: admin },
    );
    expect(cancel.body.data).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Cancelled by the clinic',
    });
    expect(await countNotifications(server, id, 'APPOINTMENT_CANCELLED')).toBe(1);
    // Back from cancelled: the reason goes, and no one is told of a change ADR 007 does not name.
    for (const status of ['pending', 'completed', 'no-show', 'scheduled'] as const) {
      const res = await server.put(
        `/admin/appointments/${id}/status`,
        { status },
        { token: admin },
      );
      expect(res.status).toBe(200);
      expect((await appointmentRow(server, id)).status).toBe(status);
    }
    expect((await appointmentRow(server, id)).cancellationReason).toBeNull();
    expect((await notificationsAbout(server, id)).length).toBe(1);
    expect(await auditCount(server, 'appointment', id)).toBe(5);
  });

  it('setting the status it already has is 409 Appointment is already scheduled and tells no one', async () => {
    const { made } = await scene(letters(8), 1);
    const id = made[0]!.id;
    const res = await server.put(
      `/admin/appointments/${id}/status`,
      { status: 'scheduled' },
      { token: admin },
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      message: 'Appointment is already scheduled',
    });
    expect((await appointmentRow(server, id)).status).toBe('scheduled');
    expect(await auditCount(server, 'appointment', id)).toBe(0);
    expect(await notificationsAbout(server, id)).toEqual([]);
  });

  it('a replay under the same Idempotency-Key answers the first response, not the refusal', async () => {
    const { made } = await scene(letters(8), 1);
    const id = made[0]!.id;
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const send = () =>
      server.put(
        `/admin/appointments/${id}/status`,
        { status: 'completed' },
        { token: admin, headers },
      );
    const first = await send();
    const replay = await send();
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const fresh = await server.put(
      `/admin/appointments/${id}/status`,
      { status: 'completed' },
      { token: admin, headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(fresh.status).toBe(409);
    expect(fresh.body.message).toBe('Appointment is already completed');
    expect(await auditCount(server, 'appointment', id)).toBe(1);
  });

  it('reviving a cancelled appointment whose slot was taken since answers 409 and changes nothing', async () => {
    const { doc, patient, made } = await scene(letters(8), 1);
    const first = made[0]!;
    await server.put(
      `/admin/appointments/${first.id}/status`,
      { status: 'cancelled' },
      { token: admin },
    );
    const taken = await insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId: patient.user._id,
      start: first.startTime,
      end: first.endTime,
    });
    const res = await server.put(
      `/admin/appointments/${first.id}/status`,
      { status: 'scheduled' },
      { token: admin },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This time slot is no longer available');
    expect((await appointmentRow(server, first.id)).status).toBe('cancelled');
    expect((await appointmentRow(server, taken.id)).status).toBe('scheduled');
    expect(await auditCount(server, 'appointment', first.id)).toBe(1);
  });

  it('bad input is refused and changes nothing', async () => {
    const { made } = await scene(letters(8), 1);
    const id = made[0]!.id;
    const bad = await server.put(
      `/admin/appointments/${id}/status`,
      { status: 'confirmed' },
      { token: admin },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'Status must be one of pending, scheduled, completed, cancelled, no-show',
    );
    const long = await server.put(
      `/admin/appointments/${id}/status`,
      { status: 'cancelled', reason: 'x'.repeat(501) },
      { token: admin },
    );
    expect(long.status).toBe(400);
    const unknown = await server.put(
      `/admin/appointments/${crypto.randomUUID()}/status`,
      { status: 'completed' },
      { token: admin },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Appointment not found');
    expect(
      (
        await server.put(
          '/admin/appointments/nope/status',
          { status: 'completed' },
          { token: admin },
        )
      ).status,
    ).toBe(404);
    expect((await appointmentRow(server, id)).status).toBe('scheduled');
    expect(await auditCount(server, 'appointment', id)).toBe(0);
  });
});

describe('exporting appointments as CSV', () => {
  it('answers every page of the filtered table as a dated download', async () => {
    const marker = letters(10);
    await scene(marker, 12);
    const res = await server.get(`/admin/appointments?format=csv&search=${marker}&page=2`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = clinicDate(server.clock.now(), ZONE);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="appointments-${today}.csv"`,
    );
    const lines = csvLines(res.text);
    expect(lines[0]).toBe(
      'Patient,Patient Email,Doctor,Specialization,Date (Asia/Karachi),Time (Asia/Karachi),Type,Status,Fee (PKR),Reason,Cancellation Reason,Payment Status,Refund (PKR),Refund Status',
    );
    // Every page, not the one asked for.
    expect(lines).toHaveLength(13);
    expect(lines[1]).toMatch(
      new RegExp(
        `^Patient ${marker},\\S+@example\\.pk,Doctor ${marker},Cardiology,\\d{4}-\\d\\d-\\d\\d,\\d\\d:\\d\\d,consultation,(pending|scheduled),1500,Chest pain on exertion,,pending,,$`,
      ),
    );
    const pending = await server.get(
      `/admin/appointments?format=csv&search=${marker}&status=pending`,
      { token: admin },
    );
    expect(csvLines(pending.text)).toHaveLength(7);
  });
});
