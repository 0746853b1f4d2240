import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  auditLogs,
  payments,
  refunds,
  sessions,
  users,
} from '#server/db/schema/index';
import { accountWithEverything, PERSON } from '../support/account-fixtures';
import {
  clinicSlot,
  createVerifiedDoctor,
  insertAppointment,
} from '../support/appointment-builders';
import { STRONG_PASSWORD, signInAdmin, signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const erase = (token: string, password = STRONG_PASSWORD) =>
  server.call('DELETE', '/account', { token, body: { password } });

describe('delete my account', () => {
  it('asks for the password: a wrong one is 400 and deletes nothing', async () => {
    const p = await signUpPatient(server);
    const res = await erase(p.token, 'Wrong#Pass99');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The password is incorrect');
    expect((await server.get('/auth/me', { token: p.token })).status).toBe(200);
  });

  it('works with an Idempotency-Key, as the app sends it, and a repeat changes nothing', async () => {
    const p = await signUpPatient(server);
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const body = { password: STRONG_PASSWORD };
    const first = await server.call('DELETE', '/account', { token: p.token, body, headers });
    expect(first.status).toBe(200);
    const again = await server.call('DELETE', '/account', { token: p.token, body, headers });
    expect(again.status).toBe(401);
    expect(
      (await server.post('/auth/login', { email: p.email, password: STRONG_PASSWORD })).status,
    ).toBe(401);
  });

  it('refuses a doctor (403): the administrator must do it', async () => {
    const d = await createVerifiedDoctor(server, 'Salman Raza');
    const res = await erase(d.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('Please contact the administrator');
  });

  it('leaves no route answering the name, e-mail or phone, keeps the records anonymised, and frees the e-mail', async () => {
    const scene = await accountWithEverything(server);
    const { patient, doctor } = scene;
    const res = await erase(patient.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ cancelledAppointments: 1 });

    // The upcoming visit went through the status path; the past one stays, for the doctor.
    const [upcoming] = await server.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, scene.upcoming.id));
    expect(upcoming).toMatchObject({ status: 'cancelled', cancellationReason: 'Account deleted' });
    const label = `Deleted patient #${patient.user._id.slice(0, 8)}`;
    // The appointments' copies of the name (ADR 126) took the label with the account.
    const copies = await server.db
      .select({ name: appointments.patientName })
      .from(appointments)
      .where(eq(appointments.patientId, patient.user._id));
    expect(copies.length).toBeGreaterThan(1);
    expect(new Set(copies.map((c) => c.name))).toEqual(new Set([label]));
    const visit = await server.get(`/appointments/${scene.visit.id}`, { token: doctor.token });
    expect(visit.body.data.patient.name).toBe(label);
    const reviews = await server.get(`/reviews/doctor/${doctor.userId}`);
    expect(JSON.stringify(reviews.body)).toContain('Very kind');
    expect(JSON.stringify(reviews.body)).toContain('Anonymous');
    expect(
      await server.db.select().from(sessions).where(eq(sessions.userId, patient.user._id)),
    ).toEqual([]);
    expect((await server.get('/auth/me', { token: patient.token })).status).toBe(401);
    const audit = await server.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resourceId, patient.user._id));
    expect(audit.map((a) => a.details)).toContain(
      'Account deleted by its owner; 1 upcoming appointment(s) cancelled',
    );

    // The walk: every GET route, as another patient, the doctor, the administrator and no one.
    const other = await signUpPatient(server, { name: 'Mehwish Anjum' });
    const admin = await signInAdmin(server);
    const ids = [
      patient.user._id,
      scene.visit.id,
      scene.upcoming.id,
      doctor.doctor.id,
      doctor.userId,
      scene.member._id,
    ];
    const routes = [
      ...new Set(
        server.app.routes
          .filter((r) => r.method === 'GET' && r.path.startsWith('/api/') && !r.path.includes('*'))
          .map((r) => r.path),
      ),
    ];
    const needles = [PERSON.name, patient.email, PERSON.phone, PERSON.localPhone].map((s) =>
      s.toLowerCase(),
    );
    const leaks: string[] = [];
    let answered = 0;
    for (const route of routes) {
      const paths = route.includes(':') ? ids.map((id) => route.replace(/:[^/]+/g, id)) : [route];
      for (const path of paths) {
        for (const suffix of ['', '?format=csv', '?search=Zarmeen']) {
          for (const token of [undefined, other.token, doctor.token, admin]) {
            const r = await server.call('GET', path + suffix, { token, ip: '127.0.0.1' });
            if (r.status === 200) answered++;
            const text = r.text.toLowerCase();
            const found = needles.find((n) => text.includes(n));
            if (found) leaks.push(`${path}${suffix} (${r.status}) holds ${found}`);
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(answered).toBeGreaterThan(100);

    // The e-mail registers again, as a new account.
    const again = await server.post('/auth/patient/register', {
      name: PERSON.name,
      email: patient.email,
      password: STRONG_PASSWORD,
    });
    expect(again.status).toBe(201);
    expect(again.body.data.user._id).not.toBe(patient.user._id);
    const [old] = await server.db.select().from(users).where(eq(users.id, patient.user._id));
    expect(old).toMatchObject({ name: label, email: `deleted-${patient.user._id}` });
  }, 180_000);
});

describe('refunds when an account is deleted', () => {
  it('a paid appointment days ahead is refunded in full under the policy', async () => {
    const d = await createVerifiedDoctor(server, 'Imran Qadir');
    const p = await signUpPatient(server);
    const slot = clinicSlot(server, 3, '15:00');
    const a = await insertAppointment(server, {
      doctorId: d.doctor.id,
      patientId: p.user._id,
      start: slot.start,
      end: slot.end,
      paymentMethod: 'online',
      paymentStatus: 'paid',
    });
    await server.db.insert(payments).values({
      appointmentId: a.id,
      provider: 'sandbox',
      reference: `T-${a.id}`,
      amount: 1500,
      status: 'paid',
      completedAt: server.clock.now(),
    });
    expect((await erase(p.token)).status).toBe(200);
    const [refund] = await server.db.select().from(refunds).where(eq(refunds.appointmentId, a.id));
    expect(refund).toMatchObject({ amount: 1500, status: 'succeeded' });
    const [row] = await server.db.select().from(appointments).where(eq(appointments.id, a.id));
    expect(row.paymentStatus).toBe('refunded');
  });
});

describe('the administrator deletes an account on request', () => {
  it('deletes a patient with the same rules, audited as the administrator’s', async () => {
    const admin = await signInAdmin(server);
    const p = await signUpPatient(server, { name: 'Tariq Jameel' });
    const res = await server.call('DELETE', `/admin/users/${p.user._id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(
      (await server.post('/auth/login', { email: p.email, password: STRONG_PASSWORD })).status,
    ).toBe(401);
    const again = await server.call('DELETE', `/admin/users/${p.user._id}`, { token: admin });
    expect(again.status).toBe(404);
  });

  it('refuses a doctor with appointments still to come (409), deletes one without', async () => {
    const admin = await signInAdmin(server);
    const d = await createVerifiedDoctor(server, 'Nasir Hussain');
    const p = await signUpPatient(server);
    const slot = clinicSlot(server, 4, '09:00');
    const a = await insertAppointment(server, {
      doctorId: d.doctor.id,
      patientId: p.user._id,
      start: slot.start,
      end: slot.end,
    });
    const refused = await server.call('DELETE', `/admin/users/${d.userId}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This doctor still has upcoming appointments. Cancel or reassign them before deleting the account.',
    );
    await server.db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, a.id));
    const done = await server.call('DELETE', `/admin/users/${d.userId}`, { token: admin });
    expect(done.status).toBe(200);
    expect((await server.get(`/doctors/${d.doctor.id}`)).status).toBe(404);
    expect((await server.get('/auth/me', { token: d.token })).status).toBe(401);
  });

  it('does not delete an administrator (403)', async () => {
    const admin = await signInAdmin(server);
    const [row] = await server.db
      .select()
      .from(users)
      .where(eq(users.email, server.env.adminEmail));
    const res = await server.call('DELETE', `/admin/users/${row.id}`, { token: admin });
    expect(res.status).toBe(403);
  });
});
