import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Certification, ContactInfo, DoctorLocation, Education } from '#shared/schemas/doctor';
import { PRACTICE_KINDS, type PracticeLocation } from '#shared/schemas/practice';
import { ownedBy, timestampNow } from './columns';
import { users } from './users';

export const doctors = pgTable(
  'doctors',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownedBy(() => users.id).unique(),
    gender: text({ enum: ['male', 'female', 'other'] }),
    specialization: text().notNull(),
    qualifications: text().notNull(),
    clinicName: text().notNull(),
    experience: integer().notNull().default(0),
    licenseNumber: text().notNull(),
    consultationFee: integer().notNull().default(1500),
    about: text().notNull().default(''),
    services: jsonb().$type<string[]>().notNull().default([]),
    languages: jsonb().$type<string[]>().notNull().default([]),
    contactInfo: jsonb().$type<ContactInfo>(),
    location: jsonb().$type<DoctorLocation>(),
    // Denormalised from location.city so the city filter can use an index.
    city: text(),
    education: jsonb().$type<Education[]>().notNull().default([]),
    certifications: jsonb().$type<Certification[]>().notNull().default([]),
    awards: jsonb().$type<string[]>().notNull().default([]),
    profilePictureUrl: text(),
    // Kept by triggers (migration doctor_search_triggers) so that search reads one table:
    // listed = verified and the account not blocked; searchText = name, specialty, clinic, city.
    listed: boolean().notNull().default(false),
    searchText: text().notNull().default(''),
    // Bit w set when weekday w (0 = Sunday) has at least one 30-minute slot; kept by a trigger on
    // doctor_availability (migration doctor_slot_weekdays_trigger) for the `available=` filter.
    slotWeekdays: integer().notNull().default(0),
    // Kept by triggers on doctor_practices and doctor_availability (migration practices, ADR 112):
    // the lower-cased cities of the clinic practices, and whether a video practice has hours.
    practiceCities: text().array().notNull().default(sql`'{}'::text[]`),
    offersVideo: boolean().notNull().default(false),
    ratingAverage: real().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    verificationStatus: text({ enum: ['pending', 'verified', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectionReason: text(),
    verifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [
    // Doctor search: best rated first over listed doctors. An equality filter leads its own
    // index in the same order, so a page is read straight off the index.
    index('doctors_listed_rating_idx')
      .on(t.ratingAverage.desc(), t.ratingCount.desc(), t.id)
      .where(sql`${t.listed}`),
    index('doctors_listed_specialization_idx')
      .on(sql`lower(${t.specialization})`, t.ratingAverage.desc(), t.ratingCount.desc(), t.id)
      .where(sql`${t.listed}`),
    index('doctors_listed_city_idx')
      .on(sql`lower(${t.city})`, t.ratingAverage.desc(), t.ratingCount.desc(), t.id)
      .where(sql`${t.listed}`),
    index('doctors_listed_gender_idx')
      .on(t.gender, t.ratingAverage.desc(), t.ratingCount.desc(), t.id)
      .where(sql`${t.listed}`),
    // Search text anywhere in name, specialty, clinic or city (pg_trgm, created in 0003).
    index('doctors_listed_search_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(sql`${t.listed}`),
    index('doctors_listed_practice_cities_idx')
      .using('gin', t.practiceCities)
      .where(sql`${t.listed}`),
    // Video doctors with their cities: `mode=video&city=` counts and pages off this index alone
    // (an index-only scan), never the doctors table (ADR 123).
    index('doctors_listed_video_idx')
      .on(t.ratingAverage.desc(), t.ratingCount.desc(), t.id, t.practiceCities)
      .where(sql`${t.listed} and ${t.offersVideo}`),
    index('doctors_listed_experience_idx').on(t.experience).where(sql`${t.listed}`),
    index('doctors_specialization_idx').on(t.specialization),
    index('doctors_city_idx').on(t.city),
    check('doctors_fee_positive', sql`${t.consultationFee} >= 0`),
    check('doctors_experience_positive', sql`${t.experience} >= 0`),
  ],
);

/**
 * Where a doctor sees patients (ADR 112): 1 to 5 practices, at most one of them video, in the
 * doctor's order (`position`). The seed-era fields of the doctor row mirror the first clinic one.
 */
export const doctorPractices = pgTable(
  'doctor_practices',
  {
    id: uuid().primaryKey().defaultRandom(),
    doctorId: ownedBy(() => doctors.id),
    position: smallint().notNull().default(0),
    kind: text({ enum: PRACTICE_KINDS }).notNull(),
    name: text().notNull(),
    /** Null for a video practice. */
    location: jsonb().$type<PracticeLocation>(),
    phone: text().notNull().default(''),
    fee: integer().notNull(),
    /** The most walk-ins the desk registers a day (ADR 157); null for no limit. */
    walkInCap: integer(),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [
    check('doctor_practices_walk_in_cap', sql`${t.walkInCap} is null or ${t.walkInCap} > 0`),
    index('doctor_practices_doctor_idx').on(t.doctorId, t.position),
    uniqueIndex('doctor_practices_one_video_uq').on(t.doctorId).where(sql`${t.kind} = 'video'`),
    check('doctor_practices_fee_positive', sql`${t.fee} >= 0`),
  ],
);

/**
 * Weekly availability in clinic time: one row per working interval of one practice.
 * A weekday with no rows is a day off. Minutes are counted from 00:00. The intervals of one
 * doctor never overlap across practices: the exclusion constraint
 * `doctor_availability_no_overlap` (custom migration, ADR 112) decides.
 */
export const doctorAvailability = pgTable(
  'doctor_availability',
  {
    id: uuid().primaryKey().defaultRandom(),
    doctorId: ownedBy(() => doctors.id),
    // Not null in the database: an insert that leaves it out gets the doctor's first clinic
    // practice from a trigger (migration practices, ADR 112), as seed-era callers do.
    practiceId: uuid().references(() => doctorPractices.id, { onDelete: 'cascade' }),
    weekday: smallint().notNull(),
    startMinute: smallint().notNull(),
    endMinute: smallint().notNull(),
  },
  (t) => [
    index('doctor_availability_doctor_idx').on(t.doctorId, t.weekday),
    index('doctor_availability_practice_idx').on(t.practiceId),
    check('doctor_availability_weekday', sql`${t.weekday} between 0 and 6`),
    check(
      'doctor_availability_range',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`,
    ),
  ],
);

/**
 * A doctor's time off (leave, Eid): clinic dates, both ends included, with no slots. Ranges of
 * one doctor never overlap: the exclusion constraint `doctor_time_off_no_overlap` (custom
 * migration) decides, as for appointments.
 */
export const doctorTimeOff = pgTable(
  'doctor_time_off',
  {
    id: uuid().primaryKey().defaultRandom(),
    doctorId: ownedBy(() => doctors.id),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    reason: text().notNull().default(''),
    createdAt: timestampNow(),
  },
  (t) => [
    index('doctor_time_off_doctor_idx').on(t.doctorId, t.endDate),
    check('doctor_time_off_order', sql`${t.startDate} <= ${t.endDate}`),
  ],
);
