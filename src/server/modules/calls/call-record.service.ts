import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { appointments } from '#server/db/schema/index';
import type { Actor } from '#server/lib/actor';
import { notificationData } from '#shared/domain/notification-texts';
import type { CallRole } from '#shared/schemas/call';
import { audit } from '../audit/audit.service';
import { notifyAboutAppointment } from '../notifications/notifications.service';
import { loadAppointment } from '../scheduling/appointment.view';
import { getSettings } from '../settings/settings.service';

/**
 * The appointment's record of its call (ADR 113): when it was opened, first joined by both, last
 * ended and for how long, with the audit log's who and when. No content of the call.
 */
type RecordDeps = Pick<Deps, 'db' | 'mailer' | 'now' | 'env' | 'log'>;

const callAudit = (deps: RecordDeps, actor: Actor, appointmentId: string, details: string) =>
  audit(deps, actor, { action: 'update', resource: 'call', resourceId: appointmentId, details });

/**
 * The doctor's socket opened the room: the first time only, record it, audit it and tell the
 * patient "Dr. {name} is ready to see you" (in the app, and by push, SMS or WhatsApp under the
 * patient's reminders choice). Answers whether this was the first time.
 */
export async function openCallRoom(deps: RecordDeps, actor: Actor, appointmentId: string) {
  const { timezone } = await getSettings(deps.db);
  const outreach = await deps.db.transaction(async (tx) => {
    const [opened] = await tx
      .update(appointments)
      .set({ callOpenedAt: deps.now() })
      .where(and(eq(appointments.id, appointmentId), isNull(appointments.callOpenedAt)))
      .returning({ id: appointments.id });
    if (!opened) return null;
    await audit(
      deps,
      actor,
      { action: 'update', resource: 'call', resourceId: appointmentId, details: 'call opened' },
      tx,
    );
    const row = await loadAppointment(tx, appointmentId);
    const data = notificationData('CALL_READY', { name: row.doctorName });
    return notifyAboutAppointment(deps, row, 'patient', data, timezone, tx);
  });
  await outreach?.();
  return outreach !== null;
}

/** A party joined; the first time both are in, the call started (kept from then on). */
export async function recordJoin(
  deps: RecordDeps,
  actor: Actor,
  appointmentId: string,
  role: CallRole,
) {
  await callAudit(deps, actor, appointmentId, `call joined by the ${role}`);
}

export async function recordStart(deps: RecordDeps, appointmentId: string) {
  await deps.db
    .update(appointments)
    .set({ callStartedAt: deps.now() })
    .where(and(eq(appointments.id, appointmentId), isNull(appointments.callStartedAt)));
}

const durationUntil = (now: Date) =>
  sql<number | null>`case when ${appointments.callStartedAt} is null then null
    else greatest(0, round(extract(epoch from (${now.toISOString()}::timestamptz - ${appointments.callStartedAt}))))::int end`;

/**
 * The room closed with the status (completed, no-show, cancelled) while a call was on, with no End
 * call: the close is the call's end.
 */
export async function endCallOnClose(deps: Pick<Deps, 'db' | 'now'>, appointmentId: string) {
  const now = deps.now();
  await deps.db
    .update(appointments)
    .set({ callEndedAt: now, callDurationSeconds: durationUntil(now) })
    .where(
      and(
        eq(appointments.id, appointmentId),
        isNotNull(appointments.callStartedAt),
        isNull(appointments.callEndedAt),
      ),
    );
}

/**
 * End call: the last end and the duration from the first start to it (null when the two were
 * never in the call together); a rejoin and a later end overwrite both.
 */
export async function recordEnd(
  deps: RecordDeps,
  actor: Actor,
  appointmentId: string,
  by: CallRole,
) {
  const now = deps.now();
  const [row] = await deps.db
    .update(appointments)
    .set({
      callEndedAt: now,
      callDurationSeconds: durationUntil(now),
    })
    .where(eq(appointments.id, appointmentId))
    .returning({ seconds: appointments.callDurationSeconds });
  const duration = row?.seconds == null ? '' : ` after ${row.seconds} s`;
  await callAudit(deps, actor, appointmentId, `call ended by the ${by}${duration}`);
}
