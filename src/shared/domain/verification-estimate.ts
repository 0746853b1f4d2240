import { addBusinessDays, differenceInSeconds, isValid, setHours, startOfHour } from 'date-fns';

export const VERIFICATION_BUSINESS_DAYS = 2;
export const VERIFICATION_HOUR = 17;

/**
 * ADR 075: two business days after creation (weekends skipped), at 17:00 local time.
 * date-fns counts a weekend start from the following Monday, so Saturday gives Tuesday.
 */
export function verificationEstimate(createdAt: Date): Date | null {
  if (!isValid(createdAt)) return null;
  return setHours(
    startOfHour(addBusinessDays(createdAt, VERIFICATION_BUSINESS_DAYS)),
    VERIFICATION_HOUR,
  );
}

export type Countdown = {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the estimated time has passed; every part is then 0. */
  done: boolean;
};

/** Time left until `target`, in whole days, hours, minutes and seconds, never negative. */
export function countdown(target: Date, now: Date): Countdown {
  const total = Math.max(0, differenceInSeconds(target, now));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}
