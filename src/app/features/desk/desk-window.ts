import { clinicSettings } from '#app/lib/public-settings';
import { clinicToday } from '#shared/domain/clinic-time';
import { shiftDate } from '#shared/domain/date-only';

/** Issue 42: the desk device keeps 7 days back to 7 days ahead (offline/collections/desk-days.ts). */
const AROUND = 7;

/** Today on the clinic's calendar (ADR 005). */
export const deskToday = () => clinicToday(new Date(), clinicSettings().timezone);

/** Whether the day is kept on the device; no date asked is today. */
export function inDeskWindow(date: string | undefined, today = deskToday()): boolean {
  if (!date) return true;
  return date >= shiftDate(today, -AROUND) && date <= shiftDate(today, AROUND);
}
