// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '#app/lib/i18n';
import type { MirrorReview } from '#app/offline/collections/reviews';
import { localDb } from '#app/offline/local-db';
import {
  appointment,
  FakeApi,
  mount,
  onDevice,
  outboxOf,
  panel,
  tab,
  toastSays,
  toasts,
} from '#tests/support/appointment-screens';

const scene = () =>
  new FakeApi([
    appointment('a-up', 'scheduled', 48),
    appointment('a-pend', 'pending', 72),
    appointment('a-done', 'completed', -72),
    appointment('a-gone', 'cancelled', 24, { cancellationReason: 'Travelling abroad' }),
  ]);

const cancelDialog = () => screen.findByRole('dialog', { name: 'Cancel Appointment' });

describe('My Appointments tabs', () => {
  it('shows Upcoming, Pending, Completed and Cancelled, and moves between them with arrow keys', async () => {
    const user = await mount(scene());
    const names = screen.getAllByRole('tab').map((t) => t.textContent?.replace(/\d+$/, ''));
    expect(names).toEqual(['Upcoming', 'Pending', 'Completed', 'Cancelled']);
    expect(tab('Upcoming').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: /^Upcoming/ })).toBeTruthy();
    // The tab list is one Tab stop: the selected tab (the page's header and skip link come first).
    expect(tab('Upcoming').tabIndex).toBe(0);
    expect(tab('Pending').tabIndex).toBe(-1);
    await act(async () => tab('Upcoming').focus());
    await user.keyboard('{ArrowRight}');
    expect(tab('Pending').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Pending'));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Cancelled').getAttribute('aria-selected')).toBe('true');
    expect(tab('Upcoming').tabIndex).toBe(-1);
  });

  it('each status offers what it allows', async () => {
    const user = await mount(scene());
    await panel().findByRole('button', { name: /^Reschedule/ });
    expect(panel().getByRole('button', { name: /^Cancel the appointment/ })).toBeTruthy();
    expect(
      panel()
        .getByRole('link', { name: 'View pass for the appointment with Ayesha Khan' })
        .getAttribute('href'),
    ).toBe('/patient/appointments/a-up/pass');
    await user.click(tab('Pending'));
    expect(panel().queryByRole('link', { name: /^View pass/ })).toBeNull();
    expect(panel().getByText('Awaiting doctor approval')).toBeTruthy();
    expect(panel().getByRole('button', { name: /^Cancel Request/ })).toBeTruthy();
    expect(panel().queryByRole('button', { name: /^Reschedule/ })).toBeNull();
    await user.click(tab('Completed'));
    const review = panel().getByRole('link', { name: 'Write Review' });
    expect(review.getAttribute('href')).toBe('/patient/reviews?doctor=du-1&appointment=a-done');
    await user.click(tab('Cancelled'));
    expect(screen.getByRole('tabpanel').textContent).toContain('Travelling abroad');
    expect(panel().queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });

  it("names each card's buttons after the doctor, in Urdu too", async () => {
    await mount(scene());
    expect(
      await panel().findByRole('button', { name: 'Cancel the appointment with Ayesha Khan' }),
    ).toBeTruthy();
    await activateLocale('ur');
    try {
      expect(
        await panel().findByRole('button', { name: 'Ayesha Khan کے ساتھ اپوائنٹمنٹ منسوخ کریں' }),
      ).toBeTruthy();
    } finally {
      await activateLocale('en');
    }
  });

  it('offers Pay Now only on a booking not yet paid, and shows Paid once it is', async () => {
    const unpaid = { payment: { method: 'cash', status: 'pending' } };
    const paid = { payment: { method: 'sandbox', status: 'paid' } };
    const user = await mount(
      new FakeApi([
        appointment('a-owed', 'scheduled', 48, unpaid),
        appointment('a-paid', 'scheduled', 96, paid),
        appointment('a-req', 'pending', 72, unpaid),
      ]),
    );
    const pay = await panel().findAllByRole('link', { name: /^Pay Now/ });
    expect(pay.map((a) => a.getAttribute('href'))).toEqual(['/payment?appointmentId=a-owed']);
    const cards = panel().getAllByRole('article');
    expect(cards.map((c) => c.textContent?.includes('Paid'))).toEqual([false, true]);
    await user.click(tab('Pending'));
    expect(
      panel()
        .getByRole('link', { name: /^Pay Now/ })
        .getAttribute('href'),
    ).toBe('/payment?appointmentId=a-req');
  });

  it('a completed visit already reviewed says Reviewed instead of offering Write Review', async () => {
    const api = new FakeApi([
      appointment('a-done', 'completed', -72),
      appointment('a-again', 'completed', -96),
    ]);
    await mount(api, {
      path: '/patient/appointments?tab=completed',
      prepare: () =>
        localDb.reviews.put({
          userId: api.user._id,
          _id: 'r-1',
          appointmentId: 'a-done',
          createdAt: '2030-01-01T00:00:00.000Z',
        } as MirrorReview),
    });
    const links = await panel().findAllByRole('link', { name: 'Write Review' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/patient/reviews?doctor=du-1&appointment=a-again',
    ]);
    expect(panel().getByText('Reviewed')).toBeTruthy();
  });

  it('an empty Upcoming tab says so', async () => {
    await mount(new FakeApi([appointment('a-done', 'completed', -72)]));
    await panel().findByText('No upcoming appointments');
  });

  it('a date or time that cannot be read shows the fallback text', async () => {
    const user = await mount(
      new FakeApi([appointment('a-odd', 'pending', 5, { startTime: 'not a date' })]),
    );
    await user.click(tab('Pending'));
    const text = screen.getByRole('tabpanel').textContent ?? '';
    expect(text).toContain('Invalid date');
    expect(text).toContain('Invalid time');
  });
});

