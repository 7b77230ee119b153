import path from 'node:path';
import { z } from 'zod';
import { INTERVIEW_PASS_SCORE_DEFAULT, INTERVIEW_SCORE_MAX, PASSWORD_MIN_LENGTH, isValidEmail } from '@kairox/contract';
import type { S3StorageOptions } from './lib/s3-storage.js';
import { EXTRACTION_DEFAULTS } from './modules/applications/extraction/limits.js';
import { SERVER_DIR } from './server-dir.js';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** An empty variable counts as unset (a coerced number would otherwise read it as 0). */
const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: optionalText.refine((url) => !url || /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// or postgresql:// URL'),
  JWT_SECRET: optionalText.refine((secret) => !secret || secret.length >= 32, 'must be at least 32 characters'),
  SMTP_URL: optionalText.refine((url) => !url || /^smtps?:\/\//.test(url), 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().trim().default('Kairox <no-reply@kairox.local>'),
  DEMO_DATA: booleanText.default(true),
  SUPER_ADMIN_EMAIL: optionalText.refine((email) => !email || isValidEmail(email), 'must be an email address'),
  SUPER_ADMIN_PASSWORD: optionalText.refine(
    (password) => !password || password.length >= PASSWORD_MIN_LENGTH,
    `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanText.default(false),
  LOGIN_LIMIT_PER_IP: blankAsUnset(
    z.coerce.number({ error: 'must be a number of sign-in attempts' }).int('must be a whole number').min(1, 'must be at least 1').default(60),
  ),
  WEB_DIST_DIR: optionalText,
  LLM_BASE_URL: optionalText.refine((url) => !url || isHttpUrl(url), 'must be an http:// or https:// URL'),
  LLM_MODEL: optionalText,
  LLM_API_KEY: optionalText,
  LLM_TIMEOUT_MS: blankAsUnset(
    z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(1000, 'must be between 1000 and 120000')
      .max(120_000, 'must be between 1000 and 120000')
      .default(20_000),
  ),
  INTERVIEW_PASS_SCORE: blankAsUnset(
    z.coerce
      .number({ error: 'must be a number' })
      .min(0, `must be between 0 and ${INTERVIEW_SCORE_MAX}`)
      .max(INTERVIEW_SCORE_MAX, `must be between 0 and ${INTERVIEW_SCORE_MAX}`)
      .default(INTERVIEW_PASS_SCORE_DEFAULT),
  ),
  EXTRACTION_WORKERS: blankAsUnset(
    z.coerce
      .number({ error: 'must be a number of processes' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 16')
      .max(16, 'must be between 1 and 16')
      .default(EXTRACTION_DEFAULTS.workers),
  ),
  // Below the resume job's expiry (120 s), which also covers storing the text and screening.
  EXTRACTION_TIMEOUT_MS: blankAsUnset(
    z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(1000, 'must be between 1000 and 60000')
      .max(60_000, 'must be between 1000 and 60000')
      .default(EXTRACTION_DEFAULTS.timeoutMs),
  ),
  RUN_WORKERS: booleanText.default(true),
  STORAGE_URL: optionalText.refine((url) => !url || parseStorageUrl(url), 'must be s3://bucket or s3://bucket/prefix'),
  S3_ENDPOINT: optionalText.refine((url) => !url || isHttpUrl(url), 'must be an http:// or https:// URL'),
  S3_REGION: optionalText.refine((region) => !region || /^[a-z0-9-]{2,32}$/.test(region), 'must be a region name such as us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  PUBLIC_URL: optionalText.refine((url) => !url || /^https?:\/\/[^/\s]+/.test(url), 'must be an http:// or https:// address'),
  METRICS_TOKEN: optionalText.refine((token) => !token || token.length >= 16, 'must be at least 16 characters'),
});

/** S3 bucket names: 3-63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit. */
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** `s3://bucket` or `s3://bucket/prefix/…` as bucket and key prefix ('' or ending in '/'); null when it is neither. */
function parseStorageUrl(text: string): { bucket: string; prefix: string } | null {
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(text);
  if (!match || !BUCKET_PATTERN.test(match[1]!)) return null;
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (!/^[\w.\-/]*$/.test(prefix) || prefix.split('/').some((part) => part === '..')) return null;
  return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : '' };
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Rules across variables, checked even when single values are bad, so all problems show at once. */
function crossVariableProblems(env: NodeJS.ProcessEnv, worker: boolean): string[] {
  const problems: string[] = [];
  const hasEmail = Boolean(env.SUPER_ADMIN_EMAIL?.trim());
  const hasPassword = Boolean(env.SUPER_ADMIN_PASSWORD?.trim());
  if (hasEmail !== hasPassword) problems.push('SUPER_ADMIN_PASSWORD: SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD must be set together');
  if (Boolean(env.LLM_BASE_URL?.trim()) !== Boolean(env.LLM_MODEL?.trim())) {
    problems.push('LLM_MODEL: LLM_BASE_URL and LLM_MODEL must be set together');
  }
  return [...problems, ...storageProblems(env), ...roleProblems(env, worker)];
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

function storageProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (Boolean(env.S3_ACCESS_KEY_ID?.trim()) !== Boolean(env.S3_SECRET_ACCESS_KEY?.trim())) {
    problems.push('S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const usesS3 = env.STORAGE_URL?.trim().startsWith('s3://');
  const stray = S3_VARIABLES.find((name) => env[name]?.trim());
  if (stray && !usesS3) problems.push(`${stray}: is only used with STORAGE_URL=s3://bucket`);
  return problems;
}

/** A process that leaves part of the work to others shares the database with them: the embedded one belongs to one process. */
function roleProblems(env: NodeJS.ProcessEnv, worker: boolean): string[] {
  if (env.DATABASE_URL?.trim()) return [];
  if (worker) return ['DATABASE_URL: a worker process needs PostgreSQL shared with the API (the embedded database belongs to one process)'];
  if (booleanText.safeParse(env.RUN_WORKERS).data === false) {
    return ['RUN_WORKERS: false needs DATABASE_URL: workers started with `npm run worker` must share the database'];
  }
  return [];
}

/**
 * What a process runs: `all` (API and background work, `npm start` by default), `api` (requests
 * only, RUN_WORKERS=false) or `worker` (background work only, `npm run worker`).
 */
type ProcessRole = 'all' | 'api' | 'worker';

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  demoData: boolean;
  superAdmin?: { email: string; password: string };
  logLevel: string;
  trustProxy: boolean;
  webDistDir: string;
  /** The optional OpenAI-compatible screening provider (LLM_BASE_URL and LLM_MODEL set). */
  llm?: { baseUrl: string; model: string; apiKey?: string; timeoutMs: number };
  /** AI interview: a final score at or above it shortlists, below it rejects (0-10). */
  interviewPassScore: number;
  /** Sign-in attempts allowed per client address in 15 minutes. */
  loginLimitPerIp: number;
  /** Resume text extraction: child processes at most, and the time one file may take. */
  extraction: { workers: number; timeoutMs: number };
  role: ProcessRole;
  /** Uploaded files in an S3-compatible object store (STORAGE_URL=s3://…); unset = DATA_DIR/files. */
  s3?: S3StorageOptions;
  /** When set, GET /metrics answers only `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /** The address candidates and staff reach the app at, for links in emails and feeds (no trailing slash). */
  publicUrl: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const defaultWebDist = path.resolve(SERVER_DIR, '../web/dist');

/**
 * Reads and validates the environment; throws a ConfigError naming every bad value. A worker
 * process (`npm run worker`) says so; the others run as RUN_WORKERS says.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: { worker?: boolean } = {}): Config {
  const parsed = envSchema.safeParse(env);
  const problems = [
    ...(parsed.error?.issues ?? []).map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    ...crossVariableProblems(env, Boolean(options.worker)),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const values = parsed.data;
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    jwtSecret: values.JWT_SECRET,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    demoData: values.DEMO_DATA,
    superAdmin:
      values.SUPER_ADMIN_EMAIL && values.SUPER_ADMIN_PASSWORD
        ? { email: values.SUPER_ADMIN_EMAIL.toLowerCase(), password: values.SUPER_ADMIN_PASSWORD }
        : undefined,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    webDistDir: values.WEB_DIST_DIR ? path.resolve(values.WEB_DIST_DIR) : defaultWebDist,
    llm:
      values.LLM_BASE_URL && values.LLM_MODEL
        ? { baseUrl: values.LLM_BASE_URL, model: values.LLM_MODEL, apiKey: values.LLM_API_KEY, timeoutMs: values.LLM_TIMEOUT_MS }
        : undefined,
    interviewPassScore: values.INTERVIEW_PASS_SCORE,
    loginLimitPerIp: values.LOGIN_LIMIT_PER_IP,
    extraction: { workers: values.EXTRACTION_WORKERS, timeoutMs: values.EXTRACTION_TIMEOUT_MS },
    role: options.worker ? 'worker' : values.RUN_WORKERS ? 'all' : 'api',
    s3: values.STORAGE_URL ? s3Options(values) : undefined,
    metricsToken: values.METRICS_TOKEN,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
  };
}

function s3Options(values: z.output<typeof envSchema>): S3StorageOptions {
  const { bucket, prefix } = parseStorageUrl(values.STORAGE_URL!)!;
  return {
    bucket,
    prefix,
    endpoint: values.S3_ENDPOINT,
    region: values.S3_REGION ?? 'us-east-1',
    credentials:
      values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
  };
}
