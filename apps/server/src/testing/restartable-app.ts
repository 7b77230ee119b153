import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startKairox, type StartOptions } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { createPostgresDatabase, readOutbox, type TestApp } from './test-app.js';

export interface RestartableApp {
  dataDir: string;
  /** Starts an app on the same DATA_DIR and database as every earlier start (stop the previous one first). */
  start(): Promise<TestApp>;
  /** Removes the data directory and drops the PostgreSQL test database. */
  destroy(): Promise<void>;
}

/**
 * Apps that can be stopped and started again on the same data, as after a crash or a deploy:
 * a persistent embedded PGlite in DATA_DIR (not the pooled template database of createTestApp),
 * or one PostgreSQL database when DATABASE_URL is set. Slower to create than createTestApp.
 * Every start is given the same `options`.
 */
export async function createRestartableApp(
  env: Record<string, string> = {},
  options: Pick<StartOptions, 'processingSteps'> = {},
): Promise<RestartableApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kairox-restart-'));
  const postgres = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  return {
    dataDir,
    async start() {
      const kairox = await startKairox(config, { logger: pino({ level: 'silent' }), processingSteps: options.processingSteps });
      return { ...kairox, config, outbox: () => readOutbox(dataDir), close: () => kairox.close() };
    },
    async destroy() {
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
