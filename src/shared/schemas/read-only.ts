import * as v from 'valibot';

/**
 * A key a GET answers that its PUT cannot change (ADR 145): accepted with any value, so a client
 * may send back what it was given, and never read by the service. The OpenAPI document marks it
 * `readOnly`, and the malformed-input sweep leaves it out, since nothing it holds is refused.
 */
export const readOnlyField = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.metadata({ readOnly: true, description: 'Answered by GET; ignored when sent' }),
    ),
  );
