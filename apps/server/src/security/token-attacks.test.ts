/**
 * Attacks on session tokens (issue #9, "What must exist" 8): forged, re-signed, tampered, expired
 * and revoked tokens, and malformed Authorization headers. Each must answer 401 on a staff read,
 * a staff write and an operator call, and the writes must leave no trace.
 */
import { randomBytes } from 'node:crypto';
import { INTERVIEW_API_KEY_HEADER } from '@kairox/contract';
import { SignJWT, decodeJwt, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, organizations, users } from '../db/schema.js';
import { call, login, signUpTenant } from '../testing/api.js';
import { createTestApp, GENEROUS_RATE_LIMITS, latestCode, type TestApp } from '../testing/test-app.js';
import { createInterviewApiKey } from '../modules/interviews/api-keys.service.js';
import { PASSWORD, addMember, createJob, jobRequestBody, userIdOf, type Member } from '../testing/tenants.js';

const OPERATOR = { email: 'root@platform.test', password: 'Operator!2026' };
const randomSecret = () => randomBytes(32).toString('base64url');
const SECRET = randomSecret();
const SIGNING_KEY = new TextEncoder().encode(SECRET);

let app: TestApp;
let operatorToken: string;
/** The organisation every attack aims at. */
let victim: { orgId: number; domainId: string; admin: Member; user: Member; jobId: number };
let memberCounter = 0;

const db = () => app.ctx.database.db;
const base64url = (text: string) => Buffer.from(text).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The claims the server put in a token it issued (whatever their names), for forging look-alikes. */
const claimsOf = (token: string) => decodeJwt(token);

function sign(claims: JWTPayload, key: Uint8Array | CryptoKey = SIGNING_KEY, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }) {
  return new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(key);
}

/** The token with its payload replaced and its original header and signature kept. */
function withClaims(token: string, claims: JWTPayload): string {
  const [header, , signature] = token.split('.');
  return `${header}.${base64url(JSON.stringify(claims))}.${signature}`;
}

/** A new ROLE_USER of the victim organisation, signed in. */
const newMember = () => addMember(app, victim.admin.token, victim.domainId, `member${++memberCounter}@${victim.domainId.toLowerCase()}`);

/** The victim's rows an accepted attack could change. */
async function victimState() {
  const [jobCount] = await db().select({ total: count() }).from(jobs).where(eq(jobs.orgId, victim.orgId));
  const [userCount] = await db().select({ total: count() }).from(users).where(eq(users.orgId, victim.orgId));
  const [job] = await db().select().from(jobs).where(eq(jobs.id, victim.jobId));
  const [org] = await db().select().from(organizations).where(eq(organizations.id, victim.orgId));
  return { jobs: jobCount!.total, users: userCount!.total, job, org };
}

/**
 * The Authorization header (or none) is refused with 401 on a staff read, on three writes
 * (create a job, edit the victim's job, add a user) and on an operator call that deletes the
 * victim organisation; nothing changes.
 */
async function expectRefused(authorization: string | undefined, label: string) {
  const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
  const before = await victimState();
  const attempts = {
    'read the jobs': await call(app, 'GET', '/functions/V1/jobs', { headers }),
    'create a job': await call(app, 'POST', '/functions/V1/create-job', { headers, body: jobRequestBody('Planted by an attacker') }),
    "edit the victim's job": await call(app, 'PUT', `/functions/V1/job/${victim.jobId}`, { headers, body: { title: 'Hijacked' } }),
    'add a user': await call(app, 'POST', '/users/register', {
      headers,
      body: {
        firstName: 'Mallory',
        lastName: 'Attacker',
        email: `mallory${++memberCounter}@${victim.domainId.toLowerCase()}`,
        password: PASSWORD,
        phone: '+49 151 1111111',
      },
    }),
    'delete the organisation (operator)': await call(app, 'DELETE', '/api/super-admin/organizations', { headers, body: [victim.orgId] }),
  };
  for (const [attempt, answer] of Object.entries(attempts)) {
    expect({ status: answer.status, error: answer.body?.error }, `${label}: ${attempt}`).toEqual({ status: 401, error: 'UNAUTHORIZED' });
  }
  expect(await victimState(), `${label}: nothing changed`).toEqual(before);
}

