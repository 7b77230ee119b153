import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { DEFAULT_RATE_LIMITS, type AppContext, type RateLimits } from './context.js';
import { migrateDatabase, openDatabase } from './db/database.js';
import { seedDemoData } from './demo/seed.js';
import { createLogger } from './lib/logger.js';
import { createMailer } from './lib/mailer.js';
import { startQueue } from './lib/queue.js';
import { loadSigningSecret } from './lib/secrets.js';
import { createLocalStorage } from './lib/storage.js';
import { ensureOperator } from './modules/admin/operator.js';
import { ExtractionPool } from './modules/applications/extraction/pool.js';
import { TokenService } from './modules/auth/tokens.js';
import type { ProcessingSteps } from './modules/processing/resume-processing.js';
import { startWorkers, type Workers } from './modules/processing/workers.js';
import { screeningSteps } from './modules/screening/screening.pipeline.js';

export interface StartOptions {
  logger?: Logger;
  /** Tests: start the embedded database from a migrated dump. */
  loadDataDirFile?: string;
  rateLimits?: Partial<RateLimits>;
  /** The steps after resume text extraction; screening unless a test gives its own. */
  processingSteps?: ProcessingSteps;
}

export interface Kairox {
  app: FastifyInstance;
  ctx: AppContext;
  workers: Workers;
  /** Stops taking requests, lets running jobs finish, then closes the database. */
  close(): Promise<void>;
}

/** Everything `npm start` and the tests need: database (migrated), queue, seed data and the app. */
export async function startKairox(config: Config, options: StartOptions = {}): Promise<Kairox> {
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    loadDataDirFile: options.loadDataDirFile,
    logger,
  });
  const extraction = new ExtractionPool({ logger, ...config.extraction });
  try {
    await migrateDatabase(database);
    const secret = await loadSigningSecret(config.jwtSecret, config.dataDir);
    const queue = await startQueue(database.pool, logger);
    const ctx: AppContext = {
      config,
      database,
      mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger }),
      tokens: new TokenService(secret),
      otpSecret: `${secret}:otp`,
      queue,
      logger,
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        loginPerIp: { ...DEFAULT_RATE_LIMITS.loginPerIp, max: config.loginLimitPerIp },
        ...options.rateLimits,
      },
      storage: createLocalStorage(config.dataDir),
      extraction,
    };
    if (config.demoData) await seedDemoData(database.db, logger, ctx);
    if (config.superAdmin) await ensureOperator(database.db, config.superAdmin);
    const workers = await startWorkers(ctx, options.processingSteps ?? screeningSteps());
    const app = await buildApp(ctx);
    let closing: Promise<void> | undefined;
    return {
      app,
      ctx,
      workers,
      close: () =>
        (closing ??= (async () => {
          await app.close();
          await workers.stop();
          await extraction.close();
          await queue.stop({ graceful: true, wait: true, timeout: 10_000 });
          ctx.mailer.close();
          await database.close();
        })()),
    };
  } catch (error) {
    await extraction.close();
    await database.close().catch(() => undefined);
    throw error;
  }
}
