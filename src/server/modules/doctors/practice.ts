import type { doctors } from '#server/db/schema/index';
import { ApiError } from '#server/lib/errors';
import { minutesOf } from '#shared/domain/availability';
import type { Settings } from '#shared/schemas/settings';

type Practice = Pick<
  typeof doctors.$inferInsert,
  | 'specialization'
  | 'qualifications'
  | 'clinicName'
  | 'experience'
  | 'licenseNumber'
  | 'consultationFee'
>;

/** The practice a doctor gives at sign-up and edits on their profile, as the doctor row keeps it. */
export const practiceOf = (input: Practice): Practice => ({
  specialization: input.specialization,
  qualifications: input.qualifications,
  clinicName: input.clinicName,
  experience: input.experience,
  licenseNumber: input.licenseNumber,
  consultationFee: input.consultationFee,
});

/** The administrator's fee range bounds the fee, which may be wider than the form's default (ADR 009). */
export function assertFeeInRange(fee: number, settings: Settings, path = 'consultationFee') {
  const { min, max } = settings.consultationFeeRange;
  if (fee < min || fee > max) {
    const message = `Consultation fee must be between ${min} and ${max} PKR`;
    throw new ApiError(400, message, { errors: [{ path, message }] });
  }
}

/** The default week of ADR 009: Monday to Friday, one interval over the working hours (clinic time). */
export const defaultWeek = (doctorId: string, settings: Settings) =>
  [1, 2, 3, 4, 5].map((weekday) => ({
    doctorId,
    weekday,
    startMinute: minutesOf(settings.workingHours.start),
    endMinute: minutesOf(settings.workingHours.end),
  }));
