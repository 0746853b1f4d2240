import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../schemas/appointment';

/** What each change means, per who makes it: it picks the audit wording and the notification. */
type Actions = {
  /** The patient cancels their own request or appointment. */
  patient: 'cancel';
  doctor: 'approve' | 'reject' | 'complete' | 'no-show' | 'cancel';
  /** The administrator may set any status; confirming and cancelling are the ones told. */
  admin: 'confirm' | 'cancel' | 'set';
  /** The expiry check: an appointment whose end has passed while it was still to take place. */
  system: 'expire';
};

/** Whose row of the table a change follows. */
export type StatusChanger = keyof Actions;
export type TransitionAction<B extends StatusChanger = StatusChanger> = Actions[B];

type Row<A> = Partial<Record<AppointmentStatus, Partial<Record<AppointmentStatus, A>>>>;

function adminRow(): Row<Actions['admin']> {
  const row: Row<Actions['admin']> = {};
  for (const from of APPOINTMENT_STATUSES) {
    row[from] = {};
    for (const to of APPOINTMENT_STATUSES) {
      if (to === from) continue;
      row[from][to] =
        to === 'cancelled'
          ? 'cancel'
          : from === 'pending' && to === 'scheduled'
            ? 'confirm'
            : 'set';
    }
  }
  return row;
}

/** Every status change there is (ADR 007, ADR 028), by who may make it. */
export const TRANSITIONS: { [B in StatusChanger]: Row<Actions[B]> } = {
  patient: {
    pending: { cancelled: 'cancel' },
    scheduled: { cancelled: 'cancel' },
  },
  doctor: {
    pending: { scheduled: 'approve', cancelled: 'reject' },
    scheduled: { completed: 'complete', 'no-show': 'no-show', cancelled: 'cancel' },
  },
  admin: adminRow(),
  system: {
    pending: { cancelled: 'expire' },
    scheduled: { cancelled: 'expire' },
  },
};

/**
 * What a change from one status to another means for who asks: an action of the table; `same`
 * when the appointment already holds the target; `refused` for anything else.
 */
export function transition<B extends StatusChanger>(
  by: B,
  from: AppointmentStatus,
  to: AppointmentStatus,
): Actions[B] | 'same' | 'refused' {
  if (from === to) return 'same';
  const row: Row<Actions[B]> = TRANSITIONS[by];
  return row[from]?.[to] ?? 'refused';
}

/** The statuses one may move an appointment to from its current one, in the table's order. */
export function targetsFrom(by: StatusChanger, from: AppointmentStatus): AppointmentStatus[] {
  return Object.keys(TRANSITIONS[by][from] ?? {}) as AppointmentStatus[];
}
