// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationsBadge } from '#app/components/layouts/notifications-badge';
import { NotificationsScreen } from '#app/features/notifications/components/notifications-screen';
import { activateLocale } from '#app/lib/i18n';
import { useToasts } from '#app/lib/toasts';
import { localDb } from '#app/offline/local-db';
import { syncEngine } from '#app/offline/outbox';
import { formatClinicDate, formatClinicTime } from '#shared/domain/clinic-time';
import { FakeApi, mount, notification, PATIENT } from '#tests/support/harness/home-harness';

const scene = () => {
  const api = new FakeApi();
  api.notifications = [
    notification('n-new', false, 5, { type: 'APPOINTMENT_CANCELLED' }),
    notification('n-read', true, 60, { type: 'REVIEW_RECEIVED' }),
    notification('n-old', false, 120, { type: 'SOMETHING_ELSE', appointmentId: 'a-1' }),
  ];
  return api;
};

const item = (title: string) => screen.getByRole('article', { name: title });
const toasts = () => useToasts.getState().toasts.map((t) => `${t.title}: ${t.message}`);

/** `api`, except that the calls `failing` picks answer `status` with the server's message. */
function failing(api: FakeApi, picks: (req: Request) => boolean, status = 500) {
  const real = api.fetch;
  const state = { on: true };
  api.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (state.on && picks(new Request(input, init))) {
      return new Response(JSON.stringify({ success: false, message: 'Notification not found' }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }
    return real(input, init);
  };
  return state;
}
const isList = (req: Request) =>
  req.method === 'GET' && new URL(req.url).pathname === '/api/notifications';
const isPatch = (req: Request) => req.method === 'PATCH';
const stored = async (id: string) => (await localDb.notifications.get([PATIENT._id, id]))?.isRead;

describe('notifications', () => {
  it('lists newest first with a type in words, the message, and unread ones marked', async () => {
    await mount(scene(), NotificationsScreen);
    await screen.findByRole('article', { name: 'Title n-new' });
    const titles = screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'));
    expect(titles).toEqual(['notif-n-new-title', 'notif-n-read-title', 'notif-n-old-title']);
    expect(item('Title n-new').textContent).toContain('Appointment cancelled');
    expect(item('Title n-new').textContent).toContain('Message n-new');
    expect(item('Title n-read').textContent).toContain('Review received');
    expect(item('Title n-old').textContent).toContain('Notification');
    expect(within(item('Title n-new')).getByText('Unread')).toBeTruthy();
    expect(within(item('Title n-read')).queryByText('Unread')).toBeNull();
    expect(
      within(item('Title n-old'))
        .getByRole('link', { name: 'View appointment' })
        .getAttribute('href'),
    ).toBe('/patient/appointments');
    expect(screen.getByText('2 unread')).toBeTruthy();
  });

  it('a prescription ready opens the visit summary', async () => {
    const api = new FakeApi();
    api.notifications = [
      notification('n-rx', false, 5, { type: 'PRESCRIPTION_READY', appointmentId: 'a-9' }),
    ];
    await mount(api, NotificationsScreen);
    const rx = await screen.findByRole('article', { name: 'Title n-rx' });
    expect(rx.textContent).toContain('Prescription ready');
    expect(within(rx).getByRole('link', { name: 'View visit summary' }).getAttribute('href')).toBe(
      '/patient/prescriptions/a-9',
    );
  });

  it('a slot held from the waitlist leads to the waitlist, where it is booked', async () => {
    const api = new FakeApi();
    api.notifications = [notification('n-wl', false, 5, { type: 'WAITLIST_OFFER' })];
    await mount(api, NotificationsScreen);
    const offer = await screen.findByRole('article', { name: 'Title n-wl' });
    expect(offer.textContent).toContain('Slot held for you');
    expect(within(offer).getByRole('link', { name: 'View my waitlist' }).getAttribute('href')).toBe(
      '/patient/waitlist',
    );
  });

  it('clicking an unread one marks it read once; clicking a read one sends nothing', async () => {
    const api = scene();
    const user = await mount(api, NotificationsScreen);
    await user.click(await screen.findByRole('button', { name: 'Title n-read' }));
    await user.click(screen.getByRole('button', { name: 'Title n-new' }));
    await waitFor(() => expect(api.patches).toEqual(['/api/notifications/n-new/read']));
    await waitFor(() => expect(within(item('Title n-new')).queryByText('Unread')).toBeNull());
    expect(await stored('n-new')).toBe(true);
    // Now read: a second click does nothing.
    await user.click(screen.getByRole('button', { name: 'Title n-new' }));
    await act(() => syncEngine.replay());
    expect(api.patches).toEqual(['/api/notifications/n-new/read']);
    expect(screen.getByText('1 unread')).toBeTruthy();
  });

  it('Mark all read marks every one, naming the moment of the tap, then is disabled', async () => {
    const api = scene();
    const user = await mount(api, NotificationsScreen);
    await screen.findByRole('article', { name: 'Title n-new' });
    const markAll = screen.getByRole('button', { name: 'Mark all read' });
    expect(markAll).toHaveProperty('disabled', false);
    const before = Date.now();
    await user.click(markAll);
    await waitFor(() => expect(api.patches).toHaveLength(1));
    const tapped = new URL(api.patches[0]!, 'http://x').searchParams.get('before');
    expect(api.patches[0]).toMatch(/^\/api\/notifications\/read-all\?before=/);
    expect(Date.parse(tapped!)).toBeGreaterThanOrEqual(before - 1000);
    await waitFor(() => expect(screen.getByText('0 unread')).toBeTruthy());
    expect(screen.queryByText('Unread')).toBeNull();
    expect(markAll).toHaveProperty('disabled', true);
    expect(await stored('n-old')).toBe(true);
  });

  it('with none it says No notifications and Mark all read is disabled', async () => {
    await mount(new FakeApi(), NotificationsScreen);
    await screen.findByText('No notifications');
    expect(screen.getByRole('button', { name: 'Mark all read' })).toHaveProperty('disabled', true);
  });

  it('offline, a read waits on the device and is sent once when the connection returns', async () => {
    const api = scene();
    const user = await mount(api, NotificationsScreen);
    api.down = true;
    await user.click(await screen.findByRole('button', { name: 'Title n-new' }));
    await within(item('Title n-new')).findByText('Waiting to sync');
    expect(within(item('Title n-new')).queryByText('Unread')).toBeNull();
    expect(api.patches).toEqual([]);
    api.down = false;
    await act(() => syncEngine.wake());
    await waitFor(() => expect(api.patches).toEqual(['/api/notifications/n-new/read']));
    await act(() => syncEngine.wake());
    expect(api.patches).toEqual(['/api/notifications/n-new/read']);
    await waitFor(() =>
      expect(within(item('Title n-new')).queryByText('Waiting to sync')).toBeNull(),
    );
  });
});

describe('when the server fails', () => {
  afterEach(() => useToasts.setState({ toasts: [] }));

  it('a first load that fails says Failed to load notifications, not No notifications; Retry loads them', async () => {
    const api = scene();
    const outage = failing(api, isList);
    const user = await mount(api, NotificationsScreen, { mirror: false });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load notifications');
    expect(screen.queryByText('No notifications')).toBeNull();
    outage.on = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('article', { name: 'Title n-new' });
    expect(screen.queryByText('Failed to load notifications')).toBeNull();
  });

  it('a read the server refuses says Failed to mark notification as read', async () => {
    const api = scene();
    failing(api, isPatch, 404);
    const user = await mount(api, NotificationsScreen);
    await user.click(await screen.findByRole('button', { name: 'Title n-new' }));
    await waitFor(() => expect(toasts()).toContain('Error: Failed to mark notification as read'));
    // The server wins: the notification is unread again on the device.
    await waitFor(() => expect(within(item('Title n-new')).getByText('Unread')).toBeTruthy());
  });

  it('Mark all read refused says Failed to mark all notifications as read', async () => {
    const api = scene();
    failing(api, isPatch, 403);
    const user = await mount(api, NotificationsScreen);
    await screen.findByRole('article', { name: 'Title n-new' });
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(toasts()).toContain('Error: Failed to mark all notifications as read'),
    );
    await waitFor(() => expect(screen.getByText('2 unread')).toBeTruthy());
  });
});

