import { useLiveQuery } from 'dexie-react-hooks';
import { api } from '#app/lib/api-client';
import type { Review, ReviewsPage } from '#shared/schemas/review';
import { localDb, type MashwaraDb } from '../local-db';
import type { CollectionSource } from '../types';
import { useUserId } from '../use-user-id';

/**
 * One of the patient's own reviews (GET /api/reviews/my-reviews), tagged with its author. One
 * written on this device that the server has not answered yet names no patient and only the
 * doctor's id and name.
 */
export type MirrorReview = Omit<Review, 'patient' | 'doctor'> & {
  userId: string;
  patient?: Review['patient'];
  doctor: Pick<Review['doctor'], '_id' | 'name'> & Partial<Review['doctor']>;
};

/** The server answers at most this many a page; the device pages through all of them. */
const PAGE = 50;
const MAX_PAGES = 20;

export async function fetchMyReviews(token: string): Promise<Review[]> {
  const all: Review[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await api.get<Partial<ReviewsPage>>('/reviews/my-reviews', {
      token,
      query: { page, limit: PAGE },
    });
    all.push(...(Array.isArray(answer?.reviews) ? answer.reviews : []));
    if (!answer?.totalPages || page >= answer.totalPages) break;
  }
  return all;
}

export const reviews: CollectionSource = {
  name: 'reviews',
  roles: ['patient'],
  fetch: (session) => fetchMyReviews(session.token),
};

/** The server's answer to a queued change replaces the row, tagged with its author. */
export async function putReview(db: MashwaraDb, data: unknown, userId: string) {
  const review = data as Review | undefined;
  if (review && typeof review === 'object' && typeof review._id === 'string') {
    await db.reviews.put({ ...review, userId });
  }
}

/** The patient's reviews on the device, newest first; undefined until IndexedDB has answered. */
export function useMirrorReviews(): MirrorReview[] | undefined {
  const userId = useUserId();
  return useLiveQuery(async () => {
    if (!userId) return [];
    const rows = await localDb.reviews.where('userId').equals(userId).toArray();
    return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }, [userId]);
}

/** The appointments this patient has reviewed, to offer Write Review once (ADR 008). */
export function useReviewedIds(): ReadonlySet<string> {
  const userId = useUserId();
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
    new Set<string>(),
  );
}
