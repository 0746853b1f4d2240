import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readAllKind, readKind } from '#app/features/notifications/api/notification-kinds';
import { type ProfileSavePayload, profileSaveKind } from '#app/features/profile/api/profile-kind';
import {
  LOCAL_REVIEW_PREFIX,
  reviewCreateKind,
  reviewDeleteKind,
  reviewEditKind,
} from '#app/features/reviews/api/review-kinds';
import { ApiError } from '#app/lib/api-client';
import type { MirrorNotification } from './collections/notifications';
import type { MirrorReview } from './collections/reviews';
import { SyncEngine } from './engine';
import { createLocalDb } from './local-db';
import type { SendRequest } from './types';

/**
 * The patient's offline changes of issue 8 against a small stand-in for the API: the
 * Idempotency-Key rule (the first answer per key is replayed), the profile's version check and
 * one review per appointment.
 */
function setUp() {
  const db = createLocalDb(`kinds-${crypto.randomUUID()}`);
  const server = {
    version: 1,
    profile: { name: 'Ayesha', phone: '' } as Record<string, unknown>,
    reviews: new Map<string, Record<string, unknown>>(),
    notificationsRead: [] as string[],
    effects: [] as string[],
    answers: new Map<string, { data?: unknown; error?: [number, string] }>(),
    offline: false,
    dropAnswers: false,
  };
  const iso = (v: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, v)).toISOString();
  const apply = (r: SendRequest): { data?: unknown; error?: [number, string] } => {
    const body = (r.body ?? {}) as Record<string, unknown>;
    if (r.path === '/auth/profile') {
      if (
        typeof body.updatedAt === 'string' &&
        Date.parse(body.updatedAt) < Date.parse(iso(server.version))
      )
        return {
          error: [
            409,
            'Your profile was changed elsewhere after you started editing. Your changes were not saved.',
          ],
        };
      const { updatedAt: _, ...fields } = body;
      server.version++;
      server.profile = { ...server.profile, ...fields };
      server.effects.push(`profile ${String(fields.phone)}`);
      return { data: { ...server.profile, updatedAt: iso(server.version) } };
    }
    if (r.path === '/reviews' && r.method === 'POST') {
      if ([...server.reviews.values()].some((x) => x.appointmentId === body.appointmentId))
        return { error: [409, 'You have already reviewed this appointment'] };
      const review = {
        ...body,
        _id: `r${server.reviews.size + 1}`,
        status: 'approved',
        createdAt: iso(0),
        doctor: { _id: 'd1', name: 'Dr. Ayesha Khan' },
      };
      server.reviews.set(review._id, review);
      server.effects.push(`create ${review._id}`);
      return { data: review };
    }
    const review = /^\/reviews\/(.+)$/.exec(r.path);
    if (review) {
      const found = server.reviews.get(review[1]!);
      if (!found) return { error: [404, 'Review not found'] };
      if (r.method === 'DELETE') {
        server.reviews.delete(review[1]!);
        server.effects.push(`delete ${review[1]}`);
        return { data: {} };
      }
      Object.assign(found, body);
      server.effects.push(`edit ${review[1]}`);
      return { data: { ...found } };
    }
    server.effects.push(`${r.method} ${r.path}`);
    return { data: {} };
  };
  const transport = async (r: SendRequest) => {
    if (server.offline) throw new ApiError('Network error. Please check your connection.');
    if (!server.answers.has(r.idempotencyKey)) server.answers.set(r.idempotencyKey, apply(r));
    if (server.dropAnswers) throw new ApiError('Network error. Please check your connection.');
    const answer = server.answers.get(r.idempotencyKey)!;
    if (answer.error)
      throw new ApiError(answer.error[1], answer.error[0], { message: answer.error[1] });
    return answer.data;
  };
  const clock = { now: Date.parse('2030-01-01T09:00:00.000Z') };
  const engine = new SyncEngine({
    db,
    transport,
    getSession: () => ({ userId: 'p1', token: 't1', role: 'patient' }),
    now: () => clock.now,
    random: () => 0.5,
    locks: null,
  });
  return { db, server, engine, clock, iso };
}

/** The patient's own edit: only the fields these checks read, the rest as a save leaves them. */
const edit = (fields: Partial<ProfileSavePayload>) =>
  ({ name: 'Ayesha', ...fields }) as ProfileSavePayload;

const FIELDS = {
  rating: 5,
  title: 'Kind and clear',
  review: 'Explained everything.',
  isAnonymous: false,
};

