import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-data';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
});
afterAll(() => server.close());

const signIn = async (account: { email: string; password: string }) =>
  (await server.post('/auth/login', account)).body.data.token as string;

describe('the demo family and its prescriptions', () => {
  it('the demo patient has a child and a parent, and the child’s visit has a prescription that verifies', async () => {
    const token = await signIn(DEMO_ACCOUNTS.patient);
    const members = (await server.get('/family-members', { token })).body.data.familyMembers;
    expect(members.map((m: { relationship: string }) => m.relationship).sort()).toEqual([
      'child',
      'parent',
    ]);
    const child = members.find((m: { relationship: string }) => m.relationship === 'child');
    const visits = await server.get(`/visits?familyMemberId=${child._id}`, { token });
    expect(visits.body.data.total).toBe(1);
    const [visit] = visits.body.data.visits;
    expect(visit.appointment.familyMember.name).toBe(child.name);
    expect(visit.summary).toMatchObject({
      version: 1,
      amended: false,
      patient: { name: child.name },
    });
    expect(visit.summary.medicines.length).toBeGreaterThan(0);
    const own = await server.get('/visits', { token });
    expect(own.body.data.visits.filter((v: { summary: unknown }) => v.summary)).toHaveLength(1);

    const verifyToken = String(visit.summary.verifyUrl).split('/verify/')[1];
    const check = await server.get(`/prescriptions/verify/${verifyToken}`);
    expect(check.body.data).toMatchObject({ doctorName: DEMO_ACCOUNTS.doctor.name, valid: true });
  });

  it('the demo doctor sees the child as a patient of their own, with earlier summaries', async () => {
    const token = await signIn(DEMO_ACCOUNTS.doctor);
    const list = (await server.get('/patients?limit=100', { token })).body.data.patients;
    const child = list.find((p: { relationship: string | null }) => p.relationship === 'child');
    expect(child.accountHolder.name).toBe(DEMO_ACCOUNTS.patient.name);
    const summaries = await server.get(`/patients/${child._id}/summaries`, { token });
    expect(summaries.body.data.summaries).toHaveLength(1);
  });
});
