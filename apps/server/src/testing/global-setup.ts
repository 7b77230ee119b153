import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/database.js';
import { startEmbeddedPostgres } from '../db/embedded/embedded-postgres.js';
import { isProcessRunning } from '../lib/process-usage.js';
import { SERVER_DIR } from '../server-dir.js';
import { startQueue } from '../lib/queue.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | null;
    serverBundle: string;
  }
}

const BUNDLE_PREFIX = '.test-bundle-';

/** Bundles left by runs that were killed before their teardown. */
async function removeAbandonedBundles(): Promise<void> {
  const names = (await readdir(SERVER_DIR)).filter((name) => name.startsWith(BUNDLE_PREFIX));
  const abandoned = names.filter((name) => !isProcessRunning(Number(name.slice(BUNDLE_PREFIX.length))));
  await Promise.all(abandoned.map((name) => rm(path.join(SERVER_DIR, name), { recursive: true, force: true })));
}

/**
 * Builds this run's bundle of the server (test-bundle.ts) and returns its folder. It sits one
 * level below the server's folder, as `dist` does, so that it finds the packages, migrations and
 * web app where the built server does.
 */
async function buildTestBundle(): Promise<string> {
  await removeAbandonedBundles();
  const dir = path.join(SERVER_DIR, `${BUNDLE_PREFIX}${process.pid}`);
  await promisify(execFile)(process.execPath, ['scripts/build.mjs', '--out', dir, '--without-cluster'], { cwd: SERVER_DIR });
  return dir;
}

/**
 * The server's bundle for the processes the tests start (test-bundle.ts), and the database
 * template. Creating a PGlite database costs seconds, reopening a dump well under one: migrate once
 * (app schema and pg-boss schema) into a template dump that every test file starts from. With
 * DATABASE_URL set, each test file makes its own database instead.
 */
export default async function setup(project: TestProject) {
  const [bundle, template] = await Promise.all([buildTestBundle(), createTemplate()]);
  project.provide('serverBundle', bundle);
  project.provide('pgliteTemplate', template?.dumpFile ?? null);
  return async () => {
    await Promise.all([rm(bundle, { recursive: true, force: true }), template?.remove()]);
  };
}

async function createTemplate(): Promise<{ dumpFile: string; remove(): Promise<void> } | null> {
  if (process.env.DATABASE_URL) return null;
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
  return { dumpFile, remove: () => rm(dir, { recursive: true, force: true }) };
}
