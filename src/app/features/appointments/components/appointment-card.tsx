import { Link } from '@tanstack/react-router';
import { type ReactNode, Suspense } from 'react';
import { AppointmentCard as Card } from '#app/components/appointments/appointment-card';
import { BookedForFact } from '#app/components/appointments/booked-for';
import { JoinCallLink } from '#app/components/appointments/join-call-link';
import { showsRefund } from '#app/components/appointments/refund';
import { bookedPractice } from '#app/components/practices/booked-practice';
import { PracticeFacts } from '#app/components/practices/practice-facts';
import { Fact } from '#app/components/ui/fact';
import { Badge } from '#app/components/ui/status-badge';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { specialtyId, TYPE_LABEL } from '#app/lib/labels';
import { lazyNamed } from '#app/lib/lazy-named';
import type { ListedAppointment } from '../api/appointments-api';

export const AWAITING_APPROVAL = msg('Awaiting doctor approval');

// A refund line is for a refunded or cancelled visit that was paid: loaded then (ADR 128).
const RefundNote = lazyNamed(
  () => import('#app/components/appointments/refund-note'),
  'RefundNote',
);

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
  /** More under the actions (the visit summary), handed in by the route. */
  children?: ReactNode;
};

/** One appointment with what its status allows (ADR 076). */
export function AppointmentCard({
  appointment: a,
  waiting,
  reviewed,
  past,
  timeZone,
  children,
  ...actions
}: Props) {
  const format = useFormat();
  const t = useT();
  const doctor = a.doctor ?? null;
  const start = format.time(a.startTime, { timeZone });
  const end = format.time(a.endTime, { timeZone });
  const practice = bookedPractice(a);
  return (
    <Card
      headingId={`appt-${a._id}-doctor`}
      name={doctor?.name ?? t('Doctor')}
      sub={[
        doctor?.specialization && t(specialtyId(doctor.specialization)),
        !practice && doctor?.clinicName,
      ]
        .filter(Boolean)
        .join(' · ')}
      status={a.status}
      waiting={waiting}
      cancellationReason={a.cancellationReason}
      badges={
        (a.payment?.status === 'paid' && <Badge tone="success">{t('Paid')}</Badge>) ||
        (a.payment?.status === 'refunded' && <Badge tone="info">{t('Refunded')}</Badge>)
      }
      facts={
        <>
          <BookedForFact member={a.familyMember} />
          <Fact label={t('Date')}>{format.date(a.startTime, { timeZone })}</Fact>
          <Fact label={t('Time')}>
            {/* One left-to-right run, so Urdu does not read the range end first. */}
            <bdi dir="ltr">{start === end ? start : `${start} – ${end}`}</bdi>
          </Fact>
          <Fact label={t('Type')}>
            {t((a.type && TYPE_LABEL[a.type]) || a.type || TYPE_LABEL.consultation)}
          </Fact>
          {typeof a.fee === 'number' && <Fact label={t('Fee')}>{format.money(a.fee)}</Fact>}
          {practice && <PracticeFacts practice={practice} />}
        </>
      }
      note={
        a.reason && (
          <p className="appt-reason">
            {t('Reason for visit:')} {a.reason}
          </p>
        )
      }
    >
      {showsRefund(a, waiting) && (
        <Suspense fallback={null}>
          <RefundNote appointment={a} waiting={waiting} />
        </Suspense>
      )}
      {a.status === 'pending' && <p className="appt-note">{t(AWAITING_APPROVAL)}</p>}
      {a.status === 'scheduled' && past && (
        <p className="appt-note muted">
          {t('This visit has ended; the doctor has not recorded it yet.')}
        </p>
      )}
      <JoinCallLink appointment={a} name={doctor?.name ?? t('Doctor')} />
      <CardActions a={a} past={past} reviewed={reviewed} {...actions} />
      {children}
    </Card>
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
