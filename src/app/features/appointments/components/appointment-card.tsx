import { Link } from '@tanstack/react-router';
import { Badge, StatusBadge } from '#app/components/ui/status-badge';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { specialtyId, TYPE_LABEL } from '#app/lib/labels';
import { WAITING_TO_SYNC } from '#app/lib/sync-queue';
import type { ListedAppointment } from '../api/appointments-api';

export const AWAITING_APPROVAL = msg('Awaiting doctor approval');

type Props = {
  appointment: ListedAppointment;
  /** A change to it is waiting to sync. */
  waiting: boolean;
  /** The reviews mirror holds the patient's review of it. */
  reviewed: boolean;
  /** Its end has passed (a scheduled visit the doctor has not yet recorded). */
  past: boolean;
  timeZone: string;
  onCancel(appointment: ListedAppointment): void;
  onReschedule(appointment: ListedAppointment): void;
};

/** One appointment with what its status allows (ADR 076). */
export function AppointmentCard({
  appointment: a,
  waiting,
  reviewed,
  past,
  timeZone,
  ...actions
}: Props) {
  const format = useFormat();
  const t = useT();
  const doctor = a.doctor ?? null;
  const headingId = `appt-${a._id}-doctor`;
  const start = format.time(a.startTime, { timeZone });
  const end = format.time(a.endTime, { timeZone });
  const time = start === end ? start : `${start} – ${end}`;
  return (
    <article className="card appt-card" aria-labelledby={headingId}>
      <header className="appt-card-head">
        <div>
          <h3 id={headingId} className="appt-doctor">
            {doctor?.name ?? t('Doctor')}
          </h3>
          <p className="muted appt-sub">
            {[doctor?.specialization && t(specialtyId(doctor.specialization)), doctor?.clinicName]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="appt-badges">
          <StatusBadge status={a.status} />
          {waiting && <span className="badge appt-waiting">{t(WAITING_TO_SYNC)}</span>}
          {a.payment?.status === 'paid' && <Badge tone="success">{t('Paid')}</Badge>}
        </div>
      </header>
      <dl className="appt-facts">
        <div>
          <dt>{t('Date')}</dt>
          <dd>{format.date(a.startTime, { timeZone })}</dd>
        </div>
        <div>
          <dt>{t('Time')}</dt>
          <dd>{time}</dd>
        </div>
        <div>
          <dt>{t('Type')}</dt>
          <dd>{t((a.type && TYPE_LABEL[a.type]) || a.type || TYPE_LABEL.consultation)}</dd>
        </div>
        {typeof a.fee === 'number' && (
          <div>
            <dt>{t('Fee')}</dt>
            <dd>{format.money(a.fee)}</dd>
          </div>
        )}
      </dl>
      {a.reason && (
        <p className="appt-reason">
          {t('Reason for visit:')} {a.reason}
        </p>
      )}
      {a.status === 'pending' && <p className="appt-note">{t(AWAITING_APPROVAL)}</p>}
      {a.status === 'cancelled' && (
        <p className="appt-note">
          {t('Cancellation reason:')} {a.cancellationReason?.trim() || t('No reason given')}
        </p>
      )}
      {a.status === 'scheduled' && past && (
        <p className="appt-note muted">
          {t('This visit has ended; the doctor has not recorded it yet.')}
        </p>
      )}
      <CardActions a={a} past={past} reviewed={reviewed} {...actions} />
    </article>
  );
}

/** ADR 010: a booking still to be paid for (cash at booking is 'pending') can be paid online. */
const unpaid = (a: ListedAppointment) =>
  (a.status === 'pending' || a.status === 'scheduled') &&
  ['unpaid', 'pending', 'failed'].includes(a.payment?.status ?? '');

function PayNow({ a }: { a: ListedAppointment }) {
  const t = useT();
  if (!unpaid(a)) return null;
  return (
    <Link
      className="btn btn-primary"
      to="/payment"
      search={{ appointmentId: a._id }}
      aria-label={t('Pay Now for the appointment with {doctor}', {
        doctor: a.doctor?.name ?? t('Doctor'),
      })}
    >
      {t('Pay Now')}
    </Link>
  );
}

function CardActions({
  a,
  past,
  reviewed,
  onCancel,
  onReschedule,
}: Pick<Props, 'onCancel' | 'onReschedule' | 'past' | 'reviewed'> & { a: ListedAppointment }) {
  const t = useT();
  const doctor = a.doctor?.name ?? t('Doctor');
  if (a.status === 'pending') {
    return (
      <div className="row appt-actions">
        <PayNow a={a} />
        <button
          type="button"
          className="btn btn-ghost"
          aria-label={t('Cancel Request with {doctor}', { doctor })}
          onClick={() => onCancel(a)}
        >
          {t('Cancel Request')}
        </button>
      </div>
    );
  }
  if (a.status === 'scheduled' && !past) {
    return (
      <div className="row appt-actions">
        <PayNow a={a} />
        <Link
          className="btn btn-ghost"
          to="/patient/appointments/$appointmentId/pass"
          params={{ appointmentId: a._id }}
          aria-label={t('View pass for the appointment with {doctor}', { doctor })}
        >
          {t('View pass')}
        </Link>
        <button
          type="button"
          className="btn btn-ghost"
          aria-label={t('Reschedule the appointment with {doctor}', { doctor })}
          onClick={() => onReschedule(a)}
        >
          {t('Reschedule')}
        </button>
        <button
          type="button"
          className="btn btn-ghost appt-danger"
          aria-label={t('Cancel the appointment with {doctor}', { doctor })}
          onClick={() => onCancel(a)}
        >
          {t('Cancel')}
        </button>
      </div>
    );
  }
  if (a.status === 'completed' && reviewed) {
    return <p className="appt-note muted">{t('Reviewed')}</p>;
  }
  if (a.status === 'completed' && a.doctor?.userId) {
    return (
      <div className="row appt-actions">
        <Link
          className="btn btn-primary"
          to="/patient/reviews"
          search={{ doctor: a.doctor.userId, appointment: a._id }}
        >
          {t('Write Review')}
        </Link>
      </div>
    );
  }
  return null;
}
