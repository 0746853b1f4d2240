// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useToasts } from '#app/lib/toasts';
import type { DeskMember } from '#shared/schemas/desk';
import { setOnline, unmountFrom } from '#tests/support/harness/app-harness';
import { cashTotals } from '#tests/support/harness/cash-harness';
import {
  CLINIC,
  DOCTOR,
  member,
  recordingApi,
  SECOND_CLINIC,
  VIDEO,
} from '#tests/support/harness/desk-harness';
import { ok, renderApp } from '#tests/support/harness/route-harness';

const MEMBERS = '/api/doctors/profile/desk-members';

/** The doctor's desk API: the list holds `start`; a POST answers `invite` (a new member by default). */
function deskApi(start: DeskMember[], invite?: { status: number; body: unknown }) {
  let members = start;
  return recordingApi({
    'GET /api/doctors/profile': ok({ practices: [CLINIC, SECOND_CLINIC, VIDEO] }),
    'GET /api/desk/cash': ok(cashTotals()),
    [`GET ${MEMBERS}`]: () => ok({ members }),
    [`POST ${MEMBERS}`]: () => {
      if (invite) return invite;
      const added = member({
        id: 'new-1',
        name: 'Nadia Aslam',
        email: 'nadia@example.pk',
        status: 'invited',
      });
      members = [...members, added];
      return {
        status: 201,
        body: { success: true, data: { member: added }, message: 'Invitation sent' },
      };
    },
    [`DELETE ${MEMBERS}/`]: (url) => {
      members = members.filter((m) => !url.pathname.endsWith(m.id));
      return ok({});
    },
    [`PUT ${MEMBERS}/`]: () => ok({ member: member() }),
  });
}

const toasts = () => useToasts.getState().toasts.map((t) => t.message);

beforeEach(() => {
  setOnline(true);
  useToasts.setState({ toasts: [] });
});
afterEach(async () => {
  // Signed out, and the doctor's background refreshes joined, before fetch is given back.
  await unmountFrom(
    'appointments',
    'notifications',
    'profile',
    'patients',
    'schedule',
    'doctorReviews',
    'notificationPreferences',
  );
  cleanup();
});
afterAll(async () => {
  // The doctor's start loads its modules lazily; they must land before the environment goes.
  const [{ collectionsFor }, { kindsFor }] = await Promise.all([
    import('#app/offline/role-collections'),
    import('#app/routes/-sync/start'),
  ]);
  await Promise.all([collectionsFor('doctor'), kindsFor('doctor')]);
});

