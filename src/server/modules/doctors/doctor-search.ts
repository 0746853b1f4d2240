import { TZDate } from '@date-fns/tz';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { doctors, users } from '#server/db/schema/index';
import { cappedTotal } from '#server/lib/capped-total';
import { likePattern } from '#server/lib/like';
import {
  clinicDate,
  clinicDayBounds,
  SLOT_MINUTES,
  weekdayOf,
  windowDates,
} from '#shared/domain/slots';
import type { AvailabilityWindow, DoctorPage, DoctorSearchQuery } from '#shared/schemas/doctor';
import type { Settings } from '#shared/schemas/settings';
import { occupiesSlotRaw } from '../scheduling/holds';
import { doctorColumns, toDoctor } from './doctor.view';
import { practicesJson } from './practices.view';

/**
 * A search counts at most this many matches (ADR 131): past it the answer says `totalCapped` and
 * its pages stop there, so a filter most doctors match costs the same at any size of the data.
 */
export const DOCTOR_SEARCH_COUNT_CAP = 1000;

/** The window's clinic dates with their bounds and, for today, the clinic minute of now. */
function windowDays(window: AvailabilityWindow, now: Date, zone: string) {
  const today = clinicDate(now, zone);
  const wall = new TZDate(now.getTime(), zone);
  const nowMinute = wall.getHours() * 60 + wall.getMinutes() + wall.getSeconds() / 60;
  return windowDates(window, now, zone).map((date) => {
    const { start, end } = clinicDayBounds(date, zone);
    const after = date === today ? nowMinute : -1;
    return sql`(${date}::date, ${weekdayOf(date)}::int, ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, ${after}::float8)`;
  });
}

/**
 * A doctor with at least one bookable slot on one of the window's clinic dates (ADR 007's rules:
 * inside the weekday's availability, in the future, not overlapping an appointment that occupies
 * its slot, the day not already at maxAppointmentsPerDay). The cheap parts first, each hashed
 * once per search: a later day of the window on a working weekday (doctors.slot_weekdays) with
 * no occupying appointment and no time off is free; today likewise if a slot is still ahead;
 * otherwise each slot is checked against the doctor's appointments of that day.
 * Appointments are single slots within one clinic day, so "no appointment starting that day"
 * means "nothing overlaps that day".
 */
function hasFreeSlot(window: AvailabilityWindow, now: Date, s: Settings) {
  const days = sql`(values ${sql.join(windowDays(window, now, s.timezone), sql`, `)}) as w(day, weekday, day_start, day_end, after_minute)`;
  const occupies = occupiesSlotRaw(now);
  // A date inside the doctor's time off has no slots.
  const notOnTimeOff = sql`not exists (select 1 from doctor_time_off t
    where t.doctor_id = da.doctor_id and w.day between t.start_date and t.end_date)`;
  const lastSlotStart = sql`da.start_minute + ((da.end_minute - da.start_minute - ${SLOT_MINUTES}) / ${SLOT_MINUTES}) * ${SLOT_MINUTES}`;
  const dates = windowDates(window, now, s.timezone);
  const bounds = dates.map((d) => clinicDayBounds(d, s.timezone));
  const windowStart = bounds[0].start.toISOString();
  const windowEnd = bounds[bounds.length - 1].end.toISOString();
  // Hashed once per search: the (doctor, day) pairs with an occupying appointment or time off,
  // read over the window's range only (not the whole appointments table, nor a loop per row).
  const busyDays = sql`select a.doctor_id, (a.start_time at time zone ${s.timezone})::date
    from appointments a
    where a.start_time >= ${windowStart}::timestamptz and a.start_time < ${windowEnd}::timestamptz
      and ${occupies}`;
  const offDays = sql`select t.doctor_id, w.day from doctor_time_off t join ${days}
    on w.day between t.start_date and t.end_date`;
  // Later days of the window: every slot is in the future, so a weekday with a slot
  // (doctors.slot_weekdays, kept by a trigger) whose day is neither occupied nor off is free.
  // Busy days are folded into one weekday mask per doctor (the window holds a weekday once).
  const today = clinicDate(now, s.timezone);
  const laterMask = dates.filter((d) => d !== today).reduce((m, d) => m | (1 << weekdayOf(d)), 0);
  const busyMasks = sql`select b.doctor_id, bit_or(1 << w.weekday) as mask
    from (${busyDays} union all ${offDays}) as b(doctor_id, day)
    join ${days} on w.day = b.day and w.after_minute < 0
    group by b.doctor_id`;
  const freeLaterDay = sql`${doctors.id} in (
    select d.id from doctors d left join (${busyMasks}) bm on bm.doctor_id = d.id
    where (d.slot_weekdays & ${laterMask}::int & ~coalesce(bm.mask, 0)) <> 0)`;
  // Today: only the slots after now count.
  const freeToday = sql`${doctors.id} in (
    select da.doctor_id from doctor_availability da
    join ${days} on da.weekday = w.weekday and w.after_minute >= 0
    where da.end_minute - da.start_minute >= ${SLOT_MINUTES} and ${lastSlotStart} > w.after_minute
      and (da.doctor_id, w.day) not in (${offDays})
      and (da.doctor_id, w.day) not in (${busyDays}))`;
  const freeDay = sql.join(
    [...(laterMask ? [freeLaterDay] : []), ...(dates.includes(today) ? [freeToday] : [])],
    sql` or `,
  );
  const freeSlot = sql`exists (
    select 1 from ${days}
    join doctor_availability da on da.doctor_id = ${doctors.id} and da.weekday = w.weekday
    cross join lateral (
      select ((w.day + make_interval(mins => g.m))::timestamp at time zone ${s.timezone}) as slot_start
      from generate_series(da.start_minute::int, da.end_minute::int - ${SLOT_MINUTES}, ${SLOT_MINUTES}) as g(m)
    ) slot
    where slot.slot_start > ${now.toISOString()}::timestamptz
      and ${notOnTimeOff}
      and (select count(*) from appointments a
           where a.doctor_id = ${doctors.id} and ${occupies}
             and a.start_time >= w.day_start and a.start_time < w.day_end) < ${s.maxAppointmentsPerDay}
      and not exists (select 1 from appointments a
           where a.doctor_id = ${doctors.id} and ${occupies}
             and a.start_time < slot.slot_start + make_interval(mins => ${SLOT_MINUTES})
             and a.end_time > slot.slot_start))`;
  return sql`(${freeDay} or ${freeSlot})`;
}

