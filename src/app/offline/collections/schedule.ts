import { useLiveQuery } from 'dexie-react-hooks';
import { api } from '#app/lib/api-client';
import type { DoctorProfileUpdate, TimeOff } from '#shared/schemas/doctor-profile';
import type { Practice } from '#shared/schemas/practice';
import { localDb } from '../local-db';
import type { CollectionSource } from '../types';
import { useUserId } from '../use-user-id';

/** The doctor's profile as GET /doctors/profile answers it, with the time off kept beside it. */
export type DoctorProfile = Omit<Partial<DoctorProfileUpdate>, 'practices'> & {
  _id?: string;
  /** Only on the device, from GET /doctors/profile/time-off. */
  timeOff?: TimeOff[];
  email?: string;
  profilePicture?: { url?: string } | null;
  /** Where the doctor sees patients (ADR 112); the seed-era fields mirror the first clinic. */
  practices?: Practice[];
  offersVideo?: boolean;
  /** The profile's version: a save sends it back and an older one is refused (ADR 114). */
  updatedAt?: string;
};

/** The doctor's weekly availability and time off, one row per doctor. */
export type MirrorSchedule = DoctorProfile & { userId: string };

/** The row: the doctor's profile with its weekly availability and time off. */
export async function fetchSchedule(token: string): Promise<DoctorProfile> {
  const [profile, timeOff] = await Promise.all([
    api.get<DoctorProfile>('/doctors/profile', { token }),
    api.get<TimeOff[]>('/doctors/profile/time-off', { token }),
  ]);
  return { ...profile, timeOff: Array.isArray(timeOff) ? timeOff : [] };
}

/**
 * The doctor's own profile with its weekly availability and time off (ADR 006: "for doctors,
 * their patients and schedule"), so Manage Schedule, the profile and the calendar's closed days
 * open offline. Saving the profile is online only; a slot opened or closed is queued.
 */
export const schedule: CollectionSource = {
  name: 'schedule',
  roles: ['doctor'],
  fetch: (session) => fetchSchedule(session.token),
};

/** Time off changed online: the device copy takes the server's list at once. */
export async function putTimeOff(userId: string, timeOff: TimeOff[]): Promise<void> {
  await localDb.schedule.update(userId, { timeOff });
}

/**
 * A profile saved online: the device copy takes the server's answer at once (ADR 114), practices
 * and version included, so Manage Schedule and the next edit start from what was saved even
 * before a refresh runs (the sync engine may not have started yet, ADR 118). The time off is not
 * in the answer and stays.
 */
export async function putProfile(
  userId: string,
  answer: DoctorProfile & { outsideHours?: unknown },
): Promise<void> {
  const { outsideHours: _, timeOff: __, ...profile } = answer;
  await localDb.transaction('rw', localDb.schedule, async () => {
    const current = await localDb.schedule.get(userId);
    await localDb.schedule.put({ ...profile, timeOff: current?.timeOff ?? [], userId });
  });
}

/** The doctor's profile on the device: undefined while IndexedDB answers, null with no copy yet. */
export function useDoctorProfile(): DoctorProfile | null | undefined {
  const userId = useUserId();
  return useLiveQuery(
    async () => (userId ? ((await localDb.schedule.get(userId)) ?? null) : null),
    [userId],
  );
}
