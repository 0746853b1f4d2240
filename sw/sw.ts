/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import {
  PRERENDERED_DIR,
  PRERENDERED_ROUTES,
  prerenderedPattern,
} from '#app/lib/prerendered-routes';
import {
  openPushTarget,
  PUSH_TEXTS_CACHE,
  PUSH_TEXTS_URL,
  type PushTexts,
  pushNotification,
} from '#app/lib/push-texts';
import { DOCTORS_CACHE } from '#app/lib/pwa-cache';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// The built shell and every route chunk (the list is injected at build time).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A public page rendered at build time opens offline as it does online, text before script.
for (const [path, file] of Object.entries(PRERENDERED_ROUTES)) {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(`/${PRERENDERED_DIR}/${file}`), {
      allowlist: [new RegExp(prerenderedPattern(path))],
    }),
  );
}

// Every other app route works offline: navigations get the precached index.html. The API (and the
// pages the server itself renders under /api, such as the payment sandbox) is never answered here.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(?:\/|$)/],
  }),
);

/**
 * ADR 006: only the public doctor list, its filter options and doctor details are kept for offline
 * browsing, and only when fetched without a token, so nothing personal or authenticated is
 * ever put in Cache Storage. Uploads, auth and appointments never match.
 */
const PUBLIC_DOCTOR_PATH = /^\/api\/doctors\/(?:search|specializations|cities|[0-9a-fA-F-]{36})$/;

const kept = async (request: Request) => (await caches.open(DOCTORS_CACHE)).match(request);

/**
 * The server answers doctor search with an ETag (ADR 038):
 * revalidating with the kept copy's tag costs a 304 instead of the whole page, and the kept
 * copy stays. Without a kept copy the page's own If-None-Match (api-client) goes through as is.
 */
const revalidateWithEtag: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => {
    const etag = (await kept(request))?.headers.get('ETag');
    if (!etag) return request;
    const headers = new Headers(request.headers);
    headers.set('If-None-Match', etag);
    return new Request(request, { headers });
  },
  fetchDidSucceed: async ({ request, response }) =>
    response.status === 304 ? ((await kept(request)) ?? response) : response,
};

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    !request.headers.has('Authorization') &&
    PUBLIC_DOCTOR_PATH.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: DOCTORS_CACHE,
    plugins: [
      revalidateWithEtag,
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 }),
    ],
  }),
);

/** The texts in the reader's language, as the app last wrote them (ADR 104); none: English. */
async function readerTexts(): Promise<PushTexts | null> {
  try {
    const kept = await (await caches.open(PUSH_TEXTS_CACHE)).match(PUSH_TEXTS_URL);
    return kept ? ((await kept.json()) as PushTexts) : null;
  } catch {
    return null;
  }
}

function pushData(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return null;
  }
}

// A push carries only {kind, id}: the notification says what happened in general words, and the
// screen it opens loads the details once the reader is signed in (ADR 104).
self.addEventListener('push', (event) => {
  const data = pushData(event);
  event.waitUntil(
    readerTexts().then((texts) => {
      const { title, options } = pushNotification(data, texts);
      return self.registration.showNotification(title, options);
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  const path = typeof url === 'string' && url.startsWith('/') ? url : '/';
  event.waitUntil(openPushTarget(self.clients, self.location.origin, path));
});

// Updates wait for the user: the page asks for the switch after they choose Reload.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
