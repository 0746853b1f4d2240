import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, notifications, outgoingMail, reviews } from '#server/db/schema/index';
import { signature } from '#server/lib/mailer';
import { ANONYMOUS_NAME, REVIEW_MSG } from '#shared/schemas/review';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import { answeredNotification } from '../support/appointment-builders';
import { reviewScene } from '../support/review-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let scene: Awaited<ReturnType<typeof reviewScene>>;

async function doctorRating() {
  const [row] = await server.db
    .select({ average: doctors.ratingAverage, count: doctors.ratingCount })
    .from(doctors)
    .where(eq(doctors.id, scene.doc.doctor.id));
  return row;
}

beforeAll(async () => {
  server = await startTestServer();
  scene = await reviewScene(server);
});
afterAll(() => server.close());

describe('POST /reviews', () => {
  it('only the patient of the appointment may review it', async () => {
    const a = await scene.appointment(scene.author.user._id);
    expect((await server.post('/reviews', scene.body(a.id))).status).toBe(401);
    for (const token of [scene.doc.token, scene.adminToken]) {
      const res = await server.post('/reviews', scene.body(a.id), { token });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You do not have permission to do this');
    }
    expect(
      (await server.post('/reviews', scene.body(a.id), { token: scene.other.token })).status,
    ).toBe(403);
    const unknown = await server.post('/reviews', scene.body(crypto.randomUUID()), {
      token: scene.author.token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Appointment not found');
  });

  it('checks the fields with the words of the specification', async () => {
    const a = await scene.appointment(scene.author.user._id);
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
      const res = await server.post('/reviews', scene.body(a.id, overrides), {
        token: scene.author.token,
      });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
    }
    expect(await server.db.select().from(reviews).where(eq(reviews.appointmentId, a.id))).toEqual(
      [],
    );
  });

  it('refuses an appointment that is not completed, or a doctor it was not with', async () => {
    const upcoming = await scene.appointment(scene.author.user._id, 'scheduled');
    const res = await server.post('/reviews', scene.body(upcoming.id), {
      token: scene.author.token,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(REVIEW_MSG.notCompleted);
    const done = await scene.appointment(scene.author.user._id);
    const wrong = await server.post(
      '/reviews',
      scene.body(done.id, { doctorId: scene.otherDoc.doctor.id }),
      {
        token: scene.author.token,
      },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      message: REVIEW_MSG.wrongDoctor,
      errors: [{ path: 'doctorId', message: REVIEW_MSG.wrongDoctor }],
    });
  });

  it('approves a review at once, updates the rating and tells the doctor, in app and by e-mail', async () => {
    const before = await doctorRating();
    const a = await scene.appointment(scene.author.user._id);
    const res = await server.post(
      '/reviews',
      scene.body(a.id, { doctorId: scene.doc.userId, rating: 4 }),
      {
        token: scene.author.token,
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(REVIEW_MSG.submitted);
    expect(res.body.data).toMatchObject({
      rating: 4,
      title: 'Very thorough',
      status: 'approved',
      appointmentId: a.id,
      patient: { _id: scene.author.user._id, name: 'Rabia Akhtar' },
      doctor: { _id: scene.doc.doctor.id, userId: scene.doc.userId, name: 'Hina Qureshi' },
    });
    const after = await doctorRating();
    expect(after.count).toBe(before.count + 1);
    const notes = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.appointmentId, a.id), eq(notifications.type, 'REVIEW_RECEIVED')));
    expect(notes).toHaveLength(1);
    expect(notes[0].userId).toBe(scene.doc.userId);
    expect(notes[0].message).toContain('Rabia Akhtar');
    const [note] = notes;
    const data = {
      kind: 'REVIEW_RECEIVED',
      params: { authorName: 'Rabia Akhtar', rating: 4, reviewTitle: 'Very thorough' },
    };
    expect(note.data).toEqual(data);
    const answered = await answeredNotification(server, scene.doc.token, a.id, note.type);
    expect(answered.note).toMatchObject({ data, title: note.title, message: note.message });
    expect(answered.refilled).toEqual({
      type: note.type,
      title: note.title,
      message: note.message,
    });
    const mails = await server.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.to, scene.doc.email));
    expect(
      mails.some(
        (m) =>
          m.subject === 'New review' && m.text === notes[0].message + signature(DEFAULT_SETTINGS),
      ),
    ).toBe(true);
  });

  it('a second review of the same appointment is 409, also when both are sent at once', async () => {
    const a = await scene.appointment(scene.author.user._id);
    const first = await server.post('/reviews', scene.body(a.id), { token: scene.author.token });
    expect(first.status).toBe(201);
    const again = await server.post('/reviews', scene.body(a.id, { title: 'Again' }), {
      token: scene.author.token,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVIEW_MSG.duplicate);

    const b = await scene.appointment(scene.author.user._id);
    const both = await Promise.all([
      server.post('/reviews', scene.body(b.id), { token: scene.author.token }),
      server.post('/reviews', scene.body(b.id), { token: scene.author.token }),
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
  it('name their patient to the scene.author only; the doctor is not told who wrote it', async () => {
    const a = await scene.appointment(scene.author.user._id);
    const res = await server.post(
      '/reviews',
      scene.body(a.id, { isAnonymous: true, title: 'Kind but late' }),
      { token: scene.author.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.data.patient).toEqual({ _id: scene.author.user._id, name: 'Rabia Akhtar' });
    const find = (list: { _id: string }[]) =>
      list.find((r) => r._id === res.body.data._id) as { patient: unknown } | undefined;

    for (const token of [undefined, scene.doc.token, scene.other.token, scene.adminToken]) {
      const page = await server.get(`/reviews/doctor/${scene.doc.userId}?limit=50`, { token });
      expect(find(page.body.data.reviews)?.patient).toEqual({ _id: null, name: ANONYMOUS_NAME });
    }
    const own = await server.get(`/reviews/doctor/${scene.doc.userId}?limit=50`, {
      token: scene.author.token,
    });
    expect(find(own.body.data.reviews)?.patient).toEqual({
      _id: scene.author.user._id,
      name: 'Rabia Akhtar',
    });
    const mine = await server.get('/reviews/my-reviews?limit=50', { token: scene.author.token });
    expect(find(mine.body.data.reviews)?.patient).toMatchObject({ name: 'Rabia Akhtar' });
    const docView = await server.get('/reviews/doctor/my-reviews?limit=50', {
      token: scene.doc.token,
    });
    expect(find(docView.body.data.reviews)?.patient).toEqual({ _id: null, name: ANONYMOUS_NAME });

    const [note] = await server.db
      .select()
      .from(notifications)
      .where(eq(notifications.appointmentId, a.id));
    expect(note.message).toContain(ANONYMOUS_NAME);
    expect(note.message).not.toContain('Rabia');
    // The params keep what the doctor may see, not the author's name.
    expect(JSON.stringify(note.data)).not.toContain('Rabia');
    expect(note.data).toMatchObject({ params: { authorName: ANONYMOUS_NAME } });
  });
});

describe('a review sent from the offline queue', () => {
  it('replayed with its Idempotency-Key answers the first 201 and makes one review', async () => {
    const a = await scene.appointment(scene.author.user._id);
    const init = { token: scene.author.token, headers: { 'idempotency-key': crypto.randomUUID() } };
    const first = await server.post('/reviews', scene.body(a.id), init);
    const replay = await server.post('/reviews', scene.body(a.id), init);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body.data._id).toBe(first.body.data._id);
    const rows = await server.db.select().from(reviews).where(eq(reviews.appointmentId, a.id));
    expect(rows).toHaveLength(1);
  });
});
