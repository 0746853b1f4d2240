// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb } from '#app/offline/local-db';
import {
  appointment,
  FakeReviewsApi,
  mount,
  PATIENT,
  review,
  toasts,
  unmount,
} from '#tests/support/harness/reviews-harness';

afterEach(unmount);

const other = {
  _id: 'd-2',
  userId: 'du-2',
  name: 'Bilal Ahmed',
  specialization: 'Neurology',
  clinicName: 'Brain Care',
  image: null,
};
const visits = () => [
  appointment('a-done', 'completed', -72),
  appointment('a-other', 'completed', -200, { doctor: other, doctorId: 'd-2' }),
  appointment('a-reviewed', 'completed', -300),
  appointment('a-up', 'scheduled', 48),
  appointment('a-gone', 'cancelled', -24),
];
const target = () => screen.getByRole('combobox', { name: /^Appointment/ }) as HTMLSelectElement;
const optionIds = () => [...target().options].map((o) => o.value).filter(Boolean);
const items = () => screen.queryAllByRole('article');

async function fill(user: Awaited<ReturnType<typeof mount>>, stars?: number) {
  if (stars) await user.click(screen.getByRole('radio', { name: `${stars} out of 5 stars` }));
  await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Very kind');
  await user.type(screen.getByRole('textbox', { name: /^Your review/ }), 'Listened carefully.');
}

describe('the list of my reviews', () => {
  it('shows 10 a page, newest first, and pages on', async () => {
    const many = Array.from({ length: 12 }, (_, i) => review(`r-${i + 1}`, `x-${i + 1}`));
    const user = await mount(new FakeReviewsApi(many), []);
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(items()[0]!.textContent).toContain('Title r-12');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(items()[1]!.textContent).toContain('Title r-1');
  });

  it('says No reviews yet when there are none', async () => {
    await mount(new FakeReviewsApi([]), []);
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
  });

  it('a rejected review shows its moderation note and offers no edit or delete', async () => {
    const rejected = review('r-1', 'a-reviewed', {
      status: 'rejected',
      moderationReason: 'Contains a phone number',
      doctorResponse: 'Thank you',
    });
    await mount(new FakeReviewsApi([rejected, review('r-2', 'x-2')]), []);
    const card = await screen.findByRole('article', { name: 'Title r-1' });
    expect(card.textContent).toContain('Rejected');
    expect(card.textContent).toContain('Contains a phone number');
    expect(card.textContent).toContain('A rejected review cannot be edited');
    expect(card.textContent).toContain('Thank you');
    expect(within(card).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Delete/ })).toBeNull();
    const fine = screen.getByRole('article', { name: 'Title r-2' });
    expect(within(fine).getByRole('button', { name: /^Edit/ })).toBeTruthy();
  });
});

