import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { ReviewsScreen } from '#app/features/reviews/components/reviews-screen';
import { type MirrorReview, reviews } from '#app/offline/collections/reviews';
import { localDb } from '#app/offline/local-db';
import { syncEngine } from '#app/offline/outbox';
import { appointment } from '../appointment-screens';
import {
  json,
  mountOnDevice,
  notFound,
  PATIENT,
  publicSettings,
  toasts,
  unmountFrom,
} from './app-harness';

// The root layout registers the collections at sign-in; here the screens stand alone.
syncEngine.registerCollection(reviews);

export { appointment, PATIENT, toasts };

/** A review of appointment `appointmentId` in the API's shape. */
export function review(id: string, appointmentId: string, extra: object = {}) {
  return {
    _id: id,
    rating: 4,
    title: `Title ${id}`,
    review: `Text of ${id}`,
    isAnonymous: false,
    status: 'approved',
    patient: { _id: PATIENT._id, name: PATIENT.name },
    doctor: { _id: 'd-1', userId: 'du-1', name: 'Ayesha Khan', specialization: 'Cardiology' },
    appointmentId,
    createdAt: new Date(
      Date.parse('2030-01-01T00:00:00Z') + Number(id.replace(/\D/g, '') || 0) * 60_000,
    ).toISOString(),
    ...extra,
  };
}

type Review = ReturnType<typeof review>;
type Answer = { status: number; body: unknown } | 'network-error';

/** The server behind fetch: my reviews, and queued answers for the next writes. */
export class FakeReviewsApi {
  reviews = new Map<string, Review>();
  next: Answer[] = [];
  writes: { method: string; path: string; body: unknown }[] = [];
  offline = false;

  constructor(rows: Review[]) {
    for (const r of rows) this.reviews.set(r._id, r);
  }

  fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    if (this.offline) throw new TypeError('Failed to fetch');
    if (req.method === 'GET' && url.pathname === '/api/settings/public') return publicSettings();
    if (req.method === 'GET' && url.pathname === '/api/reviews/my-reviews') {
      const reviews = [...this.reviews.values()];
      return json(200, { success: true, data: { reviews, totalPages: 1 } });
    }
    if (req.method === 'GET') return notFound();
    const body = ['POST', 'PATCH'].includes(req.method) ? await req.json() : undefined;
    this.writes.push({ method: req.method, path: url.pathname, body });
    const answer = this.next.shift();
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer) return json(answer.status, answer.body);
    const id = url.pathname.split('/')[3];
    if (req.method === 'POST') {
      const made = review(`r-${this.reviews.size + 100}`, body.appointmentId, body);
      this.reviews.set(made._id, made);
      return json(201, {
        success: true,
        data: made,
        message: 'Review submitted successfully! Your review is now visible.',
      });
    }
    if (req.method === 'PATCH' && id) {
      const changed = { ...this.reviews.get(id)!, ...body };
      this.reviews.set(id, changed);
      return json(200, { success: true, data: changed });
    }
    if (id) this.reviews.delete(id);
    return json(200, { success: true, data: {} });
  };
}

/** Renders Reviews on a device holding `api`'s reviews and the given appointments. */
export async function mount(
  api: FakeReviewsApi,
  appointments: ReturnType<typeof appointment>[],
  search: { doctor?: string; appointment?: string } = {},
) {
  const fill = async () => {
    await localDb.appointments.bulkPut(appointments.map((a) => ({ ...a, userId: PATIENT._id })));
    await localDb.reviews.bulkPut(
      [...api.reviews.values()].map((r) => ({ ...r, userId: PATIENT._id }) as MirrorReview),
    );
  };
  const user = await mountOnDevice(
    { fetch: api.fetch, user: PATIENT, fill },
    <ReviewsScreen {...search} />,
  );
  await screen.findByRole('heading', { name: 'Your Reviews' });
  return user;
}

export const unmount = () => unmountFrom('reviews');