/** Every filter reads the doctors table alone: listed and searchText are kept by triggers. */
function conditions(q: DoctorSearchQuery, now: Date, settings: Settings): SQL {
  const where: (SQL | undefined)[] = [eq(doctors.listed, true)];
  if (q.search) {
    where.push(sql`${doctors.searchText} like lower(${likePattern(q.search)})`);
  }
  if (q.specialization) {
    where.push(sql`lower(${doctors.specialization}) = lower(${q.specialization})`);
  }
  // Any clinic practice's city (ADR 112): practice_cities holds them lower-cased (GIN index).
  if (q.city) where.push(sql`${doctors.practiceCities} @> array[lower(${q.city})]::text[]`);
  if (q.mode === 'video') where.push(eq(doctors.offersVideo, true));
  if (q.gender) where.push(eq(doctors.gender, q.gender));
  if (q.minRating !== undefined && q.minRating > 0) {
    where.push(gte(doctors.ratingAverage, q.minRating));
  }
  if (q.minExperience !== undefined) where.push(gte(doctors.experience, q.minExperience));
  if (q.maxExperience !== undefined) where.push(lte(doctors.experience, q.maxExperience));
  if (q.available) where.push(hasFreeSlot(q.available, now, settings));
  return and(...where)!;
}

/** GET /doctors/search: verified doctors, best rated first, a page at a time. */
export async function searchDoctors(
  db: DbOrTx,
  q: DoctorSearchQuery,
  now: Date,
  settings: Settings,
): Promise<DoctorPage> {
  let where = conditions(q, now, settings);
  // `available=` is costly: the matching ids are found once (a CTE read twice is materialized
  // once) and both the count and the page read them.
  const matches = q.available
    ? db.$with('matches').as(db.select({ id: doctors.id }).from(doctors).where(where))
    : undefined;
  if (matches) where = inArray(doctors.id, db.select({ id: matches.id }).from(matches));
  const order = [
    sql`${doctors.ratingAverage} desc nulls last`,
    sql`${doctors.ratingCount} desc nulls last`,
    doctors.id,
  ];
  // The count stops at the cap (ADR 131), in the page's own order: PostgreSQL may then stop
  // after 1,001 matches along the page's listed_* index instead of counting every match.
  const upToCap = (
    matches
      ? db.select({ one: sql`1` }).from(matches)
      : db
          .select({ one: sql`1` })
          .from(doctors)
          .where(where)
          .orderBy(...order)
  ).limit(DOCTOR_SEARCH_COUNT_CAP + 1);
  const countUpToCap = sql<number>`(select count(*)::int from (${upToCap}) as capped)`;
  // One statement, so a search waits once in PGlite's queue: the count (an InitPlan run once),
  // the page's ids read off a listed_* index in its exact order (NULLS LAST) without touching
  // the rows skipped, and those rows with their user and practices (each with its hours).
  const pageIds = db
    .select({ id: doctors.id })
    .from(doctors)
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const rows = await (matches ? db.with(matches) : db)
    .select({ ...doctorColumns, practices: practicesJson, counted: countUpToCap })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(inArray(doctors.id, pageIds))
    .orderBy(...order);
  // An empty page counts apart, unless it is the first: then nothing matches (ADR 136), and
  // counting would read again what the page has just read.
  const counted = rows.length
    ? rows[0].counted
    : q.page === 1
      ? 0
      : (
          await (matches ? db.with(matches) : db)
            .select({ n: countUpToCap })
            .from(sql`(select 1) as one`)
        )[0].n;
  return {
    doctors: rows.map((row) => toDoctor(row, row.practices)),
    ...cappedTotal(counted, DOCTOR_SEARCH_COUNT_CAP, q.limit),
    page: q.page,
  };
}
