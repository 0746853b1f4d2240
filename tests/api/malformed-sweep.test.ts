import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentScene } from '../support/appointment-builders';
import { signInAdmin } from '../support/builders';
import { snapshotTables } from '../support/db-snapshot';
import { deskMember } from '../support/desk-builders';
import { type Case, casesFor } from '../support/sweep/cases';
import { fieldsOf, type Operation, operationsOf } from '../support/sweep/openapi';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Issue 11, "tests that new routes cannot escape": every operation of the server's own
 * OpenAPI document gets malformed requests, field by field, from anonymous callers and from
 * each role. Pass: no 5xx, every answer in the envelope, nothing stored.
 */
let server: TestServer;
let operations: Operation[];
let callers: { name: string; token?: string }[];

beforeAll(async () => {
  server = await startTestServer();
  const scene = await appointmentScene(server);
  callers = [
    { name: 'anonymous' },
    { name: 'patient', token: scene.patient.token },
    { name: 'doctor', token: scene.doc.token },
    { name: 'admin', token: await signInAdmin(server) },
    {
      name: 'desk',
      token: (await deskMember(server, { doctorId: scene.doc.doctor.id, token: scene.doc.token }))
        .token,
    },
  ];
  const doc = await server.get('/openapi.json');
  operations = operationsOf(doc.body);
}, 60_000);
afterAll(() => server.close());

/** Sessions may record when they were last used; their number must not change. */
const snapshot = () => snapshotTables(server, ['sessions']);

async function send(c: Case, token?: string, method = 'GET') {
  const headers: Record<string, string> = {};
  if (c.body) headers['content-type'] = c.body.contentType;
  return server.call(method, `/api${c.url}`, { token, headers, body: c.body?.text });
}

/** What is wrong with an answer, if anything: a 5xx, or not the envelope of ADR 082. */
function problemWith(res: Awaited<ReturnType<typeof send>>): string | undefined {
  const b = res.body;
  if (res.status >= 500) return `answered ${res.status}: ${res.text.slice(0, 200)}`;
  if (res.status >= 300 && res.status < 400) return `redirected (${res.status})`;
  if (b === null || typeof b !== 'object') return `answered ${res.status} without JSON`;
  if (res.status >= 400) {
    if (b.success !== false) return `answered ${res.status} without success: false`;
    if (typeof b.message !== 'string' || b.message.length === 0) return 'failure without a message';
    const errorsOk =
      b.errors === undefined ||
      (Array.isArray(b.errors) &&
        b.errors.every(
          (e: { path?: unknown; message?: unknown }) =>
            typeof e?.path === 'string' && typeof e?.message === 'string',
        ));
    if (!errorsOk) return 'errors[] not in { path, message } form';
  } else if (b.success !== true || !('data' in b)) {
    return `answered ${res.status} outside the success envelope`;
  }
  return undefined;
}

describe('malformed input sweep, generated from /api/openapi.json', () => {
  it('its snapshot sees one value changed, and not a session being used', async () => {
    const before = await snapshot();
    await server.db.execute(sql`insert into job_runs values ('snapshot-check', '2026-01-01')`);
    const written = await snapshot();
    await server.db.execute(
      sql`update job_runs set started_at = '2026-01-02' where name = 'snapshot-check'`,
    );
    await server.db.execute(sql`update sessions set last_seen_at = now()`);
    const changed = await snapshot();
    expect(Object.keys(changed).filter((table) => changed[table] !== written[table])).toEqual([
      'job_runs',
    ]);
    await server.db.execute(sql`delete from job_runs where name = 'snapshot-check'`);
    expect(await snapshot()).toEqual(before);
  });

  it('the document lists every route the server answers, so none escapes the sweep', () => {
    const documented = new Set(operations.map((op) => `${op.method} /api${op.path}`));
    const served = server.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !r.path.includes('*'))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`)
      // The document and its reader take no input.
      .filter((r) => !/^GET \/api\/(openapi\.json|docs(\/docs\.js)?)$/.test(r));
    expect([...new Set(served)].filter((r) => !documented.has(r))).toEqual([]);
    expect(operations.length).toBeGreaterThan(40);
  });

  it('no malformed request answers 5xx or outside the envelope, and none stores anything', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const op of operations) {
      const cases = casesFor(op);
      if (op.body) {
        const fields = fieldsOf(op.body);
        // Every field of the body gets cases of its own.
        for (const f of fields) {
          const key = `${f.path.join('.')}:`;
          if (!cases.some((c) => c.label.startsWith(key)))
            problems.push(`${op.path}: no case for ${key}`);
        }
      }
      // Field cases go to the callers the route lets past its role check (a null body is
      // refused by validation, after the check): on a public route, to an anonymous and a
      // signed-in caller; the rest go to everyone.
      let before = await snapshot();
      const probe = cases.find((c) => c.label === 'body is null');
      const passed = probe
        ? (
            await Promise.all(
              callers.map(async (caller) => {
                const res = await send(probe, caller.token, op.method);
                return res.status === 401 || res.status === 403 ? undefined : caller;
              }),
            )
          ).filter((c) => c !== undefined)
        : callers;
      const allowed = passed.includes(callers[0]) ? callers.slice(0, 2) : passed;
      for (const caller of callers) {
        const stored: string[] = [];
        for (const c of cases) {
          if (c.perField && allowed.length > 0 && !allowed.includes(caller)) continue;
          const res = await send(c, caller.token, op.method);
          sent++;
          const where = `${op.method} ${op.path} as ${caller.name}, ${c.label}`;
          const problem = problemWith(res);
          if (problem) problems.push(`${where}: ${problem}`);
          else if (op.method !== 'GET' && res.status < 300)
            stored.push(`${where}: accepted (${res.status})`);
        }
        problems.push(...stored);
        const after = await snapshot();
        for (const table of Object.keys(after)) {
          if (stored.length === 0 && after[table] !== before[table]) {
            problems.push(`${op.method} ${op.path} as ${caller.name}: changed table ${table}`);
          }
        }
        before = after;
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    // The callers are still signed in: no case ended a session and thinned the sweep out.
    for (const caller of callers.filter((c) => c.token)) {
      expect((await server.get('/auth/profile', { token: caller.token })).status).toBe(200);
    }
  }, 600_000);
});
