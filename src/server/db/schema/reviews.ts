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
import { ownedBy, timestampNow } from './columns';
import { doctors } from './doctors';
import { users } from './users';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    // One review per appointment.
    appointmentId: ownedBy(() => appointments.id).unique(),
    doctorId: ownedBy(() => doctors.id),
    patientId: ownedBy(() => users.id),
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
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [
    index('reviews_doctor_created_idx').on(t.doctorId, t.createdAt),
    index('reviews_patient_created_idx').on(t.patientId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
