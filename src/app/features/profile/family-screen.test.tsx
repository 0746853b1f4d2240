// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb } from '#app/offline/local-db';
import {
  FakeFamilyApi,
  member,
  mount,
  PATIENT,
  toasts,
  unmount,
} from '#tests/support/harness/family-harness';

afterEach(unmount);

describe('family members on the profile', () => {
  it('adds a member with the profile’s own checks and messages, and sends the id the device chose', async () => {
    const api = new FakeFamilyApi();
    const user = await mount(api);
    expect(await screen.findByText('No family members yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add family member' }));
    const form = screen.getByRole('button', { name: 'Add family member' }).closest('form')!;
    await user.click(within(form).getByRole('button', { name: 'Add family member' }));
    // Nothing is sent: the name and the relationship are missing, in the schema's own words.
    expect(api.calls).toEqual([]);
    expect(await screen.findByText('Please choose a relationship')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: /Full Name/ });
    expect(document.activeElement).toBe(name);

    await user.type(name, 'Ahmed Malik');
    await user.selectOptions(screen.getByRole('combobox', { name: /Relationship/ }), 'child');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'male');
    await user.type(screen.getByLabelText('Allergies'), 'Peanuts{Enter}Dust');
    await user.click(within(form).getByRole('button', { name: 'Add family member' }));

    await waitFor(() => expect(toasts()).toContain('Success: Family member added'));
    expect(api.calls).toHaveLength(1);
    const sent = api.calls[0]!;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/api/family-members',
      body: {
        name: 'Ahmed Malik',
        relationship: 'child',
        gender: 'male',
        medicalHistory: { allergies: ['Peanuts', 'Dust'] },
      },
    });
    expect(String(sent.body?.id)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByRole('heading', { level: 2, name: 'Ahmed Malik' })).toBeTruthy();
    expect(await localDb.familyMembers.get([PATIENT._id, String(sent.body?.id)])).toMatchObject({
      updatedAt: '2030-02-01T00:00:00.000Z',
    });
  });

  it('edits a member from the version on the device', async () => {
    const api = new FakeFamilyApi(member());
    const user = await mount(api);
    await user.click(await screen.findByRole('button', { name: 'Edit Ahmed Malik' }));
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: /Full Name/ });
    expect(name.value).toBe('Ahmed Malik');
    await user.clear(name);
    await user.type(name, 'Ahmed Ali Malik');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toasts()).toContain('Success: Family member saved'));
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `/api/family-members/${member()._id}`,
        body: expect.objectContaining({
          name: 'Ahmed Ali Malik',
          updatedAt: '2030-01-01T00:00:00.000Z',
        }),
      }),
    ]);
  });

  it('asks before removing a member with an upcoming appointment, says it stays booked, and confirms it to the server', async () => {
    const api = new FakeFamilyApi(member());
    const user = await mount(api);
    // The device knows of the appointment from its own copy.
    await localDb.appointments.put({
      userId: PATIENT._id,
      _id: 'a1',
      status: 'scheduled',
      startTime: '2099-03-10T04:00:00.000Z',
      endTime: '2099-03-10T04:30:00.000Z',
      familyMember: { id: member()._id, name: 'Ahmed Malik' },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Ahmed Malik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ahmed Malik?' });
    expect(within(dialog).getByText(/has an upcoming appointment\. It stays booked/)).toBeTruthy();
    // Focus starts on the safe answer.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep' }));
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(api.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Ahmed Malik' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(toasts()).toContain('Success: Family member removed'));
    expect(api.calls).toEqual([
      { method: 'DELETE', path: `/api/family-members/${member()._id}?confirm=true`, body: null },
    ]);
    expect(screen.queryByRole('heading', { name: 'Ahmed Malik' })).toBeNull();
  });
});
