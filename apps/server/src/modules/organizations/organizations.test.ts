import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, otpCodes, users } from '../../db/schema.js';
import { call, login, registrationBody, verifySignupEmail } from '../../testing/api.js';
import { createTestApp, latestCode, type TestApp } from '../../testing/test-app.js';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

async function tableCounts() {
  const { db } = app.ctx.database;
  const [orgs] = await db.select({ total: count() }).from(organizations);
  const [people] = await db.select({ total: count() }).from(users);
  return { organizations: orgs!.total, users: people!.total };
}

describe('POST /otp/send and /otp/verify', () => {
  it('mails a six-digit code that verifies once', async () => {
    const sent = await call(app, 'POST', '/otp/send', { body: { email: 'Olga@Umbrella.io' } });
    expect(sent).toMatchObject({ status: 200, body: { message: 'Verification code sent to your email' } });
    const mail = (await app.outbox()).at(-1)!;
    expect(mail.to).toBe('olga@umbrella.io');
    expect(mail.subject).toMatch(/verification code/i);
    expect(mail.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const otp = await latestCode(app, 'olga@umbrella.io');
    const [stored] = await app.ctx.database.db.select().from(otpCodes).where(eq(otpCodes.email, 'olga@umbrella.io'));
    expect(stored!.codeHash).not.toContain(otp);
    const verified = await call(app, 'POST', '/otp/verify', { body: { email: 'olga@umbrella.io', otp } });
    expect(verified).toMatchObject({ status: 200, body: { verified: true, message: 'Email verified successfully!' } });
    const again = await call(app, 'POST', '/otp/verify', { body: { email: 'olga@umbrella.io', otp } });
    expect(again.status).toBe(400);
  });

  it('refuses personal mail domains and malformed emails', async () => {
    const personal = await call(app, 'POST', '/otp/send', { body: { email: 'someone@gmail.com' } });
    expect(personal).toMatchObject({
      status: 400,
      body: { message: 'Personal email domains are not allowed. Please use your company email.', error: 'BAD_REQUEST' },
    });
    const malformed = await call(app, 'POST', '/otp/send', { body: { email: 'not-an-email' } });
    expect(malformed.status).toBe(400);
  });

  it('waits 60 seconds before sending another code', async () => {
    await call(app, 'POST', '/otp/send', { body: { email: 'wait@umbrella.io' } });
    const resend = await call(app, 'POST', '/otp/send', { body: { email: 'wait@umbrella.io' } });
    expect(resend.status).toBe(429);
    expect(resend.body.message).toMatch(/^Please wait (60|59) seconds before requesting a new OTP\.$/);
    expect(resend.response.headers['retry-after']).toBeDefined();
  });

  it('retires a code after five wrong tries', async () => {
    await call(app, 'POST', '/otp/send', { body: { email: 'tries@umbrella.io' } });
    const otp = await latestCode(app, 'tries@umbrella.io');
    const wrong = otp === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await call(app, 'POST', '/otp/verify', { body: { email: 'tries@umbrella.io', otp: wrong } });
      expect(answer.status).toBe(400);
      messages.push(answer.body.message);
    }
    expect(messages.slice(0, 4).every((message) => message === 'Invalid OTP. Please try again.')).toBe(true);
    expect(messages[4]).toBe('Too many incorrect attempts. Please request a new OTP.');
    const correct = await call(app, 'POST', '/otp/verify', { body: { email: 'tries@umbrella.io', otp } });
    expect(correct.body.message).toBe('Too many incorrect attempts. Please request a new OTP.');
  });

  it('refuses an expired code', async () => {
    await call(app, 'POST', '/otp/send', { body: { email: 'late@umbrella.io' } });
    const otp = await latestCode(app, 'late@umbrella.io');
    await app.ctx.database.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpCodes.email, 'late@umbrella.io'));
    const answer = await call(app, 'POST', '/otp/verify', { body: { email: 'late@umbrella.io', otp } });
    expect(answer).toMatchObject({ status: 400, body: { message: 'OTP has expired. Please request a new one.' } });
  });

  it('checks the code format', async () => {
    const answer = await call(app, 'POST', '/otp/verify', { body: { email: 'x@umbrella.io', otp: '12345' } });
    expect(answer).toMatchObject({ status: 400, body: { message: 'OTP must be 6 digits' } });
  });
});

