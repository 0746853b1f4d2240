// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localDb, writeMeta } from '#app/offline/local-db';
import { clinicToday } from '#shared/domain/clinic-time';
import {
  appointment,
  connection,
  FakeApi,
  mount,
  onDevice,
  outboxOf,
  panel,
  router,
  toastSays,
} from '#tests/support/appointment-screens';

const DATE = '2030-05-06';
// 09:00 and 09:30 in Karachi (UTC+5).
const SLOTS = [
  { start: '2030-05-06T04:00:00.000Z', end: '2030-05-06T04:30:00.000Z' },
  { start: '2030-05-06T04:30:00.000Z', end: '2030-05-06T05:00:00.000Z' },
];

async function openReschedule(api: FakeApi) {
  const user = await mount(api);
  await user.click(await panel().findByRole('button', { name: /^Reschedule/ }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Reschedule Appointment' }));
  return { user, dialog };
}

const goOffline = () => connection(false);

describe('rescheduling from My Appointments', () => {
  it('offers the free slots of the chosen date in 12-hour clinic time and moves the appointment', async () => {
    const api = new FakeApi([appointment('a-up', 'scheduled', 48)]);
    api.slots.set(DATE, SLOTS);
    const { user, dialog } = await openReschedule(api);
    const date = dialog.getByLabelText<HTMLInputElement>('New date');
    expect(date.min).toBe(clinicToday());
    expect(document.activeElement).toBe(date);
    await user.type(date, DATE);
    await dialog.findByRole('radio', { name: '9:00 AM' });
    expect(dialog.getByRole('radio', { name: '9:30 AM' })).toBeTruthy();
    const submit = dialog.getByRole('button', { name: 'Reschedule' });
    expect(submit).toHaveProperty('disabled', true);
    await user.click(dialog.getByRole('radio', { name: '9:00 AM' }));
    expect(submit).toHaveProperty('disabled', false);
    await user.click(submit);
    await toastSays('Success: Appointment rescheduled successfully!');
    expect(api.sent.at(-1)).toMatchObject({
      path: '/api/appointments/a-up/reschedule',
      body: { startTime: SLOTS[0].start, endTime: SLOTS[0].end },
    });
    const row = await onDevice(api, 'a-up');
    expect(row?.startTime).toBe(SLOTS[0].start);
  });

  it('offers only the slots of the practice the appointment was booked at', async () => {
    const practice = { _id: 'p-evening', kind: 'clinic', name: 'Evening Care Clinic', phone: '' };
    const api = new FakeApi([
      appointment('a-up', 'scheduled', 48, { practiceId: practice._id, practice }),
    ]);
    api.slots.set(DATE, SLOTS);
    api.slots.set(`${DATE} p-evening`, [SLOTS[1]]);
    const { user, dialog } = await openReschedule(api);
    await user.type(dialog.getByLabelText('New date'), DATE);
    await dialog.findByRole('radio', { name: '9:30 AM' });
    expect(dialog.queryByRole('radio', { name: '9:00 AM' })).toBeNull();
  });

  it('slots read before the connection dropped can still be chosen; the move waits on the device', async () => {
    const api = new FakeApi([appointment('a-up', 'scheduled', 48)]);
    api.slots.set(DATE, SLOTS);
    api.next.push('network-error');
    const { user, dialog } = await openReschedule(api);
    await user.type(dialog.getByLabelText('New date'), DATE);
    await dialog.findByRole('radio', { name: '9:30 AM' });
    await goOffline();
    expect(dialog.getByRole('status').textContent).toContain(
      'The new time will be saved on this device',
    );
    await user.click(dialog.getByRole('radio', { name: '9:30 AM' }));
    await user.click(dialog.getByRole('button', { name: 'Reschedule' }));
    await toastSays('Success: Saved on this device — will sync when you are back online');
    await panel().findByText('Waiting to sync');
    expect(screen.getByRole('tabpanel').textContent).toContain('9:30 AM');
    const [queued] = await outboxOf(api);
    expect(queued).toMatchObject({
      kind: 'appointment.reschedule',
      payload: { id: 'a-up', startTime: SLOTS[1].start, endTime: SLOTS[1].end },
    });
  });

  it('says when the chosen date has no free slots', async () => {
    const { user, dialog } = await openReschedule(
      new FakeApi([appointment('a-up', 'scheduled', 48)]),
    );
    await user.type(dialog.getByLabelText('New date'), DATE);
    await dialog.findByText('No available slots for this date');
  });

  it('keeps the dialog and its day in the address, so the address alone opens it with that day’s slots', async () => {
    const api = new FakeApi([appointment('a-up', 'scheduled', 48)]);
    api.slots.set(DATE, SLOTS);
    const { user, dialog } = await openReschedule(api);
    await user.type(dialog.getByLabelText('New date'), DATE);
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ reschedule: 'a-up', date: DATE }),
    );
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toEqual({});
    await act(() =>
      router.navigate({ to: '/patient/appointments', search: { reschedule: 'a-up', date: DATE } }),
    );
    const again = within(await screen.findByRole('dialog', { name: 'Reschedule Appointment' }));
    expect(await again.findByRole('radio', { name: '9:30 AM' })).toBeTruthy();
    expect(again.getByLabelText<HTMLInputElement>('New date').value).toBe(DATE);
  });

  it('offline, it says plainly that choosing a new time needs a connection', async () => {
    const api = new FakeApi([appointment('a-up', 'scheduled', 48)]);
    api.slots.set(DATE, SLOTS);
    const { user, dialog } = await openReschedule(api);
    await goOffline();
    await user.type(dialog.getByLabelText('New date'), DATE);
    expect(dialog.getByRole('status').textContent).toBe(
      'You are offline. Choosing a new time needs a connection to load the free slots.',
    );
    expect(dialog.queryByRole('radio')).toBeNull();
    // The connection's return loads the day's slots without another step.
    await connection(true);
    expect(await dialog.findByRole('radio', { name: '9:00 AM' })).toBeTruthy();
  });
});

describe('how fresh the list is', () => {
  it('with no copy on the device and no answer, it says the list could not be loaded', async () => {
    const api = new FakeApi([]);
    api.listFails = true;
    await mount(api);
    await screen.findByText(/Failed to load appointments/);
  });

  it('when the last refresh failed, it shows the kept copy and when it was last synced', async () => {
    const api = new FakeApi([appointment('a-up', 'scheduled', 48)]);
    api.listFails = true;
    const synced = new Date(2025, 2, 10, 15, 5).getTime();
    await mount(api, {
      prepare: () => writeMeta(localDb, api.user._id, 'appointments', { lastSyncedAt: synced }),
    });
    const notice = await screen.findByText(/Last synced Mar 10, 2025, 3:05 PM/);
    expect(notice.textContent).toContain('Could not load the full calendar.');
    expect(panel().getByRole('button', { name: /^Reschedule/ })).toBeTruthy();
  });
});
