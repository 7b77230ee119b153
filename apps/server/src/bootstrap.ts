import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { DEFAULT_RATE_LIMITS, type AppContext, type RateLimits } from './context.js';
import { migrateDatabase, openDatabase, type Database } from './db/database.js';
import type { EmbeddedPostgres } from './db/embedded/embedded-postgres.js';
import { seedDemoData } from './demo/seed.js';
import { createLogger } from './lib/logger.js';
import { createMailer } from './lib/mailer.js';
import { once } from './lib/once.js';
import { startQueue } from './lib/queue.js';
import { loadSigningSecret } from './lib/secrets.js';
import { createS3Storage } from './lib/s3-storage.js';
import { createLocalStorage } from './lib/storage.js';
import { ensureOperator } from './modules/admin/operator.js';
import { ensureCandidateEmailQueue } from './modules/candidate-emails/candidate-email-queue.js';
import { ExtractionPool } from './modules/applications/extraction/pool.js';
import { TokenService } from './modules/auth/tokens.js';
import { ensureResumeQueue, type ProcessingSteps } from './modules/processing/resume-processing.js';
import { startWorkers, type Workers } from './modules/processing/workers.js';
import { screeningSteps } from './modules/screening/screening.pipeline.js';

export interface StartOptions {
  logger?: Logger;
  /** Tests: an embedded database already running, from a migrated template (`OpenDatabaseOptions.embedded`). */
  embedded?: EmbeddedPostgres;
  rateLimits?: Partial<RateLimits>;
  /** The steps after resume text extraction; screening unless a test gives its own. */
  processingSteps?: ProcessingSteps;
  /**
   * Tests: the extraction pool the test apps of one test process share, instead of one of the
   * app's own; closing the app stops only the files in progress.
   */
  sharedExtraction?: ExtractionPool;
  /** Tests: the extraction child's script, the bundle built for the test run (`ExtractionPoolOptions.childEntry`). */
  extractionChild?: string;
}

export interface Kairox {
  app: FastifyInstance;
  ctx: AppContext;
  /** The background workers; none run in an API-only process (RUN_WORKERS=false). */
  workers: Workers;
  /** Stops taking requests, lets running jobs finish, then closes the database. */
  close(): Promise<void>;
}

/** A worker process (`npm run worker`): background work on the shared database, no HTTP server. */
export interface KairoxWorker {
  ctx: AppContext;
  workers: Workers;
  /** Lets running jobs finish (or hands them back to the queue), then closes the database. */
  close(): Promise<void>;
}

/** What an API-only process has instead of workers: the queue's jobs are left to the worker processes. */
const NO_WORKERS: Workers = { resumeProcessing: { stop: () => Promise.resolve() }, stop: () => Promise.resolve() };

/** The context every process role builds, and how to take it down once its users have stopped. */
interface Runtime {
  ctx: AppContext;
  close(): Promise<void>;
}

/** Database (migrated), queue, storage, mailer and extraction pool, in the context the app and the workers share. */
async function openRuntime(config: Config, options: StartOptions): Promise<Runtime> {
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embedded: options.embedded,
    logger,
  });
  const extraction =
    options.sharedExtraction ?? new ExtractionPool({ logger, ...config.extraction, reading: true, childEntry: options.extractionChild });
  const closeExtraction = () => (options.sharedExtraction ? extraction.stopFilesInProgress() : extraction.close());
  try {
    await migrateDatabase(database);
    const secret = await loadSigningSecret(config.jwtSecret, config.dataDir);
    const queue = await oneAtATime(database, () => startQueue(database.pool, logger));
    const ctx: AppContext = {
      config,
      database,
      mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger }),
      tokens: new TokenService(secret),
      otpSecret: `${secret}:otp`,
      linkSecret: `${secret}:links`,
      queue,
      logger,
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        loginPerIp: { ...DEFAULT_RATE_LIMITS.loginPerIp, max: config.loginLimitPerIp },
        ...options.rateLimits,
      },
      storage: config.s3 ? await createS3Storage(config.s3) : createLocalStorage(config.dataDir),
      extraction,
    };
    return {
      ctx,
      close: once(async () => {
        await closeExtraction();
        await queue.stop({ graceful: true, wait: true, timeout: 10_000 });
        await ctx.storage.close?.();
        ctx.mailer.close();
        await database.close();
      }),
    };
  } catch (error) {
    await closeExtraction();
    await database.close().catch(() => undefined);
    throw error;
  }
}

/** Serialises the start-up set-up of the processes that share one PostgreSQL (next to the migration lock, 726_354_001). */
const STARTUP_LOCK_ID = 726_354_002;

/**
 * Runs `work` while no other process sharing the database runs its own start-up set-up. pg-boss
 * creates its schema on the first start and a table per queue on its first use, and two processes
 * doing that together on a new database collide (a duplicate schema, a deadlock between two
 * queues' tables); so would two seedings of the demo data. The embedded database has one process
 * and one connection: no lock there.
 */
async function oneAtATime<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.embedded) return work();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

/**
 * Everything `npm start` and the tests need: database (migrated), queue, seed data, the app and,
 * unless the configuration leaves them to worker processes (RUN_WORKERS=false), the workers.
 */
export async function startKairox(config: Config, options: StartOptions = {}): Promise<Kairox> {
  const runtime = await openRuntime(config, options);
  const { ctx } = runtime;
  let workers = NO_WORKERS;
  try {
    // One process at a time: the resume queue (made now rather than by the first upload), the demo data and the operator.
    await oneAtATime(ctx.database, async () => {
      await ensureResumeQueue(ctx.queue);
      await ensureCandidateEmailQueue(ctx.queue);
      if (config.demoData) await seedDemoData(ctx.database.db, ctx.logger, ctx);
      if (config.superAdmin) await ensureOperator(ctx.database.db, config.superAdmin);
    });
    if (config.role === 'all') workers = await oneAtATime(ctx.database, () => startWorkers(ctx, options.processingSteps ?? screeningSteps()));
    const app = await buildApp(ctx);
    return {
      app,
      ctx,
      workers,
      close: once(async () => {
        await app.close();
        await workers.stop();
        await runtime.close();
      }),
    };
  } catch (error) {
    await workers.stop();
    await runtime.close().catch(() => undefined);
    throw error;
  }
}

/** A worker process: the same database, queue and storage as the API, the workers and no HTTP server. */
export async function startKairoxWorker(config: Config, options: StartOptions = {}): Promise<KairoxWorker> {
  const runtime = await openRuntime(config, options);
  const { ctx } = runtime;
  try {
    const workers = await oneAtATime(ctx.database, () => startWorkers(ctx, options.processingSteps ?? screeningSteps()));
    return {
      ctx,
      workers,
      close: once(async () => {
        await workers.stop();
        await runtime.close();
      }),
    };
  } catch (error) {
    await runtime.close().catch(() => undefined);
    throw error;
  }
}
