import { api } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import { type DoctorReviewsPage, REVIEWS_PAGE_MAX, type Review } from '#shared/schemas/review';

/** ADR 078, Reviews. */
export const LOAD_REVIEWS_FAILED = msg('Failed to load reviews. Please try again.');
export const RESPONSE_FAILED = msg('Failed to submit response. Please try again.');
/** More pages than a doctor will have; a guard against a server that never says the last one. */
const MAX_PAGES = 20;

/** The mirror's `doctorReviews` row: every review received, and the server's summary. */
export type DoctorReviews = { reviews: Review[]; stats: DoctorReviewsPage['stats'] };

export const EMPTY_STATS: DoctorReviewsPage['stats'] = {
  averageRating: 0,
  totalReviews: 0,
  ratingDistribution: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 },
};

/** Every page of GET /reviews/doctor/my-reviews, for the `doctorReviews` collection. */
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

/** POST /reviews/{id}/response: once per review (a second is 409). Needs a connection. */
export async function respondToReview(id: string, response: string): Promise<Review> {
  const answer = await api.post<Review>(`/reviews/${encodeURIComponent(id)}/response`, {
    response,
  });
  return answer.data;
}
