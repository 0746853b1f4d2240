import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from './i18n';
import { pushTextsNow } from './push-language';
import { type ClientsLike, openPushTarget, pushNotification, pushTarget } from './push-texts';

const ID = '6f1c3a52-8a31-4a5e-9a43-2f0d5b8f7c11';

describe('what a push shows', () => {
  it.each([
    ['APPOINTMENT_REMINDER', 'You have an appointment coming up'],
    ['APPOINTMENT_CONFIRMED', 'Your appointment changed'],
    ['APPOINTMENT_CANCELLED_BY_DOCTOR', 'Your appointment changed'],
    ['PRESCRIPTION_READY', 'Your prescription is ready'],
    ['APPOINTMENT_BOOKED', 'You have a new appointment'],
    ['SOMETHING_NEW', 'You have a new notification'],
  ])('%s reads “%s”, naming no one and no time', (kind, text) => {
    const { title, options } = pushNotification({ kind, id: ID }, null);
    expect([title, options.body, options.lang, options.dir]).toEqual([
      'Mashwara',
      text,
      'en',
      'ltr',
    ]);
  });

  it('a push that is not {kind, id} still shows the generic text and opens the notifications', () => {
    const { options } = pushNotification('garbage', null);
    expect(options.body).toBe('You have a new notification');
    expect(options.data.url).toBe('/patient/notifications');
  });

  it('is in the reader’s language when the app wrote the Urdu texts', async () => {
    await activateLocale('ur');
    try {
      const urdu = pushTextsNow();
      const { options } = pushNotification({ kind: 'APPOINTMENT_REMINDER', id: ID }, urdu);
      expect(options.body).toBe('آپ کی اپوائنٹمنٹ قریب ہے');
      expect([options.lang, options.dir]).toEqual(['ur', 'rtl']);
    } finally {
      await activateLocale('en');
    }
  });
});

describe('the screen a push opens', () => {
  it.each([
    [{ kind: 'APPOINTMENT_REMINDER', id: ID }, `/patient/appointments/${ID}/pass`],
    [{ kind: 'APPOINTMENT_CANCELLED_BY_CLINIC', id: ID }, `/patient/appointments/${ID}/pass`],
    [{ kind: 'PRESCRIPTION_AMENDED', id: ID }, `/patient/prescriptions/${ID}`],
    [{ kind: 'APPOINTMENT_BOOKED', id: ID }, '/doctor/notifications'],
    [{ kind: 'WAITLIST_OFFER', id: ID }, '/patient/waitlist'],
    [{ kind: 'CALL_READY', id: ID }, `/call/${ID}`],
    [{ kind: 'APPOINTMENT_REMINDER', id: '../../admin' }, '/patient/notifications'],
    [{ kind: 'SOMETHING_NEW', id: ID }, '/patient/notifications'],
  ])('%o opens %s', (message, path) => {
    expect(pushTarget(message)).toBe(path);
  });
});

describe('a click on the notification', () => {
  const origin = 'https://mashwara.pk';
  const path = `/patient/appointments/${ID}/pass`;
  const windowAt = (url: string, navigate = vi.fn(async () => undefined)) => ({
    url,
    focus: vi.fn(async () => undefined),
    navigate,
  });
  const clientsWith = (windows: ReturnType<typeof windowAt>[]) => ({
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
  });
  afterEach(() => vi.restoreAllMocks());

  it('brings an open window of the app forward and takes it to the screen', async () => {
    const other = windowAt('https://example.com/');
    const app = windowAt(`${origin}/patient/dashboard`);
    const clients = clientsWith([other, app]);
    await openPushTarget(clients as ClientsLike, origin, path);
    expect(app.focus).toHaveBeenCalled();
    expect(app.navigate).toHaveBeenCalledWith(`${origin}${path}`);
    expect(other.navigate).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window on the screen when none of the app is open', async () => {
    const clients = clientsWith([windowAt('https://example.com/')]);
    await openPushTarget(clients as ClientsLike, origin, path);
    expect(clients.openWindow).toHaveBeenCalledWith(`${origin}${path}`);
  });

  it('opens a new window when the open one cannot be steered', async () => {
    const stuck = windowAt(
      `${origin}/`,
      vi.fn(async () => Promise.reject(new TypeError('no'))),
    );
    const clients = clientsWith([stuck]);
    await openPushTarget(clients as ClientsLike, origin, path);
    expect(clients.openWindow).toHaveBeenCalledWith(`${origin}${path}`);
  });
});
