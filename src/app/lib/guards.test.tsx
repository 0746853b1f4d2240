// @vitest-environment happy-dom

import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '#app/lib/session';
import { PATIENT, renderApp, stubApi } from '#tests/support/harness/route-harness';

afterEach(() => {
  // Signed out first, so the sync a session starts stops before the next test.
  useSession.setState({ token: null, user: null });
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

afterAll(async () => {
  // The last sign-in starts the sync, which loads the patient's modules lazily; a load that lands
  // after the file's environment is torn down fails the run, so the file waits for them.
  const [{ collectionsFor }, { kindsFor }] = await Promise.all([
    import('#app/offline/role-collections'),
    import('#app/routes/-sync/start'),
  ]);
  await Promise.all([collectionsFor('patient'), kindsFor('patient')]);
});

describe('the role guards read the session from the router', () => {
  it('a signed-out visitor who opens a patient page is sent to sign-in, and the page is remembered', async () => {
    stubApi({});
    const router = await renderApp('/patient/reviews');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/patient/reviews');
  });

  it('a patient who opens the admin area goes to their own dashboard', async () => {
    stubApi({});
    const router = await renderApp('/admin/users', PATIENT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/patient/dashboard'));
  });

  it('a sign-in reaches the guard of the very next navigation', async () => {
    stubApi({});
    const router = await renderApp('/sign-in');
    useSession.getState().setSession('token-1', PATIENT);
    await router.navigate({ to: '/patient/reviews' });
    expect(router.state.location.pathname).toBe('/patient/reviews');
    expect(screen.queryByRole('heading', { name: 'Sign In' })).toBeNull();
  });
});
