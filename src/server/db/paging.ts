import type { PgSelect } from 'drizzle-orm/pg-core';

/** Which rows of a list to read: every one unless `limit` or `offset` says otherwise. */
export type RowWindow = { limit?: number; offset?: number };

export function inWindow<T extends PgSelect>(query: T, { limit, offset }: RowWindow): T {
  let windowed = query;
  if (limit !== undefined) windowed = windowed.limit(limit);
  if (offset !== undefined) windowed = windowed.offset(offset);
  return windowed;
}
