/**
 * Secret-free logs (issue #9, finding 4): the real app, logging at trace level into memory, is
 * made to fail a query that carries a password hash and personal data, and is called with
 * bearer tokens, an interview API key and passwords. None of them may reach the log.
 */
import { INTERVIEW_API_KEY_HEADER, INTERVIEW_API_KEY_PREFIX } from '@kairox/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, REDACTED } from '../lib/logger.js';
import { createInterviewApiKey } from '../modules/interviews/api-keys.service.js';
import { call, login, signUpTenant } from '../testing/api.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const lines: string[] = [];
const logText = () => lines.join('');
const logEntries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

const ADMIN = { email: 'ada@logs.example', password: 'Adm1n-Secret-Pass!' };
/** The user whose insert fails: every field is personal data that must stay out of the log. */
const NEW_USER = {
  firstName: 'Zephyrine',
  lastName: 'Quillfeather',
  email: 'zephyrine.quillfeather@logs.example',
  password: 'Zq-Very-Secret-2026',
  phone: '+49 151 98765432',
};

let app: TestApp;
let adminToken: string;
let orgId: number;

beforeAll(async () => {
  const logger = createLogger({ level: 'trace', destination: { write: (line: string) => void lines.push(line) } });
  app = await createTestApp({}, { logger });
  ({ orgId, token: adminToken } = await signUpTenant(app, {
    name: 'Logs Inc',
    slug: 'logs',
    domainId: 'logs.example',
    adminEmail: ADMIN.email,
    password: ADMIN.password,
  }));
}, 180_000);

afterAll(async () => {
  await app?.close();
});

describe('the log', () => {
  it("holds a failed query's SQL but not its parameters: no password hash, no personal data", async () => {
    // A database that refuses new users, naming the password hash in the error's detail.
    await app.ctx.database.pool.query(`
      create function refuse_user_insert() returns trigger language plpgsql as $$
      begin
        raise exception 'user inserts are refused by this test' using detail = 'hash ' || new.password_hash;
      end $$;
      create trigger refuse_user_insert before insert on users for each row execute function refuse_user_insert();
    `);
    try {
      const answer = await call(app, 'POST', '/users/register', { token: adminToken, body: NEW_USER });
      expect(answer.status).toBe(500);
    } finally {
      await app.ctx.database.pool.query('drop trigger refuse_user_insert on users; drop function refuse_user_insert();');
    }

    const failure = logEntries().find((entry) => entry.msg === 'unhandled error');
    expect(failure?.err).toMatchObject({
      message: expect.stringMatching(/^Failed query: insert into "users" .*\nparams: \[Redacted\]$/s),
      cause: { message: 'user inserts are refused by this test' },
    });
    const text = logText();
    for (const secret of ['$argon2', 'hash $', ...Object.values(NEW_USER)]) expect(text).not.toContain(secret);
  });

  it('holds no bearer token, API key or password of the requests it records', async () => {
    const operatorKey = (await createInterviewApiKey(app.ctx.database.db, orgId, 'log test')).key;
    expect(operatorKey.startsWith(INTERVIEW_API_KEY_PREFIX)).toBe(true);
    const freshToken = await login(app, ADMIN.email, ADMIN.password);
    await call(app, 'GET', '/functions/V1/jobs', { token: freshToken });
    await call(app, 'GET', '/functions/V1/job-stats', { headers: { authorization: `Bearer ${freshToken}`, cookie: `session=${freshToken}` } });
    await call(app, 'POST', '/api/interviews/events', {
      headers: { [INTERVIEW_API_KEY_HEADER]: operatorKey },
      body: { event: 'Interview started', applicantId: 2_000_000_000 },
    });
    await call(app, 'POST', '/forgot-password', {
      body: { email: ADMIN.email, domainId: 'logs.example', otp: '000000', newPassword: 'Another-Secret-Pass-1' },
    });
    app.ctx.logger.info(
      { headers: { authorization: `Bearer ${freshToken}`, [INTERVIEW_API_KEY_HEADER]: operatorKey } },
      'headers as a plugin might log them',
    );

    const text = logText();
    expect(text).toContain('/functions/V1/job-stats');
    expect(text).toContain(REDACTED);
    for (const secret of [freshToken, adminToken, operatorKey, ADMIN.password, 'Another-Secret-Pass-1']) expect(text).not.toContain(secret);
  });
});
