import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '#server/db/client';
import { CITIES, FIRST_NAMES, LAST_NAMES } from '#server/db/seed/demo-data';
import { hashPassword } from '#server/lib/password';
import { SPECIALTIES } from '#shared/schemas/doctor';

export const SCALE_PASSWORD = 'Scale@12345';
/** Seven cities, as the product lists them. */
export const SCALE_CITIES = CITIES.slice(0, 7);
const ZONE = 'Asia/Karachi';
const FIRST = [...FIRST_NAMES.male, ...FIRST_NAMES.female];
const CLINICS = ['Heart Care', 'City', 'Family Health', 'Shifa', 'Al-Noor', 'Hope', 'Medicare'];
const STATUSES_PAST = ['completed', 'completed', 'completed', 'cancelled', 'no-show'];
const STATUSES_FUTURE = ['scheduled', 'scheduled', 'scheduled', 'pending', 'cancelled'];

export type ScaleSize = {
  doctors: number;
  /** Appointments per doctor, spread one a day over about eight months around today. */
  appointmentsPerDoctor: number;
  /** Patients per doctor (the issue: about ten). */
  patientsPerDoctor: number;
};

/** Appointments run from DAYS_BEFORE days ago to DAYS_AFTER ahead, one a day per doctor (today included at 100 a doctor). */
export const DAYS_BEFORE = 180;
export const DAYS_AFTER = 60;

