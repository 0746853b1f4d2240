import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, reviews } from '#server/db/schema/index';
import { clinicDay, insertDoctor, slotOn } from '../support/booking-fixtures';
import { signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let doctorUserId: string;
let author: Awaited<ReturnType<typeof signUpPatient>>;

beforeAll(async () => {
  server = await startTestServer();
  const { doctor, user } = await insertDoctor(server, {
    name: 'Dr. Tariq Mirza',
    specialization: 'Neurology',
  });
  doctorUserId = user.id;
  author = await signUpPatient(server, { name: 'Rabia Akhtar' });
  const other = await signUpPatient(server, { name: 'Usman Shah' });
  const rows: [number, string, boolean, 'approved' | 'pending' | 'rejected', string][] = [
    [5, author.user._id, true, 'approved', 'Very thorough'],
    [4, other.user._id, false, 'approved', 'Helpful'],
    [4, other.user._id, false, 'approved', 'Good follow-up'],
    [1, other.user._id, false, 'rejected', 'Spam'],
    [2, other.user._id, false, 'pending', 'Waiting'],
  ];
  for (const [i, [rating, patientId, isAnonymous, status, title]] of rows.entries()) {
    const slot = slotOn(clinicDay(server, -10 - i), '10:00');
    const [appt] = await server.db
      .insert(appointments)
      .values({
        doctorId: doctor.id,
        patientId,
        startTime: slot.start,
        endTime: slot.end,
        type: 'consultation',
        reason: 'Migraine',
        status: 'completed',
        fee: 2000,
      })
      .returning();
    await server.db.insert(reviews).values({
      appointmentId: appt.id,
      doctorId: doctor.id,
      patientId,
      rating,
      title,
      review: `${title}.`,
      isAnonymous,
      status,
      // The first row is the newest.
      createdAt: new Date(slot.end.getTime() + 3600_000),
    });
  }
});
afterAll(() => server.close());

describe('GET /reviews/doctor/{userId}', () => {
  it('pages approved reviews only, newest first, with stats of approved reviews', async () => {
    const res = await server.get(`/reviews/doctor/${doctorUserId}?limit=2`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.reviews.map((r: { title: string }) => r.title)).toEqual([
      'Very thorough',
      'Helpful',
    ]);
    expect(data).toMatchObject({ total: 3, page: 1, totalPages: 2 });
    expect(data.stats).toEqual({
      averageRating: 4.3,
      totalReviews: 3,
      ratingDistribution: { '5': 1, '4': 2, '3': 0, '2': 0, '1': 0 },
    });
    expect(data.reviews[1]).toMatchObject({
      rating: 4,
      review: 'Helpful.',
      status: 'approved',
      patient: { name: 'Usman Shah' },
      doctor: { userId: doctorUserId, name: 'Dr. Tariq Mirza', specialization: 'Neurology' },
    });
    const second = await server.get(`/reviews/doctor/${doctorUserId}?limit=2&page=2`);
    expect(second.body.data.reviews.map((r: { title: string }) => r.title)).toEqual([
      'Good follow-up',
    ]);
  });

  it('names an anonymous reviewer Anonymous, except to the reviewer', async () => {
    const seen = await server.get(`/reviews/doctor/${doctorUserId}`);
    expect(seen.body.data.reviews[0].patient).toEqual({ _id: null, name: 'Anonymous' });
    const own = await server.get(`/reviews/doctor/${doctorUserId}`, { token: author.token });
    expect(own.body.data.reviews[0].patient).toEqual({
      _id: author.user._id,
      name: 'Rabia Akhtar',
    });
  });

  it('refuses nonsense paging with 400 and an unknown doctor with 404', async () => {
    const bad = await server.get(`/reviews/doctor/${doctorUserId}?limit=abc`);
    expect([bad.status, bad.body.message]).toEqual([400, 'limit must be a number']);
    const clamped = await server.get(`/reviews/doctor/${doctorUserId}?limit=100000&page=-1`);
    expect(clamped.body.data).toMatchObject({ page: 1, totalPages: 1 });
    for (const id of [randomUUID(), 'someone']) {
      const res = await server.get(`/reviews/doctor/${id}`);
      expect([res.status, res.body.message]).toEqual([404, 'Doctor not found']);
    }
  });
});