describe('GET /org/check', () => {
  it('answers exists for a registered domain in any case and 404 for a free one', async () => {
    await verifySignupEmail(app, 'ceo@wayne.io');
    await call(app, 'POST', '/org/register', {
      body: registrationBody({ name: 'Wayne Enterprises', slug: 'wayne', domainId: 'wayne.io', adminEmail: 'ceo@wayne.io' }),
    });
    expect(await call(app, 'GET', '/org/check?domainId=WAYNE.IO')).toMatchObject({ status: 200, body: { exists: true } });
    expect(await call(app, 'GET', '/org/check?domainId=wayne.io')).toMatchObject({ status: 200, body: { exists: true } });
    const free = await call(app, 'GET', '/org/check?domainId=free-domain.io');
    expect(free.status).toBe(404);
    expect(free.body).toMatchObject({ exists: false, error: 'NOT_FOUND' });
  });

  it('answers 400 without a domain', async () => {
    const answer = await call(app, 'GET', '/org/check');
    expect(answer).toMatchObject({ status: 400, body: { message: 'Domain is required', error: 'BAD_REQUEST' } });
  });
});

describe('POST /org/register', () => {
  it('creates the tenant and its admin from the current payload flow', async () => {
    await verifySignupEmail(app, 'admin@stark.io');
    const answer = await call(app, 'POST', '/org/register', {
      body: registrationBody({ name: 'Stark Industries', slug: 'stark', domainId: 'stark.io', adminEmail: 'admin@stark.io' }),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Tenant account created successfully!');
    expect(answer.body.organization).toMatchObject({
      name: 'Stark Industries',
      slug: 'stark',
      domainId: 'STARK.IO',
      plan: 'FREE_TRIAL',
      country: 'Germany',
      industry: 'Technology',
      companySize: 51,
    });
    const token = await login(app, 'admin@stark.io', 'Str0ngPass!');
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims.role).toBe('ROLE_ADMIN');
    const welcome = (await app.outbox()).filter((mail) => mail.to === 'admin@stark.io').at(-1)!;
    expect(welcome.subject).toBe('Welcome to Kairox, Stark Industries');
    expect(welcome.text).toContain('STARK.IO');
  });

  it('accepts the earlier flow (organization.name + user) with a numeric company size and no password', async () => {
    await verifySignupEmail(app, 'founder@oscorp.io');
    const answer = await call(app, 'POST', '/org/register', {
      body: {
        organization: {
          name: 'Oscorp',
          slug: 'oscorp',
          domainId: 'oscorp.io',
          country: 'Canada',
          plan: 'free_trial',
          industry: null,
          companySize: 11,
        },
        user: { firstName: 'Norman', lastName: 'Osborn', email: 'founder@oscorp.io', password: '', phone: '' },
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.organization).toMatchObject({ name: 'Oscorp', domainId: 'OSCORP.IO', companySize: 11, industry: null });
    const noPassword = await call(app, 'POST', '/auth/login', { body: { userName: 'founder@oscorp.io', password: 'anything-at-all' } });
    expect(noPassword.status).toBe(401);
  });

  it('keeps a paid plan as a request and starts the tenant on the free trial', async () => {
    await verifySignupEmail(app, 'buyer@cyberdyne.io');
    const body = registrationBody({ name: 'Cyberdyne', slug: 'cyberdyne', domainId: 'cyberdyne.io', adminEmail: 'buyer@cyberdyne.io' });
    body.organization.plan = 'PROFESSIONAL';
    const answer = await call(app, 'POST', '/org/register', { body });
    expect(answer.status).toBe(201);
    expect(answer.body.organization.plan).toBe('FREE_TRIAL');
    const [org] = await app.ctx.database.db.select().from(organizations).where(eq(organizations.domainId, 'CYBERDYNE.IO'));
    expect(org!.requestedPlan).toBe('PROFESSIONAL');
  });

  it('requires an email verified on the server, and uses the verification once', async () => {
    const before = await tableCounts();
    const unverified = await call(app, 'POST', '/org/register', {
      body: registrationBody({ name: 'Hooli', slug: 'hooli', domainId: 'hooli.io', adminEmail: 'gavin@hooli.io' }),
    });
    expect(unverified).toMatchObject({ status: 400, body: { message: 'Email must be verified' } });
    expect(await tableCounts()).toEqual(before);

    await verifySignupEmail(app, 'gavin@hooli.io');
    const first = await call(app, 'POST', '/org/register', {
      body: registrationBody({ name: 'Hooli', slug: 'hooli', domainId: 'hooli.io', adminEmail: 'gavin@hooli.io' }),
    });
    expect(first.status).toBe(201);
    const second = await call(app, 'POST', '/org/register', {
      body: registrationBody({ name: 'Hooli Two', slug: 'hooli2', domainId: 'hooli2.io', adminEmail: 'gavin@hooli.io' }),
    });
    expect(second).toMatchObject({ status: 400, body: { message: 'Email must be verified' } });
  });

  it('answers 409 for a registered domain or slug and writes nothing', async () => {
    await verifySignupEmail(app, 'boss@acme-dup.io');
    const before = await tableCounts();
    const sameDomain = await call(app, 'POST', '/org/register', {
      body: registrationBody({ name: 'Stark Again', slug: 'starkagain', domainId: 'Stark.IO', adminEmail: 'boss@acme-dup.io' }),
    });
    expect(sameDomain).toMatchObject({ status: 409, body: { message: 'This domain is already registered', error: 'CONFLICT' } });
    const sameSlug = await call(app, 'POST', '/org/register', {
      body: registrationBody({ name: 'Stark Again', slug: 'stark', domainId: 'acme-dup.io', adminEmail: 'boss@acme-dup.io' }),
    });
    expect(sameSlug).toMatchObject({ status: 409, body: { message: 'This slug is already in use' } });
    expect(await tableCounts()).toEqual(before);
    const afterConflicts = await call(app, 'POST', '/org/register', {
      body: registrationBody({ name: 'Acme Dup', slug: 'acmedup', domainId: 'acme-dup.io', adminEmail: 'boss@acme-dup.io' }),
    });
    expect(afterConflicts.status).toBe(201);
  });

  it('validates every field with the sign-up messages and writes nothing', async () => {
    const before = await tableCounts();
    const cases: Array<[(body: ReturnType<typeof registrationBody>) => void, string]> = [
      [(body) => (body.organization.legalOrganizationName = '  '), 'Organization name is required'],
      [(body) => (body.organization.domainId = ''), 'Domain is required'],
      [(body) => (body.organization.slug = 'way-too-long-slug'), 'At most 10 characters'],
      [(body) => (body.admin.email = 'boss@gmail.com'), 'Personal email domains are not allowed. Please use your company email.'],
      [(body) => (body.admin.email = 'boss'), 'Invalid email format'],
      [(body) => (body.admin.password = 'short'), 'Password must be at least 8 characters'],
      [(body) => (body.admin.firstName = ''), 'First name is required'],
      [(body) => (body.acceptTerms = false), 'You must accept the terms of service'],
    ];
    for (const [mutate, message] of cases) {
      const body = registrationBody({ name: 'Valid Co', slug: 'validco', domainId: 'valid.io', adminEmail: 'boss@valid.io' });
      mutate(body);
      const answer = await call(app, 'POST', '/org/register', { body });
      expect(answer.status, message).toBe(400);
      expect(answer.body.message, message).toBe(message);
    }
    expect(await tableCounts()).toEqual(before);
  });
});
