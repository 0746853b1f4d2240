import 'fake-indexeddb/auto';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, type RenderResult, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { AccountProfile } from '#app/features/profile/components/account-profile';
import { EmergencyCardScreen } from '#app/features/profile/components/emergency-card';
import { ProfileScreen } from '#app/features/profile/components/profile-screen';
import { useSession } from '#app/lib/session';
import { useToasts } from '#app/lib/toasts';
import { profile as profileCollection } from '#app/offline/collections/profile';
import { clearUserRows, localDb } from '#app/offline/local-db';
import { syncEngine } from '#app/offline/outbox';
import type { PatientProfile } from '#shared/schemas/patient';
import type { User } from '#shared/schemas/user';

// The root layout registers the collections at sign-in; here the screens stand alone.
syncEngine.registerCollection(profileCollection);

export const PATIENT: User = {
  _id: 'p-1',
  name: 'Sana Malik',
  email: 'sana@example.pk',
  role: 'patient',
  isVerified: true,
  status: 'active',
  createdAt: '2030-01-01T00:00:00.000Z',
};

export function profile(extra: Partial<PatientProfile> = {}): PatientProfile {
  return {
    _id: PATIENT._id,
    name: 'Sana Malik',
    email: PATIENT.email,
    role: 'patient',
    updatedAt: '2030-01-01T00:00:00.000Z',
    phone: '0300-1234567',
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
      phone: '+92 300 7654321',
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
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
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

let view: RenderResult | null = null;

/** Renders a screen on a device whose mirror holds `onDevice` (or nothing). */
export async function mount(
  api: FakeProfileApi,
  options: { path?: string; onDevice?: PatientProfile | null; as?: User } = {},
) {
  vi.stubGlobal('fetch', api.fetch);
  const who = options.as ?? PATIENT;
  useSession.setState({ token: 'token-1', user: who });
  useToasts.setState({ toasts: [] });
  await clearUserRows(localDb, who._id);
  const onDevice = options.onDevice === undefined ? api.stored : options.onDevice;
  if (onDevice) await localDb.profile.put({ ...onDevice, userId: who._id });
  const rootRoute = createRootRoute();
  const routes = [
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/patient/profile',
      component: ProfileScreen,
    }),
    createRoute({ getParentRoute: () => rootRoute, path: '/profile', component: AccountProfile }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/patient/emergency-card',
      component: EmergencyCardScreen,
    }),
  ];
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [options.path ?? '/patient/profile'] }),
  });
  const user = userEvent.setup();
  view = render(<RouterProvider router={router} />);
  return user;
}

export async function unmount() {
  useSession.setState({ token: null, user: null });
  await act(() => syncEngine.refresh('profile'));
  view?.unmount();
  view = null;
  vi.unstubAllGlobals();
}

export const toasts = () => useToasts.getState().toasts.map((t) => `${t.title}: ${t.message}`);

export const setOnline = (value: boolean) =>
  Object.defineProperty(navigator, 'onLine', { value, configurable: true });
