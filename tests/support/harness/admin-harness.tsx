import 'fake-indexeddb/auto';
import { RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { useSession } from '#app/lib/session';
import { useToasts } from '#app/lib/toasts';
import type { User } from '#shared/schemas/user';
import { appRouterAt, json, publicSettings } from './app-harness';

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
    if (url.pathname === '/api/settings/public') return publicSettings();
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
  const router = appRouterAt(path);
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: heading });
  return router;
}
