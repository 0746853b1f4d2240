/**
 * What the service worker shows for a push (ADR 104), shared by the worker (sw/sw.ts) and the
 * app. A push carries only `{kind, id}`, so each kind has one generic text that names no one and
 * no time. The texts are catalog ids: the app writes them, translated, where the worker reads
 * them (`PUSH_TEXTS_CACHE`), since the worker cannot load the catalog itself.
 */

// The catalog's marker (lib/i18n.ts), kept here so the worker does not load the catalog.
const msg = (message: string): string => message;

export const PUSH_TITLE = 'Mashwara';
const GENERIC = msg('You have a new notification');
const CHANGED = msg('Your appointment changed');
const DOCTOR_CHANGED = msg('An appointment changed');

/** The text of each kind; a kind without one shows GENERIC. */
const TEXT_OF: Record<string, string> = {
  APPOINTMENT_REMINDER: msg('You have an appointment coming up'),
  APPOINTMENT_CONFIRMED: CHANGED,
  APPOINTMENT_REJECTED: CHANGED,
  APPOINTMENT_CANCELLED_BY_DOCTOR: CHANGED,
  APPOINTMENT_EXPIRED: CHANGED,
  APPOINTMENT_CONFIRMED_BY_CLINIC: CHANGED,
  APPOINTMENT_CANCELLED_BY_CLINIC: CHANGED,
  PAYMENT_RECEIVED: msg('Your payment was received'),
  REFUND_ISSUED: msg('Your refund is on its way'),
  REFUND_COMPLETED: msg('Your refund was made'),
  PRESCRIPTION_READY: msg('Your prescription is ready'),
  PRESCRIPTION_AMENDED: msg('Your prescription was updated'),
  WAITLIST_OFFER: msg('A slot has opened for you'),
  CALL_READY: msg('Your doctor is ready to see you'),
  APPOINTMENT_BOOKED: msg('You have a new appointment'),
  APPOINTMENT_CANCELLED: DOCTOR_CHANGED,
  APPOINTMENT_RESCHEDULED: DOCTOR_CHANGED,
  REVIEW_RECEIVED: msg('You have a new review'),
};

/** Every text a push can show, for the app to translate into the worker's cache entry. */
export const PUSH_TEXTS = [...new Set([GENERIC, ...Object.values(TEXT_OF)])];

/** Kinds the doctor receives: they open the doctor's notifications. */
const DOCTOR_KINDS = new Set([
  'APPOINTMENT_BOOKED',
  'APPOINTMENT_CANCELLED',
  'APPOINTMENT_RESCHEDULED',
  'REVIEW_RECEIVED',
  'DOCTOR_VERIFIED',
  'DOCTOR_REJECTED',
]);
const PRESCRIPTION_KINDS = new Set(['PRESCRIPTION_READY', 'PRESCRIPTION_AMENDED']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PushMessage = { kind: string; id: string };

/** The push's `{kind, id}`, or null for anything else (the worker then shows GENERIC). */
export function readPushMessage(data: unknown): PushMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { kind, id } = data as Record<string, unknown>;
  return typeof kind === 'string' && typeof id === 'string' ? { kind, id } : null;
}

/**
 * The screen a push opens; its route asks a signed-out reader to sign in, then loads the details.
 * Only an id shaped like one goes into the path.
 */
export function pushTarget(message: PushMessage | null): string {
  if (!message) return '/patient/notifications';
  if (DOCTOR_KINDS.has(message.kind)) return '/doctor/notifications';
  if (!UUID.test(message.id) || !Object.hasOwn(TEXT_OF, message.kind)) {
    return '/patient/notifications';
  }
  if (PRESCRIPTION_KINDS.has(message.kind)) return `/patient/prescriptions/${message.id}`;
  // The held slot is shown, and booked, on the waitlist screen (ADR 101).
  if (message.kind === 'WAITLIST_OFFER') return '/patient/waitlist';
  // The doctor opened the video room: the push opens the room itself (ADR 113).
  if (message.kind === 'CALL_READY') return `/call/${message.id}`;
  return `/patient/appointments/${message.id}/pass`;
}

/** Where the app keeps the texts in the reader's language for the worker: nothing personal. */
export const PUSH_TEXTS_CACHE = 'mashwara-push-texts';
export const PUSH_TEXTS_URL = '/push-texts.json';

export type PushTexts = {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** English text → the reader's language. */
  texts: Record<string, string>;
};

/** The notification the worker shows for a push: a generic text, in the reader's language. */
export function pushNotification(data: unknown, language: PushTexts | null) {
  const message = readPushMessage(data);
  const english = (message && TEXT_OF[message.kind]) || GENERIC;
  const body = language?.texts[english] || english;
  return {
    title: PUSH_TITLE,
    options: {
      body,
      lang: language?.texts[english] ? language.lang : 'en',
      dir: language?.texts[english] ? language.dir : ('ltr' as const),
      icon: '/pwa-192x192.png',
      // One notification per appointment and kind: a repeat replaces it instead of piling up.
      tag: message ? `${message.kind}:${message.id}` : 'mashwara',
      data: { url: pushTarget(message) },
    },
  };
}

type WindowLike = {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
};
export type ClientsLike = {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<unknown>;
};

/**
 * A click on the notification: an open window of the app comes forward and goes to the screen;
 * with none (or one the worker cannot steer), a new window opens there.
 */
export async function openPushTarget(clients: ClientsLike, origin: string, path: string) {
  const url = new URL(path, origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === origin);
  if (open) {
    try {
      await open.focus();
      await open.navigate(url);
      return;
    } catch {
      // An uncontrolled window cannot be navigated by the worker: open the screen instead.
    }
  }
  await clients.openWindow(url);
}
