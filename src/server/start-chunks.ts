import type { Plugin } from 'vite';

type Role = 'patient' | 'doctor' | 'admin' | 'desk';
const ROLES: readonly Role[] = ['patient', 'doctor', 'admin', 'desk'];

/**
 * What a signed-in user's start loads for each role, besides the screen (under src/app): the
 * offline engine with the role's change kinds and collections (routes/-sync/start.ts, ADR 118),
 * and the header's account menu, notifications badge and sync problems.
 */
const EVERY_ROLE = [
  'routes/-sync/start.ts',
  'components/layouts/account-menu.tsx',
  'features/sync/components/sync-problems.tsx',
];
const CARE = [...EVERY_ROLE, 'components/layouts/notifications-badge.tsx'];
const START: Record<Role, readonly string[]> = {
  patient: [...CARE, 'routes/-sync/patient.ts', 'offline/roles/patient.ts'],
  doctor: [...CARE, 'routes/-sync/doctor.ts', 'offline/roles/doctor.ts'],
  admin: [...EVERY_ROLE, 'routes/-sync/admin.ts', 'offline/roles/admin.ts'],
  desk: [...EVERY_ROLE, 'routes/-sync/desk.ts', 'offline/roles/desk.ts'],
};

/**
 * The parts of a screen every role opens that only one role renders, each loaded lazily for it:
 * the doctor's side of a video visit. Another role never loads them (ADR 128).
 */
const ROLE_PARTS: Record<Role, readonly string[]> = {
  patient: [],
  doctor: ['routes/-components/doctor-call.tsx'],
  admin: [],
  desk: [],
};

/** The chunk for the roles whose start loads a module; a set of roles not named is left alone. */
const CHUNKS: Record<string, string> = {
  'patient,doctor,admin,desk': 'signed-in',
  // What every role but the front desk can load: kept with the others' shared start, which the
  // desk downloads too (a little more for the desk rather than one more file for the rest).
  'patient,doctor,admin': 'signed-in',
  'patient,doctor': 'care',
  patient: 'patient-start',
  doctor: 'doctor-start',
  admin: 'admin-start',
  desk: 'desk-start',
};

/** The screens of each role: the routes under its layout (and _authed's, every role's). */
const ROLE_ROUTE = /\/src\/app\/routes\/_(patient|doctor|admin|desk|authed)[/.]/;

/**
 * ADR 127: the code every signed-in start loads, in one chunk per set of roles instead of one per
 * module. The bundler would split it by which screens share each module: about thirty files of
 * 0.1–4 KB per route, each compressed alone. A module some role's start loads goes into the chunk
 * of the roles that can load it (ADR 152), when no public page loads it when it opens, so nobody
 * downloads a chunk that is not theirs: a patient never loads the doctor's sync code, and `/`
 * loads no device database. The graph is read from the bundler after the build.
 */
export function startChunks(appRoot: string) {
  const under = (file: string) => `${appRoot}/${file}`;
  let chunkOf = new Map<string, string>();

  const plugin: Plugin = {
    name: 'mashwara-start-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      /** Every module `roots` load: static imports always, a dynamic one when `follow` says. */
      const reach = (roots: string[], follow: (id: string) => boolean) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          const m = info(id);
          for (const next of m?.importedIds ?? []) visit(next);
          for (const next of m?.dynamicallyImportedIds ?? []) if (follow(next)) visit(next);
        };
        for (const root of roots) visit(root);
        return seen;
      };
      const never = () => false;
      const rootsOf = (role: Role) => START[role].map(under);
      const loadedAtStart = new Map(ROLES.map((role) => [role, reach(rootsOf(role), never)]));
      const isRoleScreen = (id: string) => ROLE_ROUTE.test(id) && id.includes('?tsr-split');
      const entries = ids.filter((id) => info(id)?.isEntry);
      const initial = reach(entries, never);
      // What a public page loads when it opens: the entry, then its route's split code. Its lazy
      // parts for a signed-in user (the booking's family choice, the demo sign-in) may load a
      // start's chunk, which that user's start has loaded already.
      const publicPages = reach(entries, (id) => id.includes('?tsr-split') && !isRoleScreen(id));
      // What each role can load: its start, its screens and what they load later, short of
      // another role's start (start.ts names every role's and picks the signed-in one) and of
      // another role's parts of a shared screen.
      const partsOf = (role: Role) => ROLE_PARTS[role].map(under);
      const loadable = new Map(
        ROLES.map((role) => {
          const others = new Set(
            ROLES.filter((r) => r !== role).flatMap((r) => [...rootsOf(r), ...partsOf(r)]),
          );
          const screens = ids.filter(
            (id) => isRoleScreen(id) && (id.includes(`/_${role}`) || id.includes('/_authed')),
          );
          const roots = [...rootsOf(role), ...partsOf(role), ...screens];
          return [role, reach(roots, (id) => !others.has(id) || roots.includes(id))] as const;
        }),
      );
      chunkOf = new Map();
      for (const id of ids) {
        if (initial.has(id) || publicPages.has(id)) continue;
        const atStart = ROLES.filter((role) => loadedAtStart.get(role)!.has(id));
        const canLoad = ROLES.filter((role) => loadable.get(role)!.has(id));
        // A module more roles can load than load it at start goes into the chunk of all of them
        // (ADR 152): they all download that chunk at start anyway, and a module left alone is one
        // more small file, compressed alone, on every route of the roles that start with it.
        const name = atStart.length ? CHUNKS[canLoad.join(',')] : undefined;
        if (name) chunkOf.set(id, name);
      }
    },
  };

  // Each chunk takes exactly the modules chosen above, not their dependencies: those are in the
  // entry, in a public page's chunks or in a chunk of more roles, which load on their own.
  const groups = [...new Set(Object.values(CHUNKS))].map((name) => ({
    name,
    test: (id: string) => chunkOf.get(id) === name,
    includeDependenciesRecursively: false,
  }));

  return { plugin, groups };
}
