import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  doctorAvailability,
  doctors,
  notifications,
  outgoingMail,
  users,
} from '#server/db/schema/index';
import { ADMIN_DOCTOR_MSG } from '#shared/schemas/admin-doctors';
import { createVerifiedDoctor, signUpPatient } from '../support/appointment-builders';
import { doctorRegistration, STRONG_PASSWORD, signInAdmin } from '../support/builders';
import { reviewScene } from '../support/review-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let adminToken: string;
let patientToken: string;
let doctorToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = await signInAdmin(server);
  patientToken = (await signUpPatient(server)).token;
  doctorToken = (await createVerifiedDoctor(server, 'Verified Doctor')).token;
});
afterAll(() => server.close());

/** A doctor who has applied and waits for a decision. */
async function applicant(name = 'Nadia Pervaiz', overrides: Record<string, unknown> = {}) {
  const input = doctorRegistration({ name, specialization: 'Neurology', ...overrides });
  const res = await server.post('/auth/doctor/register', input);
  expect(res.status).toBe(201);
  const [doctor] = await server.db
    .select()
    .from(doctors)
    .where(eq(doctors.userId, res.body.data.user._id));
  return { id: doctor!.id, userId: doctor!.userId, email: input.email as string, name };
}

const signIn = (email: string) => server.post('/auth/login', { email, password: STRONG_PASSWORD });
const inSearch = async (id: string) => {
  const res = await server.get('/doctors/search?search=Neurology&limit=50');
  return res.body.data.doctors.some((d: { _id: string }) => d._id === id);
};
const state = async (id: string) => {
  const [row] = await server.db
    .select({
      status: doctors.verificationStatus,
      reason: doctors.rejectionReason,
      listed: doctors.listed,
      isVerified: users.isVerified,
      account: users.status,
    })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(eq(doctors.id, id));
  return row;
};
const auditCount = async () =>
  (await server.db.select({ n: sql<number>`count(*)::int` }).from(auditLogs))[0]!.n;
/** The one audit entry of `action` on `resourceId`. */
const auditOf = async (action: string, resourceId: string) => {
  const rows = await server.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.resourceId, resourceId)));
  expect(rows).toHaveLength(1);
  return rows[0]!;
};
const notesOf = (userId: string) =>
  server.db.select().from(notifications).where(eq(notifications.userId, userId));
const mailTo = (email: string) =>
  server.db.select().from(outgoingMail).where(eq(outgoingMail.to, email));

describe('who may use Verify Doctors and moderation', () => {
  it('answers 401 without a token and 403 to patients and doctors, changing nothing', async () => {
    const doc = await applicant('Permission Check');
    const calls = [
      ['GET', '/admin/doctors', undefined],
      ['POST', `/admin/doctors/${doc.id}/verify`, undefined],
      ['POST', `/admin/doctors/${doc.id}/reject`, { reason: 'Licence not valid' }],
      ['POST', `/admin/reviews/${crypto.randomUUID()}/reject`, { reason: 'Abusive' }],
    ] as const;
    const audits = await auditCount();
    for (const [method, path, body] of calls) {
      const anon = await server.call(method, path, { body });
      expect(anon.status, path).toBe(401);
      for (const token of [patientToken, doctorToken]) {
        const res = await server.call(method, path, { body, token });
        expect(res.status, path).toBe(403);
        expect(res.body.message).toBe('You do not have permission to do this');
      }
    }
    expect(await state(doc.id)).toMatchObject({ status: 'pending', isVerified: false });
    expect(await auditCount()).toBe(audits);
  });
});

describe('GET /admin/doctors', () => {
  it('lists every doctor, waiting applications first, with the fields of the application and the account', async () => {
    const doc = await applicant('Listed Applicant', { licenseNumber: 'PMDC-7788' });
    const res = await server.get('/admin/doctors', { token: adminToken });
    expect(res.status).toBe(200);
    const list = res.body.data;
    expect(list[0]).toMatchObject({
      _id: doc.id,
      userId: doc.userId,
      name: 'Listed Applicant',
      email: doc.email,
      specialization: 'Neurology',
      qualifications: 'MBBS, FCPS',
      clinicName: 'Test Clinic',
      experience: 5,
      consultationFee: 1500,
      licenseNumber: 'PMDC-7788',
      verificationStatus: 'pending',
      isVerified: false,
      status: 'pending',
      lastLogin: null,
      verifiedAt: null,
      services: [],
      languages: [],
    });
    expect(typeof list[0].createdAt).toBe('string');
    expect(list.some((d: { name: string }) => d.name === 'Verified Doctor')).toBe(true);
    // Pending before rejected before verified; newest first within each.
    const rank = { pending: 0, rejected: 1, verified: 2 } as const;
    const keys = list.map((d: { verificationStatus: keyof typeof rank; createdAt: string }) => [
      rank[d.verificationStatus],
      -Date.parse(d.createdAt),
    ]);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
    expect(list.findIndex((d: { name: string }) => d.name === 'Verified Doctor')).toBeGreaterThan(
      list.findIndex((d: { _id: string }) => d._id === doc.id),
    );
  });
});

