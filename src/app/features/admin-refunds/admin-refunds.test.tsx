// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '#app/lib/i18n';
import { useSession } from '#app/lib/session';
import type { AdminRefund } from '#shared/schemas/refund';
import { fakeServer, openAsAdmin } from '#tests/support/harness/admin-harness';

const refund = (id: string, extra: Partial<AdminRefund> = {}): AdminRefund => ({
  _id: id,
  id,
  appointmentId: `appt-${id}`,
  amount: 1500,
  status: 'manual',
  reference: null,
  createdAt: '2026-01-10T19:30:00.000Z',
  provider: 'jazzcash',
  chargeReference: `T-${id}`,
  attempts: 0,
  lastError: null,
  completedAt: null,
  patient: { _id: 'p1', name: 'Sana Iqbal', email: 'sana@example.pk' },
  doctor: { _id: 'd1', name: 'Dr. Ayesha Khan' },
  appointmentStartTime: '2026-01-14T04:00:00.000Z',
  ...extra,
});

/** GET /admin/refunds by status, and POST mark-refunded, which the test may refuse. */
function refundsApi(rows: AdminRefund[], refuse?: { status: number; message: string }) {
  const marked: { id: string; body: unknown }[] = [];
  const server = fakeServer(async (req, url) => {
    if (req.method === 'GET' && url.pathname === '/api/admin/refunds') {
      const status = url.searchParams.get('status');
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const all = rows.filter((r) => status === 'all' || r.status === status);
      const refunds = all.slice((page - 1) * limit, page * limit);
      const totalPages = Math.max(1, Math.ceil(all.length / limit));
      const data = { refunds, total: all.length, page, totalPages };
      return { status: 200, body: { success: true, data } };
    }
    const mark = /^\/api\/admin\/refunds\/([^/]+)\/mark-refunded$/.exec(url.pathname);
    if (req.method === 'POST' && mark) {
      if (refuse)
        return { status: refuse.status, body: { success: false, message: refuse.message } };
      const body = (await req.json()) as { reference: string };
      marked.push({ id: mark[1]!, body });
      const row = rows.find((r) => r._id === mark[1])!;
      Object.assign(row, { status: 'succeeded', reference: body.reference });
      return { status: 200, body: { success: true, data: row } };
    }
    return null;
  });
  return { ...server, marked };
}

