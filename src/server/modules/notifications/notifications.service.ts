import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { notifications } from '#server/db/schema/index';
import { forbidden, notFound } from '#server/lib/errors';
import {
  englishFormat,
  type NotificationData,
  notificationText,
} from '#shared/domain/notification-texts';
import { isId } from '#shared/schemas/common';
import { type Notification, type NotificationV2, toV2Type } from '#shared/schemas/notification';
import type { AppointmentRow } from '../scheduling/appointment.view';
import { type OutreachDeps, reachOut } from './outreach';

export type Note = {
  userId: string;
  /** The recipient's address, for the e-mail copy when emailNotifications is on (ADR 009). */
  email: string;
  /** The kind and raw params (times as ISO instants, amounts as numbers) of its text. */
  data: NotificationData;
  /** Clinic time (the setting `timezone`), for the times of the stored English text. */
  timeZone: string;
  appointmentId?: string;
};

/**
 * Records a notification (ADR 007) through `db` (a transaction, when the change it reports is in
 * one) and answers the outreach step (e-mail, SMS, WhatsApp, push; ADR 103), to run once that
 * change is committed: no message may announce a change that rolled back, and PGlite's one
 * connection must not be asked for settings while the transaction holds it.
 */
export async function recordNotification(
  deps: OutreachDeps,
  note: Note,
  db: DbOrTx = deps.db,
  /** A once-only key of the reader's messages other than the notification's id (a reminder's). */
  dedupe?: string,
): Promise<() => Promise<void>> {
  // The English text is stored too: e-mail, variant 2 and other clients read it as before.
  const text = notificationText(note.data, englishFormat(note.timeZone));
  const [row] = await db
    .insert(notifications)
    .values({
      userId: note.userId,
      type: text.type,
      title: text.title,
      message: text.message,
      data: note.data,
      appointmentId: note.appointmentId ?? null,
      createdAt: deps.now(),
    })
    .returning({ id: notifications.id });
  return () =>
    reachOut(deps, {
      ...note,
      appointmentId: note.appointmentId ?? null,
      title: text.title,
      message: text.message,
      dedupe: dedupe ?? `notification:${row.id}`,
    });
}

/**
 * A notification about an appointment to its patient or its doctor, recorded as
 * recordNotification does; answers the e-mail step to run after commit.
 */
export function notifyAboutAppointment(
  deps: OutreachDeps,
  row: AppointmentRow,
  to: 'patient' | 'doctor',
  data: NotificationData,
  timeZone: string,
  db: DbOrTx = deps.db,
  dedupe?: string,
): Promise<() => Promise<void>> {
  // A walk-in of the desk's register has no account to tell (ADR 157).
  if (to === 'patient' && row.appointment.patientId === null)
    return Promise.resolve(async () => {});
  const party =
    to === 'patient'
      ? { userId: row.patient.id, email: row.patient.email }
      : { userId: row.doctor.userId, email: row.doctor.email };
  return recordNotification(
    deps,
    { ...party, appointmentId: row.appointment.id, data, timeZone },
    db,
    dedupe,
  );
}

type Row = typeof notifications.$inferSelect;

export const toNotification = (n: Row): Notification => ({
  _id: n.id,
  type: n.type,
  title: n.title,
  message: n.message,
  isRead: n.isRead,
  createdAt: n.createdAt.toISOString(),
  data: n.data ?? null,
  ...(n.appointmentId ? { appointmentId: n.appointmentId } : {}),
});

export const toNotificationV2 = (n: Row): NotificationV2 => ({
  id: n.id,
  type: toV2Type(n.type),
  title: n.title,
  message: n.message,
  read: n.isRead,
  timestamp: n.createdAt.toISOString(),
  appointmentId: n.appointmentId,
});

/** The user's notifications, newest first, one page, with the unread count. */
export async function listNotifications(
  db: DbOrTx,
  userId: string,
  page: number,
  limit: number,
): Promise<{ rows: Row[]; total: number; unreadCount: number }> {
  const mine = eq(notifications.userId, userId);
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where not ${notifications.isRead}))::int`,
    })
    .from(notifications)
    .where(mine);
  const rows = await db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, total: counts.total, unreadCount: counts.unread };
}

export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row.n;
}

/**
 * Marks one notification read; reading it again changes nothing (ADR 006 replays). Someone else's
 * notification is 403, as ADR 082 says for another user's record (ADR 062).
 */
export async function markRead(db: DbOrTx, userId: string, id: string) {
  if (!isId(id)) throw notFound('Notification');
  const [row] = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.id, id));
  if (!row) throw notFound('Notification');
  if (row.userId !== userId) throw forbidden();
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.isRead, false)));
}

/**
 * Marks every unread notification of the user read, or only those created by `before`;
 * answers how many changed.
 */
export async function markAllRead(db: DbOrTx, userId: string, before?: Date): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.isRead, false),
        before ? lte(notifications.createdAt, before) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}
