// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '#app/lib/i18n';
import { localDb } from '#app/offline/local-db';
import { syncEngine } from '#app/offline/outbox';
import { DOCTOR } from '#tests/support/harness/app-harness';
import {
  FakePreferencesApi,
  mount,
  PATIENT,
  preferences,
  setOnline,
  toasts,
  unmount,
} from '#tests/support/harness/notification-preferences-harness';

beforeEach(() => setOnline(true));
afterEach(async () => {
  setOnline(true);
  await activateLocale('en');
  await unmount();
});

const channel = (name: string) => screen.findByRole('group', { name });

describe('notification settings', () => {
  it('shows each channel with its three labelled switches, SMS and WhatsApp off until chosen', async () => {
    await mount(new FakePreferencesApi());
    const email = await channel('E-mail');
    for (const label of ['Reminders', 'Confirmations and changes', 'Prescriptions ready']) {
      expect(within(email).getByRole<HTMLInputElement>('checkbox', { name: label }).checked).toBe(
        true,
      );
      expect(
        within(await channel('SMS')).getByRole<HTMLInputElement>('checkbox', { name: label })
          .checked,
      ).toBe(false);
    }
    expect(
      within(await channel('SMS')).getByText('Every SMS says how to stop: reply STOP.'),
    ).toBeTruthy();
    expect(within(await channel('WhatsApp')).getByText(/Sent to/).textContent).toContain(
      '+923001234567',
    );
  });

  it('turning SMS on asks for consent naming the phone; Not now leaves it off', async () => {
    const user = await mount(new FakePreferencesApi());
    const box = within(await channel('SMS')).getByRole('checkbox', { name: 'Reminders' });
    await user.click(box);
    const dialog = await screen.findByRole('dialog', { name: 'Get text messages by SMS?' });
    expect(dialog.textContent).toContain('+923001234567');
    expect(dialog.textContent).toContain('Every SMS says how to stop: reply STOP.');
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(document.activeElement).toBe(box);
  });

  it('agreeing ticks the switch, and saving sends the choice once with the language; consent shows when given', async () => {
    const api = new FakePreferencesApi();
    const user = await mount(api);
    const sms = await channel('SMS');
    await user.click(within(sms).getByRole('checkbox', { name: 'Reminders' }));
    await user.click(await screen.findByRole('button', { name: 'I agree' }));
    // A second switch of the same channel does not ask again.
    await user.click(within(sms).getByRole('checkbox', { name: 'Confirmations and changes' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save notification choices' }));
    await waitFor(() => expect(toasts()).toContain('Success: Notification choices saved'));
    expect(api.puts).toHaveLength(1);
    expect(api.puts[0]!.key).toBeTruthy();
    expect(api.puts[0]!.body).toMatchObject({
      sms: { reminders: true, changes: true, prescriptions: false },
      whatsapp: { reminders: false, changes: false, prescriptions: false },
      email: { reminders: true, changes: true, prescriptions: true },
      language: 'en',
    });
    expect(await within(sms).findByText(/You agreed on .* from Chrome on Android\./)).toBeTruthy();
  });

  it('without a phone SMS can reach, says so, keeps SMS and WhatsApp off and links to the phone', async () => {
    const api = new FakePreferencesApi(preferences({ phone: null }));
    api.profilePhone = '0423-5555';
    await mount(api);
    const sms = await channel('SMS');
    expect(
      within(sms).getByRole<HTMLInputElement>('checkbox', { name: 'Reminders' }).disabled,
    ).toBe(true);
    expect(await within(sms).findByText(/0423-5555.*is not usable for SMS\./)).toBeTruthy();
    const link = within(sms).getByRole('link', { name: 'Edit your phone number' });
    expect(link.getAttribute('href')).toBe('/patient/profile');
    expect(
      within(await channel('E-mail')).getByRole<HTMLInputElement>('checkbox', {
        name: 'Reminders',
      }).disabled,
    ).toBe(false);
  });

  it('offline, a save is kept on the device, shown at once, and reaches the server once on reconnect', async () => {
    const api = new FakePreferencesApi();
    const user = await mount(api);
    const email = await channel('E-mail');
    api.down = true;
    setOnline(false);
    await user.click(within(email).getByRole('checkbox', { name: 'Prescriptions ready' }));
    await user.click(screen.getByRole('button', { name: 'Save notification choices' }));
    await waitFor(() =>
      expect(toasts()).toContain(
        'Success: Saved on this device — will sync when you are back online',
      ),
    );
    const row = await localDb.notificationPreferences.get(PATIENT._id);
    expect(row?.email.prescriptions).toBe(false);
    expect(
      within(email).getByRole<HTMLInputElement>('checkbox', { name: 'Prescriptions ready' })
        .checked,
    ).toBe(false);
    expect(api.puts).toEqual([]);

    api.down = false;
    setOnline(true);
    // Back online, as the 'online' event does: an attempt that failed for want of a network
    // goes now, not at the end of its backoff.
    await syncEngine.wake();
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]!.body.email.prescriptions).toBe(false);
    expect(api.stored.email.prescriptions).toBe(false);
  });

  it('WhatsApp asks in its own words; a doctor without a usable phone is sent to their own profile', async () => {
    const api = new FakePreferencesApi();
    const user = await mount(api, { as: DOCTOR });
    await user.click(
      within(await channel('WhatsApp')).getByRole('checkbox', { name: 'Reminders' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Get messages on WhatsApp?' });
    expect(dialog.textContent).toContain('WhatsApp messages to');
    expect(dialog.textContent).not.toContain('reply STOP');
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await unmount();

    const none = new FakePreferencesApi(preferences({ phone: null }));
    none.profilePhone = null;
    await mount(none, { as: DOCTOR });
    const sms = await channel('SMS');
    expect(within(sms).getByText(/Your account has no mobile number\./)).toBeTruthy();
    expect(
      within(sms).getByRole('link', { name: 'Edit your phone number' }).getAttribute('href'),
    ).toBe('/doctor/profile');
  });

  it('in Urdu, the phone number stays left to right inside the sentence', async () => {
    await activateLocale('ur');
    await mount(new FakePreferencesApi());
    const sms = await screen.findByRole('group', { name: 'SMS' });
    expect(sms.textContent).toContain('\u2066+923001234567\u2069');
    expect(within(sms).getByRole('checkbox', { name: 'یاد دہانیاں' })).toBeTruthy();
  });
});
