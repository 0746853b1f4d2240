import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import type { DoctorReviews } from '#app/offline/collections/doctor-reviews';
import { doctorReviews } from '#app/offline/collections/doctor-reviews';
import { patients } from '#app/offline/collections/patients';
import { localDb } from '#app/offline/local-db';
import { syncEngine } from '#app/offline/outbox';
import type { DoctorPatient } from '#shared/schemas/doctor-patients';
import type { Review } from '#shared/schemas/review';
import {
  DOCTOR,
  FakeServer,
  json,
  mountOnDevice,
  ok,
  setOnline,
  toasts,
  unmountFrom,
} from './app-harness';

export { DOCTOR, setOnline, toasts };

// The root layout registers the collections at sign-in; here the screens stand alone.
syncEngine.registerCollection(patients);
syncEngine.registerCollection(doctorReviews);

export function patient(id: string, name: string, email: string, extra = {}): DoctorPatient {
  return {
    _id: id,
    name,
    email,
    profilePicture: null,
    age: 34,
    gender: 'female',
    phone: '0300-1234567',
    medicalHistory: {
      conditions: ['Asthma'],
      allergies: ['Penicillin'],
      medications: [],
      surgeries: [],
      familyHistory: [],
    },
    // 10:00 in Karachi (UTC+5).
    recentAppointments: [
      {
        id: `a-${id}`,
        date: '2030-05-06',
        time: '10:00',
        reason: 'Wheezing at night',
        status: 'completed',
        startTime: '2030-05-06T05:00:00.000Z',
      },
    ],
    notes: '',
    lastVisit: '2030-05-06T05:00:00.000Z',
    ...extra,
  };
}

export function review(id: string, rating: number, extra: Partial<Review> = {}): Review {
  return {
    _id: id,
    rating,
    title: `Title ${id}`,
    review: `Text ${id}`,
    isAnonymous: false,
    status: 'approved',
    patient: { _id: 'p-1', name: 'Sana Malik' },
    doctor: { _id: 'd-1', userId: DOCTOR._id, name: DOCTOR.name, specialization: 'Cardiology' },
    appointmentId: `a-${id}`,
    // 23:30 on 6 May in UTC is already 7 May in Karachi.
    createdAt: '2030-05-06T23:30:00.000Z',
    ...extra,
  };
}

/** The server behind fetch: patients (paged), notes PUTs, reviews and responses. */
export class FakeApi extends FakeServer {
  patients: DoctorPatient[] = [];
  reviews: Review[] = [];
  puts: { path: string; body: unknown; key: string | null }[] = [];
  responses: { path: string; body: unknown }[] = [];
  pageSizes: number[] = [];
  average = 4.333;

  protected async answer(req: Request, url: URL) {
    if (req.method === 'GET' && url.pathname === '/api/patients') {
      const page = Number(url.searchParams.get('page') ?? 1);
      // Two per page, so the whole list needs every page.
      const size = 2;
      this.pageSizes.push(Number(url.searchParams.get('limit')));
      return ok({
        patients: this.patients.slice((page - 1) * size, page * size),
        total: this.patients.length,
        page,
        totalPages: Math.max(1, Math.ceil(this.patients.length / size)),
      });
    }
    if (req.method === 'PUT' && url.pathname.endsWith('/notes')) {
      const body = (await req.json()) as { notes: string };
      this.puts.push({ path: url.pathname, body, key: req.headers.get('idempotency-key') });
      const id = url.pathname.split('/')[3];
      for (const p of this.patients) if (p._id === id) p.notes = body.notes;
      return ok({ patientId: id, notes: body.notes });
    }
    if (req.method === 'GET' && url.pathname === '/api/reviews/doctor/my-reviews') {
      return ok({
        reviews: this.reviews,
        total: this.reviews.length,
        page: 1,
        totalPages: 1,
        stats: {
          averageRating: this.average,
          totalReviews: this.reviews.length,
          ratingDistribution: { 5: 2, 4: 0, 3: 0, 2: 1, 1: 0 },
        },
      });
    }
    if (req.method === 'POST' && url.pathname.endsWith('/response')) {
      const body = (await req.json()) as { response: string };
      this.responses.push({ path: url.pathname, body });
      const id = url.pathname.split('/')[3];
      const r = this.reviews.find((x) => x._id === id)!;
      if (r.doctorResponse) {
        return json(409, { success: false, message: 'You have already responded to this review' });
      }
      r.doctorResponse = body.response;
      r.responseDate = '2030-05-08T06:00:00.000Z';
      return ok(r);
    }
    return json(404, { success: false, message: 'Not found' });
  }
}

/** Renders `ui` as the demo doctor, on a device holding `api`'s patients unless `mirror` is false. */
export function mount(
  api: FakeApi,
  ui: ReactNode,
  { mirror = true, reviews }: { mirror?: boolean; reviews?: DoctorReviews } = {},
) {
  const fill = async () => {
    if (mirror) {
      await localDb.patients.bulkPut(
        api.patients.map((p) => ({ ...structuredClone(p), userId: DOCTOR._id })),
      );
    }
    if (reviews) await localDb.doctorReviews.put({ ...reviews, userId: DOCTOR._id });
  };
  return mountOnDevice({ fetch: api.fetch, user: DOCTOR, fill }, ui);
}

/** Takes the screen down, back online for the next test. */
export async function unmount() {
  setOnline(true);
  await unmountFrom('patients');
}
