import { useLiveQuery } from 'dexie-react-hooks';
import { api } from '#app/lib/api-client';
import { clinicSettings } from '#app/lib/public-settings';
import { clinicToday } from '#shared/domain/clinic-time';
import { shiftDate } from '#shared/domain/date-only';
import type { DeskDay, DeskDays, DeskPractice, DeskVisit } from '#shared/schemas/desk';
import { localDb, type MashwaraDb } from '../local-db';
import type { CollectionSource } from '../types';
import { useUserId } from '../use-user-id';

/** One practice's day at the desk (GET /api/desk/day), keyed `${practiceId}:${date}`. */
export type MirrorDeskDay = DeskDay & { userId: string; _id: string };

/** Issue 42: the desk device keeps 7 days back to 7 days ahead of each of its practices. */
export const DESK_DAYS_AROUND = 7;
/** As often as the doctor's appointments (ADR 079: 5 minutes). */
export const DESK_DAYS_REFRESH_MS = 300_000;
export const deskDayId = (practiceId: string, date: string) => `${practiceId}:${date}`;

/** The dates kept on the device around the clinic's today (ADR 005: the clinic's calendar). */
export function deskWindow(today = clinicToday(new Date(), clinicSettings().timezone)) {
  return Array.from({ length: DESK_DAYS_AROUND * 2 + 1 }, (_, i) =>
    shiftDate(today, i - DESK_DAYS_AROUND),
  );
}

/** Every day of the window at every practice the member works, one request a practice. */
export async function fetchDeskDays(token: string): Promise<Omit<MirrorDeskDay, 'userId'>[]> {
  const { practices } = await api.get<{ practices: DeskPractice[] }>('/desk/practices', { token });
  const window = deskWindow();
  const query = (practiceId: string) => ({ practiceId, from: window[0]!, to: window.at(-1)! });
  const answers = await Promise.all(
    practices.map((p) => api.get<DeskDays>('/desk/days', { token, query: query(p.id) })),
  );
  return answers.flatMap(({ practice, days }) =>
    days.map((day) => ({ ...day, practice, _id: deskDayId(practice.id, day.date) })),
  );
}

export const deskDays: CollectionSource = {
  name: 'deskDays',
  roles: ['desk'],
  fetch: (session) => fetchDeskDays(session.token),
  intervalMs: DESK_DAYS_REFRESH_MS,
};

/** Changes one visit of the device's copy wherever it is listed (a kind's applyLocal). */
export async function updateDeskVisit(
  db: MashwaraDb,
  userId: string,
  visitId: string,
  change: (visit: DeskVisit) => DeskVisit,
): Promise<void> {
  const days = await db.deskDays.where('userId').equals(userId).toArray();
  for (const day of days) {
    if (!day.visits.some((v) => v.id === visitId)) continue;
    const visits = day.visits.map((v) => (v.id === visitId ? change(v) : v));
    await db.deskDays.put({ ...day, visits });
  }
}

/**
 * Adds a visit registered on this device to its day (a walk-in's applyLocal, ADR 157), once: the
 * day's row is made from another day of the practice when the device has none for that date.
 */
export async function addDeskVisit(
  db: MashwaraDb,
  userId: string,
  practice: DeskPractice,
  date: string,
  visit: DeskVisit,
): Promise<void> {
  const key: [string, string] = [userId, deskDayId(practice.id, date)];
  const day = (await db.deskDays.get(key)) ?? {
    userId,
    _id: key[1],
    practice,
    date,
    visits: [],
  };
  if (day.visits.some((v) => v.id === visit.id)) return;
  await db.deskDays.put({ ...day, visits: [...day.visits, visit] });
}

/** The member's practices on the device, by name; undefined until IndexedDB has answered. */
export function useDeskPractices(): DeskPractice[] | undefined {
  const userId = useUserId();
  return useLiveQuery(async () => {
    if (!userId) return [];
    const byId = new Map<string, DeskPractice>();
    await localDb.deskDays
      .where('userId')
      .equals(userId)
      .each((day) => byId.set(day.practice.id, day.practice));
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [userId]);
}

/** One practice's day on the device: undefined while read, null when the device holds none. */
export function useDeskDay(practiceId: string | undefined, date: string) {
  const userId = useUserId();
  return useLiveQuery(
    async () =>
      userId && practiceId
        ? ((await localDb.deskDays.get([userId, deskDayId(practiceId, date)])) ?? null)
        : null,
    [userId, practiceId, date],
  );
}
