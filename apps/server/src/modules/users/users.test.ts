import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { call, login, signUpTenant } from '../../testing/api.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let app: TestApp;
let tenantA: { orgId: number; token: string };
let tenantB: { orgId: number; token: string };

const newUser = (email: string) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email,
  password: 'Compiler#1952',
  phone: '+91 98765 43210',
});

beforeAll(async () => {
  app = await createTestApp();
  tenantA = await signUpTenant(app, { name: 'Alpha', slug: 'alpha', domainId: 'alpha.io', adminEmail: 'admin@alpha.io' });
  tenantB = await signUpTenant(app, { name: 'Beta', slug: 'beta', domainId: 'beta.io', adminEmail: 'admin@beta.io' });
});

afterAll(async () => {
  await app?.close();
});

describe('POST /users/register', () => {
  it('adds a ROLE_USER to the caller’s organization who can then sign in there', async () => {
    const answer = await call(app, 'POST', '/users/register', { token: tenantA.token, body: newUser('Grace@Alpha.io') });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@alpha.io',
      role: 'ROLE_USER',
      enabled: true,
    });
    expect(answer.body).not.toHaveProperty('passwordHash');
    const [row] = await app.ctx.database.db.select().from(users).where(eq(users.id, answer.body.id));
    expect(row!.orgId).toBe(tenantA.orgId);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    await login(app, 'grace@alpha.io', 'Compiler#1952', 'ALPHA.IO');
    const elsewhere = await call(app, 'POST', '/auth/login', {
      body: { userName: 'grace@alpha.io', password: 'Compiler#1952', domainId: 'BETA.IO' },
    });
    expect(elsewhere.status).toBe(401);
  });

  it('answers 409 for an email already in the organization, but allows it in another one', async () => {
    await call(app, 'POST', '/users/register', { token: tenantA.token, body: newUser('twice@alpha.io') });
    const duplicate = await call(app, 'POST', '/users/register', { token: tenantA.token, body: newUser('TWICE@alpha.io') });
    expect(duplicate).toMatchObject({ status: 409, body: { message: 'User with this email already exists', error: 'CONFLICT' } });
    const otherTenant = await call(app, 'POST', '/users/register', { token: tenantB.token, body: newUser('twice@alpha.io') });
    expect(otherTenant.status).toBe(201);
    const rows = await app.ctx.database.db
      .select({ orgId: users.orgId })
      .from(users)
      .where(and(eq(users.email, 'twice@alpha.io')));
    expect(rows.map((row) => row.orgId).sort()).toEqual([tenantA.orgId, tenantB.orgId].sort());
  });

  it('validates with the add-user messages', async () => {
    const cases: Array<[Partial<ReturnType<typeof newUser>>, string]> = [
      [{ firstName: '' }, 'First name is required'],
      [{ lastName: ' ' }, 'Last name is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'nope' }, 'Please enter a valid email address'],
      [{ email: 'grace@yahoo.com' }, 'Please use a company email address'],
      [{ password: '' }, 'Password is required'],
      [{ password: 'short' }, 'Password must be at least 8 characters long'],
      [{ phone: '' }, 'Phone number is required'],
    ];
    for (const [change, message] of cases) {
      const answer = await call(app, 'POST', '/users/register', {
        token: tenantA.token,
        body: { ...newUser('valid@alpha.io'), ...change },
      });
      expect(answer.status, message).toBe(400);
      expect(answer.body, message).toMatchObject({ message, error: 'BAD_REQUEST' });
    }
  });

  it('answers 401 without a valid token, before looking at the body', async () => {
    const anonymous = await call(app, 'POST', '/users/register', { body: newUser('anon@alpha.io') });
    expect(anonymous).toMatchObject({ status: 401, body: { error: 'UNAUTHORIZED' } });
    const garbage = await call(app, 'POST', '/users/register', { body: { nonsense: true } });
    expect(garbage.status).toBe(401);
  });
});
