import { measure } from '../lib/measure';
import type { BenchContext, BenchSection } from '../lib/types';

/** The filters the Find a Doctor screen sends, mixed; page 1 unless told. */
const QUERIES = [
  '',
  'specialization=Cardiology',
  'minRating=4',
  'city=Lahore',
  'search=ahmed',
  'minExperience=5&maxExperience=10',
  'specialization=Pediatrics&city=Karachi&minRating=3',
  'gender=female&minRating=4',
  'search=heart&page=2',
  'specialization=Neurology&minExperience=10',
  'limit=5',
  'page=40',
];

/** ADR 112: a city matched through any clinic practice, and video consultations. */
const PRACTICE_QUERIES = [
  'city=Peshawar',
  'city=multan&specialization=Cardiology',
  'mode=video',
  'mode=video&city=Lahore',
  'city=Karachi&page=3',
  'mode=video&minRating=4',
];

const get = (ctx: BenchContext, query: string) => async () => {
  const res = await fetch(`${ctx.baseUrl}/doctors/search?${query}`);
  const body = (await res.json()) as { data?: { doctors?: unknown[] } };
  return res.ok && Array.isArray(body.data?.doctors);
};

export const doctorSearchSection: BenchSection = {
  name: 'doctor search',
  async run(ctx) {
    const mixed = (clients: number, targetP95Ms: number) =>
      measure({
        section: 'doctor search',
        name: 'filters (mixed)',
        clients,
        maxRequests: clients === 1 ? 600 : 1600,
        maxMs: 20_000,
        targetP95Ms,
        request: (i) => get(ctx, QUERIES[i % QUERIES.length])(),
      });
    const available = (clients: number, targetP95Ms?: number) =>
      measure({
        section: 'doctor search',
        name: 'available=week',
        clients,
        maxRequests: clients === 1 ? 100 : 320,
        maxMs: 15_000,
        warmup: 3,
        targetP95Ms,
        request: (i) => get(ctx, `available=week&page=${1 + (i % 3)}`)(),
      });
    // Every request a query not asked before, so none is answered from the search cache: the
    // cost of the first asker after a change (a booking anywhere changes every available= answer).
    let fresh = 0;
    const uncached = () =>
      measure({
        section: 'doctor search',
        name: 'available=week, uncached',
        clients: 1,
        maxRequests: 60,
        maxMs: 30_000,
        warmup: 2,
        request: () =>
          get(
            ctx,
            `available=week&limit=${1 + (fresh++ % 50)}&page=${1 + Math.floor(fresh / 50)}`,
          )(),
      });
    const practices = (clients: number, targetP95Ms: number) =>
      measure({
        section: 'doctor search',
        name: 'city= and mode=video',
        clients,
        maxRequests: clients === 1 ? 600 : 1600,
        maxMs: 20_000,
        targetP95Ms,
        request: (i) => get(ctx, PRACTICE_QUERIES[i % PRACTICE_QUERIES.length])(),
      });
    // Each request a page size not asked before: the database's cost of those filters.
    let freshPractice = 0;
    const practicesUncached = () =>
      measure({
        section: 'doctor search',
        name: 'city= and mode=video, uncached',
        clients: 1,
        maxRequests: 240,
        maxMs: 30_000,
        warmup: 2,
        targetP95Ms: 25,
        request: () => {
          const n = freshPractice++;
          const query = PRACTICE_QUERIES[n % PRACTICE_QUERIES.length];
          return get(ctx, `${query}&limit=${1 + (Math.floor(n / PRACTICE_QUERIES.length) % 50)}`)();
        },
      });
    return [
      await mixed(1, 25),
      await mixed(16, 150),
      await practices(1, 25),
      await practices(16, 150),
      await practicesUncached(),
      await available(1, 50),
      await available(16),
      await uncached(),
    ];
  },
};
