import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, notifications, outgoingMail, reviews } from '#server/db/schema/index';
import { ANONYMOUS_NAME, REVIEW_MSG } from '#shared/schemas/review';
import {
  clinicSlot,
  createVerifiedDoctor,
  insertAppointment,
  signUpPatient,
} from '../support/appointment-builders';
import { signInAdmin } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let doc: Awaited<ReturnType<typeof createVerifiedDoctor>>;
let otherDoc: Awaited<ReturnType<typeof createVerifiedDoctor>>;
let author: Awaited<ReturnType<typeof signUpPatient>>;
let other: Awaited<ReturnType<typeof signUpPatient>>;
let adminToken: string;
let day = 0;

/** A completed (unless told) appointment of `patientId` with the doctor, on its own past day. */
async function pastAppointment(patientId: string, status: 'completed' | 'scheduled' = 'completed') {
  day += 1;
  const slot = clinicSlot(server, status === 'completed' ? -day : day, '10:00');
  return insertAppointment(server, {
    doctorId: doc.doctor.id,
    patientId,
    start: slot.start,
    end: slot.end,
    status,
  });
}

const body = (appointmentId: string, overrides: Record<string, unknown> = {}) => ({
  doctorId: doc.doctor.id,
  appointmentId,
  rating: 5,
  title: 'Very thorough',
  review: 'Listened carefully and explained the treatment.',
  isAnonymous: false,
  ...overrides,
});

async function doctorRating() {
  const [row] = await server.db
    .select({ average: doctors.ratingAverage, count: doctors.ratingCount })
    .from(doctors)
    .where(eq(doctors.id, doc.doctor.id));
  return row;
}

beforeAll(async () => {
  server = await startTestServer();
  doc = await createVerifiedDoctor(server, 'Hina Qureshi');
  otherDoc = await createVerifiedDoctor(server, 'Kamran Butt');
  author = await signUpPatient(server, { name: 'Rabia Akhtar' });
  other = await signUpPatient(server, { name: 'Usman Shah' });
  adminToken = await signInAdmin(server);
});
afterAll(() => server.close());

