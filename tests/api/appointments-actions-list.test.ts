import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftDate } from '#shared/domain/date-only';
import { clinicDate } from '#shared/domain/slots';
import {
  CLINIC_TZ,
  clinicSlot,
  createVerifiedDoctor,
  insertAppointment,
  signUpPatient,
} from '../support/appointment-builders';
import { signInAdmin } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let scene: Awaited<ReturnType<typeof buildScene>>;

/** One patient with appointments in every status with one doctor, and a stranger's appointment. */
async function buildScene() {
  const doc = await createVerifiedDoctor(server, 'Imran Qureshi');
  const otherDoc = await createVerifiedDoctor(server, 'Hina Raza');
  const patient = await signUpPatient(server, { name: 'Sana Malik' });
  const stranger = await signUpPatient(server, { name: 'Bilal Ahmed' });
  const at = (days: number, hhmm: string) => clinicSlot(server, days, hhmm);
  const make = async (
    days: number,
    hhmm: string,
    status: 'pending' | 'scheduled' | 'completed' | 'cancelled' | 'no-show',
    patientId = patient.user._id as string,
    doctorId = doc.doctor.id,
  ) => {
    const s = at(days, hhmm);
    return insertAppointment(server, {
      doctorId,
      patientId,
      start: s.start,
      end: s.end,
      status,
      cancellationReason: status === 'cancelled' ? 'Travelling abroad' : null,
    });
  };
  const later = await make(6, '10:00', 'scheduled');
  const soon = await make(1, '09:00', 'scheduled');
  const pending = await make(3, '11:00', 'pending');
  const completed = await make(-5, '12:00', 'completed');
  const cancelled = await make(2, '13:00', 'cancelled');
  const noShow = await make(-2, '15:00', 'no-show');
  const strangers = await make(1, '10:00', 'scheduled', stranger.user._id);
  const withOtherDoctor = await make(
    1,
    '09:00',
    'scheduled',
    stranger.user._id,
    otherDoc.doctor.id,
  );
  return {
    doc,
    patient,
    stranger,
    ids: { later, soon, pending, completed, cancelled, noShow, strangers, withOtherDoctor },
  };
}

beforeAll(async () => {
  server = await startTestServer();
  scene = await buildScene();
});
afterAll(() => server.close());

describe('listing my appointments', () => {
  it("a patient sees only their own appointments, soonest first, in the API's shape", async () => {
    const res = await server.get('/appointments', { token: scene.patient.token });
    expect(res.status).toBe(200);
    const list = res.body.data as { _id: string; startTime: string }[];
    const { ids } = scene;
    expect(list.map((a) => a._id)).toEqual(
      [ids.completed, ids.noShow, ids.soon, ids.cancelled, ids.pending, ids.later].map((a) => a.id),
    );
    expect(list[2]).toMatchObject({
      _id: ids.soon.id,
      id: ids.soon.id,
      doctorId: scene.doc.doctor.id,
      patientId: scene.patient.user._id,
      doctor: { _id: scene.doc.doctor.id, userId: scene.doc.userId, name: 'Imran Qureshi' },
      status: 'scheduled',
      time: '09:00',
      duration: 30,
      type: 'consultation',
      fee: 1500,
    });
    const cancelled = list.find((a) => a._id === ids.cancelled.id);
    expect(cancelled).toMatchObject({ cancellationReason: 'Travelling abroad' });
  });

  it.each([
    ['scheduled', ['soon', 'later']],
    ['pending', ['pending']],
    ['completed', ['completed']],
    ['cancelled', ['cancelled']],
    ['no-show', ['noShow']],
  ] as const)('the status filter %s answers only that status', async (status, names) => {
    const res = await server.get(`/appointments?status=${status}`, {
      token: scene.patient.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((a: { _id: string }) => a._id)).toEqual(
      names.map((n) => scene.ids[n].id),
    );
  });

  it('an unknown status is refused with a clear message', async () => {
    const res = await server.get('/appointments?status=confirmed', { token: scene.patient.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Status must be one of pending, scheduled, completed, cancelled, no-show',
    );
  });

  it('a doctor sees the appointments booked with them, of every patient', async () => {
    const res = await server.get('/appointments', { token: scene.doc.token });
    expect(res.status).toBe(200);
    const ids = (res.body.data as { _id: string }[]).map((a) => a._id);
    expect(ids).toContain(scene.ids.strangers.id);
    expect(ids).toContain(scene.ids.soon.id);
    expect(ids).not.toContain(scene.ids.withOtherDoctor.id);
    expect(ids).toHaveLength(7);
  });

  it('from and to keep only the clinic days between them, both included', async () => {
    const today = clinicDate(server.clock.now(), CLINIC_TZ);
    const res = await server.get(
      `/appointments?from=${shiftDate(today, -2)}&to=${shiftDate(today, 2)}`,
      { token: scene.doc.token },
    );
    expect(res.status).toBe(200);
    const { ids } = scene;
    expect((res.body.data as { _id: string }[]).map((a) => a._id).sort()).toEqual(
      [ids.noShow, ids.soon, ids.strangers, ids.cancelled].map((a) => a.id).sort(),
    );
  });

  it.each([
    ['from=2026-02-30', 'Dates must be real calendar dates in the form yyyy-MM-dd'],
    ['to=tomorrow', 'Dates must be real calendar dates in the form yyyy-MM-dd'],
    ['from=2026-05-10&to=2026-05-09', 'The end date must not be before the start date'],
  ])('a window of %s is refused with a clear message', async (query, message) => {
    const res = await server.get(`/appointments?${query}`, { token: scene.doc.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('the administrator is pointed to the administration calls', async () => {
    const res = await server.get('/appointments', { token: await signInAdmin(server) });
    expect(res.status).toBe(403);
  });

  it('signed-out callers are asked to sign in', async () => {
    const res = await server.get('/appointments');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Authentication required');
  });
});
