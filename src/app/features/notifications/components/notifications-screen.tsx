import { useEffect } from 'react';
import { EmptyState } from '#app/components/ui/empty-state';
import { LastSynced } from '#app/components/ui/last-synced';
import { Skeleton } from '#app/components/ui/skeleton';
import { useNotificationText } from '#app/hooks/use-notification-text';
import { msg, useT } from '#app/lib/i18n';
import { toast } from '#app/lib/toasts';
import { useOnline } from '#app/lib/use-online';
import { useMirrorNotifications } from '#app/offline/collections/notifications';
import { syncEngine, usePendingIds, WAITING_TO_SYNC } from '#app/offline/outbox';
import { useSyncStatus } from '#app/offline/sync-status';
import type { SyncKind } from '#app/offline/types';
import type { Notification } from '#shared/schemas/notification';
import {
  type ReadAllPayload,
  type ReadPayload,
  readAllKind,
  readKind,
} from '../api/notification-kinds';
import { NotificationItem } from './notification-item';
import '../notifications.css';

export const LOAD_FAILED = msg('Failed to load notifications');
export const READ_FAILED = msg('Failed to mark notification as read');
export const READ_ALL_FAILED = msg('Failed to mark all notifications as read');

/** Queues a read; says so when the server refuses it (now, or when the queue reaches it). */
async function queueRead<P>(kind: SyncKind<P, never>, payload: P, failure: string) {
  try {
    const outcome = await (await syncEngine.enqueue(kind, payload)).settled;
    if (outcome.status === 'failed' || outcome.status === 'conflict') toast.error(failure);
  } catch {
    toast.error(failure);
  }
}

/** Notifications (ADR 076), from the device's mirror: reads offline, marks read offline. */
export function NotificationsScreen() {
  const t = useT();
  const rows = useMirrorNotifications();
  const status = useSyncStatus('notifications');
  const waiting = usePendingIds();
  const online = useOnline();
  const textOf = useNotificationText();

  useEffect(() => {
    void syncEngine.refresh('notifications');
  }, []);

  const list = rows ?? [];
  const unread = list.filter((n) => !n.isRead).length;

  // Nothing on the device and the server never answered: not "no notifications", a failure.
  const neverLoaded = list.length === 0 && status.lastSyncedAt === null;
  const loadFailed = neverLoaded && status.lastError !== null;

  const markRead = (n: Notification) =>
    // The title as the reader sees it names the change if it has to be reported later.
    void queueRead<ReadPayload>(readKind, { id: n._id, title: textOf(n).title }, READ_FAILED);
  // `before` is the moment of the tap: a notification arriving later stays unread.
  const markAll = () =>
    void queueRead<ReadAllPayload>(
      readAllKind,
      { before: new Date().toISOString() },
      READ_ALL_FAILED,
    );

  return (
    <section className="page notif-page" aria-labelledby="notifications-title">
      <div className="notif-head">
        <h1 id="notifications-title">{t('Notifications')}</h1>
        <button type="button" className="btn btn-light" onClick={markAll} disabled={unread === 0}>
          {t('Mark all read')}
        </button>
      </div>
      <p className="muted">
        {t('{count} unread', { count: unread })}
        {waiting.has('notifications:all') && (
          <span className="badge notif-waiting notif-all-waiting">{t(WAITING_TO_SYNC)}</span>
        )}
      </p>
      <LastSynced status={status} online={online} />
      {loadFailed ? (
        <div className="banner banner-error" role="alert">
          <span>{t(LOAD_FAILED)}</span>
          <button
            type="button"
            className="btn btn-light"
            onClick={() => void syncEngine.refresh('notifications')}
            disabled={status.refreshing}
          >
            {t('Retry')}
          </button>
        </div>
      ) : rows === undefined || neverLoaded ? (
        <Skeleton label={t('Loading notifications…')} lines={3} />
      ) : list.length === 0 ? (
        <EmptyState title={t('No notifications')} />
      ) : (
        <ul className="notif-list">
          {list.map((n) => (
            <li key={n._id}>
              <NotificationItem
                notification={n}
                waiting={waiting.has(`notification:${n._id}`)}
                onRead={markRead}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
