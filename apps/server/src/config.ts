import path from 'node:path';
import { z } from 'zod';
import { INTERVIEW_PASS_SCORE_DEFAULT, INTERVIEW_SCORE_MAX, PASSWORD_MIN_LENGTH, isValidEmail } from '@kairox/contract';
import { EXTRACTION_DEFAULTS } from './modules/applications/extraction/limits.js';

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
});

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Rules across variables, checked even when single values are bad, so all problems show at once. */
function crossVariableProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const hasEmail = Boolean(env.SUPER_ADMIN_EMAIL?.trim());
  const hasPassword = Boolean(env.SUPER_ADMIN_PASSWORD?.trim());
  if (hasEmail !== hasPassword) problems.push('SUPER_ADMIN_PASSWORD: SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD must be set together');
  if (Boolean(env.LLM_BASE_URL?.trim()) !== Boolean(env.LLM_MODEL?.trim())) {
    problems.push('LLM_MODEL: LLM_BASE_URL and LLM_MODEL must be set together');
  }
  return problems;
}

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
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

/** Reads and validates the environment; throws a ConfigError naming every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems = [
    ...(parsed.error?.issues ?? []).map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    ...crossVariableProblems(env),
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
  };
}
