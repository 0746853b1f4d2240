// @vitest-environment happy-dom

import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '#app/lib/toasts';
import { ok, PATIENT, renderApp, stubApi } from '#tests/support/harness/route-harness';

afterEach(() => {
  cleanup();
  useToasts.setState({ toasts: [] });
  vi.unstubAllGlobals();
});

const said = () => useToasts.getState().toasts.map((t) => `${t.title}: ${t.message}`);
const accountName = () => document.querySelector('.account-name')?.textContent;

describe("the header's profile read", () => {
  it('a server failure says Failed to fetch profile information once, and keeps the stored name', async () => {
    const api = stubApi({
      'GET /api/auth/profile': { status: 500, body: { success: false, message: 'Boom' } },
    });
    const router = await renderApp('/patient/reviews', PATIENT);
    expect(await screen.findByText('Failed to fetch profile information')).toBeTruthy();
    await act(() => router.navigate({ to: '/patient/notifications' }));
    await waitFor(() => expect(api.count('GET /api/auth/profile')).toBe(2));
    expect(said()).toEqual(['Error: Failed to fetch profile information']);
    await waitFor(() => expect(accountName()).toBe(PATIENT.name));
  });

  it('offline it says nothing and the stored name stays', async () => {
    const api = stubApi({ 'GET /api/auth/profile': 'network-error' });
    await renderApp('/patient/reviews', PATIENT);
    await waitFor(() => expect(api.count('GET /api/auth/profile')).toBe(1));
    await waitFor(() => expect(accountName()).toBe(PATIENT.name));
    expect(said()).not.toContain('Error: Failed to fetch profile information');
  });

  it('a read that succeeds refreshes the name shown', async () => {
    stubApi({ 'GET /api/auth/profile': ok({ ...PATIENT, name: 'Sana Malik Khan' }) });
    await renderApp('/patient/reviews', PATIENT);
    await waitFor(() => expect(accountName()).toBe('Sana Malik Khan'));
    expect(said()).toEqual([]);
  });
});
