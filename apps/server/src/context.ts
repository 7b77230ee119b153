import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Mailer } from './lib/mailer.js';
import type { RateLimit } from './lib/rate-limiter.js';
import type { FileStorage } from './lib/storage.js';
import type { ExtractionPool } from './modules/applications/extraction/pool.js';
import type { TokenService } from './modules/auth/tokens.js';

export interface RateLimits {
  loginPerIp: RateLimit;
  loginPerAccount: RateLimit;
  otpSendPerIp: RateLimit;
  otpSendPerEmail: RateLimit;
  otpVerifyPerIp: RateLimit;
  registerPerIp: RateLimit;
  interviewEventsPerKey: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { name: 'login:ip', max: 60, windowSeconds: 15 * 60 },
  loginPerAccount: { name: 'login:account', max: 10, windowSeconds: 15 * 60 },
  otpSendPerIp: { name: 'otp-send:ip', max: 30, windowSeconds: 60 * 60 },
  otpSendPerEmail: { name: 'otp-send:email', max: 10, windowSeconds: 60 * 60 },
  otpVerifyPerIp: { name: 'otp-verify:ip', max: 60, windowSeconds: 15 * 60 },
  registerPerIp: { name: 'register:ip', max: 20, windowSeconds: 60 * 60 },
  interviewEventsPerKey: { name: 'interview-events:key', max: 600, windowSeconds: 60 },
};

/** What request handlers and services need, built once per process (or per test app). */
export interface AppContext {
  config: Config;
  database: Database;
  mailer: Mailer;
  tokens: TokenService;
  /** Keyed secret for hashing one-time codes. */
  otpSecret: string;
  /** Keyed secret for signed links in emails (lib/signed-links.ts). */
  linkSecret: string;
  queue: PgBoss;
  logger: Logger;
  rateLimits: RateLimits;
  /** Uploaded files (resumes): a directory under DATA_DIR by default. */
  storage: FileStorage;
  /** Child processes that parse resume files, isolated from the server's event loop and heap. */
  extraction: ExtractionPool;
}
