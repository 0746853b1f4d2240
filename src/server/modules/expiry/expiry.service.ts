import { and, asc, inArray, lte, not } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { Tx } from '#server/db/client';
import { appointments, auditLogs } from '#server/db/schema/index';
import { type Actor, SYSTEM_ACTOR } from '#server/lib/actor';
import { notificationData } from '#shared/domain/notification-texts';
import type { Appointment } from '#shared/schemas/appointment';
import { EXPIRED_REASON } from '#shared/schemas/expiry';
import { recordNotification } from '../notifications/notifications.service';
import { loadAppointments, toAppointment } from '../scheduling/appointment.view';
import { releaseStaleHolds, staleHold } from '../scheduling/holds';
import { getSettings } from '../settings/settings.service';

const EXPIRABLE = ['pending', 'scheduled'] as const;
/** Appointments claimed per transaction; a run loops until none are left. */
const BATCH = 100;

type ExpiryDeps = Pick<Deps, 'db' | 'mailer' | 'now'>;

/**
 * ADR 007: pending and scheduled appointments whose end has passed become cancelled with the reason
 * `Appointment Expired`; the patient is told and each change is audited. Answers how many.
 *
 * Each appointment once, also with several servers on one database (ADR 016): besides the
 * scheduler's job lock, rows are claimed with FOR UPDATE SKIP LOCKED and the update re-checks the
 * status, so a manual check racing the job on another server skips what the other is changing and
 * finds it cancelled afterwards.
 */
export async function expireAppointments(
  deps: ExpiryDeps,
  actor: Actor = SYSTEM_ACTOR,
): Promise<number> {
  const { timezone } = await getSettings(deps.db);
  // A booking never confirmed is not an appointment that expired: it is released with its own
  // reason and no notification, as the release job would (after a long stop, both are due).
  await releaseStaleHolds(deps.db, deps.now());
  let processed = 0;
  for (;;) {
    const now = deps.now();
    const mails = await deps.db.transaction((tx) => expireBatch(tx, deps, now, actor, timezone));
    if (mails === null) return processed;
    // E-mail only after the commit: a rolled-back claim must not have mailed anyone.
    for (const mail of mails) await mail();
    processed += mails.length;
  }
}

async function expireBatch(
  tx: Tx,
  deps: ExpiryDeps,
  now: Date,
  actor: Actor,
  timeZone: string,
): Promise<(() => Promise<void>)[] | null> {
  const due = await tx
    .select({ id: appointments.id, status: appointments.status })
    .from(appointments)
    .where(and(inArray(appointments.status, [...EXPIRABLE]), lte(appointments.endTime, now)))
    .orderBy(asc(appointments.endTime))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  if (due.length === 0) return null;
  const expired = await tx
    .update(appointments)
    .set({ status: 'cancelled', cancellationReason: EXPIRED_REASON, updatedAt: now })
    .where(
      and(
        inArray(
          appointments.id,
          due.map((d) => d.id),
        ),
        inArray(appointments.status, [...EXPIRABLE]),
      ),
    )
    .returning({ id: appointments.id });
  if (expired.length === 0) return null;
  const rows = await loadAppointments(tx, {
    where: inArray(
      appointments.id,
      expired.map((e) => e.id),
    ),
  });
  const before = new Map(due.map((d) => [d.id, d.status]));
  const mails: (() => Promise<void>)[] = [];
  for (const row of rows) {
    mails.push(
      await recordNotification(
        deps,
        {
          userId: row.patient.id,
          email: row.patient.email,
          appointmentId: row.appointment.id,
          timeZone,
          data: notificationData('APPOINTMENT_EXPIRED', {
            doctorName: row.doctorName,
            start: row.appointment.startTime.toISOString(),
          }),
        },
        tx,
      ),
    );
  }
  await tx.insert(auditLogs).values(
    rows.map((row) => ({
      userId: actor.id,
      userName: actor.name,
      userRole: actor.role,
      action: 'status_change',
      resource: 'appointment',
      resourceId: row.appointment.id,
      details: `${before.get(row.appointment.id)} → cancelled: ${EXPIRED_REASON} (ended ${row.appointment.endTime.toISOString()}, ${
        actor.id ? 'expiry check by the administrator' : 'automatic expiry check'
      })`,
      ipAddress: actor.ip,
      timestamp: now,
    })),
  );
  return mails;
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
