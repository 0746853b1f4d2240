// @vitest-environment happy-dom

import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '#app/lib/session';
import { DOCTOR } from '#tests/support/harness/app-harness';
import { PATIENT, renderApp, stubApi } from '#tests/support/harness/route-harness';

afterEach(() => {
  useSession.setState({ token: null, user: null });
  cleanup();
  vi.unstubAllGlobals();
});

const ACCOUNT_CARDS = ['Change Password', 'Change Email', 'Export My Data', 'Delete My Account'];

describe("a profile's settings, a page of their own (ADR 129)", () => {
  it.each([
    ['patient', PATIENT, '/patient/profile'],
    ['doctor', DOCTOR, '/doctor/profile'],
  ] as const)("the %s's profile links to them and does not show them", async (_, user, path) => {
    stubApi({});
    await renderApp(path, user);
    const link = await screen.findByRole('link', { name: 'Settings' });
    expect(link.getAttribute('href')).toBe(`${path}/settings`);
    expect(screen.queryByRole('region', { name: 'Change Password' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Notifications', level: 2 })).toBeNull();
  });

  it.each([
    ['patient', PATIENT, '/patient/profile/settings'],
    ['doctor', DOCTOR, '/doctor/profile/settings'],
  ] as const)(
    'the %s finds the notification choices, this device and the account there',
    async (_, user, path) => {
      stubApi({});
      await renderApp(path, user);
      expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeTruthy();
      expect(await screen.findByRole('heading', { name: 'Notifications', level: 2 })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Notifications on this device' })).toBeTruthy();
      for (const name of ACCOUNT_CARDS) expect(screen.getByRole('region', { name })).toBeTruthy();
    },
  );

  it('/profile takes a patient to their own profile', async () => {
    stubApi({});
    const router = await renderApp('/profile', PATIENT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/patient/profile'));
  });
});