describe('POST /admin/doctors/{id}/verify', () => {
  it('verifies the doctor, who can sign in, appears in search at once and is told', async () => {
    const doc = await applicant('Farah Siddiqui');
    expect(await inSearch(doc.id)).toBe(false);
    expect((await signIn(doc.email)).status).toBe(403);

    const res = await server.post(`/admin/doctors/${doc.id}/verify`, undefined, {
      token: adminToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: doc.id,
      verificationStatus: 'verified',
      isVerified: true,
      status: 'active',
    });
    expect(res.body.data.verifiedAt).toBeTruthy();
    expect(await inSearch(doc.id)).toBe(true);
    expect((await signIn(doc.email)).status).toBe(200);

    const notes = await notesOf(doc.userId);
    expect(notes.map((n) => n.type)).toEqual(['DOCTOR_VERIFIED']);
    expect(notes[0]!.title).toBe('Application approved');
    expect((await mailTo(doc.email)).map((m) => m.subject)).toEqual(['Application approved']);

    const entry = await auditOf('verify', doc.id);
    expect(entry).toMatchObject({
      action: 'verify',
      resource: 'doctor',
      resourceId: doc.id,
      userRole: 'admin',
      ipAddress: '203.0.113.7',
    });
    expect(entry.userId).toBeTruthy();
    expect(Math.abs(entry.timestamp.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('gives a doctor without a week the default working hours, Monday to Friday', async () => {
    const doc = await applicant('Empty Week');
    await server.db.delete(doctorAvailability).where(eq(doctorAvailability.doctorId, doc.id));
    expect(
      (await server.post(`/admin/doctors/${doc.id}/verify`, undefined, { token: adminToken }))
        .status,
    ).toBe(200);
    const week = (await server.get(`/doctors/${doc.id}`)).body.data.availability;
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']) {
      expect(week[day], day).toEqual({
        isAvailable: true,
        slots: [{ startTime: '09:00', endTime: '17:00' }],
      });
    }
    expect(week.saturday.isAvailable).toBe(false);
    expect(week.sunday.isAvailable).toBe(false);
  });

  it('refuses a second verification and an unknown doctor, changing nothing', async () => {
    const doc = await applicant('Twice Verified');
    await server.post(`/admin/doctors/${doc.id}/verify`, undefined, { token: adminToken });
    const audits = await auditCount();
    const again = await server.post(`/admin/doctors/${doc.id}/verify`, undefined, {
      token: adminToken,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ADMIN_DOCTOR_MSG.alreadyVerified);
    for (const id of [crypto.randomUUID(), 'not-an-id']) {
      const res = await server.post(`/admin/doctors/${id}/verify`, undefined, {
        token: adminToken,
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Doctor not found');
    }
    expect(await auditCount()).toBe(audits);
    expect(await notesOf(doc.userId)).toHaveLength(1);
  });
});

describe('POST /admin/doctors/{id}/reject', () => {
  it('refuses a missing, empty or too long reason and a body that is not JSON, changing nothing', async () => {
    const doc = await applicant('Bad Input');
    const audits = await auditCount();
    const cases: [unknown, string][] = [
      [{}, ADMIN_DOCTOR_MSG.reasonRequired],
      [{ reason: '   ' }, ADMIN_DOCTOR_MSG.reasonRequired],
      [{ reason: 42 }, ADMIN_DOCTOR_MSG.reasonRequired],
      [{ reason: 'x'.repeat(501) }, ADMIN_DOCTOR_MSG.reasonLong],
    ];
    for (const [body, message] of cases) {
      const res = await server.post(`/admin/doctors/${doc.id}/reject`, body, {
        token: adminToken,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const raw = await server.post(`/admin/doctors/${doc.id}/reject`, 'reason=no', {
      token: adminToken,
    });
    expect(raw.status).toBe(400);
    expect(await state(doc.id)).toMatchObject({ status: 'pending', reason: null });
    expect(await auditCount()).toBe(audits);
    expect(await notesOf(doc.userId)).toEqual([]);
  });

  it('rejects with the reason, which sign-in then gives; the doctor is told', async () => {
    const doc = await applicant('Omar Farooq');
    const res = await server.post(
      `/admin/doctors/${doc.id}/reject`,
      { reason: '  Licence number could not be confirmed  ' },
      { token: adminToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      verificationStatus: 'rejected',
      rejectionReason: 'Licence number could not be confirmed',
      isVerified: false,
    });
    const login = await signIn(doc.email);
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(
      'Your application was rejected: Licence number could not be confirmed',
    );
    expect(await inSearch(doc.id)).toBe(false);
    const notes = await notesOf(doc.userId);
    expect(notes.map((n) => [n.type, n.message])).toEqual([
      [
        'DOCTOR_REJECTED',
        'Your application was rejected. Reason: Licence number could not be confirmed',
      ],
    ]);
    expect(await mailTo(doc.email)).toHaveLength(1);
    expect(await auditOf('reject', doc.id)).toMatchObject({
      action: 'reject',
      resource: 'doctor',
      resourceId: doc.id,
      userRole: 'admin',
      ipAddress: '203.0.113.7',
    });
    const again = await server.post(
      `/admin/doctors/${doc.id}/reject`,
      { reason: 'Again' },
      { token: adminToken },
    );
    expect(again.status).toBe(409);
    expect((await state(doc.id))!.reason).toBe('Licence number could not be confirmed');
  });

  it('withdrawing a verification ends the listing and the open sessions; verifying again restores it', async () => {
    const doc = await applicant('Withdrawn Doctor');
    await server.post(`/admin/doctors/${doc.id}/verify`, undefined, { token: adminToken });
    const token = (await signIn(doc.email)).body.data.token as string;
    expect((await server.get('/doctors/dashboard/stats', { token })).status).toBe(200);
    const res = await server.post(
      `/admin/doctors/${doc.id}/reject`,
      { reason: 'Licence suspended' },
      { token: adminToken },
    );
    expect(res.status).toBe(200);
    expect((await server.get('/doctors/dashboard/stats', { token })).status).toBe(401);
    expect(await inSearch(doc.id)).toBe(false);
    expect(
      (await server.post(`/admin/doctors/${doc.id}/verify`, undefined, { token: adminToken }))
        .status,
    ).toBe(200);
    expect(await state(doc.id)).toMatchObject({ status: 'verified', reason: null, listed: true });
    expect((await signIn(doc.email)).status).toBe(200);
  });

  it('keeps a blocked account blocked whatever the decision', async () => {
    const doc = await applicant('Blocked Applicant');
    await server.db.update(users).set({ status: 'blocked' }).where(eq(users.id, doc.userId));
    await server.post(`/admin/doctors/${doc.id}/verify`, undefined, { token: adminToken });
    expect(await state(doc.id)).toMatchObject({
      status: 'verified',
      account: 'blocked',
      listed: false,
    });
  });
});

describe('POST /admin/reviews/{id}/reject', () => {
  it('hides the review from the public list and the rating, keeping the moderation note', async () => {
    const scene = await reviewScene(server);
    const write = async (rating: number) => {
      const a = await scene.appointment(scene.author.user._id);
      const res = await server.post('/reviews', scene.body(a.id, { rating }), {
        token: scene.author.token,
      });
      expect(res.status).toBe(201);
      return res.body.data._id as string;
    };
    const kept = await write(5);
    const abusive = await write(1);
    const publicList = () => server.get(`/reviews/doctor/${scene.doc.userId}`);
    const ratings = async () =>
      (await server.get(`/doctors/${scene.doc.doctor.id}`)).body.data.ratings;
    expect((await publicList()).body.data.stats.totalReviews).toBe(2);
    expect(await ratings()).toEqual({ average: 3, count: 2 });

    const audits = await auditCount();
    for (const body of [{}, { reason: '' }]) {
      const bad = await server.post(`/admin/reviews/${abusive}/reject`, body, {
        token: adminToken,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(ADMIN_DOCTOR_MSG.reasonRequired);
    }
    expect(await auditCount()).toBe(audits);
    expect(await ratings()).toEqual({ average: 3, count: 2 });

    const res = await server.post(
      `/admin/reviews/${abusive}/reject`,
      { reason: 'Abusive language' },
      { token: adminToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: abusive,
      status: 'rejected',
      moderationReason: 'Abusive language',
    });
    const list = (await publicList()).body.data;
    expect(list.reviews.map((r: { _id: string }) => r._id)).toEqual([kept]);
    expect(list.stats).toMatchObject({ averageRating: 5, totalReviews: 1 });
    expect(await ratings()).toEqual({ average: 5, count: 1 });
    // The author still sees it, with the note; the doctor too.
    const mine = (await server.get('/reviews/my-reviews', { token: scene.author.token })).body.data;
    expect(mine.reviews.find((r: { _id: string }) => r._id === abusive)).toMatchObject({
      status: 'rejected',
      moderationReason: 'Abusive language',
    });
    expect(await auditOf('reject', abusive)).toMatchObject({
      action: 'reject',
      resource: 'review',
      resourceId: abusive,
      userRole: 'admin',
      ipAddress: '203.0.113.7',
    });

    const again = await server.post(
      `/admin/reviews/${abusive}/reject`,
      { reason: 'Again' },
      { token: adminToken },
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ADMIN_DOCTOR_MSG.reviewAlreadyRejected);
    const missing = await server.post(
      `/admin/reviews/${crypto.randomUUID()}/reject`,
      { reason: 'Spam' },
      { token: adminToken },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Review not found');
  });
});

describe('the OpenAPI document', () => {
  it('lists every Verify Doctors and moderation call with its body', async () => {
    const spec = (await server.get('/openapi.json')).body;
    expect(spec.paths['/admin/doctors']?.get).toBeDefined();
    expect(spec.paths['/admin/doctors/{id}/verify']?.post).toBeDefined();
    for (const path of ['/admin/doctors/{id}/reject', '/admin/reviews/{id}/reject']) {
      const schema = spec.paths[path]?.post?.requestBody?.content?.['application/json']?.schema;
      expect(schema, path).toBeDefined();
      expect(Object.keys(schema.properties)).toEqual(['reason']);
    }
  });
});
