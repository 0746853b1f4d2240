import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { localDb } from '#app/lib/local-db';
import { useSession } from '#app/stores/session';
import type { ListedAppointment } from '../api/appointments-api';

/** The signed-in user's mirrored appointments; undefined until IndexedDB has answered. */
export function useMirroredAppointments(): ListedAppointment[] | undefined {
  const userId = useSession((s) => s.user?._id ?? null);
  return useLiveQuery(
    async () =>
      userId
        ? ((await localDb.appointments
            .where('userId')
            .equals(userId)
            .toArray()) as ListedAppointment[])
        : [],
    [userId],
  );
}

/** The appointments this patient has reviewed (the reviews mirror), to offer Write Review once. */
export function useReviewedIds(): ReadonlySet<string> {
  const userId = useSession((s) => s.user?._id ?? null);
  return useLiveQuery(
    async () =>
      new Set(
        userId
          ? (await localDb.reviews.where('userId').equals(userId).toArray()).map(
              (r) => r.appointmentId,
            )
          : [],
      ),
    [userId],
    new Set<string | undefined>(),
  ) as ReadonlySet<string>;
}

/** The current time, moving every `everyMs`, so a visit that ends moves out of Upcoming. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