/** The token works: the control that shows a refusal is about the attack, not the probe. */
async function expectAccepted(token: string, label: string) {
  const answer = await call(app, 'GET', '/functions/V1/jobs', { token });
  expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(200);
}

beforeAll(async () => {
  app = await createTestApp(
    { JWT_SECRET: SECRET, SUPER_ADMIN_EMAIL: OPERATOR.email, SUPER_ADMIN_PASSWORD: OPERATOR.password },
    { rateLimits: GENEROUS_RATE_LIMITS },
  );
  operatorToken = await login(app, OPERATOR.email, OPERATOR.password);
  const domainId = 'victim.example';
  const signed = await signUpTenant(app, { name: 'Victim', slug: 'victim', domainId, adminEmail: `admin@${domainId}`, password: PASSWORD });
  const admin: Member = {
    id: await userIdOf(app, signed.orgId, `admin@${domainId}`),
    email: `admin@${domainId}`,
    password: PASSWORD,
    token: signed.token,
  };
  const upperDomain = domainId.toUpperCase();
  victim = {
    orgId: signed.orgId,
    domainId: upperDomain,
    admin,
    user: await addMember(app, admin.token, upperDomain, `recruiter@${domainId}`),
    jobId: await createJob(app, admin.token),
  };
}, 300_000);

afterAll(async () => {
  await app?.close();
});

