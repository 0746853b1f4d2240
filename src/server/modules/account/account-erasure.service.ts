import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { DbOrTx } from '#server/db/client';
import {
  appointments,
  contactMessages,
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
import { afterCommit } from '../appointments/change-status';
import { audit } from '../audit/audit.service';
import { eraseDeskMember } from '../desk/desk-erasure';
import { lockDoctorSlots } from '../scheduling/waitlist-holds';
import { getSettings } from '../settings/settings.service';
import { uploadsDir } from '../uploads/uploads.service';
import { dropExportsOf } from './account-export.service';
import { cancelUpcoming, lockAccount, UPCOMING } from './erasure-cancellations';
import { erasureMatcher } from './erasure-matcher';
import { scrubLinkedRows } from './erasure-scope';

/** What stands for an erased person wherever their records stay (ADR 108). */
export const erasedLabel = (role: string, id: string) =>
  `Deleted ${role === 'doctor' ? 'doctor' : role === 'desk' ? 'desk member' : 'patient'} #${id.slice(0, 8)}`;

type Target = typeof users.$inferSelect;

async function targetOf(deps: Pick<Deps, 'db'>, id: string): Promise<Target> {
  if (!isId(id)) throw notFound('User');
  const [user] = await deps.db.select().from(users).where(eq(users.id, id));
  if (!user || user.deletedAt) throw notFound('User');
  return user;
}

/** The doctor's appointments still to come, which must be handled before the account goes. */
async function doctorHasUpcoming(db: DbOrTx, now: Date, userId: string) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(
      and(
        eq(doctors.userId, userId),
        inArray(appointments.status, [...UPCOMING]),
        gt(appointments.endTime, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * DELETE /account (the owner, a patient) and DELETE /admin/users/{id} (ADR 108): refuses what the
 * rules refuse, ends the sessions, then in one transaction cancels the upcoming appointments
 * through the one status path (refunds follow its policy) and erases and anonymises (ADR 139).
 */
export async function eraseAccount(deps: Deps, actor: UserActor, id: string) {
  const user = await targetOf(deps, id);
  const byOwner = actor.id === user.id;
  if (user.role === 'admin')
    throw new ApiError(403, ACCOUNT_MSG.adminDeletion, { code: 'ADMIN_ACCOUNT' });
  if (user.role === 'doctor') {
    if (byOwner) throw new ApiError(403, ACCOUNT_MSG.doctorDeletion, { code: 'DOCTOR_DELETION' });
    if (await doctorHasUpcoming(deps.db, deps.now(), user.id)) {
      throw conflict(ACCOUNT_MSG.doctorHasAppointments, 'DOCTOR_HAS_APPOINTMENTS');
    }
  }
  // ADR 139: the sessions end first, on their own, so that no new request of the account
  // starts a booking while the erasure runs; the transaction then waits for one already writing.
  await deps.db.delete(sessions).where(eq(sessions.userId, user.id));
  const { timezone } = await getSettings(deps.db);
  const label = erasedLabel(user.role, user.id);
  // The owner acts under the name being erased: their entries carry the label instead.
  const acting = byOwner ? { ...actor, name: label } : actor;
  const { changes, files } = await deps.db.transaction(async (tx) => {
    const locked = await lockAccount(tx, user.id, deps.now());
    if (!locked || locked.deletedAt) throw notFound('User');
    const [doctor] =
      user.role === 'doctor'
        ? await tx.select({ id: doctors.id }).from(doctors).where(eq(doctors.userId, user.id))
        : [];
    if (doctor) {
      // Bookings with the doctor take this lock: one made since the check above is seen here.
      await lockDoctorSlots(tx, doctor.id);
      if (await doctorHasUpcoming(tx, deps.now(), user.id)) {
        throw conflict(ACCOUNT_MSG.doctorHasAppointments, 'DOCTOR_HAS_APPOINTMENTS');
      }
    }
    const [profile] = await tx
      .select({ phone: patientProfiles.phone })
      .from(patientProfiles)
      .where(eq(patientProfiles.userId, user.id));
    // An address the account asked to change to is theirs too, unless an account holds it now.
    const proving = await tx
      .select({ email: emailTokens.email })
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.userId, user.id),
          sql`lower(${emailTokens.email}) not in (select lower(${users.email}) from ${users})`,
        ),
      );
    // Only identifiers that are this person's alone: the e-mail is unique, the phone is matched
    // inside their own rows only (a household may share one), a doctor's contact details may be
    // the clinic's and are not used (ADR 139).
    const addresses = [
      ...new Set([locked.email, ...proving.map((t) => t.email)].map((a) => a.toLowerCase())),
    ];
    const phones = profile?.phone ? [profile.phone] : [];
    const now = deps.now();
    // The name goes first: the notices and audit entries of the cancellations below carry the
    // label, never the name (ADR 139).
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
    const changes = await cancelUpcoming(tx, deps, acting, user.id, timezone);
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
    if (doctor) {
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
        .where(eq(doctors.id, doctor.id));
    }
    await tx.update(reviews).set({ isAnonymous: true }).where(eq(reviews.patientId, user.id));
    if (user.role === 'desk') await eraseDeskMember(tx, user.id, label, now);
    const match = erasureMatcher({ name: locked.name, addresses, phones }, label);
    await scrubLinkedRows(tx, {
      userId: user.id,
      doctorId: doctor?.id ?? null,
      addresses,
      label,
      match,
    });
    // A session opened since the first delete (a sign-in racing it) goes too.
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, user.id));
    await tx.delete(notifications).where(eq(notifications.userId, user.id));
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.patientId, user.id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx
      .delete(emailTokens)
      .where(or(eq(emailTokens.userId, user.id), eq(emailTokens.email, user.email)));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    // Buckets keyed by the address or the account, as a whole part of the key (`login:email:…`,
    // `login:email-ip:…|ip`), never another address that contains this one.
    const bucket = sql`':' || replace(lower(${rateLimitEvents.bucket}), '|', ':') || ':'`;
    await tx
      .delete(rateLimitEvents)
      .where(or(...[...addresses, user.id].map((t) => sql`strpos(${bucket}, ${`:${t}:`}) > 0`)));
    // What they wrote from the contact page, from an address of theirs (ADR 144): theirs to erase.
    await tx
      .delete(contactMessages)
      .where(inArray(sql`lower(${contactMessages.email})`, addresses));
    await dropExportsOf(tx, user.id);
    const removed = await tx.delete(uploads).where(eq(uploads.userId, user.id)).returning();
    const cancelled = `${changes.length} upcoming appointment(s) cancelled`;
    await audit(
      deps,
      acting,
      {
        action: 'delete',
        resource: 'user',
        resourceId: user.id,
        details: byOwner
          ? `Account deleted by its owner; ${cancelled}`
          : `Account deleted by the administrator on request; ${cancelled}`,
        account: byOwner ? { id: user.id, name: label, role: user.role } : undefined,
      },
      tx,
    );
    return { changes, files: removed.map((r) => r.storageKey) };
  });
  // The cancellations' notices, refunds and freed slots, once committed (ADR 107, ADR 094).
  for (const change of changes) await afterCommit(deps, change);
  for (const key of files) {
    await rm(join(uploadsDir(deps.env.dataDir), key), { force: true });
  }
  return { cancelledAppointments: changes.length };
}
