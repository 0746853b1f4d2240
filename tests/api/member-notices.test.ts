import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answeredNotification,
  clinicSlot,
  createVerifiedDoctor,
  insertAppointment,
  signUpPatient,
} from '../support/appointment-builders';
import { signInAdmin } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Issue 40: what the account holder is told about a family member's appointment names the
 * member (ADR 095); their own appointment is still "your appointment".
 */
let server: TestServer;
let doctor: Awaited<ReturnType<typeof createVerifiedDoctor>>;
let mother: Awaited<ReturnType<typeof signUpPatient>>;
let childId: string;
let day = 0;

beforeAll(async () => {
  server = await startTestServer();
  doctor = await createVerifiedDoctor(server, 'Ayesha Khan');
  mother = await signUpPatient(server, { name: 'Sana Malik' });
  const child = await server.post(
    '/family-members',
    { name: 'Ali Malik', relationship: 'child' },
    { token: mother.token },
  );
  childId = child.body.data._id;
});
afterAll(() => server.close());

async function visit(status: 'pending' | 'scheduled', forChild: boolean) {
  day += 1;
  const slot = clinicSlot(server, day, '11:00');
  return insertAppointment(server, {
    doctorId: doctor.doctor.id,
    patientId: mother.user._id,
    start: slot.start,
    end: slot.end,
    status,
    ...(forChild ? { familyMemberId: childId } : {}),
  });
}

const change = (id: string, body: object, token: string) =>
  server.patch(`/appointments/${id}/status`, body, { token });

describe('notices about a family member’s appointment', () => {
  it('the doctor’s confirmation names the member, in the stored text and from its data', async () => {
    const pending = await visit('pending', true);
    expect((await change(pending.id, { status: 'scheduled' }, doctor.token)).status).toBe(200);
    const { note, refilled } = await answeredNotification(
      server,
      mother.token,
      pending.id,
      'APPOINTMENT_CONFIRMED',
    );
    expect(note.message).toMatch(/^Dr\. Ayesha Khan confirmed the appointment for Ali Malik on /);
    expect(note.message).not.toContain('your appointment');
    expect(refilled?.message).toBe(note.message);
  });

  it('the doctor’s cancellation names the member', async () => {
    const booked = await visit('scheduled', true);
    const res = await change(booked.id, { status: 'cancelled', reason: 'Unwell' }, doctor.token);
    expect(res.status, res.text).toBe(200);
    const { note } = await answeredNotification(
      server,
      mother.token,
      booked.id,
      'APPOINTMENT_CANCELLED',
    );
    expect(note.message).toMatch(/cancelled the appointment for Ali Malik on .* Reason: Unwell$/);
  });

  it('the clinic’s cancellation names the member', async () => {
    const booked = await visit('scheduled', true);
    const admin = await signInAdmin(server);
    const res = await server.put(
      `/admin/appointments/${booked.id}/status`,
      { status: 'cancelled', reason: 'Doctor on leave' },
      { token: admin },
    );
    expect(res.status, res.text).toBe(200);
    const { note } = await answeredNotification(
      server,
      mother.token,
      booked.id,
      'APPOINTMENT_CANCELLED',
    );
    expect(note.message).toMatch(/^The clinic cancelled the appointment for Ali Malik with /);
  });

  it('the account holder’s own appointment is still “your appointment”', async () => {
    const pending = await visit('pending', false);
    expect((await change(pending.id, { status: 'scheduled' }, doctor.token)).status).toBe(200);
    const { note } = await answeredNotification(
      server,
      mother.token,
      pending.id,
      'APPOINTMENT_CONFIRMED',
    );
    expect(note.message).toMatch(/^Dr\. Ayesha Khan confirmed your appointment on /);
  });
});
