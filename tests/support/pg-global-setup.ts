import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client';
import { startPgCluster } from './pg-cluster';
import { type PgTemplate, runAsAdmin } from './pg-databases';

const TEMPLATE = 'mashwara_template';

/**
 * One PostgreSQL server for the run, and one database migrated with the real migrations;
 * each test file gets a copy of it (CREATE DATABASE … TEMPLATE), as PGlite files load a dump.
 */
export default async function setup(project: TestProject) {
  const cluster = await startPgCluster();
  try {
    await runAsAdmin(cluster.urlFor('postgres'), `create database ${TEMPLATE}`);
    const template = await openDatabase({ databaseUrl: cluster.urlFor(TEMPLATE), dataDir: '' });
    try {
      await template.migrate();
    } finally {
      // PostgreSQL copies a template only while nobody is connected to it.
      await template.close();
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  const postgres: PgTemplate = { adminUrl: cluster.urlFor('postgres'), template: TEMPLATE };
  project.provide('postgres', postgres);
  return () => cluster.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set only in the api-pg project: where to copy each test file's database from. */
    postgres?: PgTemplate;
  }
}
