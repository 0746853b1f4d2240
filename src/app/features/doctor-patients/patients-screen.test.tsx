// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PatientsScreen } from '#app/features/doctor-patients/components/patients-screen';
import { localDb } from '#app/offline/local-db';
import { syncEngine } from '#app/offline/outbox';
import {
  DOCTOR,
  FakeApi,
  mount,
  patient,
  setOnline,
  toasts,
  unmount,
} from '#tests/support/harness/doctor-patients-harness';

afterEach(unmount);

const scene = () => {
  const api = new FakeApi();
  api.patients = [
    patient('p-1', 'Sana Malik', 'sana@example.pk'),
    patient('p-2', 'Bilal Ahmed', 'bilal@example.pk'),
    patient('p-3', 'Hina Raza', 'hina@mail.pk', { notes: 'Old note' }),
  ];
  return api;
};

const card = (name: string) => screen.getByRole('article', { name });

describe('My Patients', () => {
  it('fetches every page of the list into the mirror for offline use', async () => {
    const api = scene();
    await mount(api, <PatientsScreen />, { mirror: false });
    await screen.findByRole('article', { name: 'Hina Raza' });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(api.pageSizes).toEqual([100, 100]);
    expect(await localDb.patients.where('userId').equals(DOCTOR._id).count()).toBe(3);
  });

  it('search filters by name or email, and says when nothing matches', async () => {
    const user = await mount(scene(), <PatientsScreen />);
    await screen.findByRole('article', { name: 'Sana Malik' });
    const search = screen.getByLabelText('Search by name or email');
    await user.type(search, 'BILAL');
    expect(
      screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['Bilal Ahmed']);
    await user.clear(search);
    await user.type(search, 'mail.pk');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card('Hina Raza')).toBeTruthy();
    await user.type(search, 'zzz');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No patients found matching your search')).toBeTruthy();
  });

  it('with no patients it says No patients yet', async () => {
    await mount(new FakeApi(), <PatientsScreen />);
    await screen.findByText('No patients yet');
  });

  it('expanding a card shows the medical history and the recent appointments in clinic time', async () => {
    const user = await mount(scene(), <PatientsScreen />);
    const sana = await screen.findByRole('article', { name: 'Sana Malik' });
    const toggle = within(sana).getByRole('button', { name: 'Show details Sana Malik' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(sana).queryByRole('region', { name: 'Medical History' })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const history = within(sana).getByRole('region', { name: 'Medical History' });
    expect(history.textContent).toContain('Asthma');
    expect(history.textContent).toContain('Penicillin');
    const recent = within(sana).getByRole('region', { name: 'Recent Appointments' });
    expect(recent.textContent).toContain('10:00 AM');
    expect(recent.textContent).toContain('Wheezing at night');
    expect(within(sana).getByLabelText('Notes')).toBeTruthy();
  });

  it('a note saved offline waits on the device, then reaches the server exactly once', async () => {
    const api = scene();
    const user = await mount(api, <PatientsScreen />);
    const sana = await screen.findByRole('article', { name: 'Sana Malik' });
    await user.click(within(sana).getByRole('button', { name: /^Show details/ }));
    api.down = true;
    setOnline(false);
    await user.type(within(sana).getByLabelText('Notes'), 'Review inhaler use');
    await user.click(within(sana).getByRole('button', { name: 'Save Notes' }));
    await within(sana).findByText('Waiting to sync');
    await waitFor(() =>
      expect(toasts()).toContain(
        'Success: Saved on this device — will sync when you are back online',
      ),
    );
    expect((await localDb.patients.get([DOCTOR._id, 'p-1']))?.notes).toBe('Review inhaler use');
    expect(api.puts).toEqual([]);
    api.down = false;
    setOnline(true);
    await act(() => syncEngine.wake());
    await waitFor(() => expect(api.puts).toHaveLength(1));
    await act(() => syncEngine.wake());
    expect(api.puts).toHaveLength(1);
    expect(api.puts[0]).toMatchObject({
      path: '/api/patients/p-1/notes',
      body: { notes: 'Review inhaler use' },
    });
    expect(api.puts[0]?.key).toBeTruthy();
    await waitFor(() => expect(within(sana).queryByText('Waiting to sync')).toBeNull());
    expect(api.patients[0]?.notes).toBe('Review inhaler use');
    expect(within(sana).getByLabelText<HTMLTextAreaElement>('Notes').value).toBe(
      'Review inhaler use',
    );
  });
});
