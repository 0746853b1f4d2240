import * as v from 'valibot';
import { type CappedPage, queryNumber, requiredText, singleLine } from './common';
import type { Practice } from './practice';

export { SPECIALTIES } from '../domain/specialties';

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

const required = requiredText(DOCTOR_MSG.required, DOCTOR_TEXT_MAX);

/** The doctor fields of registration, shared by the sign-up form and the server. */
export const DoctorRegistrationFields = {
  specialization: required,
  qualifications: required,
  clinicName: required,
  experience: v.pipe(
    v.number(DOCTOR_MSG.required),
    v.integer(DOCTOR_MSG.experience),
    v.minValue(0, DOCTOR_MSG.experience),
    v.maxValue(DOCTOR_EXPERIENCE_MAX, DOCTOR_MSG.experience),
  ),
  licenseNumber: required,
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

/** The practice fields as a form edits them: text, the numbers too, until the form is sent. */
export type PracticeText = Record<keyof typeof DoctorRegistrationFields, string>;

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

export const DOCTOR_SEARCH_LIMIT_DEFAULT = 12;
export const DOCTOR_SEARCH_LIMIT_MAX = 50;
export const DOCTOR_SEARCH_TEXT_MAX = 100;
export const DOCTOR_GENDERS = ['male', 'female', 'other'] as const;
/** The availability filter: at least one free slot today, this week or next week (clinic time). */
export const AVAILABILITY_WINDOWS = ['today', 'week', 'nextweek'] as const;
export type AvailabilityWindow = (typeof AVAILABILITY_WINDOWS)[number];
/** The search's consultation filter (ADR 112): `video`, doctors whose video practice has hours. */
export const SEARCH_MODES = ['video'] as const;

const searchText = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(
      DOCTOR_SEARCH_TEXT_MAX,
      `Please keep the search under ${DOCTOR_SEARCH_TEXT_MAX} characters`,
    ),
    singleLine(),
  ),
);

/** GET /doctors/search: text that is not a number is refused; numbers out of range are clamped. */
export const DoctorSearchQuerySchema = v.object({
  search: searchText,
  specialization: searchText,
  /** Any clinic practice's city, whatever its case (ADR 112). */
  city: searchText,
  mode: v.optional(v.picklist(SEARCH_MODES, 'Mode must be video')),
  minRating: v.optional(queryNumber('minRating', 0, 5, false)),
  minExperience: v.optional(queryNumber('minExperience', 0, DOCTOR_EXPERIENCE_MAX)),
  maxExperience: v.optional(queryNumber('maxExperience', 0, DOCTOR_EXPERIENCE_MAX)),
  gender: v.optional(v.picklist(DOCTOR_GENDERS, 'Gender must be male, female or other')),
  available: v.optional(
    v.picklist(AVAILABILITY_WINDOWS, 'Availability must be today, week or nextweek'),
  ),
  page: v.optional(queryNumber('page', 1, 1_000_000), '1'),
  limit: v.optional(
    queryNumber('limit', 1, DOCTOR_SEARCH_LIMIT_MAX),
    String(DOCTOR_SEARCH_LIMIT_DEFAULT),
  ),
});
export type DoctorSearchQuery = v.InferOutput<typeof DoctorSearchQuerySchema>;

export type ContactInfo = { phone: string; email: string; website: string };
export type DoctorLocation = {
  address: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  coordinates?: { type: 'Point'; coordinates: [number, number] };
};
export type Education = { degree: string; institution: string; year: string };
export type Certification = {
  name: string;
  issuingOrganization: string;
  issueDate: string;
  expiryDate: string;
};

/** The Doctor of /api/openapi.json, as every reader sees it. */
export type Doctor = {
  _id: string;
  userId: string;
  name: string;
  email: string;
  gender: (typeof DOCTOR_GENDERS)[number] | null;
  profilePicture: { url: string } | null;
  specialization: string;
  qualifications: string;
  clinicName: string;
  experience: number;
  consultationFee: number;
  licenseNumber: string;
  about: string;
  services: string[];
  languages: string[];
  contactInfo: ContactInfo | null;
  location: DoctorLocation | null;
  /** The first clinic practice's hours (ADR 112); `practices` has each practice's. */
  availability: WeeklyAvailability;
  /** Where the doctor sees patients, in the doctor's order (ADR 112). */
  practices: Practice[];
  /** True when a video practice has hours. */
  offersVideo: boolean;
  education: Education[];
  certifications: Certification[];
  awards: string[];
  ratings: { average: number; count: number };
  verificationStatus: 'pending' | 'verified' | 'rejected';
  rejectionReason?: string;
  createdAt: string;
};

export type DoctorPage = CappedPage<'doctors', Doctor>;
