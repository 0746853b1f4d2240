import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { Tx } from '#server/db/client';
import {
  appointments,
  doctors,
  emailTokens,
  familyMembers,
  idempotencyKeys,
  notificationPreferences,
  notifications,
  passwordResetTokens,
  patientProfiles,
  pushSubscriptions,
  rateLimitEvents,
  reviews,
  sessions,
  uploads,
  users,
  waitlistEntries,
} from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { ApiError, conflict, notFound } from '#server/lib/errors';
import { ACCOUNT_MSG } from '#shared/schemas/account';
import { isId } from '#shared/schemas/common';
import { changeStatus } from '../appointments/change-status';
import { audit } from '../audit/audit.service';
import { uploadsDir } from '../uploads/uploads.service';
import { dropExportsOf } from './account-export.service';

const UPCOMING = ['pending', 'scheduled'] as const;

/** What stands for an erased person wherever their records stay (ADR 108). */
export const erasedLabel = (role: string, id: string) =>
  `Deleted ${role === 'doctor' ? 'doctor' : 'patient'} #${id.slice(0, 8)}`;

/**
 * Free-text columns where an erased person's name, e-mail or phone may have been written by the
 * server (notices, mails, messages, the audit log, stored answers) or typed by someone (notes,
 * reasons). Each is rewritten with the label; jsonb ones through their text.
 */
const TEXT_COLUMNS: [table: string, column: string, json?: true][] = [
  ['audit_logs', 'user_name'],
  ['audit_logs', 'details'],
  ['outgoing_mail', 'to'],
  ['outgoing_mail', 'subject'],
  ['outgoing_mail', 'text'],
  ['outgoing_messages', 'to'],
  ['outgoing_messages', 'text'],
  ['outgoing_messages', 'template_params', true],
  ['idempotency_keys', 'response_body'],
  ['payments', 'provider_response'],
  ['patient_notes', 'notes'],
  ['family_member_notes', 'notes'],
  ['visit_summary_versions', 'diagnosis'],
  ['visit_summary_versions', 'advice'],
  ['appointments', 'reason'],
  ['appointments', 'notes'],
  ['appointments', 'cancellation_reason'],
  ['reviews', 'title'],
  ['reviews', 'review'],
  ['reviews', 'doctor_response'],
];

function replaceIn(
  table: string,
  column: string,
  json: boolean | undefined,
  needle: string,
  label: string,
  only?: SQL,
) {
  const col = sql.identifier(column);
  const asText = json ? sql`${col}::text` : sql`${col}`;
  const value = sql`replace(${asText}, ${needle}, ${label})`;
  return sql`update ${sql.identifier(table)} set ${col} = ${json ? sql`${value}::jsonb` : value}
    where strpos(${asText}, ${needle}) > 0${only ? sql` and ${only}` : sql``}`;
}

/**
 * Replaces the person's identifiers in every free-text column. E-mail and phone are unique, so
 * they go everywhere; the name goes everywhere but in other people's notifications, where only
 * those about this person's appointments are rewritten (another patient may share the name).
 */
async function scrub(tx: Tx, needles: string[], label: string, userId: string, name: string) {
  await tx.execute(sql`select set_config('mashwara.erasure', 'on', true)`);
  for (const needle of needles) {
    for (const [table, column, json] of TEXT_COLUMNS) {
      await tx.execute(replaceIn(table, column, json, needle, label));
    }
    const linked =
      needle === name
        ? sql`(user_id = ${userId} or appointment_id in (select id from appointments where patient_id = ${userId}))`
        : undefined;
    for (const column of ['title', 'message']) {
      await tx.execute(replaceIn('notifications', column, false, needle, label, linked));
    }
    await tx.execute(replaceIn('notifications', 'data', true, needle, label, linked));
  }
}

type Target = typeof users.$inferSelect;

async function targetOf(deps: Pick<Deps, 'db'>, id: string): Promise<Target> {
  if (!isId(id)) throw notFound('User');
  const [user] = await deps.db.select().from(users).where(eq(users.id, id));
  if (!user || user.deletedAt) throw notFound('User');
  return user;
}

