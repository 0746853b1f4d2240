import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { appointments, users } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { transition } from '#shared/domain/appointment-transitions';
import {
  applyStatusChange,
  type CommittedChange,
  type StatusDeps,
} from '../appointments/change-status';
import { loadAppointments } from '../scheduling/appointment.view';

export const UPCOMING = ['pending', 'scheduled'] as const;

const upcoming = (tx: Tx, userId: string, now: Date) =>
  tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.patientId, userId),
        inArray(appointments.status, [...UPCOMING]),
        gt(appointments.endTime, now),
      ),
    )
    .for('update');

/**
 * Locks the account for its erasure and answers its row as it is now (ADR 139). The upcoming
 * visits are locked first, then the row FOR UPDATE, which waits for a booking that has written
 * its appointment (its foreign key holds a share lock on the row) and holds any later one until
 * the erasure commits; cancelUpcoming reads again after this wait. In that order a concurrent
 * status change (the visit's lock, then the row's share lock for its notice) cannot deadlock
 * with the erasure.
 */
export async function lockAccount(tx: Tx, userId: string, now: Date) {
  await upcoming(tx, userId, now);
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/**
 * Cancels the person's upcoming appointments inside the erasure's transaction, through the one
 * status path (ADR 094): the refund policy, the doctor's notice and the audit entry follow, and
 * the caller runs each change's after-commit steps once (ADR 107). Answers the changes.
 */
export async function cancelUpcoming(
  tx: Tx,
  deps: StatusDeps,
  actor: UserActor,
  userId: string,
  timeZone: string,
): Promise<CommittedChange[]> {
  const due = await upcoming(tx, userId, deps.now());
  if (due.length === 0) return [];
  const rows = await loadAppointments(tx, {
    where: inArray(
      appointments.id,
      due.map((d) => d.id),
    ),
  });
  const by = actor.role === 'admin' ? 'admin' : 'patient';
  const changes: CommittedChange[] = [];
  for (const row of rows) {
    const action = transition(by, row.appointment.status, 'cancelled');
    if (action !== 'cancel') continue;
    changes.push(
      await applyStatusChange(tx, deps, actor, {
        by,
        action,
        row,
        to: 'cancelled',
        reason: 'Account deleted',
        timeZone,
      }),
    );
  }
  return changes;
}
