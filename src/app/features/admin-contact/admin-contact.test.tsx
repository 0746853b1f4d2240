// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '#app/lib/session';
import type { ContactMessage } from '#shared/schemas/contact-message';
import { fakeServer, openAsAdmin } from '#tests/support/harness/admin-harness';

const message = (id: string, extra: Partial<ContactMessage> = {}): ContactMessage => ({
  id,
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  userType: 'doctor',
  subject: 'Listing my clinic',
  message: 'How do I add my Lahore clinic?',
  createdAt: '2026-01-10T19:30:00.000Z',
  ...extra,
});

function contactApi(totalPages: number, rows: ContactMessage[]) {
  return fakeServer(async (req, url) => {
    if (req.method !== 'GET' || url.pathname !== '/api/admin/contact-messages') return null;
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

describe('Contact messages (administrator)', () => {
  it('lists who wrote, as whom, the subject and the message, with the time', async () => {
    contactApi(1, [message('m1'), message('m2', { userType: 'patient', name: 'Bilal Ahmed' })]);
    await openAsAdmin('/admin/contact-messages', 'Contact messages');
    const table = await screen.findByRole('table', { name: 'Contact messages' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'ayesha@example.pk' })).toBeTruthy();
    expect(within(rows[1]!).getByText('Healthcare Provider')).toBeTruthy();
    expect(within(rows[1]!).getByText('Listing my clinic')).toBeTruthy();
    expect(within(rows[1]!).getByText('How do I add my Lahore clinic?')).toBeTruthy();
    expect(within(rows[1]!).getByText('Jan 11, 2026, 12:30 AM')).toBeTruthy();
    expect(within(rows[2]!).getByText('Patient')).toBeTruthy();
  });

  it('pages through the messages', async () => {
    const { gets } = contactApi(3, [message('m1')]);
    await openAsAdmin('/admin/contact-messages', 'Contact messages');
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    await userEvent.setup().click(within(pager).getByRole('button', { name: 'Page 2 of 3' }));
    await waitFor(() => expect(gets.at(-1)!.searchParams.get('page')).toBe('2'));
  });

  it('says so when no one has written', async () => {
    contactApi(1, []);
    await openAsAdmin('/admin/contact-messages', 'Contact messages');
    expect(await screen.findByText('No contact messages yet')).toBeTruthy();
  });
});
