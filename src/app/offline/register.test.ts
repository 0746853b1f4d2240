// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '#app/lib/session';
import type { Role } from '#shared/schemas/user';
import { registerCollections } from '#tests/support/harness/register-collections';
import { AUTHORIZATION } from '../../../tests/support/authorization-table';
import { syncEngine } from './outbox';
import { collectionsFor } from './role-collections';

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: null, user: null });
});

/** The requests one background refresh of every registered collection makes for this role. */
async function refreshAs(role: Role): Promise<string[]> {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    asked.push(`${request.method} ${new URL(request.url).pathname}`);
    return new Response(JSON.stringify({ success: true, data: [] }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  await registerCollections();
  useSession.setState({
    token: `token-${role}`,
    user: {
      _id: `${role}-1`,
      name: 'Someone',
      email: `${role}@example.pk`,
      role,
      isVerified: true,
      status: 'active',
      createdAt: '2030-01-01T00:00:00.000Z',
    },
  });
  await syncEngine.refreshAll();
  return asked;
}

/** What the server's authorization table says this role gets for `METHOD /api/path`. */
function ruleFor(request: string, role: Role) {
  const matches = Object.keys(AUTHORIZATION).filter((key) =>
    new RegExp(`^${key.replace(/:[^/]+/g, '[^/]+')}$`).test(request),
  );
  // A literal path (/api/doctors/profile) wins over a parameter (/api/doctors/:id).
  const key = matches.sort((a, b) => a.split(':').length - b.split(':').length)[0];
  return key ? AUTHORIZATION[key]!.rule[role] : 'not in the table';
}

describe('the background refresh asks each role only for what it may read', () => {
  it.each(['admin', 'patient', 'doctor'] as const)(
    'a signed-in %s refreshes nothing the server refuses',
    async (role) => {
      const asked = await refreshAs(role);
      expect(asked.length).toBeGreaterThan(0);
      expect(
        asked.map((r) => [r, ruleFor(r, role)]).filter(([, rule]) => rule !== 'allowed'),
      ).toEqual([]);
    },
  );

  it("the administrator's refresh leaves out the patient's and the doctor's device copies", async () => {
    const asked = await refreshAs('admin');
    // Their own account and notification choices only.
    expect(asked).toEqual(['GET /api/auth/profile', 'GET /api/notification-preferences']);
  });
});

describe('the sign-in registration', () => {
  it('hands the engine every feature’s change kinds, so a change queued before a reload is sent without its screen', () => {
    const features = join(import.meta.dirname, '..', 'features');
    const kindModules = readdirSync(features).flatMap((feature) => {
      const api = join(features, feature, 'api');
      let files: string[] = [];
      try {
        files = readdirSync(api);
      } catch {
        return [];
      }
      return files
        .filter((file) => /export const KINDS\b/.test(readFileSync(join(api, file), 'utf8')))
        .map((file) => `#app/features/${feature}/api/${file.replace(/\.ts$/, '')}`);
    });
    // ADR 118, ADR 124: the root hands the engine its role's kinds, listed in routes/-sync/.
    const dir = join(import.meta.dirname, '..', 'routes', '-sync');
    const lists = readdirSync(dir)
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .join('\n');
    expect(kindModules.length).toBeGreaterThan(0);
    expect(kindModules.filter((module) => !lists.includes(`from '${module}'`))).toEqual([]);
  });
});

describe("each role's collections", () => {
  it('are loaded for the roles each collection names and no other, and every collection has a role', async () => {
    const every = await collectionsFor();
    for (const role of ['patient', 'doctor', 'admin', 'desk'] as const) {
      const loaded = (await collectionsFor(role)).map((c) => c.name).sort();
      const named = every.filter((c) => c.roles.includes(role)).map((c) => c.name);
      expect(loaded, role).toEqual(named.sort());
    }
    // A start that runs after its user signed out loads no role's collections.
    expect(await collectionsFor('')).toEqual([]);
    const files = readdirSync(join(import.meta.dirname, 'collections'));
    expect(every).toHaveLength(files.filter((f) => /^[a-z-]+\.ts$/.test(f)).length);
  });
});
