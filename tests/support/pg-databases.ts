import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type PgTemplate = { adminUrl: string; template: string };

/** Runs one statement on its own connection; CREATE and DROP DATABASE refuse transactions. */
export async function runAsAdmin(adminUrl: string, statement: string) {
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database copied from the migrated template: migrations are not run again. */
export async function createTestDatabase({ adminUrl, template }: PgTemplate) {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(adminUrl, `create database ${name} template ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    // FORCE: a test that failed half-way may have left a connection behind.
    drop: () => runAsAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