describe('POST /reviews', () => {
  it('only the patient of the appointment may review it', async () => {
    const a = await pastAppointment(author.user._id);
    expect((await server.post('/reviews', body(a.id))).status).toBe(401);
    for (const token of [doc.token, adminToken]) {
      const res = await server.post('/reviews', body(a.id), { token });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You do not have permission to do this');
    }
    expect((await server.post('/reviews', body(a.id), { token: other.token })).status).toBe(403);
    const unknown = await server.post('/reviews', body(crypto.randomUUID()), {
      token: author.token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Appointment not found');
  });

  it('checks the fields with the words of the specification', async () => {
    const a = await pastAppointment(author.user._id);
    const cases: [Record<string, unknown>, string][] = [
      [{ rating: 0 }, REVIEW_MSG.ratingRequired],
      [{ rating: 6 }, REVIEW_MSG.ratingRequired],
      [{ rating: undefined }, REVIEW_MSG.ratingRequired],
      [{ title: '   ' }, REVIEW_MSG.titleRequired],
      [{ title: 'x'.repeat(101) }, 'The title must be at most 100 characters'],
      [{ review: '' }, REVIEW_MSG.textRequired],
      [{ review: 'x'.repeat(1001) }, 'The review must be at most 1000 characters'],
    ];
    for (const [overrides, message] of cases) {
      const res = await server.post('/reviews', body(a.id, overrides), { token: author.token });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
    }
    expect(await server.db.select().from(reviews).where(eq(reviews.appointmentId, a.id))).toEqual(
      [],
    );
  });

  it('refuses an appointment that is not completed, or a doctor it was not with', async () => {
    const upcoming = await pastAppointment(author.user._id, 'scheduled');
    const res = await server.post('/reviews', body(upcoming.id), { token: author.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(REVIEW_MSG.notCompleted);
    const done = await pastAppointment(author.user._id);
    const wrong = await server.post('/reviews', body(done.id, { doctorId: otherDoc.doctor.id }), {
      token: author.token,
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe(REVIEW_MSG.wrongDoctor);
  });

  it('approves a review at once, updates the rating and tells the doctor, in app and by e-mail', async () => {
    const before = await doctorRating();
    const a = await pastAppointment(author.user._id);
    const res = await server.post('/reviews', body(a.id, { doctorId: doc.userId, rating: 4 }), {
      token: author.token,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(REVIEW_MSG.submitted);
    expect(res.body.data).toMatchObject({
      rating: 4,
      title: 'Very thorough',
      status: 'approved',
      appointmentId: a.id,
      patient: { _id: author.user._id, name: 'Rabia Akhtar' },
      doctor: { _id: doc.doctor.id, userId: doc.userId, name: 'Hina Qureshi' },
    });
    const after = await doctorRating();
    expect(after.count).toBe(before.count + 1);
    const notes = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.appointmentId, a.id), eq(notifications.type, 'REVIEW_RECEIVED')));
    expect(notes).toHaveLength(1);
    expect(notes[0].userId).toBe(doc.userId);
    expect(notes[0].message).toContain('Rabia Akhtar');
    const mails = await server.db.select().from(outgoingMail).where(eq(outgoingMail.to, doc.email));
    expect(mails.some((m) => m.subject === 'New review' && m.text === notes[0].message)).toBe(true);
  });

  it('a second review of the same appointment is 409, also when both are sent at once', async () => {
    const a = await pastAppointment(author.user._id);
    const first = await server.post('/reviews', body(a.id), { token: author.token });
    expect(first.status).toBe(201);
    const again = await server.post('/reviews', body(a.id, { title: 'Again' }), {
      token: author.token,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVIEW_MSG.duplicate);

    const b = await pastAppointment(author.user._id);
    const both = await Promise.all([
      server.post('/reviews', body(b.id), { token: author.token }),
      server.post('/reviews', body(b.id), { token: author.token }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await server.db.select().from(reviews).where(eq(reviews.appointmentId, b.id));
    expect(rows).toHaveLength(1);
    const notes = await server.db
      .select()
      .from(notifications)
      .where(eq(notifications.appointmentId, b.id));
    expect(notes).toHaveLength(1);
  });
});

describe('anonymous reviews', () => {
  it('name their patient to the author only; the doctor is not told who wrote it', async () => {
    const a = await pastAppointment(author.user._id);
    const res = await server.post(
      '/reviews',
      body(a.id, { isAnonymous: true, title: 'Kind but late' }),
      { token: author.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.data.patient).toEqual({ _id: author.user._id, name: 'Rabia Akhtar' });
    const find = (list: { _id: string }[]) =>
      list.find((r) => r._id === res.body.data._id) as { patient: unknown } | undefined;

    for (const token of [undefined, doc.token, other.token, adminToken]) {
      const page = await server.get(`/reviews/doctor/${doc.userId}?limit=50`, { token });
      expect(find(page.body.data.reviews)?.patient).toEqual({ _id: null, name: ANONYMOUS_NAME });
    }
    const own = await server.get(`/reviews/doctor/${doc.userId}?limit=50`, { token: author.token });
    expect(find(own.body.data.reviews)?.patient).toEqual({
      _id: author.user._id,
      name: 'Rabia Akhtar',
    });
    const mine = await server.get('/reviews/my-reviews?limit=50', { token: author.token });
    expect(find(mine.body.data.reviews)?.patient).toMatchObject({ name: 'Rabia Akhtar' });
    const docView = await server.get('/reviews/doctor/my-reviews?limit=50', { token: doc.token });
    expect(find(docView.body.data.reviews)?.patient).toEqual({ _id: null, name: ANONYMOUS_NAME });

    const [note] = await server.db
      .select()
      .from(notifications)
      .where(eq(notifications.appointmentId, a.id));
    expect(note.message).toContain(ANONYMOUS_NAME);
    expect(note.message).not.toContain('Rabia');
  });
});

describe('editing and deleting', () => {
  it('recompute the rating from approved reviews only', async () => {
    // A doctor of their own, so the figures are exact.
    const solo = await createVerifiedDoctor(server, 'Saima Rauf');
    const review = async (rating: number) => {
      day += 1;
      const slot = clinicSlot(server, -day, '11:00');
      const a = await insertAppointment(server, {
        doctorId: solo.doctor.id,
        patientId: author.user._id,
        start: slot.start,
        end: slot.end,
        status: 'completed',
      });
      const res = await server.post(
        '/reviews',
        { ...body(a.id), doctorId: solo.doctor.id, rating },
        { token: author.token },
      );
      expect(res.status).toBe(201);
      return res.body.data._id as string;
    };
    const rating = async () => {
      const res = await server.get(`/doctors/${solo.doctor.id}`);
      return res.body.data.ratings;
    };
    const five = await review(5);
    const two = await review(2);
    expect(await rating()).toEqual({ average: 3.5, count: 2 });

    const edited = await server.patch(
      `/reviews/${five}`,
      { rating: 3, title: 'Good', review: 'Good on the whole.', isAnonymous: false },
      { token: author.token },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(REVIEW_MSG.updated);
    expect(edited.body.data).toMatchObject({ rating: 3, title: 'Good' });
    expect(await rating()).toEqual({ average: 2.5, count: 2 });

    // An administrator's rejection (D8) takes the review out of the figures.
    await server.db
      .update(reviews)
      .set({ status: 'rejected', moderationReason: 'Off topic' })
      .where(eq(reviews.id, two));
    const four = await review(4);
    expect(await rating()).toEqual({ average: 3.5, count: 2 });
    const locked = await server.patch(
      `/reviews/${two}`,
      { rating: 5, title: 'Changed', review: 'Changed my mind.', isAnonymous: false },
      { token: author.token },
    );
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(REVIEW_MSG.rejectedLocked);
    const docView = await server.get('/reviews/doctor/my-reviews', { token: solo.token });
    expect(docView.body.data.stats).toMatchObject({ averageRating: 3.5, totalReviews: 2 });
    expect(docView.body.data.reviews.map((r: { _id: string }) => r._id).sort()).toEqual(
      [five, two, four].sort(),
    );
    expect(
      docView.body.data.reviews.find((r: { _id: string }) => r._id === two).moderationReason,
    ).toBe('Off topic');

    const removed = await server.delete(`/reviews/${four}`, { token: author.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ success: true, data: {}, message: REVIEW_MSG.deleted });
    expect(await rating()).toEqual({ average: 3, count: 1 });
    expect((await server.delete(`/reviews/${four}`, { token: author.token })).status).toBe(404);
  });

  it('are refused to anyone but the author', async () => {
    const a = await pastAppointment(author.user._id);
    const created = await server.post('/reviews', body(a.id), { token: author.token });
    const id = created.body.data._id;
    const edit = { rating: 1, title: 'Hijacked', review: 'Not mine.', isAnonymous: false };
    expect((await server.patch(`/reviews/${id}`, edit)).status).toBe(401);
    expect((await server.delete(`/reviews/${id}`)).status).toBe(401);
    for (const token of [other.token, doc.token, adminToken]) {
      expect((await server.patch(`/reviews/${id}`, edit, { token })).status).toBe(403);
      expect((await server.delete(`/reviews/${id}`, { token })).status).toBe(403);
    }
    const [row] = await server.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row.title).toBe('Very thorough');
    for (const bad of [crypto.randomUUID(), 'not-an-id']) {
      const res = await server.patch(`/reviews/${bad}`, edit, { token: author.token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Review not found');
    }
    const invalid = await server.patch(
      `/reviews/${id}`,
      { ...edit, rating: 9 },
      { token: author.token },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(REVIEW_MSG.ratingRequired);
  });
});

describe('the doctor responds', () => {
  it('once, to their own reviews only', async () => {
    const a = await pastAppointment(author.user._id);
    const created = await server.post('/reviews', body(a.id), { token: author.token });
    const id = created.body.data._id;
    const path = `/reviews/${id}/response`;
    expect((await server.post(path, { response: 'Thank you' })).status).toBe(401);
    for (const token of [author.token, otherDoc.token, adminToken]) {
      expect((await server.post(path, { response: 'Thank you' }, { token })).status).toBe(403);
    }
    const empty = await server.post(path, { response: '  ' }, { token: doc.token });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(REVIEW_MSG.responseRequired);
    const res = await server.post(
      path,
      { response: '  Thank you, get well soon.  ' },
      {
        token: doc.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.doctorResponse).toBe('Thank you, get well soon.');
    expect(typeof res.body.data.responseDate).toBe('string');
    const again = await server.post(path, { response: 'Once more' }, { token: doc.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVIEW_MSG.alreadyResponded);
  });
});

describe('review lists', () => {
  it("my-reviews is the patient's own; the doctor's list is the doctor's", async () => {
    const a = await pastAppointment(other.user._id);
    const created = await server.post('/reviews', body(a.id, { title: 'By Usman' }), {
      token: other.token,
    });
    expect(created.status).toBe(201);
    const mine = await server.get('/reviews/my-reviews', { token: author.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.reviews.length).toBeGreaterThan(0);
    expect(
      mine.body.data.reviews.every(
        (r: { patient: { _id: string } }) => r.patient._id === author.user._id,
      ),
    ).toBe(true);
    const theirs = await server.get('/reviews/my-reviews', { token: other.token });
    expect(theirs.body.data).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    expect((await server.get('/reviews/my-reviews')).status).toBe(401);
    expect((await server.get('/reviews/my-reviews', { token: doc.token })).status).toBe(403);
    expect((await server.get('/reviews/doctor/my-reviews', { token: author.token })).status).toBe(
      403,
    );
    const limited = await server.get('/reviews/my-reviews?limit=1&page=2', { token: author.token });
    expect(limited.body.data.reviews).toHaveLength(1);
    expect(limited.body.data.page).toBe(2);
    expect(
      (await server.get('/reviews/my-reviews?limit=ten', { token: author.token })).status,
    ).toBe(400);
  });
});
