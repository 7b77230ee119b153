import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, demoData: true, databaseUrl: undefined, smtpUrl: undefined });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('names every bad value with a clear message', () => {
    const bad = {
      PORT: 'eighty',
      DEMO_DATA: 'maybe',
      DATABASE_URL: 'mysql://db',
      JWT_SECRET: 'short',
      SMTP_URL: 'http://mail',
      SUPER_ADMIN_EMAIL: 'root@platform.io',
    };
    try {
      loadConfig(bad);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT: must be a port number');
      expect(problems).toContain('DEMO_DATA: must be true or false');
      expect(problems).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(problems).toContain('JWT_SECRET: must be at least 32 characters');
      expect(problems).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
      expect(problems).toContain('SUPER_ADMIN_PASSWORD: SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD must be set together');
    }
  });

  it('reads the optional LLM provider and the interview pass mark, refusing bad values', () => {
    expect(loadConfig({})).toMatchObject({ llm: undefined, interviewPassScore: 6 });
    expect(
      loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1', LLM_MODEL: 'qwen', INTERVIEW_PASS_SCORE: '6.5', LLM_TIMEOUT_MS: '' }),
    ).toMatchObject({
      llm: { baseUrl: 'http://127.0.0.1:8080/v1', model: 'qwen', apiKey: undefined, timeoutMs: 20_000 },
      interviewPassScore: 6.5,
    });
    try {
      loadConfig({ LLM_BASE_URL: 'ftp://models', LLM_TIMEOUT_MS: 'soon', INTERVIEW_PASS_SCORE: '11' });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('LLM_BASE_URL: must be an http:// or https:// URL');
      expect(problems).toContain('LLM_TIMEOUT_MS: must be a number of milliseconds');
      expect(problems).toContain('INTERVIEW_PASS_SCORE: must be between 0 and 10');
      expect(problems).toContain('LLM_MODEL: LLM_BASE_URL and LLM_MODEL must be set together');
    }
  });

  it('reads the operator account and booleans', () => {
    const config = loadConfig({ SUPER_ADMIN_EMAIL: 'Root@Platform.io', SUPER_ADMIN_PASSWORD: 'long-enough', DEMO_DATA: 'false' });
    expect(config.superAdmin).toEqual({ email: 'root@platform.io', password: 'long-enough' });
    expect(config.demoData).toBe(false);
  });

  it('reads the per-address sign-in limit', () => {
    expect(loadConfig({}).loginLimitPerIp).toBe(60);
    expect(loadConfig({ LOGIN_LIMIT_PER_IP: '500' }).loginLimitPerIp).toBe(500);
    expect(() => loadConfig({ LOGIN_LIMIT_PER_IP: '0' })).toThrow('LOGIN_LIMIT_PER_IP: must be at least 1');
  });

  it('reads the resume extraction settings', () => {
    expect(loadConfig({}).extraction).toEqual({ workers: 2, timeoutMs: 30_000 });
    expect(loadConfig({ EXTRACTION_WORKERS: '4', EXTRACTION_TIMEOUT_MS: '' }).extraction).toEqual({ workers: 4, timeoutMs: 30_000 });
    try {
      loadConfig({ EXTRACTION_WORKERS: '0', EXTRACTION_TIMEOUT_MS: '120000' });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('EXTRACTION_WORKERS: must be between 1 and 16');
      expect(problems).toContain('EXTRACTION_TIMEOUT_MS: must be between 1000 and 60000');
    }
  });

  it('runs API and workers in one process unless told otherwise; a split needs PostgreSQL', () => {
    const postgres = { DATABASE_URL: 'postgres://db/kairox' };
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ ...postgres, RUN_WORKERS: 'false' }).role).toBe('api');
    expect(loadConfig(postgres, { worker: true }).role).toBe('worker');
    expect(() => loadConfig({ RUN_WORKERS: 'false' })).toThrow('RUN_WORKERS: false needs DATABASE_URL');
    expect(() => loadConfig({}, { worker: true })).toThrow('DATABASE_URL: a worker process needs PostgreSQL');
  });

  it('keeps files in DATA_DIR unless STORAGE_URL names an S3 bucket, read with its S3 settings', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ STORAGE_URL: 's3://kairox-files' }).s3).toEqual({
      bucket: 'kairox-files',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    const s3 = loadConfig({
      STORAGE_URL: 's3://kairox-files/production/',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example-key',
      S3_FORCE_PATH_STYLE: 'true',
    }).s3;
    expect(s3).toEqual({
      bucket: 'kairox-files',
      prefix: 'production/',
      endpoint: 'https://minio.internal:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example-key' },
      forcePathStyle: true,
    });
  });

  it('names every bad storage and metrics setting', () => {
    try {
      loadConfig({
        STORAGE_URL: 'https://bucket',
        S3_ENDPOINT: 'minio:9000',
        S3_REGION: 'Mars 1',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        METRICS_TOKEN: 'short',
      });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('STORAGE_URL: must be s3://bucket or s3://bucket/prefix');
      expect(problems).toContain('S3_ENDPOINT: must be an http:// or https:// URL');
      expect(problems).toContain('S3_REGION: must be a region name such as us-east-1');
      expect(problems).toContain('S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
      expect(problems).toContain('S3_ENDPOINT: is only used with STORAGE_URL=s3://bucket');
      expect(problems).toContain('METRICS_TOKEN: must be at least 16 characters');
    }
    for (const url of ['s3://', 's3://UPPER', 's3://a', 's3://bucket/../up', 's3://bucket/with space']) {
      expect(() => loadConfig({ STORAGE_URL: url }), url).toThrow('STORAGE_URL: must be s3://bucket or s3://bucket/prefix');
    }
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token' }).metricsToken).toBe('a-long-enough-token');
  });

  it('never puts the S3 secret into a configuration problem', () => {
    try {
      loadConfig({ STORAGE_URL: 's3://kairox-files', S3_SECRET_ACCESS_KEY: 'secret-example-key', S3_ENDPOINT: 'nope' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).message).not.toContain('secret-example-key');
    }
  });
});
