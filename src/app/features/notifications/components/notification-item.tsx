import { Link } from '@tanstack/react-router';
import { useNotificationText } from '#app/hooks/use-notification-text';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { useSession } from '#app/lib/session';
import { WAITING_TO_SYNC } from '#app/offline/outbox';
import type { Notification } from '#shared/schemas/notification';
import { notificationType } from '../notification-types';

type Props = {
  notification: Notification;
  /** A read of it is waiting to sync. */
  waiting: boolean;
  onRead(notification: Notification): void;
};

/**
 * One notification: type icon, title, message and time; unread ones stand out. The title's
 * button is the one target, stretched over the whole card (notifications.css), so a tap
 * anywhere on it marks it read, and the keyboard reaches the same button.
 */
export function NotificationItem({ notification: n, waiting, onRead }: Props) {
  const t = useT();
  const format = useFormat();
  const look = notificationType(n.type);
  const text = useNotificationText()(n);
  // In clinic time (the setting), as every time on every screen (ADR 005).
  const when = `${format.date(n.createdAt)}, ${format.time(n.createdAt)}`;
  const isDoctor = useSession((s) => s.user?.role === 'doctor');
  const titleId = `notif-${n._id}-title`;
  return (
    <article
      className={n.isRead ? 'card notif-item' : 'card notif-item notif-unread'}
      aria-labelledby={titleId}
    >
      <span className={`notif-icon notif-tone-${look.tone}`} aria-hidden="true">
        {look.glyph}
      </span>
      <div className="notif-body">
        <p className="notif-meta">
          <span className="notif-type">{t(look.label)}</span>
          {!n.isRead && <span className="ui-badge ui-badge-info">{t('Unread')}</span>}
          {waiting && <span className="badge notif-waiting">{t(WAITING_TO_SYNC)}</span>}
        </p>
        <h2 id={titleId} className="notif-title">
          {/* Tapping an unread notification marks it read; a read one does nothing. */}
          <button
            type="button"
            className="notif-open"
            onClick={() => {
              if (!n.isRead) onRead(n);
            }}
            aria-describedby={`notif-${n._id}-message`}
          >
            {text.title}
          </button>
        </h2>
        <p id={`notif-${n._id}-message`} className="notif-message">
          {text.message}
        </p>
        <p className="notif-foot">
          <time dateTime={n.createdAt} className="muted">
            {when}
          </time>
          {n.type === 'WAITLIST_OFFER' && !isDoctor ? (
            // A slot held from the waitlist: booked from the waitlist screen (ADR 101).
            <Link to="/patient/waitlist" className="notif-link">
              {t('View my waitlist')}
            </Link>
          ) : n.appointmentId && n.type === 'CALL_READY' && !isDoctor ? (
            // The doctor opened the video visit's room (ADR 113).
            <Link
              to="/call/$appointmentId"
              params={{ appointmentId: n.appointmentId }}
              className="notif-link"
            >
              {t('Join call')}
            </Link>
          ) : n.appointmentId && n.type === 'PRESCRIPTION_READY' && !isDoctor ? (
            <Link
              to="/patient/prescriptions/$appointmentId"
              params={{ appointmentId: n.appointmentId }}
              className="notif-link"
            >
              {t('View visit summary')}
            </Link>
          ) : (
            n.appointmentId && (
              <Link
                to={isDoctor ? '/doctor/appointments' : '/patient/appointments'}
                className="notif-link"
              >
                {t('View appointment')}
              </Link>
            )
          )}
        </p>
      </div>
    </article>
  );
}
