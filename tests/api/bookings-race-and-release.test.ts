import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '#server/db/schema/index';
import { releaseUnconfirmed } from '#server/jobs/release-unconfirmed';
import { startScheduler } from '#server/jobs/scheduler';
import { isOverlapViolation } from '#server/modules/scheduling/occupancy';
import { clinicDay, insertDoctor, slotOn } from '../support/booking-fixtures';
import { signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const initiate = (token: string, doctorId: string, slot: { startTime: string; endTime: string }) =>
  server.post(
    '/bookings/appointments/initiate',
    { doctorId, ...slot, type: 'follow-up', reason: 'Blood pressure review' },
    { token },
  );
const confirm = (token: string, appointmentId: string) =>
  server.post(
    '/bookings/appointments/confirm',
    { appointmentId, paymentDetails: { method: 'cash', status: 'pending' } },
    { token },
  );
const row = async (id: string) =>
  (await server.db.select().from(appointments).where(eq(appointments.id, id)))[0];
const minutes = (n: number) => n * 60_000;

describe('two patients racing for one slot (ADR 007)', () => {
  it('20 concurrent initiations give exactly one 201 and 19 × 409', async () => {
    const { doctor } = await insertDoctor(server);
    // One after another: registrations from one address in flight at once are limited (ADR 014).
    const patients = [];
    for (let i = 0; i < 20; i++) patients.push(await signUpPatient(server));
    const slot = slotOn(clinicDay(server, 2), '15:00');
    const answers = await Promise.all(patients.map((p) => initiate(p.token, doctor.id, slot)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body.message).toBe('This time slot is no longer available');
    }
    const held = await server.db
      .select()
      .from(appointments)
      .where(eq(appointments.doctorId, doctor.id));
    expect(held).toHaveLength(1);
  });

  it('the database itself refuses overlapping appointments of one doctor', async () => {
    const { doctor } = await insertDoctor(server);
    const patient = await signUpPatient(server);
    const slot = slotOn(clinicDay(server, 2), '10:00');
    const values = {
      doctorId: doctor.id,
      patientId: patient.user._id,
      type: 'consultation' as const,
      reason: 'Check-up',
      fee: 2000,
      status: 'scheduled' as const,
    };
    await server.db
      .insert(appointments)
      .values({ ...values, startTime: slot.start, endTime: slot.end });
    const overlapping = slotOn(clinicDay(server, 2), '10:15');
    const error = await server.db
      .insert(appointments)
      .values({ ...values, startTime: overlapping.start, endTime: overlapping.end })
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(isOverlapViolation(error)).toBe(true);
  });
});

describe('an initiation not confirmed within 15 minutes', () => {
  it('releases its slot: another patient can book it, and the first can no longer confirm', async () => {
    const { doctor } = await insertDoctor(server);
    const [first, second] = await Promise.all([signUpPatient(server), signUpPatient(server)]);
    const slot = slotOn(clinicDay(server, 3), '11:00');
    const held = await initiate(first.token, doctor.id, slot);
    expect(held.status).toBe(201);
    expect((await initiate(second.token, doctor.id, slot)).status).toBe(409);

    server.clock.offsetMs = minutes(14);
    try {
      expect((await initiate(second.token, doctor.id, slot)).status).toBe(409);
      server.clock.offsetMs = minutes(16);
      const taken = await initiate(second.token, doctor.id, slot);
      expect(taken.status).toBe(201);
      const released = await row(held.body.data.appointment._id);
      expect(released.status).toBe('cancelled');
      expect(released.cancellationReason).toBe('Booking not confirmed in time');
      const late = await confirm(first.token, held.body.data.appointment._id);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(
        'This booking was not confirmed within 15 minutes. Please book again.',
      );
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it('is cancelled by the release job, which leaves confirmed bookings alone', async () => {
    const { doctor } = await insertDoctor(server);
    const patient = await signUpPatient(server);
    const unconfirmed = await initiate(
      patient.token,
      doctor.id,
      slotOn(clinicDay(server, 4), '09:00'),
    );
    const kept = await initiate(patient.token, doctor.id, slotOn(clinicDay(server, 4), '09:30'));
    expect((await confirm(patient.token, kept.body.data.appointment._id)).status).toBe(200);

    expect(await releaseUnconfirmed(server.deps)).toBe(0);
    server.clock.offsetMs = minutes(16);
    try {
      expect(await releaseUnconfirmed(server.deps)).toBeGreaterThanOrEqual(1);
      const released = await row(unconfirmed.body.data.appointment._id);
      expect([released.status, released.cancellationReason]).toEqual([
        'cancelled',
        'Booking not confirmed in time',
      ]);
      expect((await row(kept.body.data.appointment._id)).status).toBe('pending');
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it('is released by the scheduler running the job on its interval', async () => {
    const { doctor } = await insertDoctor(server);
    const patient = await signUpPatient(server);
    const held = await initiate(patient.token, doctor.id, slotOn(clinicDay(server, 5), '09:00'));
    server.clock.offsetMs = minutes(16);
    const scheduler = startScheduler(server.deps, [
      { name: 'release-unconfirmed', everyMs: 20, run: (deps) => releaseUnconfirmed(deps) },
    ]);
    try {
      const id = held.body.data.appointment._id;
      for (let i = 0; i < 100 && (await row(id)).status !== 'cancelled'; i++) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect((await row(id)).status).toBe('cancelled');
    } finally {
      await scheduler.stop();
      server.clock.offsetMs = 0;
    }
  });
});
