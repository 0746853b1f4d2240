import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv, AuthUser } from '#server/context';
import type { Db } from '#server/db/client';
import { doctors, patientProfiles, users } from '#server/db/schema/index';
import { ApiError, MESSAGES, notFound } from '#server/lib/errors';
import { parseOrThrow } from '#server/lib/validate';
import {
  NameUpdateSchema,
  type PatientProfile,
  PatientProfileUpdateSchema,
} from '#shared/schemas/patient';
import { audit } from '../audit/audit.service';
import { toUser } from './auth.service';

const emptyAddress = { street: '', city: '', state: '', zipCode: '', country: '' };
const emptyContact = { name: '', relationship: '', phone: '', email: '' };
const emptyHistory = {
  conditions: [],
  allergies: [],
  medications: [],
  surgeries: [],
  familyHistory: [],
};

export async function getProfile(db: Db, auth: AuthUser) {
  const [user] = await db.select().from(users).where(eq(users.id, auth.id));
  if (!user) throw notFound('User');
  if (user.role === 'doctor') {
    const [doctor] = await db.select().from(doctors).where(eq(doctors.userId, user.id));
    return toUser(user, doctor);
  }
  if (user.role !== 'patient') return toUser(user);
  const [p] = await db.select().from(patientProfiles).where(eq(patientProfiles.userId, user.id));
  const profile: PatientProfile & ReturnType<typeof toUser> = {
    ...toUser(user),
    role: 'patient',
    phone: p?.phone ?? '',
    dateOfBirth: p?.dateOfBirth ?? '',
    gender: p?.gender ?? '',
    bloodGroup: p?.bloodGroup ?? '',
    address: { ...emptyAddress, ...p?.address },
    emergencyContact: { ...emptyContact, ...p?.emergencyContact },
    medicalHistory: { ...emptyHistory, ...p?.medicalHistory },
    profilePicture: p?.profilePictureUrl ? { url: p.profilePictureUrl } : null,
  };
  return profile;
}

/** PUT /auth/profile: a patient saves the whole profile; other roles may change their name. */
export async function updateProfile(c: Context<AppEnv>, auth: AuthUser) {
  const { db, now } = c.get('deps');
  const media = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  let body: unknown;
  try {
    if (media !== 'application/json') throw new Error('not JSON');
    body = await c.req.json();
  } catch {
    throw new ApiError(400, MESSAGES.invalidJson);
  }
  if (auth.role !== 'patient') {
    const { name } = parseOrThrow(NameUpdateSchema, body);
    await db.update(users).set({ name, updatedAt: now() }).where(eq(users.id, auth.id));
  } else {
    const input = parseOrThrow(PatientProfileUpdateSchema, body);
    const fields = {
      phone: input.phone,
      dateOfBirth: input.dateOfBirth || null,
      gender: input.gender || null,
      bloodGroup: input.bloodGroup || null,
      address: { ...emptyAddress, ...input.address },
      emergencyContact: { ...emptyContact, ...input.emergencyContact },
      medicalHistory: { ...emptyHistory, ...input.medicalHistory },
      updatedAt: now(),
    };
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ name: input.name, updatedAt: now() })
        .where(eq(users.id, auth.id));
      await tx
        .insert(patientProfiles)
        .values({ userId: auth.id, ...fields })
        .onConflictDoUpdate({ target: patientProfiles.userId, set: fields });
    });
  }
  await audit(c, {
    action: 'update',
    resource: 'profile',
    resourceId: auth.id,
    details: 'Profile updated',
  });
  return getProfile(db, auth);
}
