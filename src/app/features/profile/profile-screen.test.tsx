// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb } from '#app/offline/local-db';
import {
  FakeProfileApi,
  mount,
  PATIENT,
  profile,
  setOnline,
  toasts,
  unmount,
} from '#tests/support/harness/profile-harness';

afterEach(async () => {
  setOnline(true);
  await unmount();
});

const section = (name: string) => within(screen.getByRole('group', { name }));

async function openEditor(api = new FakeProfileApi(profile())) {
  const user = await mount(api);
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return { user, api };
}

describe('the patient profile', () => {
  it('shows the header and the four sections from the device, and toggles into edit mode and back', async () => {
    const user = await mount(new FakeProfileApi(profile()));
    await screen.findByRole('heading', { level: 1, name: 'Sana Malik' });
    expect(screen.getByText('sana@example.pk')).toBeTruthy();
    expect(screen.getByText('Patient')).toBeTruthy();
    expect(screen.getByText('Blood: \u2066B+\u2069')).toBeTruthy();
    for (const name of ['Personal Information', 'Address', 'Emergency Contact', 'Medical History'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getByText('Penicillin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    // The form loads when the patient edits (ADR 128).
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Full Name' }).value).toBe(
      'Sana Malik',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Date of Birth').type).toBe('date');
    expect(section('Emergency Contact').getByLabelText<HTMLInputElement>('E-mail').type).toBe(
      'email',
    );

    await user.click(screen.getAllByRole('button', { name: 'Cancel' })[0]!);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeTruthy();
  });

  it('edits a history list one item per line and saves the whole profile from the version it began with', async () => {
    const { user, api } = await openEditor();
    const allergies = screen.getByLabelText<HTMLTextAreaElement>('Allergies');
    expect(allergies.value).toBe('Penicillin');
    await user.type(allergies, '{Enter}  Peanuts  {Enter}{Enter}Dust');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toasts()).toContain('Success: Profile updated successfully'));
    expect(api.puts).toHaveLength(1);
    expect(api.puts[0]!.body).toMatchObject({
      updatedAt: '2030-01-01T00:00:00.000Z',
      name: 'Sana Malik',
      address: { city: 'Lahore' },
      medicalHistory: { allergies: ['Penicillin', 'Peanuts', 'Dust'], conditions: ['Asthma'] },
    });
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    const list = screen.getByText('Peanuts').closest('ul')!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Penicillin', 'Peanuts', 'Dust']);
    const row = await localDb.profile.get(PATIENT._id);
    expect(row?.updatedAt).toBe(api.stored.updatedAt);

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Allergies').value).toBe(
      'Penicillin\nPeanuts\nDust',
    );
  });

  it('the save button reads Saving... while the server answers', async () => {
    const api = new FakeProfileApi(profile());
    let release = () => {};
    api.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = await openEditor(api);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect(busy).toHaveProperty('disabled', true);
    await act(async () => release());
    await waitFor(() => expect(toasts()).toContain('Success: Profile updated successfully'));
  });

  it('shows the shared schema’s messages beside the fields and sends nothing', async () => {
    const { user, api } = await openEditor();
    const name = screen.getByRole('textbox', { name: 'Full Name' });
    await user.clear(name);
    const email = section('Emergency Contact').getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(api.puts).toEqual([]);
  });

  it('a phone is saved in E.164, however it was typed', async () => {
    const { user, api } = await openEditor();
    const phone = screen.getAllByLabelText('Phone')[0]!;
    await user.clear(phone);
    await user.type(phone, '0300 1234567');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toasts()).toContain('Success: Profile updated successfully'));
    expect(api.puts[0]!.body).toMatchObject({ phone: '+923001234567' });
  });

  it('a phone that cannot be read shows the server’s message beside the field and sends nothing', async () => {
    const { user, api } = await openEditor();
    const phone = section('Emergency Contact').getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '0300 12');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(
        'Emergency contact phone must be a valid phone number, such as 0300 1234567',
      ),
    ).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone);
    expect(api.puts).toEqual([]);
  });

  it('a number kept from before phones were checked reads as not usable for SMS', async () => {
    await mount(new FakeProfileApi(profile({ phone: '0300-CALL-NOW' })));
    const personal = within(
      (await screen.findByRole('heading', { level: 2, name: 'Personal Information' })).closest(
        'section',
      )!,
    );
    expect(personal.getByText('0300-CALL-NOW')).toBeTruthy();
    expect(personal.getByText(/not usable for SMS/)).toBeTruthy();
    // The emergency contact's number is in E.164 and carries no such note.
    expect(screen.getAllByText(/not usable for SMS/)).toHaveLength(1);
  });

  it('offline, a save is kept on the device, leaves edit mode and waits to sync', async () => {
    const api = new FakeProfileApi(profile());
    api.next.push('network-error');
    const { user } = await openEditor(api);
    setOnline(false);
    const phone = screen.getAllByLabelText('Phone')[0]!;
    await user.clear(phone);
    await user.type(phone, '0321-0000000');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toasts()).toContain(
        'Success: Saved on this device — will sync when you are back online',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await screen.findByText('+923210000000');
    await screen.findByText('Waiting to sync');
    // The engine may be mid-attempt when the screen settles; the change ends up waiting.
    await waitFor(async () => {
      const [queued] = await localDb.outbox.where('userId').equals(PATIENT._id).toArray();
      expect(queued).toMatchObject({
        kind: 'profile.save',
        state: 'waiting',
        payload: { phone: '+923210000000' },
      });
    });
  });

  it('a save refused because the profile changed elsewhere shows why, and restores the text on the newer copy', async () => {
    const api = new FakeProfileApi(profile());
    const { user } = await openEditor(api);
    // Meanwhile another device saved: the server's copy is newer than the edit's base.
    api.stored = {
      ...api.stored,
      address: { ...api.stored.address, city: 'Karachi' },
      updatedAt: '2030-01-15T00:00:00.000Z',
    };
    await user.type(screen.getByLabelText('Allergies'), '{Enter}Latex');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByText(/Your profile changes were not saved/);
    const notice = within(alert.closest('[role="alert"]') as HTMLElement);
    expect(notice.getByText(/changed elsewhere after you started editing/)).toBeTruthy();
    // The server won: the newer copy is shown, not the refused text.
    await screen.findByText('Karachi');
    expect(screen.queryByText('Latex')).toBeNull();

    await user.click(notice.getByRole('button', { name: 'Keep my text' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Allergies').value).toBe('Penicillin\nLatex');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toasts()).toContain('Success: Profile updated successfully'));
    expect(api.puts.at(-1)!.body).toMatchObject({
      updatedAt: '2030-01-15T00:00:00.000Z',
      medicalHistory: { allergies: ['Penicillin', 'Latex'] },
    });
    expect(screen.queryByText(/Your profile changes were not saved/)).toBeNull();
    expect(await localDb.outbox.where('userId').equals(PATIENT._id).count()).toBe(0);
  });

  it('a refused save can be discarded', async () => {
    const api = new FakeProfileApi(profile());
    api.next.push({
      status: 409,
      body: {
        message:
          'Your profile was changed elsewhere after you started editing. Your changes were not saved.',
      },
    });
    const { user } = await openEditor(api);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(await screen.findByRole('button', { name: 'Discard my changes' }));
    await waitFor(() =>
      expect(screen.queryByText(/Your profile changes were not saved/)).toBeNull(),
    );
    expect(await localDb.outbox.where('userId').equals(PATIENT._id).count()).toBe(0);
  });

  it('refuses a file that is not an image with the spec’s message, before any upload', async () => {
    const api = new FakeProfileApi(profile());
    await mount(api);
    const input = await screen.findByLabelText('Upload Photo');
    // user-event's upload does not reach an input drawn as its label in happy-dom; the change
    // event is what the browser sends once a file is chosen.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'report.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Please select an image file')).toBeTruthy();
    expect(api.uploads).toBe(0);
  });
  it('refuses an image over 5MB with the spec’s message, before any upload', async () => {
    const api = new FakeProfileApi(profile());
    await mount(api);
    const input = await screen.findByLabelText('Upload Photo');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('File size must be less than 5MB')).toBeTruthy();
    expect(api.uploads).toBe(0);
  });

  it('uploads a chosen image and refreshes the profile from the server', async () => {
    const api = new FakeProfileApi(profile());
    await mount(api);
    const input = await screen.findByLabelText('Upload Photo');
    api.stored = { ...api.stored, profilePicture: { url: '/api/uploads/x' } };
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo] } });
    await screen.findByRole('button', { name: 'Delete Photo' });
    expect(api.uploads).toBe(1);
    const row = await localDb.profile.get(PATIENT._id);
    expect(row?.profilePicture).toEqual({ url: '/api/uploads/x' });
  });

  it('offline, it says plainly that changing the photo needs a connection', async () => {
    setOnline(false);
    await mount(new FakeProfileApi(profile()));
    await screen.findByText('You are offline. Changing the photo needs a connection.');
    expect(screen.getByLabelText('Upload Photo')).toHaveProperty('disabled', true);
  });
});

