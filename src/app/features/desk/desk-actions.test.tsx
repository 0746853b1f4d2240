// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '#app/lib/session';
import { localDb } from '#app/offline/local-db';
import type { DeskPractice, DeskVisit } from '#shared/schemas/desk';
import { DESK_USER, deskDayAnswers, recordingApi } from '#tests/support/harness/desk-harness';
import { ok, renderApp } from '#tests/support/harness/route-harness';
import { deskToday } from './desk-window';

const SADDAR: DeskPractice = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Saddar Clinic',
  city: 'Rawalpindi',
  doctorId: 'd-1',
  doctorName: 'Dr. Imran Qureshi',
  fee: 1500,
};
const VISIT: DeskVisit = {
  id: 'a-1',
  appointmentId: 'a-1',
  patient: { name: 'Sana Malik', phone: '+923001234567', age: 34, sex: 'female' },
  source: 'app',
  personId: null,
  startTime: new Date().toISOString(),
  status: 'scheduled',
  checkedInAt: null,
  payment: { status: 'pending', amount: 2000, method: 'cash' },
};
const RECEIPT = { kind: 'payment', amount: 2000, method: 'cash', takenBy: 'Rubina Akhtar' };

/** The desk's API (today's day holds Sana), with the device's letter B at the practice. */
function deskApi() {
  return recordingApi({
    'GET /api/desk/practices': ok({ practices: [SADDAR] }),
    ...deskDayAnswers([SADDAR], (_, date) => (date === deskToday() ? [VISIT] : [])),
    'POST /api/desk/devices': ok({ letter: 'B', lastNumber: 41 }),
    'POST /api/desk/check-ins': ok({ appointmentId: 'a-1', checkedInAt: new Date().toISOString() }),
    'POST /api/desk/payments': ok({
      receipt: { ...RECEIPT, number: 'B-0042', at: new Date().toISOString() },
    }),
    'GET /api/desk/cash': ok({
      practiceId: SADDAR.id,
      date: deskToday(),
      total: 0,
      byMethod: [],
      byMember: [],
      closes: [],
    }),
  });
}

const sanaRow = async () =>
  (await screen.findByRole('rowheader', { name: /Sana Malik/ })).closest('tr')!;

beforeEach(async () => {
  await Promise.all(localDb.tables.map((t) => t.clear()));
});
afterEach(() => {
  useSession.setState({ token: null, user: null });
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});
afterAll(async () => {
  const [{ collectionsFor }, { kindsFor }] = await Promise.all([
    import('#app/offline/role-collections'),
    import('#app/routes/-sync/start'),
  ]);
  await Promise.all([collectionsFor('desk'), kindsFor('desk')]);
});

describe("the desk's actions", () => {
  it('checks a booked patient in: the row says so with the time, and the server hears it', async () => {
    const api = deskApi();
    await renderApp('/desk', DESK_USER);
    const row = await sanaRow();
    await userEvent.click(within(row).getByRole('button', { name: 'Check in Sana Malik' }));
    await waitFor(() => expect(within(row).getByText('Checked in')).toBeTruthy());
    expect(within(row).queryByRole('button', { name: /^Check in/ })).toBeNull();
    await waitFor(() => expect(api.to('POST /api/desk/check-ins')).toHaveLength(1));
    expect(api.to('POST /api/desk/check-ins')[0]!.body).toEqual({ appointmentId: 'a-1' });
  });

  it('a lower amount needs a discount reason, in the shared schema’s words', async () => {
    const api = deskApi();
    await renderApp('/desk', DESK_USER);
    await userEvent.click(
      within(await sanaRow()).getByRole('button', { name: 'Take cash from Sana Malik' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Take cash' });
    const amount = within(dialog).getByLabelText(/^Amount \(PKR\)/) as HTMLInputElement;
    expect(amount.value).toBe('2000');
    expect(document.activeElement).toBe(amount);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take cash' }));
    expect(within(dialog).getByText('A discount needs a reason')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Discount reason'));
    expect(api.to('POST /api/desk/payments')).toHaveLength(0);
  });

  it("takes the fee and shows the receipt with the device's number, who and when, ready to print", async () => {
    const api = deskApi();
    await renderApp('/desk', DESK_USER);
    await waitFor(() => expect(api.to('POST /api/desk/devices')).toHaveLength(1));
    await userEvent.click(
      within(await sanaRow()).getByRole('button', { name: 'Take cash from Sana Malik' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Take cash' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take cash' }));
    const receipt = await within(dialog).findByRole('region', { name: 'Receipt' });
    expect(within(receipt).getByText('B-0042')).toBeTruthy();
    expect(receipt.textContent).toContain('Rs 2,000');
    expect(receipt.textContent).toContain('Rubina Akhtar');
    expect(within(receipt).getByRole('button', { name: 'Print receipt' })).toBeTruthy();
    expect(within(receipt).getByRole('button', { name: 'Print visit slip' })).toBeTruthy();
    await waitFor(() => expect(api.to('POST /api/desk/payments')).toHaveLength(1));
    expect(api.to('POST /api/desk/payments')[0]!.body).toMatchObject({
      visitId: 'a-1',
      amount: 2000,
      method: 'cash',
      receiptNumber: 'B-0042',
    });
  });
});
