/**
 * A practice's kinds, limits and messages, which screens show before any save; the schemas in
 * practice.ts import them (ADR 130).
 */
/** ADR 112: where a doctor sees patients. A video practice is one more practice. */
export const PRACTICE_KINDS = ['clinic', 'video'] as const;
export type PracticeKind = (typeof PRACTICE_KINDS)[number];
export const APPOINTMENT_MODES = ['in_person', 'video'] as const;
export type AppointmentMode = (typeof APPOINTMENT_MODES)[number];
export const PRACTICES_MAX = 5;
export const LANDMARK_MAX = 200;
/** A clinic's daily walk-in cap, when it has one (ADR 157). */
export const WALK_IN_CAP_MAX = 1000;

export const modeOf = (kind: PracticeKind): AppointmentMode =>
  kind === 'video' ? 'video' : 'in_person';

export const PRACTICE_MSG = {
  name: 'Please enter the practice name',
  kind: 'A practice is a clinic or video',
  address: 'Please enter the practice address',
  city: 'Please enter the practice city',
  phone: 'Practice phone must be a valid phone number, such as 0300 1234567',
  fee: 'Practice fee must be a whole number of PKR',
  none: 'Please add at least one practice',
  tooMany: 'A doctor can have at most 5 practices',
  oneVideo: 'A doctor can have only one video practice',
  clinic: 'Please keep at least one clinic practice',
  twice: 'Each practice can be listed only once',
  clash: 'These hours overlap the hours of another of your practices',
  walkInCap: 'Walk-ins a day must be a whole number from 1 to 1000, or empty for no limit',
} as const;
