// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '#app/lib/session';
import type { AdminMessage, KeptMessage } from '#shared/schemas/outgoing-message';
import { fakeServer, openAsAdmin } from '#tests/support/harness/admin-harness';

const failed = (id: string, extra: Partial<AdminMessage> = {}): AdminMessage => ({
  id,
  channel: 'sms',
  to: '+923001234567',
  status: 'failed',
  attempts: 5,
  lastError: 'Provider answered 500',
  createdAt: '2026-01-10T19:30:00.000Z',
  sentAt: null,
  ...extra,
});

const kept: KeptMessage = {
  channel: 'sms',
  to: '+923001234567',
  text: 'Reminder: your appointment is tomorrow. Open https://mashwara.pk/a/1\nReply STOP to stop.',
  template: null,
  status: 'kept',
  createdAt: '2026-01-10T19:30:00.000Z',
};

function messagesApi(totalPages: number, rows: AdminMessage[]) {
  return fakeServer(async (req, url) => {
    if (req.method !== 'GET' || url.pathname !== '/api/admin/messages') return null;
    const page = Number(url.searchParams.get('page'));
    return {
      status: 200,
      body: { success: true, data: { messages: rows, total: 41, page, totalPages } },
    };
  });
}

afterEach(() => {
  cleanup();
  useSession.setState({ token: null, user: null });
  vi.unstubAllGlobals();
});

describe('Messages (administrator)', () => {
  it('lists failed messages with channel, number, attempts, last error and time', async () => {
    const { gets } = messagesApi(1, [
      failed('m1'),
      failed('m2', { channel: 'whatsapp', attempts: 2 }),
    ]);
    await openAsAdmin('/admin/messages', 'Messages');
    const table = await screen.findByRole('table', { name: 'Failed messages' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('+923001234567')).toBeTruthy();
    expect(within(rows[1]!).getByText('Provider answered 500')).toBeTruthy();
    expect(within(rows[1]!).getByText('5')).toBeTruthy();
    // 19:30 UTC on 10 January is 00:30 on 11 January in Karachi.
    expect(within(rows[1]!).getByText('Jan 11, 2026, 12:30 AM')).toBeTruthy();
    expect(within(rows[2]!).getByText('WhatsApp')).toBeTruthy();
    expect(gets[0]!.searchParams.get('status')).toBe('failed');
  });

  it('pages, and another status starts again at page 1', async () => {
    const { gets } = messagesApi(3, [failed('m1')]);
    const router = await openAsAdmin('/admin/messages', 'Messages');
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    const user = userEvent.setup();
    await user.click(within(pager).getByRole('button', { name: 'Page 2 of 3' }));
    await waitFor(() => expect(gets.at(-1)!.searchParams.get('page')).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'all' }));
    await waitFor(() => expect(gets.at(-1)!.searchParams.get('status')).toBe('all'));
    expect(gets.at(-1)!.searchParams.get('page')).toBe('1');
  });

  it('says so when nothing failed', async () => {
    messagesApi(1, []);
    await openAsAdmin('/admin/messages', 'Messages');
    expect(await screen.findByText('No failed messages')).toBeTruthy();
  });
});

describe('Local outbox (administrator, outside production)', () => {
  function outboxApi(available: boolean) {
    return fakeServer(async (_req, url) => {
      if (!available && url.pathname.startsWith('/api/dev/')) return null;
      if (url.pathname === '/api/dev/messages')
        return { status: 200, body: { success: true, data: [kept] } };
      if (url.pathname === '/api/dev/outbox')
        return {
          status: 200,
          body: {
            success: true,
            data: [
              {
                to: 'sana@example.pk',
                subject: 'Reset your password',
                text: 'Open the link',
                sentAt: kept.createdAt,
              },
            ],
          },
        };
      if (url.pathname === '/api/admin/stats')
        return {
          status: 200,
          body: {
            success: true,
            data: {
              totalUsers: 1,
              totalDoctors: 0,
              pendingVerifications: 0,
              totalAppointments: 0,
              activeUsers: 1,
              systemHealth: 100,
              failedMessages: 2,
            },
          },
        };
      if (url.pathname === '/api/admin/recent-activities')
        return { status: 200, body: { success: true, data: [] } };
      return null;
    });
  }

  it('shows the kept texts and mail in two tabs', async () => {
    outboxApi(true);
    await openAsAdmin('/admin/outbox', 'Local outbox');
    const tabs = screen.getByRole('tablist', { name: 'Local outbox' });
    expect(
      within(tabs).getByRole('tab', { name: 'SMS and WhatsApp (1)', selected: true }),
    ).toBeTruthy();
    expect(screen.getByText(/Reply STOP to stop\./)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(tabs).getByRole('tab', { name: 'E-mail (1)' }));
    expect(await screen.findByText('Reset your password')).toBeTruthy();
    expect(screen.getByText('sana@example.pk')).toBeTruthy();
  });

  it('in production (404) says there is none, and the dashboard offers no link to it', async () => {
    outboxApi(false);
    await openAsAdmin('/admin/outbox', 'Local outbox');
    expect(
      await screen.findByText('This server keeps no local outbox: it runs in production.'),
    ).toBeTruthy();
    cleanup();
    await openAsAdmin('/admin/dashboard', 'Admin Dashboard');
    const actions = await screen.findByRole('navigation', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: 'Failed Messages 2' })).toBeTruthy();
    expect(within(actions).queryByRole('link', { name: 'Local Outbox' })).toBeNull();
  });

  it('outside production the dashboard links to it', async () => {
    outboxApi(true);
    await openAsAdmin('/admin/dashboard', 'Admin Dashboard');
    const actions = await screen.findByRole('navigation', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: 'Local Outbox' }).getAttribute('href')).toBe(
      '/admin/outbox',
    );
  });
});
