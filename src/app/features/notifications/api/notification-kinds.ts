import { t } from '#app/lib/i18n';
import { notifications } from '#app/offline/collections/notifications';
import type { SyncKind } from '#app/offline/types';

export const READ_KIND = 'notification.read';
export const READ_ALL_KIND = 'notification.read-all';

export type ReadPayload = { id: string; title: string };
/** `before`: when the user tapped (ISO). Only notifications that had arrived by then are marked. */
export type ReadAllPayload = { before: string };

/**
 * Marking one notification read (ADR 006: "notification read"): the device changes at once and
 * the server exactly once.
 */
export const readKind: SyncKind<ReadPayload, unknown> = {
  name: READ_KIND,
  method: 'PATCH',
  path: (p) => `/notifications/${encodeURIComponent(p.id)}/read`,
  body: () => ({}),
  entityId: (p) => `notification:${p.id}`,
  collection: notifications,
  async applyLocal(db, p, { userId }) {
    await db.notifications.update([userId, p.id], { isRead: true });
  },
  describe: (p) => t('Mark “{title}” as read', { title: p.title }),
};

export const readAllKind: SyncKind<ReadAllPayload, unknown> = {
  name: READ_ALL_KIND,
  method: 'PATCH',
  path: (p) => `/notifications/read-all?before=${encodeURIComponent(p.before)}`,
  body: () => ({}),
  entityId: () => 'notifications:all',
  collection: notifications,
  // Only what had arrived when the user acted, on the device and on the server: a notification
  // created later stays unread, however late the change is replayed.
  async applyLocal(db, p, { userId }) {
    const before = Date.parse(p.before);
    await db.notifications
      .where('userId')
      .equals(userId)
      .filter((n) => !n.isRead && Date.parse(n.createdAt) <= before)
      .modify({ isRead: true });
  },
  describe: () => t('Mark all notifications as read'),
};

export const KINDS = [readKind, readAllKind];
