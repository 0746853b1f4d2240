// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScheduleScreen } from '#app/features/doctor-profile/components/schedule-screen';
import { DOCTOR, FakeDoctorApi, mount } from '#tests/support/harness/doctor-profile-harness';

async function showDate(date: string) {
  fireEvent.change(await screen.findByLabelText('Select date'), { target: { value: date } });
}

describe('Manage Schedule', () => {
  it('the month grid has 42 cells starting on the Sunday on or before the 1st', async () => {
    const user = await mount(new FakeDoctorApi(), <ScheduleScreen />);
    await showDate('2030-12-10');
    await user.click(screen.getByRole('tab', { name: 'Month' }));
    const cells = within(screen.getByRole('group', { name: 'Month' })).getAllByRole('button');
    expect(cells).toHaveLength(42);
    // December 1, 2030 is a Sunday; the grid runs to January 11, 2031.
    expect(cells[0].getAttribute('aria-label')).toBe('Sunday, December 1, 2030, Day off');
    expect(cells[1].getAttribute('aria-label')).toBe('Monday, December 2, 2030, 16 slots');
    expect(cells[41].getAttribute('aria-label')).toContain('January 11, 2031');
  });

  it('the week starts on Sunday and shows working days, day off and the booked patient', async () => {
    const rows = [
      {
        _id: 'a-1',
        userId: DOCTOR._id,
        status: 'scheduled',
        startTime: '2030-12-02T05:00:00.000Z',
        endTime: '2030-12-02T05:30:00.000Z',
        patient: { name: 'Sana Malik' },
      },
    ];
    const user = await mount(new FakeDoctorApi(), <ScheduleScreen />, rows);
    await showDate('2030-12-04');
    const days = screen
      .getAllByRole('button', { pressed: false })
      .filter((b) => b.classList.contains('schedule-day'));
    expect(days[0].textContent).toContain('Sunday');
    expect(days[0].textContent).toContain('Day off');
    expect(days[1].textContent).toContain('Working day');
    expect(days[1].textContent).toContain('9:00 AM - 5:00 PM');
    await user.click(days[1]);
    // 05:00 UTC is 10:00 AM in Karachi.
    expect(await screen.findByText('10:00 AM: Sana Malik')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('button')).toHaveLength(16);
  });

  it('adds time off, which makes the day a day off, and deletes it again', async () => {
    const api = new FakeDoctorApi();
    const user = await mount(api, <ScheduleScreen />);
    await showDate('2030-12-02');
    await user.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('button')).toHaveLength(16);
    fireEvent.change(screen.getByLabelText(/^Start Date/), { target: { value: '2030-12-02' } });
    await user.type(screen.getByLabelText('Reason'), 'Eid');
    await user.click(screen.getByRole('button', { name: 'Add Time Off' }));
    expect(await screen.findByText(/December 2, 2030 to .*December 2, 2030 \(Eid\)/)).toBeTruthy();
    expect(api.timeOff).toHaveLength(1);
    expect(
      within(screen.getByRole('tabpanel')).getByText('This is a day off. No slots are open.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Delete time off from/ }));
    expect(await screen.findByText('No time off planned')).toBeTruthy();
    expect(api.timeOff).toEqual([]);
  });

  it('time off comes from the device, so closed days show with no network', async () => {
    const api = new FakeDoctorApi();
    api.timeOff = [
      { _id: 't-1', startDate: '2030-12-02', endDate: '2030-12-02', reason: 'Eid', createdAt: '' },
    ];
    api.down = true;
    const user = await mount(api, <ScheduleScreen />);
    await showDate('2030-12-02');
    await user.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(
      within(screen.getByRole('tabpanel')).getByText('This is a day off. No slots are open.'),
    ).toBeTruthy();
    expect(screen.getByText(/December 2, 2030 to .*December 2, 2030 \(Eid\)/)).toBeTruthy();
  });

  it("shows the server's refusal of time off in its words", async () => {
    const api = new FakeDoctorApi();
    api.next.push({
      status: 400,
      body: { success: false, message: 'This time off overlaps time off you already have' },
    });
    const user = await mount(api, <ScheduleScreen />);
    fireEvent.change(await screen.findByLabelText(/^Start Date/), {
      target: { value: '2030-12-02' },
    });
    await user.click(screen.getByRole('button', { name: 'Add Time Off' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This time off overlaps time off you already have',
      ),
    );
  });
});
