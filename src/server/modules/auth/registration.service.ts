import * as v from 'valibot';
import type { Db } from '#server/db/client';
import { doctorAvailability, doctors, patientProfiles, users } from '#server/db/schema/index';
import { ApiError, conflict } from '#server/lib/errors';
import { hashPassword } from '#server/lib/password';
import {
  DOCTOR_FEE_DEFAULT,
  DoctorRegistrationSchema,
  type PatientRegistrationSchema,
} from '#shared/schemas/auth';
import type { Settings } from '#shared/schemas/settings';

export const EMAIL_TAKEN = 'An account with this email already exists';
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

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function registerPatient(
  db: Db,
  input: v.InferOutput<typeof PatientRegistrationSchema>,
) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          passwordHash,
          role: 'patient',
          isVerified: true,
        })
        .returning();
      await tx.insert(patientProfiles).values({ userId: user.id });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
    throw error;
  }
}

/**
 * A doctor starts pending verification, with the default availability of ADR 009:
 * Monday to Friday, one interval from workingHours.start to workingHours.end (clinic time).
 */
export async function registerDoctor(
  db: Db,
  input: v.InferOutput<typeof ServerDoctorRegistrationSchema>,
  settings: Settings,
) {
  const { min, max } = settings.consultationFeeRange;
  if (input.consultationFee < min || input.consultationFee > max) {
    const message = `Consultation fee must be between ${min} and ${max} PKR`;
    throw new ApiError(400, message, { errors: [{ path: 'consultationFee', message }] });
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          passwordHash,
          role: 'doctor',
          status: 'pending',
          isVerified: false,
        })
        .returning();
      const [doctor] = await tx
        .insert(doctors)
        .values({
          userId: user.id,
          specialization: input.specialization,
          qualifications: input.qualifications,
          clinicName: input.clinicName,
          experience: input.experience,
          licenseNumber: input.licenseNumber,
          consultationFee: input.consultationFee,
          verificationStatus: 'pending',
        })
        .returning();
      const start = toMinutes(settings.workingHours.start);
      const end = toMinutes(settings.workingHours.end);
      await tx.insert(doctorAvailability).values(
        [1, 2, 3, 4, 5].map((weekday) => ({
          doctorId: doctor.id,
          weekday,
          startMinute: start,
          endMinute: end,
        })),
      );
      return { user, doctor };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
    throw error;
  }
}
