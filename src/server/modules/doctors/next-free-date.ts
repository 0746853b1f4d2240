import { and, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { doctorTimeOff } from '#server/db/schema/index';
import { inRanges } from '#shared/domain/availability';
import {
  clinicDate,
  clinicDayBounds,
  generateSlots,
  lastBookableDate,
  weekdayOf,
} from '#shared/domain/slots';
import type { Settings } from '#shared/schemas/settings';
import { occupiedBetween } from '../scheduling/occupancy';
import { type Holder, heldForOthers } from '../scheduling/waitlist-holds';
import type { PracticeRow } from './practices.view';

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Each practice's next clinic date with a slot free to book (ADR 007's rules, as the
 * availability call applies them) within the booking horizon, or null (ADR 112). The doctor is
 * in one place at a time, so every appointment of the doctor, whichever practice, takes its time
 * and counts towards the day's cap; time off closes every practice. Three reads for the whole
 * horizon, then the slot rules day by day in memory.
 */
export async function nextFreeDates(
  db: DbOrTx,
  doctorId: string,
  practices: readonly PracticeRow[],
  now: Date,
  settings: Settings,
  holder?: Holder,
): Promise<Map<string, string | null>> {
  const zone = settings.timezone;
  const found = new Map<string, string | null>(practices.map((p) => [p.id, null]));
  const open = practices.filter((p) => p.hours.length > 0);
  if (open.length === 0) return found;
  const today = clinicDate(now, zone);
  const last = lastBookableDate(now, zone);
  const range = { start: clinicDayBounds(today, zone).start, end: clinicDayBounds(last, zone).end };
  const [booked, timeOff, held] = await Promise.all([
    occupiedBetween(db, doctorId, range, now),
    db
      .select({ startDate: doctorTimeOff.startDate, endDate: doctorTimeOff.endDate })
      .from(doctorTimeOff)
      .where(
        and(
          eq(doctorTimeOff.doctorId, doctorId),
          gte(doctorTimeOff.endDate, today),
          lte(doctorTimeOff.startDate, last),
        ),
      ),
    heldForOthers(db, doctorId, range, now, holder),
  ]);
  const taken = [...booked, ...held];
  let waiting = open;
  for (let date = today; date <= last && waiting.length > 0; date = dayAfter(date)) {
    if (inRanges(date, timeOff)) continue;
    const weekday = weekdayOf(date);
    const day = clinicDayBounds(date, zone);
    const busy = taken.filter((a) => a.start < day.end && a.end > day.start);
    const bookedThatDay = busy.filter((a) => a.start >= day.start && a.start < day.end).length;
    waiting = waiting.filter((p) => {
      if (!p.hours.some((h) => h.weekday === weekday)) return true;
      const slots = generateSlots(
        {
          weekly: p.hours,
          zone,
          now,
          busy,
          maxPerDay: settings.maxAppointmentsPerDay,
          bookedThatDay,
        },
        date,
      );
      if (slots.length === 0) return true;
      found.set(p.id, date);
      return false;
    });
  }
  return found;
}
