import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/client';
import type { TestServer } from './test-server';

/**
 * Every table of the app (public schema) as row count and checksum, in one query: two equal
 * snapshots mean nothing was written in between. Tables in `countOnly` are compared by their
 * number of rows alone: bookkeeping a request may update without changing anything a user
 * sees (for example a session's last-seen time).
 */
export async function snapshotTables(server: TestServer, countOnly: readonly string[] = []) {
  const tables = rowsOf<{ name: string }>(
    await server.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((t) => t.name);
  const parts = tables.map((name) =>
    countOnly.includes(name)
      ? `select '${name}' as name, count(*)::int as rows, '' as sum from "${name}"`
      : `select '${name}' as name, count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as sum from "${name}" t`,
  );
  const rows = rowsOf<{ name: string; rows: number; sum: string }>(
    await server.db.execute(sql.raw(parts.join(' union all '))),
  );
  return Object.fromEntries(rows.map((r) => [r.name, `${r.rows}:${r.sum}`]));
}
