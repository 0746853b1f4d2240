import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Arrow, arrowsBelow, arrowsOf, cycles, root, where } from './import-graph';

/*
 * The import rules of the house style, checked on the imports the code really has (one parse of
 * src/ and sw/), so a new feature or folder is covered without anyone writing a lint override.
 * Arrows that break the order today are listed by name: the test fails on any other, and on a
 * listed one that is gone, so the lists only ever shrink.
 */

const arrows = arrowsBelow('src', 'sw');
const ours = (a: Arrow): a is Arrow & { to: string } => a.to !== null;

/**
 * The app's order as it holds today, top to bottom: an arrow may point down or sideways, never up.
 * `offline/` has its place before it exists. The files at the app's root start it and may import anything.
 */
const APP_ORDER: Record<string, number> = {
  '(entry)': 5,
  routes: 4,
  features: 3,
  components: 2,
  hooks: 2,
  lib: 1,
  offline: 1,
  // The script painted before the app (ADR 120): it runs alone, so it imports nothing.
  boot: 0,
  locales: 0,
  '(shared)': 0,
};

/** Upward arrows that exist today, as `from → to`: to be removed, never added to. */
const KNOWN_UPWARD: string[] = [];

/** Cycles among the app's folders of one rank. */
const KNOWN_APP_CYCLES: string[][] = [];

/** Cycles among the server's folders (each module its own) that exist today. */
const KNOWN_SERVER_CYCLES: string[][] = [];

/**
 * The server's lower layers, as what each may not import: the scheduling layer (holds, occupancy,
 * the appointment view) sits under every other module, and db and lib under all of them.
 */
const SERVER_BELOW: [layer: string, forbidden: RegExp][] = [
  ['src/server/modules/scheduling/', /^src\/server\/(?!(modules\/scheduling|db|lib)\/)/],
  ['src/server/db/', /^src\/server\/(modules|middleware|jobs)\//],
  ['src/server/lib/', /^src\/server\/(modules|middleware|jobs)\//],
];

function appLayer(path: string): string | null {
  if (path.startsWith('src/shared/')) return '(shared)';
  const match = /^src\/app\/([^/]+)(\/?)/.exec(path);
  if (!match) return null;
  return match[2] ? match[1]! : '(entry)';
}

const featureOf = (path: string) => /^src\/app\/features\/([^/]+)\//.exec(path)?.[1];

/** A server file's place in the cycle check: its top folder, each module apart, or a root file. */
const serverNode = (path: string) => /^src\/server\/(modules\/[^/]+|[^/]+)/.exec(path)?.[1];

const label = (a: Arrow & { to: string }) => `${a.from} → ${a.to}`;
const key = (group: string[]) => group.join(' ⇄ ');

/** Packages that run only on the server (or only in Node). */
const SERVER_PACKAGE =
  /^(node:|hono$|@hono\/|hono-openapi$|drizzle-orm$|pg$|@electric-sql\/|nodemailer$|tsx$)/;
/** What `src/shared` may not reach for: a UI, a runtime, a database. */
const NOT_FOR_SHARED =
  /^(node:|react$|react-dom$|dexie$|dexie-react-hooks$|drizzle-orm$|pg$|@electric-sql\/|hono$|@hono\/)/;
/** The browser's UI and storage libraries, which neither the server nor the worker loads. */
const UI_PACKAGE = /^(react$|react-dom$|dexie$|dexie-react-hooks$)/;

function groupCycles(edges: [string, string][]) {
  const graph = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    if (from === to) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from)!.add(to);
  }
  return cycles(graph);
}

/** A found cycle is new unless a listed one holds all of its folders. */
function newCycles(found: string[][], known: string[][]) {
  return found.filter((group) => !known.some((k) => group.every((node) => k.includes(node))));
}
const staleCycles = (found: string[][], known: string[][]) =>
  known.filter((k) => !found.some((group) => key(group) === key(k))).map(key);

describe('the import reader', () => {
  it('sees every way a file can depend on another', () => {
    const read = arrowsOf(
      'src/app/features/x/probe.tsx',
      [
        "import a from '#app/lib/api-client';",
        "import type { B } from '#shared/schemas/user';",
        "import { type C, type D } from '#server/app';",
        "import { type E, F } from '#server/env';",
        "import './probe.css';",
        "export { G } from '../y/thing';",
        "export type { H } from '../../lib/i18n';",
        "const i = await import('#app/routes/about');",
        "let j: typeof import('#server/db/client');",
        "const k = import.meta.glob('../../locales/ur/*.json');",
        "import { readFileSync } from 'fs';",
        "import { Hono } from 'hono/tiny';",
        "import { create } from '@tanstack/react-router';",
      ].join('\n'),
    );
    expect(read.map((a) => [a.to ?? a.pkg, a.typeOnly])).toEqual([
      ['src/app/lib/api-client.ts', false],
      ['src/shared/schemas/user.ts', true],
      ['src/server/app.ts', true],
      ['src/server/env.ts', false],
      ['src/app/features/x/probe.css', false],
      ['src/app/features/y/thing', false],
      ['src/app/lib/i18n.ts', true],
      ['src/app/routes/about.tsx', false],
      ['src/server/db/client.ts', true],
      ['src/app/locales/ur', false],
      ['node:fs', false],
      ['hono', false],
      ['@tanstack/react-router', false],
    ]);
  });

  it('finds the code it judges', () => {
    // A reader that silently saw nothing would let every rule below pass.
    for (const dir of [
      'src/app/features/',
      'src/app/routes/',
      'src/server/modules/',
      'src/shared/',
      'sw/',
    ])
      expect(
        arrows.some((a) => a.from.startsWith(dir)),
        dir,
      ).toBe(true);
  });
});

