import { type DaySlots, minutesOf } from '#shared/domain/availability';
import { WEEKDAYS } from '#shared/schemas/doctor';
import type { PracticeKind } from '#shared/schemas/practice';

type Weekday = (typeof WEEKDAYS)[number];
type Row = { _id: string; startTime: string; [field: string]: unknown };
/** What the grouping reads of the device's copy of the profile (ADR 072). */
export type ProfileHours = {
  availability?: Partial<Record<Weekday, DaySlots>>;
  practices?: { _id: string; kind: PracticeKind; name: string; availability?: object }[];
};

/** Today's appointments at one practice, with the practice's hours today (ADR 114). */
export type PracticeGroup<A> = {
  key: string;
  name: string;
  kind: PracticeKind;
  /** The practice's hours today ('09:00'–'14:00' …), none when it is closed or unknown. */
  hours: { startTime: string; endTime: string }[];
  rows: A[];
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The practice a row was booked at, as the device keeps it (ADR 112); null before practices. */
export function rowPractice(row: Row): { _id: string; name: string; kind: PracticeKind } | null {
  const snapshot = row.practice as { _id?: unknown; name?: unknown; kind?: unknown } | null;
  const id = text(row.practiceId) || text(snapshot?._id);
  const video = row.mode === 'video' || snapshot?.kind === 'video';
  if (!id && !text(snapshot?.name)) return null;
  return { _id: id, name: text(snapshot?.name), kind: video ? 'video' : 'clinic' };
}

/** The clinic's wall-clock minute of an instant. */
const clinicMinute = (iso: string, timeZone: string) =>
  minutesOf(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso)),
  );

const weekdayOf = (date: string): Weekday =>
  WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] as Weekday;

/**
 * Today's appointments grouped by the practice they were booked at, each group in time order and
 * the groups in the order of their first appointment. A practice's name and hours are today's
 * from the profile (the first clinic's hours are the mirror's); a practice removed since keeps
 * the name it was booked under. A row without a practice (booked before practices) is the first
 * clinic's, as the server's migration placed such rows.
 */
export function groupByPractice<A extends Row>(
  rows: readonly A[],
  profile: ProfileHours | null | undefined,
  today: string,
  timeZone: string,
): PracticeGroup<A>[] {
  const practices = profile?.practices ?? [];
  const firstClinic = practices.find((p) => p.kind === 'clinic');
  const day = weekdayOf(today);
  const hoursOf = (id: string) => {
    const p = practices.find((x) => x._id === id);
    if (!p) return [];
    const week = (p === firstClinic ? profile?.availability : p.availability) as
      | Partial<Record<Weekday, DaySlots>>
      | undefined;
    const d = week?.[day];
    return d?.isAvailable
      ? [...d.slots].sort((a, b) => a.startTime.localeCompare(b.startTime))
      : [];
  };
  // A row from before practices: the practice whose hours today hold its start, else the first clinic.
  const holding = (row: A) => {
    const at = clinicMinute(row.startTime, timeZone);
    return practices.find((p) =>
      hoursOf(p._id).some((s) => minutesOf(s.startTime) <= at && at < minutesOf(s.endTime)),
    );
  };
  const groups = new Map<string, PracticeGroup<A>>();
  const sorted = [...rows].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  for (const row of sorted) {
    const booked = rowPractice(row);
    const current =
      practices.find((p) => booked && p._id === booked._id) ??
      (booked ? undefined : (holding(row) ?? firstClinic));
    const key = current?._id ?? booked?._id ?? booked?.name ?? '';
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        name: current?.name ?? booked?.name ?? '',
        kind: current?.kind ?? booked?.kind ?? 'clinic',
        hours: current ? hoursOf(current._id) : [],
        rows: [],
      };
      groups.set(key, group);
    }
    group.rows.push(row);
  }
  return [...groups.values()];
}
