import 'fake-indexeddb/auto';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type RouteComponent,
  RouterProvider,
} from '@tanstack/react-router';
import { act, type RenderResult, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { useSession } from '#app/lib/session';
import { useToasts } from '#app/lib/toasts';
import { clearUserRows, localDb, type MirrorTableName } from '#app/offline/local-db';
import { syncEngine } from '#app/offline/outbox';
import { createAppRouter } from '#app/router';
import { DEFAULT_SETTINGS, toPublicSettings } from '#shared/schemas/settings';
import type { User } from '#shared/schemas/user';

/**
 * What the screen harnesses share: the demo users, the API's JSON answer, routers for a screen,
 * and a screen mounted for a signed-in user on an emptied device (fake IndexedDB), then taken
 * down so that nothing it started reaches the next test.
 */

export const PATIENT: User = {
  _id: 'p-1',
  name: 'Sana Malik',
  email: 'sana@example.pk',
  role: 'patient',
  isVerified: true,
  status: 'active',
  createdAt: '2030-01-01T00:00:00.000Z',
};

export const DOCTOR: User = {
  ...PATIENT,
  _id: 'du-1',
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  role: 'doctor',
};

/** An answer in the API's shape. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The answer to a path the stand-in does not serve. */
export const notFound = () => json(404, { success: false, message: 'Not found' });

/** A success answer carrying `data`. */
export const ok = (data: unknown, message?: string) => json(200, { success: true, data, message });

/** GET /api/settings/public: the default settings. */
export const publicSettings = () =>
  json(200, { success: true, data: toPublicSettings(DEFAULT_SETTINGS) });

/**
 * A stand-in for the server behind fetch: the default public settings, and `answer` for every
 * other request; while `down`, every call fails as fetch does offline.
 */
export abstract class FakeServer {
  down = false;

  protected abstract answer(req: Request, url: URL): Promise<Response>;

  fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (this.down) throw new TypeError('Failed to fetch');
    const req = new Request(input, init);
    const url = new URL(req.url);
    if (req.method === 'GET' && url.pathname === '/api/settings/public') return publicSettings();
    return this.answer(req, url);
  };
}

/** The real app router and routes at `url`. */
export const appRouterAt = (url: string) =>
  createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });

/**
 * A router of `pages` (path → screen) at `url`; a path given no screen is an empty page, there
 * so that the links to it resolve.
 */
export function pagesRouterAt(pages: Record<string, RouteComponent | null>, url: string) {
  const rootRoute = createRootRoute();
  const routes = Object.entries(pages).map(([path, component]) =>
    createRoute({ getParentRoute: () => rootRoute, path, ...(component ? { component } : {}) }),
  );
  return createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
}

let view: RenderResult | null = null;
let signIns = 0;

type Device = {
  /** The server behind fetch. */
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** Who is signed in. */
  user: User;
  /** Puts what the device already holds, once it has been emptied. */
  fill?: () => Promise<unknown>;
};

/** Renders `ui` for `user` on a device that `fill` filled; answers a user-event session. */
export async function mountOnDevice({ fetch, user, fill }: Device, ui: ReactNode) {
  vi.stubGlobal('fetch', fetch);
  useToasts.setState({ toasts: [] });
  // Emptied before the user is signed in: a retry the last test left (the same user's queued
  // change) that a sign-in wakes must find nothing to send to this test's server.
  await clearUserRows(localDb, user._id);
  // A new token per sign-in, as the server gives: a send the last test's session began (it read
  // the change before the sign-out) then sees its session has ended, and does not reach this one.
  useSession.setState({ token: `token-${user._id}-${++signIns}`, user });
  await fill?.();
  const session = userEvent.setup();
  view = render(ui);
  return session;
}

/** The screen mounted last, with `router`, for the user of `device`. */
export const mountRouter = (
  device: Device,
  router: Parameters<typeof RouterProvider>[0]['router'],
) => mountOnDevice(device, <RouterProvider router={router} />);

/**
 * Takes the mounted screen down. Signed out first, so that nothing the engine still runs reaches
 * the network; a refresh of `collections` still in flight is joined, so that it cannot write into
 * the next test's device.
 */
export async function unmountFrom(...collections: MirrorTableName[]) {
  useSession.setState({ token: null, user: null });
  await act(async () => {
    await Promise.all(collections.map((name) => syncEngine.refresh(name)));
  });
  view?.unmount();
  view = null;
  vi.unstubAllGlobals();
}

export const toasts = () => useToasts.getState().toasts.map((t) => `${t.title}: ${t.message}`);

/** Waits for the toast that says `text` ("Success: …"). */
export const toastSays = (text: string) => waitFor(() => expect(toasts()).toContain(text));

export const setOnline = (value: boolean) =>
  Object.defineProperty(navigator, 'onLine', { value, configurable: true });
