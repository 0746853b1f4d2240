import 'fake-indexeddb/auto';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import type { TabId } from '#app/features/appointments/tabs';
import { clearUserRows, localDb } from '#app/lib/local-db';
import { refreshCollection } from '#app/lib/sync-queue';
import { createAppRouter } from '#app/router';
import { useSession } from '#app/stores/session';
import { useToasts } from '#app/stores/toasts';
import type { User } from '#shared/schemas/user';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const PATIENT: User = {
  _id: 'p-1',
  name: 'Sana Malik',
  email: 'sana@example.pk',
  role: 'patient',
  isVerified: true,
  status: 'active',
  createdAt: '2030-01-01T00:00:00.000Z',
};

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** An appointment in api.md's shape, `hoursFromNow` from the real clock. */
export function appointment(id: string, status: string, hoursFromNow: number, extra = {}) {
  const start = Math.floor((Date.now() + hoursFromNow * HOUR) / 1_800_000) * 1_800_000;
  return {
    _id: id,
    id,
    doctorId: 'd-1',
    patientId: PATIENT._id,
    doctor: {
      _id: 'd-1',
      userId: 'du-1',
      name: 'Ayesha Khan',
      specialization: 'Cardiology',
      clinicName: 'Heart Clinic',
      image: null,
    },
    startTime: iso(start),
    endTime: iso(start + HOUR / 2),
    type: 'consultation',
    reason: 'Chest pain',
    status,
    fee: 1500,
    ...extra,
  };
}

export type Row = ReturnType<typeof appointment>;
type Answer = { status: number; body: unknown } | 'network-error';

/**
 * A stand-in for the server behind fetch: the appointment list, and a queue of answers for
 * the next POSTs (a network error, a refusal, or the default: the change applied).
 */
export class FakeApi {
  rows = new Map<string, Row>();
  next: Answer[] = [];
  posts: { path: string; body: unknown; key: string | null }[] = [];
  /** Free slots by date, for the availability call; `listFails` makes GET /appointments fail. */
  slots = new Map<string, { start: string; end: string }[]>();
  listFails = false;

  constructor(rows: Row[]) {
    for (const r of rows) this.rows.set(r._id, r);
  }

  fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (req.method === 'GET' && url.pathname === '/api/appointments') {
      if (this.listFails) throw new TypeError('Failed to fetch');
      return json(200, { success: true, data: [...this.rows.values()] });
    }
    if (req.method === 'GET' && url.pathname.endsWith('/availability')) {
      const date = url.searchParams.get('date') ?? '';
      return json(200, { success: true, data: { slots: this.slots.get(date) ?? [] } });
    }
    // Other reads of the signed-in app (the profile, notifications) are not this screen's.
    if (req.method === 'GET') return json(404, { success: false, message: 'Not found' });
    const body = req.method === 'POST' ? await req.json() : undefined;
    this.posts.push({ path: url.pathname, body, key: req.headers.get('idempotency-key') });
    const answer = this.next.shift();
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer) return json(answer.status, answer.body);
    const id = url.pathname.split('/')[3]!;
    const row = this.rows.get(id)!;
    const changed = url.pathname.endsWith('/cancel')
      ? { ...row, status: 'cancelled', cancellationReason: body.reason }
      : { ...row, startTime: body.startTime, endTime: body.endTime };
    this.rows.set(id, changed);
    return json(200, { success: true, data: changed });
  };
}

let root: Root | null = null;
export let router: ReturnType<typeof createAppRouter>;
let container: HTMLElement | null = null;

export async function mount(
  api: FakeApi,
  initialTab: TabId = 'upcoming',
  /** Runs on the emptied device before the screen renders. */
  prepare?: () => Promise<unknown>,
) {
  vi.stubGlobal('fetch', api.fetch);
  useSession.setState({ token: 'token-1', user: PATIENT });
  useToasts.setState({ toasts: [] });
  await clearUserRows(localDb, PATIENT._id);
  await localDb.appointments.bulkPut(
    [...api.rows.values()].map((r) => ({ ...r, userId: PATIENT._id })),
  );
  await prepare?.();
  // The real route: the list from the mirror, the reschedule slots from its loader.
  const search = initialTab === 'upcoming' ? '' : `?tab=${initialTab}`;
  router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [`/patient/appointments${search}`] }),
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<RouterProvider router={router} />));
  await waitFor(() => document.querySelector('[role="tablist"]'));
}

export async function unmount() {
  // Signed out first, so nothing the engine still runs reaches the real network.
  useSession.setState({ token: null, user: null });
  // A refresh still in flight is joined, so it cannot write into the next test's device.
  await act(() => refreshCollection('appointments'));
  await act(async () => root?.unmount());
  container?.remove();
  root = null;
  vi.unstubAllGlobals();
}

/** Waits (in act) until `check` answers something truthy. */
export async function waitFor<T>(check: () => T, tries = 100): Promise<NonNullable<T>> {
  for (let i = 0; i < tries; i++) {
    const value = check();
    if (value) return value as NonNullable<T>;
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  throw new Error(`Timed out waiting for ${check.toString()}`);
}

export const toasts = () => useToasts.getState().toasts.map((t) => `${t.title}: ${t.message}`);
export const panel = () => document.querySelector<HTMLElement>('[role="tabpanel"]')!;
export const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
export const byText = (text: string, root: ParentNode = document) =>
  [...root.querySelectorAll<HTMLElement>('button, a, p, span, h3, dd, legend')].find(
    (el) => el.textContent?.trim() === text,
  );
export const tab = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) =>
    t.textContent?.startsWith(name),
  )!;

export async function click(el: HTMLElement) {
  await act(async () => el.click());
}

/** Types into a React-controlled field. */
export async function type(el: HTMLTextAreaElement | HTMLInputElement, value: string) {
  const proto = Object.getPrototypeOf(el);
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function press(key: string, target: EventTarget = document.activeElement!) {
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
}
