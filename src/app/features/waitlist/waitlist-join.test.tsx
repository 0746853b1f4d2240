// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb } from '#app/offline/local-db';
import { syncEngine } from '#app/offline/outbox';
import { clinicToday } from '#shared/domain/clinic-time';
import { shiftDate } from '#shared/domain/date-only';
import { member } from '#tests/support/harness/family-harness';
import {
  DOCTOR_ID,
  FakeWaitlistApi,
  mountJoin,
  PATIENT,
  toasts,
  unmount,
} from '#tests/support/harness/waitlist-harness';

afterEach(unmount);

const today = () => clinicToday(new Date(), 'Asia/Karachi');

describe('Notify me if a slot opens', () => {
  it('refuses an end before the start in the schema’s words, and sends nothing', async () => {
    const api = new FakeWaitlistApi();
    const user = await mountJoin(api);
    await user.click(await screen.findByRole('button', { name: 'Notify me if a slot opens' }));
    const to = screen.getByLabelText(/^To/);
    await user.clear(to);
    await user.type(to, shiftDate(today(), -1));
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('joins for the dates chosen and says so', async () => {
    const api = new FakeWaitlistApi();
    const user = await mountJoin(api);
    await user.click(await screen.findByRole('button', { name: 'Notify me if a slot opens' }));
    // No family members: the question of whom it is for is not asked.
    expect(screen.queryByLabelText('Who is it for?')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await waitFor(() =>
      expect(toasts()).toContain(
        'Success: You are on the waitlist. We will notify you if a slot opens.',
      ),
    );
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/waitlist',
        body: { doctorId: DOCTOR_ID, from: today(), to: shiftDate(today(), 13) },
      },
    ]);
    expect(screen.getByRole('link', { name: 'See my waitlist' })).toBeTruthy();
    const rows = await localDb.waitlist.where('userId').equals(PATIENT._id).toArray();
    expect(rows.map((r) => r._id)).toEqual(['e-new']);
  });

  it('on the booking page of one practice, the join is for that practice', async () => {
    const api = new FakeWaitlistApi();
    const practiceId = 'a1b2c3d4-0000-4000-8000-00000000cafe';
    const user = await mountJoin(api, [], practiceId);
    await user.click(await screen.findByRole('button', { name: 'Notify me if a slot opens' }));
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.body).toEqual({
      doctorId: DOCTOR_ID,
      from: today(),
      to: shiftDate(today(), 13),
      practiceId,
    });
  });

  it('asks whom it is for when the account has family members, and sends the member', async () => {
    const api = new FakeWaitlistApi();
    const child = member();
    const user = await mountJoin(api, [child]);
    await user.click(await screen.findByRole('button', { name: 'Notify me if a slot opens' }));
    await user.selectOptions(await screen.findByLabelText('Who is it for?'), child._id);
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.body).toMatchObject({ familyMemberId: child._id });
  });

  it('offline, the join waits on the device and reaches the server once when the connection returns', async () => {
    const api = new FakeWaitlistApi();
    const user = await mountJoin(api);
    api.down = true;
    await user.click(await screen.findByRole('button', { name: 'Notify me if a slot opens' }));
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await screen.findByRole('link', { name: 'See my waitlist' });
    const rows = () => localDb.waitlist.where('userId').equals(PATIENT._id).toArray();
    await waitFor(async () => expect((await rows()).map((r) => r.pending)).toEqual([true]));
    expect(api.calls).toEqual([]);
    api.down = false;
    await act(() => syncEngine.wake());
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await act(() => syncEngine.wake());
    expect(api.calls).toHaveLength(1);
    await waitFor(async () => expect((await rows()).map((r) => r._id)).toEqual(['e-new']));
  });
});
