// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  connection,
  DOCTOR,
  FakeApi,
  mount,
  onDevice,
  outboxOf,
  panel,
  press,
  tab,
  toastSays,
  appointment as visit,
} from '#tests/support/appointment-screens';

const doctorsApi = (rows: ReturnType<typeof visit>[]) => new FakeApi(rows, DOCTOR);

const buttonsOf = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('button')
    .map((b) => b.textContent);

const card = (name: string) => panel().getByRole('article', { name });

describe("the doctor's appointments", () => {
  it('offers the actions of ADR 080 for each status, and none on completed, cancelled or no-show', async () => {
    const user = await mount(
      doctorsApi([
        visit('up', 'scheduled', -1),
        visit('pend', 'pending', 24),
        visit('done', 'completed', -48),
        visit('miss', 'no-show', -72),
        visit('gone', 'cancelled', 5, { cancellationReason: 'Clinic closed' }),
      ]),
    );
    const names = (await screen.findAllByRole('tab')).map((t) => t.textContent);
    expect(names).toEqual(['Upcoming1', 'Pending1', 'Completed2', 'Cancelled1']);
    expect(buttonsOf(await panel().findByRole('article', { name: 'Patient up' }))).toEqual([
      'Mark Completed',
      'No Show',
      'Cancel',
    ]);
    await user.click(tab('Pending'));
    expect(buttonsOf(card('Patient pend'))).toEqual(['Approve', 'Reject']);
    await user.click(tab('Completed'));
    expect(buttonsOf(card('Patient done'))).toEqual([]);
    expect(buttonsOf(card('Patient miss'))).toEqual([]);
    await user.click(tab('Cancelled'));
    expect(buttonsOf(card('Patient gone'))).toEqual([]);
    expect(card('Patient gone').textContent).toContain('Clinic closed');
  });

  it('falls back to Unknown Patient, No email, General Consultation and 30 mins', async () => {
    await mount(
      doctorsApi([
        visit('bare', 'scheduled', 3, { patient: undefined, type: undefined, duration: undefined }),
      ]),
    );
    const bare = await panel().findByRole('article', { name: 'Unknown Patient' });
    expect(bare.textContent).toContain('No email');
    expect(bare.textContent).toContain('General Consultation');
    expect(bare.textContent).toContain('30 mins');
  });

  it('approving sends the change once and moves the visit to Upcoming', async () => {
    const api = doctorsApi([visit('pend', 'pending', 24)]);
    const user = await mount(api);
    await user.click(tab('Pending'));
    await press(user, 'Approve', 'Patient pend');
    await toastSays('Success: Appointment status updated successfully');
    expect(api.sent).toMatchObject([
      { path: '/api/appointments/pend/status', body: { status: 'scheduled' } },
    ]);
    expect((await onDevice(api, 'pend'))?.status).toBe('scheduled');
    await user.click(tab('Upcoming'));
    expect(panel().getByRole('article', { name: 'Patient pend' })).toBeTruthy();
  });

  it('reject asks for a reason and refuses an empty one', async () => {
    const api = doctorsApi([visit('pend', 'pending', 24)]);
    const user = await mount(api);
    await user.click(tab('Pending'));
    await press(user, 'Reject', 'Patient pend');
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Appointment' }));
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByRole('alert')).toHaveProperty(
      'textContent',
      'Please provide a reason for cancellation',
    );
    expect(api.sent).toEqual([]);
    await user.type(dialog.getByLabelText('Reason for rejection'), 'Fully booked that day');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0].body).toEqual({ status: 'cancelled', reason: 'Fully booked that day' });
    await user.click(tab('Cancelled'));
    expect(card('Patient pend').textContent).toContain('Fully booked that day');
  });

  it('cancelling a scheduled visit needs a reason too', async () => {
    const api = doctorsApi([visit('up', 'scheduled', 4)]);
    const user = await mount(api);
    await press(user, 'Cancel', 'Patient up');
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel Appointment' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel Appointment' }));
    await dialog.findByRole('alert');
    expect(api.sent).toEqual([]);
    await user.type(dialog.getByLabelText('Reason for cancellation'), 'Emergency surgery');
    await user.click(dialog.getByRole('button', { name: 'Cancel Appointment' }));
    await waitFor(() =>
      expect(api.sent[0]?.body).toEqual({ status: 'cancelled', reason: 'Emergency surgery' }),
    );
  });

  it('while one change runs its buttons read Updating... and every action waits', async () => {
    let release = () => {};
    const api = doctorsApi([visit('a', 'scheduled', -1), visit('b', 'scheduled', -2)]);
    api.next.push(new Promise<void>((resolve) => (release = resolve)));
    const user = await mount(api);
    await press(user, 'Mark Completed', 'Patient a');
    await waitFor(() =>
      expect(buttonsOf(card('Patient a'))).toEqual(['Updating...', 'Updating...', 'Updating...']),
    );
    for (const b of within(card('Patient a')).getAllByRole('button'))
      expect(b).toHaveProperty('disabled', true);
    expect(buttonsOf(card('Patient b'))).toEqual(['Mark Completed', 'No Show', 'Cancel']);
    for (const b of within(card('Patient b')).getAllByRole('button'))
      expect(b).toHaveProperty('disabled', true);
    await act(async () => release());
    await toastSays('Success: Appointment status updated successfully');
    await waitFor(() => expect(panel().queryByRole('article', { name: 'Patient a' })).toBeNull());
    await waitFor(() =>
      expect(
        within(card('Patient b')).getByRole('button', { name: /^Mark Completed/ }),
      ).toHaveProperty('disabled', false),
    );
  });

  it('offline, a change waits on the device, says Waiting to sync, and is sent exactly once on reconnect', async () => {
    const api = doctorsApi([visit('up', 'scheduled', -1)]);
    api.next.push('network-error');
    const user = await mount(api);
    await connection(false);
    await press(user, 'Mark Completed', 'Patient up');
    await toastSays('Success: Saved on this device — will sync when you are back online');
    await user.click(tab('Completed'));
    expect(await within(card('Patient up')).findByText('Waiting to sync')).toBeTruthy();
    await connection(true);
    await waitFor(() =>
      expect(within(card('Patient up')).queryByText('Waiting to sync')).toBeNull(),
    );
    const sent = api.sent.filter((p) => p.path === '/api/appointments/up/status');
    // The failed attempt and the replay carry one Idempotency-Key; the server applied it once.
    expect(new Set(sent.map((p) => p.key)).size).toBe(1);
    expect(api.rows.get('up')?.status).toBe('completed');
    expect(await outboxOf(api)).toHaveLength(0);
  });

  it('a refusal is shown on the card in words, with the state the server holds', async () => {
    const api = doctorsApi([visit('up', 'scheduled', -1)]);
    const user = await mount(api);
    await panel().findByRole('article', { name: 'Patient up' });
    // The patient cancelled meanwhile: the server holds cancelled, the device still scheduled.
    api.rows.set('up', {
      ...api.rows.get('up')!,
      status: 'cancelled',
      cancellationReason: 'Feeling better',
    });
    await press(user, 'No Show', 'Patient up');
    // The engine refreshes the mirror from the server on refusal: the server's state wins.
    await waitFor(async () => expect((await onDevice(api, 'up'))?.status).toBe('cancelled'));
    await user.click(tab('Cancelled'));
    const refused = await within(
      await panel().findByRole('article', { name: 'Patient up' }),
    ).findByRole('alert');
    expect(refused.textContent).toContain('Mark the appointment with Patient up on');
    expect(refused.textContent).toContain('as a no-show');
    expect(refused.textContent).toContain('Appointment is already cancelled');
    expect(card('Patient up').textContent).toContain('Feeling better');
    expect(buttonsOf(card('Patient up'))).toEqual(['Dismiss']);
  });

  it('a visit two days ahead offers only Cancel: it cannot be completed or marked no-show yet', async () => {
    await mount(doctorsApi([visit('ahead', 'scheduled', 48), visit('began', 'scheduled', -1)]));
    expect(buttonsOf(await panel().findByRole('article', { name: 'Patient ahead' }))).toEqual([
      'Cancel',
    ]);
    expect(buttonsOf(card('Patient began'))).toEqual(['Mark Completed', 'No Show', 'Cancel']);
  });

  it('each card shows why the patient comes and whether, and how, they paid', async () => {
    const user = await mount(
      doctorsApi([
        visit('cash', 'pending', 24, {
          reason: 'Chest pain on exertion',
          payment: { method: 'cash', status: 'pending' },
        }),
        visit('online', 'pending', 26, {
          reason: 'Follow-up of blood tests',
          payment: { method: 'jazzcash', status: 'paid' },
        }),
        visit('video', 'pending', 28, {
          mode: 'video',
          payment: { method: 'cash', status: 'pending' },
        }),
      ]),
    );
    await user.click(tab('Pending'));
    const fact = (name: string, label: string) =>
      within(card(name)).getByText(label).closest('div')?.textContent;
    expect(fact('Patient cash', 'Reason for visit')).toBe('Reason for visitChest pain on exertion');
    expect(fact('Patient cash', 'Payment')).toBe('PaymentPayment due at the clinic');
    expect(fact('Patient online', 'Reason for visit')).toBe(
      'Reason for visitFollow-up of blood tests',
    );
    expect(fact('Patient online', 'Payment')).toBe('PaymentPaid online');
    expect(fact('Patient video', 'Payment')).toBe('PaymentPayment due online');
  });
});
