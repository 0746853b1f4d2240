// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  appointment,
  connection,
  FakeApi,
  lastSynced,
  mount,
  onDevice,
  panel,
  tab,
} from '#tests/support/appointment-screens';

const requests = (count: number) =>
  Array.from({ length: count }, (_, i) => appointment(`a-${i + 1}`, 'pending', 24 * (i + 1)));
const notice = () =>
  screen.queryAllByRole('status').find((el) => el.textContent?.includes('saved on this device.'));

describe('My Appointments, online and offline', () => {
  it('online, a long list comes a page at a time, soonest first', async () => {
    const user = await mount(new FakeApi(requests(25)), {
      path: '/patient/appointments?tab=pending',
    });
    await waitFor(() => expect(panel().getAllByRole('article')).toHaveLength(20));
    expect(tab('Pending').textContent).toBe('Pending25');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(panel().getAllByRole('article')).toHaveLength(5));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(notice()).toBeUndefined();
  });

  it('a booking the device does not hold yet is listed from the server', async () => {
    const [kept, fresh] = requests(2);
    const api = new FakeApi([kept, fresh]);
    // Booked on another device: this one's copy has only the first, and cannot refresh.
    api.refreshFails = true;
    await mount(api, { device: [kept], path: '/patient/appointments?tab=pending' });
    await waitFor(() => expect(panel().getAllByRole('article')).toHaveLength(2));
    expect(tab('Pending').textContent).toBe('Pending2');
    expect(await onDevice(api, fresh._id)).toBeUndefined();
  });

  it('offline, the list is the device copy, and says that it holds every appointment saved', async () => {
    const api = new FakeApi(requests(2));
    const user = await mount(api);
    await user.click(tab('Pending'));
    await waitFor(() => expect(panel().getAllByRole('article')).toHaveLength(2));
    await lastSynced(api);
    await connection(false);
    await waitFor(() =>
      expect(notice()?.textContent).toContain(
        'You are offline. Showing the appointments saved on this device.',
      ),
    );
    // The time of the last sync is read from the device after the notice shows.
    await waitFor(() => expect(notice()?.textContent).toContain('Last synced '));
    expect(panel().getAllByRole('article')).toHaveLength(2);
  });
});
