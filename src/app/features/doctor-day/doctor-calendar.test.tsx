// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { doctorMirrorWindow } from '#app/lib/appointment-calendar';
import { localDb } from '#app/offline/local-db';
import { formatClinicDate } from '#shared/domain/clinic-time';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import {
  appointment,
  connection,
  DOCTOR,
  FakeApi,
  mount,
  panel,
  resetConnection,
  tab,
  toasts,
  unmount,
} from '#tests/support/appointment-screens';

afterEach(async () => {
  resetConnection();
  await unmount();
});

const DAY = 24;
/** A request for tomorrow, which the device holds, and one 30 days ahead, which it does not. */
const scene = () => {
  const near = appointment('near', 'pending', DAY);
  const far = appointment('far', 'pending', 30 * DAY);
  return { api: new FakeApi([near, far], DOCTOR), device: [near] };
};
/** The line that says the list is the device copy and which dates it covers. */
const rangeNotice = () =>
  screen
    .queryAllByRole('status')
    .find((el) => el.textContent?.includes('saved on this device, from'));
const card = (name: string) => panel().findByRole('article', { name });
const onDevice = (id: string) => localDb.appointments.get([DOCTOR._id, id]);
const synced = async () => {
  let at: number | null = null;
  await waitFor(async () => {
    at = (await localDb.meta.get([DOCTOR._id, 'appointments']))?.lastSyncedAt ?? null;
    expect(at).not.toBeNull();
  });
  return at as unknown as number;
};

describe("the doctor's whole calendar", () => {
  it('online, the Pending tab lists a booking beyond the days this device holds, and it can be approved', async () => {
    const { api, device } = scene();
    const user = await mount(api, { device });
    await user.click(tab('Pending'));
    expect(await card('Patient far')).toBeTruthy();
    expect(await card('Patient near')).toBeTruthy();
    expect(tab('Pending').textContent).toBe('Pending2');
    // The device's own refresh keeps to its window: the booking is only the server's.
    await synced();
    expect(await onDevice('far')).toBeUndefined();

    await user.click(
      panel().getByRole('button', { name: 'Approve: appointment with Patient far' }),
    );
    await waitFor(() =>
      expect(toasts()).toContain('Success: Appointment status updated successfully'),
    );
    expect(api.sent).toMatchObject([
      { path: '/api/appointments/far/status', body: { status: 'scheduled' } },
    ]);
    expect(api.rows.get('far')?.status).toBe('scheduled');
    await waitFor(() => expect(panel().queryByRole('article', { name: 'Patient far' })).toBeNull());
    await user.click(tab('Upcoming'));
    expect(await card('Patient far')).toBeTruthy();
  });

  it('offline, the tabs show the device copy and say which dates it covers', async () => {
    const { api, device } = scene();
    const user = await mount(api, { device });
    await user.click(tab('Pending'));
    await card('Patient far');
    const lastSynced = await synced();

    await connection(false);
    await waitFor(() => expect(panel().queryByRole('article', { name: 'Patient far' })).toBeNull());
    expect(await card('Patient near')).toBeTruthy();
    expect(tab('Pending').textContent).toBe('Pending1');
    const { from, to } = doctorMirrorWindow(new Date(lastSynced), DEFAULT_SETTINGS.timezone);
    const day = (date: string) =>
      formatClinicDate(date, { timeZone: DEFAULT_SETTINGS.timezone, pattern: 'MMM d, yyyy' });
    const notice = rangeNotice();
    expect(notice?.textContent).toContain(
      `You are offline. Showing the appointments saved on this device, from ${day(from)} to ${day(to)}.`,
    );
    expect(notice?.textContent).toContain('Last synced ');

    // Back online, the whole calendar returns without a step from the doctor.
    await connection(true);
    expect(await card('Patient far')).toBeTruthy();
    await waitFor(() => expect(rangeNotice()).toBeUndefined());
  });

  it('a change queued to a booking the device did not hold shows its local state, offline too', async () => {
    const { api, device } = scene();
    // No answer comes while the test looks: every send fails for want of a network.
    for (let i = 0; i < 10; i++) api.next.push('network-error');
    const user = await mount(api, { device });
    await user.click(tab('Pending'));
    await user.click(
      await panel().findByRole('button', { name: 'Approve: appointment with Patient far' }),
    );
    await waitFor(() =>
      expect(toasts()).toContain(
        'Success: Saved on this device — will sync when you are back online',
      ),
    );
    await waitFor(() => expect(panel().queryByRole('article', { name: 'Patient far' })).toBeNull());
    // The server's Upcoming does not list it yet; the device's waiting change does.
    await user.click(tab('Upcoming'));
    expect(await within(await card('Patient far')).findByText('Waiting to sync')).toBeTruthy();
    expect(api.rows.get('far')?.status).toBe('pending');

    await connection(false);
    expect(await within(await card('Patient far')).findByText('Waiting to sync')).toBeTruthy();
    expect((await onDevice('far'))?.status).toBe('scheduled');
  });
});
