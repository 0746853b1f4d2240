// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb, writeMeta } from '#app/lib/local-db';
import { clinicToday } from '#shared/domain/clinic-time';
import {
  appointment,
  byText,
  click,
  dialog,
  FakeApi,
  mount,
  PATIENT,
  panel,
  router,
  toasts,
  type,
  unmount,
  waitFor,
} from './screen-harness';

const setOnline = (value: boolean) =>
  Object.defineProperty(navigator, 'onLine', { value, configurable: true });

afterEach(async () => {
  setOnline(true);
  await unmount();
});

const DATE = '2030-05-06';
// 09:00 and 09:30 in Karachi (UTC+5).
const SLOTS = [
  { start: '2030-05-06T04:00:00.000Z', end: '2030-05-06T04:30:00.000Z' },
  { start: '2030-05-06T04:30:00.000Z', end: '2030-05-06T05:00:00.000Z' },
];

async function openReschedule(api: FakeApi) {
  await mount(api);
  await click(await waitFor(() => byText('Reschedule', panel())));
  return dialog()!;
}

describe('rescheduling from My Appointments', () => {
  it('keeps the dialog and its day in the address, so the address alone opens it with that day’s slots', async () => {
    const api = new FakeApi([appointment('a-up', 'scheduled', 48)]);
    api.slots.set(DATE, SLOTS);
    await mount(api);
    await click(await waitFor(() => byText('Reschedule', panel())));
    await type(screen.getByLabelText('New date'), DATE);
    expect(router.state.location.search).toEqual({ reschedule: 'a-up', date: DATE });
    await click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toEqual({});
    await act(() =>
      router.navigate({ to: '/patient/appointments', search: { reschedule: 'a-up', date: DATE } }),
    );
    const node = await screen.findByRole('dialog', { name: 'Reschedule Appointment' });
    expect(await within(node).findByRole('radio', { name: '9:30 AM' })).toBeTruthy();
    expect((within(node).getByLabelText('New date') as HTMLInputElement).value).toBe(DATE);
  });

  it('offers the free slots of the chosen date in 12-hour clinic time and moves the appointment', async () => {
    const api = new FakeApi([appointment('a-up', 'scheduled', 48)]);
    api.slots.set(DATE, SLOTS);
    const node = within(await openReschedule(api));
    const date = node.getByLabelText('New date') as HTMLInputElement;
    expect(date.min).toBe(clinicToday());
    await type(date, DATE);
    expect(await node.findByRole('radio', { name: '9:00 AM' })).toBeTruthy();
    expect(node.getByRole('radio', { name: '9:30 AM' })).toBeTruthy();
    const submit = node.getByRole('button', { name: 'Reschedule' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await click(node.getByRole('radio', { name: '9:00 AM' }));
    expect(submit.disabled).toBe(false);
    await click(submit);
    await waitFor(() => toasts().includes('Success: Appointment rescheduled successfully!'));
    expect(api.posts.at(-1)).toMatchObject({
      path: '/api/appointments/a-up/reschedule',
      body: { startTime: SLOTS[0].start, endTime: SLOTS[0].end },
    });
    const row = await localDb.appointments.get([PATIENT._id, 'a-up']);
    expect(row?.startTime).toBe(SLOTS[0].start);
  });

  it('slots read before the connection dropped can still be chosen; the move waits on the device', async () => {
    const api = new FakeApi([appointment('a-up', 'scheduled', 48)]);
    api.slots.set(DATE, SLOTS);
    api.next.push('network-error');
    const node = within(await openReschedule(api));
    await type(node.getByLabelText('New date') as HTMLInputElement, DATE);
    await node.findByRole('radio', { name: '9:30 AM' });
    await act(async () => {
      setOnline(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(node.getByRole('status').textContent).toContain(
      'The new time will be saved on this device',
    );
    await click(node.getByRole('radio', { name: '9:30 AM' }));
    await click(node.getByRole('button', { name: 'Reschedule' }));
    await waitFor(() =>
      toasts().includes('Success: Saved on this device — will sync when you are back online'),
    );
    await waitFor(() => byText('Waiting to sync', panel()));
    expect(panel().textContent).toContain('9:30 AM');
    const [queued] = await localDb.outbox.where('userId').equals(PATIENT._id).toArray();
    expect(queued).toMatchObject({
      kind: 'appointment.reschedule',
      payload: { id: 'a-up', startTime: SLOTS[1].start, endTime: SLOTS[1].end },
    });
  });

  it('says when the chosen date has no free slots', async () => {
    const node = within(await openReschedule(new FakeApi([appointment('a-up', 'scheduled', 48)])));
    await type(node.getByLabelText('New date') as HTMLInputElement, DATE);
    expect(await node.findByText('No available slots for this date')).toBeTruthy();
  });

  it('offline, it says plainly that choosing a new time needs a connection, and loads the slots when it returns', async () => {
    const api = new FakeApi([appointment('a-up', 'scheduled', 48)]);
    api.slots.set(DATE, SLOTS);
    const node = within(await openReschedule(api));
    await act(async () => {
      setOnline(false);
      window.dispatchEvent(new Event('offline'));
    });
    await type(node.getByLabelText('New date') as HTMLInputElement, DATE);
    expect(
      (
        await node.findByText(
          'You are offline. Choosing a new time needs a connection to load the free slots.',
        )
      ).getAttribute('role'),
    ).toBe('status');
    expect(node.queryByRole('radio')).toBeNull();
    await act(async () => {
      setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(await node.findByRole('radio', { name: '9:00 AM' })).toBeTruthy();
  });
});

describe('how fresh the list is', () => {
  it('with no copy on the device and no answer, it says the list could not be loaded', async () => {
    const api = new FakeApi([]);
    api.listFails = true;
    await mount(api);
    await waitFor(() => document.body.textContent?.includes('Failed to load appointments'));
  });

  it('when the last refresh failed, it shows the kept copy and when it was last synced', async () => {
    const api = new FakeApi([appointment('a-up', 'scheduled', 48)]);
    api.listFails = true;
    const synced = new Date(2025, 2, 10, 15, 5).getTime();
    await mount(api, 'upcoming', () =>
      writeMeta(localDb, PATIENT._id, 'appointments', { lastSyncedAt: synced }),
    );
    await waitFor(() =>
      document.body.textContent?.includes('Showing appointments last synced Mar 10, 2025, 3:05 PM'),
    );
    expect(byText('Reschedule', panel())).toBeTruthy();
  });
});
