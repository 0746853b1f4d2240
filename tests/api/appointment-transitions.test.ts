import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_NOTICES } from '#server/modules/appointments/status-notices';
import {
  type StatusChanger,
  type TransitionAction,
  transition,
} from '#shared/domain/appointment-transitions';
import { DOCTOR_TARGET_STATUSES } from '#shared/domain/doctor-transitions';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '#shared/schemas/appointment';
import {
  appointmentRow,
  clinicSlot,
  countAudit,
  createVerifiedDoctor,
  insertAppointment,
  notificationsAbout,
  signUpPatient,
} from '../support/appointment-builders';
import { signInAdmin } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let doc: Awaited<ReturnType<typeof createVerifiedDoctor>>;
let patient: Awaited<ReturnType<typeof signUpPatient>>;
let admin: string;
let nextDay = 0;

beforeAll(async () => {
  server = await startTestServer();
  doc = await createVerifiedDoctor(server);
  patient = await signUpPatient(server, { name: 'Sana Malik' });
  admin = await signInAdmin(server);
});
afterAll(() => server.close());

/**
 * An appointment of the patient's with the doctor, in a status, on a day of its own: ahead, or
 * for the doctor's row behind, since a doctor records an outcome only once the visit is due
 * (ADR 143, tested in doctor-visit-outcome-time.test.ts).
 */
async function appointmentIn(status: AppointmentStatus, past = false) {
  nextDay += 1;
  const slot = clinicSlot(server, past ? -nextDay : nextDay, '10:00');
  return insertAppointment(server, {
    doctorId: doc.doctor.id,
    patientId: patient.user._id,
    start: slot.start,
    end: slot.end,
    status,
    confirmedAt: server.clock.now(),
    cancellationReason: status === 'cancelled' ? 'Cancelled before the test' : null,
  });
}

/** Each actor's status call, as the app sends it. */
const ASK: Record<
  Exclude<StatusChanger, 'system'>,
  (id: string, to: AppointmentStatus) => ReturnType<TestServer['post']>
> = {
  patient: (id) =>
    server.post(`/appointments/${id}/cancel`, { reason: 'Travelling' }, { token: patient.token }),
  doctor: (id, to) =>
    server.patch(`/appointments/${id}/status`, { status: to }, { token: doc.token }),
  admin: (id, to) =>
    server.put(`/admin/appointments/${id}/status`, { status: to }, { token: admin }),
};

const TARGETS = {
  patient: ['cancelled'],
  doctor: DOCTOR_TARGET_STATUSES,
  admin: APPOINTMENT_STATUSES,
} as const;

const cases = (by: keyof typeof ASK) =>
  APPOINTMENT_STATUSES.flatMap((from) =>
    TARGETS[by].map((to) => ({ by, from, to, outcome: transition(by, from, to) })),
  );

describe.each(['patient', 'doctor', 'admin'] as const)('the %s changing a status', (by) => {
  it.each(cases(by))('$from → $to: $outcome', async ({ from, to, outcome }) => {
    const a = await appointmentIn(from, by === 'doctor');
    const res = await ASK[by](a.id, to);
    const row = await appointmentRow(server, a.id);
    if (outcome === 'refused' || (outcome === 'same' && by !== 'patient')) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(`Appointment is already ${from}`);
    } else {
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe(to);
    }
    if (outcome === 'same' || outcome === 'refused') {
      // A refused or repeated change changes nothing and tells no one.
      expect(row).toEqual(a);
      expect(await countAudit(server, a.id, 'status_change')).toBe(0);
      expect(await notificationsAbout(server, a.id)).toEqual([]);
      return;
    }
    expect(row.status).toBe(to);
    expect(await countAudit(server, a.id, 'status_change')).toBe(1);
    const notices: Partial<Record<TransitionAction, unknown>> = STATUS_NOTICES[by];
    const told = await notificationsAbout(server, a.id);
    expect(told).toHaveLength(notices[outcome] ? 1 : 0);
    if (told[0]) {
      expect(told[0].userId).toBe(by === 'patient' ? doc.userId : patient.user._id);
    }
  });
});