describe('forged and tampered tokens', () => {
  it('accepts the same claims re-signed with the real key (the forging here is sound)', async () => {
    await expectAccepted(await sign(claimsOf(victim.user.token)), 're-signed');
  });

  it('refuses a request without a token', async () => {
    await expectRefused(undefined, 'no Authorization header');
  });

  it("refuses alg 'none', with and without the original signature", async () => {
    const payload = victim.admin.token.split('.')[1];
    const signature = victim.admin.token.split('.')[2];
    for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
      const header = base64url(JSON.stringify({ alg, typ: 'JWT' }));
      await expectRefused(`Bearer ${header}.${payload}.`, `alg ${alg}, no signature`);
      await expectRefused(`Bearer ${header}.${payload}.${signature}`, `alg ${alg}, original signature`);
    }
  });

  it('refuses a token signed with another key', async () => {
    const otherKey = new TextEncoder().encode(randomSecret());
    await expectRefused(`Bearer ${await sign(claimsOf(victim.admin.token), otherKey)}`, 'wrong key');
  });

  it('refuses HS256 signed with guessable values (defaults, names, the public domain)', async () => {
    const guesses = ['secret', 'changeme', 'kairox', 'Kairox', 'jwt-secret', 'your-256-bit-secret', victim.domainId, `${OPERATOR.email}`];
    for (const guess of guesses) {
      const token = await sign(claimsOf(victim.admin.token), new TextEncoder().encode(guess));
      await expectRefused(`Bearer ${token}`, `HMAC key ${guess}`);
    }
  });

  it('refuses RS256 and ES256 tokens that carry their own public key (algorithm confusion)', async () => {
    for (const alg of ['RS256', 'ES256', 'PS256']) {
      const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
      const jwk = await exportJWK(publicKey);
      const token = await sign(claimsOf(victim.admin.token), privateKey, { alg, typ: 'JWT', jwk });
      await expectRefused(`Bearer ${token}`, `${alg} with an embedded key`);
    }
  });

  it('refuses HS384 and HS512 even when signed with the real key (only HS256 is allowed)', async () => {
    for (const alg of ['HS384', 'HS512']) {
      await expectRefused(`Bearer ${await sign(claimsOf(victim.admin.token), SIGNING_KEY, { alg, typ: 'JWT' })}`, alg);
    }
  });

  it('refuses an expired token and one not valid yet, though signed with the real key', async () => {
    const claims = claimsOf(victim.admin.token);
    await expectRefused(`Bearer ${await sign({ ...claims, iat: nowSeconds() - 9 * 3600, exp: nowSeconds() - 3600 })}`, 'expired an hour ago');
    await expectRefused(`Bearer ${await sign({ ...claims, exp: nowSeconds() - 1 })}`, 'expired a second ago');
    await expectRefused(`Bearer ${await sign({ ...claims, nbf: nowSeconds() + 3600 })}`, 'valid only in an hour');
    const { exp: _exp, ...withoutExpiry } = claims;
    await expectRefused(`Bearer ${await sign(withoutExpiry)}`, 'no expiry');
  });

  it('refuses claims tampered under the original signature: role raised, organisation or user switched', async () => {
    const other = await signUpTenant(app, {
      name: 'Other',
      slug: 'other',
      domainId: 'other.example',
      adminEmail: 'admin@other.example',
      password: PASSWORD,
    });
    const claims = claimsOf(victim.user.token);
    const tampered: Array<[string, JWTPayload]> = [
      ['role raised to ROLE_ADMIN', { ...claims, role: 'ROLE_ADMIN' }],
      ['role raised to ROLE_SUPER_ADMIN', { ...claims, role: 'ROLE_SUPER_ADMIN' }],
      ['organisation switched', { ...claims, orgId: other.orgId }],
      ["user switched to the admin's", { ...claims, uid: victim.admin.id, sub: victim.admin.email }],
      ['expiry pushed out', { ...claims, exp: nowSeconds() + 365 * 86_400 }],
    ];
    for (const [label, forged] of tampered) await expectRefused(`Bearer ${withClaims(victim.user.token, forged)}`, label);
    await expectAccepted(victim.user.token, 'the untouched token');
  });

  it('refuses garbage and overlong tokens', async () => {
    const [header, payload, signature] = victim.admin.token.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    const garbage = [
      'abc',
      'a.b.c',
      '..',
      'null',
      `${header}.${payload}`,
      `${header}.${payload}.`,
      `${header}.${payload}.${flipped}`,
      `${header}.${payload}.${signature}.${signature}`,
      `${base64url('{"alg":"HS256"')}.${payload}.${signature}`,
      `${header}.${base64url('not json')}.${signature}`,
      `${header}.${base64url('[]')}.${signature}`,
      `${header}.${payload}.${signature}`.replace(/[A-Za-z]/, '!'),
      'a'.repeat(100_000),
      `${header}.${'A'.repeat(200_000)}.${signature}`,
    ];
    for (const token of garbage) await expectRefused(`Bearer ${token}`, `garbage ${token.slice(0, 40)}… (${token.length} characters)`);
  });

  it('refuses malformed Authorization headers; the scheme name itself is case-insensitive (RFC 9110)', async () => {
    const token = victim.admin.token;
    const [header, payload, signature] = token.split('.');
    const malformed = [
      token,
      `Basic ${token}`,
      `Token ${token}`,
      `JWT ${token}`,
      `Bearer${token}`,
      `Bearer Bearer ${token}`,
      `Bearer ${token} ${token}`,
      `Bearer ${token},Bearer ${token}`,
      `Bearer ${header}. ${payload}.${signature}`,
      `Bearer ${header}.${payload} .${signature}`,
      `Bearer ${token}\u200b`,
      `Bearer "${token}"`,
      'Bearer ',
      `Bearer ${SECRET}`,
    ];
    for (const value of malformed) await expectRefused(value, `Authorization: ${JSON.stringify(value.slice(0, 40))}`);
    for (const scheme of ['bearer', 'BEARER']) {
      const answer = await call(app, 'GET', '/functions/V1/jobs', { headers: { authorization: `${scheme} ${token}` } });
      expect(answer.status, scheme).toBe(200);
    }
  });

  it("refuses the organisation's interview API key as a bearer token", async () => {
    const key = (await createInterviewApiKey(db(), victim.orgId, 'Interview vendor')).key;
    await expectRefused(`Bearer ${key}`, 'interview API key as bearer');
    const asApiKey = await call(app, 'GET', '/functions/V1/jobs', { headers: { [INTERVIEW_API_KEY_HEADER]: key } });
    expect(asApiKey.status).toBe(401);
  });
});

