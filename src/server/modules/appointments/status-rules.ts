import type { Actor } from '#server/lib/actor';
import type { StatusChanger, TransitionAction } from '#shared/domain/appointment-transitions';
import { doctorTooEarly, type VisitClock } from '#shared/domain/doctor-transitions';
import { ADMIN_MSG } from '#shared/schemas/admin-records';
import type { AppointmentStatus } from '#shared/schemas/appointment';
import { DOCTOR_STATUS_MSG } from '#shared/schemas/appointment-actions';
import { EXPIRED_REASON } from '#shared/schemas/expiry';
import type { AppointmentRow } from '../scheduling/appointment.view';

type Change = {
  action: TransitionAction;
  from: AppointmentStatus;
  to: AppointmentStatus;
  reason: string | null;
  before: AppointmentRow;
};

type Rules = {
  /**
   * Asking for the status already held is a success that changes nothing, not a 409: a
   * replayed offline cancel must neither fail nor notify twice (ADR 006).
   */
  repeatSucceeds: boolean;
  /** A booking left unconfirmed past its hold counts as cancelled: nothing is left to approve. */
  staleHoldIsCancelled: boolean;
  /**
   * Why the visit's time does not allow this change yet (the 409's words), or null. Only the
   * doctor's outcomes wait for the visit (ADR 143); the administrator corrects records at any
   * time (ADR 028), and the audit log keeps each correction.
   */
  tooEarly: (to: AppointmentStatus, clock: VisitClock) => string | null;
  /** The reason stored with a cancellation when none is given. */
  defaultReason: (action: TransitionAction) => string;
  /** Whether the change confirms a booking, so that it no longer lapses as an unconfirmed hold. */
  confirms: (action: TransitionAction) => boolean;
  /** The audit log's words for the change. */
  auditDetails: (change: Change, actor: Actor) => string;
};

const withReason = (reason: string | null) => (reason ? `: ${reason}` : '');

/** How each actor's status changes are checked, stored and audited, beside the table's row. */
export const STATUS_RULES: Record<StatusChanger, Rules> = {
  patient: {
    repeatSucceeds: true,
    staleHoldIsCancelled: false,
    tooEarly: () => null,
    // The patient's cancel always carries a reason.
    defaultReason: () => '',
    confirms: () => false,
    auditDetails: ({ from, reason }) => `${from} → cancelled by the patient: ${reason}`,
  },
  doctor: {
    repeatSucceeds: false,
    staleHoldIsCancelled: true,
    tooEarly: doctorTooEarly,
    defaultReason: (action) =>
      action === 'reject' ? DOCTOR_STATUS_MSG.rejectedDefault : DOCTOR_STATUS_MSG.cancelledDefault,
    confirms: (action) => action === 'approve',
    auditDetails: ({ from, to, action, reason }) =>
      `${from} → ${to} by the doctor (${action})${withReason(reason)}`,
  },
  admin: {
    repeatSucceeds: false,
    staleHoldIsCancelled: false,
    tooEarly: () => null,
    defaultReason: () => ADMIN_MSG.cancelledDefault,
    confirms: (action) => action !== 'cancel',
    auditDetails: ({ from, to, reason }) =>
      `${from} → ${to} by the administrator${withReason(reason)}`,
  },
  system: {
    repeatSucceeds: false,
    staleHoldIsCancelled: false,
    tooEarly: () => null,
    defaultReason: () => EXPIRED_REASON,
    confirms: () => false,
    auditDetails: ({ from, reason, before }, actor) =>
      `${from} → cancelled: ${reason} (ended ${before.appointment.endTime.toISOString()}, ${
        actor.id ? 'expiry check by the administrator' : 'automatic expiry check'
      })`,
  },
};
