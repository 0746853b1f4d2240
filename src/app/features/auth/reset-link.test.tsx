// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderApp, stubApi } from '#tests/support/harness/route-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VERIFY = 'GET /api/auth/verify-reset-token/';

describe('the reset link, checked by its route', () => {
  it('a valid link opens the new-password form', async () => {
    const api = stubApi({ [VERIFY]: ok({ valid: true }) });
    await renderApp('/reset-password/good-token');
    expect(await screen.findByLabelText(/^New Password/)).toBeTruthy();
    expect(api.calls).toContain('GET /api/auth/verify-reset-token/good-token');
  });

  it('a used or expired link says so and offers a new one', async () => {
    stubApi({
      [VERIFY]: {
        status: 400,
        body: { success: false, message: 'Invalid or expired reset token' },
      },
    });
    await renderApp('/reset-password/old-token');
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Invalid or expired reset token');
    expect(screen.getByRole('link', { name: 'Request a New Link' })).toBeTruthy();
  });

  it('when the server cannot be reached, Try Again checks the link again', async () => {
    let reachable = false;
    const api = stubApi({
      [VERIFY]: () => (reachable ? ok({ valid: true }) : 'network-error'),
    });
    await renderApp('/reset-password/some-token');
    const retry = await screen.findByRole('button', { name: 'Try Again' });
    reachable = true;
    await userEvent.click(retry);
    expect(await screen.findByLabelText(/^New Password/)).toBeTruthy();
    expect(api.count(VERIFY)).toBe(2);
  });
});
