import type { Practice } from '#shared/schemas/practice';

/** A practice as GET /doctors/{id} lists it: with its next free day there (ADR 112). */
export type ListedPractice = Practice & {
  /** yyyy-MM-dd on the clinic calendar; null when nothing is free within the booking horizon. */
  nextFreeDate?: string | null;
};

/**
 * The practices a doctor's answer carries (search, GET /doctors/{id}); none for an answer from
 * before practices (a page the service worker kept), which the screens show as before.
 */
export function practicesOf(doctor: object | null | undefined): ListedPractice[] {
  const list = (doctor as { practices?: unknown } | null | undefined)?.practices;
  return Array.isArray(list)
    ? (list as ListedPractice[]).filter((p) => p && typeof p === 'object' && p._id && p.name)
    : [];
}

/** Whether a practice has any weekly hours, so something can be booked there. */
export const hasHours = (p: Pick<Practice, 'availability'>) =>
  Object.values(p.availability ?? {}).some((day) => day?.isAvailable && day.slots?.length > 0);

/** The video practice a patient can book, if the doctor offers one. */
export const videoPractice = (practices: readonly ListedPractice[]) =>
  practices.find((p) => p.kind === 'video' && hasHours(p));

/** The cities of the clinic practices, each once, in the doctor's order. */
export function practiceCities(practices: readonly ListedPractice[]): string[] {
  const seen = new Map<string, string>();
  for (const p of practices) {
    const city = p.kind === 'clinic' ? p.location?.city?.trim() : '';
    if (city && !seen.has(city.toLowerCase())) seen.set(city.toLowerCase(), city);
  }
  return [...seen.values()];
}