describe('writing a review', () => {
  it('offers only completed appointments that have no review yet', async () => {
    await mount(new FakeReviewsApi([review('r-1', 'a-reviewed')]), visits());
    await waitFor(() => expect(optionIds()).toEqual(['a-done', 'a-other']));
    expect(target().value).toBe('');
  });

  it('pre-selects the appointment named in the address, or the named doctor’s', async () => {
    await mount(new FakeReviewsApi([]), visits(), { doctor: 'du-1', appointment: 'a-other' });
    await waitFor(() => expect(target().value).toBe('a-other'));
    await unmount();
    await mount(new FakeReviewsApi([]), visits(), { doctor: 'du-2' });
    await waitFor(() => expect(target().value).toBe('a-other'));
  });

  it('pre-selects it too when the appointments reach the device after the screen opened', async () => {
    await mount(new FakeReviewsApi([]), [], { appointment: 'a-done' });
    await screen.findByText('You have no completed appointments waiting for a review.');
    await localDb.appointments.bulkPut(visits().map((a) => ({ ...a, userId: PATIENT._id })));
    await waitFor(() => expect(target().value).toBe('a-done'));
  });

  it('needs a rating, and says so with the rule’s words', async () => {
    const api = new FakeReviewsApi([]);
    const user = await mount(api, visits(), { appointment: 'a-done' });
    await waitFor(() => expect(target().value).toBe('a-done'));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a rating');
    expect(api.writes).toEqual([]);
  });

  it('online: the server takes it and its success text shows', async () => {
    const api = new FakeReviewsApi([]);
    const user = await mount(api, visits(), { appointment: 'a-done' });
    await waitFor(() => expect(target().value).toBe('a-done'));
    await fill(user, 5);
    await user.click(screen.getByRole('checkbox', { name: 'Post anonymously' }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() =>
      expect(toasts()).toContain(
        'Success: Review submitted successfully! Your review is now visible.',
      ),
    );
    expect(api.writes).toEqual([
      {
        method: 'POST',
        path: '/api/reviews',
        body: {
          doctorId: 'd-1',
          appointmentId: 'a-done',
          rating: 5,
          title: 'Very kind',
          review: 'Listened carefully.',
          isAnonymous: true,
        },
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Very kind' });
    expect(card.textContent).toContain('Posted anonymously');
    await waitFor(() => expect(optionIds()).not.toContain('a-done'));
  });

  it('offline: it shows at once, waiting to sync, and cannot be edited until it has synced', async () => {
    const api = new FakeReviewsApi([]);
    api.next.push('network-error');
    const user = await mount(api, visits(), { appointment: 'a-done' });
    await waitFor(() => expect(target().value).toBe('a-done'));
    await fill(user, 3);
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    const card = await screen.findByRole('article', { name: 'Very kind' });
    await within(card).findByText('Waiting to sync');
    expect(card.textContent).toContain('has not reached the server yet');
    expect(within(card).getByRole('button', { name: /^Edit/ }).hasAttribute('disabled')).toBe(true);
    expect(
      within(card)
        .getByRole('button', { name: /^Delete/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    await waitFor(() =>
      expect(toasts()).toContain(
        'Success: Saved on this device — will sync when you are back online',
      ),
    );
    const queued = await localDb.outbox.where('userId').equals(PATIENT._id).toArray();
    expect(queued).toMatchObject([{ kind: 'review.create', state: 'waiting' }]);
  });
});

describe('editing and deleting', () => {
  it('an edit made offline shows at once and waits to sync', async () => {
    const api = new FakeReviewsApi([review('r-1', 'a-reviewed')]);
    api.next.push('network-error');
    const user = await mount(api, visits());
    const card = await screen.findByRole('article', { name: 'Title r-1' });
    await user.click(within(card).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Review' });
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'Even better');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const edited = await screen.findByRole('article', { name: 'Even better' });
    await within(edited).findByText('Waiting to sync');
    // The attempt failed for want of a network: the edit is back to waiting, not refused.
    await waitFor(() =>
      expect(toasts()).toContain(
        'Success: Saved on this device — will sync when you are back online',
      ),
    );
    const queued = await localDb.outbox.where('userId').equals(PATIENT._id).toArray();
    expect(queued).toMatchObject([
      { kind: 'review.edit', state: 'waiting', payload: { id: 'r-1', title: 'Even better' } },
    ]);
  });

  it('delete asks first, then removes it and queues the deletion', async () => {
    const api = new FakeReviewsApi([review('r-1', 'a-reviewed'), review('r-2', 'x-2')]);
    api.next.push('network-error');
    const user = await mount(api, visits());
    const card = await screen.findByRole('article', { name: 'Title r-1' });
    await user.click(within(card).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Review' });
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete this review? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Title r-1' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Title r-2' })).toBeTruthy();
    const queued = await localDb.outbox.where('userId').equals(PATIENT._id).toArray();
    expect(queued).toMatchObject([{ kind: 'review.delete', payload: { id: 'r-1' } }]);
    // The appointment it reviewed can be reviewed again.
    await waitFor(() => expect(optionIds()).toContain('a-reviewed'));
  });

  it('a review rejected since the list loaded: the refused delete says why and the review comes back', async () => {
    const api = new FakeReviewsApi([review('r-1', 'a-reviewed')]);
    const user = await mount(api, visits());
    const card = await screen.findByRole('article', { name: 'Title r-1' });
    // The administrator rejects it while the patient looks at the list.
    api.reviews.set('r-1', { ...review('r-1', 'a-reviewed'), status: 'rejected' });
    api.next.push({
      status: 409,
      body: { success: false, message: 'A rejected review cannot be deleted' },
    });
    await user.click(within(card).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Review' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts()).toContain('Error: A rejected review cannot be deleted'));
    const back = await screen.findByRole('article', { name: 'Title r-1' });
    await waitFor(() => expect(back.textContent).toContain('Rejected'));
    expect(within(back).queryByRole('button', { name: /^Delete/ })).toBeNull();
  });
});
