import { and, eq, sql } from 'drizzle-orm';
import { auditLogs, users } from '#server/db/schema/index';
import { uniqueEmail } from './builders';
import type { TestServer } from './test-server';

/** A user written straight into the database (old data the sign-up rules would refuse today). */
export async function insertUser(
  server: TestServer,
  values: Partial<typeof users.$inferInsert> & { name: string },
) {
  const [row] = await server.db
    .insert(users)
    .values({ email: uniqueEmail('raw'), passwordHash: 'not-a-hash', role: 'patient', ...values })
    .returning();
  return row!;
}

export async function userRow(server: TestServer, id: string) {
  const [row] = await server.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** Audit entries of one action about one record. */
export async function auditCount(
  server: TestServer,
  resource: string,
  resourceId: string,
  action = 'status_change',
) {
  const [row] = await server.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.resource, resource),
        eq(auditLogs.resourceId, resourceId),
        eq(auditLogs.action, action),
      ),
    );
  return row!.n;
}

/** The rows of a CSV answer (its byte-order mark already dropped by the text decoder). */
export function csvLines(text: string) {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);
}