describe('the app imports one way', () => {
  const app = arrows.filter(ours).filter((a) => a.from.startsWith('src/app/'));

  it('every folder of the app has a place in the order', () => {
    const folders = new Set(app.flatMap((a) => [appLayer(a.from), appLayer(a.to)]));
    folders.delete(null);
    expect([...folders].filter((f) => !(f! in APP_ORDER))).toEqual([]);
  });

  it('a feature never imports another feature; routes compose them', () => {
    const crossing = app.filter((a) => {
      const from = featureOf(a.from);
      const to = featureOf(a.to);
      return from && to && from !== to;
    });
    expect(crossing.map(where)).toEqual([]);
  });

  const upward = app.filter((a) => {
    const from = APP_ORDER[appLayer(a.from)!];
    const to = APP_ORDER[appLayer(a.to) ?? ''];
    return from !== undefined && to !== undefined && to > from;
  });

  it('no new arrow points up the order (entry → routes → features → components/hooks → lib → shared)', () => {
    expect(upward.filter((a) => !KNOWN_UPWARD.includes(label(a))).map(where)).toEqual([]);
  });

  it('the list of upward arrows to remove names only arrows that still exist', () => {
    const seen = new Set(upward.map(label));
    expect(KNOWN_UPWARD.filter((k) => !seen.has(k))).toEqual([]);
  });

  it('no new cycle among the app’s folders of one rank', () => {
    const found = groupCycles(
      app
        .filter(
          (a) => !upward.includes(a) && appLayer(a.to) !== null && appLayer(a.to) !== '(shared)',
        )
        .map((a) => [appLayer(a.from)!, appLayer(a.to)!]),
    );
    expect(newCycles(found, KNOWN_APP_CYCLES).map(key)).toEqual([]);
    expect(staleCycles(found, KNOWN_APP_CYCLES)).toEqual([]);
  });

  it('the app reaches the phone metadata only through import(), never with a route (ADR 102)', () => {
    const eager = new Map<string, Arrow[]>();
    for (const a of arrows.filter((a) => !a.typeOnly && !a.dynamic)) {
      eager.set(a.from, [...(eager.get(a.from) ?? []), a]);
    }
    const seen = new Set([...eager.keys()].filter((f) => f.startsWith('src/app/')));
    const heavy: string[] = [];
    for (const file of seen) {
      for (const a of eager.get(file) ?? []) {
        if (a.pkg === 'libphonenumber-js') heavy.push(where(a));
        if (a.to && !seen.has(a.to)) seen.add(a.to);
      }
    }
    expect(heavy).toEqual([]);
    expect(seen.has('src/shared/domain/phone-number.ts')).toBe(false);
    const lazy = arrows.filter((a) => a.dynamic && a.to === 'src/shared/domain/phone-number.ts');
    expect(lazy.map((a) => a.from)).toEqual(['src/app/lib/phone-rule.ts']);
  });

  it('the app never runs server code: only `import type` may cross', () => {
    const crossing = arrows.filter(
      (a) =>
        a.from.startsWith('src/app/') &&
        !a.typeOnly &&
        (a.to?.startsWith('src/server/') || SERVER_PACKAGE.test(a.pkg ?? '')),
    );
    expect(crossing.map(where)).toEqual([]);
  });
});

