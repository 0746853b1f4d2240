import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

type PrerenderModule = {
  render(url: string): Promise<string>;
  PRERENDERED_ROUTES: Record<string, string>;
  PRERENDERED_DIR: string;
  prerenderedPattern(path: string): string;
  appRoutePatterns(): string[];
};

/** Which paths a prerendered file answers: a regular expression's source → the file. */
export type PrerenderManifest = Record<string, string>;

// A dot file: the server never answers it by name, and the service worker does not precache it.
const PRERENDER_MANIFEST = '.prerendered.json';

// The app's route patterns, for answering an unknown path 404 (a dot file, like the manifest).
const APP_ROUTES = '.app-routes.json';

/** The paths the built app has routes for; null without a build that listed them. */
export function readAppRoutes(dist: string): RegExp[] | null {
  try {
    const sources: unknown = JSON.parse(readFileSync(join(dist, APP_ROUTES), 'utf8'));
    return Array.isArray(sources) ? sources.map((source) => new RegExp(String(source))) : null;
  } catch {
    return null;
  }
}

/** The build's path → prerendered file map (written by prerender()); empty without one. */
export function readPrerenderManifest(dist: string): PrerenderManifest {
  try {
    return JSON.parse(readFileSync(join(dist, PRERENDER_MANIFEST), 'utf8'));
  } catch {
    return {};
  }
}

/**
 * The built index.html made ready for a page whose text is already in it: the stylesheet
 * inlined (nothing blocks the first paint but the HTML itself). The entry stays preloaded: the
 * boot script starts it once the page is parsed (ADR 120), and it must not wait to be fetched.
 */
function pageTemplate(dist: string): string {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root.');
  return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_, href: string) => {
    const css = readFileSync(join(dist, href), 'utf8');
    return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
  });
}

/**
 * Renders the public pages into the built index.html (ADR 057):
 * an SSR build of src/app/prerender.tsx, run once per page. Writes `<dist>/prerendered/*.html`,
 * a manifest of path → file, and the app's route patterns, which the server reads.
 */
export async function prerender(root: string, dist: string): Promise<number> {
  // Inside the project, so the bundle finds the packages it leaves external.
  const out = join(root, 'node_modules', '.cache', 'mashwara-prerender');
  rmSync(out, { recursive: true, force: true });
  try {
    const build = spawnSync(
      'npx',
      [
        'vite',
        'build',
        '--ssr',
        'prerender.tsx', // relative to the app root (vite.config.ts root)
        '--outDir',
        out,
        '--mode',
        'production',
        '--logLevel',
        'warn',
      ],
      { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    if (build.status !== 0) throw new Error('The prerender build failed.');
    const mod = (await import(pathToFileURL(join(out, 'prerender.js')).href)) as PrerenderModule;
    const template = pageTemplate(dist);
    const dir = join(dist, mod.PRERENDERED_DIR);
    mkdirSync(dir, { recursive: true });
    for (const [path, file] of Object.entries(mod.PRERENDERED_ROUTES)) {
      const body = await mod.render(path);
      writeFileSync(
        join(dir, file),
        template.replace('<div id="root"></div>', `<div id="root">${body}</div>`),
      );
    }
    const manifest: PrerenderManifest = Object.fromEntries(
      Object.entries(mod.PRERENDERED_ROUTES).map(([path, file]) => [
        mod.prerenderedPattern(path),
        `/${mod.PRERENDERED_DIR}/${file}`,
      ]),
    );
    writeFileSync(join(dist, PRERENDER_MANIFEST), JSON.stringify(manifest));
    writeFileSync(join(dist, APP_ROUTES), JSON.stringify(mod.appRoutePatterns()));
    return Object.keys(manifest).length;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
