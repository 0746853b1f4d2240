import * as v from 'valibot';
import type { Deps } from '#server/context';
import type { Tx } from '#server/db/client';
import { doctorAvailability, doctors, patientProfiles, users } from '#server/db/schema/index';
import type { Actor } from '#server/lib/actor';
import { ApiError, conflict } from '#server/lib/errors';
import { hashPassword } from '#server/lib/password';
import {
  DOCTOR_FEE_DEFAULT,
  DoctorRegistrationSchema,
  type PatientRegistrationSchema,
} from '#shared/schemas/auth';
import type { User } from '#shared/schemas/user';
import { audit } from '../audit/audit.service';
import { assertFeeInRange, defaultWeek, practiceOf } from '../doctors/practice';
import { keepSignUpLanguage } from '../messaging/reader-language';
import { getSettings } from '../settings/settings.service';
import { EMAIL_TAKEN, findUserByEmail, isUniqueViolation, toUser } from './auth.service';
import { mailProofLink } from './email-proof.service';
import { limits, releaseAttempt, takeAttempt } from './rate-limit';

export { EMAIL_TAKEN };

const FEE_NOT_WHOLE = 'Consultation fee must be a whole number of PKR';

/**
 * The shared schema bounds the fee by the default range (500 to 5000), the form's rule. The
 * server bounds it by the settings' consultationFeeRange instead (ADR 009), which the administrator
 * may widen, so here the schema only asks for a whole number and registerDoctor checks the range.
 */
export const ServerDoctorRegistrationSchema = v.object({
  ...DoctorRegistrationSchema.entries,
  consultationFee: v.optional(
    v.pipe(v.number(FEE_NOT_WHOLE), v.integer(FEE_NOT_WHOLE)),
    DOCTOR_FEE_DEFAULT,
  ),
});

type UserRow = typeof users.$inferSelect;
type NewAccount = { name: string; email: string; password: string };

/**
 * ADR 009 and ADR 014: registration may be closed, is rate-limited, and says when an e-mail is
 * taken. Answers the settings, which the doctor's registration reads too.
 */
async function assertRegistrationOpen(deps: Deps, actor: Actor, email: string) {
  const { db, now } = deps;
  // Counted first and taken back unless the e-mail was taken, so parallel probes cannot all pass.
  const attempt = await takeAttempt(db, limits('register', email, actor.ip ?? 'unknown'), now());
  const settings = await getSettings(db);
  if (!settings.allowRegistration) {
    await releaseAttempt(db, attempt);
    throw new ApiError(403, 'Registration is currently closed', { code: 'REGISTRATION_CLOSED' });
  }
  if (await findUserByEmail(db, email)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
  await releaseAttempt(db, attempt);
  return settings;
}

/**
 * The account and what its role adds, in one transaction. Two sign-ups with one e-mail at once
 * both pass the check above; the unique index turns the second into the same 409.
 */
async function createAccount<T>(
  deps: Deps,
  input: NewAccount,
  account: Pick<typeof users.$inferInsert, 'role' | 'status' | 'isVerified' | 'emailVerifiedAt'>,
  rest: (tx: Tx, user: UserRow) => Promise<T>,
): Promise<T> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ name: input.name, email: input.email, passwordHash, ...account })
        .returning();
      return rest(tx, user);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
    throw error;
  }
}

/** The new account is the one the audit entry is about: the caller is not signed in. */
const accountOf = (user: UserRow) => ({ id: user.id, name: user.name, role: user.role });

/** POST /auth/patient/register: a patient can sign in at once. */
export async function registerPatient(
  deps: Deps,
  actor: Actor,
  input: v.InferOutput<typeof PatientRegistrationSchema>,
): Promise<User> {
  await assertRegistrationOpen(deps, actor, input.email);
  const user = await createAccount(
    deps,
    input,
    { role: 'patient', isVerified: true, emailVerifiedAt: null },
    async (tx, user) => {
      await tx.insert(patientProfiles).values({ userId: user.id });
      await keepSignUpLanguage(tx, user.id, actor.language, deps.now());
      return user;
    },
  );
  // The account works at once; until the link is opened, no reminders go to the address (ADR 108).
  await mailProofLink(deps, {
    userId: user.id,
    name: user.name,
    email: user.email,
    purpose: 'verify',
    language: actor.language,
  });
  await audit(deps, actor, {
    action: 'create',
    resource: 'user',
    resourceId: user.id,
    details: `Patient registered: ${user.email}`,
    account: accountOf(user),
  });
  return toUser(user);
}

/**
 * POST /auth/doctor/register: a doctor starts pending verification, with the default week of
 * ADR 009.
 */
export async function registerDoctor(
  deps: Deps,
  actor: Actor,
  input: v.InferOutput<typeof ServerDoctorRegistrationSchema>,
): Promise<User> {
  const settings = await assertRegistrationOpen(deps, actor, input.email);
  assertFeeInRange(input.consultationFee, settings);
  const { user, doctor } = await createAccount(
    deps,
    input,
    { role: 'doctor', status: 'pending', isVerified: false },
    async (tx, user) => {
      const [doctor] = await tx
        .insert(doctors)
        .values({ userId: user.id, ...practiceOf(input), verificationStatus: 'pending' })
        .returning();
      await tx.insert(doctorAvailability).values(defaultWeek(doctor.id, settings));
      await keepSignUpLanguage(tx, user.id, actor.language, deps.now());
      return { user, doctor };
    },
  );
  await audit(deps, actor, {
    action: 'create',
    resource: 'doctor',
    resourceId: doctor.id,
    details: `Doctor registered: ${user.email} (${doctor.specialization})`,
    account: accountOf(user),
  });
  return toUser(user, doctor);
}
