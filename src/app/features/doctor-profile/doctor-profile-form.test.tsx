// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DoctorProfileScreen } from '#app/features/doctor-profile/components/doctor-profile-screen';
import { activateLocale } from '#app/lib/i18n';
import { useSession } from '#app/lib/session';
import { schedule } from '#app/offline/collections/schedule';
import { clearUserRows, localDb } from '#app/offline/local-db';
import { syncEngine } from '#app/offline/outbox';
import {
  DOCTOR,
  FakeDoctorApi,
  mount,
  unmount,
} from '#tests/support/harness/doctor-profile-harness';

afterEach(async () => {
  await activateLocale('en');
  await unmount();
});

async function edit(api: FakeDoctorApi, tab?: 'Professional Details') {
  const user = await mount(api, <DoctorProfileScreen />);
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  if (tab) {
    await user.click(screen.getByRole('tab', { name: tab }));
    // The tab's editors load when it first shows (ADR 130).
    await screen.findByText(/^Estimated appointment slots per week:/);
  }
  return user;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('Doctor profile: required fields', () => {
  it('lists every missing required field after the spec words, and sends nothing', async () => {
    const api = new FakeDoctorApi();
    const user = await edit(api, 'Professional Details');
    await user.clear(field(/^Specialization/));
    await user.clear(field(/^License Number/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please fill in the following required fields: Specialization, License Number',
    );
    expect(api.puts).toEqual([]);
  });

  it('says it in Urdu, listing the fields by their Urdu labels the Urdu way', async () => {
    await activateLocale('ur');
    const api = new FakeDoctorApi();
    const user = await mount(api, <DoctorProfileScreen />);
    await user.click(await screen.findByRole('button', { name: 'پروفائل میں ترمیم کریں' }));
    await user.click(screen.getByRole('tab', { name: 'پیشہ ورانہ تفصیلات' }));
    await user.clear(field(/^شعبہ/));
    await user.clear(field(/^لائسنس نمبر/));
    await user.click(screen.getByRole('button', { name: 'تبدیلیاں محفوظ کریں' }));
    const alert = (await screen.findByRole('alert')).textContent ?? '';
    expect(alert).toBe('براہِ کرم درج ذیل لازمی خانے پُر کریں: شعبہ اور لائسنس نمبر');
    expect(api.puts).toEqual([]);
  });
});

describe('Doctor profile: city, address, gender, website and awards', () => {
  it('saves what the doctor enters, the website made into a link', async () => {
    const api = new FakeDoctorApi();
    const user = await edit(api);
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.type(field(/^Website/), 'www.heartclinic.pk');
    await user.type(field(/^Address/), '12 Mall Road');
    await user.type(field(/^City/), ' Lahore ');
    await user.click(screen.getByRole('tab', { name: 'Professional Details' }));
    await user.type(field(/^Awards/), 'Best Cardiologist 2024{Enter}{Enter}Pride of Punjab');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]).toMatchObject({
      gender: 'female',
      contactInfo: { website: 'https://www.heartclinic.pk' },
      location: { address: '12 Mall Road', city: 'Lahore' },
      awards: ['Best Cardiologist 2024', 'Pride of Punjab'],
    });
  });

  it('refuses a website that is not one, with the message, and sends nothing', async () => {
    const api = new FakeDoctorApi();
    const user = await edit(api);
    await user.type(field(/^Website/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please enter a website address such as https://www.example.pk',
    );
    expect(api.puts).toEqual([]);
  });

  it('saves the contact phone in E.164, however it was typed', async () => {
    const api = new FakeDoctorApi();
    const user = await edit(api);
    await user.clear(field(/^Phone/));
    await user.type(field(/^Phone/), '(042) 35761234');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]).toMatchObject({ contactInfo: { phone: '+924235761234' } });
  });

  it('refuses a phone that cannot be read with the server’s message, in Urdu too, and sends nothing', async () => {
    const api = new FakeDoctorApi();
    const user = await edit(api);
    await user.clear(field(/^Phone/));
    await user.type(field(/^Phone/), 'CLINIC-42');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Contact phone must be a valid phone number, such as 0300 1234567',
    );
    await act(() => activateLocale('ur'));
    await user.click(screen.getByRole('button', { name: 'تبدیلیاں محفوظ کریں' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'رابطے کا فون درست فون نمبر ہونا چاہیے، مثلاً \u20660300 1234567\u2069',
      ),
    );
    expect(api.puts).toEqual([]);
  });

  it('refuses a city longer than 100 characters', async () => {
    const api = new FakeDoctorApi();
    const user = await edit(api);
    await user.click(field(/^City/));
    await user.paste('L'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please keep the city under 100 characters',
    );
    expect(api.puts).toEqual([]);
  });
});

describe('Doctor profile: loading', () => {
  it('says "Failed to load profile" with a retry when there is no copy and the server fails', async () => {
    const api = new FakeDoctorApi();
    let broken = true;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      if (broken && url.pathname === '/api/doctors/profile')
        return Promise.resolve(
          new Response(JSON.stringify({ success: false, message: 'Internal server error' }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          }),
        );
      return api.fetch(input, init);
    });
    syncEngine.registerCollection(schedule);
    useSession.setState({ token: 'token-1', user: DOCTOR });
    await clearUserRows(localDb, DOCTOR._id);
    const user = userEvent.setup();
    render(<DoctorProfileScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load profile');
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    broken = false;
    await act(() => user.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeTruthy();
    expect(screen.queryByText('Failed to load profile')).toBeNull();
  });
});
