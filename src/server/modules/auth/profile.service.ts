import { eq } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { Db } from '#server/db/client';
import { doctors, patientProfiles, users } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { conflict, MESSAGES, notFound } from '#server/lib/errors';
import { parseOrThrow } from '#server/lib/validate';
import { normalizePhone } from '#shared/domain/phone-number';
import {
  EMPTY_EMERGENCY_CONTACT,
  EMPTY_MEDICAL_HISTORY,
  NameUpdateSchema,
  type PatientProfile,
  patientProfileUpdateSchema,
} from '#shared/schemas/patient';
import { audit } from '../audit/audit.service';
import { toUser } from './auth.service';

/** The patient's profile as PUT takes it, its phones stored in E.164 (ADR 102). */
export const PatientProfileUpdateSchema = patientProfileUpdateSchema(normalizePhone);

const emptyAddress = { street: '', city: '', state: '', zipCode: '', country: '' };

/** The later of the two rows' change times: what an edit's `updatedAt` is compared with. */
const versionOf = (user: { updatedAt: Date }, profile?: { updatedAt: Date } | null) =>
  new Date(Math.max(user.updatedAt.getTime(), profile?.updatedAt.getTime() ?? 0));

/** GET /auth/profile. */
export async function getProfile({ db }: Pick<Deps, 'db'>, auth: Pick<UserActor, 'id'>) {
  const [user] = await db.select().from(users).where(eq(users.id, auth.id));
  if (!user) throw notFound('User');
  if (user.role === 'doctor') {
    const [doctor] = await db.select().from(doctors).where(eq(doctors.userId, user.id));
    return { ...toUser(user, doctor), updatedAt: versionOf(user).toISOString() };
  }
  if (user.role !== 'patient') return { ...toUser(user), updatedAt: versionOf(user).toISOString() };
  const [p] = await db.select().from(patientProfiles).where(eq(patientProfiles.userId, user.id));
  const profile: PatientProfile & ReturnType<typeof toUser> = {
    ...toUser(user),
    updatedAt: versionOf(user, p).toISOString(),
    role: 'patient',
    phone: p?.phone ?? '',
    dateOfBirth: p?.dateOfBirth ?? '',
    gender: p?.gender ?? '',
    bloodGroup: p?.bloodGroup ?? '',
    address: { ...emptyAddress, ...p?.address },
    emergencyContact: { ...EMPTY_EMERGENCY_CONTACT, ...p?.emergencyContact },
    medicalHistory: { ...EMPTY_MEDICAL_HISTORY, ...p?.medicalHistory },
    profilePicture: p?.profilePictureUrl ? { url: p.profilePictureUrl } : null,
  };
  return profile;
}

/**
 * PUT /auth/profile: a patient saves the whole profile; other roles may change their name. The
 * body's schema depends on the caller's role, so it is checked here rather than by the route.
 */
export async function updateProfile(deps: Deps, auth: UserActor, body: unknown) {
  const { db, now } = deps;
  if (auth.role !== 'patient') {
    const { name, updatedAt } = parseOrThrow(NameUpdateSchema, body);
    await db.transaction(async (tx) => {
      const next = await nextVersion(tx, auth.id, updatedAt, now());
      await tx.update(users).set({ name, updatedAt: next }).where(eq(users.id, auth.id));
    });
  } else {
    const input = parseOrThrow(PatientProfileUpdateSchema, body);
    const fields = {
      phone: input.phone,
      dateOfBirth: input.dateOfBirth || null,
      gender: input.gender || null,
      bloodGroup: input.bloodGroup || null,
      address: { ...emptyAddress, ...input.address },
      emergencyContact: { ...EMPTY_EMERGENCY_CONTACT, ...input.emergencyContact },
      medicalHistory: { ...EMPTY_MEDICAL_HISTORY, ...input.medicalHistory },
    };
    await db.transaction(async (tx) => {
      const updatedAt = await nextVersion(tx, auth.id, input.updatedAt, now());
      await tx.update(users).set({ name: input.name, updatedAt }).where(eq(users.id, auth.id));
      await tx
        .insert(patientProfiles)
        .values({ userId: auth.id, ...fields, updatedAt })
        .onConflictDoUpdate({ target: patientProfiles.userId, set: { ...fields, updatedAt } });
    });
  }
  await audit(deps, auth, {
    action: 'update',
    resource: 'profile',
    resourceId: auth.id,
    details: 'Profile updated',
  });
  return getProfile(deps, auth);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The version this save writes. An edit that names the version it started from is refused when
 * the stored profile changed after it (another device, the photo, a second tab): the user is
 * told and keeps their text, rather than one copy silently replacing the other. The user row is
 * locked first, so two saves of one profile are checked one after the other, and each save's
 * version is later than the last even within one millisecond.
 */
async function nextVersion(tx: Tx, userId: string, base: string | undefined, now: Date) {
  const [user] = await tx
    .select({ updatedAt: users.updatedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw notFound('User');
  const [p] = await tx
    .select({ updatedAt: patientProfiles.updatedAt })
    .from(patientProfiles)
    .where(eq(patientProfiles.userId, userId));
  const current = versionOf(user, p).getTime();
  if (base !== undefined && current > Date.parse(base)) {
    throw conflict(MESSAGES.profileChangedElsewhere, 'PROFILE_CHANGED');
  }
  return new Date(Math.max(now.getTime(), current + 1));
}
