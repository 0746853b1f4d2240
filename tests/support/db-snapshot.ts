import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/client';
import type { TestServer } from './test-server';

/** The app's tables, read once per server: they do not change while it runs. */
const tablesOf = new WeakMap<TestServer, Promise<string[]>>();

function tables(server: TestServer) {
  let known = tablesOf.get(server);
  if (!known) {
    known = server.db
      .execute(
        sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      )
      .then((result) => rowsOf<{ name: string }>(result).map((t) => t.name));
    tablesOf.set(server, known);
  }
  return known;
}

/**
 * Every table of the app (public schema) as row count and checksum, in one query: two equal
 * snapshots mean nothing was written in between. The checksum is the sum of the rows' 64-bit
 * hashes: it changes with any row, and needs no sort (the sweep takes hundreds of snapshots).
 * Tables in `countOnly` are compared by their number of rows alone: bookkeeping a request may
 * update without changing anything a user sees (for example a session's last-seen time).
 */
export async function snapshotTables(server: TestServer, countOnly: readonly string[] = []) {
  const parts = (await tables(server)).map((name) =>
    countOnly.includes(name)
      ? `select '${name}' as name, count(*)::int as rows, '' as sum from "${name}"`
      : `select '${name}' as name, count(*)::int as rows, coalesce(sum(hashtextextended(t::text, 0)::numeric), 0)::text as sum from "${name}" t`,
  );
  const rows = rowsOf<{ name: string; rows: number; sum: string }>(
    await server.db.execute(sql.raw(parts.join(' union all '))),
  );
  return Object.fromEntries(rows.map((r) => [r.name, `${r.rows}:${r.sum}`]));
}