describe('the emergency medical card', () => {
  it('shows blood group, allergies, conditions, medications and a tap-to-call emergency contact from the device', async () => {
    const api = new FakeProfileApi(profile());
    await mount(api, { path: '/patient/emergency-card' });
    await screen.findByRole('heading', { level: 1, name: 'Emergency Medical Card' });
    expect(screen.getByText('Sana Malik')).toBeTruthy();
    expect(screen.getByText('B+')).toBeTruthy();
    const part = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(part('Allergies')).toEqual(['Penicillin']);
    expect(part('Medical Conditions')).toEqual(['Asthma']);
    expect(part('Current Medications')).toEqual(['Salbutamol inhaler']);
    const call = screen.getByRole('link', { name: /^Call Ali Malik: \W*\+923007654321\W*$/ });
    expect(call.getAttribute('href')).toBe('tel:+923007654321');
  });

  it('says nothing is recorded rather than leaving a list empty', async () => {
    const empty = profile({
      medicalHistory: {
        conditions: [],
        allergies: [],
        medications: [],
        surgeries: [],
        familyHistory: [],
      },
    });
    await mount(new FakeProfileApi(empty), { path: '/patient/emergency-card' });
    const allergies = await screen.findByRole('region', { name: 'Allergies' });
    expect(allergies.textContent).toContain('None recorded');
  });
});
