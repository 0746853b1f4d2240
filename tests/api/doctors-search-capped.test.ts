import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCTOR_SEARCH_COUNT_CAP } from '#server/modules/doctors/doctor-search';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
/** A word in every fixture doctor's clinic name and nowhere else. */
const MARKER = 'Zarqoon';
const MADE = DOCTOR_SEARCH_COUNT_CAP + 1;

beforeAll(async () => {
  server = await startTestServer();
  // 1,001 listed doctors in Multan, set-based (one statement each); odd ones female.
  await server.db.execute(sql`
    insert into users (id, name, email, password_hash, role, status, is_verified)
    select md5('capped-user-' || i)::uuid, 'Dr. Capped ' || i, 'capped.' || i || '@example.pk',
      'x', 'doctor', 'active', true
    from generate_series(1, ${MADE}) i`);
  await server.db.execute(sql`
    insert into doctors (id, user_id, gender, specialization, qualifications, clinic_name,
      experience, license_number, consultation_fee, city, location, rating_average, rating_count,
      verification_status, verified_at)
    select md5('capped-doctor-' || i)::uuid, md5('capped-user-' || i)::uuid,
      case when i % 2 = 1 then 'female' else 'male' end, 'Dermatology', 'MBBS',
      ${`${MARKER} Clinic`}, 5, 'PMDC-C' || i, 1500, 'Multan',
      jsonb_build_object('address', i || ' Bosan Road', 'city', 'Multan', 'state', '',
        'country', 'Pakistan', 'zipCode', ''),
      4.0 + (i % 10) / 10.0, i % 50, 'verified', now()
    from generate_series(1, ${MADE}) i`);
});
afterAll(() => server.close());

const search = async (query: string) => {
  const res = await server.get(`/doctors/search?${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('GET /doctors/search counts at most 1,000 matches (ADR 131)', () => {
  it('past the cap it answers total 1000 and totalCapped, and its pages stop there', async () => {
    const all = await search(`search=${MARKER}&limit=10`);
    expect(all).toMatchObject({
      total: DOCTOR_SEARCH_COUNT_CAP,
      totalCapped: true,
      page: 1,
      totalPages: 100,
    });
    expect(all.doctors).toHaveLength(10);
    // The same with a filter the count walks another index for, and with the city's.
    expect(await search(`city=multan&specialization=dermatology&limit=12`)).toMatchObject({
      total: DOCTOR_SEARCH_COUNT_CAP,
      totalCapped: true,
      totalPages: 84,
    });
    const last = await search(`search=${MARKER}&limit=10&page=100`);
    expect(last.doctors).toHaveLength(10);
    // Best rated first across the pages, as without the cap.
    const ratings = [...all.doctors, ...last.doctors].map(
      (d: { ratings: { average: number } }) => d.ratings.average,
    );
    expect(ratings.slice(0, 10)).toEqual([...ratings.slice(0, 10)].sort((a, b) => b - a));
  });

  it('below the cap the count is exact and totalCapped is false', async () => {
    expect(await search(`search=${MARKER}&gender=female&limit=50`)).toMatchObject({
      total: Math.ceil(MADE / 2),
      totalCapped: false,
      totalPages: Math.ceil(Math.ceil(MADE / 2) / 50),
    });
    expect(await search(`search=${MARKER} Clinic&city=Lahore`)).toMatchObject({
      doctors: [],
      total: 0,
      totalCapped: false,
      totalPages: 0,
    });
  });

  it('a page past the matches answers no doctors and the same capped count', async () => {
    const beyond = await search(`search=${MARKER}&gender=female&limit=50&page=12`);
    expect(beyond).toMatchObject({ doctors: [], total: 501, totalCapped: false, page: 12 });
  });
});
