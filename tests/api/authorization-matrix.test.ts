import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import type { Deps } from '#server/context';
import { CALLERS, type Caller, matrixScene } from '../support/authorization-fixtures';
import { AUTHORIZATION, type Expect } from '../support/authorization-table';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Every route of the server's own route table × every kind of caller, on records that belong
 * to someone else where the route names one. The routes come from Hono's route table, not a
 * list: a new route without an entry in tests/support/authorization-table.ts fails here.
 */
const shape = (key: string) => key.replace(/\/:[^/]+/g, '/:');

// Registering routes touches no dependency but the two settings the security headers are built
// from, so the table can be read before any server starts. Entries of method ALL are middleware
// (use) and the /api/* not-found fallback, not routes.
const ROUTES = [
  ...new Set(
    createApp({ version: 'matrix', env: { appUrl: 'http://localhost' } } as Deps)
      .routes.filter((r) => r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path}`),
  ),
];
const ENTRIES = new Map(Object.entries(AUTHORIZATION).map(([key, entry]) => [shape(key), entry]));

let server: TestServer;
let scene: Awaited<ReturnType<typeof matrixScene>>;
beforeAll(async () => {
  server = await startTestServer();
  scene = await matrixScene(server);
}, 120_000);
afterAll(() => server?.close());

function meets(expected: Expect, status: number, caller: Caller, namesRecord: boolean) {
  if (Array.isArray(expected)) return expected.includes(status);
  if (expected === 'refused') return status === (caller === 'anonymous' ? 401 : 403);
  if (expected === 'hidden') return status === 403 || status === 404;
  return ![401, 403].includes(status) && status < 500 && !(namesRecord && status === 404);
}

describe('the route table', () => {
  it('has an authorization entry for every route', () => {
    const missing = ROUTES.filter((route) => !ENTRIES.has(shape(route)));
    expect(
      missing,
      `Routes without an entry in tests/support/authorization-table.ts (add the expected answer per caller):\n  ${missing.join('\n  ')}`,
    ).toEqual([]);
  });

  it('lists the entries whose routes do not exist (yet)', () => {
    const present = new Set(ROUTES.map(shape));
    const absent = Object.keys(AUTHORIZATION).filter((key) => !present.has(shape(key)));
    if (absent.length) {
      console.info(
        `Authorization entries without a route (not checked):\n  ${absent.join('\n  ')}`,
      );
    }
    expect(absent.length).toBeLessThan(Object.keys(AUTHORIZATION).length);
  });
});

describe('authorization matrix', () => {
  const covered = ROUTES.filter((route) => ENTRIES.has(shape(route)));
  it.each(covered)('%s answers each caller as its entry says', async (route) => {
    const entry = ENTRIES.get(shape(route));
    if (!entry) return;
    const [method, template] = route.split(' ');
    const ids = await Promise.all((entry.params ?? []).map((name) => scene.record(name)));
    let i = 0;
    const path = template.replace(/:[^/]+/g, () => encodeURIComponent(ids[i++] ?? 'missing'));
    const query = typeof entry.query === 'function' ? entry.query(scene.records) : entry.query;
    const url = `${path}${query ? `?${query}` : ''}`;
    const body = method === 'GET' ? undefined : (entry.body?.(scene.records) ?? {});
    // Callers who must be turned away go first, while the records are as the scene made them.
    const order = [...CALLERS].sort(
      (a, b) => Number(entry.rule[a] === 'allowed') - Number(entry.rule[b] === 'allowed'),
    );
    const wrong: string[] = [];
    for (const caller of order) {
      const token = await scene.token(caller);
      const res = await server.call(method, url, { token, body });
      if (!meets(entry.rule[caller], res.status, caller, ids.length > 0)) {
        wrong.push(
          `${caller}: expected ${JSON.stringify(entry.rule[caller])}, got ${res.status} ${res.text.slice(0, 120)}`,
        );
      }
    }
    expect(wrong, `${route} (${url})`).toEqual([]);
  });
});
