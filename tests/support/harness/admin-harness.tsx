import 'fake-indexeddb/auto';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { useSession } from '#app/lib/session';
import { useToasts } from '#app/lib/toasts';
import { createAppRouter } from '#app/router';
import { DEFAULT_SETTINGS, toPublicSettings } from '#shared/schemas/settings';
import type { User } from '#shared/schemas/user';

export const user = (id: string, name: string, extra: Partial<User> = {}): User => ({
  _id: id,
  name,
  email: `${id}@example.pk`,
  role: 'patient',
  isVerified: true,
  status: 'active',
  createdAt: '2026-01-10T08:00:00.000Z',
  lastLogin: null,
  ...extra,
});

export const ADMIN = user('admin', 'Clinic Admin', {
  role: 'admin',
  lastLogin: '2026-11-20T05:00:00.000Z',
});

type Handler = (req: Request, url: URL) => Promise<{ status: number; body: unknown } | null>;

/** The server behind fetch: public settings, then `handle`, else 404. Records every GET it answers. */
export function fakeServer(handle: Handler) {
  const gets: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (url.pathname === '/api/settings/public') {
      return json(200, { success: true, data: toPublicSettings(DEFAULT_SETTINGS) });
    }
    const answer = await handle(req, url);
    if (answer && req.method === 'GET') gets.push(url);
    return answer ? json(answer.status, answer.body) : json(404, { success: false });
  });
  return { gets };
}

/** Renders the app at `path`, signed in as the administrator, once `heading` shows. */
export async function openAsAdmin(path: string, heading: string) {
  useSession.setState({ token: 'token-admin', user: ADMIN });
  useToasts.setState({ toasts: [] });
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: heading });
  return router;
}
