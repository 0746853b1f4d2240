import * as v from 'valibot';

/** ADR 007: the reason an appointment that passed its end without an outcome is cancelled with. */
export const EXPIRED_REASON = 'Appointment Expired';

/** ADR 079: the look-ahead choices of the Expiry Management screen, in minutes. */
export const EXPIRY_LOOKAHEAD_MINUTES = [15, 30, 60, 120, 360, 720, 1440] as const;
export const EXPIRY_LOOKAHEAD_DEFAULT = 60;
/** The automatic check's interval (ADR 007: every 15 minutes). */
export const EXPIRY_CHECK_EVERY_MINUTES = 15;
/** The longest look-ahead GET /expiry/expiring accepts: one week. */
export const EXPIRY_LOOKAHEAD_MAX = 7 * 24 * 60;

const MINUTES_MESSAGE = 'Minutes must be a whole number from 1 to 10080';

/** GET /expiry/expiring?minutes=: query strings arrive as text. */
export const ExpiringQuerySchema = v.object({
  minutes: v.optional(
    v.pipe(
      v.string(MINUTES_MESSAGE),
      v.regex(/^\d{1,5}$/, MINUTES_MESSAGE),
      v.transform(Number),
      v.number(),
      v.minValue(1, MINUTES_MESSAGE),
      v.maxValue(EXPIRY_LOOKAHEAD_MAX, MINUTES_MESSAGE),
    ),
    String(EXPIRY_LOOKAHEAD_DEFAULT),
  ),
});

export const ExpiryCheckResultSchema = v.object({ processed: v.number() });
export type ExpiryCheckResult = v.InferOutput<typeof ExpiryCheckResultSchema>;
