import { api, errorMessage } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import { type DoctorReviewsPage, REVIEWS_PAGE_MAX, type Review } from '#shared/schemas/review';

/** Section 8, Reviews. */
export const LOAD_REVIEWS_FAILED = msg('Failed to load reviews. Please try again.');
export const RESPONSE_FAILED = msg('Failed to submit response. Please try again.');
/** More pages than a doctor will have; a guard against a server that never says the last one. */
const MAX_PAGES = 20;

export type DoctorReviews =
  | { ok: true; reviews: Review[]; stats: DoctorReviewsPage['stats'] }
  | { ok: false; message: string };

/**
 * The route loader of /doctor/reviews: every page of GET /reviews/doctor/my-reviews. A failure
 * is returned, not thrown, so the screen shows section 8's text with Retry in its own place.
 */
export async function loadDoctorReviews(signal?: AbortSignal): Promise<DoctorReviews> {
  try {
    const reviews: Review[] = [];
    let stats: DoctorReviewsPage['stats'] | null = null;
    for (let page = 1; page <= MAX_PAGES; page++) {
      const answer = await api.get<DoctorReviewsPage>('/reviews/doctor/my-reviews', {
        query: { page, limit: REVIEWS_PAGE_MAX },
        signal,
      });
      stats ??= answer.stats;
      reviews.push(...(answer.reviews ?? []));
      if ((answer.reviews ?? []).length === 0 || page >= (answer.totalPages ?? 1)) break;
    }
    return {
      ok: true,
      reviews,
      stats: stats ?? {
        averageRating: 0,
        totalReviews: 0,
        ratingDistribution: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 },
      },
    };
  } catch (error) {
    return { ok: false, message: errorMessage(error, LOAD_REVIEWS_FAILED) };
  }
}

/** POST /reviews/{id}/response: once per review (a second is 409). Needs a connection. */
export async function respondToReview(id: string, response: string): Promise<Review> {
  const answer = await api.post<Review>(`/reviews/${encodeURIComponent(id)}/response`, {
    response,
  });
  return answer.data;
}
