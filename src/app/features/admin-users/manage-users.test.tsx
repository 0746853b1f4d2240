// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '#app/lib/session';
import { useToasts } from '#app/lib/toasts';
import type { User } from '#shared/schemas/user';
import { ADMIN, fakeServer, openAsAdmin, user } from '#tests/support/harness/admin-harness';

/** GET /admin/users answers `rows`; PUT …/status changes one and answers it. */
function usersApi(start: User[]) {
  let rows = start;
  const puts: { id: string; body: unknown }[] = [];
  const { gets } = fakeServer(async (req, url) => {
    if (req.method === 'GET' && url.pathname === '/api/admin/users') {
      return { status: 200, body: { success: true, data: rows } };
    }
    if (req.method !== 'PUT') return null;
    const id = url.pathname.split('/')[4]!;
    const body = (await req.json()) as { status: User['status'] };
    puts.push({ id, body });
    rows = rows.map((r) => (r._id === id ? { ...r, status: body.status } : r));
    return { status: 200, body: { success: true, data: rows.find((r) => r._id === id) } };
  });
  return { gets, puts };
}

const open = (path: string) => openAsAdmin(path, 'Manage Users');

afterEach(() => {
  cleanup();
  useSession.setState({ token: null, user: null });
  vi.unstubAllGlobals();
});

describe('Manage Users', () => {
  it('reads its filters from the URL and asks the server for exactly those', async () => {
    const api = usersApi([]);
    await open('/admin/users?role=doctor&status=blocked&search=khan');
    await screen.findByText('No users found');
    expect(Object.fromEntries(api.gets.at(-1)!.searchParams)).toEqual({
      role: 'doctor',
      status: 'blocked',
      search: 'khan',
    });
    expect(screen.getByLabelText<HTMLSelectElement>('Role').value).toBe('doctor');
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('blocked');
    expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('khan');
  });

  it('shows Never, an unverified doctor as pending, and no dropdown to change oneself', async () => {
    usersApi([
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
    const api = usersApi([ADMIN, user('p1', 'Sana Malik')]);
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
