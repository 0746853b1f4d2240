import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from '#server/env';
import { REPORT_RANGES } from '#shared/schemas/admin-reports';
import { measure } from '../lib/measure';
import type { BenchContext, BenchResult, BenchSection } from '../lib/types';

/** The budget for each report call at 100k appointments on PGlite. */
const TARGET_P95_MS = 100;

const CALLS = ['appointments', 'revenue', 'user-growth', 'specialties', 'summary'] as const;

async function adminToken(ctx: BenchContext) {
  // The bench server runs with the default (demo) administrator of a non-production start.
  const res = await fetch(`${ctx.baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/**
 * Reports & Analytics over the seeded appointments: each call alone, the ranges taken in turn
 * (the year covers every seeded appointment and twice as many days for the summary), then the
 * screen's five calls in parallel as it sends them.
 */
export const adminReportsSection: BenchSection = {
  name: 'admin-reports',
  async run(ctx) {
    const headers = { authorization: `Bearer ${await adminToken(ctx)}` };
    const get = async (call: string, i: number) => {
      const range = REPORT_RANGES[i % REPORT_RANGES.length];
      const res = await fetch(`${ctx.baseUrl}/admin/reports/${call}?range=${range}`, { headers });
      const body = (await res.json()) as { data?: unknown };
      return res.ok && body.data !== undefined;
    };
    const results: BenchResult[] = [];
    for (const call of CALLS) {
      results.push(
        await measure({
          section: 'admin-reports',
          name: `GET /admin/reports/${call}, ranges in turn`,
          clients: 1,
          maxRequests: 200,
          maxMs: 20_000,
          targetP95Ms: TARGET_P95_MS,
          request: (i) => get(call, i),
        }),
      );
    }
    results.push(
      await measure({
        section: 'admin-reports',
        name: 'the screen: five calls in parallel',
        clients: 1,
        maxRequests: 80,
        maxMs: 20_000,
        request: async (i) => (await Promise.all(CALLS.map((c) => get(c, i)))).every(Boolean),
      }),
    );
    return results;
  },
};
