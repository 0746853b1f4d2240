// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DoctorProfileScreen } from '#app/features/doctor-profile/components/doctor-profile-screen';
import { localDb } from '#app/offline/local-db';
import {
  DOCTOR,
  FakeDoctorApi,
  mount,
  practicesRow,
  scheduleOnDevice,
} from '#tests/support/harness/doctor-profile-harness';

async function openProfessional(api: FakeDoctorApi) {
  const user = await mount(api, <DoctorProfileScreen />);
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  await user.click(screen.getByRole('tab', { name: 'Professional Details' }));
  // The tab's editors load when it first shows (ADR 130).
  await screen.findByText(/^Estimated appointment slots per week:/);
  return user;
}

const estimate = () => screen.getByText(/^Estimated appointment slots per week:/).textContent;

describe('Doctor profile: weekly availability', () => {
  it('shows Basic Info and Professional Details tabs, fields locked until Edit Profile', async () => {
    const user = await mount(new FakeDoctorApi(), <DoctorProfileScreen />);
    const tabs = (await screen.findAllByRole('tab')).map((t) => t.textContent);
    expect(tabs).toEqual(['Basic Info', 'Professional Details']);
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('a new slot starts at 09:00-10:00 and the estimate is total minutes divided by 30', async () => {
    const user = await openProfessional(new FakeDoctorApi());
    // Monday 09:00-17:00 is 480 minutes: 16 slots.
    expect(estimate()).toBe('Estimated appointment slots per week: 16');
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    expect((screen.getByLabelText('Saturday, slot 1: start') as HTMLInputElement).value).toBe(
      '09:00',
    );
    expect((screen.getByLabelText('Saturday, slot 1: end') as HTMLInputElement).value).toBe(
      '10:00',
    );
    expect(estimate()).toBe('Estimated appointment slots per week: 18');
    await user.click(screen.getByRole('button', { name: 'Add a slot on Saturday' }));
    expect((screen.getByLabelText('Saturday, slot 2: start') as HTMLInputElement).value).toBe(
      '09:00',
    );
  });

  it('edits the hours the device holds when Edit Profile is pressed, not those of when the screen opened', async () => {
    const api = new FakeDoctorApi();
    const user = await mount(api, <DoctorProfileScreen />);
    const edit = await screen.findByRole('button', { name: 'Edit Profile' });
    // Saturday's hours changed elsewhere (Manage Schedule, another device) and reached the
    // device after the screen had opened.
    const row = await localDb.schedule.get(DOCTOR._id);
    const saturday = { isAvailable: true, slots: [{ startTime: '14:00', endTime: '15:00' }] };
    await localDb.schedule.update(DOCTOR._id, {
      availability: { ...(row!.availability as object), saturday } as never,
    });
    await user.click(edit);
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Hyderabad');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.puts).toHaveLength(1));
    const sent = api.puts[0] as {
      location: { city: string };
      availability: Record<string, unknown>;
    };
    expect(sent.location.city).toBe('Hyderabad');
    expect(sent.availability.saturday).toEqual(saturday);
  });

  it('refuses overlapping slots on one day with the message, and sends nothing', async () => {
    const api = new FakeDoctorApi();
    const user = await openProfessional(api);
    // The default new slot 09:00-10:00 lies inside Monday's 09:00-17:00.
    await user.click(screen.getByRole('button', { name: 'Add a slot on Monday' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Time slots on the same day must not overlap',
    );
    expect(api.puts).toEqual([]);
  });

  it('names a missing required field in the spec words', async () => {
    const api = new FakeDoctorApi();
    const user = await openProfessional(api);
    await user.clear(screen.getByLabelText(/^Clinic Name/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please fill in the following required fields: Clinic Name',
    );
    expect(api.puts).toEqual([]);
  });

  it('after saving, tells the doctor which bookings are now outside the hours', async () => {
    const api = new FakeDoctorApi();
    api.outsideHours = [
      {
        _id: 'a-1',
        startTime: '2030-03-04T11:00:00.000Z',
        endTime: '2030-03-04T11:30:00.000Z',
        patientName: 'Sana Malik',
        status: 'scheduled',
      },
    ];
    const user = await openProfessional(api);
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const report = await screen.findByRole('alert');
    expect(report.textContent).toContain('These bookings are now outside your hours.');
    // 11:00 UTC is 4:00 PM in Karachi, the clinic's zone.
    expect(within(report).getByRole('listitem').textContent).toBe(
      'Monday, March 4, 2030 at 4:00 PM: Sana Malik',
    );
    const sent = api.puts[0] as { availability: Record<string, unknown> };
    expect(sent.availability.monday).toEqual({ isAvailable: false, slots: [] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeTruthy());
  });
});

describe('Doctor profile: the save and the device copy (ADR 114)', () => {
  const V1 = '2030-01-01T00:00:00.000Z';

  it('after a save the device copy holds the answer, practices and version, with no refresh to help', {
    timeout: 15_000,
  }, async () => {
    const api = new FakeDoctorApi();
    api.profile = { ...practicesRow(), updatedAt: V1 };
    api.timeOff = [
      { _id: 't-1', startDate: '2030-02-01', endDate: '2030-02-02', reason: 'Away', createdAt: '' },
    ];
    const user = await mount(api, <DoctorProfileScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    // From here on no refresh can bring the server's copy (as before the sync engine starts).
    api.profileFailure = { status: 503, body: { success: false, message: 'Down' } };
    // Another device added a video practice meanwhile; only the save's answer can tell.
    const video = {
      _id: '33333333-3333-4333-8333-333333333333',
      kind: 'video',
      name: 'Video consultation',
      location: null,
      phone: '',
      fee: 1000,
      availability: (api.profile.practices as { availability: unknown }[])[1]!.availability,
    };
    const name = screen.getByLabelText('Full Name');
    await user.clear(name);
    await user.type(name, 'Ayesha Khan Saved');
    api.afterPut = (saved) => ({ ...saved, practices: [...(saved.practices as []), video] });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect((api.puts[0] as { version?: string }).version).toBe(V1);
    await waitFor(async () => {
      const copy = await scheduleOnDevice();
      expect(copy?.name).toBe('Ayesha Khan Saved');
      expect(copy?.updatedAt).toBe(api.profile.updatedAt);
      expect(copy?.practices?.map((p) => p.name)).toEqual([
        'Shifa International Hospital OPD',
        'Evening Care Clinic',
        'Video consultation',
      ]);
    });
    const copy = await scheduleOnDevice();
    expect(copy?.timeOff?.map((t) => t._id)).toEqual(['t-1']);
    expect(copy).not.toHaveProperty('outsideHours');
  });

  it('a save from an older copy is refused with the message and the device fetches the profile again', {
    timeout: 15_000,
  }, async () => {
    const api = new FakeDoctorApi();
    api.profile = { ...practicesRow(), updatedAt: V1 };
    const user = await mount(api, <DoctorProfileScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    // Saved elsewhere after this draft was made.
    api.profile = { ...api.profile, updatedAt: '2030-01-03T00:00:00.000Z' };
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your profile was changed elsewhere. Reload it and try again.');
    await waitFor(async () =>
      expect((await scheduleOnDevice())?.updatedAt).toBe('2030-01-03T00:00:00.000Z'),
    );
  });
});
