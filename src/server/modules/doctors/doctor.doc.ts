import { WEEKDAYS } from '#shared/schemas/doctor';
import { PRACTICE_KINDS, PRACTICES_MAX } from '#shared/schemas/practice';

/**
 * What /api/openapi.json says of a Doctor answer's practices (ADR 112). Answers are not
 * generated from a schema, so these name the fields the app relies on; the rest stays open.
 */
const str = { type: 'string' as const };

const RANGE = {
  type: 'object' as const,
  required: ['startTime', 'endTime'],
  properties: {
    startTime: { ...str, description: 'HH:MM clinic time' },
    endTime: { ...str, description: "HH:MM clinic time; '24:00' ends the day" },
  },
};

/** The weekly shape, keyed sunday…saturday. */
export const WEEKLY_DOC = {
  type: 'object' as const,
  required: [...WEEKDAYS],
  properties: Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      {
        type: 'object' as const,
        required: ['isAvailable', 'slots'],
        properties: {
          isAvailable: { type: 'boolean' as const },
          slots: { type: 'array' as const, items: RANGE },
        },
      },
    ]),
  ),
};

const practiceDoc = (withNextFree: boolean) => ({
  type: 'object' as const,
  required: [
    '_id',
    'kind',
    'name',
    'location',
    'phone',
    'fee',
    'availability',
    ...(withNextFree ? ['nextFreeDate'] : []),
  ],
  properties: {
    _id: { ...str, format: 'uuid', description: 'Kept across saves when sent back' },
    kind: { type: 'string' as const, enum: [...PRACTICE_KINDS] },
    name: str,
    location: {
      type: 'object' as const,
      nullable: true,
      description: 'Null for a video practice. As the doctor typed it, in any language.',
      required: ['address', 'city', 'area', 'landmark', 'country'],
      properties: {
        address: str,
        city: str,
        area: str,
        landmark: { ...str, description: 'How people find the clinic: "behind Markaz F-8"' },
        country: str,
        coordinates: {
          type: 'object' as const,
          properties: {
            type: { type: 'string' as const, enum: ['Point'] },
            coordinates: { type: 'array' as const, items: { type: 'number' as const } },
          },
        },
      },
    },
    phone: { ...str, description: "E.164, or '' when none was given" },
    fee: { type: 'integer' as const, description: 'PKR, within consultationFeeRange' },
    availability: WEEKLY_DOC,
    ...(withNextFree
      ? {
          nextFreeDate: {
            ...str,
            format: 'date',
            nullable: true,
            description:
              'The clinic date of the next day with a slot free to book at this practice, ' +
              'within the booking horizon (3 months); null when there is none',
          },
        }
      : {}),
  },
});

/** A Doctor as /api/openapi.json shows it: the practice fields named, the rest open. */
export const doctorDoc = ({ nextFreeDate = false } = {}) => ({
  type: 'object' as const,
  required: ['_id', 'practices', 'offersVideo', 'availability'],
  properties: {
    _id: { ...str, format: 'uuid' },
    practices: {
      type: 'array' as const,
      maxItems: PRACTICES_MAX,
      description:
        "Where the doctor sees patients, in the doctor's order: at least one clinic, at most " +
        'one video. clinicName, consultationFee, availability, location and contactInfo.phone ' +
        'mirror the first clinic practice.',
      items: practiceDoc(nextFreeDate),
    },
    offersVideo: { type: 'boolean' as const, description: 'True when a video practice has hours' },
    availability: { ...WEEKLY_DOC, description: "The first clinic practice's hours" },
  },
  additionalProperties: true,
});
