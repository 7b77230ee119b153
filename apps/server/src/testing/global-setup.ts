import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/database.js';
import { startEmbeddedPostgres } from '../db/embedded/embedded-postgres.js';
import { startQueue } from '../lib/queue.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | null;
  }
}

/**
 * Creating a PGlite database costs seconds, reopening a dump well under one: migrate once (app
 * schema and pg-boss schema) into a template dump that every test file starts from.
 * With DATABASE_URL set, each test file makes its own database instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kairox-template-'));
  const dumpFile = path.join(dir, 'template.tar.gz');
  const logger = pino({ level: 'silent' });
  const embedded = await startEmbeddedPostgres({});
  const database = await openDatabase({ databaseUrl: embedded.connectionString, dataDir: dir, logger });
  await migrateDatabase(database);
  // Only pg-boss's schema is wanted here: no supervisor or cron worker left polling afterwards.
  const queue = await startQueue(database.pool, logger, { supervise: false, schedule: false });
  await queue.stop({ graceful: false, wait: true });
  await database.pool.end();
  await embedded.stop({ dumpTo: dumpFile });
  project.provide('pgliteTemplate', dumpFile);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
