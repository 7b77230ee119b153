import type { TokenClaims } from '@kairox/contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { loadSigningSecret } from '../../lib/secrets.js';
import { call, login, signUpTenant } from '../../testing/api.js';
import { createTestApp, latestCode, type TestApp } from '../../testing/test-app.js';

let app: TestApp;
let adminToken: string;
let initechId: number;

beforeAll(async () => {
  app = await createTestApp(
    { SUPER_ADMIN_EMAIL: 'root@platform.test', SUPER_ADMIN_PASSWORD: 'Operator!2026' },
    { rateLimits: { loginPerAccount: { name: 'login:account', max: 4, windowSeconds: 900 } } },
  );
  ({ token: adminToken, orgId: initechId } = await signUpTenant(app, {
    name: 'Initech',
    slug: 'initech',
    domainId: 'initech.io',
    adminEmail: 'peter@initech.io',
  }));
});

afterAll(async () => {
  await app?.close();
});

async function addUser(token: string, email: string, password = 'UserPass#1') {
  const added = await call(app, 'POST', '/users/register', {
    token,
    body: { firstName: 'Milton', lastName: 'Waddams', email, password, phone: '+1 415 555 0100' },
  });
  expect(added.status).toBe(201);
  return added.body as { id: number };
}

describe('POST /auth/login', () => {
  it('signs a staff member in with the domain taken from the email, answering token and role', async () => {
    const { status, body } = await call(app, 'POST', '/auth/login', {
      body: { userName: 'Peter@Initech.io', password: 'Str0ngPass!', domainId: '' },
    });
    expect(status).toBe(200);
    expect(body.role).toBe('ROLE_ADMIN');
    const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: 'peter@initech.io', role: 'ROLE_ADMIN' });
    expect(claims.exp - claims.iat).toBe(8 * 3600);
    expect(typeof claims.uid).toBe('number');
    expect(typeof claims.orgId).toBe('number');
    expect(claims.ver).toBe(0);
  });

  it('accepts an explicit domain in any case', async () => {
    const token = await login(app, 'peter@initech.io', 'Str0ngPass!', 'InItEcH.iO');
    expect(token.split('.')).toHaveLength(3);
  });

  it('signs the operator in from configuration with ROLE_SUPER_ADMIN', async () => {
    const { status, body } = await call(app, 'POST', '/auth/login', {
      body: { userName: 'root@platform.test', password: 'Operator!2026', domainId: 'PLATFORM.TEST' },
    });
    expect(status).toBe(200);
    expect(body.role).toBe('ROLE_SUPER_ADMIN');
  });

  it('answers 401 with one message for a wrong password, unknown user or unknown domain', async () => {
    const attempts = [
      { userName: 'peter@initech.io', password: 'wrong-password' },
      { userName: 'nobody@initech.io', password: 'Str0ngPass!' },
      { userName: 'peter@initech.io', password: 'Str0ngPass!', domainId: 'OTHER.IO' },
    ];
    for (const body of attempts) {
      const answer = await call(app, 'POST', '/auth/login', { body });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Invalid username, domain or password.', error: 'UNAUTHORIZED' });
    }
  });

  it('answers 400 when no domain can be found', async () => {
    const { status, body } = await call(app, 'POST', '/auth/login', { body: { userName: 'peter', password: 'x' } });
    expect(status).toBe(400);
    expect(body.message).toBe('Please provide a domain or use an email address with a domain.');
  });

  it('answers 400 with a JSON error for missing fields and for a broken body', async () => {
    const missing = await call(app, 'POST', '/auth/login', { body: { password: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'Username is required', error: 'BAD_REQUEST' });
    const broken = await app.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName":',
    });
    expect(broken.statusCode).toBe(400);
    expect(JSON.parse(broken.body)).toEqual({ message: 'The request body is not valid JSON.', error: 'BAD_REQUEST' });
  });

  it('refuses a disabled user with 403 even with the right password', async () => {
    const user = await addUser(adminToken, 'disabled@initech.io');
    await app.ctx.database.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    const { status, body } = await call(app, 'POST', '/auth/login', {
      body: { userName: 'disabled@initech.io', password: 'UserPass#1' },
    });
    expect(status).toBe(403);
    expect(body.error).toBe('FORBIDDEN');
  });

  it('limits attempts per account and answers 429 with Retry-After', async () => {
    await addUser(adminToken, 'bruteforce@initech.io');
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await call(app, 'POST', '/auth/login', {
        body: { userName: 'bruteforce@initech.io', password: `guess-${attempt}` },
      });
      statuses.push(answer.status);
      retryAfter ??= answer.response.headers['retry-after'] as string | undefined;
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const correct = await call(app, 'POST', '/auth/login', {
      body: { userName: 'bruteforce@initech.io', password: 'UserPass#1' },
    });
    expect(correct.status).toBe(429);
  });
});

