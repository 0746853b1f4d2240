// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setOnline } from '#tests/support/harness/app-harness';
import { ok, PATIENT, renderApp, stubApi } from '#tests/support/harness/route-harness';
import { VerifyEmailBanner } from './components/verify-email-banner';

const VERIFY = 'POST /api/auth/verify-email';

beforeEach(() => setOnline(true));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/verify-email?token=…, the mailed link', () => {
  it('signed out, the token confirms the address and the way on is Sign In', async () => {
    let body: unknown;
    stubApi({
      [VERIFY]: async () => ok({ email: 'sana@example.pk', emailVerified: true, changed: false }),
    });
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      if (req.method === 'POST') body = await req.clone().json();
      return original(input, init);
    });
    await renderApp('/verify-email?token=tok_abcdefghijklmnopqrstu');
    expect(await screen.findByRole('heading', { name: 'Email Confirmed' })).toBeTruthy();
    expect(screen.getByText('Your e-mail address is confirmed.')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(body).toEqual({ token: 'tok_abcdefghijklmnopqrstu' });
  });

  it('an expired link says so in the server’s words; signed in, the way on is the profile', async () => {
    const api = stubApi({
      [VERIFY]: {
        status: 400,
        body: { success: false, message: 'This link is invalid or has expired' },
      },
    });
    await renderApp('/verify-email?token=expired_token_abcdefghij', PATIENT);
    expect(await screen.findByRole('heading', { name: 'Invalid Link' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Go to My Profile' })).toBeTruthy();
    expect(api.count(VERIFY)).toBe(1);
  });

  it('a link without a token asks nothing of the server', async () => {
    const api = stubApi({});
    await renderApp('/verify-email');
    expect(await screen.findByRole('heading', { name: 'Invalid Link' })).toBeTruthy();
    expect(api.count(VERIFY)).toBe(0);
  });
});

describe('the confirm-your-e-mail banner', () => {
  it('shows while the address is unconfirmed; Resend shows the server’s limit when refused', async () => {
    let refused = false;
    const api = stubApi({
      'GET /api/auth/me': ok({ email: 'sana@example.pk', emailVerified: false }),
      'POST /api/auth/resend-verification': () =>
        refused
          ? {
              status: 429,
              body: {
                success: false,
                message:
                  'You asked for the link several times in the last hour. Please try again later.',
              },
            }
          : ok({ emailVerified: false }),
    });
    render(<VerifyEmailBanner />);
    const banner = await screen.findByRole('region', { name: 'Confirm your e-mail address' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Resend link' }));
    expect((await screen.findByRole('status')).textContent).toBe('A new link is on its way.');
    refused = true;
    await user.click(screen.getByRole('button', { name: 'Resend link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You asked for the link several times in the last hour. Please try again later.',
    );
    expect(api.count('POST /api/auth/resend-verification')).toBe(2);
    expect(banner.isConnected).toBe(true);
  });

  it('is not shown once the address is confirmed', async () => {
    const api = stubApi({
      'GET /api/auth/me': ok({ email: 'sana@example.pk', emailVerified: true }),
    });
    render(<VerifyEmailBanner />);
    await waitFor(() => expect(api.count('GET /api/auth/me')).toBe(1));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
