// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '#app/router';
import { useSession } from '#app/stores/session';
import { useToasts } from '#app/stores/toasts';
import { DEFAULT_SETTINGS, toPublicSettings } from '#shared/schemas/settings';
import type { User } from '#shared/schemas/user';

const user = (id: string, name: string, extra: Partial<User> = {}): User => ({
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

const ADMIN = user('admin', 'Clinic Admin', {
  role: 'admin',
  lastLogin: '2026-11-20T05:00:00.000Z',
});

/** GET /admin/users answers `rows`; PUT …/status changes one and answers it. */
function fakeApi(rows: User[]) {
  const gets: URLSearchParams[] = [];
  const puts: { id: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
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
    if (req.method === 'GET' && url.pathname === '/api/admin/users') {
      gets.push(url.searchParams);
      return json(200, { success: true, data: rows });
    }
    if (req.method === 'PUT') {
      const id = url.pathname.split('/')[4]!;
      const body = (await req.json()) as { status: User['status'] };
      puts.push({ id, body });
      rows = rows.map((r) => (r._id === id ? { ...r, status: body.status } : r));
      return json(200, { success: true, data: rows.find((r) => r._id === id) });
    }
    return json(404, { success: false, message: 'Not found' });
  };
  vi.stubGlobal('fetch', fetch);
  return { gets, puts };
}

async function open(path: string) {
  useSession.setState({ token: 'token-admin', user: ADMIN });
  useToasts.setState({ toasts: [] });
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Manage Users' });
  return router;
}

afterEach(() => {
  cleanup();
  useSession.setState({ token: null, user: null });
  vi.unstubAllGlobals();
});

describe('Manage Users', () => {
  it('reads its filters from the URL and asks the server for exactly those', async () => {
    const api = fakeApi([]);
    await open('/admin/users?role=doctor&status=blocked&search=khan');
    await screen.findByText('No users found');
    expect(Object.fromEntries(api.gets.at(-1)!)).toEqual({
      role: 'doctor',
      status: 'blocked',
      search: 'khan',
    });
    expect(screen.getByLabelText<HTMLSelectElement>('Role').value).toBe('doctor');
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('blocked');
    expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('khan');
  });

  it('shows Never, an unverified doctor as pending, and no dropdown to change oneself', async () => {
    fakeApi([
      ADMIN,
      user('p1', 'Sana Malik'),
      user('d1', 'Omar Shah', { role: 'doctor', isVerified: false }),
    ]);
    await open('/admin/users');
    const sana = (await screen.findByRole('rowheader', { name: /Sana Malik/ })).closest('tr')!;
    expect(within(sana).getByText('Never')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Status of Omar Shah').value).toBe('pending');
    expect(screen.getByLabelText<HTMLSelectElement>('Status of Clinic Admin').disabled).toBe(true);
  });

  it('a status chosen in a row applies at once, is confirmed, and the list reloads', async () => {
    const api = fakeApi([ADMIN, user('p1', 'Sana Malik')]);
    await open('/admin/users');
    const select = await screen.findByLabelText<HTMLSelectElement>('Status of Sana Malik');
    const loads = api.gets.length;
    await userEvent.setup().selectOptions(select, 'blocked');
    await waitFor(() => expect(api.puts).toEqual([{ id: 'p1', body: { status: 'blocked' } }]));
    await waitFor(() =>
      expect(useToasts.getState().toasts.map((t) => t.message)).toContain(
        'User status updated successfully',
      ),
    );
    await waitFor(() => expect(api.gets.length).toBeGreaterThan(loads));
    expect(select.value).toBe('blocked');
  });
});
