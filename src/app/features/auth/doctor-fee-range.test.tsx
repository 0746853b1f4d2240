// @vitest-environment happy-dom
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DoctorSignUpForm } from '#app/features/auth/components/doctor-sign-up-form';
import { resetPublicSettings } from '#app/lib/public-settings';
import { DEFAULT_SETTINGS, toPublicSettings } from '#shared/schemas/settings';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetPublicSettings();
});

const settings = {
  ...toPublicSettings(DEFAULT_SETTINGS),
  consultationFeeRange: { min: 1000, max: 8000 },
};

describe('the doctor sign-up fee', () => {
  it("hints and checks the administrator's fee range, with grouped numbers", async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(new Request(input).url);
      if (url.pathname !== '/api/settings/public') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ success: true, data: settings }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const router = createRouter({
      routeTree: createRootRoute({ component: DoctorSignUpForm }),
      history: createMemoryHistory({ initialEntries: ['/doctor/sign-up'] }),
    });
    render(<RouterProvider router={router} />);
    const fee = await screen.findByRole('spinbutton', { name: /^Consultation Fee/ });
    await screen.findByText('Between 1,000 and 8,000 PKR.');
    const user = userEvent.setup();
    await user.clear(fee);
    await user.type(fee, '900');
    await user.tab();
    await waitFor(() => expect(fee.getAttribute('aria-describedby')).toContain('error'));
    expect(document.body.textContent).toContain(
      'Consultation fee must be between 1,000 and 8,000 PKR',
    );
    await user.clear(fee);
    await user.type(fee, '7500');
    await waitFor(() => expect(fee.getAttribute('aria-invalid')).toBeNull());
  });
});
