// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb } from '#app/offline/local-db';
import {
  DOCTOR_ID,
  entry,
  FakeWaitlistApi,
  mountScreen,
  PATIENT,
  toasts,
  unmount,
} from '#tests/support/harness/waitlist-harness';

afterEach(unmount);

const inAnHour = () => new Date(Date.now() + 60 * 60_000).toISOString();

describe('the patient’s waitlist', () => {
  it('lists each doctor with the dates and the place in the queue', async () => {
    await mountScreen(new FakeWaitlistApi(entry()));
    const card = within(await screen.findByRole('listitem'));
    expect(card.getByRole('heading', { name: 'Dr. Ayesha Khan' })).toBeTruthy();
    expect(card.getByText('Place in the queue: 2')).toBeTruthy();
    expect(card.queryByRole('link', { name: 'Book this slot' })).toBeNull();
  });

  it('shows a slot held for the patient, until when, and books it with the slot and person chosen', async () => {
    const startTime = '2030-03-04T05:00:00.000Z';
    const member = {
      id: 'c0a8012e-0000-4000-8000-00000000c41d',
      name: 'Ahmed Malik',
      relationship: 'child',
    };
    const offer = {
      id: 'o-1',
      startTime,
      endTime: '2030-03-04T05:30:00.000Z',
      expiresAt: inAnHour(),
    };
    await mountScreen(new FakeWaitlistApi(entry({ offer, familyMember: member })));
    expect(await screen.findByText(/A slot is held for you/)).toBeTruthy();
    expect(screen.getByText(/For Ahmed Malik/)).toBeTruthy();
    expect(screen.getByText(/^Book it before/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Book this slot' });
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe(`/patient/book-appointment/${DOCTOR_ID}`);
    expect(href.searchParams.get('date')).toBe('2030-03-04');
    expect(href.searchParams.get('slot')).toBe(startTime);
    expect(href.searchParams.get('for')).toBe(member.id);
  });

  it('an entry for one practice books its held slot at that practice', async () => {
    const practiceId = 'a1b2c3d4-0000-4000-8000-00000000cafe';
    const offer = {
      id: 'o-2',
      startTime: '2030-03-04T12:00:00.000Z',
      endTime: '2030-03-04T12:30:00.000Z',
      expiresAt: inAnHour(),
    };
    await mountScreen(new FakeWaitlistApi(entry({ offer, practiceId, kind: 'clinic' })));
    const link = await screen.findByRole('link', { name: 'Book this slot' });
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.searchParams.get('practice')).toBe(practiceId);
  });

  it('does not offer a slot whose hold has run out', async () => {
    const offer = {
      id: 'o-1',
      startTime: '2030-03-04T05:00:00.000Z',
      endTime: '2030-03-04T05:30:00.000Z',
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    };
    await mountScreen(new FakeWaitlistApi(entry({ offer })));
    expect(await screen.findByText('Place in the queue: 2')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Book this slot' })).toBeNull();
  });

  it('leaving sends the change once and takes the entry off the device', async () => {
    const api = new FakeWaitlistApi(entry());
    const user = await mountScreen(api);
    await user.click(await screen.findByRole('button', { name: 'Leave waitlist' }));
    await waitFor(() => expect(toasts()).toContain('Success: You left the waitlist'));
    expect(api.calls).toEqual([
      { method: 'DELETE', path: `/api/waitlist/${entry()._id}`, body: null },
    ]);
    expect(await localDb.waitlist.where('userId').equals(PATIENT._id).count()).toBe(0);
    expect(await screen.findByText('You are not on any waitlist')).toBeTruthy();
  });
});