describe('the notification card', () => {
  it('has one target, the title button, with no button inside another', async () => {
    await mount(scene(), NotificationsScreen);
    const card = await screen.findByRole('article', { name: 'Title n-new' });
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Title n-new']);
    expect(card.querySelector('button button, a button, button a')).toBeNull();
  });

  it('the keyboard marks it read from the same button', async () => {
    const api = scene();
    const user = await mount(api, NotificationsScreen);
    await screen.findByRole('article', { name: 'Title n-new' });
    const button = screen.getByRole('button', { name: 'Title n-new' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.patches).toEqual(['/api/notifications/n-new/read']));
  });
});

describe('the header badge', () => {
  it("names the unread count and links to the patient's notifications", async () => {
    await mount(scene(), () => <NotificationsBadge userRole="patient" />);
    const badge = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(badge.getAttribute('href')).toBe('/patient/notifications');
    expect(badge.textContent).toBe('2');
  });

  it("links a doctor to the doctor's notifications, and counts 0 with nothing unread", async () => {
    const api = new FakeApi();
    api.notifications = [notification('n-1', true, 5)];
    await mount(api, () => <NotificationsBadge userRole="doctor" />, {
      user: { ...PATIENT, _id: 'doc-1', role: 'doctor' },
    });
    const badge = await screen.findByRole('link', { name: 'Notifications, 0 unread' });
    expect(badge.getAttribute('href')).toBe('/doctor/notifications');
    expect(badge.textContent).toBe('');
  });
});

