// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardScreen } from '#app/features/dashboard/components/dashboard-screen';
import { localDb, writeMeta } from '#app/offline/local-db';
import {
  appointment,
  FakeApi,
  mount,
  notification,
  PATIENT,
} from '#tests/support/harness/home-harness';

const doctor = (n: number) => ({ id: `d-${n}`, name: `Doctor ${n}` });
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('patient dashboard', () => {
  it('lists at most 5 upcoming appointments, soonest first, leaving out cancelled and past ones', async () => {
    const api = new FakeApi();
    api.appointments = [
      appointment('a-7', 'scheduled', 7 * 24, doctor(7)),
      appointment('a-2', 'pending', 2 * 24, doctor(2)),
      appointment('a-gone', 'cancelled', 24, doctor(9)),
      appointment('a-past', 'completed', -24, doctor(8)),
      appointment('a-5', 'scheduled', 5 * 24, doctor(5)),
      appointment('a-3', 'scheduled', 3 * 24, doctor(3)),
      appointment('a-6', 'scheduled', 6 * 24, doctor(6)),
      appointment('a-4', 'scheduled', 4 * 24, doctor(4)),
    ];
    await mount(api, DashboardScreen);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming Appointments' });
    await waitFor(() => expect(within(upcoming).getAllByRole('listitem')).toHaveLength(5));
    const names = within(upcoming)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.dash-row-title')?.textContent);
    expect(names).toEqual(['Doctor 2', 'Doctor 3', 'Doctor 4', 'Doctor 5', 'Doctor 6']);
    const pass = within(upcoming).getByRole('link', {
      name: 'View pass for the appointment with Doctor 2',
    });
    expect(pass.getAttribute('href')).toBe('/patient/appointments/a-2/pass');
    const next = screen.getByRole('article', { name: 'Your next appointment' });
    expect(next.textContent).toContain('Doctor 2');
    expect(within(next).getByRole('link', { name: 'View pass' }).getAttribute('href')).toBe(
      '/patient/appointments/a-2/pass',
    );
  });

  it('lists up to 5 recent doctors, each once, most recent appointment first, linking to their page', async () => {
    const api = new FakeApi();
    api.appointments = [
      appointment('a-1', 'completed', -10 * 24, doctor(1)),
      appointment('a-2', 'completed', -9 * 24, doctor(2)),
      appointment('a-3', 'completed', -8 * 24, doctor(3)),
      appointment('a-4', 'cancelled', -7 * 24, doctor(4)),
      appointment('a-5', 'completed', -6 * 24, doctor(5)),
      appointment('a-6', 'scheduled', 24, doctor(6)),
      appointment('a-2b', 'completed', -1 * 24, doctor(2)),
    ];
    await mount(api, DashboardScreen);
    await waitFor(() => expect(section('Recent Doctors').getAllByRole('link')).toHaveLength(5));
    const links = section('Recent Doctors').getAllByRole('link');
    expect(links.map((l) => l.textContent?.match(/Doctor \d/)?.[0])).toEqual([
      'Doctor 6',
      'Doctor 2',
      'Doctor 5',
      'Doctor 4',
      'Doctor 3',
    ]);
    expect(links[0]!.getAttribute('href')).toBe('/patient/doctors/d-6');
  });

  it('offers the quick links and the unread count', async () => {
    const api = new FakeApi();
    api.notifications = [
      notification('n-1', false, 5),
      notification('n-2', false, 10),
      notification('n-3', true, 15),
    ];
    await mount(api, DashboardScreen);
    const quick = within(await screen.findByRole('navigation', { name: 'Quick links' }));
    expect(quick.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/patient/doctors',
      '/patient/appointments',
      '/patient/waitlist',
      '/patient/reviews',
      '/patient/profile',
    ]);
    const unread = await screen.findByRole('link', { name: /Unread notifications/ });
    await waitFor(() => expect(unread.textContent).toBe('2 Unread notifications'));
    expect(unread.getAttribute('href')).toBe('/patient/notifications');
  });

  it('draws its icons, so no emoji shows as an empty box where no emoji font is installed', async () => {
    const api = new FakeApi();
    api.appointments = [appointment('a-1', 'scheduled', 30, doctor(1))];
    await mount(api, DashboardScreen);
    const quick = within(await screen.findByRole('navigation', { name: 'Quick links' }));
    // The sections come once the device has been read, after the links.
    await waitFor(() =>
      expect(section('Upcoming Appointments').getByText('Doctor 1')).toBeTruthy(),
    );
    expect(document.body.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    // Each link is named by its text alone; its icon is drawn and hidden from assistive tech.
    for (const name of [
      'Find Doctors',
      'My Appointments',
      'My waitlist',
      'My Reviews',
      'My Profile',
    ]) {
      const link = quick.getByRole('link', { name });
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('offline, it opens from the device with the last synced time', async () => {
    const api = new FakeApi();
    api.appointments = [appointment('a-1', 'scheduled', 30, doctor(1))];
    api.down = true;
    await mount(api, DashboardScreen);
    await writeMeta(localDb, PATIENT._id, 'appointments', {
      lastSyncedAt: Date.parse('2030-03-10T10:05:00Z'),
    });
    await waitFor(() =>
      expect(section('Upcoming Appointments').getAllByRole('listitem')).toHaveLength(1),
    );
    expect(section('Upcoming Appointments').getByText('Doctor 1')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/Last synced Mar 10, 2030/)).toBeTruthy());
  });

  it('a failed appointments fetch on an empty device shows empty lists, not an error', async () => {
    const api = new FakeApi();
    api.appointments = [appointment('a-1', 'scheduled', 30, doctor(1))];
    api.down = true;
    await mount(api, DashboardScreen, { mirror: false });
    await screen.findByRole('region', { name: 'Upcoming Appointments' });
    await section('Upcoming Appointments').findByText('No upcoming appointments');
    expect(section('Recent Doctors').getByText('No doctors yet')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('article', { name: 'Your next appointment' })).toBeNull();
  });
});
