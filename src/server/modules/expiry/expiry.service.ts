import { and, asc, inArray, lte, not } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { Tx } from '#server/db/client';
import { appointments } from '#server/db/schema/index';
import { type Actor, SYSTEM_ACTOR } from '#server/lib/actor';
import { transition } from '#shared/domain/appointment-transitions';
import type { Appointment } from '#shared/schemas/appointment';
import {
  afterCommit,
  applyStatusChange,
  type CommittedChange,
} from '../appointments/change-status';
import { loadAppointments, toAppointment } from '../scheduling/appointment.view';
import { releaseStaleHolds, staleHold } from '../scheduling/holds';
import { getSettings } from '../settings/settings.service';
import { offerOpenedSlots } from '../waitlist/waitlist-offers';

const EXPIRABLE = ['pending', 'scheduled'] as const;
/** Appointments claimed per transaction; a run loops until none are left. */
const BATCH = 100;

type ExpiryDeps = Pick<Deps, 'db' | 'mailer' | 'now' | 'env' | 'log' | 'calls'>;

/**
 * ADR 007: pending and scheduled appointments whose end has passed become cancelled with the reason
 * `Appointment Expired`; the patient is told and each change is audited. Answers how many.
 *
 * Each appointment once, also with several servers on one database (ADR 016): besides the
 * scheduler's job lock, rows are claimed with FOR UPDATE SKIP LOCKED and each claimed row's status
 * is checked again against the transition table, so a manual check racing the job on another
 * server skips what the other is changing and finds it cancelled afterwards.
 */
export async function expireAppointments(
  deps: ExpiryDeps,
  actor: Actor = SYSTEM_ACTOR,
): Promise<number> {
  const { timezone } = await getSettings(deps.db);
  // A booking never confirmed is not an appointment that expired: it is released with its own
  // reason and no notification, as the release job would (after a long stop, both are due).
  await offerOpenedSlots(deps, await releaseStaleHolds(deps.db, deps.now()));
  let processed = 0;
  for (;;) {
    const now = deps.now();
    const changes = await deps.db.transaction((tx) => expireBatch(tx, deps, now, actor, timezone));
    if (changes === null) return processed;
    for (const change of changes) await afterCommit(deps, change);
    processed += changes.length;
  }
}

async function expireBatch(
  tx: Tx,
  deps: ExpiryDeps,
  now: Date,
  actor: Actor,
  timeZone: string,
): Promise<CommittedChange[] | null> {
  const due = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(inArray(appointments.status, [...EXPIRABLE]), lte(appointments.endTime, now)))
    .orderBy(asc(appointments.endTime))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  if (due.length === 0) return null;
  const rows = await loadAppointments(tx, {
    where: inArray(
      appointments.id,
      due.map((d) => d.id),
    ),
  });
  const changes: CommittedChange[] = [];
  for (const row of rows) {
    // Each claimed row goes along the expiry row of the transition table, as any status change.
    const action = transition('system', row.appointment.status, 'cancelled');
    if (action !== 'expire') continue;
    changes.push(
      await applyStatusChange(tx, deps, actor, {
        by: 'system',
        action,
        row,
        to: 'cancelled',
        timeZone,
      }),
    );
  }
  return changes.length === 0 ? null : changes;
}

/**
 * GET /expiry/expiring: pending or scheduled, ending within `minutes` or already ended; not
 * bookings left unconfirmed past their 15 minutes, which no longer hold a slot.
 */
export async function listExpiring(
  deps: Pick<Deps, 'db' | 'now'>,
  minutes: number,
): Promise<Appointment[]> {
  const until = new Date(deps.now().getTime() + minutes * 60_000);
  const rows = await loadAppointments(deps.db, {
    where: and(
      inArray(appointments.status, [...EXPIRABLE]),
      lte(appointments.endTime, until),
      not(staleHold(deps.now())),
    ),
    orderBy: asc(appointments.endTime),
  });
  const { timezone } = await getSettings(deps.db);
  return rows.map((row) => toAppointment(row, timezone));
}
