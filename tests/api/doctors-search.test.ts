import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, users } from '#server/db/schema/index';
import { insertDoctor } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
const ids: Record<string, string> = {};
const place = (city: string) => ({
  city,
  location: { address: '1 Mall Road', city, state: '', country: 'Pakistan', zipCode: '' },
});

beforeAll(async () => {
  server = await startTestServer();
  const make = async (key: string, input: Parameters<typeof insertDoctor>[1]) => {
    ids[key] = (await insertDoctor(server, input)).doctor.id;
  };
  await make('ahmed', {
    name: 'Dr. Ahmed Raza',
    specialization: 'Cardiology',
    ...place('Lahore'),
    ratingAverage: 4.8,
    ratingCount: 20,
    experience: 12,
    gender: 'male',
    clinicName: 'Heart Care Clinic',
  });
  await make('fatima', {
    name: 'Dr. Fatima Sheikh',
    specialization: 'Pediatrics',
    ...place('Karachi'),
    ratingAverage: 4.5,
    ratingCount: 10,
    experience: 6,
    gender: 'female',
    clinicName: 'Little Stars 100% Care',
  });
  await make('bilal', {
    name: 'Dr. Bilal Hussain',
    specialization: 'Cardiology',
    ...place('Karachi'),
    ratingAverage: 3.2,
    ratingCount: 4,
    experience: 3,
    gender: 'male',
    clinicName: 'City Hospital',
  });
  await make('nida', {
    name: 'Dr. Nida Javed',
    specialization: 'Neurology',
    ...place('Islamabad'),
    ratingAverage: 4.8,
    ratingCount: 5,
    experience: 9,
    gender: 'female',
    clinicName: 'Brain & Spine Centre',
  });
  await make('pending', {
    name: 'Dr. Pending Person',
    specialization: 'Oncology',
    verificationStatus: 'pending',
    ratingAverage: 5,
  });
  await make('rejected', {
    name: 'Dr. Rejected Person',
    specialization: 'Cardiology',
    verificationStatus: 'rejected',
    ratingAverage: 5,
  });
  await make('blocked', {
    name: 'Dr. Blocked Person',
    specialization: 'Cardiology',
    userStatus: 'blocked',
    ratingAverage: 5,
  });
});
afterAll(() => server.close());

async function search(query: string) {
  const res = await server.get(`/doctors/search${query ? `?${query}` : ''}`);
  expect(res.status).toBe(200);
  return res.body.data as {
    doctors: { _id: string; name: string }[];
    total: number;
    page: number;
    totalPages: number;
  };
}
const names = (page: { doctors: { name: string }[] }) =>
  page.doctors.map((d) => d.name.replace('Dr. ', ''));

