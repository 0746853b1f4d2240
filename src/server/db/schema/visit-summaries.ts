import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Medicine } from '#shared/schemas/visit-summary';
import { appointments } from './appointments';
import { ownedBy, timestampNow } from './columns';

/**
 * One visit summary per appointment (ADR 096): `createdAt` starts the amendment window, `version`
 * names the latest row of visit_summary_versions.
 */
export const visitSummaries = pgTable('visit_summaries', {
  id: uuid().primaryKey().defaultRandom(),
  appointmentId: ownedBy(() => appointments.id).unique(),
  version: integer().notNull().default(1),
  createdAt: timestampNow(),
  updatedAt: timestampNow(),
});

/**
 * Every version ever written, kept. Each has its own verify token id (ADR 097); a version an
 * amendment supersedes has its token revoked.
 */
export const visitSummaryVersions = pgTable(
  'visit_summary_versions',
  {
    summaryId: ownedBy(() => visitSummaries.id),
    version: integer().notNull(),
    diagnosis: text().notNull(),
    advice: text().notNull().default(''),
    medicines: jsonb().$type<Medicine[]>().notNull().default([]),
    tests: jsonb().$type<string[]>().notNull().default([]),
    followUpDays: integer(),
    verifyTokenId: text().notNull().unique(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestampNow(),
  },
  (t) => [primaryKey({ columns: [t.summaryId, t.version] })],
);
