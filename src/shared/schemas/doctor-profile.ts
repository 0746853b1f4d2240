import * as v from 'valibot';
import { isDateOnly } from '../domain/date-only';
import { webAddress } from '../domain/web-address';
import { lineList, multiLine, optionalLine, requiredText, singleLine } from './common';
import { DOCTOR_EXPERIENCE_MAX, DOCTOR_GENDERS, DOCTOR_MSG, DOCTOR_TEXT_MAX } from './doctor';
import { PHONE_MSG, type PhoneRule, phoneField } from './phone';
import { practicesSchema } from './practice';
import { missingRequired, PROFILE_REQUIRED } from './profile-required';
import { NameSchema, optionalEmail } from './user';
import { CITY_MAX, HOURS_MSG, WeeklyAvailabilitySchema } from './weekly-hours';

// ADR 130: kept apart so a screen can name them without loading the schemas below.
export {
  DEFAULT_NEW_SLOT,
  missingRequired,
  PROFILE_REQUIRED,
  type RequiredProfileField,
} from './profile-required';
export {
  CITY_MAX,
  DAY_SLOTS_MAX,
  DayAvailabilitySchema,
  TimeRangeSchema,
  WeeklyAvailabilitySchema,
} from './weekly-hours';

export const ABOUT_MAX = 2000;
export const PROFILE_LIST_MAX = 30;
export const PROFILE_ITEM_MAX = 200;
export const TIME_OFF_REASON_MAX = 200;
export const PROFILE_MSG = {
  education:
    'Please complete all education fields (degree, institution, and year) or remove incomplete entries.',
  feeWhole: 'Consultation fee must be a whole number of PKR',
  ...HOURS_MSG,
  itemLong: 'Please keep each entry under 200 characters',
  textLong: 'Please keep this under 200 characters',
  aboutLong: 'Please keep the description under 2000 characters',
  invalidEmail: 'Please enter a valid email address.',
  timeOffDate: 'Please choose a valid date',
  timeOffOrder: 'The time off must end on or after the day it starts',
  timeOffReasonLong: 'Please keep the reason under 200 characters',
  required: 'Please fill in the following required fields:',
  website: 'Please enter a website address such as https://www.example.pk',
  gender: 'Please choose male, female or other',
  version: 'The version must be the updatedAt of the profile you edited',
  /** ADR 114: a save made from an older copy of the profile. */
  stale: 'Your profile was changed elsewhere. Reload it and try again.',
} as const;

/** The doctor is told every missing field at once, not one per attempt. */
export const requiredFieldsMessage = (
  labels: readonly string[],
  lead: string = PROFILE_MSG.required,
  list: (labels: readonly string[]) => string = (l) => l.join(', '),
) => `${lead} ${list(labels)}`;

const text = optionalLine(PROFILE_ITEM_MAX, { long: PROFILE_MSG.textLong });
const city = optionalLine(CITY_MAX, { long: PROFILE_MSG.cityLong });
const website = v.optional(
  v.pipe(
    v.string(PROFILE_MSG.website),
    v.trim(),
    v.maxLength(PROFILE_ITEM_MAX, PROFILE_MSG.textLong),
    v.check((s) => s === '' || webAddress(s) !== null, PROFILE_MSG.website),
    v.transform((s) => (s === '' ? s : (webAddress(s) as string))),
  ),
  '',
);
/**
 * A required field may arrive empty here: the object-level check below names every empty one
 * in a single message, as the form does.
 */
const requiredField = (label: string) =>
  optionalLine(DOCTOR_TEXT_MAX, { type: `${PROFILE_MSG.required} ${label}` });
const list = lineList(
  { max: PROFILE_ITEM_MAX, long: PROFILE_MSG.itemLong },
  { max: PROFILE_LIST_MAX, long: PROFILE_MSG.tooMany },
);

const educationText = requiredText(PROFILE_MSG.education, PROFILE_ITEM_MAX, {
  long: PROFILE_MSG.itemLong,
});
const EducationSchema = v.object({
  degree: educationText,
  institution: educationText,
  year: v.pipe(
    v.union([v.string(), v.number()], PROFILE_MSG.education),
    v.transform(String),
    v.trim(),
    v.nonEmpty(PROFILE_MSG.education),
    v.maxLength(PROFILE_ITEM_MAX, PROFILE_MSG.itemLong),
    singleLine(),
  ),
});

const CertificationSchema = v.object({
  name: text,
  issuingOrganization: text,
  issueDate: text,
  expiryDate: text,
});

/**
 * PUT /doctors/profile: the whole profile as GET answers it (fields it cannot change, such as
 * email, ratings and verification, are ignored). The fee is bounded by the administrator's
 * consultationFeeRange on the server (ADR 009), so here it only has to be a whole number. The
 * contact phone is read by `phone` into E.164 (ADR 102).
 */
