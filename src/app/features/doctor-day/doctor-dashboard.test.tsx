// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOCTOR, FakeApi, mount, appointment as visit } from '#tests/support/appointment-screens';
import { linkTargets } from '#tests/support/link-targets';

// visit(…, 0) starts at the last half-hour mark, so it is always on today's clinic date.
describe('the doctor dashboard', () => {
  it("lists today's visits from the device with Confirmed or Pending, and counts from it when the stats cannot be read", async () => {
    const api = new FakeApi(
      [
        visit('now', 'scheduled', 0),
        visit('asked', 'pending', 0, {
          patient: { _id: 'p-x', name: 'Bilal Ahmed', email: 'b@x.pk' },
        }),
        visit('dropped', 'cancelled', 0),
        visit('later', 'scheduled', 24 * 9),
      ],
      DOCTOR,
    );
    await mount(api, { path: '/doctor/dashboard' });
    const today = within(
      (await screen.findByRole('heading', { name: "Today's Schedule" })).closest('section')!,
    );
    const rows = await today.findAllByRole('listitem');
    // Both start at the same time: their order is the database's.
    expect(rows.map((r) => r.textContent).sort()).toEqual([
      expect.stringMatching(/^BABilal Ahmed.*Pending$/),
      expect.stringMatching(/^PNPatient now.*Confirmed$/),
    ]);
    // The fake server does not answer the stats call: the dashboard says so and counts itself.
    expect(await screen.findByText('Failed to load dashboard data')).toBeTruthy();
    const card = (label: string) => screen.getByText(label).closest('div')!.textContent;
    expect(card("Today's Appointments")).toBe("Today's Appointments2");
    expect(card('Total Patients')).toBe('Total Patients4');
    expect(today.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe(
      '/doctor/appointments',
    );
  });

  it('says when nothing is scheduled for today', async () => {
    await mount(new FakeApi([visit('later', 'scheduled', 24 * 9)], DOCTOR), {
      path: '/doctor/dashboard',
    });
    expect(await screen.findByText('No appointments scheduled for today.')).toBeTruthy();
    expect(screen.getByText('No notifications yet')).toBeTruthy();
    expect(linkTargets('Quick Actions')).toEqual([
      '/doctor/schedule',
      '/doctor/patients',
      '/doctor/profile',
      '/doctor/reviews',
      '/doctor/notifications',
    ]);
  });
});