describe('shared, server and service worker stay in their lanes', () => {
  it('no product code imports the test tree (only tests beside the code may)', () => {
    const reaching = arrows.filter((a) => a.to?.startsWith('tests/'));
    expect(reaching.map(where)).toEqual([]);
  });

  it('src/shared imports nothing from React, Node, the database, the app or the server', () => {
    const reaching = arrows.filter(
      (a) =>
        a.from.startsWith('src/shared/') &&
        (a.to ? !a.to.startsWith('src/shared/') : NOT_FOR_SHARED.test(a.pkg!)),
    );
    expect(reaching.map(where)).toEqual([]);
  });

  it('the server never imports app code or a UI library', () => {
    const reaching = arrows.filter(
      (a) =>
        a.from.startsWith('src/server/') &&
        (a.to ? a.to.startsWith('src/app/') || a.to.startsWith('sw/') : UI_PACKAGE.test(a.pkg!)),
    );
    expect(reaching.map(where)).toEqual([]);
  });

  it('the service worker takes only what it needs from the app’s lib', () => {
    const reaching = arrows.filter(
      (a) =>
        a.from.startsWith('sw/') &&
        (a.to
          ? !a.to.startsWith('src/app/lib/') && !a.to.startsWith('sw/')
          : UI_PACKAGE.test(a.pkg!)),
    );
    expect(reaching.map(where)).toEqual([]);
  });

  const server = arrows
    .filter(ours)
    .filter((a) => a.from.startsWith('src/server/') && a.to.startsWith('src/server/'));
  const found = groupCycles(server.map((a) => [serverNode(a.from)!, serverNode(a.to)!]));

  it('no new cycle among the server’s folders and modules', () => {
    expect(newCycles(found, KNOWN_SERVER_CYCLES).map(key)).toEqual([]);
  });

  it('the list of server cycles to break names only cycles that still exist', () => {
    expect(staleCycles(found, KNOWN_SERVER_CYCLES)).toEqual([]);
  });

  it('the server imports one way: modules → scheduling → db / lib → shared', () => {
    const reaching = server.filter((a) =>
      SERVER_BELOW.some(([layer, forbidden]) => a.from.startsWith(layer) && forbidden.test(a.to)),
    );
    expect(reaching.map(where)).toEqual([]);
  });

  it('the scheduling layer exists and is used by the modules above it', () => {
    // A check over an empty folder would pass for nothing.
    const into = server.filter((a) => a.to.startsWith('src/server/modules/scheduling/'));
    for (const module of ['appointments', 'bookings', 'doctors', 'expiry', 'payments'])
      expect(
        into.some((a) => a.from.startsWith(`src/server/modules/${module}/`)),
        module,
      ).toBe(true);
  });
});

/** Service files that still reach for the request: to be converted, never added to. */
const KNOWN_REQUEST_SERVICES: string[] = [];

const isService = (path: string) => /^src\/server\/.+\.service\.ts$/.test(path);

/**
 * What only a request has: Hono itself (its Context, its helpers), the answer and address helpers
 * of lib/http, and the middleware that holds the signed-in user. A service throws the errors of
 * lib/errors, which wrap Hono's HTTPException, and reads who acts from its actor argument.
 */
const requestBound = (a: Arrow) =>
  a.to === null
    ? /^(hono|hono-openapi|@hono\/.+)$/.test(a.pkg!)
    : a.to === 'src/server/lib/http.ts' || a.to.startsWith('src/server/middleware/');

describe('services take (deps, actor, input), never the request (ADR 093)', () => {
  const services = arrows.filter((a) => isService(a.from));
  const bound = services.filter(requestBound);

  it('the rule tells a request-bound import from an error import', () => {
    const probe = arrowsOf(
      'src/server/modules/x/x.service.ts',
      [
        "import type { Context } from 'hono';",
        "import { sign } from 'hono/jwt';",
        "import { ok } from '#server/lib/http';",
        "import { currentUser } from '#server/middleware/auth';",
        "import { notFound } from '#server/lib/errors';",
        "import type { Actor } from '#server/lib/actor';",
      ].join('\n'),
    );
    expect(probe.map(requestBound)).toEqual([true, true, true, true, false, false]);
  });

  it('sees the services, the sign-in among them', () => {
    // Sign-in needs the caller's address and device, so it is where the request would creep back.
    expect(services.some((a) => a.from === 'src/server/modules/auth/sign-in.service.ts')).toBe(
      true,
    );
  });

  it('no service imports Hono, the request helpers or the middleware', () => {
    expect(bound.filter((a) => !KNOWN_REQUEST_SERVICES.includes(a.from)).map(where)).toEqual([]);
  });

  it('the list of request-bound services names only files that still are', () => {
    expect(KNOWN_REQUEST_SERVICES.filter((f) => !bound.some((a) => a.from === f))).toEqual([]);
  });
});

it('one alias scheme, written once: package.json imports name the three layers and the tests', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  // The extensionless target serves tsx and Vite; TypeScript finds the file by the next two.
  const layer = (name: string) => [`./src/${name}/*`, `./src/${name}/*.ts`, `./src/${name}/*.tsx`];
  expect(pkg.imports).toEqual({
    '#shared/*': layer('shared'),
    '#app/*': layer('app'),
    '#server/*': layer('server'),
    '#tests/*': ['./tests/*', './tests/*.ts', './tests/*.tsx'],
  });
  // No second copy to drift: no tsconfig `paths`, no Vite alias.
  for (const file of ['tsconfig.json', 'sw/tsconfig.json', 'vite.config.ts', 'vitest.config.ts']) {
    expect(readFileSync(join(root, file), 'utf8'), file).not.toMatch(/"paths"|alias/);
  }
});