describe("the doctor's Front Desk", () => {
  it('lists each member with their practices by name and whether they have accepted', async () => {
    deskApi([
      member(),
      member({
        id: 'm-2',
        name: 'Kamran Ali',
        status: 'invited',
        practiceIds: [CLINIC._id, SECOND_CLINIC._id],
      }),
    ]);
    await renderApp('/doctor/desk', DOCTOR);
    await screen.findByRole('heading', { name: 'Front Desk', level: 1 });
    const bilal = screen.getByRole('heading', { name: 'Bilal Ahmed' }).closest('li')!;
    expect(within(bilal).getByText('Active')).toBeTruthy();
    expect(within(bilal).getByText('Saddar Clinic')).toBeTruthy();
    const kamran = screen.getByRole('heading', { name: 'Kamran Ali' }).closest('li')!;
    expect(within(kamran).getByText('Invited')).toBeTruthy();
    expect(within(kamran).getByText('Saddar Clinic, Gulberg Clinic')).toBeTruthy();
  });

  it('offers only the clinic practices to invite to, and checks the form before sending', async () => {
    const api = deskApi([]);
    await renderApp('/doctor/desk', DOCTOR);
    const form = (await screen.findByRole('heading', { name: 'Invite a desk member' })).closest(
      'section',
    )!;
    const practices = within(form).getByRole('group', { name: 'Practices' });
    expect(
      within(practices)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement!.textContent),
    ).toEqual(['Saddar Clinic', 'Gulberg Clinic']);
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByText('Name is required')).toBeTruthy();
    expect(within(form).getByText('Choose at least one practice')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Name/));
    expect(api.to(`POST ${MEMBERS}`)).toEqual([]);
  });

  it('sends an invitation and the new member shows as invited', async () => {
    const api = deskApi([]);
    await renderApp('/doctor/desk', DOCTOR);
    const form = (await screen.findByRole('heading', { name: 'Invite a desk member' })).closest(
      'section',
    )!;
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Name/), 'Nadia Aslam');
    await user.type(within(form).getByLabelText(/^Email Address/), 'Nadia@Example.pk');
    await user.click(within(form).getByRole('checkbox', { name: 'Gulberg Clinic' }));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.to(`POST ${MEMBERS}`)).toHaveLength(1));
    expect(api.to(`POST ${MEMBERS}`)[0]!.body).toEqual({
      name: 'Nadia Aslam',
      email: 'nadia@example.pk',
      practiceIds: [SECOND_CLINIC._id],
    });
    const added = (await screen.findByRole('heading', { name: 'Nadia Aslam' })).closest('li')!;
    expect(within(added).getByText('Invited')).toBeTruthy();
    expect(toasts()).toContain('Invitation sent');
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
  });

  it('says so when the person is already on the desk, and keeps what was typed', async () => {
    deskApi([], {
      status: 409,
      body: { success: false, message: 'This person is already on your front desk' },
    });
    await renderApp('/doctor/desk', DOCTOR);
    const form = (await screen.findByRole('heading', { name: 'Invite a desk member' })).closest(
      'section',
    )!;
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Name/), 'Bilal Ahmed');
    await user.type(within(form).getByLabelText(/^Email Address/), 'bilal@example.pk');
    await user.click(within(form).getByRole('checkbox', { name: 'Saddar Clinic' }));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'This person is already on your front desk',
    );
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Bilal Ahmed');
  });

  it('revokes access only once the doctor confirms', async () => {
    const api = deskApi([member()]);
    await renderApp('/doctor/desk', DOCTOR);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Revoke the access of Bilal Ahmed' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Revoke the access of Bilal Ahmed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to(`DELETE ${MEMBERS}/${member().id}`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke the access of Bilal Ahmed' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke the access of Bilal Ahmed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke access' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Bilal Ahmed' })).toBeNull());
    expect(api.to(`DELETE ${MEMBERS}/${member().id}`)).toHaveLength(1);
    expect(screen.getByText('Nobody works at your front desk yet.')).toBeTruthy();
    expect(toasts()).toContain('Access revoked');
  });

  it("changes a member's practices, and refuses none", async () => {
    const api = deskApi([member()]);
    await renderApp('/doctor/desk', DOCTOR);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Change the practices of Bilal Ahmed' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Practices of Bilal Ahmed' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Saddar Clinic' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save practices' }));
    expect(within(dialog).getByText('Choose at least one practice')).toBeTruthy();
    expect(api.to(`PUT ${MEMBERS}/${member().id}`)).toEqual([]);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Gulberg Clinic' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save practices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(`PUT ${MEMBERS}/${member().id}`).map((s) => s.body)).toEqual([
      { practiceIds: [SECOND_CLINIC._id] },
    ]);
  });

  it('offline, says the desk changes need a connection and offers no change', async () => {
    deskApi([member()]);
    await renderApp('/doctor/desk', DOCTOR);
    await screen.findByRole('heading', { name: 'Bilal Ahmed' });
    setOnline(false);
    window.dispatchEvent(new Event('offline'));
    expect(
      await screen.findByText(
        'You are offline. Your front desk can only be changed with a connection.',
      ),
    ).toBeTruthy();
    expect(
      (
        screen.getByRole('button', {
          name: 'Revoke the access of Bilal Ahmed',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Send invitation' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
