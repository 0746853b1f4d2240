// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PatientProfile } from '#shared/schemas/patient';
import type { User } from '#shared/schemas/user';
import { FakeProfileApi, mount, toasts, unmount } from '#tests/support/harness/profile-harness';

const ADMIN: User = {
  _id: 'a-1',
  name: 'Site Admin',
  email: 'admin@mashwara.pk',
  role: 'admin',
  isVerified: true,
  status: 'active',
  createdAt: '2030-01-01T00:00:00.000Z',
};
// GET /auth/profile answers the User for other roles, with its version.
const adminProfile = {
  _id: ADMIN._id,
  name: ADMIN.name,
  email: ADMIN.email,
  role: 'admin',
  updatedAt: '2030-01-01T00:00:00.000Z',
} as unknown as PatientProfile;

afterEach(() => unmount());

describe('/profile for the administrator', () => {
  it('shows name and e-mail and saves a new name with the version it began from', async () => {
    const api = new FakeProfileApi(adminProfile);
    const user = await mount(api, { path: '/profile', as: ADMIN });
    await screen.findByRole('heading', { level: 1, name: 'Site Admin' });
    expect(screen.getByText('admin@mashwara.pk')).toBeTruthy();
    expect(screen.queryByText('Medical History')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByRole('textbox', { name: 'Full Name' });
    await user.clear(name);
    await user.type(name, 'Nadia Admin');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toasts()).toContain('Success: Profile updated successfully'));
    expect(api.puts[0]!.body).toEqual({
      name: 'Nadia Admin',
      updatedAt: '2030-01-01T00:00:00.000Z',
    });
    await screen.findByRole('heading', { level: 1, name: 'Nadia Admin' });
  });

  it('a name the schema refuses is explained and not sent', async () => {
    const api = new FakeProfileApi(adminProfile);
    const user = await mount(api, { path: '/profile', as: ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByRole('textbox', { name: 'Full Name' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(api.puts).toEqual([]);
  });
});
