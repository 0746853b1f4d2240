import { useLiveQuery } from 'dexie-react-hooks';
import { useSession } from '#app/lib/session';
import { localDb } from '#app/offline/local-db';

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