describe('session tokens', () => {
  it('stop working when the user is disabled or deleted', async () => {
    const disabled = await addUser(adminToken, 'soon-disabled@initech.io');
    const deleted = await addUser(adminToken, 'soon-deleted@initech.io');
    const disabledToken = await login(app, 'soon-disabled@initech.io', 'UserPass#1');
    const deletedToken = await login(app, 'soon-deleted@initech.io', 'UserPass#1');
    const probe = (token: string) => call(app, 'POST', '/users/register', { token, body: { firstName: '' } }).then((answer) => answer.status);
    expect(await probe(disabledToken)).toBe(400);
    await app.ctx.database.db.update(users).set({ enabled: false }).where(eq(users.id, disabled.id));
    await app.ctx.database.db.delete(users).where(eq(users.id, deleted.id));
    expect(await probe(disabledToken)).toBe(401);
    expect(await probe(deletedToken)).toBe(401);
  });

  it('are refused when forged, expired or signed with another algorithm', async () => {
    const payload = JSON.parse(Buffer.from(adminToken.split('.')[1]!, 'base64url').toString());
    const otherKey = new TextEncoder().encode('x'.repeat(48));
    const forged = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(otherKey);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${adminToken.split('.')[1]}.`;
    for (const token of [forged, unsigned, 'not-a-token']) {
      const { status, body } = await call(app, 'POST', '/users/register', { token, body: {} });
      expect(status).toBe(401);
      expect(body.error).toBe('UNAUTHORIZED');
    }
  });
});

describe('token versions', () => {
  const claimsOf = (token: string): TokenClaims => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
  /** 400 while the token is accepted (the empty body is refused), 401 once it is not. */
  const tokenStatus = async (token: string) => (await call(app, 'POST', '/users/register', { token, body: {} })).status;
  /**
   * A token of the same user signed now, after the change, at the version `token` carries: a
   * sign-in that read the user just before the change, in the same second.
   */
  const signedNowAtOldVersion = (token: string) => {
    const claims = claimsOf(token);
    return app.ctx.tokens.issue({
      email: claims.sub,
      role: claims.role,
      userId: claims.uid,
      orgId: claims.orgId,
      tokenVersion: claims.ver,
    });
  };
  const operatorToken = () => login(app, 'root@platform.test', 'Operator!2026');

  async function expectSessionsEnded(token: string) {
    const sameSecond = await signedNowAtOldVersion(token);
    expect(claimsOf(sameSecond).iat).toBeGreaterThanOrEqual(claimsOf(token).iat);
    expect(await tokenStatus(token)).toBe(401);
    expect(await tokenStatus(sameSecond)).toBe(401);
  }

  it('refuse every token issued before a password reset, also one issued in the same second', async () => {
    await addUser(adminToken, 'lumbergh@initech.io', 'OldPass#123');
    const token = await login(app, 'lumbergh@initech.io', 'OldPass#123');
    expect(await tokenStatus(token)).toBe(400);
    await call(app, 'GET', '/forgot-password/otp?email=lumbergh%40initech.io');
    const otp = await latestCode(app, 'lumbergh@initech.io');
    const reset = await call(app, 'POST', '/forgot-password', {
      body: { email: 'lumbergh@initech.io', domainId: 'initech.io', otp, newPassword: 'NewPass#456' },
    });
    expect(reset.status).toBe(200);
    await expectSessionsEnded(token);
    const fresh = await login(app, 'lumbergh@initech.io', 'NewPass#456');
    expect(claimsOf(fresh).ver).toBe(claimsOf(token).ver + 1);
    expect(await tokenStatus(fresh)).toBe(400);
  });

  it('refuse tokens issued before a disable, also after the user is enabled again', async () => {
    const user = await addUser(adminToken, 'bob.slydell@initech.io');
    const token = await login(app, 'bob.slydell@initech.io', 'UserPass#1');
    const operator = await operatorToken();
    for (const enabled of [false, true]) {
      const answer = await call(app, 'POST', `/api/super-admin/users/enabled?enabled=${enabled}&orgId=${initechId}`, {
        token: operator,
        body: [user.id],
      });
      expect(answer.status).toBe(200);
    }
    await expectSessionsEnded(token);
    expect(await tokenStatus(await login(app, 'bob.slydell@initech.io', 'UserPass#1'))).toBe(400);
  });

  it('refuse tokens issued before a role change, which names the old role; the same role again changes nothing', async () => {
    const user = await addUser(adminToken, 'bob.porter@initech.io');
    const token = await login(app, 'bob.porter@initech.io', 'UserPass#1');
    const operator = await operatorToken();
    const setRole = (role: string) =>
      call(app, 'POST', `/api/super-admin/users/roles?orgId=${initechId}`, { token: operator, body: { [user.id]: role } });

    expect((await setRole('ROLE_USER')).status).toBe(200);
    expect(await tokenStatus(token)).toBe(400);

    expect((await setRole('ROLE_ADMIN')).status).toBe(200);
    await expectSessionsEnded(token);
    const promoted = await login(app, 'bob.porter@initech.io', 'UserPass#1');
    expect(claimsOf(promoted).role).toBe('ROLE_ADMIN');
    expect(await tokenStatus(promoted)).toBe(400);
  });

  it('refuse tokens issued before the sign-in email changed; other edits change nothing', async () => {
    const user = await addUser(adminToken, 'michael@initech.io');
    const token = await login(app, 'michael@initech.io', 'UserPass#1');
    const operator = await operatorToken();
    const edit = (email: string) =>
      call(app, 'PUT', `/api/super-admin/users/${user.id}?orgId=${initechId}`, {
        token: operator,
        body: { firstName: 'Michael', lastName: 'Bolton', email },
      });

    expect((await edit('michael@initech.io')).status).toBe(200);
    expect(await tokenStatus(token)).toBe(400);

    expect((await edit('mbolton@initech.io')).status).toBe(200);
    await expectSessionsEnded(token);
    expect(await tokenStatus(await login(app, 'mbolton@initech.io', 'UserPass#1'))).toBe(400);
  });

  it('refuse a token without a version (issued before versions existed)', async () => {
    const { ver: _ver, iat: _iat, exp: _exp, ...claims } = claimsOf(adminToken);
    const secret = await loadSigningSecret(app.config.jwtSecret, app.config.dataDir);
    const unversioned = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect(await tokenStatus(adminToken)).toBe(400);
    expect(await tokenStatus(unversioned)).toBe(401);
  });
});

describe('password reset', () => {
  it('sends a code, resets the password once, and revokes older sessions', async () => {
    await addUser(adminToken, 'samir@initech.io', 'OldPass#123');
    const oldToken = await login(app, 'samir@initech.io', 'OldPass#123');
    const sent = await call(app, 'GET', '/forgot-password/otp?email=samir%40initech.io');
    expect(sent).toMatchObject({ status: 200, body: { message: 'OTP sent to your email' } });
    const otp = await latestCode(app, 'samir@initech.io');

    const wrongDomain = await call(app, 'POST', '/forgot-password', {
      body: { email: 'samir@initech.io', domainId: 'ELSEWHERE.IO', otp, newPassword: 'NewPass#456' },
    });
    expect(wrongDomain.status).toBe(400);

    const reset = await call(app, 'POST', '/forgot-password', {
      body: { email: 'samir@initech.io', domainId: 'initech.io', otp, newPassword: 'NewPass#456' },
    });
    expect(reset).toMatchObject({
      status: 200,
      body: { message: 'Password reset successfully! Please login with your new password.' },
    });
    const oldPassword = await call(app, 'POST', '/auth/login', {
      body: { userName: 'samir@initech.io', password: 'OldPass#123' },
    });
    expect(oldPassword.status).toBe(401);
    await login(app, 'samir@initech.io', 'NewPass#456');
    const stale = await call(app, 'POST', '/users/register', { token: oldToken, body: {} });
    expect(stale.status).toBe(401);

    const reused = await call(app, 'POST', '/forgot-password', {
      body: { email: 'samir@initech.io', domainId: 'INITECH.IO', otp, newPassword: 'Another#789' },
    });
    expect(reused.status).toBe(400);
  });

  it('answers the same for an unknown email but mails nothing', async () => {
    const before = (await app.outbox()).length;
    const answer = await call(app, 'GET', '/forgot-password/otp?email=ghost%40initech.io');
    expect(answer).toMatchObject({ status: 200, body: { message: 'OTP sent to your email' } });
    expect((await app.outbox()).length).toBe(before);
  });

  it('validates the reset request', async () => {
    const missing = await call(app, 'GET', '/forgot-password/otp');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please enter your email address');
    const short = await call(app, 'POST', '/forgot-password', {
      body: { email: 'samir@initech.io', domainId: 'INITECH.IO', otp: '123456', newPassword: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters long');
    const badOtp = await call(app, 'POST', '/forgot-password', {
      body: { email: 'samir@initech.io', domainId: 'INITECH.IO', otp: '12ab', newPassword: 'LongEnough1' },
    });
    expect(badOtp.body.message).toBe('OTP must be 6 digits');
  });
});
