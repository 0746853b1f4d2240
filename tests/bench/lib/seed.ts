import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { CITIES, FIRST_NAMES, LAST_NAMES } from '#server/db/seed/demo-data';
import { hashPassword } from '#server/lib/password';
import { SPECIALTIES } from '#shared/schemas/doctor';

export const BENCH_PASSWORD = 'Bench@12345';
const ZONE = 'Asia/Karachi';
// The demo data's names and cities, so bench rows look like the product's.
const FIRST = [...FIRST_NAMES.male, ...FIRST_NAMES.female];
const LAST = LAST_NAMES;

const CLINICS = ['Heart Care', 'City', 'Family Health', 'Shifa', 'Al-Noor', 'Hope'];

const array = (items: readonly string[]) =>
  sql.raw(`array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`);

/**
 * Bulk seed with generate_series: `doctors` doctors (1 in 25 pending, 1 in 97 rejected) with
 * weekday availability (1 in 3 also at an evening clinic in another city, 1 in 4 by video),
 * 1,000 patients, and 10 appointments per doctor spread from 12 days ago
 * to 15 days ahead (never overlapping). Ids are md5-derived so that every run is the same.
 */
export async function seedBench(db: Db, doctors: number, appointmentsPerDoctor = 10) {
  const hash = await hashPassword(BENCH_PASSWORD);
  const run = (query: SQL) => db.execute(query);
  await run(sql`
    insert into users (id, name, email, password_hash, role, status, is_verified, created_at)
    select md5('bench-doctor-user-' || i)::uuid,
      (${array(FIRST)})[1 + i % 24] || ' ' || (${array(LAST)})[1 + (i / 24) % 12],
      'bench.doctor.' || i || '@bench.mashwara.pk', ${hash}, 'doctor',
      case when i % 25 = 0 then 'pending' else 'active' end, i % 25 <> 0,
      now() - (i % 700) * interval '1 day'
    from generate_series(1, ${doctors}) i`);
  await run(sql`
    insert into doctors (id, user_id, gender, specialization, qualifications, clinic_name, experience,
      license_number, consultation_fee, city, location, rating_average, rating_count,
      verification_status, verified_at, created_at)
    select md5('bench-doctor-' || i)::uuid, md5('bench-doctor-user-' || i)::uuid,
      case when i % 24 < 12 then 'male' else 'female' end,
      (${array(SPECIALTIES)})[1 + i % 6], 'MBBS, FCPS',
      (${array(CLINICS)})[1 + (i / 6) % 6] || ' Clinic', i % 36, 'PMDC-' || (100000 + i),
      500 + (i % 46) * 100, c.city,
      jsonb_build_object('address', i || ' Main Boulevard', 'city', c.city, 'state', '', 'country', 'Pakistan', 'zipCode', ''),
      2.5 + ((i * 7919) % 26) / 10.0, (i * 37) % 250,
      case when i % 25 = 0 then 'pending' when i % 97 = 0 then 'rejected' else 'verified' end,
      now(), now() - (i % 700) * interval '1 day'
    from generate_series(1, ${doctors}) i,
      lateral (select (${array(CITIES)})[1 + (i / 7) % 8] as city) c`);
  await run(sql`
    insert into doctor_availability (doctor_id, weekday, start_minute, end_minute)
    select md5('bench-doctor-' || i)::uuid, w,
      case when i % 4 = 0 then 600 else 540 end, case when i % 4 = 0 then 1140 else 1020 end
    from generate_series(1, ${doctors}) i, generate_series(1, 5) w
    union all
    select md5('bench-doctor-' || i)::uuid, 6, 540, 780 from generate_series(1, ${doctors}) i where i % 3 = 0`);
  // ADR 112: each doctor got their first clinic practice from its row (a trigger). One in three
  // also has an evening clinic in another city, one in four a video practice on Sunday morning,
  // so that `city=` through a second practice and `mode=video` are measured.
  await run(sql`
    insert into doctor_practices (id, doctor_id, position, kind, name, location, phone, fee)
    select md5('bench-practice-clinic-' || i)::uuid, md5('bench-doctor-' || i)::uuid, 1, 'clinic',
      (${array(CLINICS)})[1 + (i / 5) % 6] || ' Evening Clinic',
      jsonb_build_object('address', i || ' Jinnah Avenue', 'city', c.city, 'area', '',
        'landmark', 'near the main market', 'country', 'Pakistan'),
      '', 500 + (i % 40) * 100
    from generate_series(1, ${doctors}) i,
      lateral (select (${array(CITIES)})[1 + (i / 7 + 3) % 8] as city) c
    where i % 3 = 0
    union all
    select md5('bench-practice-video-' || i)::uuid, md5('bench-doctor-' || i)::uuid, 2, 'video',
      'Video consultation', null, '', 1000
    from generate_series(1, ${doctors}) i where i % 4 = 1`);
  await run(sql`
    insert into doctor_availability (doctor_id, practice_id, weekday, start_minute, end_minute)
    select md5('bench-doctor-' || i)::uuid, md5('bench-practice-clinic-' || i)::uuid, w, 1170, 1320
    from generate_series(1, ${doctors}) i, generate_series(1, 5) w where i % 3 = 0
    union all
    select md5('bench-doctor-' || i)::uuid, md5('bench-practice-video-' || i)::uuid, 0, 600, 720
    from generate_series(1, ${doctors}) i where i % 4 = 1`);
  await run(sql`
    insert into users (id, name, email, password_hash, role, status, is_verified)
    select md5('bench-patient-' || i)::uuid, (${array(FIRST)})[1 + i % 24] || ' ' || (${array(LAST)})[1 + i % 12],
      'bench.patient.' || i || '@bench.mashwara.pk', ${hash}, 'patient', 'active', true
    from generate_series(1, 1000) i`);
  await run(sql`
    insert into patient_profiles (user_id, phone)
    select md5('bench-patient-' || i)::uuid, '+92 300 ' || (1000000 + i) from generate_series(1, 1000) i`);
  await run(sql`
    insert into appointments (doctor_id, patient_id, start_time, end_time, type, reason, status, fee,
      payment_method, payment_status, confirmed_at, created_at, updated_at)
    select md5('bench-doctor-' || i)::uuid, md5('bench-patient-' || (1 + (i * 10 + k) % 1000))::uuid,
      s.at, s.at + interval '30 minutes',
      (array['consultation', 'follow-up', 'emergency'])[1 + (i + k) % 3], 'Routine check-up',
      case when k < 4 then (array['completed', 'completed', 'cancelled', 'no-show', 'completed'])[1 + (i + k) % 5]
           else (array['scheduled', 'pending', 'scheduled', 'cancelled'])[1 + (i + k) % 4] end,
      500 + (i % 46) * 100, 'cash', case when k < 4 then 'paid' else 'pending' end,
      now() - interval '20 days', now() - interval '20 days', now()
    from generate_series(1, ${doctors}) i, generate_series(0, ${appointmentsPerDoctor - 1}) k,
      lateral (select (((now() at time zone ${ZONE})::date + (k * 3 - 12))
        + make_interval(mins => 540 + ((i + k) % 16) * 30))::timestamp at time zone ${ZONE} as at) s`);
  // PGlite has no autovacuum; the server's maintenance job does this every 30 minutes.
  await run(sql`vacuum analyze`);
}
