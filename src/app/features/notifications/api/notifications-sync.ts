import { api } from '#app/lib/api-client';
import { t } from '#app/lib/i18n';
import type { MirrorNotification } from '#app/offline/local-db';
import { registerCollection, registerKind } from '#app/offline/outbox';
import type { SyncKind } from '#app/offline/types';

/** Notification variant 1 (/api/openapi.json), as the app uses it (ADR 004). */
export type Notification = {
  _id: string;
  type: string;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  appointmentId?: string | null;
  /** The kind and params to fill its text in the reader's language; absent on older rows. */
  data?: unknown;
};

/** How many of the latest notifications the device keeps (GET /notifications `limit`). */
export const NOTIFICATIONS_KEPT = 50;
/** The header badge and the list refresh this often while the app is open. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

export const READ_KIND = 'notification.read';
export const READ_ALL_KIND = 'notification.read-all';

export type ReadPayload = { id: string; title: string };
/** `before`: when the user tapped (ISO). Only notifications that had arrived by then are marked. */
export type ReadAllPayload = { before: string };

export async function fetchNotifications(token: string): Promise<Notification[]> {
  const answer = await api.get<{ notifications?: Notification[] }>('/notifications', {
    token,
    query: { limit: NOTIFICATIONS_KEPT },
  });
  return Array.isArray(answer?.notifications) ? answer.notifications : [];
}

export const readKind: SyncKind<ReadPayload, unknown> = {
  method: 'PATCH',
  path: (p) => `/notifications/${encodeURIComponent(p.id)}/read`,
  body: () => ({}),
  entityId: (p) => `notification:${p.id}`,
  collection: 'notifications',
  async applyLocal(db, p, { userId }) {
    await db.notifications.update([userId, p.id], { isRead: true });
  },
  describe: (p) => t('Mark “{title}” as read', { title: p.title }),
};

export const readAllKind: SyncKind<ReadAllPayload, unknown> = {
  method: 'PATCH',
  path: (p) => `/notifications/read-all?before=${encodeURIComponent(p.before)}`,
  body: () => ({}),
  entityId: () => 'notifications:all',
  collection: 'notifications',
  // Only what had arrived when the user acted, on the device and on the server: a notification
  // created later stays unread, however late the change is replayed.
  async applyLocal(db, p, { userId }) {
    const before = Date.parse(p.before);
    await db.notifications
      .where('userId')
      .equals(userId)
      .filter((n: MirrorNotification) => !n.isRead && Date.parse(n.createdAt) <= before)
      .modify({ isRead: true });
  },
  describe: () => t('Mark all notifications as read'),
};

let registered = false;

/**
 * The notifications mirror and its two offline changes (ADR 006: "notification read"): marking one
 * read and marking all read change the device at once and reach the server exactly once.
 */
export function registerNotificationSync(): void {
  if (registered) return;
  registered = true;

  registerCollection({
    name: 'notifications',
    // The administrator has no notifications screen.
    roles: ['patient', 'doctor'],
    fetch: (session) => fetchNotifications(session.token),
    intervalMs: NOTIFICATIONS_REFRESH_MS,
  });

  registerKind(READ_KIND, readKind);

  registerKind(READ_ALL_KIND, readAllKind);
}
