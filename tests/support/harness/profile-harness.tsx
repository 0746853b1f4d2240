import 'fake-indexeddb/auto';
import { AccountProfile } from '#app/features/profile/components/account-profile';
import { EmergencyCardScreen } from '#app/features/profile/components/emergency-card';
import { ProfileScreen } from '#app/features/profile/components/profile-screen';
import { profile as profileCollection } from '#app/offline/collections/profile';
import { localDb } from '#app/offline/local-db';
import { syncEngine } from '#app/offline/outbox';
import type { PatientProfile } from '#shared/schemas/patient';
import type { User } from '#shared/schemas/user';
import { json, mountRouter, PATIENT, pagesRouterAt, unmountFrom } from './app-harness';

export { PATIENT, setOnline, toasts } from './app-harness';

// The root layout registers the collections at sign-in; here the screens stand alone.
syncEngine.registerCollection(profileCollection);

export function profile(extra: Partial<PatientProfile> = {}): PatientProfile {
  return {
    _id: PATIENT._id,
    name: 'Sana Malik',
    email: PATIENT.email,
    role: 'patient',
    updatedAt: '2030-01-01T00:00:00.000Z',
    phone: '+923001234567',
    dateOfBirth: '1990-04-12',
    gender: 'female',
    bloodGroup: 'B+',
    address: {
      street: '12 Mall Road',
      city: 'Lahore',
      state: 'Punjab',
      zipCode: '54000',
      country: 'Pakistan',
    },
    emergencyContact: {
      name: 'Ali Malik',
      relationship: 'Brother',
      phone: '+923007654321',
      email: 'ali@example.pk',
    },
    medicalHistory: {
      conditions: ['Asthma'],
      allergies: ['Penicillin'],
      medications: ['Salbutamol inhaler'],
      surgeries: [],
      familyHistory: ['Diabetes'],
    },
    profilePicture: null,
    ...extra,
  };
}

type Answer = { status: number; body: unknown } | 'network-error';

/**
 * The server behind fetch for GET/PUT /api/auth/profile: a save based on an older version than
 * the stored one is refused with 409, as the real server does.
 */
export class FakeProfileApi {
  uploads = 0;
  puts: { body: Record<string, unknown>; key: string | null }[] = [];
  next: Answer[] = [];
  /** Holds PUT answers until released, to see the busy state. */
  hold: Promise<void> | null = null;
  clock = Date.parse('2030-02-01T00:00:00.000Z');

  constructor(public stored: PatientProfile) {}

  fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    if (url.pathname === '/api/upload/profile-picture') {
      this.uploads++;
      return json(200, { success: true, data: { profilePicture: { url: '/api/uploads/x' } } });
    }
    if (url.pathname !== '/api/auth/profile') return json(404, { message: 'Not found' });
    if (req.method === 'GET') return json(200, { success: true, data: this.stored });
    const body = (await req.json()) as Record<string, unknown>;
    this.puts.push({ body, key: req.headers.get('idempotency-key') });
    if (this.hold) await this.hold;
    const answer = this.next.shift();
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer) return json(answer.status, answer.body);
    if (body.updatedAt && String(body.updatedAt) < this.stored.updatedAt) {
      return json(409, {
        success: false,
        message:
          'Your profile was changed elsewhere after you started editing. Your changes were not saved.',
      });
    }
    const { updatedAt: _base, ...fields } = body;
    this.clock += 60_000;
    this.stored = {
      ...this.stored,
      ...(fields as object),
      updatedAt: new Date(this.clock).toISOString(),
    };
    return json(200, { success: true, data: this.stored, message: 'Profile updated successfully' });
  };
}

/** Renders a screen on a device whose mirror holds `onDevice` (or nothing). */
export function mount(
  api: FakeProfileApi,
  options: { path?: string; onDevice?: PatientProfile | null; as?: User } = {},
) {
  const user = options.as ?? PATIENT;
  const onDevice = options.onDevice === undefined ? api.stored : options.onDevice;
  const fill = async () => {
    if (onDevice) await localDb.profile.put({ ...onDevice, userId: user._id });
  };
  const router = pagesRouterAt(
    {
      '/patient/profile': ProfileScreen,
      '/profile': AccountProfile,
      '/patient/emergency-card': EmergencyCardScreen,
    },
    options.path ?? '/patient/profile',
  );
  return mountRouter({ fetch: api.fetch, user, fill }, router);
}

export const unmount = () => unmountFrom('profile');
