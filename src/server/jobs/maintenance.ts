import { sql } from 'drizzle-orm';
import type { Deps } from '../context';

/**
 * PGlite runs no autovacuum: without this, planner statistics go stale and index-only scans
 * (doctor search counts) fall back to reading the table. PostgreSQL does this by itself.
 */
export async function vacuumPglite(deps: Pick<Deps, 'db' | 'database'>): Promise<number> {
  if (deps.database.kind !== 'pglite') return 0;
  await deps.db.execute(sql`vacuum (analyze) doctors, doctor_availability, appointments`);
  return 0;
}