export const doctorProfileUpdateSchema = (phone: PhoneRule) =>
  v.pipe(
    v.object({
      name: NameSchema,
      gender: v.optional(
        v.nullable(v.picklist([...DOCTOR_GENDERS, '' as const], PROFILE_MSG.gender)),
        null,
      ),
      specialization: requiredField(PROFILE_REQUIRED.specialization),
      qualifications: requiredField(PROFILE_REQUIRED.qualifications),
      clinicName: requiredField(PROFILE_REQUIRED.clinicName),
      experience: v.nullish(
        v.pipe(
          v.number(DOCTOR_MSG.experience),
          v.integer(DOCTOR_MSG.experience),
          v.minValue(0, DOCTOR_MSG.experience),
          v.maxValue(DOCTOR_EXPERIENCE_MAX, DOCTOR_MSG.experience),
        ),
      ),
      licenseNumber: requiredField(PROFILE_REQUIRED.licenseNumber),
      consultationFee: v.pipe(
        v.number(PROFILE_MSG.feeWhole),
        v.integer(PROFILE_MSG.feeWhole),
        v.minValue(0, PROFILE_MSG.feeWhole),
      ),
      about: v.optional(
        v.pipe(v.string(), v.trim(), v.maxLength(ABOUT_MAX, PROFILE_MSG.aboutLong), multiLine()),
        '',
      ),
      services: list,
      languages: list,
      awards: list,
      contactInfo: v.optional(
        v.nullable(
          v.object({
            phone: phoneField(phone, PHONE_MSG.contact),
            email: optionalEmail(PROFILE_MSG.invalidEmail),
            website,
          }),
        ),
        null,
      ),
      location: v.optional(
        v.nullable(
          v.object({
            address: text,
            city,
            state: text,
            country: text,
            zipCode: text,
            coordinates: v.optional(
              v.object({
                type: v.literal('Point'),
                coordinates: v.tuple([
                  v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
                  v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
                ]),
              }),
            ),
          }),
        ),
        null,
      ),
      education: v.optional(
        v.pipe(v.array(EducationSchema), v.maxLength(PROFILE_LIST_MAX, PROFILE_MSG.tooMany)),
        [],
      ),
      certifications: v.optional(
        v.pipe(v.array(CertificationSchema), v.maxLength(PROFILE_LIST_MAX, PROFILE_MSG.tooMany)),
        [],
      ),
      availability: WeeklyAvailabilitySchema,
      // ADR 112: with `practices`, the fields above that mirror the first clinic practice
      // (clinic name, fee, hours, address, city, phone) are taken from it.
      practices: v.optional(practicesSchema(phone)),
      // ADR 114: the `updatedAt` of the profile the save was edited from; an older one is 409.
      version: v.optional(v.pipe(v.string(), v.isoTimestamp(PROFILE_MSG.version))),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const missing = missingRequired(dataset.value);
      if (missing.length === 0) return;
      const key = missing[0];
      addIssue({
        message: requiredFieldsMessage(missing.map((k) => PROFILE_REQUIRED[k])),
        path: [
          { type: 'object', origin: 'value', input: dataset.value, key, value: dataset.value[key] },
        ],
      });
    }),
    // Only reached with every required field present (the check above).
    v.transform((p) => ({ ...p, experience: p.experience ?? 0 })),
  );
export type DoctorProfileUpdate = v.InferOutput<ReturnType<typeof doctorProfileUpdateSchema>>;

/** An upcoming booking a schedule change leaves outside the doctor's hours: kept, reported. */
export type OutsideHoursBooking = {
  _id: string;
  startTime: string;
  endTime: string;
  patientName: string;
  status: string;
};

const DateOnly = v.pipe(
  v.string(PROFILE_MSG.timeOffDate),
  v.check(isDateOnly, PROFILE_MSG.timeOffDate),
);

/** POST /doctors/profile/time-off: clinic dates, both included (leave, Eid). */
export const TimeOffSchema = v.pipe(
  v.object({
    startDate: DateOnly,
    endDate: DateOnly,
    reason: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(TIME_OFF_REASON_MAX, PROFILE_MSG.timeOffReasonLong),
        multiLine(),
      ),
      '',
    ),
  }),
  v.forward(
    v.check((r) => r.startDate <= r.endDate, PROFILE_MSG.timeOffOrder),
    ['endDate'],
  ),
);
export type TimeOffInput = v.InferOutput<typeof TimeOffSchema>;

export type TimeOff = {
  _id: string;
  startDate: string;
  endDate: string;
  reason: string;
  createdAt: string;
};
