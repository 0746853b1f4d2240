import { useLiveQuery } from 'dexie-react-hooks';
import { api } from '#app/lib/api-client';
import { type DoctorReviewsPage, REVIEWS_PAGE_MAX, type Review } from '#shared/schemas/review';
import { localDb } from '../local-db';
import type { CollectionSource } from '../types';
import { useUserId } from '../use-user-id';
import { PATIENTS_REFRESH_MS } from './patients';

/** Every review the doctor has received and the server's summary of them, one row per doctor. */
export type DoctorReviews = { reviews: Review[]; stats: DoctorReviewsPage['stats'] };
export type MirrorDoctorReviews = DoctorReviews & { userId: string };

export const EMPTY_STATS: DoctorReviewsPage['stats'] = {
  averageRating: 0,
  totalReviews: 0,
  ratingDistribution: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 },
};

/** More pages than a doctor will have; a guard against a server that never says the last one. */
const MAX_PAGES = 20;

/** Every page of GET /reviews/doctor/my-reviews. */
export async function fetchDoctorReviews(token: string): Promise<DoctorReviews> {
  const reviews: Review[] = [];
  let stats: DoctorReviewsPage['stats'] | null = null;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await api.get<DoctorReviewsPage>('/reviews/doctor/my-reviews', {
      token,
      query: { page, limit: REVIEWS_PAGE_MAX },
    });
    stats ??= answer.stats;
    reviews.push(...(answer.reviews ?? []));
    if ((answer.reviews ?? []).length === 0 || page >= (answer.totalPages ?? 1)) break;
  }
  return { reviews, stats: stats ?? EMPTY_STATS };
}

/** So /doctor/reviews opens offline like every other doctor screen. */
export const doctorReviews: CollectionSource = {
  name: 'doctorReviews',
  roles: ['doctor'],
  fetch: (session) => fetchDoctorReviews(session.token),
  intervalMs: PATIENTS_REFRESH_MS,
};

/** The signed-in doctor's reviews; undefined until IndexedDB has answered, null if none yet. */
export function useMirroredDoctorReviews(): MirrorDoctorReviews | null | undefined {
  const userId = useUserId();
  return useLiveQuery(
    async () => (userId ? ((await localDb.doctorReviews.get(userId)) ?? null) : null),
    [userId],
  );
}

/** Replaces one review with the server's answer (a response sent online). */
export async function putMirroredReview(userId: string, review: Review): Promise<void> {
  await localDb.transaction('rw', localDb.doctorReviews, async () => {
    const row = await localDb.doctorReviews.get(userId);
    if (!row) return;
    const reviews = row.reviews.map((r) => (r._id === review._id ? review : r));
    await localDb.doctorReviews.put({ ...row, reviews });
  });
}