afterEach(async () => {
  cleanup();
  useSession.setState({ token: null, user: null });
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

const rowsOf = async (name: RegExp | string) =>
  within(await screen.findByRole('table', { name }))
    .getAllByRole('row')
    .slice(1);

describe('Refunds to make (administrator)', () => {
  it('lists those waiting for the administrator and those that failed, with patient, appointment, amount, provider, attempts and last error', async () => {
    const { gets } = refundsApi([
      refund('r1'),
      refund('r2', {
        status: 'failed',
        provider: 'sandbox',
        attempts: 5,
        lastError: 'Provider answered 500',
        createdAt: '2026-01-11T08:00:00.000Z',
      }),
      refund('r3', { status: 'succeeded', reference: 'SBX-1' }),
    ]);
    await openAsAdmin('/admin/refunds', 'Refunds to make');
    const rows = await rowsOf('Refunds: Waiting for the administrator or failed');
    expect(rows).toHaveLength(2);
    // Newest first: the failed one of 11 January, then the one waiting since 10 January.
    expect(rows[0]!.textContent).toContain('Provider answered 500');
    expect(within(rows[0]!).getByText('5')).toBeTruthy();
    expect(within(rows[0]!).getByText('Failed')).toBeTruthy();
    expect(rows[1]!.textContent).toContain('Sana Iqbal');
    expect(rows[1]!.textContent).toContain('sana@example.pk');
    expect(rows[1]!.textContent).toContain('Dr. Ayesha Khan');
    expect(rows[1]!.textContent).toContain('Rs 1,500');
    expect(rows[1]!.textContent).toContain('JazzCash');
    expect(within(rows[1]!).getByText('Waiting for the administrator')).toBeTruthy();
    // 19:30 UTC on 10 January is 00:30 on 11 January in Karachi.
    expect(rows[1]!.textContent).toContain('Jan 11, 2026, 12:30 AM');
    // The day and the time each keep to one line (two at most on a desk, not four).
    const [time] = within(rows[1]!).getAllByRole('cell');
    expect([...time!.querySelectorAll('.ar-nowrap')].map((part) => part.textContent)).toEqual([
      'Jan 11, 2026,',
      '12:30 AM',
    ]);
    expect(gets.map((u) => u.searchParams.toString()).sort()).toEqual([
      'status=failed&page=1&limit=100',
      'status=manual&page=1&limit=100',
    ]);
  });

  it('another status shows only those refunds, with their reference and no action', async () => {
    const { gets } = refundsApi([
      refund('r1'),
      refund('r3', { status: 'succeeded', reference: 'SBX-1' }),
    ]);
    await openAsAdmin('/admin/refunds?status=succeeded', 'Refunds to make');
    const rows = await rowsOf('Refunds: Refunded');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('SBX-1');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(gets.map((u) => u.searchParams.toString())).toEqual([
      'status=succeeded&page=1&limit=20',
    ]);
  });

  it('the refunds to make are all shown, however many pages the server keeps them on', async () => {
    const many = Array.from({ length: 130 }, (_, i) =>
      refund(`r${i}`, { createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() }),
    );
    many.push(refund('f1', { status: 'failed', createdAt: '2025-12-31T00:00:00.000Z' }));
    const { gets } = refundsApi(many);
    await openAsAdmin('/admin/refunds', 'Refunds to make');
    const rows = await rowsOf(/^Refunds: /);
    const asked = gets.map((u) => `${u.searchParams.get('status')} ${u.searchParams.get('page')}`);
    expect(asked.sort()).toEqual(['failed 1', 'manual 1', 'manual 2']);
    // Newest first over both statuses; the table shows them 20 at a time.
    expect(rows).toHaveLength(20);
    expect(rows[0]!.textContent).toContain('Jan 1, 2026, 7:09 AM');
  });

  it('Mark refunded asks for the reference in a dialog, sends it, and the refund leaves the list', async () => {
    const api = refundsApi([refund('r1')]);
    await openAsAdmin('/admin/refunds', 'Refunds to make');
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', {
      name: 'Mark the refund to Sana Iqbal refunded',
    });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Mark refunded' });
    const reference = within(dialog).getByRole('textbox', { name: 'Refund reference' });
    expect(document.activeElement).toBe(reference);
    expect(dialog.textContent).toContain('Rs 1,500 to Sana Iqbal');
    // Nothing is sent without a reference.
    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter the refund reference');
    expect(api.marked).toEqual([]);
    // Enter confirms: the field is one line.
    await user.type(reference, '  IBFT-20260111-77  {Enter}');
    await waitFor(() =>
      expect(api.marked).toEqual([{ id: 'r1', body: { reference: 'IBFT-20260111-77' } }]),
    );
    await screen.findByText('No refunds to make');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a refusal shows the server's words in the dialog and keeps it open; Escape closes it and gives focus back", async () => {
    const api = refundsApi([refund('r1')], {
      status: 409,
      message:
        'Only a refund waiting for the administrator or one that failed can be marked refunded',
    });
    await openAsAdmin('/admin/refunds', 'Refunds to make');
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: /^Mark the refund/ });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Mark refunded' });
    await user.type(within(dialog).getByLabelText('Refund reference'), 'IBFT-1{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Only a refund waiting for the administrator or one that failed can be marked refunded',
    );
    expect(api.marked).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('reads in Urdu, the amount isolated left to right', async () => {
    refundsApi([refund('r1')]);
    await act(() => activateLocale('ur'));
    await openAsAdmin('/admin/refunds', 'واپس کی جانے والی رقوم');
    const table = await screen.findByRole('table');
    expect(table.querySelector('bdi')).toBeTruthy();
    expect(
      within(table).getByRole('button', { name: 'Sana Iqbal کو رقم کی واپسی کو مکمل نشان کریں' }),
    ).toBeTruthy();
  });
});