describe('profile saves made offline', () => {
  it('two saves in a row reach the server once each, the second rebased on the first', async () => {
    const { db, server, engine, iso } = setUp();
    await db.profile.put({ userId: 'p1', name: 'Ayesha', phone: '', updatedAt: iso(1) });
    server.offline = true;
    await engine.enqueue(profileSaveKind, edit({ phone: '111', updatedAt: iso(1) }));
    await engine.enqueue(profileSaveKind, edit({ phone: '222', updatedAt: iso(1) }));
    // The device shows the last edit at once, still on the server's version.
    expect(await db.profile.get('p1')).toMatchObject({ phone: '222', updatedAt: iso(1) });

    server.offline = false;
    await engine.replay();
    expect(server.effects).toEqual(['profile 111', 'profile 222']);
    expect(await db.profile.get('p1')).toMatchObject({ phone: '222', updatedAt: iso(3) });
    expect(await engine.countUnsynced('p1')).toBe(0);
  });

  it('a save based on an older copy is refused and kept for the user, the newer copy untouched', async () => {
    const { db, server, engine, iso } = setUp();
    await db.profile.put({ userId: 'p1', name: 'Ayesha', phone: '', updatedAt: iso(1) });
    server.version = 5; // changed on another device meanwhile
    server.profile.phone = 'from the other phone';
    const { settled } = await engine.enqueue(
      profileSaveKind,
      edit({ phone: 'mine', updatedAt: iso(1) }),
    );
    await engine.replay();
    expect(await settled).toMatchObject({ status: 'conflict', httpStatus: 409 });
    expect(server.profile.phone).toBe('from the other phone');
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ state: 'conflict', payload: { phone: 'mine' } });
  });
});

describe('reviews written offline', () => {
  it('shows at once, is created once even when the answer is lost, and takes the server id', async () => {
    const { db, server, engine } = setUp();
    server.offline = true;
    const localId = `${LOCAL_REVIEW_PREFIX}${crypto.randomUUID()}`;
    await engine.enqueue(reviewCreateKind, {
      ...FIELDS,
      localId,
      doctorId: 'd1',
      appointmentId: 'a1',
      doctor: { _id: 'd1', name: 'Dr. Ayesha Khan' },
    });
    expect(await db.reviews.get(['p1', localId])).toMatchObject({ rating: 5, appointmentId: 'a1' });

    server.offline = false;
    server.dropAnswers = true;
    await engine.replay();
    server.dropAnswers = false;
    await engine.wake();
    await engine.replay();
    expect(server.effects).toEqual(['create r1']);
    const rows = await db.reviews.where('userId').equals('p1').toArray();
    expect(rows.map((r) => r._id)).toEqual(['r1']);
  });

  it('an edit and then a delete replay in order', async () => {
    const { db, server, engine } = setUp();
    server.reviews.set('r7', { _id: 'r7', appointmentId: 'a7', ...FIELDS });
    await db.reviews.put({
      userId: 'p1',
      _id: 'r7',
      appointmentId: 'a7',
      createdAt: '',
      ...FIELDS,
    } as MirrorReview);
    server.offline = true;
    await engine.enqueue(reviewEditKind, { ...FIELDS, rating: 3, id: 'r7', doctorName: 'Dr. K' });
    expect((await db.reviews.get(['p1', 'r7']))?.rating).toBe(3);
    await engine.enqueue(reviewDeleteKind, { id: 'r7', doctorName: 'Dr. K' });
    expect(await db.reviews.get(['p1', 'r7'])).toBeUndefined();
    server.offline = false;
    await engine.replay();
    expect(server.effects).toEqual(['edit r7', 'delete r7']);
    // DELETE carries no body.
    expect(server.reviews.size).toBe(0);
  });
});

describe('notifications read offline', () => {
  it('marks at once and sends each once; read-all spares what arrived later', async () => {
    const { db, server, engine, clock } = setUp();
    const at = (m: number) => new Date(clock.now + m * 60_000).toISOString();
    await db.notifications.bulkPut([
      { userId: 'p1', _id: 'n1', isRead: false, createdAt: at(-10), title: 'One' },
      { userId: 'p1', _id: 'n2', isRead: false, createdAt: at(-5), title: 'Two' },
      { userId: 'p1', _id: 'n3', isRead: false, createdAt: at(+5), title: 'Later' },
    ] as MirrorNotification[]);
    server.offline = true;
    await engine.enqueue(readKind, { id: 'n1', title: 'One' });
    await engine.enqueue(readAllKind, { before: new Date(clock.now).toISOString() });
    const unread = await db.notifications.filter((n) => !n.isRead).toArray();
    expect(unread.map((n) => n._id)).toEqual(['n3']);
    server.offline = false;
    await engine.replay();
    expect(server.effects).toEqual([
      'PATCH /notifications/n1/read',
      'PATCH /notifications/read-all?before=2030-01-01T09%3A00%3A00.000Z',
    ]);
  });
});
