import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, isValidEmail } from '@kairox/contract';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: optionalText.refine(
      (url) => !url || /^postgres(ql)?:\/\//.test(url),
      'must be a postgres:// or postgresql:// URL',
    ),
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
    WEB_DIST_DIR: optionalText,
});

/** Rules across variables, checked even when single values are bad, so all problems show at once. */
function crossVariableProblems(env: NodeJS.ProcessEnv): string[] {
  const hasEmail = Boolean(env.SUPER_ADMIN_EMAIL?.trim());
  const hasPassword = Boolean(env.SUPER_ADMIN_PASSWORD?.trim());
  return hasEmail === hasPassword
    ? []
    : ['SUPER_ADMIN_PASSWORD: SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD must be set together'];
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
  };
}
