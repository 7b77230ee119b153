import type { Logger } from 'pino';
import { ConfigError, loadConfig, type Config } from './config.js';

/** What `npm start` and `npm run worker` share: reading the configuration, stopping on a signal, failing to start. */

/** The configuration; on a bad value, one line per problem and exit code 1. */
export function loadConfigOrExit(options: { worker?: boolean } = {}): Config {
  try {
    return loadConfig(process.env, options);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** SIGTERM or SIGINT runs `close` once (running jobs finish, the database closes), then exits 0, or 1 when closing failed. */
export function closeOnSignals(logger: Logger, close: () => Promise<void>): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    try {
      await close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/** Runs the process's start; a failure prints one line and exits 1. */
export function runProcess(name: string, start: () => Promise<void>): void {
  start().catch((error: unknown) => {
    console.error(`${name} failed to start:`, error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
