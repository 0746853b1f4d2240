import 'fake-indexeddb/auto';
import { NotificationSettings } from '#app/features/notification-preferences/components/notification-settings';
import { notificationPreferences as preferencesCollection } from '#app/offline/collections/notification-preferences';
import { profile as profileCollection } from '#app/offline/collections/profile';
import { localDb } from '#app/offline/local-db';
import { syncEngine } from '#app/offline/outbox';
import {
  DEFAULT_CHOICES,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '#shared/schemas/notification-preferences';
import type { User } from '#shared/schemas/user';
import {
  FakeServer,
  json,
  mountRouter,
  notFound,
  ok,
  PATIENT,
  pagesRouterAt,
  unmountFrom,
} from './app-harness';

export { PATIENT, setOnline, toasts } from './app-harness';

// The root layout registers the collections at sign-in; here the screen stands alone.
syncEngine.registerCollection(preferencesCollection);
syncEngine.registerCollection(profileCollection);

export function preferences(extra: Partial<NotificationPreferences> = {}): NotificationPreferences {
  return {
    ...structuredClone(DEFAULT_CHOICES),
    language: 'en',
    consent: { sms: null, whatsapp: null },
    phone: '+923001234567',
    ...extra,
  };
}

/**
 * GET/PUT /api/notification-preferences as the server answers them: the first SMS or WhatsApp
 * switch turned on records consent with the time and the device, and the answer is the GET shape.
 */
export class FakePreferencesApi extends FakeServer {
  puts: { body: NotificationPreferencesInput; key: string | null }[] = [];
  /** The stored profile's phone, as GET /auth/profile shows it. */
  profilePhone: string | null = '0300-1234567';

  constructor(public stored: NotificationPreferences = preferences()) {
    super();
  }

  protected async answer(req: Request, url: URL) {
    if (url.pathname === '/api/auth/profile')
      return ok({ _id: PATIENT._id, name: PATIENT.name, phone: this.profilePhone });
    if (url.pathname !== '/api/notification-preferences') return notFound();
    if (req.method === 'GET') return ok(this.stored);
    const body = (await req.json()) as NotificationPreferencesInput;
    this.puts.push({ body, key: req.headers.get('idempotency-key') });
    const { language, ...choices } = body;
    const consent = { ...this.stored.consent };
    for (const channel of ['sms', 'whatsapp'] as const) {
      if (!consent[channel] && Object.values(choices[channel]).some(Boolean))
        consent[channel] = { at: '2030-02-01T09:30:00.000Z', device: 'Chrome on Android' };
    }
    this.stored = {
      ...this.stored,
      ...choices,
      language: language ?? this.stored.language,
      consent,
    };
    return json(200, { success: true, data: this.stored, message: 'Preferences saved' });
  }
}

/** The settings on their own page, on a device whose copy holds `onDevice` (or nothing). */
export function mount(
  api: FakePreferencesApi,
  options: { onDevice?: NotificationPreferences | null; as?: User } = {},
) {
  const user = options.as ?? PATIENT;
  const onDevice = options.onDevice === undefined ? api.stored : options.onDevice;
  const fill = async () => {
    if (onDevice) await localDb.notificationPreferences.put({ ...onDevice, userId: user._id });
    // The profile screen above keeps the profile's copy; the phone as stored comes from there.
    await localDb.profile.put({ userId: user._id, name: user.name, phone: api.profilePhone ?? '' });
  };
  const router = pagesRouterAt(
    {
      '/patient/notifications-settings': NotificationSettings,
      '/patient/profile': null,
      '/doctor/profile': null,
      '/profile': null,
    },
    '/patient/notifications-settings',
  );
  return mountRouter({ fetch: api.fetch, user, fill }, router);
}

export const unmount = () => unmountFrom('notificationPreferences', 'profile');
