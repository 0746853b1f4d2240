import { api } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import type { Review } from '#shared/schemas/review';

/** ADR 078, Reviews. */
export const LOAD_REVIEWS_FAILED = msg('Failed to load reviews. Please try again.');
export const RESPONSE_FAILED = msg('Failed to submit response. Please try again.');

/** POST /reviews/{id}/response: once per review (a second is 409). Needs a connection. */
export async function respondToReview(id: string, response: string): Promise<Review> {
  const answer = await api.post<Review>(`/reviews/${encodeURIComponent(id)}/response`, {
    response,
  });
  return answer.data;
}
