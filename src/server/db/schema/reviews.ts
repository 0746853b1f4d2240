import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { doctors } from './doctors';
import { users } from './users';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    // One review per appointment.
    appointmentId: uuid()
      .notNull()
      .unique()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    doctorId: uuid()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    patientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    title: text().notNull(),
    review: text().notNull(),
    isAnonymous: boolean().notNull().default(false),
    status: text({ enum: ['approved', 'pending', 'rejected'] })
      .notNull()
      .default('approved'),
    moderationReason: text(),
    doctorResponse: text(),
    responseDate: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_doctor_created_idx').on(t.doctorId, t.createdAt),
    index('reviews_patient_created_idx').on(t.patientId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
