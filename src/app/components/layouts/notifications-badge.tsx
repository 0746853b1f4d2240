import { Link } from '@tanstack/react-router';
import { useT } from '#app/lib/i18n';
import { useUnreadCount } from '#app/offline/collections/notifications';

const NOTIFICATIONS_PATH = {
  patient: '/patient/notifications',
  doctor: '/doctor/notifications',
} as const;

/**
 * The bell with the unread count, from the device's mirror so it shows offline too. Loaded
 * lazily by the header: Dexie stays out of the signed-out landing page's JavaScript.
 */
export function NotificationsBadge({ userRole }: { userRole: keyof typeof NOTIFICATIONS_PATH }) {
  const t = useT();
  const count = useUnreadCount();
  return (
    <Link
      to={NOTIFICATIONS_PATH[userRole]}
      className="notif-badge"
      aria-label={t('Notifications, {count} unread', { count })}
      activeProps={{ 'aria-current': 'page' }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className="notif-bell">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
        />
      </svg>
      {count > 0 && (
        <span className="notif-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
