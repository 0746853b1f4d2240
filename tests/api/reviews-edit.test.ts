import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '#server/db/schema/index';
import { REVIEW_MSG } from '#shared/schemas/review';
import { createVerifiedDoctor } from '../support/appointment-builders';
import { reviewScene } from '../support/review-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let scene: Awaited<ReturnType<typeof reviewScene>>;

beforeAll(async () => {
  server = await startTestServer();
  scene = await reviewScene(server);
});
afterAll(() => server.close());

describe('editing and deleting', () => {
  it('recompute the rating from approved reviews only', async () => {
    // A doctor of their own, so the figures are exact.
    const solo = await createVerifiedDoctor(server, 'Saima Rauf');
    const review = async (rating: number) => {
      const a = await scene.appointment(scene.author.user._id, 'completed', solo.doctor.id);
      const res = await server.post(
        '/reviews',
        scene.body(a.id, { doctorId: solo.doctor.id, rating }),
        { token: scene.author.token },
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
      { token: scene.author.token },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(REVIEW_MSG.updated);
    expect(edited.body.data).toMatchObject({ rating: 3, title: 'Good' });
    expect(await rating()).toEqual({ average: 2.5, count: 2 });

    // An administrator's rejection (ADR 008) takes the review out of the figures.
    await server.db
      .update(reviews)
      .set({ status: 'rejected', moderationReason: 'Off topic' })
      .where(eq(reviews.id, two));
    const four = await review(4);
    expect(await rating()).toEqual({ average: 3.5, count: 2 });
    const locked = await server.patch(
      `/reviews/${two}`,
      { rating: 5, title: 'Changed', review: 'Changed my mind.', isAnonymous: false },
      { token: scene.author.token },
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

    const removed = await server.delete(`/reviews/${four}`, { token: scene.author.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ success: true, data: {}, message: REVIEW_MSG.deleted });
    expect(await rating()).toEqual({ average: 3, count: 1 });
    expect((await server.delete(`/reviews/${four}`, { token: scene.author.token })).status).toBe(
      404,
    );
  });

  it('are refused to anyone but the author', async () => {
    const a = await scene.appointment(scene.author.user._id);
    const created = await server.post('/reviews', scene.body(a.id), { token: scene.author.token });
    const id = created.body.data._id;
    const edit = { rating: 1, title: 'Hijacked', review: 'Not mine.', isAnonymous: false };
    expect((await server.patch(`/reviews/${id}`, edit)).status).toBe(401);
    expect((await server.delete(`/reviews/${id}`)).status).toBe(401);
    for (const token of [scene.other.token, scene.doc.token, scene.adminToken]) {
      expect((await server.patch(`/reviews/${id}`, edit, { token })).status).toBe(403);
      expect((await server.delete(`/reviews/${id}`, { token })).status).toBe(403);
    }
    const [row] = await server.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row.title).toBe('Very thorough');
    for (const bad of [crypto.randomUUID(), 'not-an-id']) {
      const res = await server.patch(`/reviews/${bad}`, edit, { token: scene.author.token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Review not found');
    }
    const invalid = await server.patch(
      `/reviews/${id}`,
      { ...edit, rating: 9 },
      { token: scene.author.token },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(REVIEW_MSG.ratingRequired);
  });
  it('a rejected review cannot be deleted either: it is refused and stays', async () => {
    const a = await scene.appointment(scene.author.user._id);
    const created = await server.post('/reviews', scene.body(a.id), { token: scene.author.token });
    const id = created.body.data._id as string;
    const rejected = await server.post(
      `/admin/reviews/${id}/reject`,
      { reason: 'Contains a phone number' },
      { token: scene.adminToken },
    );
    expect(rejected.status).toBe(200);

    const refused = await server.delete(`/reviews/${id}`, { token: scene.author.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      message: REVIEW_MSG.rejectedUndeletable,
    });
    const [row] = await server.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ status: 'rejected', moderationReason: 'Contains a phone number' });
    const mine = await server.get('/reviews/my-reviews', { token: scene.author.token });
    expect(mine.body.data.reviews.map((r: { _id: string }) => r._id)).toContain(id);
  });
});

describe('the doctor responds', () => {
  it('once, to their own reviews only', async () => {
    const a = await scene.appointment(scene.author.user._id);
    const created = await server.post('/reviews', scene.body(a.id), { token: scene.author.token });
    const id = created.body.data._id;
    const path = `/reviews/${id}/response`;
    expect((await server.post(path, { response: 'Thank you' })).status).toBe(401);
    for (const token of [scene.author.token, scene.otherDoc.token, scene.adminToken]) {
      expect((await server.post(path, { response: 'Thank you' }, { token })).status).toBe(403);
    }
    const empty = await server.post(path, { response: '  ' }, { token: scene.doc.token });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(REVIEW_MSG.responseRequired);
    const res = await server.post(
      path,
      { response: '  Thank you, get well soon.  ' },
      {
        token: scene.doc.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.doctorResponse).toBe('Thank you, get well soon.');
    expect(typeof res.body.data.responseDate).toBe('string');
    const again = await server.post(path, { response: 'Once more' }, { token: scene.doc.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVIEW_MSG.alreadyResponded);
  });
});

describe('review lists', () => {
  it("my-reviews is the patient's own; the doctor's list is the doctor's", async () => {
    const a = await scene.appointment(scene.other.user._id);
    const created = await server.post('/reviews', scene.body(a.id, { title: 'By Usman' }), {
      token: scene.other.token,
    });
    expect(created.status).toBe(201);
    const mine = await server.get('/reviews/my-reviews', { token: scene.author.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.reviews.length).toBeGreaterThan(0);
    expect(
      mine.body.data.reviews.every(
        (r: { patient: { _id: string } }) => r.patient._id === scene.author.user._id,
      ),
    ).toBe(true);
    const theirs = await server.get('/reviews/my-reviews', { token: scene.other.token });
    expect(theirs.body.data).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    expect((await server.get('/reviews/my-reviews')).status).toBe(401);
    expect((await server.get('/reviews/my-reviews', { token: scene.doc.token })).status).toBe(403);
    expect(
      (await server.get('/reviews/doctor/my-reviews', { token: scene.author.token })).status,
    ).toBe(403);
    const limited = await server.get('/reviews/my-reviews?limit=1&page=2', {
      token: scene.author.token,
    });
    expect(limited.body.data.reviews).toHaveLength(1);
    expect(limited.body.data.page).toBe(2);
    expect(
      (await server.get('/reviews/my-reviews?limit=ten', { token: scene.author.token })).status,
    ).toBe(400);
  });
});
