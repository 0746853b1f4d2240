// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DoctorProfileScreen } from '#app/features/doctor-profile/components/doctor-profile-screen';
import { OVERLAP_MSG } from '#app/features/doctor-profile/practice-form';
import { activateLocale } from '#app/lib/i18n';
import { PRACTICE_OVERLAP_MSG } from '#shared/domain/practice-hours';
import {
  FakeDoctorApi,
  mount,
  practicesRow,
  unmount,
} from '#tests/support/harness/doctor-profile-harness';

afterEach(async () => {
  await activateLocale('en');
  await unmount();
});

type Sent = {
  clinicName: string;
  consultationFee: number;
  practices: { _id?: string; kind: string; name: string; fee: number; location: unknown }[];
};

async function practicesTab() {
  const api = new FakeDoctorApi();
  api.profile = practicesRow();
  const user = await mount(api, <DoctorProfileScreen />);
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  await user.click(screen.getByRole('tab', { name: 'Practices' }));
  // The tab's editor loads when it first shows (ADR 130).
  await screen.findByRole('button', { name: 'Add video consultation' });
  return { api, user };
}

const practice = (name: RegExp) => screen.getByRole('group', { name });

describe('Doctor profile: practices', () => {
  it("words an overlap with the shared rule's template, so the server and the form agree", () => {
    expect(OVERLAP_MSG).toBe(PRACTICE_OVERLAP_MSG);
  });

  it('adds a video practice with its name focused, and saves every practice with the kept ids', async () => {
    const { api, user } = await practicesTab();
    await user.click(screen.getByRole('button', { name: 'Add video consultation' }));
    // The new practice is the third: its own name field has the focus.
    const third = screen.getAllByRole('textbox', { name: /^Practice name/ })[2];
    expect(document.activeElement).toBe(third);
    await user.type(third!, 'Video consultation');
    const video = practice(/Video consultation \(Video consultation\)/);
    // A video practice has no address to enter.
    expect(within(video).queryByLabelText(/^Address/)).toBeNull();
    await user.type(within(video).getByLabelText(/^Fee \(PKR\)/), '1500');
    await user.click(within(video).getByRole('checkbox', { name: 'Tuesday' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.puts).toHaveLength(1));
    const sent = api.puts[0] as Sent;
    expect(sent.practices.map((p) => [p._id, p.kind, p.name, p.fee])).toEqual([
      ['11111111-1111-4111-8111-111111111111', 'clinic', 'Shifa International Hospital OPD', 3000],
      ['22222222-2222-4222-8222-222222222222', 'clinic', 'Evening Care Clinic', 2000],
      [undefined, 'video', 'Video consultation', 1500],
    ]);
    expect(sent.practices[2]!.location).toBeNull();
    // The seed-era fields follow the first clinic practice (ADR 112).
    expect(sent).toMatchObject({
      clinicName: 'Shifa International Hospital OPD',
      consultationFee: 3000,
    });
  });

  it('shows an overlap beside the hours as it is typed, before any save, and sends nothing', async () => {
    const { api, user } = await practicesTab();
    const evening = practice(/Evening Care Clinic \(Clinic\)/);
    const start = within(evening).getByLabelText('Monday, slot 1: start');
    await user.clear(start);
    await user.type(start, '13:00');
    const words =
      'Monday 1:00 PM–9:00 PM at Evening Care Clinic overlaps Shifa International Hospital OPD';
    expect(within(evening).getByText(words)).toBeTruthy();
    expect(api.puts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(words);
    expect(api.puts).toEqual([]);
  });

  it('says the overlap in Urdu with the day translated and each time kept left to right', async () => {
    await activateLocale('ur');
    const api = new FakeDoctorApi();
    api.profile = practicesRow();
    const user = await mount(api, <DoctorProfileScreen />);
    await user.click(await screen.findByRole('button', { name: 'پروفائل میں ترمیم کریں' }));
    await user.click(screen.getByRole('tab', { name: 'پریکٹسز' }));
    const evening = await screen.findByRole('group', { name: /Evening Care Clinic \(کلینک\)/ });
    const start = within(evening).getByLabelText('پیر، وقت 1: آغاز');
    await user.clear(start);
    await user.type(start, '13:00');
    expect(
      within(evening).getByText(
        'پیر \u20661:00 PM\u2069–\u20669:00 PM\u2069 کو Evening Care Clinic کے اوقات Shifa International Hospital OPD سے ٹکراتے ہیں',
      ),
    ).toBeTruthy();
  });

  it('removes a practice, moves focus to the Practices heading, and saves without it', async () => {
    const { api, user } = await practicesTab();
    await user.click(screen.getByRole('button', { name: 'Remove Evening Care Clinic' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Practices' }));
    expect(screen.queryByRole('group', { name: /Evening Care Clinic/ })).toBeNull();
    // The last practice left cannot be removed.
    expect(screen.queryByRole('button', { name: /^Remove Shifa/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect((api.puts[0] as Sent).practices.map((p) => p.name)).toEqual([
      'Shifa International Hospital OPD',
    ]);
  });

  it("shows the server's refusal to remove a practice with upcoming bookings", async () => {
    const { api, user } = await practicesTab();
    const refusal =
      'Evening Care Clinic has 2 upcoming appointments. Close its hours instead of removing it.';
    api.next.push({ status: 409, body: { success: false, message: refusal } });
    await user.click(screen.getByRole('button', { name: 'Remove Evening Care Clinic' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    // Still editing, so the doctor can put the practice back with Cancel.
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('refuses a practice without a city and a second video practice is not offered', async () => {
    const { api, user } = await practicesTab();
    await user.click(screen.getByRole('button', { name: 'Add video consultation' }));
    expect(
      (screen.getByRole('button', { name: 'Add video consultation' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add a clinic' }));
    const fresh = practice(/Practice 4 \(Clinic\)/);
    await user.type(within(fresh).getByLabelText(/^Practice name/), 'Model Town Clinic');
    await user.type(within(fresh).getByLabelText(/^Address/), '5 Link Road');
    await user.type(within(fresh).getByLabelText(/^Fee \(PKR\)/), '2500');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please enter the practice city');
    expect(api.puts).toEqual([]);
  });

  it('edits the first clinic through the seed-era fields: Clinic Name on Professional Details', async () => {
    const { api, user } = await practicesTab();
    await user.click(screen.getByRole('tab', { name: 'Professional Details' }));
    const clinic = screen.getByLabelText(/^Clinic Name/) as HTMLInputElement;
    expect(clinic.value).toBe('Shifa International Hospital OPD');
    await user.clear(clinic);
    await user.type(clinic, 'Shifa OPD');
    await user.click(screen.getByRole('tab', { name: 'Basic Info' }));
    const city = screen.getByLabelText(/^City/) as HTMLInputElement;
    expect(city.value).toBe('Islamabad');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.puts).toHaveLength(1));
    const sent = api.puts[0] as Sent;
    expect(sent.clinicName).toBe('Shifa OPD');
    expect(sent.practices[0]!.name).toBe('Shifa OPD');
  });
});