describe('revoked tokens', () => {
  it("refuses a disabled user's token, also after the user is enabled again", async () => {
    const member = await newMember();
    await expectAccepted(member.token, 'before the disable');
    const disable = await call(app, 'POST', `/api/super-admin/users/enabled?enabled=false&orgId=${victim.orgId}`, {
      token: operatorToken,
      body: [member.id],
    });
    expect(disable.status, JSON.stringify(disable.body)).toBe(200);
    await expectRefused(`Bearer ${member.token}`, 'disabled user');
    const enable = await call(app, 'POST', `/api/super-admin/users/enabled?enabled=true&orgId=${victim.orgId}`, {
      token: operatorToken,
      body: [member.id],
    });
    expect(enable.status, JSON.stringify(enable.body)).toBe(200);
    await expectRefused(`Bearer ${member.token}`, 'token from before the disable, user enabled again');
    await expectAccepted(await login(app, member.email, member.password, victim.domainId), 'a new sign-in');
  });

  it("refuses a deleted user's token", async () => {
    const member = await newMember();
    const deleted = await call(app, 'DELETE', '/api/super-admin/users', { token: operatorToken, body: [member.id] });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    await expectRefused(`Bearer ${member.token}`, 'deleted user');
  });

  it("refuses the tokens of a deleted organisation's staff", async () => {
    const doomed = await signUpTenant(app, {
      name: 'Doomed',
      slug: 'doomed',
      domainId: 'doomed.example',
      adminEmail: 'admin@doomed.example',
      password: PASSWORD,
    });
    await expectAccepted(doomed.token, 'before the deletion');
    const deleted = await call(app, 'DELETE', '/api/super-admin/organizations', { token: operatorToken, body: [doomed.orgId] });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    await expectRefused(`Bearer ${doomed.token}`, 'deleted organisation');
  });

  it('refuses a token issued in the same second as a password reset', async () => {
    const member = await newMember();
    const sent = await call(app, 'GET', `/forgot-password/otp?email=${encodeURIComponent(member.email)}`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const otp = await latestCode(app, member.email);
    const token = await login(app, member.email, member.password, victim.domainId);
    const reset = await call(app, 'POST', '/forgot-password', {
      body: { email: member.email, domainId: victim.domainId, otp, newPassword: 'N3w-Passw0rd!' },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    await expectRefused(`Bearer ${token}`, 'issued just before the reset');
    // The same claims stamped with the very second the reset was recorded: what a sign-in in
    // that second, just before the reset, would have received (whole-second time checks miss it).
    const [row] = await db().select({ changedAt: users.credentialsChangedAt }).from(users).where(eq(users.id, member.id));
    const resetSecond = Math.floor(row!.changedAt.getTime() / 1000);
    await expectRefused(`Bearer ${await sign({ ...claimsOf(token), iat: resetSecond })}`, 'issued in the second of the reset');
    await expectAccepted(await login(app, member.email, 'N3w-Passw0rd!', victim.domainId), 'a sign-in with the new password');
  });

  it("refuses a token issued before the user's role changed, either way", async () => {
    const member = await newMember();
    const promoted = await call(app, 'POST', `/api/super-admin/users/roles?orgId=${victim.orgId}`, {
      token: operatorToken,
      body: { [String(member.id)]: 'ROLE_ADMIN' },
    });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    await expectRefused(`Bearer ${member.token}`, 'ROLE_USER token after promotion');
    const adminToken = await login(app, member.email, member.password, victim.domainId);
    await expectAccepted(adminToken, 'a new sign-in as ROLE_ADMIN');
    const demoted = await call(app, 'POST', `/api/super-admin/users/roles?orgId=${victim.orgId}`, {
      token: operatorToken,
      body: { [String(member.id)]: 'ROLE_USER' },
    });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
    await expectRefused(`Bearer ${adminToken}`, 'ROLE_ADMIN token after demotion');
  });
});
