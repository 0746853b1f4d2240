import * as v from 'valibot';
import { isCalendarTimestamp, isDateOnly } from '../domain/date-only';
import { IdSchema, singleLine } from './common';
import { VISIT_PRIORITIES } from './desk';
import { DESK_REASON_MAX } from './desk-cash';
import { GENDERS } from './patient';
import { PHONE_MAX, PHONE_MSG, type PhoneRule } from './phone';
import { NameSchema } from './user';

/** Walk-in patients of the front desk (ADR 157): registered with no account. */
export const WALK_IN_REASON_MAX = 500;
export const WALK_IN_AGE_MAX = 120;
/** A registration queued offline may reach the server this long after the patient arrived. */
export const WALK_IN_LATE_HOURS = 48;
/** The desk's search over its register: at most this many people. */
export const DESK_PEOPLE_MAX = 20;

export const WALK_IN_MSG = {
  sex: 'Choose the patient’s sex',
  ageOrBirth: 'Enter the age or the date of birth',
  age: 'Age must be a whole number from 0 to 120',
  dateOfBirth: 'Please enter a valid date of birth',
  source: 'Choose how the patient came',
  priority: 'Choose a priority',
  priorityReason: 'A priority needs a reason',
  reasonLong: 'Please keep the reason under 500 characters',
  query: 'Enter a name or a phone number',
  personNotFound: 'Patient not found',
  closed: 'The practice is closed on this day',
  capReached: 'The practice has registered all the walk-ins it takes today',
  idTaken: 'This visit id is already used',
  arrivedAt: 'Arrival time must be a date and time',
  arrivedLate: 'A walk-in can be registered up to two days after arrival',
  registered: 'Walk-in registered',
  merged: 'Patients merged',
  mergeSelf: 'Choose two different patients',
  guardianName: 'Enter the guardian’s name in letters',
} as const;

const requiredPhone = (rule: PhoneRule) =>
  v.pipe(
    v.string(PHONE_MSG.phone),
    v.trim(),
    v.maxLength(PHONE_MAX, PHONE_MSG.phone),
    singleLine(PHONE_MSG.phone),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const e164 = rule(dataset.value);
      if (e164 !== null) return e164;
      addIssue({ message: PHONE_MSG.phone });
      return NEVER;
    }),
  );

const optionalText = (max: number, message: string) =>
  v.optional(v.pipe(v.string(message), v.trim(), singleLine(), v.maxLength(max, message)), '');

/**
 * `POST /api/desk/walk-ins`. `id` is the visit's id and `personId` the person's, made on the
 * device (so an offline registration is applied once); a `personId` the register has already is
 * that returning person. `arrivedAt` is when the desk registered them, when that was offline.
 * The phone is read into E.164 by `phone` (issue 18), handed in as for the profile (ADR 102).
 */
export const walkInSchema = (phone: PhoneRule) =>
  v.pipe(
    v.object({
      id: v.optional(IdSchema),
      personId: v.optional(IdSchema),
      practiceId: IdSchema,
      arrivedAt: v.optional(
        v.pipe(
          v.string(WALK_IN_MSG.arrivedAt),
          v.check(isCalendarTimestamp, WALK_IN_MSG.arrivedAt),
        ),
      ),
      name: NameSchema,
      phone: requiredPhone(phone),
      sex: v.picklist(GENDERS, WALK_IN_MSG.sex),
      age: v.optional(
        v.pipe(
          v.number(WALK_IN_MSG.age),
          v.integer(WALK_IN_MSG.age),
          v.minValue(0, WALK_IN_MSG.age),
          v.maxValue(WALK_IN_AGE_MAX, WALK_IN_MSG.age),
        ),
      ),
      dateOfBirth: v.optional(
        v.pipe(v.string(WALK_IN_MSG.dateOfBirth), v.check(isDateOnly, WALK_IN_MSG.dateOfBirth)),
      ),
      guardianName: v.optional(v.union([v.literal(''), NameSchema], WALK_IN_MSG.guardianName), ''),
      reason: optionalText(WALK_IN_REASON_MAX, WALK_IN_MSG.reasonLong),
      smsConsent: v.optional(v.boolean(), false),
      source: v.optional(v.picklist(['walk_in', 'phone_call'], WALK_IN_MSG.source), 'walk_in'),
      priority: v.optional(v.picklist(VISIT_PRIORITIES, WALK_IN_MSG.priority)),
      priorityReason: optionalText(DESK_REASON_MAX, WALK_IN_MSG.priorityReason),
    }),
    v.forward(
      v.check((w) => w.age !== undefined || w.dateOfBirth !== undefined, WALK_IN_MSG.ageOrBirth),
      ['age'],
    ),
    v.forward(
      v.check((w) => !w.priority || w.priorityReason !== '', WALK_IN_MSG.priorityReason),
      ['priorityReason'],
    ),
  );
export type WalkInInput = v.InferInput<ReturnType<typeof walkInSchema>>;
export type WalkIn = v.InferOutput<ReturnType<typeof walkInSchema>>;

/** `GET /api/desk/people?practiceId=&q=`: a returning walk-in, by phone or name. */
export const DeskPeopleQuerySchema = v.object({
  practiceId: IdSchema,
  q: v.pipe(
    v.string(WALK_IN_MSG.query),
    v.trim(),
    singleLine(WALK_IN_MSG.query),
    v.minLength(2, WALK_IN_MSG.query),
    v.maxLength(100, WALK_IN_MSG.query),
  ),
});

/** A person of the register, as the desk picks one. */
export type DeskPerson = {
  id: string;
  name: string;
  phone: string;
  sex: (typeof GENDERS)[number];
  age: number | null;
  dateOfBirth: string;
  dateOfBirthEstimated: boolean;
  guardianName: string | null;
  lastVisit: string | null;
};

/** `POST /api/desk/people/merge`: `mergeId`'s visits move to `keepId`, which stays. */
export const DeskMergeSchema = v.pipe(
  v.object({ practiceId: IdSchema, keepId: IdSchema, mergeId: IdSchema }),
  v.check((m) => m.keepId !== m.mergeId, WALK_IN_MSG.mergeSelf),
);
