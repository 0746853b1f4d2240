import { inArray, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '#server/db/client';
import { doctors } from '#server/db/schema/index';
import { WEEKDAYS, type WeeklyAvailability } from '#shared/schemas/doctor';
import type { Practice, PracticeKind, PracticeLocation } from '#shared/schemas/practice';

/** One weekly interval of a practice, in clinic minutes. */
export type HoursRow = { weekday: number; startMinute: number; endMinute: number };

/** A practice as read from the database, with its weekly hours. */
export type PracticeRow = {
  id: string;
  kind: PracticeKind;
  name: string;
  location: PracticeLocation | null;
  phone: string;
  fee: number;
  walkInCap: number | null;
  hours: HoursRow[];
};

/** The JSON of one practice row `p` with its hours, ordered as the weekly shape reads them. */
const practiceObject = sql`json_build_object('id', p.id, 'kind', p.kind, 'name', p.name,
  'location', p.location, 'phone', p.phone, 'fee', p.fee,
  'walkInCap', p.walk_in_cap,
  'hours', (select coalesce(json_agg(json_build_object('weekday', a.weekday,
      'startMinute', a.start_minute, 'endMinute', a.end_minute)
    order by a.weekday, a.start_minute), '[]'::json)
    from doctor_availability a where a.practice_id = p.id))`;

/** The doctor's practices in their order (ADR 112), as one JSON column of a doctor query. */
export const practicesJson = sql<PracticeRow[]>`(
  select coalesce(json_agg(${practiceObject} order by p.position, p.created_at, p.id), '[]'::json)
  from doctor_practices p where p.doctor_id = ${doctors.id})`;

/** The practices of these doctors, each list in the doctor's order: one query for them all. */
export async function practicesOf(
  db: DbOrTx,
  doctorIds: readonly string[],
): Promise<Map<string, PracticeRow[]>> {
  const byDoctor = new Map<string, PracticeRow[]>(doctorIds.map((id) => [id, []]));
  if (doctorIds.length === 0) return byDoctor;
  const rows = rowsOf<{ doctor_id: string; practice: PracticeRow }>(
    await db.execute(sql`select p.doctor_id, ${practiceObject} as practice
      from doctor_practices p where ${inArray(sql`p.doctor_id`, [...doctorIds])}
      order by p.doctor_id, p.position, p.created_at, p.id`),
  );
  for (const row of rows) byDoctor.get(row.doctor_id)?.push(row.practice);
  return byDoctor;
}

/** The first clinic practice: the seed-era fields of the doctor row mirror it (ADR 112). */
export const firstClinicOf = <P extends { kind: PracticeKind }>(list: readonly P[]) =>
  list.find((p) => p.kind === 'clinic');

/** A clinic's place as every reader sees it: each field present, as the doctor typed it. */
export function publicLocation(location: PracticeLocation | null): PracticeLocation | null {
  if (!location) return null;
  return {
    address: location.address ?? '',
    city: location.city ?? '',
    area: location.area ?? '',
    landmark: location.landmark ?? '',
    country: location.country ?? '',
    ...(location.coordinates ? { coordinates: location.coordinates } : {}),
  };
}

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * Availability rows (clinic minutes) as the weekly shape of /api/openapi.json, keyed
 * sunday…saturday.
 */
export function toWeeklyAvailability(rows: readonly HoursRow[]): WeeklyAvailability {
  const week = Object.fromEntries(
    WEEKDAYS.map((day) => [day, { isAvailable: false, slots: [] }]),
  ) as unknown as WeeklyAvailability;
  const sorted = [...rows].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  for (const row of sorted) {
    const day = week[WEEKDAYS[row.weekday]];
    day.isAvailable = true;
    day.slots.push({ startTime: hhmm(row.startMinute), endTime: hhmm(row.endMinute) });
  }
  return week;
}

/** The public fields of a practice, its hours in the weekly shape. */
export const toPractice = (p: PracticeRow): Practice => ({
  _id: p.id,
  kind: p.kind,
  name: p.name,
  location: p.kind === 'video' ? null : publicLocation(p.location),
  phone: p.phone,
  fee: p.fee,
  walkInCap: p.kind === 'clinic' ? (p.walkInCap ?? null) : null,
  availability: toWeeklyAvailability(p.hours),
});
