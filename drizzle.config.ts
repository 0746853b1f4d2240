import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and run unchanged on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