const literal = (items: readonly string[]) =>
  `array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * A first and a last name drawn by a hash of `key` (an SQL text expression). Names drawn from the
 * row's number (i mod the list's length) were tied to its appointment times (i mod 16), so a
 * half-hour held a few names only: a name search that walks the newest appointments crossed
 * whole half-hours without a match, more of them the more doctors (ADR 133).
 */
const nameOf = (key: string) => {
  const draw = (salt: string, list: readonly string[]) =>
    `(${literal(list)})[1 + ('x' || substr(md5('${salt}' || ${key}), 1, 7))::bit(28)::int % ${list.length}]`;
  return `${draw('first:', FIRST)} || ' ' || ${draw('last:', LAST_NAMES)}`;
};

export const scaleDoctorEmail = (i: number) => `scale.doctor.${i}@scale.mashwara.pk`;
export const scalePatientEmail = (i: number) => `scale.patient.${i}@scale.mashwara.pk`;

/** Doctor i is listed (verified, active) unless i is a multiple of 25 (pending) or 97 (rejected). */
export const isListedDoctor = (i: number) => i % 25 !== 0 && i % 97 !== 0;

/**
 * Seeds a migrated, empty PostgreSQL database with set-based SQL (generate_series), so that a
 * million appointments take seconds, not hours. Per doctor i (1-based):
 * - a specialty and one of seven cities; one in 25 pending, one in 97 rejected;
 * - 1–3 practices: the first clinic (as the doctors trigger of ADR 112 makes it), a second clinic
 *   in another city for even i, a third on Saturdays for i divisible by 6; a video practice for
 *   one in three (i % 3 = 1);
 * - `appointmentsPerDoctor` appointments, one a day (never overlapping) from DAYS_BEFORE days ago
 *   to DAYS_AFTER ahead, past ones completed / cancelled / no-show, future ones scheduled /
 *   pending / cancelled, one in seven at the video practice where there is one, with patients
 *   spread over `patientsPerDoctor × doctors` patients.
 * Ids are md5-derived, so every run seeds the same rows.
 */
export async function seedScale(db: Db, size: ScaleSize) {
  const { doctors, appointmentsPerDoctor: perDoctor } = size;
  const patients = doctors * size.patientsPerDoctor;
  const span = DAYS_BEFORE + DAYS_AFTER;
  if (perDoctor > span) throw new Error(`at most ${span} appointments per doctor (one a day)`);
  const hash = await hashPassword(SCALE_PASSWORD);
  const run = (text: string) => db.execute(sql.raw(text));
  const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
  await run(`
    insert into users (id, name, email, password_hash, role, status, is_verified, created_at)
    select md5('scale-doctor-user-' || i)::uuid,
      ${nameOf("'scale-doctor-' || i")},
      'scale.doctor.' || i || '@scale.mashwara.pk', ${q(hash)}, 'doctor',
      case when i % 25 = 0 then 'pending' else 'active' end, i % 25 <> 0,
      now() - (i % 730) * interval '1 day'
    from generate_series(1, ${doctors}) i`);
  // The row triggers that keep a doctor's first clinic and derived columns run an UPDATE of the
  // doctor per practice or hours row, and each UPDATE's statement trigger bumps this connection's
  // one directory_version row: that row updated 18 times per doctor within one insert, each
  // update slower than the last, O(n²) (180,000 bumps took 222 s of a 300 s seed at 10k doctors).
  // Off for the seed's inserts; the statements after them write the same rows and columns
  // set-based, as the trigger functions do (ADR 132).
  const offDuringSeed = [
    ['doctors', 'doctors_first_practice'],
    ['doctor_practices', 'doctor_practices_summary'],
    ['doctor_availability', 'doctor_availability_summary'],
    ['doctor_availability', 'doctor_availability_slot_weekdays'],
  ];
  for (const [table, trigger] of offDuringSeed)
    await run(`alter table ${table} disable trigger ${trigger}`);
  await run(`
    insert into doctors (id, user_id, gender, specialization, qualifications, clinic_name, experience,
      license_number, consultation_fee, city, location, rating_average, rating_count,
      verification_status, verified_at, created_at)
    select md5('scale-doctor-' || i)::uuid, md5('scale-doctor-user-' || i)::uuid,
      case when i % 2 = 0 then 'male' else 'female' end,
      (${literal(SPECIALTIES)})[1 + i % ${SPECIALTIES.length}], 'MBBS, FCPS',
      (${literal(CLINICS)})[1 + (i / 7) % 7] || ' Clinic', i % 36, 'PMDC-S' || (100000 + i),
      500 + (i % 46) * 100, c.city,
      jsonb_build_object('address', i || ' Main Boulevard', 'city', c.city, 'state', '', 'country', 'Pakistan', 'zipCode', ''),
      2.5 + ((i * 7919) % 26) / 10.0, (i * 37) % 250,
      case when i % 25 = 0 then 'pending' when i % 97 = 0 then 'rejected' else 'verified' end,
      now() - (i % 730) * interval '1 day', now() - (i % 730) * interval '1 day'
    from generate_series(1, ${doctors}) i,
      lateral (select (${literal(SCALE_CITIES)})[1 + i % 7] as city) c`);
  // The first clinic, as doctors_first_practice makes it for a new doctor (ADR 112).
  await run(`
    insert into doctor_practices (doctor_id, position, kind, name, location, phone, fee)
    select d.id, 0, 'clinic', d.clinic_name, doctor_practice_location(d.location, null),
      coalesce(d.contact_info->>'phone', ''), d.consultation_fee
    from generate_series(1, ${doctors}) i join doctors d on d.id = md5('scale-doctor-' || i)::uuid`);
  // The first clinic's weekday hours (the availability trigger names the first clinic).
  await run(`
    insert into doctor_availability (doctor_id, weekday, start_minute, end_minute)
    select md5('scale-doctor-' || i)::uuid, w, 540, 1020
    from generate_series(1, ${doctors}) i, generate_series(1, 5) w`);
  await run(`
    insert into doctor_practices (id, doctor_id, position, kind, name, location, phone, fee)
    select md5('scale-clinic2-' || i)::uuid, md5('scale-doctor-' || i)::uuid, 1, 'clinic',
      (${literal(CLINICS)})[1 + i % 7] || ' Evening Clinic',
      jsonb_build_object('address', i || ' Jinnah Avenue', 'city', (${literal(SCALE_CITIES)})[1 + (i + 3) % 7],
        'area', '', 'landmark', 'near the main market', 'country', 'Pakistan'),
      '', 800 + (i % 40) * 100
    from generate_series(1, ${doctors}) i where i % 2 = 0
    union all
    select md5('scale-clinic3-' || i)::uuid, md5('scale-doctor-' || i)::uuid, 2, 'clinic',
      'Weekend Clinic',
      jsonb_build_object('address', i || ' Mall Road', 'city', (${literal(SCALE_CITIES)})[1 + (i + 5) % 7],
        'area', '', 'landmark', '', 'country', 'Pakistan'),
      '', 1500
    from generate_series(1, ${doctors}) i where i % 6 = 0
    union all
    select md5('scale-video-' || i)::uuid, md5('scale-doctor-' || i)::uuid, 3, 'video',
      'Video consultation', null, '', 1000
    from generate_series(1, ${doctors}) i where i % 3 = 1`);
  await run(`
    insert into doctor_availability (doctor_id, practice_id, weekday, start_minute, end_minute)
    select md5('scale-doctor-' || i)::uuid, md5('scale-clinic2-' || i)::uuid, w, 1080, 1260
    from generate_series(1, ${doctors}) i, generate_series(1, 5) w where i % 2 = 0
    union all
    select md5('scale-doctor-' || i)::uuid, md5('scale-clinic3-' || i)::uuid, 6, 540, 780
    from generate_series(1, ${doctors}) i where i % 6 = 0
    union all
    select md5('scale-doctor-' || i)::uuid, md5('scale-video-' || i)::uuid, 0, 600, 720
    from generate_series(1, ${doctors}) i where i % 3 = 1`);
  // slot_weekdays, practice_cities and offers_video as doctor_slot_weekdays_refresh and
  // doctor_practice_summary_refresh compute them; the update's own doctors_search_fields
  // trigger puts the practice cities into search_text.
  await run(`
    update doctors d set
      slot_weekdays = coalesce((
        select bit_or(1 << a.weekday) from doctor_availability a
        where a.doctor_id = d.id and a.end_minute - a.start_minute >= 30), 0),
      practice_cities = coalesce((
        select array_agg(distinct lower(trim(p.location->>'city'))) from doctor_practices p
        where p.doctor_id = d.id and p.kind = 'clinic'
          and coalesce(trim(p.location->>'city'), '') <> ''), '{}'::text[]),
      offers_video = exists (
        select 1 from doctor_practices p join doctor_availability a on a.practice_id = p.id
        where p.doctor_id = d.id and p.kind = 'video')
    from generate_series(1, ${doctors}) i where d.id = md5('scale-doctor-' || i)::uuid`);
  for (const [table, trigger] of offDuringSeed)
    await run(`alter table ${table} enable trigger ${trigger}`);
  await run(`
    insert into users (id, name, email, password_hash, role, status, is_verified, created_at)
    select md5('scale-patient-' || i)::uuid,
      ${nameOf("'scale-patient-' || i")},
      'scale.patient.' || i || '@scale.mashwara.pk', ${q(hash)}, 'patient', 'active', true,
      now() - (i % 730) * interval '1 day'
    from generate_series(1, ${patients}) i`);
  await run(`
    insert into patient_profiles (user_id, phone)
    select md5('scale-patient-' || i)::uuid, '+92300' || (1000000 + i % 9000000)
    from generate_series(1, ${patients}) i`);
  // The practice snapshot (ADR 112) built once per practice (materialized: inlined, it was
  // built once per appointment), and the mode with it; appointments_practice, the row trigger
  // that checks the practice is the doctor's (the join makes it so), is off. The parties'
  // names (ADR 126) joined set-based: the row trigger that looks them up one row at a time is
  // off for this one statement (it doubled the seed of 1M appointments).
  await run('alter table appointments disable trigger appointments_practice');
  await run('alter table appointments disable trigger appointments_party_names');
  // The secondary indexes, exclusion constraint and foreign keys of appointments are built after
  // the insert, from the database's own definitions of them: kept up row by row they took two
  // thirds of the insert of 1M appointments (158 s; 49 s without them, 44 s to build them after).
  const deferred = rowsOf<{ drop: string; create: string }>(
    await run(`
    select format('drop index %s', i.indexrelid::regclass) as drop,
      pg_get_indexdef(i.indexrelid) as create
    from pg_index i where i.indrelid = 'appointments'::regclass
      and not exists (select 1 from pg_constraint c
                      where c.conrelid = i.indrelid and c.conindid = i.indexrelid)
    union all
    select format('alter table appointments drop constraint %I', conname),
      format('alter table appointments add constraint %I %s', conname, pg_get_constraintdef(oid))
    from pg_constraint where conrelid = 'appointments'::regclass and contype in ('f', 'x')`),
  );
  for (const d of deferred) await run(d.drop);
  await run(`
    insert into appointments (doctor_id, patient_id, start_time, end_time, practice_id, practice,
      mode, type, reason, status, fee, payment_method, payment_status, confirmed_at, created_at,
      updated_at, patient_name, doctor_name)
    with p as materialized (
      select doctor_id, kind, id, appointment_practice_snapshot(id) as snapshot
      from doctor_practices where position = 0 or kind = 'video'
    )
    select d.id, pu.id,
      s.at, s.at + interval '30 minutes', pr.id, pr.snapshot,
      case when pr.kind = 'video' then 'video' else 'in_person' end,
      (array['consultation', 'follow-up', 'emergency'])[1 + (i + k) % 3], 'Routine check-up',
      case when s.day < 0 then (${literal(STATUSES_PAST)})[1 + (i + k) % 5]
           when s.day = 0 then 'scheduled'
           else (${literal(STATUSES_FUTURE)})[1 + (i + k) % 5] end,
      500 + (i % 46) * 100, 'cash', case when s.day < 0 and (i + k) % 5 < 3 then 'paid' else 'pending' end,
      s.at - interval '10 days', s.at - interval '10 days', s.at - interval '10 days',
      pu.name, du.name
    from generate_series(1, ${doctors}) i
      cross join lateral (select md5('scale-doctor-' || i)::uuid as id) d
      join doctors dd on dd.id = d.id
      join users du on du.id = dd.user_id
      cross join generate_series(0, ${perDoctor - 1}) k
      join users pu on pu.id = md5('scale-patient-' || (1 + ((i::bigint * ${perDoctor} + k) * 7919) % ${patients}))::uuid
      cross join lateral (select (k * ${span}) / ${perDoctor} - ${DAYS_BEFORE} as day) o
      cross join lateral (select o.day,
        (((now() at time zone '${ZONE}')::date + o.day)
          + make_interval(mins => 540 + ((i + k) % 16) * 30))::timestamp at time zone '${ZONE}' as at) s
      join p pr on pr.doctor_id = d.id
        and pr.kind = case when k % 7 = 3 and i % 3 = 1 then 'video' else 'clinic' end`);
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local maintenance_work_mem = '256MB'`));
    for (const d of deferred) await tx.execute(sql.raw(d.create));
  });
  await run('alter table appointments enable trigger appointments_practice');
  await run('alter table appointments enable trigger appointments_party_names');
  // As the maintenance job leaves it: statistics, and the visibility map index-only scans need;
  // then a checkpoint, so the seed's writes are not still being flushed while the calls are timed.
  await run('vacuum analyze');
  await run('checkpoint');
}
