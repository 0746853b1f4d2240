import 'fake-indexeddb/auto';
import { RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import { useSession } from '#app/lib/session';
import type { User } from '#shared/schemas/user';
import { appRouterAt, json, PATIENT } from './app-harness';

export { PATIENT };

type Answer = { status: number; body: unknown } | 'network-error';
type Handler = Answer | ((url: URL) => Answer | Promise<Answer>);

export const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });

/**
 * A stand-in for the API behind fetch: `GET /api/doctors/search` → an answer or a function of
 * the URL, matched by the longest route that starts the request's path. Unknown paths are 404,
 * except the signed-in user's profile (the header reads it on every page), unless given.
 */
export function stubApi(given: Record<string, Handler>) {
  const routes: Record<string, Handler> = {
    'GET /api/auth/profile': () => ok(useSession.getState().user),
    ...given,
  };
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    calls.push(`${req.method} ${url.pathname}${url.search}`);
    const key = Object.keys(routes)
      .filter((k) => `${req.method} ${url.pathname}`.startsWith(k))
      .sort((a, b) => b.length - a.length)[0];
    const handler = key ? routes[key]! : { status: 404, body: { success: false } };
    const answer = typeof handler === 'function' ? await handler(url) : handler;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return json(answer.status, answer.body);
  });
  return { calls, count: (prefix: string) => calls.filter((c) => c.startsWith(prefix)).length };
}

/** A promise the test settles when it chooses: a request that is still on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** The real app router and routes at `url`, with the given session. */
export async function renderApp(url: string, user: User | null = null) {
  useSession.setState(user ? { token: 'token-1', user } : { token: null, user: null });
  const router = appRouterAt(url);
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}
