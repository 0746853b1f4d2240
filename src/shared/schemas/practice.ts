import * as v from 'valibot';
import { overlapMessage, practiceOverlaps } from '../domain/practice-hours';
import { optionalLine, requiredText } from './common';
import { DOCTOR_TEXT_MAX, type WeeklyAvailability } from './doctor';
import { type PhoneRule, phoneField } from './phone';
import {
  LANDMARK_MAX,
  PRACTICE_KINDS,
  PRACTICE_MSG,
  PRACTICES_MAX,
  type PracticeKind,
  WALK_IN_CAP_MAX,
} from './practice-kinds';
import { CITY_MAX, HOURS_MSG, WeeklyAvailabilitySchema } from './weekly-hours';

// ADR 130: kept apart so a screen can name them without loading the schemas below.
export {
  APPOINTMENT_MODES,
  type AppointmentMode,
  LANDMARK_MAX,
  modeOf,
  PRACTICE_KINDS,
  PRACTICE_MSG,
  PRACTICES_MAX,
  type PracticeKind,
} from './practice-kinds';

/**
 * ADR 112: a practice with upcoming pending or scheduled appointments cannot be removed; the
 * doctor closes its hours instead. `{practice}` is its name, `{count}` how many.
 */
export const PRACTICE_REMOVAL_MSG = {
  one: '{practice} has 1 upcoming appointment. Close its hours instead of removing it.',
  many: '{practice} has {count} upcoming appointments. Close its hours instead of removing it.',
} as const;

export const practiceRemovalMessage = (practice: string, count: number) =>
  (count === 1 ? PRACTICE_REMOVAL_MSG.one : PRACTICE_REMOVAL_MSG.many)
    .replace('{count}', String(count))
    .replace('{practice}', () => practice);

/** A clinic's place, as the doctor typed it, in any language (ADR 112). */
export type PracticeLocation = {
  address: string;
  city: string;
  area: string;
  landmark: string;
  country: string;
  coordinates?: { type: 'Point'; coordinates: [number, number] };
};

/** A practice as every reader sees it (GET /doctors/{id}, search, the doctor's profile). */
export type Practice = {
  _id: string;
  kind: PracticeKind;
  name: string;
  /** Null for a video practice. */
  location: PracticeLocation | null;
  /** E.164, or '' when none was given. */
  phone: string;
  fee: number;
  /** The most walk-ins the front desk registers a day (ADR 157); null for no limit. */
  walkInCap: number | null;
  availability: WeeklyAvailability;
  /**
   * GET /doctors/{id} only: the clinic date of the practice's next day with a free slot within
   * the booking horizon, or null when it has none.
   */
  nextFreeDate?: string | null;
};

/** The practice as an appointment keeps it from its booking on (ADR 112). */
export type AppointmentPractice = {
  _id: string;
  kind: PracticeKind;
  name: string;
  location: Pick<PracticeLocation, 'address' | 'city' | 'area' | 'landmark'> | null;
  phone: string;
};

const line = (max: number) => optionalLine(max);
const Coordinates = v.optional(
  v.object({
    type: v.literal('Point'),
    coordinates: v.tuple([
      v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
      v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
    ]),
  }),
);

export const PracticeLocationSchema = v.object({
  address: requiredText(PRACTICE_MSG.address, DOCTOR_TEXT_MAX),
  city: requiredText(PRACTICE_MSG.city, CITY_MAX, { long: HOURS_MSG.cityLong }),
  area: line(DOCTOR_TEXT_MAX),
  landmark: line(LANDMARK_MAX),
  country: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(DOCTOR_TEXT_MAX),
      v.transform((c) => c || 'Pakistan'),
    ),
    'Pakistan',
  ),
  coordinates: Coordinates,
});

/** One practice of PUT /doctors/profile; `_id` keeps an existing practice across saves. */
export const practiceSchema = (phone: PhoneRule) =>
  v.pipe(
    v.object({
      _id: v.optional(v.pipe(v.string(), v.uuid('Not found'))),
      kind: v.picklist(PRACTICE_KINDS, PRACTICE_MSG.kind),
      name: requiredText(PRACTICE_MSG.name, DOCTOR_TEXT_MAX),
      location: v.optional(v.nullable(PracticeLocationSchema), null),
      phone: phoneField(phone, PRACTICE_MSG.phone),
      fee: v.pipe(
        v.number(PRACTICE_MSG.fee),
        v.integer(PRACTICE_MSG.fee),
        v.minValue(0, PRACTICE_MSG.fee),
      ),
      walkInCap: v.optional(
        v.nullable(
          v.pipe(
            v.number(PRACTICE_MSG.walkInCap),
            v.integer(PRACTICE_MSG.walkInCap),
            v.minValue(1, PRACTICE_MSG.walkInCap),
            v.maxValue(WALK_IN_CAP_MAX, PRACTICE_MSG.walkInCap),
          ),
        ),
        null,
      ),
      availability: WeeklyAvailabilitySchema,
    }),
    // A practice kept from before practices may have no address yet (registration never asked
    // for one); a new clinic needs one.
    v.forward(
      v.check(
        (p) => p.kind === 'video' || p.location !== null || p._id !== undefined,
        PRACTICE_MSG.address,
      ),
      ['location'],
    ),
    // A video practice has no address: whatever was sent is dropped.
    v.transform((p) => (p.kind === 'video' ? { ...p, location: null } : p)),
  );
export type PracticeInput = v.InferOutput<ReturnType<typeof practiceSchema>>;

const issueAt = (
  dataset: { value: unknown },
  index: number,
  key: string,
): [v.IssuePathItem, v.IssuePathItem] => {
  const list = dataset.value as Record<string, unknown>[];
  return [
    { type: 'array', origin: 'value', input: list, key: index, value: list[index] },
    { type: 'object', origin: 'value', input: list[index]!, key, value: list[index]![key] },
  ];
};

/**
 * The practices of one doctor: 1 to 5, at most one video, at least one clinic (the seed-era
 * fields mirror the first clinic practice), and hours that never overlap across practices.
 */
export const practicesSchema = (phone: PhoneRule) =>
  v.pipe(
    v.array(practiceSchema(phone), PRACTICE_MSG.none),
    v.minLength(1, PRACTICE_MSG.none),
    v.maxLength(PRACTICES_MAX, PRACTICE_MSG.tooMany),
    v.check((list) => list.filter((p) => p.kind === 'video').length <= 1, PRACTICE_MSG.oneVideo),
    v.check((list) => list.some((p) => p.kind === 'clinic'), PRACTICE_MSG.clinic),
    v.check((list) => {
      const ids = list.flatMap((p) => (p._id ? [p._id] : []));
      return new Set(ids).size === ids.length;
    }, PRACTICE_MSG.twice),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const overlap of practiceOverlaps(dataset.value)) {
        addIssue({
          message: overlapMessage(overlap),
          path: issueAt(dataset, overlap.index, 'availability'),
        });
      }
    }),
  );
