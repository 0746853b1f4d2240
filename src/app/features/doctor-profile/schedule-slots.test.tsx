// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScheduleScreen } from '#app/features/doctor-profile/components/schedule-screen';
import { useSession } from '#app/lib/session';
import { syncEngine } from '#app/offline/outbox';
import {
  DOCTOR,
  FakeDoctorApi,
  mount,
  scheduleOnDevice,
  toastSays,
} from '#tests/support/harness/doctor-profile-harness';

// 2030-12-02 and 2030-12-09 are Mondays; the harness's doctor works Mondays 09:00-17:00.
async function openSlots(date = '2030-12-02') {
  fireEvent.change(await screen.findByLabelText('Select date'), { target: { value: date } });
  fireEvent.click(screen.getByRole('tab', { name: 'Slots' }));
}

const slot = (time: string) =>
  within(screen.getByRole('tabpanel')).getByRole('button', { name: new RegExp(`^${time}`) });

const mondayOnDevice = async () => {
  const row = await scheduleOnDevice();
  return (row?.availability as Record<string, unknown> | undefined)?.monday;
};

describe('Manage Schedule slot toggle', () => {
  it("pressing a slot closes it in the doctor's weekly hours on the server, for every Monday", async () => {
    const api = new FakeDoctorApi();
    const user = await mount(api, <ScheduleScreen />);
    await openSlots();
    expect(slot('12:00 PM').getAttribute('aria-pressed')).toBe('true');
    await user.click(slot('12:00 PM'));

    await waitFor(() => expect(api.slotChanges).toHaveLength(1));
    expect(api.slotChanges[0].body).toEqual({ day: 'monday', startTime: '12:00', open: false });
    expect(api.slotChanges[0].key).toBeTruthy();
    await waitFor(() => expect(slot('12:00 PM').getAttribute('aria-pressed')).toBe('false'));
    expect(await mondayOnDevice()).toEqual({
      isAvailable: true,
      slots: [
        { startTime: '09:00', endTime: '12:00' },
        { startTime: '12:30', endTime: '17:00' },
      ],
    });
    expect(screen.getByText('Opening or closing a slot changes it on every Monday.')).toBeTruthy();
    await openSlots('2030-12-09');
    expect(slot('12:00 PM').getAttribute('aria-pressed')).toBe('false');
    expect(slot('12:30 PM').getAttribute('aria-pressed')).toBe('true');

    await user.click(slot('12:00 PM'));
    await waitFor(() => expect(api.slotChanges).toHaveLength(2));
    expect(api.slotChanges[1].body).toEqual({ day: 'monday', startTime: '12:00', open: true });
    await waitFor(() => expect(slot('12:00 PM').getAttribute('aria-pressed')).toBe('true'));
    expect(await mondayOnDevice()).toEqual({
      isAvailable: true,
      slots: [{ startTime: '09:00', endTime: '17:00' }],
    });
  });

  it('offline, a slot change waits on the device, then reaches the server exactly once', async () => {
    const api = new FakeDoctorApi();
    const user = await mount(api, <ScheduleScreen />);
    await openSlots();
    api.down = true;
    await user.click(slot('10:00 AM'));

    await waitFor(() => expect(slot('10:00 AM').textContent).toContain('Waiting to sync'));
    await waitFor(() => expect(slot('10:00 AM').getAttribute('aria-pressed')).toBe('false'));
    expect(await mondayOnDevice()).toEqual({
      isAvailable: true,
      slots: [
        { startTime: '09:00', endTime: '10:00' },
        { startTime: '10:30', endTime: '17:00' },
      ],
    });
    expect(api.slotChanges).toEqual([]);

    api.down = false;
    await act(() => syncEngine.wake());
    await waitFor(() => expect(api.slotChanges).toHaveLength(1));
    await act(() => syncEngine.wake());
    expect(api.slotChanges).toHaveLength(1);
    expect(api.slotChanges[0].body).toEqual({ day: 'monday', startTime: '10:00', open: false });
    await waitFor(() => expect(slot('10:00 AM').textContent).not.toContain('Waiting to sync'));
    expect(slot('10:00 AM').getAttribute('aria-pressed')).toBe('false');
  });

  it("a refused slot change says 'Failed to update time slot.' and shows the server's hours again", async () => {
    const api = new FakeDoctorApi();
    api.next.push({
      status: 400,
      body: { success: false, message: 'A slot must end by midnight' },
    });
    const user = await mount(api, <ScheduleScreen />);
    await openSlots();
    await user.click(slot('9:00 AM'));

    await toastSays('Error: Failed to update time slot.');
    await waitFor(async () =>
      expect(await mondayOnDevice()).toEqual({
        isAvailable: true,
        slots: [{ startTime: '09:00', endTime: '17:00' }],
      }),
    );
    await waitFor(() => expect(slot('9:00 AM').getAttribute('aria-pressed')).toBe('true'));
  });
});

describe('Manage Schedule when the schedule cannot be loaded', () => {
  it.each([
    [404, 'Doctor not found', 'Doctor profile not found. Please contact support.'],
    [
      403,
      'You do not have permission to do this',
      'Access denied. Only doctors can manage schedules.',
    ],
    [500, 'Something went wrong', 'Failed to load schedule: Something went wrong.'],
  ])('a %i says so in its words instead of a week of days off', async (status, message, text) => {
    const api = new FakeDoctorApi();
    api.profileFailure = { status, body: { success: false, message } };
    const user = await mount(api, <ScheduleScreen />, [], { mirror: false });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text);
    expect(screen.queryByText('Day off')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Week' })).toBeNull();

    api.profileFailure = null;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Week' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with no network and nothing on the device, it says the schedule failed to load and why', async () => {
    const api = new FakeDoctorApi();
    api.down = true;
    await mount(api, <ScheduleScreen />, [], { mirror: false });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load schedule: Network error. Please check your connection.',
    );
    expect(screen.queryByText('Day off')).toBeNull();
  });

  it('a 401 says authentication failed and to log in again', async () => {
    const api = new FakeDoctorApi();
    api.profileFailure = {
      status: 401,
      body: { success: false, message: 'Authentication required' },
    };
    await mount(api, <ScheduleScreen />, [], { mirror: false });
    await toastSays('Error: Authentication failed. Please log in again.');
    expect(useSession.getState().token).toBeNull();
  });

  it('someone who is not a doctor is told that only doctors manage schedules', async () => {
    const api = new FakeDoctorApi();
    await mount(api, <ScheduleScreen />);
    act(() => useSession.setState({ user: { ...DOCTOR, role: 'patient' } }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Access denied. Only doctors can manage schedules.',
    );
    expect(screen.queryByRole('tab', { name: 'Slots' })).toBeNull();
  });
});
