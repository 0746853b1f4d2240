import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clinicSlot,
  createVerifiedDoctor,
  insertAppointment,
  signUpPatient,
} from '../support/appointment-builders';
import { startTestServer, type TestServer } from '../support/test-server';

// ADR 143: "Total Patients" on the dashboard and My Patients count one and the same people.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MEMBER = {
  relationship: 'child',
  dateOfBirth: '2019-06-02',
  gender: 'male',
  emergencyContact: { name: 'Sana Malik', relationship: 'Mother', phone: '0300-1234567' },
};

async function addMember(token: string, name: string): Promise<string> {
  const res = await server.post('/family-members', { ...MEMBER, name }, { token });
  if (res.status !== 201) throw new Error(`add failed: ${res.status} ${res.text}`);
  return res.body.data._id;
}

describe("the doctor's patient count", () => {
  it('the dashboard’s Total Patients is the number My Patients lists: family members count, holds and other doctors’ patients do not', async () => {
    const doc = await createVerifiedDoctor(server, 'Ayesha Khan');
    const other = await createVerifiedDoctor(server, 'Imran Qureshi');
    const [sana, bilal, hold, stranger] = await Promise.all([
      signUpPatient(server, { name: 'Sana Malik' }),
      signUpPatient(server, { name: 'Bilal Ahmed' }),
      signUpPatient(server, { name: 'Never Confirmed' }),
      signUpPatient(server, { name: 'Zara Sheikh' }),
    ]);
    const ali = await addMember(sana.token, 'Ali Malik');
    const hina = await addMember(sana.token, 'Hina Malik');
    let hour = 8;
    const visit = async (
      patient: typeof sana,
      status: string,
      extra: Record<string, unknown> = {},
      doctor = doc,
    ) => {
      const slot = clinicSlot(server, -3, `${String(hour++).padStart(2, '0')}:00`);
      await insertAppointment(server, {
        doctorId: doctor.doctor.id,
        patientId: patient.user._id,
        start: slot.start,
        end: slot.end,
        status: status as 'scheduled',
        confirmedAt: server.clock.now(),
        ...(status === 'cancelled' ? { cancellationReason: 'Busy' } : {}),
        ...extra,
      });
    };
    // Sana for herself (completed, then no-show), for her son (scheduled) and her daughter
    // (cancelled): three patients from one account.
    await visit(sana, 'completed');
    await visit(sana, 'no-show');
    await visit(sana, 'scheduled', { familyMemberId: ali });
    await visit(sana, 'cancelled', { familyMemberId: hina });
    // Bilal: a request awaiting approval, and one for himself completed.
    await visit(bilal, 'pending');
    await visit(bilal, 'completed');
    // A booking initiated and never confirmed is nobody's visit; another doctor's patient is not hers.
    await visit(hold, 'pending', { confirmedAt: null });
    await visit(stranger, 'completed', {}, other);

    const stats = await server.get('/doctors/dashboard/stats', { token: doc.token });
    const list = await server.get('/patients?limit=50', { token: doc.token });
    expect(stats.status).toBe(200);
    expect(list.status).toBe(200);
    const names = (list.body.data.patients as { name: string }[]).map((p) => p.name).sort();
    expect(names).toEqual(['Ali Malik', 'Bilal Ahmed', 'Hina Malik', 'Sana Malik']);
    expect(list.body.data.total).toBe(4);
    expect(stats.body.data.totalPatients).toBe(4);

    // The other doctor counts hers the same way, on both screens.
    const theirs = await server.get('/doctors/dashboard/stats', { token: other.token });
    const theirList = await server.get('/patients', { token: other.token });
    expect(theirs.body.data.totalPatients).toBe(1);
    expect(theirList.body.data.total).toBe(1);
  });
});
