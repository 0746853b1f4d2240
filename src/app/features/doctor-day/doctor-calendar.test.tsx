// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { doctorMirrorWindow } from '#app/lib/appointment-calendar';
import { formatClinicDate } from '#shared/domain/clinic-time';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import {
  appointment,
  connection,
  DOCTOR,
  FakeApi,
  lastSynced,
  mount,
  onDevice,
  panel,
  press,
  tab,
  toastSays,
} from '#tests/support/appointment-screens';

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

describe("the doctor's whole calendar", () => {
  it('online, the Pending tab lists a booking beyond the days this device holds, and it can be approved', async () => {
    const { api, device } = scene();
    const user = await mount(api, { device });
    await user.click(tab('Pending'));
    expect(await card('Patient far')).toBeTruthy();
    expect(await card('Patient near')).toBeTruthy();
    expect(tab('Pending').textContent).toBe('Pending2');
    // The device's own refresh keeps to its window: the booking is only the server's.
    await lastSynced(api);
    expect(await onDevice(api, 'far')).toBeUndefined();

    await press(user, 'Approve', 'Patient far');
    await toastSays('Success: Appointment status updated successfully');
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
    const syncedAt = await lastSynced(api);

    await connection(false);
    await waitFor(() => expect(panel().queryByRole('article', { name: 'Patient far' })).toBeNull());
    expect(await card('Patient near')).toBeTruthy();
    expect(tab('Pending').textContent).toBe('Pending1');
    const { from, to } = doctorMirrorWindow(new Date(syncedAt), DEFAULT_SETTINGS.timezone);
    const day = (date: string) =>
      formatClinicDate(date, { timeZone: DEFAULT_SETTINGS.timezone, pattern: 'MMM d, yyyy' });
    // The notice loads when it first shows (ADR 128): wait for it, as the doctor does.
    await waitFor(() => expect(rangeNotice()).toBeDefined());
    const notice = rangeNotice();
    expect(notice?.textContent).toContain(
      `You are offline. Showing the appointments saved on this device, from ${day(from)} to ${day(to)}.`,
    );
    expect(notice?.textContent).toContain('Last synced ');

    // Back online, the whole calendar returns without a step from the doctor.
    await connection(true);
    expect(await card('Patient far')).toBeTruthy();
    await waitFor(() => expect(rangeNotice()).toBeUndefined());
    // The refresh the return of the connection starts lands here, not in the next test.
    await waitFor(async () => expect(await lastSynced(api)).toBeGreaterThan(syncedAt));
  });

  it('a change queued to a booking the device did not hold shows its local state, offline too', async () => {
    const { api, device } = scene();
    // No answer comes while the test looks: every send fails for want of a network.
    for (let i = 0; i < 10; i++) api.next.push('network-error');
    const user = await mount(api, { device });
    await user.click(tab('Pending'));
    await press(user, 'Approve', 'Patient far');
    await toastSays('Success: Saved on this device — will sync when you are back online');
    await waitFor(() => expect(panel().queryByRole('article', { name: 'Patient far' })).toBeNull());
    // The server's Upcoming does not list it yet; the device's waiting change does.
    await user.click(tab('Upcoming'));
    expect(await within(await card('Patient far')).findByText('Waiting to sync')).toBeTruthy();
    expect(api.rows.get('far')?.status).toBe('pending');

    await connection(false);
    expect(await within(await card('Patient far')).findByText('Waiting to sync')).toBeTruthy();
    expect((await onDevice(api, 'far'))?.status).toBe('scheduled');
  });
});
