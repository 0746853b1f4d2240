import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/index';
import { createVerifiedDoctor, signUpPatient } from '../support/appointment-builders';
import { signInAdmin } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let patient: Awaited<ReturnType<typeof signUpPatient>>;
let other: Awaited<ReturnType<typeof signUpPatient>>;
let doc: Awaited<ReturnType<typeof createVerifiedDoctor>>;
let adminToken: string;
let othersId: string;

async function insertNotes(userId: string, count: number, type = 'APPOINTMENT_CANCELLED') {
  const base = server.clock.now().getTime() - 3600_000;
  const rows = await server.db
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        type,
        title: `Note ${i + 1}`,
        message: `Message ${i + 1}`,
        createdAt: new Date(base + i * 60_000),
      })),
    )
    .returning();
  return rows;
}

const list = async (token: string, query = '') => {
  const res = await server.get(`/notifications${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  server = await startTestServer();
  patient = await signUpPatient(server, { name: 'Sana Malik' });
  other = await signUpPatient(server, { name: 'Bilal Ahmed' });
  doc = await createVerifiedDoctor(server, 'Ayesha Khan');
  adminToken = await signInAdmin(server);
  await insertNotes(patient.user._id, 25);
  [{ id: othersId }] = await insertNotes(other.user._id, 1);
  await insertNotes(doc.userId, 2, 'REVIEW_RECEIVED');
});
afterAll(() => server.close());

describe('GET /notifications', () => {
  it('needs a signed-in user', async () => {
    const res = await server.get('/notifications');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, message: 'Authentication required' });
    expect((await server.get('/patient/notifications')).status).toBe(401);
    expect((await server.patch('/notifications/read-all')).status).toBe(401);
  });

  it('answers 20 of my own, newest first, with the unread count and the page figures', async () => {
    const data = await list(patient.token);
    expect(data.notifications).toHaveLength(20);
    expect(data).toMatchObject({ unreadCount: 25, total: 25, page: 1, totalPages: 2 });
    expect(data.notifications[0]).toMatchObject({ title: 'Note 25', isRead: false });
    expect(Object.keys(data.notifications[0]).sort()).toEqual(
      ['_id', 'type', 'title', 'message', 'isRead', 'createdAt', 'data'].sort(),
    );
    // Rows from before kinds and params were kept answer as before, with data null.
    expect(data.notifications[0]).toMatchObject({ message: 'Message 25', data: null });
    const second = await list(patient.token, '?page=2');
    expect(second.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Note 5',
      'Note 4',
      'Note 3',
      'Note 2',
      'Note 1',
    ]);
    expect(data.notifications.some((n: { _id: string }) => n._id === othersId)).toBe(false);
  });

  it('caps the limit at 100 and refuses a limit that is not a number', async () => {
    await insertNotes(other.user._id, 120);
    const data = await list(other.token, '?limit=5000');
    expect(data.notifications).toHaveLength(100);
    expect(data.totalPages).toBe(2);
    expect((await list(other.token, '?limit=3')).notifications).toHaveLength(3);
    const bad = await server.get('/notifications?limit=all', { token: other.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('limit must be a number');
  });

  it('the doctor and the administrator read their own', async () => {
    const docs = await list(doc.token);
    expect(docs.notifications.map((n: { type: string }) => n.type)).toEqual([
      'REVIEW_RECEIVED',
      'REVIEW_RECEIVED',
    ]);
    expect(await list(adminToken)).toMatchObject({ notifications: [], unreadCount: 0 });
  });
});

describe('marking read', () => {
  it('marks one of mine read, once; PATCH and POST alike', async () => {
    const [first, second] = (await list(patient.token)).notifications;
    const res = await server.patch(`/notifications/${first._id}/read`, undefined, {
      token: patient.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: {} });
    expect((await list(patient.token)).unreadCount).toBe(24);
    // A replay (ADR 006) changes nothing and still succeeds.
    expect(
      (await server.patch(`/notifications/${first._id}/read`, undefined, { token: patient.token }))
        .status,
    ).toBe(200);
    expect((await list(patient.token)).unreadCount).toBe(24);
    const post = await server.post(`/notifications/${second._id}/read`, undefined, {
      token: patient.token,
    });
    expect(post.status).toBe(200);
    const count = await server.get('/notifications/unread-count', { token: patient.token });
    expect(count.body.data).toEqual({ unreadCount: 23 });
  });

  it("refuses someone else's notification with 403 and leaves it unread", async () => {
    for (const method of ['patch', 'post'] as const) {
      const res = await server[method](`/notifications/${othersId}/read`, undefined, {
        token: patient.token,
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You do not have permission to do this');
    }
    const res = await server.patch(`/notifications/${othersId}/read`, undefined, {
      token: adminToken,
    });
    expect(res.status).toBe(403);
    const [row] = await server.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, othersId));
    expect(row.isRead).toBe(false);
  });

  it('answers 404 for a notification that does not exist', async () => {
    for (const id of [crypto.randomUUID(), 'nope']) {
      const res = await server.patch(`/notifications/${id}/read`, undefined, {
        token: patient.token,
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Notification not found');
    }
  });

  it("marks all of mine read and nobody else's", async () => {
    const otherBefore = (await list(other.token)).unreadCount;
    const res = await server.patch('/notifications/read-all', undefined, { token: patient.token });
    expect(res.status).toBe(200);
    expect((await list(patient.token)).unreadCount).toBe(0);
    expect((await list(other.token)).unreadCount).toBe(otherBefore);
    const post = await server.post('/notifications/mark-all-read', undefined, {
      token: other.token,
    });
    expect(post.status).toBe(200);
    expect((await list(other.token)).unreadCount).toBe(0);
    expect((await list(doc.token)).unreadCount).toBe(2);
  });
});

describe('mark all read, replayed from the offline queue', () => {
  it('with before= marks only what had arrived when the user acted', async () => {
    const fresh = await signUpPatient(server, { name: 'Hamza Raza' });
    const [early] = await insertNotes(fresh.user._id, 1);
    const actedAt = new Date(early.createdAt.getTime() + 1000);
    const [late] = await server.db
      .insert(notifications)
      .values({
        userId: fresh.user._id,
        type: 'APPOINTMENT_CANCELLED',
        title: 'Later',
        message: 'Came after the tap',
        createdAt: new Date(actedAt.getTime() + 60_000),
      })
      .returning();
    const res = await server.patch(
      `/notifications/read-all?before=${encodeURIComponent(actedAt.toISOString())}`,
      {},
      { token: fresh.token },
    );
    expect(res.status).toBe(200);
    const data = await list(fresh.token);
    const read = (id: string) =>
      data.notifications.find((n: { _id: string }) => n._id === id).isRead;
    expect(read(early.id)).toBe(true);
    expect(read(late.id)).toBe(false);
    const bad = await server.patch(
      '/notifications/read-all?before=yesterday',
      {},
      {
        token: fresh.token,
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('before must be an ISO 8601 time');
  });
});

describe('GET /patient/notifications (variant 2)', () => {
  it('answers the same rows in the variant-2 names and types', async () => {
    const fresh = await signUpPatient(server, { name: 'Zara Iqbal' });
    const [reminder] = await insertNotes(fresh.user._id, 1, 'APPOINTMENT_REMINDER');
    const [payment] = await insertNotes(fresh.user._id, 1, 'PAYMENT_RECEIVED');
    const res = await server.get('/patient/notifications', { token: fresh.token });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.data.map((n: { id: string }) => [n.id, n]));
    expect(byId.get(reminder.id)).toEqual({
      id: reminder.id,
      type: 'appointment_reminder',
      title: reminder.title,
      message: reminder.message,
      read: false,
      timestamp: reminder.createdAt.toISOString(),
      appointmentId: null,
    });
    expect(byId.get(payment.id)).toMatchObject({ type: 'payment_received' });
    await server.post(`/notifications/${reminder.id}/read`, undefined, { token: fresh.token });
    const again = await server.get('/patient/notifications', { token: fresh.token });
    expect(again.body.data.find((n: { id: string }) => n.id === reminder.id).read).toBe(true);
    const v1 = await list(fresh.token);
    expect(v1.notifications.find((n: { _id: string }) => n._id === reminder.id).isRead).toBe(true);
  });

  it('is for patients', async () => {
    for (const token of [doc.token, adminToken]) {
      expect((await server.get('/patient/notifications', { token })).status).toBe(403);
    }
  });
});
