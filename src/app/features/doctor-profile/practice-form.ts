import { practiceName } from '#app/components/practices/labels';
import { i18n, msg, t } from '#app/lib/i18n';
import { WEEKDAY_LABEL } from '#app/lib/labels';
import { formatClinicTime } from '#shared/domain/clinic-time';
import { practiceOverlaps } from '#shared/domain/practice-hours';
import { WEEKDAYS } from '#shared/schemas/doctor';
import type { Practice } from '#shared/schemas/practice';
import type { PracticeKind } from '#shared/schemas/practice-kinds';
import type { Weekly } from './schedule-grid';

/** One practice as the form edits it: the fee stays text until saved (ADR 077). */
export type PracticeDraft = {
  /** The form's own handle (React key, focus); `_id` is the server's and is kept across saves. */
  key: string;
  _id?: string;
  kind: PracticeKind;
  name: string;
  address: string;
  area: string;
  landmark: string;
  city: string;
  country: string;
  phone: string;
  fee: string;
  /** Empty for no limit (ADR 157). */
  walkInCap: string;
  availability: Weekly;
};

const closedWeek = (): Weekly =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, { isAvailable: false, slots: [] }]));

let drafts = 0;
const nextKey = () => `practice-${++drafts}`;

export function practiceDraftOf(p: Practice): PracticeDraft {
  return {
    key: nextKey(),
    _id: p._id,
    kind: p.kind,
    name: p.name ?? '',
    address: p.location?.address ?? '',
    area: p.location?.area ?? '',
    landmark: p.location?.landmark ?? '',
    city: p.location?.city ?? '',
    country: p.location?.country ?? '',
    phone: p.phone ?? '',
    fee: p.fee === undefined || p.fee === null ? '' : String(p.fee),
    walkInCap: p.walkInCap ? String(p.walkInCap) : '',
    availability: { ...closedWeek(), ...(p.availability ?? {}) },
  };
}

/** A new practice: closed every day until the doctor opens its hours. */
export const newPractice = (kind: PracticeKind): PracticeDraft => ({
  key: nextKey(),
  kind,
  name: '',
  address: '',
  area: '',
  landmark: '',
  city: '',
  country: '',
  phone: '',
  fee: '',
  walkInCap: '',
  availability: closedWeek(),
});

/** The first clinic practice: the seed-era fields mirror it (ADR 112). */
export const firstClinic = (list: readonly PracticeDraft[]) =>
  list.find((p) => p.kind === 'clinic');

/** PRACTICE_OVERLAP_MSG of the shared rule, as the catalog holds it (a test keeps them equal). */
export const OVERLAP_MSG = msg('{day} {start}–{end} at {practice} overlaps {other}');
export const PRACTICE_N = msg('Practice {n}');

/**
 * Each practice's overlaps with an earlier practice's hours, in the reader's language and the
 * app's 12-hour clock (each time a left-to-right isolate in Urdu): shown beside that practice's
 * hours while the doctor edits, before any save (ADR 112).
 */
export function overlapTexts(list: readonly PracticeDraft[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const o of practiceOverlaps(list)) {
    const [mine, theirs] = [list[o.index]!, list[o.otherIndex]!];
    const key = mine.key;
    const text = t(OVERLAP_MSG, {
      day: t(WEEKDAY_LABEL[o.weekday]),
      start: formatClinicTime(o.startTime, { locale: i18n.locale }),
      end: formatClinicTime(o.endTime, { locale: i18n.locale }),
      practice: mine.name.trim() ? practiceName(mine, t) : t(PRACTICE_N, { n: o.index + 1 }),
      other: theirs.name.trim() ? practiceName(theirs, t) : t(PRACTICE_N, { n: o.otherIndex + 1 }),
    });
    out.set(key, [...(out.get(key) ?? []), text]);
  }
  return out;
}
