import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { ok } from '#server/lib/http';
import { validate } from '#server/lib/validate';
import { currentUser, requireAuth, requireRole } from '#server/middleware/auth';
import { NotificationListQuerySchema, ReadAllQuerySchema } from '#shared/schemas/notification';
import {
  listNotifications,
  markAllRead,
  markRead,
  toNotification,
  toNotificationV2,
  unreadCount,
} from './notifications.service';

const doc = (summary: string, description?: string) =>
  describeRoute({
    tags: ['Notifications'],
    summary,
    ...(description ? { description } : {}),
    security: [{ bearerAuth: [] }],
  });

/** Variant 1 (ADR 004), the one the app uses, and variant 2's two mark calls on the same rows. */
export const notificationRoutes = createRouter();
notificationRoutes.use('*', requireAuth);

notificationRoutes.get(
  '/',
  doc(
    'My notifications, newest first, and how many are unread',
    'limit defaults to 20 and is at most 100; page from 1.',
  ),
  validate('query', NotificationListQuerySchema),
  async (c) => {
    const { page, limit } = c.req.valid('query');
    const list = await listNotifications(c.get('deps').db, currentUser(c).id, page, limit);
    return ok(c, {
      notifications: list.rows.map(toNotification),
      unreadCount: list.unreadCount,
      total: list.total,
      page,
      totalPages: Math.ceil(list.total / limit),
    });
  },
);

notificationRoutes.get('/unread-count', doc('How many of my notifications are unread'), async (c) =>
  ok(c, { unreadCount: await unreadCount(c.get('deps').db, currentUser(c).id) }),
);

const readOne = doc('Mark my notification read', "Someone else's notification is 403.");
const readAll = doc(
  'Mark all my notifications read',
  'With ?before=<ISO time>, only those created by then (a replayed offline action).',
);

for (const [method, path] of [
  ['patch', '/read-all'],
  ['post', '/mark-all-read'],
] as const) {
  notificationRoutes[method](path, readAll, validate('query', ReadAllQuerySchema), async (c) => {
    const { before } = c.req.valid('query');
    await markAllRead(c.get('deps').db, currentUser(c).id, before ? new Date(before) : undefined);
    return ok(c, {});
  });
}

for (const method of ['patch', 'post'] as const) {
  notificationRoutes[method]('/:id/read', readOne, async (c) => {
    await markRead(c.get('deps').db, currentUser(c).id, c.req.param('id'));
    return ok(c, {});
  });
}

/** GET /patient/notifications: variant 2 (ADR 004) of the same rows. */
export const patientNotificationRoutes = createRouter();

patientNotificationRoutes.get(
  '/notifications',
  doc(
    'My notifications in variant 2 (id, read, timestamp, lower-case types)',
    'Patients only. limit defaults to 20 and is at most 100; page from 1.',
  ),
  requireRole('patient'),
  validate('query', NotificationListQuerySchema),
  async (c) => {
    const { page, limit } = c.req.valid('query');
    const list = await listNotifications(c.get('deps').db, currentUser(c).id, page, limit);
    return ok(c, list.rows.map(toNotificationV2));
  },
);
