import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A row that cannot be without its owner's row, and is deleted with it. */
export const ownedBy = (owner: () => AnyPgColumn) =>
  uuid().notNull().references(owner, { onDelete: 'cascade' });

/** A moment, stamped when the row is written unless one is given. */
export const timestampNow = () => timestamp({ withTimezone: true }).notNull().defaultNow();