describe('notifications in Urdu', () => {
  afterEach(() => activateLocale('en'));

  // 9:30 AM on the clinic's clock (Asia/Karachi, UTC+5).
  const START = '2030-03-12T04:30:00.000Z';
  const reminder = notification('n-data', false, 5, {
    type: 'APPOINTMENT_REMINDER',
    title: 'Appointment reminder',
    message:
      'Reminder: your appointment with Ayesha Khan is on Tuesday, March 12, 2030 at 9:30 AM.',
    data: { kind: 'APPOINTMENT_REMINDER', params: { doctorName: 'Ayesha Khan', start: START } },
  });
  const older = notification('n-plain', true, 90, {
    type: 'APPOINTMENT_CANCELLED',
    title: 'Appointment cancelled',
    message: 'Sana Malik cancelled the appointment on Monday, March 11, 2030 at 10:00 AM.',
  });
  const urduDate = formatClinicDate(START, { timeZone: 'Asia/Karachi', locale: 'ur' });
  const urduTime = formatClinicTime(START, { timeZone: 'Asia/Karachi', locale: 'ur' });

  it('fills a notification with data in Urdu, dates and all, and shows an older one as stored', async () => {
    await activateLocale('ur');
    const api = new FakeApi();
    api.notifications = [reminder, older];
    await mount(api, NotificationsScreen);
    const withData = await screen.findByRole('article', { name: 'اپوائنٹمنٹ کی یاد دہانی' });
    expect(
      within(withData).getByText(
        `یاد دہانی: Ayesha Khan کے ساتھ آپ کی اپوائنٹمنٹ ${urduDate} کو ${urduTime} پر ہے۔`,
      ),
    ).toBeTruthy();
    // The date really is the Urdu one, not the English the server stored.
    expect(urduDate).not.toContain('March');
    expect(withData.textContent).not.toContain('March');
    const plain = screen.getByRole('article', { name: 'Appointment cancelled' });
    expect(within(plain).getByText(older.message)).toBeTruthy();
  });

  const member = notification('n-member', false, 6, {
    type: 'APPOINTMENT_REMINDER',
    title: 'Appointment reminder',
    message: 'Reminder: the appointment for Ali Malik with Ayesha Khan is on …',
    data: {
      kind: 'APPOINTMENT_REMINDER',
      params: { doctorName: 'Ayesha Khan', start: START, memberName: 'Ali Malik' },
    },
  });

  it('a family member’s reminder names the member', async () => {
    const api = new FakeApi();
    api.notifications = [member];
    await mount(api, NotificationsScreen);
    const item = await screen.findByRole('article', { name: 'Appointment reminder' });
    expect(
      within(item).getByText(
        'Reminder: the appointment for Ali Malik with Ayesha Khan is on Tuesday, March 12, 2030 at 9:30 AM.',
      ),
    ).toBeTruthy();
  });

  it('a family member’s reminder names the member in Urdu', async () => {
    await activateLocale('ur');
    const api = new FakeApi();
    api.notifications = [member];
    await mount(api, NotificationsScreen);
    const item = await screen.findByRole('article', { name: 'اپوائنٹمنٹ کی یاد دہانی' });
    expect(
      within(item).getByText(
        `یاد دہانی: Ayesha Khan کے ساتھ Ali Malik کی اپوائنٹمنٹ ${urduDate} کو ${urduTime} پر ہے۔`,
      ),
    ).toBeTruthy();
  });

  it('in English the filled text reads as the server stored it', async () => {
    const api = new FakeApi();
    api.notifications = [reminder];
    await mount(api, NotificationsScreen);
    const item = await screen.findByRole('article', { name: 'Appointment reminder' });
    expect(within(item).getByText(reminder.message)).toBeTruthy();
  });
});
