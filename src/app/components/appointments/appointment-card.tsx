import type { ReactNode } from 'react';
import { StatusBadge } from '#app/components/ui/status-badge';
import { cancellationReasonText } from '#app/lib/cancellation-reason';
import { useT } from '#app/lib/i18n';
import { WAITING_TO_SYNC } from '#app/offline/outbox';

type Props = {
  /** The heading's id: the card is named by it. */
  headingId: string;
  /** Who the appointment is with, for the role that reads it. */
  name: ReactNode;
  sub: ReactNode;
  /** A picture beside the name. */
  avatar?: ReactNode;
  status: string;
  /** A change to it is waiting to sync. */
  waiting: boolean;
  cancellationReason?: string | null;
  /** Badges after the status and the waiting mark. */
  badges?: ReactNode;
  /** The `Fact` rows under the heading. */
  facts: ReactNode;
  /** What the booking said, shown under the facts. */
  note?: ReactNode;
  /** The role's notes and actions, at the foot of the card. */
  children?: ReactNode;
};

/**
 * One appointment of either role's list: who it is with, its status, its facts and, for a
 * cancelled one, the reason. Each role's screen gives the actions its status allows.
 */
export function AppointmentCard({
  headingId,
  name,
  sub,
  avatar,
  status,
  waiting,
  cancellationReason,
  badges,
  facts,
  note,
  children,
}: Props) {
  const t = useT();
  const title = (
    <div>
      <h3 id={headingId} className="appt-doctor">
        {name}
      </h3>
      <p className="muted appt-sub">{sub}</p>
    </div>
  );
  return (
    <article className="card appt-card" aria-labelledby={headingId}>
      <header className="appt-card-head">
        {avatar ? (
          <div className="row appt-person">
            {avatar}
            {title}
          </div>
        ) : (
          title
        )}
        <div className="appt-badges">
          <StatusBadge status={status} />
          {waiting && <span className="badge appt-waiting">{t(WAITING_TO_SYNC)}</span>}
          {badges}
        </div>
      </header>
      <dl className="ui-facts">{facts}</dl>
      {note}
      {status === 'cancelled' && (
        <p className="appt-note">
          {t('Cancellation reason:')}{' '}
          {cancellationReasonText(cancellationReason ?? '', t) || t('No reason given')}
        </p>
      )}
      {children}
    </article>
  );
}
