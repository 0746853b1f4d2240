import { and, eq, isNull, or } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { Db, Tx } from '#server/db/client';
import { doctorAvailability, doctors, sessions, users } from '#server/db/schema/index';
import type { Actor } from '#server/lib/actor';
import { conflict, notFound } from '#server/lib/errors';
import { notificationData } from '#shared/domain/notification-texts';
import { ADMIN_DOCTOR_MSG, type AdminDoctor } from '#shared/schemas/admin-doctors';
import { isId } from '#shared/schemas/common';
import type { Settings } from '#shared/schemas/settings';
import { audit } from '../audit/audit.service';
import { defaultWeek } from '../doctors/practice';
import { recordNotification } from '../notifications/notifications.service';
import { forgetEndedSessions } from '../push/push.service';
import { getSettings } from '../settings/settings.service';
import { adminDoctor } from './admin-doctors.view';

/** The doctor and its account, locked for the decision; 404 'Doctor not found'. */
async function lockDoctor(tx: Tx, id: string) {
  if (!isId(id)) throw notFound('Doctor');
  const [row] = await tx
    .select({
      id: doctors.id,
      userId: doctors.userId,
      status: doctors.verificationStatus,
      name: users.name,
      email: users.email,
      accountStatus: users.status,
    })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(or(eq(doctors.id, id), eq(doctors.userId, id)))
    .for('update');
  if (!row) throw notFound('Doctor');
  return row;
}

/**
 * ADR 009: a verified doctor works the default hours (Monday to Friday, workingHours) unless they
 * already have a week; registration gives them one, this covers a week emptied since.
 */
async function ensureDefaultWeek(tx: Tx, doctorId: string, settings: Settings) {
  const [any] = await tx
    .select({ id: doctorAvailability.id })
    .from(doctorAvailability)
    .where(eq(doctorAvailability.doctorId, doctorId))
    .limit(1);
  if (any) return false;
  await tx.insert(doctorAvailability).values(defaultWeek(doctorId, settings));
  return true;
}

async function answer(db: Db, id: string): Promise<AdminDoctor> {
  const doctor = await adminDoctor(db, id);
  if (!doctor) throw notFound('Doctor');
  return doctor;
}

/**
 * POST /admin/doctors/{id}/verify: pending or rejected becomes verified, the account active
 * (a blocked one stays blocked), and the doctor is listed in search at once (the doctors
 * trigger sets `listed`). The doctor is told by notification and e-mail.
 */
export async function verifyDoctor(
  deps: Deps,
  actor: Actor,
  { id }: { id: string },
): Promise<AdminDoctor> {
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const settings = await getSettings(deps.db);
  const afterCommit = await deps.db.transaction(async (tx) => {
    const row = await lockDoctor(tx, id);
    if (row.status === 'verified')
      throw conflict(ADMIN_DOCTOR_MSG.alreadyVerified, 'ALREADY_VERIFIED');
    const at = deps.now();
    await tx
      .update(users)
      .set({
        isVerified: true,
        status: row.accountStatus === 'blocked' ? 'blocked' : 'active',
        updatedAt: at,
      })
      .where(eq(users.id, row.userId));
    await tx
      .update(doctors)
      .set({ verificationStatus: 'verified', rejectionReason: null, verifiedAt: at, updatedAt: at })
      .where(eq(doctors.id, row.id));
    const seeded = await ensureDefaultWeek(tx, row.id, settings);
    await audit(
      deps,
      actor,
      {
        action: 'verify',
        resource: 'doctor',
        resourceId: row.id,
        details: `Doctor verified: ${row.name} <${row.email}> (was ${row.status})${seeded ? '; default working hours set' : ''}`,
      },
      tx,
    );
    return recordNotification(
      deps,
      {
        userId: row.userId,
        email: row.email,
        data: notificationData('DOCTOR_VERIFIED', {}),
        timeZone: settings.timezone,
      },
      tx,
    );
  });
  await afterCommit();
  return answer(deps.db, id);
}

/**
 * POST /admin/doctors/{id}/reject: the application becomes rejected with the reason (ADR 002),
 * which sign-in then gives. A doctor verified before loses the listing and every open session.
 */
export async function rejectDoctor(
  deps: Deps,
  actor: Actor,
  { id, reason }: { id: string; reason: string },
): Promise<AdminDoctor> {
  const settings = await getSettings(deps.db);
  const afterCommit = await deps.db.transaction(async (tx) => {
    const row = await lockDoctor(tx, id);
    if (row.status === 'rejected')
      throw conflict(ADMIN_DOCTOR_MSG.alreadyRejected, 'ALREADY_REJECTED');
    const at = deps.now();
    await tx
      .update(users)
      .set({
        isVerified: false,
        status: row.accountStatus === 'blocked' ? 'blocked' : 'pending',
        updatedAt: at,
      })
      .where(eq(users.id, row.userId));
    await tx
      .update(doctors)
      .set({
        verificationStatus: 'rejected',
        rejectionReason: reason,
        verifiedAt: null,
        updatedAt: at,
      })
      .where(eq(doctors.id, row.id));
    await tx
      .update(sessions)
      .set({ endedAt: at, endReason: 'application rejected' })
      .where(and(eq(sessions.userId, row.userId), isNull(sessions.endedAt)));
    await forgetEndedSessions(tx, row.userId, at);
    await audit(
      deps,
      actor,
      {
        action: 'reject',
        resource: 'doctor',
        resourceId: row.id,
        details: `Doctor application rejected: ${row.name} <${row.email}> (was ${row.status}). Reason: ${reason}`,
      },
      tx,
    );
    return recordNotification(
      deps,
      {
        userId: row.userId,
        email: row.email,
        data: notificationData('DOCTOR_REJECTED', { reason }),
        timeZone: settings.timezone,
      },
      tx,
    );
  });
  await afterCommit();
  return answer(deps.db, id);
}
