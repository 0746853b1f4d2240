// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeskInvitation } from '#shared/schemas/desk';
import { setOnline } from '#tests/support/harness/app-harness';
import { recordingApi } from '#tests/support/harness/desk-harness';
import { ok, renderApp } from '#tests/support/harness/route-harness';

const TOKEN = 'a'.repeat(64);
const INVITATION: DeskInvitation = {
  name: 'Nadia Aslam',
  email: 'nadia@example.pk',
  doctorName: 'Imran Qureshi',
  practices: ['Saddar Clinic', 'Gulberg Clinic'],
  hasAccount: false,
};
const READY = 'Your desk account is ready. Sign in to start.';

function invitationApi(invitation: DeskInvitation, accept?: { status: number; body: unknown }) {
  return recordingApi({
    'GET /api/desk/invitations/': ok({ invitation }),
    'POST /api/desk/accept': () =>
      accept ?? {
        status: 200,
        body: { success: true, data: { email: invitation.email }, message: READY },
      },
  });
}

beforeEach(() => setOnline(true));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('accepting a front desk invitation', () => {
  it('a new member sees who invites them, chooses a password and goes on to sign in', async () => {
    const api = invitationApi(INVITATION);
    const router = await renderApp(`/desk/accept/${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Join the Front Desk' })).toBeTruthy();
    expect(
      await screen.findByText(
        'Dr. Imran Qureshi invites you to the front desk of Saddar Clinic, Gulberg Clinic.',
      ),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New Password/), 'Desk@12345');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Desk@12399');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(api.to('POST /api/desk/accept')).toEqual([]);

    await user.clear(screen.getByLabelText(/^Confirm New Password/));
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Desk@12345');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('status')).textContent).toBe(READY);
    expect(api.to('POST /api/desk/accept').map((s) => s.body)).toEqual([
      { token: TOKEN, password: 'Desk@12345' },
    ]);
    await user.click(screen.getByRole('link', { name: 'Sign In Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toEqual({ email: 'nadia@example.pk' });
  });

  it("a member with a desk account enters that account's password, and a wrong one is said", async () => {
    const api = invitationApi(
      { ...INVITATION, hasAccount: true },
      { status: 400, body: { success: false, message: 'Enter the password of your desk account' } },
    );
    await renderApp(`/desk/accept/${TOKEN}`);
    const password = await screen.findByLabelText(/^Your desk account’s password/);
    expect(screen.queryByLabelText(/^Confirm New Password/)).toBeNull();
    const user = userEvent.setup();
    await user.type(password, 'not-it');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter the password of your desk account',
    );
    expect(api.to('POST /api/desk/accept').map((s) => s.body)).toEqual([
      { token: TOKEN, password: 'not-it' },
    ]);
  });

  it('an expired invitation says so and leads home', async () => {
    recordingApi({
      'GET /api/desk/invitations/': {
        status: 400,
        body: { success: false, message: 'This invitation is invalid or has expired' },
      },
    });
    await renderApp(`/desk/accept/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Invalid Invitation' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This invitation is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('a link cut short is refused without asking the server', async () => {
    const api = recordingApi({});
    await renderApp('/desk/accept/abc');
    expect(await screen.findByRole('heading', { name: 'Invalid Invitation' })).toBeTruthy();
    expect(api.calls.filter((c) => c.includes('/desk/'))).toEqual([]);
  });
});
