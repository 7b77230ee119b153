import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { startKairox, type Kairox, type StartOptions } from '../bootstrap.js';
import { loadConfig, type Config } from '../config.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../context.js';
import { createLogger } from '../lib/logger.js';
import { outboxDir } from '../lib/mailer.js';
import { EXTRACTION_DEFAULTS } from '../modules/applications/extraction/limits.js';
import { ExtractionPool } from '../modules/applications/extraction/pool.js';
import { borrowEmbeddedDatabase } from './embedded-pool.js';
import { withPgClient } from './pg-client.js';
import { testBundleFile } from './test-bundle.js';

export interface TestApp extends Kairox {
  config: Config;
  /** Mails written to the outbox so far, oldest first. */
  outbox(): Promise<OutboxMail[]>;
  close(): Promise<void>;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with it, e.g. an interview's .ics (MailAttachment). */
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
  createdAt: string;
}

/**
 * Every rate limit raised far above what a test file sends, for suites that sign in and sign up
 * many times (the limits themselves are tested on their own).
 */
export const GENEROUS_RATE_LIMITS: RateLimits = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([key, limit]) => [key, { ...limit, max: 10_000, windowSeconds: 900 }]),
) as RateLimits;

/** A fresh PostgreSQL database for one test file, dropped again by the returned function. */
export async function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `kairox_test_${randomBytes(6).toString('hex')}`;
  await withPgClient(baseUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withPgClient(baseUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

let sharedExtraction: ExtractionPool | null = null;

/**
 * The extraction pool of the test apps of this process that keep the default extraction settings:
 * about 40 apps of the server suite parse files, and each started its own children (about 2.5 s of
 * CPU each). Closing an app stops only its files in progress; the children die with the process.
 * (The server project runs its files without isolation, so this module's state outlives a file.)
 */
function extractionFor(config: Config): ExtractionPool | undefined {
  const { workers, timeoutMs } = config.extraction;
  if (workers !== EXTRACTION_DEFAULTS.workers || timeoutMs !== EXTRACTION_DEFAULTS.timeoutMs) return undefined;
  sharedExtraction ??= new ExtractionPool({
    logger: createLogger({ level: 'silent' }),
    ...config.extraction,
    reading: true,
    childEntry: testBundleFile('child.js'),
  });
  return sharedExtraction;
}

/**
 * Starts the real app on its own database: a PGlite holding the migrated template's rows (see
 * embedded-pool.ts), or a new database on the PostgreSQL server named by DATABASE_URL.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<StartOptions, 'rateLimits' | 'logger' | 'processingSteps'> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kairox-test-'));
  const postgres = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const template = inject('pgliteTemplate');
  const kairox = await startKairox(config, {
    logger: options.logger ?? createLogger({ level: 'silent' }),
    embedded: postgres || !template ? undefined : await borrowEmbeddedDatabase(template),
    rateLimits: options.rateLimits,
    processingSteps: options.processingSteps,
    sharedExtraction: extractionFor(config),
    extractionChild: testBundleFile('child.js'),
  });
  return {
    ...kairox,
    config,
    outbox: () => readOutbox(dataDir),
    close: async () => {
      await kairox.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = outboxDir(dataDir);
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.json')).sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as OutboxMail));
}

/** The six-digit code in the newest mail to `email`. */
export async function latestCode(app: TestApp, email: string): Promise<string> {
  const mails = (await app.outbox()).filter((mail) => mail.to === email);
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
