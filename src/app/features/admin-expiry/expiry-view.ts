import * as v from 'valibot';
import { msg } from '#app/lib/i18n';
import { EXPIRY_LOOKAHEAD_DEFAULT, EXPIRY_LOOKAHEAD_MINUTES } from '#shared/schemas/expiry';

/** The screen's search: `minutes` ahead, one of ADR 079's choices (60 when absent or odd). */
export const ExpirySearchSchema = v.object({
  minutes: v.fallback(
    v.optional(
      v.pipe(v.unknown(), v.transform(Number), v.picklist(EXPIRY_LOOKAHEAD_MINUTES)),
      EXPIRY_LOOKAHEAD_DEFAULT,
    ),
    EXPIRY_LOOKAHEAD_DEFAULT,
  ),
});
export type ExpirySearch = v.InferOutput<typeof ExpirySearchSchema>;

/** ADR 079's look-ahead choices, said in hours from one hour up. */
export const LOOKAHEAD_LABEL: Record<(typeof EXPIRY_LOOKAHEAD_MINUTES)[number], string> = {
  15: msg('15 minutes'),
  30: msg('30 minutes'),
  60: msg('1 hour'),
  120: msg('2 hours'),
  360: msg('6 hours'),
  720: msg('12 hours'),
  1440: msg('24 hours'),
};

export type TimeLeft =
  | { kind: 'expired' }
  | { kind: 'hours'; hours: number; minutes: number }
  | { kind: 'minutes'; minutes: number }
  | { kind: 'unknown' };

/** ADR 081: Expired, or Expires in Xh Ym, or Xm (whole minutes, rounded down). */
export function timeLeft(endTime: string | undefined, now: number): TimeLeft {
  const end = endTime ? Date.parse(endTime) : Number.NaN;
  if (Number.isNaN(end)) return { kind: 'unknown' };
  const left = end - now;
  if (left <= 0) return { kind: 'expired' };
  const minutes = Math.floor(left / 60_000);
  if (minutes >= 60)
    return { kind: 'hours', hours: Math.floor(minutes / 60), minutes: minutes % 60 };
  return { kind: 'minutes', minutes };
}
