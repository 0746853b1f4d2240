// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '#app/lib/session';
import type { User } from '#shared/schemas/user';
import { ADMIN, fakeServer, openAsAdmin, user } from '#tests/support/harness/admin-harness';

/** GET /admin/users answers the rows left; DELETE …/{id} answers `refusal` or removes the row. */
function usersApi(start: User[], refusal?: { status: number; message: string }) {
  let rows = start;
  const deletes: string[] = [];
  fakeServer(async (req, url) => {
    if (req.method === 'GET' && url.pathname === '/api/admin/users') {
      return { status: 200, body: { success: true, data: rows } };
    }
    if (req.method !== 'DELETE') return null;
    const id = decodeURIComponent(url.pathname.split('/')[4]!);
    deletes.push(id);
    if (refusal)
      return { status: refusal.status, body: { success: false, message: refusal.message } };
    rows = rows.filter((r) => r._id !== id);
    return { status: 200, body: { success: true, data: {} } };
  });
  return { deletes };
}

afterEach(() => {
  cleanup();
  useSession.setState({ token: null, user: null });
  vi.unstubAllGlobals();
});

describe('Delete account on Manage Users', () => {
  it('confirms with the list of what happens, deletes, and the row leaves the list', async () => {
    const api = usersApi([ADMIN, user('p1', 'Sana Malik')]);
    await openAsAdmin('/admin/users', 'Manage Users');
    const row = (await screen.findByRole('rowheader', { name: /Sana Malik/ })).closest('tr')!;
    const adminRow = screen.getByRole('rowheader', { name: new RegExp(ADMIN.name) }).closest('tr')!;
    expect(within(adminRow).queryByRole('button', { name: /Delete the account/ })).toBeNull();
    const events = userEvent.setup();
    await events.click(
      within(row).getByRole('button', { name: 'Delete the account of Sana Malik' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete the account of Sana Malik?' });
    expect(within(dialog).getByText('The e-mail address can register again.')).toBeTruthy();
    await events.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Sana Malik/ })).toBeNull());
    expect(api.deletes).toEqual(['p1']);
  });

  it('a doctor with upcoming appointments: the server’s 409 is shown and the row stays', async () => {
    const message =
      'This doctor still has upcoming appointments. Cancel or reassign them before deleting the account.';
    usersApi([ADMIN, user('d1', 'Omar Shah', { role: 'doctor' })], { status: 409, message });
    await openAsAdmin('/admin/users', 'Manage Users');
    const row = (await screen.findByRole('rowheader', { name: /Omar Shah/ })).closest('tr')!;
    const events = userEvent.setup();
    await events.click(
      within(row).getByRole('button', { name: 'Delete the account of Omar Shah' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete the account of Omar Shah?' });
    await events.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('rowheader', { name: /Omar Shah/ })).toBeTruthy();
  });
});
