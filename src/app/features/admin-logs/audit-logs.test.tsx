// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '#app/lib/session';
import type { AuditLogEntry } from '#shared/schemas/admin-records';
import { fakeServer, openAsAdmin } from '#tests/support/harness/admin-harness';

const entry = (id: string, action: string, name: string | null): AuditLogEntry => ({
  id,
  timestamp: '2026-01-10T19:30:00.000Z',
  user: { name, role: name ? 'admin' : null },
  action,
  resource: 'session',
  resourceId: null,
  details: `details of ${id}`,
  ipAddress: '203.0.113.7',
});

function logsApi(totalPages: number, logs: AuditLogEntry[]) {
  return fakeServer(async (req, url) => {
    if (req.method !== 'GET' || url.pathname !== '/api/admin/logs') return null;
    const page = Number(url.searchParams.get('page'));
    return { status: 200, body: { success: true, data: { logs, total: 99, page, totalPages } } };
  });
}

afterEach(() => {
  cleanup();
  useSession.setState({ token: null, user: null });
  vi.unstubAllGlobals();
});

describe('Audit Logs', () => {
  it('colours each action by its type, in clinic time, and names the system when no one acted', async () => {
    logsApi(1, [entry('1', 'login', 'Clinic Admin'), entry('2', 'status_change', null)]);
    await openAsAdmin('/admin/logs', 'Audit Logs');
    const login = await screen.findByText('login');
    expect(login.className).toContain('admin-action-login');
    expect(screen.getByText('status_change').className).toContain('admin-action-update');
    expect(screen.getAllByText('System').length).toBeGreaterThan(0);
    // 19:30 UTC on 10 January is 00:30 on 11 January in Karachi.
    expect(screen.getAllByText('Jan 11, 2026, 12:30 AM')).toHaveLength(2);
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('pages with numbered buttons, keeping the filters, and a new filter starts at page 1', async () => {
    const { gets } = logsApi(3, [entry('1', 'logout', 'Clinic Admin')]);
    const router = await openAsAdmin('/admin/logs?type=logout', 'Audit Logs');
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    const user = userEvent.setup();
    await user.click(within(pager).getByRole('button', { name: 'Page 2 of 3' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'logout', page: 2 }));
    await waitFor(() => expect(gets.at(-1)!.searchParams.get('page')).toBe('2'));
    expect(gets.at(-1)!.searchParams.get('type')).toBe('logout');
    await user.selectOptions(screen.getByLabelText('Type'), 'login');
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'login' }));
  });

  it('what the administrator types while a filter loads is kept, and searched: only the table waits', async () => {
    const slow = fakeServer(async (req, url) => {
      if (req.method !== 'GET' || url.pathname !== '/api/admin/logs') return null;
      // Longer than the router waits before it shows a loading screen.
      if (url.searchParams.get('type') === 'login') await new Promise((r) => setTimeout(r, 700));
      const logs = [entry('1', 'login', 'Clinic Admin')];
      return {
        status: 200,
        body: { success: true, data: { logs, total: 1, page: 1, totalPages: 1 } },
      };
    });
    const router = await openAsAdmin('/admin/logs', 'Audit Logs');
    const user = userEvent.setup();
    const box = screen.getByLabelText<HTMLInputElement>('Search');
    await user.selectOptions(screen.getByLabelText('Type'), 'login');
    await user.type(box, 'Clinic');
    // The table's place says it is loading; the filter bar stays as it was, shown and in use
    // (a loading screen in its place would drop the typing, or hide it).
    await screen.findByRole('status', { name: 'Loading…' });
    expect(box.isConnected).toBe(true);
    expect(box.closest('[style*="display: none"]')).toBeNull();
    expect(box.value).toBe('Clinic');
    await waitFor(
      () => expect(router.state.location.search).toEqual({ type: 'login', search: 'Clinic' }),
      { timeout: 3000 },
    );
    expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('Clinic');
    await waitFor(() => {
      const last = slow.gets.at(-1)!.searchParams;
      expect([last.get('type'), last.get('search')]).toEqual(['login', 'Clinic']);
    });
  });
});
