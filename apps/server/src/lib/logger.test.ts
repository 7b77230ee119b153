import { describe, expect, it } from 'vitest';
import { createLogger, REDACTED } from './logger.js';

/** A logger at trace level whose lines are kept in memory. */
function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger({ level: 'trace', destination: { write: (line: string) => void lines.push(line) } });
  return { logger, lines, text: () => lines.join(''), entries: () => lines.map((line) => JSON.parse(line)) };
}

const ARGON2_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhQGIuYyJ9.c2lnbmF0dXJlc2lnbmF0dXJl';
const API_KEY = 'kx_live_0123456789abcdefghijABCDEFGHIJ01';

describe('the logger', () => {
  it('censors secret-named keys at any depth and keeps the rest', () => {
    const { logger, text, entries } = capturingLogger();
    logger.info(
      {
        userId: 7,
        user: { email: 'ada@acme.example', password: 'pw-one', passwordHash: 'stored-hash', newPassword: 'pw-two' },
        headers: { authorization: 'opaque-credential', cookie: 'sid=cookie-value', 'x-api-key': 'header-key', accept: 'application/json' },
        otp: '482913',
        code: '375102',
        apiKey: 'plain-key',
        body: { resumeText: 'Resume of Jordan Rivera', batch: [{ token: 'refresh-value' }] },
      },
      'with secrets',
    );
    for (const secret of [
      'pw-one',
      'stored-hash',
      'pw-two',
      'opaque-credential',
      'cookie-value',
      'header-key',
      '482913',
      '375102',
      'plain-key',
      'Resume of Jordan',
      'refresh-value',
    ]) {
      expect(text()).not.toContain(secret);
    }
    expect(entries()[0]).toMatchObject({
      userId: 7,
      user: { email: 'ada@acme.example', password: REDACTED, passwordHash: REDACTED },
      headers: { authorization: REDACTED, accept: 'application/json' },
      body: { batch: [{ token: REDACTED }] },
      msg: 'with secrets',
    });
  });

  it('cuts hashes, tokens, keys and secret query parameters out of any text, messages included', () => {
    const { logger, text } = capturingLogger();
    logger.warn(`stored ${ARGON2_HASH} for Bearer ${JWT}`);
    logger.info({ url: `/reset?email=a%40b.example&token=reset-value&otp=112233`, note: `key ${API_KEY}` }, 'request');
    const output = text();
    for (const secret of [ARGON2_HASH, 'c2FsdHNhbHRzYWx0', JWT, 'reset-value', '112233', API_KEY]) expect(output).not.toContain(secret);
    expect(output).toContain('email=a%40b.example');
    expect(output).toContain(REDACTED);
  });

  it("logs a failed query's SQL but not its parameters, nor the driver's detail", () => {
    const { logger, text, entries } = capturingLogger();
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint "users_org_email_key"'), {
      code: '23505',
      detail: 'Key (org_id, email)=(1, grace@acme.example) already exists.',
      constraint: 'users_org_email_key',
    });
    const failedQuery = Object.assign(
      new Error(`Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: grace@acme.example,${ARGON2_HASH}`),
      { query: 'insert into "users" ("email", "password_hash") values ($1, $2)', params: ['grace@acme.example', ARGON2_HASH], cause: driverError },
    );
    logger.error({ err: failedQuery }, 'unhandled error');
    logger.error(failedQuery);

    expect(text()).not.toContain('grace@acme.example');
    expect(text()).not.toContain('argon2');
    const [first, second] = entries();
    expect(first.err).toMatchObject({
      message: `Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ${REDACTED}`,
      cause: { code: '23505', constraint: 'users_org_email_key' },
    });
    expect(first.err).not.toHaveProperty('params');
    expect(first.err.cause).not.toHaveProperty('detail');
    expect(first.err.stack).toContain('insert into "users"');
    expect(second.msg).toContain('Failed query: insert into "users"');
  });
});
