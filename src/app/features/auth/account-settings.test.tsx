// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '#app/lib/session';
import { useToasts } from '#app/lib/toasts';
import type { User } from '#shared/schemas/user';
import { DOCTOR, PATIENT, pagesRouterAt, setOnline } from '#tests/support/harness/app-harness';
import { ok, stubApi } from '#tests/support/harness/route-harness';
import { AccountSettings } from './components/account-settings';

type Sent = { path: string; body: unknown; auth: string | null };
let sent: Sent[] = [];

/** The settings at /settings for `user`, with the API `routes`; every request is recorded. */
async function mount(user: User, routes: Parameters<typeof stubApi>[0]) {
  sent = [];
  stubApi(routes);
  const stubbed = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const text = req.method === 'GET' ? '' : await req.clone().text();
    sent.push({
      path: `${req.method} ${new URL(req.url).pathname}`,
      body: text ? JSON.parse(text) : undefined,
      auth: req.headers.get('Authorization'),
    });
    return stubbed(input, init);
  });
  useSession.setState({ token: 'token-1', user });
  useToasts.setState({ toasts: [] });
  const router = pagesRouterAt(
    { '/': null, '/sign-in': null, '/profile': null, '/settings': AccountSettings },
    '/settings',
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return { router, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('region', { name }) as HTMLElement;
const sentTo = (path: string) => sent.filter((s) => s.path === path);

beforeEach(() => setOnline(true));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ token: null, user: null });
});

describe('change password', () => {
  it('sends the current and the new password and says other devices were signed out', async () => {
    const { user } = await mount(PATIENT, { 'POST /api/auth/change-password': ok({}) });
    const form = await waitFor(() => card('Change Password'));
    await user.type(within(form).getByLabelText(/^Current Password/), 'Old-pass1');
    await user.type(within(form).getByLabelText(/^New Password/), 'New-pass22');
    await user.type(within(form).getByLabelText(/^Confirm New Password/), 'New-pass22');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    const done = await within(form).findByRole('status');
    expect(done.textContent).toBe('Your password has been changed. Other devices were signed out.');
    expect(sentTo('POST /api/auth/change-password').map((s) => s.body)).toEqual([
      { currentPassword: 'Old-pass1', newPassword: 'New-pass22' },
    ]);
    expect((within(form).getByLabelText(/^Current Password/) as HTMLInputElement).value).toBe('');
  });

  it('a weak or unconfirmed new password is explained and nothing is sent', async () => {
    const { user } = await mount(PATIENT, {});
    const form = await waitFor(() => card('Change Password'));
    await user.type(within(form).getByLabelText(/^Current Password/), 'Old-pass1');
    await user.type(within(form).getByLabelText(/^New Password/), 'short');
    await user.type(within(form).getByLabelText(/^Confirm New Password/), 'other');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(
      await within(form).findByText('Password must be at least 8 characters long'),
    ).toBeTruthy();
    expect(within(form).getByText('Passwords do not match')).toBeTruthy();
    expect(sentTo('POST /api/auth/change-password')).toEqual([]);
  });

  it('a wrong current password shows the server’s words and the user stays signed in', async () => {
    const { user } = await mount(PATIENT, {
      'POST /api/auth/change-password': {
        status: 400,
        body: { success: false, message: 'The password is incorrect' },
      },
    });
    const form = await waitFor(() => card('Change Password'));
    await user.type(within(form).getByLabelText(/^Current Password/), 'Wrong-pass1');
    await user.type(within(form).getByLabelText(/^New Password/), 'New-pass22');
    await user.type(within(form).getByLabelText(/^Confirm New Password/), 'New-pass22');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('The password is incorrect');
    expect(useSession.getState().token).toBe('token-1');
  });
});

describe('change e-mail', () => {
  it('sends the new address with the password and says the link decides', async () => {
    const { user } = await mount(PATIENT, { 'POST /api/auth/change-email': ok({}) });
    const form = await waitFor(() => card('Change Email'));
    await user.type(within(form).getByLabelText(/^New Email Address/), ' New@Example.pk ');
    await user.type(within(form).getByLabelText(/^Password/), 'My-pass11');
    await user.click(within(form).getByRole('button', { name: 'Change Email' }));
    const note = await within(form).findByRole('status');
    expect(note.textContent).toBe(
      'We sent a link to \u2068New@Example.pk\u2069. Your address changes when you open it.',
    );
    expect(sentTo('POST /api/auth/change-email').map((s) => s.body)).toEqual([
      { newEmail: 'New@Example.pk', password: 'My-pass11' },
    ]);
  });
});

describe('export my data', () => {
  it('asks for the export, downloads it once with the session token and says until when', async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL() {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = await mount(PATIENT, {
      'POST /api/account/export': ok({
        downloadUrl: 'http://localhost:3000/api/account/export/tok-123',
        expiresAt: '2030-01-01T10:15:00.000Z',
      }),
      'GET /api/account/export/': () => ({ status: 200, body: 'zip-bytes' }),
    });
    const section = await waitFor(() => card('Export My Data'));
    await user.click(within(section).getByRole('button', { name: 'Export My Data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const download = sentTo('GET /api/account/export/tok-123');
    expect(download.map((s) => s.auth)).toEqual(['Bearer token-1']);
    expect((await within(section).findByRole('status')).textContent).toMatch(
      /^Your file is downloading\. Its link works once, until .*3:15 PM.*\.$/,
    );
    click.mockRestore();
  });

  it('offline the button waits and the card says it needs a connection', async () => {
    setOnline(false);
    await mount(PATIENT, {});
    const section = await waitFor(() => card('Export My Data'));
    expect(
      within(section).getByText('You are offline. Exporting your data needs a connection.'),
    ).toBeTruthy();
    expect(
      (within(section).getByRole('button', { name: 'Export My Data' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });
});

describe('delete my account', () => {
  it('lists what happens, needs the password, then signs out here and goes home', async () => {
    const { router, user } = await mount(PATIENT, { 'DELETE /api/account': ok({}) });
    const section = await waitFor(() => card('Delete My Account'));
    await user.click(within(section).getByRole('button', { name: 'Delete My Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/can register again/)).toBeTruthy();
    expect(within(dialog).getByText(/without your name/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await within(dialog).findByText('Password is required')).toBeTruthy();
    expect(sentTo('DELETE /api/account')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Your Password/), 'My-pass11');
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sentTo('DELETE /api/account').map((s) => s.body)).toEqual([{ password: 'My-pass11' }]);
    // The server ended the session with the account: no sign-out call follows.
    expect(sentTo('POST /api/auth/logout')).toEqual([]);
    expect(useSession.getState().token).toBeNull();
    expect(useToasts.getState().toasts.map((t) => t.message)).toContain(
      'Your account has been deleted.',
    );
  });

  it('a wrong password keeps the account and the session', async () => {
    const { user } = await mount(PATIENT, {
      'DELETE /api/account': {
        status: 400,
        body: { success: false, message: 'The password is incorrect' },
      },
    });
    await user.click(
      within(await waitFor(() => card('Delete My Account'))).getByRole('button', {
        name: 'Delete My Account',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText(/^Your Password/), 'Wrong-pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The password is incorrect',
    );
    expect(useSession.getState().token).toBe('token-1');
  });

  it('a doctor is told the administrator does it, and has no delete button', async () => {
    await mount(DOCTOR, {});
    const section = await waitFor(() => card('Delete My Account'));
    expect(within(section).getByText(/deleted by the administrator/)).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
