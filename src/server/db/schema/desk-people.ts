import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { GENDERS } from '#shared/schemas/patient';
import { ownedBy, timestampNow } from './columns';
import { doctors } from './doctors';
import { users } from './users';

/**
 * A doctor's register of walk-in patients (ADR 157): people the front desk registered, with no
 * account. The id may be made on the desk device offline. An age given instead of a birth date is
 * kept as an estimated birth date (`dateOfBirthEstimated`), so the age stays right next year.
 * Two desks registering one person offline make two rows; a merge points one at the other
 * (`mergedInto`) and moves its visits, and the merged row drops out of searches.
 */
export const deskPeople = pgTable(
  'desk_people',
  {
    id: uuid().primaryKey().defaultRandom(),
    doctorId: ownedBy(() => doctors.id),
    name: text().notNull(),
    /** E.164 (issue 18); one phone may be a family's. */
    phone: text().notNull(),
    sex: text({ enum: GENDERS }).notNull(),
    dateOfBirth: date({ mode: 'string' }).notNull(),
    dateOfBirthEstimated: boolean().notNull().default(false),
    guardianName: text(),
    mergedInto: uuid().references((): AnyPgColumn => deskPeople.id),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [
    index('desk_people_doctor_phone_idx').on(t.doctorId, t.phone),
    index('desk_people_name_search_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('desk_people_not_self_merged', sql`${t.mergedInto} is distinct from ${t.id}`),
  ],
);
