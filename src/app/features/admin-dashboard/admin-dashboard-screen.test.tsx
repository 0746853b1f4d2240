// @vitest-environment happy-dom
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AdminDashboard,
  loadAdminDashboard,
} from '#app/features/admin-dashboard/api/admin-dashboard-api';
import { AdminDashboardScreen } from '#app/features/admin-dashboard/components/admin-dashboard-screen';
import { activateLocale } from '#app/lib/i18n';
import { useSession } from '#app/lib/session';
import { linkTargets } from '#tests/support/link-targets';

const STATS = {
  totalUsers: 1234,
  totalDoctors: 37,
  pendingVerifications: 2,
  totalAppointments: 97,
  activeUsers: 12,
  systemHealth: 67,
  failedMessages: 3,
};

async function show(data: AdminDashboard, onRetry = () => {}) {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <AdminDashboardScreen data={data} onRetry={onRetry} />,
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: /Admin Dashboard|منتظم کا ڈیش بورڈ/ });
}

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(async () => {
  vi.unstubAllGlobals();
  useSession.setState({ token: null, user: null });
  document.body.innerHTML = '';
  await activateLocale('en');
});

describe('the admin dashboard', () => {
  it('shows the six figures as the server counted them, System Health as a percent', async () => {
    await show({ ok: true, stats: STATS, activities: [] });
    expect(figure('Total Users')).toBe('1,234');
    expect(figure('Total Doctors')).toBe('37');
    expect(figure('Pending Verifications')).toBe('2');
    expect(figure('Total Appointments')).toBe('97');
    expect(figure('Active Users')).toBe('12');
    expect(figure('System Health')).toBe('67%');
    const activities = screen.getByRole('region', { name: 'Recent Activities' });
    expect(within(activities).getByText('No recent activities')).toBeTruthy();
    expect(
      within(activities).getByRole('link', { name: 'View all logs' }).getAttribute('href'),
    ).toBe('/admin/logs');
    expect(linkTargets('Quick Actions')).toEqual([
      '/admin/users',
      '/admin/doctors',
      '/admin/reports',
      '/admin/appointments',
      '/admin/logs',
      '/admin/expiry',
    ]);
  });

  it('lists each activity with its title in the reader’s language, its description and time', async () => {
    await activateLocale('ur');
    await show({
      ok: true,
      stats: STATS,
      activities: [
        {
          id: '7',
          title: 'Doctor verified',
          description: 'Administrator (admin): Doctor verified: Sana Malik',
          time: '2030-05-06T05:00:00.000Z',
          iconType: 'doctor',
        },
      ],
    });
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('ڈاکٹر کی تصدیق ہو گئی');
    expect(item.textContent).toContain('Administrator (admin): Doctor verified: Sana Malik');
    expect(item.querySelector('time')?.getAttribute('dateTime')).toBe('2030-05-06T05:00:00.000Z');
    expect(item.querySelector('.ad-icon-doctor')).toBeTruthy();
  });

  it('says when the figures could not be loaded and offers Retry, showing no made-up figure', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    useSession.setState({ token: 'admin-token' });
    const data = await loadAdminDashboard();
    expect(data).toEqual({ ok: false, message: 'Failed to load dashboard data' });
    const onRetry = vi.fn();
    await show(data, onRetry);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load dashboard data');
    expect(screen.queryByText('System Health')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
