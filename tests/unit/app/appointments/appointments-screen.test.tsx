// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb } from '#app/lib/local-db';
import {
  appointment,
  byText,
  click,
  dialog,
  FakeApi,
  mount,
  PATIENT,
  panel,
  press,
  tab,
  toasts,
  type,
  unmount,
  waitFor,
} from './screen-harness';

afterEach(unmount);

const scene = () =>
  new FakeApi([
    appointment('a-up', 'scheduled', 48),
    appointment('a-pend', 'pending', 72),
    appointment('a-done', 'completed', -72),
    appointment('a-gone', 'cancelled', 24, { cancellationReason: 'Travelling abroad' }),
  ]);

describe('My Appointments tabs', () => {
  it('shows Upcoming, Pending, Completed and Cancelled, and moves between them with arrow keys', async () => {
    await mount(scene());
    const names = [...document.querySelectorAll('[role="tab"]')].map((t) =>
      t.textContent?.replace(/\d+$/, ''),
    );
    expect(names).toEqual(['Upcoming', 'Pending', 'Completed', 'Cancelled']);
    expect(tab('Upcoming').getAttribute('aria-selected')).toBe('true');
    expect(panel().getAttribute('aria-labelledby')).toBe(tab('Upcoming').id);
    tab('Upcoming').focus();
    await press('ArrowRight');
    expect(tab('Pending').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Pending'));
    await press('ArrowLeft');
    await press('ArrowLeft');
    expect(tab('Cancelled').getAttribute('aria-selected')).toBe('true');
    expect(tab('Upcoming').tabIndex).toBe(-1);
  });

  it('each status offers what it allows', async () => {
    await mount(scene());
    await waitFor(() => byText('Reschedule', panel()));
    expect(byText('Cancel', panel())).toBeTruthy();
    await click(tab('Pending'));
    expect(byText('Awaiting doctor approval', panel())).toBeTruthy();
    expect(byText('Cancel Request', panel())).toBeTruthy();
    expect(byText('Reschedule', panel())).toBeUndefined();
    await click(tab('Completed'));
    const review = byText('Write Review', panel()) as HTMLAnchorElement;
    expect(review.getAttribute('href')).toBe('/patient/reviews?doctor=du-1&appointment=a-done');
    await click(tab('Cancelled'));
    expect(panel().textContent).toContain('Travelling abroad');
    expect(byText('Cancel', panel())).toBeUndefined();
  });

  it('an empty Upcoming tab says so', async () => {
    await mount(new FakeApi([appointment('a-done', 'completed', -72)]));
    await waitFor(() => byText('No upcoming appointments', panel()));
  });

  it('a date or time that cannot be read shows the fallback text', async () => {
    await mount(new FakeApi([appointment('a-odd', 'pending', 5, { startTime: 'not a date' })]));
    await click(tab('Pending'));
    const text = panel().textContent ?? '';
    expect(text).toContain('Invalid date');
    expect(text).toContain('Invalid time');
  });
});

describe('cancelling from My Appointments', () => {
  it('needs a reason, and Escape closes the dialog and gives focus back', async () => {
    const api = scene();
    await mount(api);
    const opener = await waitFor(() => byText('Cancel', panel()));
    opener.focus();
    await click(opener);
    const node = dialog()!;
    expect(node.getAttribute('aria-modal')).toBe('true');
    await click(byText('Cancel Appointment', node)!);
    expect(node.textContent).toContain('Please provide a reason for cancellation');
    expect(api.posts).toHaveLength(0);
    await press('Escape');
    expect(dialog()).toBeNull();
    await waitFor(() => document.activeElement === opener);
  });

  it('keeps Tab inside the dialog, both ways, starting on the reason field', async () => {
    await mount(scene());
    await click(await waitFor(() => byText('Cancel', panel())));
    const node = dialog()!;
    const textarea = node.querySelector('textarea')!;
    await waitFor(() => document.activeElement === textarea);
    const buttons = [...node.querySelectorAll<HTMLButtonElement>('button')];
    const last = buttons.at(-1)!;
    last.focus();
    await press('Tab');
    expect(document.activeElement).toBe(textarea);
    await act(async () => {
      textarea.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true }),
      );
    });
    expect(document.activeElement).toBe(last);
  });

  it('online: the server applies it, the card moves to Cancelled and the success toast shows', async () => {
    const api = scene();
    await mount(api);
    await click(await waitFor(() => byText('Cancel', panel())));
    await type(dialog()!.querySelector('textarea')!, '  Feeling better  ');
    await click(byText('Cancel Appointment', dialog()!)!);
    await waitFor(() => toasts().includes('Success: Appointment cancelled successfully!'));
    expect(api.posts).toEqual([
      {
        path: '/api/appointments/a-up/cancel',
        body: { reason: 'Feeling better' },
        key: expect.any(String),
      },
    ]);
    expect(dialog()).toBeNull();
    await click(tab('Cancelled'));
    await waitFor(() => panel().textContent?.includes('Feeling better'));
  });

  it('offline: the change waits on this device, labelled, and the user is told it will sync', async () => {
    const api = scene();
    api.next.push('network-error');
    await mount(api);
    await click(await waitFor(() => byText('Cancel', panel())));
    await type(dialog()!.querySelector('textarea')!, 'Travelling');
    await click(byText('Cancel Appointment', dialog()!)!);
    await waitFor(() =>
      toasts().includes('Success: Saved on this device — will sync when you are back online'),
    );
    await click(tab('Cancelled'));
    await waitFor(() => byText('Waiting to sync', panel()));
    const queued = await localDb.outbox.where('userId').equals(PATIENT._id).toArray();
    expect(queued).toMatchObject([{ kind: 'appointment.cancel', state: 'waiting' }]);
    expect(toasts().some((t) => t.includes('cancelled successfully'))).toBe(false);
  });

  it("a refusal shows the server's reason and the server's copy comes back", async () => {
    const api = scene();
    api.next.push({
      status: 409,
      body: { success: false, message: 'Appointment is already completed' },
    });
    await mount(api);
    await click(await waitFor(() => byText('Cancel', panel())));
    await type(dialog()!.querySelector('textarea')!, 'Too late');
    await click(byText('Cancel Appointment', dialog()!)!);
    await waitFor(() => toasts().includes('Error: Appointment is already completed'));
    // The server wins: the refused change is undone by a refresh of the mirror.
    const statusOnDevice = async () =>
      (await localDb.appointments.get([PATIENT._id, 'a-up']))?.status;
    for (let i = 0; i < 50 && (await statusOnDevice()) !== 'scheduled'; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await statusOnDevice()).toBe('scheduled');
    const [problem] = await localDb.outbox.where('userId').equals(PATIENT._id).toArray();
    expect(problem).toMatchObject({
      state: 'conflict',
      lastError: 'Appointment is already completed',
    });
  });
});
