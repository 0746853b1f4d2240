import { api } from '#app/lib/api-client';
import type { Doctor, DoctorPage } from '#shared/schemas/doctor';
import type { DoctorReviewsPage } from '#shared/schemas/review';

export type DoctorQuery = Record<string, string | number | undefined>;

/** The doctor detail shows the latest 5 reviews (ADR 079). */
export const DETAIL_REVIEWS = 5;

/**
 * The public doctor calls go without a token even when signed in: they answer the same to
 * everyone, and the service worker caches them for offline browsing only when no
 * Authorization header is sent (ADR 006: nothing personal in Cache Storage).
 */
const PUBLIC = { token: null } as const;

export const searchDoctors = (query: DoctorQuery, signal?: AbortSignal) =>
  api.get<DoctorPage>('/doctors/search', { ...PUBLIC, query, signal });

export const getDoctor = (id: string, signal?: AbortSignal) =>
  api.get<Doctor>(`/doctors/${encodeURIComponent(id)}`, { ...PUBLIC, signal });

export const getLatestReviews = (doctorUserId: string, signal?: AbortSignal) =>
  api.get<DoctorReviewsPage>(`/reviews/doctor/${encodeURIComponent(doctorUserId)}`, {
    query: { limit: DETAIL_REVIEWS },
    signal,
  });

/** How long a filter's list of options is reused; it changes only when a doctor joins. */
const OPTIONS_TTL = 5 * 60_000;

/**
 * A public list of filter options, asked at most every few minutes: the doctor list's loader
 * runs on every filter change, and the options do not change with them. A failure is not kept.
 */
function cachedOptions(path: string) {
  let listed: { at: number; answer: Promise<string[]> } | null = null;
  return (now = Date.now()): Promise<string[]> => {
    if (!listed || now - listed.at > OPTIONS_TTL) {
      const answer = api.get<string[]>(path, PUBLIC);
      listed = { at: now, answer };
      answer.catch(() => {
        if (listed?.answer === answer) listed = null;
      });
    }
    return listed.answer;
  };
}

/** The specializations doctors practise. */
export const listSpecializations = cachedOptions('/doctors/specializations');

/** The cities doctors practise in (the city filter). */
export const listCities = cachedOptions('/doctors/cities');