/** The doctor's appointments still to come, which must be handled before the account goes. */
async function doctorHasUpcoming(deps: Pick<Deps, 'db' | 'now'>, userId: string) {
  const [row] = await deps.db
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(
      and(
        eq(doctors.userId, userId),
        inArray(appointments.status, [...UPCOMING]),
        gt(appointments.endTime, deps.now()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * DELETE /account (the owner, a patient) and DELETE /admin/users/{id} (ADR 108): refuses what the
 * rules refuse, cancels the upcoming appointments through the one status path (refunds follow
 * its policy), then erases and anonymises in one transaction.
 */
export async function eraseAccount(deps: Deps, actor: UserActor, id: string) {
  const user = await targetOf(deps, id);
  const byOwner = actor.id === user.id;
  if (user.role === 'admin')
    throw new ApiError(403, ACCOUNT_MSG.adminDeletion, { code: 'ADMIN_ACCOUNT' });
  if (user.role === 'doctor') {
    if (byOwner) throw new ApiError(403, ACCOUNT_MSG.doctorDeletion, { code: 'DOCTOR_DELETION' });
    if (await doctorHasUpcoming(deps, user.id)) {
      throw conflict(ACCOUNT_MSG.doctorHasAppointments, 'DOCTOR_HAS_APPOINTMENTS');
    }
  }
  const upcoming = await deps.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.patientId, user.id),
        inArray(appointments.status, [...UPCOMING]),
        gt(appointments.endTime, deps.now()),
      ),
    );
  for (const { id: appointmentId } of upcoming) {
    try {
      await changeStatus(deps, actor, appointmentId, 'cancelled', 'Account deleted');
    } catch (error) {
      // Cancelled meanwhile by someone else: nothing left to do for that one.
      if (!(error instanceof ApiError && error.status === 409)) throw error;
    }
  }
  const [profile] = await deps.db
    .select()
    .from(patientProfiles)
    .where(eq(patientProfiles.userId, user.id));
  const label = erasedLabel(user.role, user.id);
  const needles = [user.name, user.email, profile?.phone].filter((s): s is string => Boolean(s));
  const files = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    await tx
      .update(users)
      .set({
        name: label,
        // Not an address, and unique: the e-mail is free to register again.
        email: `deleted-${user.id}`,
        passwordHash: '!',
        status: 'blocked',
        isVerified: false,
        emailVerifiedAt: null,
        lastLogin: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await tx
      .update(patientProfiles)
      .set({
        phone: null,
        dateOfBirth: null,
        gender: null,
        bloodGroup: null,
        address: null,
        emergencyContact: null,
        medicalHistory: null,
        profilePictureUrl: null,
        updatedAt: now,
      })
      .where(eq(patientProfiles.userId, user.id));
    await tx
      .update(familyMembers)
      .set({
        name: sql`'Deleted family member #' || left(${familyMembers.id}::text, 8)`,
        dateOfBirth: null,
        gender: null,
        bloodGroup: null,
        emergencyContact: null,
        medicalHistory: null,
        updatedAt: now,
        deletedAt: sql`coalesce(${familyMembers.deletedAt}, ${now})`,
      })
      .where(eq(familyMembers.userId, user.id));
    if (user.role === 'doctor') {
      await tx
        .update(doctors)
        .set({
          listed: false,
          verificationStatus: 'rejected',
          rejectionReason: 'Account deleted',
          contactInfo: null,
          about: '',
          profilePictureUrl: null,
          searchText: '',
          updatedAt: now,
        })
        .where(eq(doctors.userId, user.id));
    }
    await tx.update(reviews).set({ isAnonymous: true }).where(eq(reviews.patientId, user.id));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, user.id));
    await tx.delete(notifications).where(eq(notifications.userId, user.id));
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.patientId, user.id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx
      .delete(emailTokens)
      .where(or(eq(emailTokens.userId, user.id), eq(emailTokens.email, user.email)));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    await tx
      .delete(rateLimitEvents)
      .where(sql`strpos(${rateLimitEvents.bucket}, ${user.email}) > 0`);
    await dropExportsOf(tx, user.id);
    const removed = await tx.delete(uploads).where(eq(uploads.userId, user.id)).returning();
    await scrub(tx, needles, label, user.id, user.name);
    await audit(
      deps,
      actor,
      {
        action: 'delete',
        resource: 'user',
        resourceId: user.id,
        details: byOwner
          ? `Account deleted by its owner; ${upcoming.length} upcoming appointment(s) cancelled`
          : `Account deleted by the administrator on request; ${upcoming.length} upcoming appointment(s) cancelled`,
        // The owner acts under the name just erased: the entry carries the label instead.
        account: byOwner ? { id: user.id, name: label, role: user.role } : undefined,
      },
      tx,
    );
    return removed.map((r) => r.storageKey);
  });
  for (const key of files) {
    await rm(join(uploadsDir(deps.env.dataDir), key), { force: true });
  }
  return { cancelledAppointments: upcoming.length };
}