describe('cancelling from My Appointments', () => {
  it('needs a reason, and Escape closes the dialog and gives focus back', async () => {
    const api = scene();
    const user = await mount(api);
    const opener = await panel().findByRole('button', { name: /^Cancel the appointment/ });
    await user.click(opener);
    const dialog = await cancelDialog();
    expect((dialog as HTMLDialogElement).open).toBe(true);
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for cancellation' });
    expect(document.activeElement).toBe(reason);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Please provide a reason for cancellation',
    );
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('online: the server applies it, the card moves to Cancelled and the success toast shows', async () => {
    const api = scene();
    const user = await mount(api);
    await user.click(await panel().findByRole('button', { name: /^Cancel the appointment/ }));
    const dialog = await cancelDialog();
    await user.type(within(dialog).getByLabelText('Reason for cancellation'), '  Feeling better  ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    await toastSays('Success: Appointment cancelled successfully!');
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: '/api/appointments/a-up/cancel',
        body: { reason: 'Feeling better' },
        key: expect.any(String),
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(tab('Cancelled'));
    await panel().findByText(/Feeling better/);
  });

  it('offline: the change waits on this device, labelled, and the user is told it will sync', async () => {
    const api = scene();
    api.next.push('network-error');
    const user = await mount(api);
    await user.click(await panel().findByRole('button', { name: /^Cancel the appointment/ }));
    const dialog = await cancelDialog();
    await user.type(within(dialog).getByLabelText('Reason for cancellation'), 'Travelling');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    await toastSays('Success: Saved on this device — will sync when you are back online');
    await user.click(tab('Cancelled'));
    await panel().findByText('Waiting to sync');
    const queued = await outboxOf(api);
    expect(queued).toMatchObject([{ kind: 'appointment.cancel', state: 'waiting' }]);
    expect(toasts().some((t) => t.includes('cancelled successfully'))).toBe(false);
  });

  it("a refusal shows the server's reason and the server's copy comes back", async () => {
    const api = scene();
    api.next.push({
      status: 409,
      body: { success: false, message: 'Appointment is already completed' },
    });
    const user = await mount(api);
    await user.click(await panel().findByRole('button', { name: /^Cancel the appointment/ }));
    const dialog = await cancelDialog();
    await user.type(within(dialog).getByLabelText('Reason for cancellation'), 'Too late');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    await toastSays('Error: Appointment is already completed');
    // The server wins: the refused change is undone by a refresh of the mirror.
    await waitFor(async () => expect((await onDevice(api, 'a-up'))?.status).toBe('scheduled'));
    const [problem] = await outboxOf(api);
    expect(problem).toMatchObject({
      state: 'conflict',
      lastError: 'Appointment is already completed',
    });
  });
});

describe('where the appointment is', () => {
  it('the card names the practice booked, its address and landmark as typed, and its phone to call', async () => {
    const evening = {
      _id: 'p-evening',
      kind: 'clinic',
      name: 'Evening Care Clinic',
      location: {
        address: 'مکان 5، گلی 3',
        city: 'Lahore',
        area: '',
        landmark: 'opposite Jinnah Hospital gate 2',
      },
      phone: '+924235761234',
    };
    const video = {
      _id: 'p-video',
      kind: 'video',
      name: 'Video consultation',
      location: null,
      phone: '',
    };
    await mount(
      new FakeApi([
        appointment('a-up', 'scheduled', 48, { practice: evening, mode: 'in_person' }),
        appointment('a-video', 'scheduled', 72, { practice: video, mode: 'video' }),
      ]),
    );
    const cards = await panel().findAllByRole('article');
    const [first, second] = cards.map((card) => within(card));
    expect(first!.getByText('Evening Care Clinic')).toBeTruthy();
    expect(first!.getByText(/مکان 5، گلی 3, Lahore/)).toBeTruthy();
    expect(first!.getByText('opposite Jinnah Hospital gate 2')).toBeTruthy();
    expect(first!.getByRole('link', { name: '+924235761234' }).getAttribute('href')).toBe(
      'tel:+924235761234',
    );
    expect(first!.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toMatch(
      /^geo:0,0\?q=/,
    );
    expect(second!.getAllByText('Video consultation').length).toBeGreaterThan(0);
    expect(second!.queryByRole('link', { name: 'Open in Maps' })).toBeNull();
  });
});
