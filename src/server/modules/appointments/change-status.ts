import { eq } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { Tx } from '#server/db/client';
import { appointments } from '#server/db/schema/index';
import type { Actor } from '#server/lib/actor';
import { conflict, forbidden } from '#server/lib/errors';
import {
  type StatusChanger,
  type TransitionAction,
  transition,
} from '#shared/domain/appointment-transitions';
import { closesCallRoom } from '#shared/domain/call-room';
import type { Appointment, AppointmentStatus } from '#shared/schemas/appointment';
import { audit } from '../audit/audit.service';
import { endCallOnClose } from '../calls/call-record.service';
import { notifyAboutAppointment } from '../notifications/notifications.service';
import { recordRefund, sendRefund } from '../refunds/refund-ledger';
import { type AppointmentRow, viewAppointment } from '../scheduling/appointment.view';
import { lockAppointment } from '../scheduling/appointment-lock';
import { isStaleHold } from '../scheduling/holds';
import { refusingOverlap } from '../scheduling/occupancy';
import { getSettings } from '../settings/settings.service';
import { offerFreedSlot } from '../waitlist/waitlist-triggers';
import { noticeFor } from './status-notices';
import { STATUS_RULES } from './status-rules';

export type StatusDeps = Pick<Deps, 'db' | 'mailer' | 'now' | 'env' | 'log' | 'calls'>;

/** A change as committed, for the steps that follow the commit. */
export type CommittedChange = {
  by: StatusChanger;
  action: TransitionAction;
  from: AppointmentStatus;
  to: AppointmentStatus;
  reason: string | null;
  /** The appointment as it was before the change. */
  before: AppointmentRow;
  /** The notification's e-mail copy; does nothing when the change tells no one. */
  email: () => Promise<void>;
  /** The refund recorded with a cancellation, to send to its provider (ADR 107). */
  refundId: string | null;
};

/**
 * What runs once a status change is committed, in this order: nothing here may announce or pay
 * out for a change that rolled back. A refund or a call room joins this list, and only this list.
 */
const AFTER_COMMIT: ((deps: StatusDeps, change: CommittedChange) => Promise<void>)[] = [
  (_deps, change) => change.email(),
  // A refund recorded with the cancellation goes to its provider once it is committed (ADR 107).
  async (deps, change) => {
    if (change.refundId) await sendRefund(deps, change.refundId);
  },
  // A cancelled slot goes to the first person waiting for it (ADR 101); a past one to no one.
  async (deps, change) => {
    if (change.to !== 'cancelled') return;
    const a = change.before.appointment;
    await offerFreedSlot(deps, a.doctorId, { start: a.startTime, end: a.endTime });
  },
  // Completed, no-show or cancelled closes a video room: both sockets hear 'ended' (ADR 113).
  async (deps, change) => {
    if (change.before.appointment.mode !== 'video' || !closesCallRoom(change.to)) return;
    await endCallOnClose(deps, change.before.appointment.id);
    await deps.calls.publish({ k: 'ended', a: change.before.appointment.id, by: 'server' });
  },
];

function changerOf(actor: Actor): StatusChanger {
  // The desk's changes on a patient's behalf come with issue 42's next slice (ADR 154).
  if (!actor.role || actor.role === 'desk') throw forbidden();
  return actor.role;
}

/**
 * The one path for an appointment status change, by anyone (ADR 094): lock, check the actor's
 * row of the transition table, update, audit, notify; after the commit, the AFTER_COMMIT steps;
 * answers the appointment read afresh. A change outside the table is 409 "Appointment is
 * already {status}", one the visit's time does not allow yet 409 APPOINTMENT_TOO_EARLY with
 * the reason (ADR 143); both change nothing.
 */
export async function changeStatus(
  deps: StatusDeps,
  actor: Actor,
  appointmentId: string,
  to: AppointmentStatus,
  reason?: string,
): Promise<Appointment> {
  const by = changerOf(actor);
  const { timezone } = await getSettings(deps.db);
  // Reviving a cancelled appointment into a slot taken since breaks the exclusion constraint.
  const committed = await refusingOverlap(() =>
    deps.db.transaction(async (tx) => {
      const row = await lockAppointment(tx, appointmentId, actor);
      const rules = STATUS_RULES[by];
      const a = row.appointment;
      const held =
        rules.staleHoldIsCancelled && isStaleHold(a, deps.now()) ? 'cancelled' : a.status;
      const action = transition(by, held, to);
      if (action === 'same' && rules.repeatSucceeds) return null;
      if (action === 'same' || action === 'refused') {
        throw conflict(`Appointment is already ${held}`, 'APPOINTMENT_STATUS');
      }
      // A visit's outcome waits for the visit: its day for completed, its start for no-show.
      const early = rules.tooEarly(to, {
        startTime: a.startTime,
        now: deps.now(),
        timeZone: timezone,
      });
      if (early) throw conflict(early, 'APPOINTMENT_TOO_EARLY');
      return applyStatusChange(tx, deps, actor, {
        by,
        action,
        row,
        to,
        reason,
        timeZone: timezone,
      });
    }),
  );
  if (committed) await afterCommit(deps, committed);
  return viewAppointment(deps.db, appointmentId, timezone);
}

/**
 * One change the table allows, applied to an appointment locked in `tx`: the update, the audit
 * entry and the notification. Answers the change, for afterCommit once `tx` has committed.
 */
export async function applyStatusChange(
  tx: Tx,
  deps: StatusDeps,
  actor: Actor,
  input: {
    by: StatusChanger;
    action: TransitionAction;
    row: AppointmentRow;
    to: AppointmentStatus;
    reason?: string;
    timeZone: string;
  },
): Promise<CommittedChange> {
  const { by, action, row, to, timeZone } = input;
  const rules = STATUS_RULES[by];
  const a = row.appointment;
  const now = deps.now();
  const reason = to === 'cancelled' ? input.reason || rules.defaultReason(action) : null;
  await tx
    .update(appointments)
    .set({
      status: to,
      // A reason belongs to a cancellation only; reviving one clears it.
      cancellationReason: reason,
      ...(rules.confirms(action) && !a.confirmedAt ? { confirmedAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(appointments.id, a.id));
  const change = { by, action, from: a.status, to, reason, before: row };
  await audit(
    deps,
    actor,
    {
      action: 'status_change',
      resource: 'appointment',
      resourceId: a.id,
      details: rules.auditDetails(change, actor),
    },
    tx,
  );
  const notice = noticeFor(by, action);
  const email = notice
    ? await notifyAboutAppointment(
        deps,
        row,
        notice.to,
        notice.data(row, reason ?? ''),
        timeZone,
        tx,
      )
    : async () => {};
  // Cancelling a paid appointment (rejections included) refunds under the policy (ADR 107).
  const refund =
    to === 'cancelled'
      ? await recordRefund(tx, deps, { by, action, row, timeZone })
      : { refundId: null, email: async () => {} };
  return {
    ...change,
    email: async () => {
      await email();
      await refund.email();
    },
    refundId: refund.refundId,
  };
}

/** The AFTER_COMMIT steps for one committed change. */
export async function afterCommit(deps: StatusDeps, change: CommittedChange) {
  for (const step of AFTER_COMMIT) await step(deps, change);
}
