/**
 * What /api/openapi.json says of the practice an appointment or a slot belongs to (ADR 112).
 * Answers are not generated from a schema, so these name the fields the app relies on.
 */
const str = { type: 'string' as const };
const MODE = {
  type: 'string' as const,
  enum: ['in_person', 'video'],
  description: "'video' for a video practice's slot, 'in_person' for a clinic's",
};

/** A free slot of GET /bookings/doctors/{id}/availability. */
export const SLOT_DOC = {
  type: 'object' as const,
  required: ['start', 'end', 'practiceId', 'mode'],
  properties: {
    start: { ...str, format: 'date-time', description: 'ISO UTC' },
    end: { ...str, format: 'date-time', description: 'ISO UTC' },
    practiceId: { ...str, format: 'uuid', description: 'The practice whose hours hold the slot' },
    mode: MODE,
  },
};

/** The practice fields of every Appointment answer (patient, doctor and administrator). */
export const APPOINTMENT_PRACTICE_DOC = {
  practiceId: {
    ...str,
    format: 'uuid',
    nullable: true,
    description: 'The practice booked; null once the doctor removed it',
  },
  practice: {
    type: 'object' as const,
    nullable: true,
    description:
      'The practice as it was at booking: a later edit of the practice does not change it. ' +
      '`location` is null for a video practice.',
    required: ['_id', 'kind', 'name', 'location', 'phone'],
    properties: {
      _id: { ...str, format: 'uuid' },
      kind: { type: 'string' as const, enum: ['clinic', 'video'] },
      name: str,
      location: {
        type: 'object' as const,
        nullable: true,
        required: ['address', 'city', 'area', 'landmark'],
        properties: { address: str, city: str, area: str, landmark: str },
      },
      phone: { ...str, description: "E.164, or '' when none was given" },
    },
  },
  mode: MODE,
  fee: { type: 'integer' as const, description: "PKR: the practice's fee at booking" },
};

/** An Appointment as /api/openapi.json shows it: the practice fields named, the rest open. */
export const APPOINTMENT_DOC = {
  type: 'object' as const,
  required: ['_id', 'practiceId', 'practice', 'mode', 'fee'],
  properties: { _id: { ...str, format: 'uuid' }, ...APPOINTMENT_PRACTICE_DOC },
  additionalProperties: true,
};

/** The success envelope of ADR 082 around `data`, for a response's schema. */
export const answerDoc = (description: string, data: object, status: 200 | 201 = 200) => ({
  [status]: {
    description,
    content: {
      'application/json': {
        schema: {
          type: 'object' as const,
          required: ['success', 'data'],
          properties: {
            success: { type: 'boolean' as const, enum: [true] },
            data,
            message: str,
          },
        },
      },
    },
  },
});
