import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, users } from '#server/db/schema/index';
import { signToken } from '#server/lib/prescription-token';
import {
  CLINIC_TZ,
  clinicSlot,
  createVerifiedDoctor,
  insertAppointment,
  signUpPatient,
} from '../support/appointment-builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SUMMARY = {
  diagnosis: 'Acute tonsillitis',
  medicines: [
    {
      name: 'Amoxicillin',
      strength: '500 mg',
      form: 'capsule',
      dose: '1',
      frequency: 'three times a day',
      duration: '7 days',
      instructions: 'after meals',
    },
  ],
};

/** A written prescription for a visit yesterday; answers its token (the last part of verifyUrl). */
async function prescription(patientName = 'Sana Malik') {
  const doctor = await createVerifiedDoctor(server, 'Ayesha Khan');
  const patient = await signUpPatient(server, { name: patientName });
  const slot = clinicSlot(server, -1, '10:00');
  const visit = await insertAppointment(server, {
    doctorId: doctor.doctor.id,
    patientId: patient.user._id,
    start: slot.start,
    end: slot.end,
    status: 'completed',
  });
  const res = await server.put(`/appointments/${visit.id}/summary`, SUMMARY, {
    token: doctor.token,
  });
  if (res.status !== 201) throw new Error(`summary failed: ${res.status} ${res.text}`);
  const token = String(res.body.data.verifyUrl).split('/verify/')[1]!;
  return { doctor, patient, visit, token, slot };
}

const verify = (token: string) => server.get(`/prescriptions/verify/${token}`);

describe('the public prescription check', () => {
  it('confirms a genuine prescription with the doctor, the date and the patient’s initials only', async () => {
    const { token, slot } = await prescription('Sana Bibi Malik');
    const res = await verify(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data).toEqual({
      doctorName: 'Ayesha Khan',
      licenseNumber: 'PMDC-1',
      date: format(new TZDate(slot.start.getTime(), CLINIC_TZ), 'yyyy-MM-dd'),
      patientInitials: 'S. B. M.',
      valid: true,
    });
    expect(res.text).not.toContain('Amoxicillin');
    expect(res.text).not.toContain('Sana');
  });

  it('says nothing for an unknown, a tampered or a malformed token', async () => {
    const { token } = await prescription();
    const [id, signature] = token.split('.');
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const bad = [
      `${flip(id!)}.${signature}`,
      `${id}.${flip(signature!)}`,
      id!,
      `${token}.extra`,
      'not-a-token',
      `${'A'.repeat(22)}.${'A'.repeat(22)}`,
      // Signed as the server signs, but no prescription has this id.
      signToken(server.env.jwtSecret, 'Z'.repeat(22)),
    ];
    for (const t of bad) {
      const res = await verify(encodeURIComponent(t));
      expect(res.status, t).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Prescription not found' });
    }
  });

  it('a version an amendment supersedes is revoked: its token no longer verifies, the new one does', async () => {
    const { doctor, visit, token } = await prescription();
    const amended = await server.put(
      `/appointments/${visit.id}/summary`,
      { ...SUMMARY, advice: 'Gargle with warm salt water' },
      { token: doctor.token },
    );
    expect(amended.body.data.version).toBe(2);
    const fresh = String(amended.body.data.verifyUrl).split('/verify/')[1]!;
    expect(fresh).not.toBe(token);
    const old = await verify(token);
    expect(old.status).toBe(404);
    expect(old.body.message).toBe('Prescription not found');
    expect((await verify(fresh)).body.data.valid).toBe(true);
  });

  it('a token for a real prescription signed without the server’s secret is refused', async () => {
    const { token } = await prescription();
    const [id] = token.split('.');
    expect((await verify(token)).status).toBe(200);
    expect((await verify(signToken('a-secret-someone-guessed', id!))).status).toBe(404);
  });

  it('is no longer valid once its doctor is blocked or loses verification', async () => {
    const { doctor, token } = await prescription();
    await server.db.update(users).set({ status: 'blocked' }).where(eq(users.id, doctor.userId));
    expect((await verify(token)).body.data.valid).toBe(false);
    await server.db.update(users).set({ status: 'active' }).where(eq(users.id, doctor.userId));
    await server.db
      .update(doctors)
      .set({ verificationStatus: 'rejected' })
      .where(eq(doctors.id, doctor.doctor.id));
    expect((await verify(token)).body.data.valid).toBe(false);
  });
});
