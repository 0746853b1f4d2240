import * as v from 'valibot';

export const SPECIALTIES = [
  'Cardiology',
  'Pediatrics',
  'Neurology',
  'Ophthalmology',
  'Dentistry',
  'General Medicine',
] as const;

export const DOCTOR_FEE_MIN = 500;
export const DOCTOR_FEE_MAX = 5000;
export const DOCTOR_FEE_DEFAULT = 1500;
export const DOCTOR_TEXT_MAX = 200;
export const DOCTOR_EXPERIENCE_MAX = 70;

export const DOCTOR_MSG = {
  required: 'Please fill in all required fields',
  fee: 'Consultation fee must be between 500 and 5000 PKR',
  experience: 'Experience must be a whole number of years, 0 or more',
} as const;

const requiredText = v.pipe(
  v.string(DOCTOR_MSG.required),
  v.trim(),
  v.nonEmpty(DOCTOR_MSG.required),
  v.maxLength(DOCTOR_TEXT_MAX, `Please keep this under ${DOCTOR_TEXT_MAX} characters`),
);

/** The doctor fields of registration, shared by the sign-up form and the server. */
export const DoctorRegistrationFields = {
  specialization: requiredText,
  qualifications: requiredText,
  clinicName: requiredText,
  experience: v.pipe(
    v.number(DOCTOR_MSG.required),
    v.integer(DOCTOR_MSG.experience),
    v.minValue(0, DOCTOR_MSG.experience),
    v.maxValue(DOCTOR_EXPERIENCE_MAX, DOCTOR_MSG.experience),
  ),
  licenseNumber: requiredText,
  consultationFee: v.optional(
    v.pipe(
      v.number(DOCTOR_MSG.fee),
      v.integer(DOCTOR_MSG.fee),
      v.minValue(DOCTOR_FEE_MIN, DOCTOR_MSG.fee),
      v.maxValue(DOCTOR_FEE_MAX, DOCTOR_MSG.fee),
    ),
    DOCTOR_FEE_DEFAULT,
  ),
};

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type TimeRange = { startTime: string; endTime: string };
export type WeeklyAvailability = Record<Weekday, { isAvailable: boolean; slots: TimeRange[] }>;
