import { useEffect } from 'react';
import { EmptyState } from '#app/components/ui/empty-state';
import { LastSynced } from '#app/components/ui/last-synced';
import { Skeleton } from '#app/components/ui/skeleton';
import { useT } from '#app/lib/i18n';
import { useMirrorNotifications } from '#app/lib/mirror-reads';
import {
  enqueue,
  refreshCollection,
  usePendingIds,
  useSyncStatus,
  WAITING_TO_SYNC,
} from '#app/lib/sync-queue';
import { useOnline } from '#app/lib/use-online';
import {
  type Notification,
  READ_ALL_KIND,
  READ_KIND,
  type ReadAllPayload,
  type ReadPayload,
  registerNotificationSync,
} from '../api/notifications-sync';
import { useNotificationText } from '../hooks/use-notification-text';
import { NotificationItem } from './notification-item';
import '../notifications.css';

registerNotificationSync();

/** Notifications (section 2.22), from the device's mirror: reads offline, marks read offline. */
export function NotificationsScreen() {
  const t = useT();
  const rows = useMirrorNotifications() as Notification[] | undefined;
  const status = useSyncStatus('notifications');
  const waiting = usePendingIds();
  const online = useOnline();
  const textOf = useNotificationText();

  useEffect(() => {
    void refreshCollection('notifications');
  }, []);

  const list = rows ?? [];
  const unread = list.filter((n) => !n.isRead).length;

  const markRead = (n: Notification) =>
    // The title as the reader sees it names the change if it has to be reported later.
    void enqueue<ReadPayload>(READ_KIND, { id: n._id, title: textOf(n).title });
  // `before` is the moment of the tap: a notification arriving later stays unread.
  const markAll = () =>
    void enqueue<ReadAllPayload>(READ_ALL_KIND, { before: new Date().toISOString() });

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
      {rows === undefined ? (
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