describe('GET /doctors/search', () => {
  it('lists verified doctors only, best rated first (then most reviewed), as a page', async () => {
    const page = await search('');
    expect(names(page)).toEqual(['Ahmed Raza', 'Nida Javed', 'Fatima Sheikh', 'Bilal Hussain']);
    expect(page).toMatchObject({ total: 4, page: 1, totalPages: 1 });
    const first = page.doctors[0] as Record<string, unknown>;
    for (const field of [
      '_id',
      'userId',
      'email',
      'specialization',
      'consultationFee',
      'availability',
      'ratings',
      'location',
      'verificationStatus',
      'createdAt',
    ]) {
      expect(first).toHaveProperty(field);
    }
    expect(first.ratings).toEqual({ average: 4.8, count: 20 });
  });

  it('matches the search text in names, specialties and clinics, ignoring case, with % and _ taken literally', async () => {
    expect(names(await search('search=AHMED'))).toEqual(['Ahmed Raza']);
    expect(names(await search('search=neuro'))).toEqual(['Nida Javed']);
    expect(names(await search('search=little%20stars'))).toEqual(['Fatima Sheikh']);
    expect(names(await search('search=100%25'))).toEqual(['Fatima Sheikh']);
    expect((await search('search=%25%25%25')).total).toBe(0);
    expect((await search('search=_')).total).toBe(0);
  });

  it('filters by specialization, city and gender', async () => {
    expect(names(await search('specialization=cardiology'))).toEqual([
      'Ahmed Raza',
      'Bilal Hussain',
    ]);
    expect(names(await search('city=karachi'))).toEqual(['Fatima Sheikh', 'Bilal Hussain']);
    expect(names(await search('gender=female'))).toEqual(['Nida Javed', 'Fatima Sheikh']);
    expect(names(await search('specialization=Cardiology&city=Karachi'))).toEqual([
      'Bilal Hussain',
    ]);
  });

  it('filters by rating (4+ and 3+ stars) and by experience bands', async () => {
    expect(names(await search('minRating=4'))).toEqual([
      'Ahmed Raza',
      'Nida Javed',
      'Fatima Sheikh',
    ]);
    expect((await search('minRating=3')).total).toBe(4);
    expect(names(await search('maxExperience=5'))).toEqual(['Bilal Hussain']);
    expect(names(await search('minExperience=5&maxExperience=10'))).toEqual([
      'Nida Javed',
      'Fatima Sheikh',
    ]);
    expect(names(await search('minExperience=10'))).toEqual(['Ahmed Raza']);
  });

  it('pages with page and limit', async () => {
    const second = await search('limit=2&page=2');
    expect(names(second)).toEqual(['Fatima Sheikh', 'Bilal Hussain']);
    expect(second).toMatchObject({ total: 4, page: 2, totalPages: 2 });
    const beyond = await search('limit=2&page=9');
    expect(beyond).toMatchObject({ doctors: [], total: 4, page: 9 });
  });

  it('clamps out-of-range numbers and refuses nonsense with 400, never a 500', async () => {
    expect(await search('limit=100000')).toMatchObject({ total: 4, totalPages: 1 });
    expect(await search('page=-3')).toMatchObject({ page: 1 });
    expect((await search('limit=0')).doctors).toHaveLength(1);
    expect((await search('minRating=99')).total).toBe(0);
    const refusals: [string, string][] = [
      ['minRating=abc', 'minRating must be a number'],
      ['page=two', 'page must be a number'],
      ['limit=1e9', 'limit must be a number'],
      ['minExperience=', 'minExperience must be a number'],
      ['gender=robot', 'Gender must be male, female or other'],
      ['available=someday', 'Availability must be today, week or nextweek'],
      [`search=${'x'.repeat(101)}`, 'Please keep the search under 100 characters'],
      ['limit=1&limit=2', 'limit must be a number'],
    ];
    for (const [query, message] of refusals) {
      const res = await server.get(`/doctors/search?${query}`);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
  });
});

describe('search follows changes to the account and the verification', () => {
  it('a renamed doctor is found by the new name; a blocked or unverified one disappears', async () => {
    const [{ userId }] = await server.db
      .select({ userId: doctors.userId })
      .from(doctors)
      .where(eq(doctors.id, ids.bilal));
    await server.db.update(users).set({ name: 'Dr. Bilal Qadri' }).where(eq(users.id, userId));
    expect(names(await search('search=qadri'))).toEqual(['Bilal Qadri']);
    expect((await search('search=hussain')).total).toBe(0);
    await server.db.update(users).set({ status: 'blocked' }).where(eq(users.id, userId));
    expect((await search('search=qadri')).total).toBe(0);
    await server.db.update(users).set({ status: 'active' }).where(eq(users.id, userId));
    expect((await search('search=qadri')).total).toBe(1);
    await server.db
      .update(doctors)
      .set({ verificationStatus: 'rejected' })
      .where(eq(doctors.id, ids.bilal));
    expect((await search('search=qadri')).total).toBe(0);
    await server.db
      .update(doctors)
      .set({ verificationStatus: 'verified' })
      .where(eq(doctors.id, ids.bilal));
    await server.db.update(users).set({ name: 'Dr. Bilal Hussain' }).where(eq(users.id, userId));
    expect((await search('')).total).toBe(4);
  });
});

describe('GET /doctors/specializations', () => {
  it("lists verified doctors' specialties once each, sorted", async () => {
    const res = await server.get('/doctors/specializations');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(['Cardiology', 'Neurology', 'Pediatrics']);
  });
});

describe('GET /doctors/cities', () => {
  it("lists listed doctors' cities once each, spelled as most doctors spell them, sorted", async () => {
    await insertDoctor(server, { name: 'Dr. Sana Karim', ...place('karachi'), ratingAverage: 1 });
    await insertDoctor(server, {
      name: 'Dr. Waiting Person',
      verificationStatus: 'pending',
      ...place('Quetta'),
    });
    const res = await server.get('/doctors/cities');
    expect(res.status).toBe(200);
    // Two doctors write Karachi and one karachi; the pending doctor's Quetta is not listed, and
    // the doctors without a city add nothing.
    expect(res.body.data).toEqual(['Islamabad', 'Karachi', 'Lahore']);
    expect(names(await search('city=KARACHI'))).toEqual([
      'Fatima Sheikh',
      'Bilal Hussain',
      'Sana Karim',
    ]);
  });
});
