import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { minimal2023Preset } from '@vite-pwa/assets-generator/config';
import react from '@vitejs/plugin-react';
import { rolldown } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerender } from './src/server/prerender.ts';
import { sharedChunkGroups } from './src/server/shared-chunks.ts';
import { startChunks } from './src/server/start-chunks.ts';

const here = import.meta.dirname;
const appRoot = resolve(here, 'src/app');
const signedIn = startChunks(appRoot);

/**
 * Builds of dependencies the bundle takes instead of the ones their packages name, for every
 * browser the app supports (ADR 122): our own files' paths stay in package.json imports.
 * - ADR 127: Dexie's ES2018 build (dist/modern), 1.8 KB gzip less than the ES5 build its
 *   package exports.
 * - ADR 152: TanStack's store asks for `use-sync-external-store/shim/with-selector`, the shim
 *   for React before 18; the same package's plain build uses React 19's own hook.
 */
function modernBuilds(): Plugin {
  const builds: Record<string, string> = {
    dexie: resolve(here, 'node_modules/dexie/dist/modern/dexie.mjs'),
    'use-sync-external-store/shim/with-selector': resolve(
      here,
      'node_modules/use-sync-external-store/with-selector.js',
    ),
  };
  return {
    name: 'mashwara-modern-builds',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => builds[id] ?? null,
  };
}

/**
 * ADR 120: src/app/boot/paint.ts bundled alone as a classic script (about 1 KB) that the page runs
 * after #root, so a returning user's saved screen is in the first paint. It also starts the app:
 * the page only preloads `entry` (fetched and compiled at once), and the boot script adds it as a
 * module script, after a frame when it painted a saved screen, so that paint is not held up
 * while React and the router are evaluated.
 */
function lastScreenBoot(): Plugin {
  let boot = { fileName: '', code: '' };
  return {
    name: 'mashwara-last-screen',
    apply: 'build',
    async buildStart() {
      const bundle = await rolldown({ input: resolve(appRoot, 'boot/paint.ts'), tsconfig: false });
      const { output } = await bundle.generate({ format: 'iife', minify: true });
      const code = output[0].code;
      const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
      boot = { fileName: `assets/last-screen-${hash}.js`, code };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const scripts = [
          ...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g),
        ];
        const entry = scripts.find(([, src]) => /\/entry-[^/]+\.js$/.test(src!));
        if (!entry) throw new Error('mashwara-last-screen: no entry script in index.html');
        let out = html;
        for (const [tag, src] of scripts) {
          out = out.replace(tag, `<link rel="modulepreload" crossorigin href="${src}">`);
        }
        return {
          html: out,
          tags: [
            {
              tag: 'script',
              attrs: { src: `/${boot.fileName}`, 'data-entry': entry[1] },
              injectTo: 'body',
            },
          ],
        };
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: boot.fileName, source: boot.code });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: appRoot,
  publicDir: resolve(here, 'public'),
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its screen (README "Screens get their data from the
      // route"): the API client and the feature code stay out of the entry chunk, and preload
      // on intent fetches both at once. The pending skeleton is not split: it shows before the
      // screen's chunk arrives, so it must not wait for one itself (keep it light).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: resolve(appRoot, 'routes'),
      generatedRouteTree: resolve(appRoot, 'routeTree.gen.ts'),
      routeFileIgnorePrefix: '-',
    }),
    react(),
    modernBuilds(),
    // ADR 146: the Urdu font's SIL OFL licence is served beside the font file.
    {
      name: 'mashwara-font-licence',
      apply: 'build',
      generateBundle() {
        if (isSsrBuild) return;
        const source = readFileSync(
          resolve(here, 'node_modules/@fontsource/noto-nastaliq-urdu/LICENSE'),
        );
        this.emitFile({ type: 'asset', name: 'noto-nastaliq-urdu-OFL.txt', source });
      },
    },
    ...(isSsrBuild ? [] : [lastScreenBoot(), signedIn.plugin]),
    // After the files are written and before the service worker's precache list is made, so
    // the prerendered pages are precached too.
    {
      name: 'mashwara-prerender',
      apply: 'build',
      async writeBundle() {
        if (!isSsrBuild) await prerender(here, resolve(here, 'dist'));
      },
    },
    VitePWA({
      strategies: 'injectManifest',
      srcDir: resolve(here, 'sw'),
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Mashwara',
        short_name: 'Mashwara',
        description: 'Find verified doctors across Pakistan, book and pay in PKR.',
        lang: 'en',
        theme_color: '#0f766e',
        background_color: '#f7faf9',
        start_url: '/',
        scope: '/',
        display: 'standalone',
      },
      // The icons (64/192/512, maskable 512, apple 180, favicon.ico) are generated at build time
      // from the one SVG favicon and written into the manifest and the page's head; no icon
      // binaries are kept in the repository.
      pwaAssets: {
        image: resolve(here, 'public/favicon.svg'),
        preset: {
          ...minimal2023Preset,
          maskable: { sizes: [512], padding: 0.3, resizeOptions: { background: '#0f766e' } },
          apple: { sizes: [180], padding: 0.3, resizeOptions: { background: '#0f766e' } },
        },
        injectThemeColor: false,
      },
      injectManifest: {
        // The plugin adds manifest.webmanifest itself; globbing it too lists it twice with two
        // revisions, and Workbox then refuses to evaluate the service worker.
        // woff2: the Urdu fallback font renders offline too (ADR 146).
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        sourcemap: false,
      },
      devOptions: { enabled: false, type: 'module', navigateFallback: 'index.html' },
      // The build-time prerender (an SSR build) makes no service worker or icons.
      disable: Boolean(isSsrBuild),
    }),
  ],
  // No source maps in the served build (they would publish the whole source); see README
  // "Production build: compressed, no public source maps".
  // One stylesheet for the whole app (about 6 KB gzip): no route paints unstyled while its own
  // CSS loads, and prerendered pages can carry it inline.
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the app supports preloads modules itself (ADR 122): no polyfill in the entry.
    modulePreload: { polyfill: false },
    cssCodeSplit: false,
    // Everything the first page needs (React, the router, every route's options, the layout) in
    // one chunk: one request, and one gzip/brotli window instead of thirty small files that each
    // compress poorly (measured: 123 → 111 KB gzip on `/`). Lazy screens still split as before;
    // what the signed-in starts load (ADR 127) and what lazy screens share (ADR 152) in groups.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'entry', tags: ['$initial'] as ['$initial'] },
                ...signedIn.groups,
                ...sharedChunkGroups(here),
              ],
            },
          },
        },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': `http://localhost:${Number(process.env.API_PORT ?? 3001)}` },
  },
}));
