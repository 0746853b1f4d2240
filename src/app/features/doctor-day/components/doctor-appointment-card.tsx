import { type ReactNode, Suspense } from 'react';
import { AppointmentCard } from '#app/components/appointments/appointment-card';
import { JoinCallLink } from '#app/components/appointments/join-call-link';
import { practiceName } from '#app/components/practices/labels';
import { Avatar } from '#app/components/ui/avatar';
import { Fact } from '#app/components/ui/fact';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { GENDER_LABEL, RELATIONSHIP_LABEL, TYPE_LABEL } from '#app/lib/labels';
import { lazyNamed } from '#app/lib/lazy-named';
import { paymentWords } from '#app/lib/payment-words';
import type { OutboxItem } from '#app/offline/local-db';
import { clinicToday } from '#shared/domain/clinic-time';
import { ageOn } from '#shared/domain/date-only';
import { type DoctorTargetStatus, doctorActions } from '#shared/domain/doctor-transitions';
import type { AppointmentStatus } from '#shared/schemas/appointment';
import { UPDATE_FAILED } from '../api/status-kind';
import { appointmentPatient, UNKNOWN_PATIENT } from '../appointment-patient';
import type { DoctorAppointment } from '../hooks/use-doctor-day';
import { rowPractice } from '../practice-groups';

// Shown only for a change the server refused: loaded then (ADR 128, ADR 156).
const RefusedChange = lazyNamed(() => import('#app/components/ui/refused-change'), 'RefusedChange');

export const UPDATING = msg('Updating...');
const GENERAL_CONSULTATION = msg('General Consultation');

/** ADR 007: the button of each transition, by the action it takes from the current status. */
const ACTION_LABEL: Record<string, Partial<Record<DoctorTargetStatus, string>>> = {
  pending: { scheduled: msg('Approve'), cancelled: msg('Reject') },
  scheduled: {
    completed: msg('Mark Completed'),
    'no-show': msg('No Show'),
    cancelled: msg('Cancel'),
  },
};

const CAME_BY = { walk_in: msg('Walk-in'), phone_call: msg('Phone call') } as const;

type Props = {
  appointment: DoctorAppointment;
  waiting: boolean;
  /** A change of this appointment the server refused, with its reason. */
  refused: OutboxItem | null;
  /** This card's change is running (its buttons read Updating...). */
  updating: boolean;
  /** Some change is running: one at a time (ADR 080). */
  locked: boolean;
  timeZone: string;
  /** The time now (ms): a visit's outcome is offered only once its time allows (ADR 143). */
  now: number;
  onAction(appointment: DoctorAppointment, status: DoctorTargetStatus): void;
  onDismiss(item: OutboxItem): void;
  /** More under the actions (the visit summary), handed in by the route. */
  children?: ReactNode;
};

/** One appointment of the doctor's list (ADR 080) with the actions its status allows (ADR 007). */
export function DoctorAppointmentCard({
  appointment: a,
  waiting,
  refused,
  updating,
  locked,
  timeZone,
  now,
  onAction,
  onDismiss,
  children,
}: Props) {
  const t = useT();
  // A family member is the patient; the account holder who booked is the contact (ADR 095).
  const patient = appointmentPatient(a);
  const member = patient.member;
  const name = patient.name || t(UNKNOWN_PATIENT);
  const age = member ? ageOn(member.dateOfBirth, clinicToday(new Date(), timeZone)) : null;
  const sub = member ? (
    [
      t(RELATIONSHIP_LABEL[member.relationship] ?? member.relationship),
      age !== null && t('{count} years', { count: age }),
      member.gender && t(GENDER_LABEL[member.gender] ?? member.gender),
    ]
      .filter(Boolean)
      .join(' · ')
  ) : a.source && a.source !== 'app' ? (
    // A walk-in of the desk's register has no account, only the phone given (ADR 157).
    <>
      {t(CAME_BY[a.source])} · <bdi dir="ltr">{a.patient?.phone}</bdi>
    </>
  ) : (
    a.patient?.email || t('No email')
  );
  // The server's own rule: a button it would refuse is never offered, nor queued offline.
  const actions = doctorActions(a.status as AppointmentStatus, {
    startTime: a.startTime,
    now: new Date(now),
    timeZone,
  });
  return (
    <AppointmentCard
      headingId={`doctor-appt-${a._id}`}
      name={name}
      sub={sub}
      avatar={<Avatar name={name} url={patient.avatar} size={48} />}
      status={a.status}
      waiting={waiting}
      cancellationReason={a.cancellationReason}
      facts={<Facts a={a} timeZone={timeZone} />}
      note={
        a.notes && (
          <p className="appt-reason">
            {t('Notes:')} {a.notes}
          </p>
        )
      }
    >
      {refused && (
        <Suspense fallback={null}>
          <RefusedChange
            item={refused}
            className="ui-spread doctor-day-refused"
            fallback={UPDATE_FAILED}
            onDismiss={onDismiss}
          />
        </Suspense>
      )}
      {actions.length > 0 && (
        <div className="row appt-actions">
          {actions.map((status) => {
            const label = t(ACTION_LABEL[a.status]?.[status] ?? status);
            return (
              <button
                key={status}
                type="button"
                className={`btn ${status === 'cancelled' || status === 'no-show' ? 'btn-ghost appt-danger' : 'btn-primary'}`}
                aria-label={
                  updating
                    ? undefined
                    : t('{action}: appointment with {patient}', { action: label, patient: name })
                }
                disabled={locked}
                onClick={() => onAction(a, status)}
              >
                {updating ? t(UPDATING) : label}
              </button>
            );
          })}
        </div>
      )}
      <JoinCallLink appointment={a} name={name} />
      {children}
    </AppointmentCard>
  );
}

function Facts({ a, timeZone }: { a: DoctorAppointment; timeZone: string }) {
  const t = useT();
  const format = useFormat();
  const valid = a.startTime && !Number.isNaN(Date.parse(a.startTime));
  const date = !a.startTime
    ? t('Date not available')
    : valid
      ? format.date(a.startTime, { timeZone })
      : t('Invalid date');
  const time = !a.startTime
    ? t('Time not available')
    : valid
      ? format.time(a.startTime, { timeZone })
      : t('Invalid time');
  const holder = a.familyMember ? a.patient : null;
  const practice = rowPractice(a);
  return (
    <>
      {practice?.name && (
        <Fact label={t('Practice')}>
          {practiceName(practice, t)}
          {practice.kind === 'video' && <> · {t('Video')}</>}
        </Fact>
      )}
      {holder && (
        <Fact label={t('Contact')}>
          {holder.name}
          {[holder.phone, holder.email].filter(Boolean).map((value) => (
            <span key={value}>
              {' · '}
              <bdi dir="ltr">{value}</bdi>
            </span>
          ))}
        </Fact>
      )}
      <Fact label={t('Date')}>{date}</Fact>
      <Fact label={t('Time')}>{time}</Fact>
      <Fact label={t('Type')}>
        {t((a.type && TYPE_LABEL[a.type]) || a.type || GENERAL_CONSULTATION)}
      </Fact>
      <Fact label={t('Duration')}>
        {t('{minutes} mins', { minutes: typeof a.duration === 'number' ? a.duration : 30 })}
      </Fact>
      {/* What the doctor needs to approve: why the patient comes, and whether they paid. */}
      {a.reason?.trim() && <Fact label={t('Reason for visit')}>{a.reason}</Fact>}
      {a.payment && <Fact label={t('Payment')}>{t(paymentWords(a.payment, a.mode))}</Fact>}
    </>
  );
}
