import { ADMIN_MESSAGES, AUTH_MESSAGES, type Plan } from '@kairox/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../../db/schema.js';
import { call, login, signUpTenant } from '../../testing/api.js';
import { createTestApp, GENEROUS_RATE_LIMITS, type TestApp } from '../../testing/test-app.js';
import { jobRequestBody } from '../../testing/tenants.js';
import type { Caller } from '../auth/authenticate.js';
import { hashPassword } from '../auth/passwords.js';
import { deleteUsers, setUserRoles, setUsersEnabled } from './admin.service.js';
import { ensureOperator } from './operator.js';

const OPERATOR = { email: 'root@platform.test', password: 'Operator!2026' };

let app: TestApp;
let operatorToken: string;
let operatorId: number;
let platformOrgId: number;
/** A tenant signed up the browser's way: its admin has ROLE_ADMIN. */
let alpha: { orgId: number; token: string };
/** A ROLE_USER of Alpha. */
let userToken: string;
/** A tenant seeded straight into the database, with 30 users, for the user list. */
let people: { orgId: number; userIds: number[] };

const db = () => app.ctx.database.db;

/** 400 while the token is accepted (the empty body is refused), 401 once it is not. */
async function tokenStatus(token: string) {
  return (await call(app, 'POST', '/users/register', { token, body: {} })).status;
}

async function seedOrganization(values: {
  name: string;
  slug: string;
  domainId: string;
  plan?: Plan;
  country?: string | null;
  industry?: string | null;
  companySize?: number | null;
}) {
  const [org] = await db()
    .insert(organizations)
    .values({ plan: 'FREE_TRIAL', ...values })
    .returning();
  return org!;
}

async function seedUser(orgId: number, values: Partial<typeof users.$inferInsert> & { email: string }) {
  const [user] = await db()
    .insert(users)
    .values({ orgId, firstName: 'Test', lastName: 'User', ...values })
    .returning();
  return user!;
}

async function userRow(id: number) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  return row;
}

/** Adds a user through the operator API and returns it. */
async function register(orgId: number, email: string, extra: Record<string, unknown> = {}) {
  const answer = await call(app, 'POST', '/api/super-admin/users/register', {
    token: operatorToken,
    body: { firstName: 'Grace', lastName: 'Hopper', email, password: 'Compiler#1952', orgId, ...extra },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { id: number; email: string; role: string; enabled: boolean };
}

beforeAll(async () => {
  app = await createTestApp({ SUPER_ADMIN_EMAIL: OPERATOR.email, SUPER_ADMIN_PASSWORD: OPERATOR.password }, { rateLimits: GENEROUS_RATE_LIMITS });
  operatorToken = await login(app, OPERATOR.email, OPERATOR.password);
  const [operator] = await db().select().from(users).where(eq(users.email, OPERATOR.email));
  operatorId = operator!.id;
  platformOrgId = operator!.orgId;
  alpha = await signUpTenant(app, { name: 'Alpha', slug: 'alpha', domainId: 'alpha.io', adminEmail: 'admin@alpha.io' });
  await register(alpha.orgId, 'user@alpha.io');
  userToken = await login(app, 'user@alpha.io', 'Compiler#1952', 'ALPHA.IO');

  const org = await seedOrganization({ name: 'People Inc', slug: 'people', domainId: 'PEOPLE.EXAMPLE', plan: 'STARTER' });
  const first = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald'];
  const userIds: number[] = [];
  for (let index = 0; index < 30; index += 1) {
    const user = await seedUser(org.id, {
      firstName: first[index % first.length]!,
      lastName: `Person${String(index).padStart(2, '0')}`,
      email: `p${String(index).padStart(2, '0')}@people.example`,
      role: index % 5 === 0 ? 'ROLE_ADMIN' : 'ROLE_USER',
    });
    userIds.push(user.id);
  }
  people = { orgId: org.id, userIds };
});

afterAll(async () => {
  await app?.close();
});

describe('access to the operator API', () => {
  const endpoints = (): Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown]> => [
    ['GET', '/api/super-admin/organizations'],
    ['GET', '/api/super-admin/stats'],
    ['GET', `/api/super-admin/organizations/${alpha.orgId}/users`],
    ['POST', '/api/super-admin/users/register', { firstName: 'X', lastName: 'Y', email: 'x@alpha.io', password: 'Password#1', orgId: alpha.orgId }],
    ['PUT', `/api/super-admin/users/${people.userIds[0]}?orgId=${people.orgId}`, { firstName: 'X', lastName: 'Y', email: 'p00@people.example' }],
    ['POST', `/api/super-admin/users/enabled?enabled=false&orgId=${people.orgId}`, [people.userIds[0]]],
    ['POST', `/api/super-admin/users/roles?orgId=${people.orgId}`, { [String(people.userIds[0])]: 'ROLE_ADMIN' }],
    ['DELETE', '/api/super-admin/organizations', [people.orgId]],
    ['DELETE', '/api/super-admin/users', [people.userIds[0]]],
  ];

  it('refuses every call without a token (401) and for ROLE_ADMIN and ROLE_USER tokens (403), changing nothing', async () => {
    const before = await db().select().from(users).where(eq(users.id, people.userIds[0]!));
    for (const [method, url, body] of endpoints()) {
      const anonymous = await call(app, method, url, { body });
      expect(anonymous.status, `${method} ${url} anonymous`).toBe(401);
      expect(anonymous.body.error).toBe('UNAUTHORIZED');
      const garbage = await call(app, method, url, { body, token: 'not.a.token' });
      expect(garbage.status, `${method} ${url} bad token`).toBe(401);
      for (const [who, token] of [
        ['ROLE_ADMIN', alpha.token],
        ['ROLE_USER', userToken],
      ] as const) {
        const answer = await call(app, method, url, { body, token });
        expect(answer.status, `${method} ${url} as ${who}`).toBe(403);
        expect(answer.body).toEqual({ message: 'Access denied. Insufficient permissions.', error: 'FORBIDDEN' });
      }
    }
    expect(await db().select().from(users).where(eq(users.id, people.userIds[0]!))).toEqual(before);
    const [org] = await db().select().from(organizations).where(eq(organizations.id, people.orgId));
    expect(org).toBeDefined();
    const [added] = await db().select().from(users).where(eq(users.email, 'x@alpha.io'));
    expect(added).toBeUndefined();
  });

  it('is published in the OpenAPI document', async () => {
    const { status, body } = await call(app, 'GET', '/docs/json');
    expect(status).toBe(200);
    for (const path of [
      '/api/super-admin/organizations',
      '/api/super-admin/stats',
      '/api/super-admin/organizations/{orgId}/users',
      '/api/super-admin/users/register',
      '/api/super-admin/users/{id}',
      '/api/super-admin/users/enabled',
      '/api/super-admin/users/roles',
      '/api/super-admin/users',
    ]) {
      expect(Object.keys(body.paths), path).toContain(path);
    }
    expect(Object.keys(body.paths['/api/super-admin/organizations'])).toEqual(expect.arrayContaining(['get', 'delete']));
  });
});

describe('GET /api/super-admin/organizations', () => {
  let pagingIds: number[];

  beforeAll(async () => {
    pagingIds = [];
    for (let index = 1; index <= 23; index += 1) {
      const number = String(index).padStart(2, '0');
      const org = await seedOrganization({
        name: index % 2 ? `Paging Co ${number}` : `paging co ${number}`,
        slug: `pg${number}`,
        domainId: `PG${number}.EXAMPLE`,
        plan: index % 3 === 0 ? 'PROFESSIONAL' : 'FREE_TRIAL',
        country: index % 4 === 0 ? null : 'Germany',
        industry: 'Retail',
        companySize: index * 10,
      });
      pagingIds.push(org.id);
    }
    await seedUser(pagingIds[4]!, { email: 'one@pg05.example' });
    await seedUser(pagingIds[4]!, { email: 'two@pg05.example' });
  });

  const list = (query: string) => call(app, 'GET', `/api/super-admin/organizations${query}`, { token: operatorToken });

  it('answers the first 20 tenants by name with the paged shape, never the platform organization', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 0, size: 20 });
    const [tenants] = await db().select({ total: count() }).from(organizations).where(eq(organizations.isPlatform, false));
    expect(body.totalElements).toBe(tenants!.total);
    expect(body.totalPages).toBe(Math.ceil(tenants!.total / 20));
    expect(body.items).toHaveLength(20);
    const names = body.items.map((item: { name: string }) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const all = await list('?size=100');
    expect(all.body.items.map((item: { orgId: number }) => item.orgId)).not.toContain(platformOrgId);
    expect((await list('?search=platform')).body.totalElements).toBe(0);
    const alphaItem = all.body.items.find((item: { orgId: number }) => item.orgId === alpha.orgId);
    expect(alphaItem).toEqual({
      orgId: alpha.orgId,
      name: 'Alpha',
      slug: 'alpha',
      domainId: 'ALPHA.IO',
      plan: 'FREE_TRIAL',
      country: 'Germany',
      industry: 'Technology',
      companySize: 51,
      userCount: 2,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      requestedPlan: null,
    });
  });

  it("counts each organization's own users (an unqualified id in the count once gave every organization 2)", async () => {
    const { body } = await list('?size=100');
    const userCount = (orgId: number) => body.items.find((item: { orgId: number }) => item.orgId === orgId)?.userCount;
    expect(userCount(people.orgId)).toBe(30);
    expect(userCount(alpha.orgId)).toBe(2);
    expect(userCount(pagingIds[4]!)).toBe(2);
    expect(userCount(pagingIds[0]!)).toBe(0);
  });

  it('pages zero-based without overlap', async () => {
    const pages = await Promise.all([0, 1, 2, 3].map((page) => list(`?search=paging+co&size=10&page=${page}`)));
    expect(pages.map((page) => page.body.items.length)).toEqual([10, 10, 3, 0]);
    for (const page of pages) expect(page.body).toMatchObject({ totalElements: 23, totalPages: 3, size: 10 });
    const ids = pages.flatMap((page) => page.body.items.map((item: { orgId: number }) => item.orgId));
    expect(ids).toEqual(pagingIds);
    expect((await list('?size=500')).body.size).toBe(100);
  });

  it('sorts by a whitelisted field in either direction and refuses others', async () => {
    const names = async (query: string) => (await list(`?search=paging&size=100&${query}`)).body.items.map((item: { slug: string }) => item.slug);
    const ascending = pagingIds.map((_, index) => `pg${String(index + 1).padStart(2, '0')}`);
    expect(await names('sort=name,ASC')).toEqual(ascending);
    expect(await names('sort=name,DESC')).toEqual([...ascending].reverse());
    expect(await names('sort=companySize,desc')).toEqual([...ascending].reverse());
    expect(await names('sort=slug')).toEqual(ascending);
    expect((await names('sort=createdAt,DESC'))[22]).toBe('pg01');
    expect((await names('sort=userCount,DESC'))[0]).toBe('pg05');
    const byCountry = await list('?search=paging&size=100&sort=country,ASC');
    expect(byCountry.body.items.at(-1).country).toBeNull();
    for (const bad of ['password,ASC', 'name,UP', 'name,ASC,extra', ',ASC']) {
      const answer = await list(`?sort=${encodeURIComponent(bad)}`);
      expect(answer.status, bad).toBe(400);
      expect(answer.body).toMatchObject({ message: ADMIN_MESSAGES.invalidSort, error: 'BAD_REQUEST' });
    }
    expect((await list('?page=-1')).status).toBe(400);
    expect((await list('?size=0')).status).toBe(400);
    expect((await list('?page=abc')).status).toBe(400);
  });

  it('searches name, slug and domain ID case-insensitively, taking wildcards literally', async () => {
    expect((await list('?search=PAGING%20CO%2007')).body.items.map((item: { slug: string }) => item.slug)).toEqual(['pg07']);
    expect((await list('?search=Pg12')).body.items.map((item: { slug: string }) => item.slug)).toEqual(['pg12']);
    expect((await list('?search=pg13.example')).body.items.map((item: { slug: string }) => item.slug)).toEqual(['pg13']);
    expect((await list('?search=alpha.IO')).body.items.map((item: { orgId: number }) => item.orgId)).toEqual([alpha.orgId]);
    expect((await list('?search=%25')).body.totalElements).toBe(0);
    expect((await list('?search=_')).body.totalElements).toBe(0);
    expect((await list('?search=nothing-like-this')).body).toMatchObject({ items: [], totalElements: 0, totalPages: 0 });
  });

  it('filters by plan, case-insensitively; ALL or empty means every plan', async () => {
    const professional = await list('?search=paging&plan=professional&size=100');
    expect(professional.status).toBe(200);
    expect(professional.body.totalElements).toBe(7);
    expect(professional.body.items.every((item: { plan: string }) => item.plan === 'PROFESSIONAL')).toBe(true);
    expect((await list('?search=paging&plan=FREE_TRIAL')).body.totalElements).toBe(16);
    expect((await list('?search=paging&plan=ALL')).body.totalElements).toBe(23);
    expect((await list('?search=paging&plan=')).body.totalElements).toBe(23);
    const bad = await list('?plan=GOLD');
    expect(bad).toMatchObject({ status: 400, body: { message: ADMIN_MESSAGES.invalidPlan } });
  });
});

describe('GET /api/super-admin/stats', () => {
  it('counts tenant organizations and their users, not the operators', async () => {
    const { status, body } = await call(app, 'GET', '/api/super-admin/stats', { token: operatorToken });
    expect(status).toBe(200);
    const [orgs] = await db().select({ total: count() }).from(organizations).where(eq(organizations.isPlatform, false));
    const [all] = await db().select({ total: count() }).from(users);
    const [operators] = await db().select({ total: count() }).from(users).where(eq(users.orgId, platformOrgId));
    expect(body).toEqual({ totalOrganizations: orgs!.total, totalUsers: all!.total - operators!.total });
    expect(body.totalUsers).toBeGreaterThanOrEqual(32);
  });
});

describe('GET /api/super-admin/organizations/{orgId}/users', () => {
  const list = (orgId: number, query = '') => call(app, 'GET', `/api/super-admin/organizations/${orgId}/users${query}`, { token: operatorToken });

  it('answers 25 users by last name, then the rest on page 1, in the admin-listed user shape', async () => {
    const first = await list(people.orgId);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalElements: 30, totalPages: 2, page: 0, size: 25 });
    expect(first.body.items).toHaveLength(25);
    expect(first.body.items[0]).toEqual({
      id: people.userIds[0],
      firstName: 'Ada',
      lastName: 'Person00',
      email: 'p00@people.example',
      phone: null,
      role: 'ROLE_ADMIN',
      enabled: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(first.body.items[0]).not.toHaveProperty('passwordHash');
    const second = await list(people.orgId, '?page=1');
    expect(second.body.items.map((user: { lastName: string }) => user.lastName)).toEqual([
      'Person25',
      'Person26',
      'Person27',
      'Person28',
      'Person29',
    ]);
  });

  it('sorts by a whitelisted field and refuses others', async () => {
    const byEmailDesc = await list(people.orgId, '?sort=email,DESC&size=3');
    expect(byEmailDesc.body.items.map((user: { email: string }) => user.email)).toEqual([
      'p29@people.example',
      'p28@people.example',
      'p27@people.example',
    ]);
    const byFirstName = await list(people.orgId, '?sort=firstName,ASC&size=5');
    expect(byFirstName.body.items.map((user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`)).toEqual([
      'Ada Person00',
      'Ada Person06',
      'Ada Person12',
      'Ada Person18',
      'Ada Person24',
    ]);
    const byRole = await list(people.orgId, '?sort=role,ASC&size=30');
    expect(byRole.body.items.slice(0, 6).every((user: { role: string }) => user.role === 'ROLE_ADMIN')).toBe(true);
    for (const bad of ['password,ASC', 'passwordHash', 'lastName,SIDEWAYS']) {
      const answer = await list(people.orgId, `?sort=${bad}`);
      expect(answer, bad).toMatchObject({ status: 400, body: { message: ADMIN_MESSAGES.invalidSort } });
    }
  });

  it('searches first name, last name, full name and email', async () => {
    expect((await list(people.orgId, '?search=grace')).body.totalElements).toBe(5);
    expect((await list(people.orgId, '?search=PERSON1')).body.totalElements).toBe(10);
    expect((await list(people.orgId, '?search=p07@')).body.items.map((user: { email: string }) => user.email)).toEqual(['p07@people.example']);
    expect((await list(people.orgId, '?search=Grace%20Person01')).body.items.map((user: { email: string }) => user.email)).toEqual([
      'p01@people.example',
    ]);
    expect((await list(people.orgId, '?search=nobody')).body).toMatchObject({ items: [], totalElements: 0, totalPages: 0 });
  });

  it('answers 404 for an unknown organization and lists the operators of the platform organization', async () => {
    const unknown = await list(999_999);
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Organization not found.', error: 'NOT_FOUND' } });
    const platform = await list(platformOrgId);
    expect(platform.status).toBe(200);
    expect(platform.body.items.map((user: { email: string; role: string }) => [user.email, user.role])).toContainEqual([
      OPERATOR.email,
      'ROLE_SUPER_ADMIN',
    ]);
  });
});

describe('POST /api/super-admin/users/register', () => {
  const post = (body: Record<string, unknown>) => call(app, 'POST', '/api/super-admin/users/register', { token: operatorToken, body });
  const valid = () => ({ firstName: 'Linus', lastName: 'Torvalds', email: 'linus@alpha.io', password: 'Kernel#1991', orgId: alpha.orgId });

  it('adds a ROLE_USER to the organization who can then sign in there', async () => {
    const answer = await post({ ...valid(), email: ' Linus@Alpha.IO ', phone: '' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      firstName: 'Linus',
      lastName: 'Torvalds',
      email: 'linus@alpha.io',
      phone: null,
      role: 'ROLE_USER',
      enabled: true,
      createdAt: expect.any(String),
    });
    expect((await userRow(answer.body.id))!.orgId).toBe(alpha.orgId);
    await login(app, 'linus@alpha.io', 'Kernel#1991', 'ALPHA.IO');
  });

  it('can add a ROLE_ADMIN, with a phone and any valid email domain', async () => {
    const answer = await post({ ...valid(), email: 'contractor@gmail.com', phone: '+49 151 1234567', role: 'ROLE_ADMIN' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ role: 'ROLE_ADMIN', phone: '+49 151 1234567', email: 'contractor@gmail.com' });
  });

  it('answers 409 when the email is taken in that organization, but allows it in another', async () => {
    await post({ ...valid(), email: 'taken@alpha.io' });
    const duplicate = await post({ ...valid(), email: 'TAKEN@alpha.io' });
    expect(duplicate).toMatchObject({
      status: 409,
      body: { message: 'Email already exists. Please use a different email address.', error: 'CONFLICT' },
    });
    expect((await post({ ...valid(), email: 'taken@alpha.io', orgId: people.orgId })).status).toBe(201);
  });

  it('answers 404 for an unknown organization and 400 for the platform organization', async () => {
    expect(await post({ ...valid(), orgId: 999_999 })).toMatchObject({ status: 404, body: { message: 'Organization not found.' } });
    expect(await post({ ...valid(), email: 'op2@platform.test', orgId: platformOrgId })).toMatchObject({
      status: 400,
      body: { message: ADMIN_MESSAGES.platformOrganizationClosed },
    });
    const [row] = await db().select().from(users).where(eq(users.email, 'op2@platform.test'));
    expect(row).toBeUndefined();
  });

  it('answers 400 for bad data with the admin form messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstName: '' }, 'First name is required'],
      [{ lastName: undefined }, 'Last name is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ password: undefined }, 'Password is required'],
      [{ password: 'short' }, 'Password must be at least 8 characters long'],
      [{ phone: 'call me' }, 'Please enter a valid phone number'],
      [{ orgId: undefined }, 'Organization is required'],
      [{ orgId: 'abc' }, 'Organization is required'],
      [{ role: 'ROLE_SUPER_ADMIN' }, 'Invalid role assignment. Please try again.'],
      [{ role: 'ROLE_OWNER' }, 'Invalid role assignment. Please try again.'],
    ];
    for (const [change, message] of cases) {
      const answer = await post({ ...valid(), email: 'bad-data@alpha.io', ...change });
      expect(answer.status, message).toBe(400);
      expect(answer.body, message).toMatchObject({ message, error: 'BAD_REQUEST' });
    }
    const [row] = await db().select().from(users).where(eq(users.email, 'bad-data@alpha.io'));
    expect(row).toBeUndefined();
  });
});

describe('PUT /api/super-admin/users/{id}', () => {
  const put = (id: number, orgId: number | string, body: Record<string, unknown>) =>
    call(app, 'PUT', `/api/super-admin/users/${id}?orgId=${orgId}`, { token: operatorToken, body });

  it('edits name, email and phone; an absent phone is kept, an empty one removed', async () => {
    const user = await register(alpha.orgId, 'edit-me@alpha.io', { phone: '+1 415 555 0100' });
    const edited = await put(user.id, alpha.orgId, { firstName: ' Margaret ', lastName: 'Hamilton', email: 'Margaret@Alpha.io' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: user.id,
      firstName: 'Margaret',
      lastName: 'Hamilton',
      email: 'margaret@alpha.io',
      phone: '+1 415 555 0100',
      role: 'ROLE_USER',
    });
    const cleared = await put(user.id, alpha.orgId, { firstName: 'Margaret', lastName: 'Hamilton', email: 'margaret@alpha.io', phone: '' });
    expect(cleared.body.phone).toBeNull();
    await login(app, 'margaret@alpha.io', 'Compiler#1952', 'ALPHA.IO');
  });

  it('answers 404 for a user of another organization or an unknown one, changing nothing', async () => {
    const before = await userRow(people.userIds[1]!);
    const elsewhere = await put(people.userIds[1]!, alpha.orgId, { firstName: 'X', lastName: 'Y', email: 'x@people.example' });
    expect(elsewhere).toMatchObject({ status: 404, body: { message: 'User not found. They may have been deleted.', error: 'NOT_FOUND' } });
    expect(await userRow(people.userIds[1]!)).toEqual(before);
    expect((await put(999_999, alpha.orgId, { firstName: 'X', lastName: 'Y', email: 'x@alpha.io' })).status).toBe(404);
  });

  it('answers 409 for an email another user of the organization has', async () => {
    const user = await register(alpha.orgId, 'clash@alpha.io');
    const duplicate = await put(user.id, alpha.orgId, { firstName: 'A', lastName: 'B', email: 'ADMIN@alpha.io' });
    expect(duplicate).toMatchObject({ status: 409, body: { message: ADMIN_MESSAGES.duplicateEmail } });
    expect((await userRow(user.id))!.email).toBe('clash@alpha.io');
    expect((await put(user.id, alpha.orgId, { firstName: 'A', lastName: 'B', email: 'clash@alpha.io' })).status).toBe(200);
  });

  it('answers 400 for bad data or a missing organization', async () => {
    const id = people.userIds[2]!;
    expect(await put(id, people.orgId, { firstName: 'A', lastName: '', email: 'p02@people.example' })).toMatchObject({
      status: 400,
      body: { message: 'Last name is required' },
    });
    expect(await put(id, people.orgId, { firstName: 'A', lastName: 'B', email: 'nope' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid email address' },
    });
    const noOrg = await call(app, 'PUT', `/api/super-admin/users/${id}`, {
      token: operatorToken,
      body: { firstName: 'A', lastName: 'B', email: 'p02@people.example' },
    });
    expect(noOrg.status).toBe(400);
    expect((await userRow(id))!.firstName).toBe('Alan');
  });
});

describe('POST /api/super-admin/users/enabled', () => {
  const setEnabled = (enabled: unknown, orgId: unknown, body: unknown) =>
    call(app, 'POST', `/api/super-admin/users/enabled?enabled=${enabled}&orgId=${orgId}`, {
      token: operatorToken,
      body,
      headers: { 'content-type': 'application/json' },
    });

  it('disables a user: he can no longer sign in and his token stops working; re-enabling lets him sign in again', async () => {
    const user = await register(alpha.orgId, 'toggle@alpha.io');
    const oldToken = await login(app, 'toggle@alpha.io', 'Compiler#1952', 'ALPHA.IO');
    expect(await tokenStatus(oldToken)).toBe(400);

    const disabled = await setEnabled(false, alpha.orgId, [user.id]);
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ updated: 1, users: [{ id: user.id, enabled: false }] });
    expect(await tokenStatus(oldToken)).toBe(401);
    const refused = await call(app, 'POST', '/auth/login', {
      body: { userName: 'toggle@alpha.io', password: 'Compiler#1952', domainId: 'ALPHA.IO' },
    });
    expect(refused).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.accountDisabled } });

    const enabled = await setEnabled(true, alpha.orgId, { userIds: [user.id] });
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ updated: 1, users: [{ id: user.id, enabled: true }] });
    const newToken = await login(app, 'toggle@alpha.io', 'Compiler#1952', 'ALPHA.IO');
    expect(await tokenStatus(newToken)).toBe(400);
    // The session that was ended stays ended.
    expect(await tokenStatus(oldToken)).toBe(401);
  });

  it('changes several users at once, accepting both body forms', async () => {
    const ids = people.userIds.slice(3, 6);
    const off = await setEnabled('false', people.orgId, ids);
    expect(off.body.updated).toBe(3);
    const rows = await db().select().from(users).where(inArray(users.id, ids));
    expect(rows.every((row) => !row.enabled)).toBe(true);
    const on = await setEnabled('true', people.orgId, { userIds: [...ids, ids[0]] });
    expect(on.body).toMatchObject({ updated: 3 });
    expect(on.body.users.map((user: { id: number }) => user.id)).toEqual(ids);
  });

  it('answers 404 when any id is not in the organization, changing nothing', async () => {
    const mine = people.userIds[6]!;
    const foreign = await setEnabled(false, people.orgId, [mine, 999_999]);
    expect(foreign).toMatchObject({ status: 404, body: { message: ADMIN_MESSAGES.usersNotFound, error: 'NOT_FOUND' } });
    const [alphaAdmin] = await db().select().from(users).where(eq(users.email, 'admin@alpha.io'));
    const otherOrg = await setEnabled(false, people.orgId, [mine, alphaAdmin!.id]);
    expect(otherOrg.status).toBe(404);
    expect((await userRow(mine))!.enabled).toBe(true);
    expect((await userRow(alphaAdmin!.id))!.enabled).toBe(true);
  });

  it('refuses to disable the operator himself', async () => {
    const answer = await setEnabled(false, platformOrgId, [operatorId]);
    expect(answer).toMatchObject({ status: 400, body: { message: ADMIN_MESSAGES.cannotDisableSelf, error: 'BAD_REQUEST' } });
    expect((await userRow(operatorId))!.enabled).toBe(true);
    expect(await tokenStatus(operatorToken)).toBe(400);
  });

  it('answers 400 "Invalid request. Please try again." for a bad body or parameter', async () => {
    const id = people.userIds[7]!;
    const cases: Array<[unknown, unknown, unknown]> = [
      ['maybe', people.orgId, [id]],
      ['false', 'abc', [id]],
      ['false', '', [id]],
      ['false', people.orgId, []],
      ['false', people.orgId, { userIds: [] }],
      ['false', people.orgId, ['abc']],
      ['false', people.orgId, [0]],
      ['false', people.orgId, { ids: [id] }],
      ['false', people.orgId, '"nonsense"'],
    ];
    for (const [enabled, orgId, body] of cases) {
      const answer = await setEnabled(enabled, orgId, body);
      expect(answer.status, JSON.stringify([enabled, orgId, body])).toBe(400);
      expect(answer.body.message, JSON.stringify([enabled, orgId, body])).toBe('Invalid request. Please try again.');
    }
    const noParams = await call(app, 'POST', '/api/super-admin/users/enabled', { token: operatorToken, body: [id] });
    expect(noParams).toMatchObject({ status: 400, body: { message: 'Invalid request. Please try again.' } });
    expect((await userRow(id))!.enabled).toBe(true);
  });
});

describe('POST /api/super-admin/users/roles', () => {
  const setRoles = (orgId: unknown, body: unknown) =>
    call(app, 'POST', `/api/super-admin/users/roles?orgId=${orgId}`, { token: operatorToken, body });

  it('makes a user an admin (map body) and back (list body); he signs in again to use the new role', async () => {
    const user = await register(alpha.orgId, 'promote@alpha.io');
    const token = await login(app, 'promote@alpha.io', 'Compiler#1952', 'ALPHA.IO');
    const promoted = await setRoles(alpha.orgId, { [user.id]: 'ROLE_ADMIN' });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ updated: 1, users: [{ id: user.id, role: 'ROLE_ADMIN' }] });
    expect((await userRow(user.id))!.role).toBe('ROLE_ADMIN');
    expect(await tokenStatus(token)).toBe(401);
    const adminToken = await login(app, 'promote@alpha.io', 'Compiler#1952', 'ALPHA.IO');
    expect(await tokenStatus(adminToken)).toBe(400);
    const demoted = await setRoles(alpha.orgId, [{ userId: user.id, role: 'ROLE_USER' }]);
    expect(demoted.body).toMatchObject({ updated: 1, users: [{ id: user.id, role: 'ROLE_USER' }] });
    expect((await userRow(user.id))!.role).toBe('ROLE_USER');
  });

  it('changes several users in one call', async () => {
    const [a, b] = [people.userIds[8]!, people.userIds[9]!];
    const answer = await setRoles(people.orgId, { [a]: 'ROLE_ADMIN', [b]: 'ROLE_ADMIN' });
    expect(answer.body.updated).toBe(2);
    expect((await userRow(a))!.role).toBe('ROLE_ADMIN');
    expect((await userRow(b))!.role).toBe('ROLE_ADMIN');
    await setRoles(people.orgId, { [a]: 'ROLE_USER', [b]: 'ROLE_USER' });
  });

  it('refuses ROLE_SUPER_ADMIN and any other role with 400 "Invalid role assignment. Please try again."', async () => {
    const id = people.userIds[11]!;
    for (const body of [
      { [id]: 'ROLE_SUPER_ADMIN' },
      [{ userId: id, role: 'ROLE_SUPER_ADMIN' }],
      { [id]: 'ROLE_OWNER' },
      { [id]: 'admin' },
      { abc: 'ROLE_USER' },
      {},
      [],
      [id],
      [
        { userId: id, role: 'ROLE_ADMIN' },
        { userId: id, role: 'ROLE_USER' },
      ],
    ]) {
      const answer = await setRoles(people.orgId, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ message: 'Invalid role assignment. Please try again.', error: 'BAD_REQUEST' });
    }
    expect((await setRoles('', { [id]: 'ROLE_ADMIN' })).status).toBe(400);
    expect((await userRow(id))!.role).toBe('ROLE_USER');
  });

  it('answers 404 when any user is not in the organization, changing nothing', async () => {
    const id = people.userIds[12]!;
    const [alphaAdmin] = await db().select().from(users).where(eq(users.email, 'admin@alpha.io'));
    const answer = await setRoles(people.orgId, { [id]: 'ROLE_ADMIN', [alphaAdmin!.id]: 'ROLE_USER' });
    expect(answer).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    expect((await userRow(id))!.role).toBe('ROLE_USER');
    expect((await userRow(alphaAdmin!.id))!.role).toBe('ROLE_ADMIN');
    expect(await setRoles(people.orgId, { 999999: 'ROLE_ADMIN' })).toMatchObject({
      status: 404,
      body: { message: 'User not found. They may have been deleted.' },
    });
  });

  it('refuses to change the operator’s own role', async () => {
    for (const role of ['ROLE_ADMIN', 'ROLE_USER']) {
      const answer = await setRoles(platformOrgId, { [operatorId]: role });
      expect(answer).toMatchObject({ status: 400, body: { message: ADMIN_MESSAGES.cannotChangeOwnRole } });
    }
    expect((await userRow(operatorId))!.role).toBe('ROLE_SUPER_ADMIN');
  });
});

describe('DELETE /api/super-admin/organizations', () => {
  const remove = (body: unknown) =>
    call(app, 'DELETE', '/api/super-admin/organizations', { token: operatorToken, body, headers: { 'content-type': 'application/json' } });
  const orgExists = async (id: number) =>
    (await db().select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id))).length === 1;

  it('deletes organizations with their users in one call; their people can no longer sign in', async () => {
    const gamma = await signUpTenant(app, { name: 'Gamma', slug: 'gamma', domainId: 'gamma.io', adminEmail: 'admin@gamma.io' });
    const delta = await signUpTenant(app, { name: 'Delta', slug: 'delta', domainId: 'delta.io', adminEmail: 'admin@delta.io' });
    await register(gamma.orgId, 'staff@gamma.io');
    const answer = await remove([gamma.orgId, delta.orgId]);
    expect(answer).toMatchObject({ status: 200, body: { deleted: 2 } });
    expect(await orgExists(gamma.orgId)).toBe(false);
    expect(await orgExists(delta.orgId)).toBe(false);
    const [left] = await db()
      .select({ total: count() })
      .from(users)
      .where(inArray(users.orgId, [gamma.orgId, delta.orgId]));
    expect(left!.total).toBe(0);
    expect(await tokenStatus(gamma.token)).toBe(401);
    expect(await tokenStatus(delta.token)).toBe(401);
    for (const [email, password] of [
      ['admin@gamma.io', 'Str0ngPass!'],
      ['staff@gamma.io', 'Compiler#1952'],
    ]) {
      const attempt = await call(app, 'POST', '/auth/login', { body: { userName: email, password } });
      expect(attempt.status, email).toBe(401);
    }
    // The domain and slug are free again.
    const again = await seedOrganization({ name: 'Gamma again', slug: 'gamma', domainId: 'GAMMA.IO' });
    expect(again.id).toBeGreaterThan(gamma.orgId);
  });

  it('relies on foreign keys that cascade from organizations, so an organization takes all it owns along', async () => {
    const { rows } = await app.ctx.database.pool.query<{ table: string; rule: string }>(
      `select conrelid::regclass::text as table, confdeltype as rule
         from pg_constraint where contype = 'f' and confrelid = 'organizations'::regclass`,
    );
    expect(rows.map((row) => row.table)).toContain('users');
    for (const row of rows) expect(row.rule, `${row.table} -> organizations`).toBe('c');
  });

  it('accepts { orgIds: [...] } too', async () => {
    const org = await seedOrganization({ name: 'Object Body', slug: 'objbody', domainId: 'OBJBODY.EXAMPLE' });
    await seedUser(org.id, { email: 'someone@objbody.example' });
    expect(await remove({ orgIds: [org.id] })).toMatchObject({ status: 200, body: { deleted: 1 } });
    expect(await orgExists(org.id)).toBe(false);
  });

  it('answers 404 when any id is unknown and deletes nothing', async () => {
    const org = await seedOrganization({ name: 'Survivor', slug: 'survivor', domainId: 'SURVIVOR.EXAMPLE' });
    const answer = await remove([org.id, 999_999]);
    expect(answer).toMatchObject({ status: 404, body: { message: 'Organization not found.', error: 'NOT_FOUND' } });
    expect(await orgExists(org.id)).toBe(true);
  });

  it('refuses the platform organization (400) and deletes nothing', async () => {
    const org = await seedOrganization({ name: 'Bystander', slug: 'bystander', domainId: 'BYSTANDER.EXAMPLE' });
    const answer = await remove([org.id, platformOrgId]);
    expect(answer).toMatchObject({ status: 400, body: { message: ADMIN_MESSAGES.platformOrganizationProtected } });
    expect(await orgExists(org.id)).toBe(true);
    expect(await orgExists(platformOrgId)).toBe(true);
    expect(await tokenStatus(operatorToken)).toBe(400);
  });

  it('answers 400 for an empty or malformed list', async () => {
    for (const body of [[], { orgIds: [] }, ['x'], { ids: [1] }, '"x"', 'null', [-1], [2_147_483_648]]) {
      const answer = await remove(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe('Invalid request. Please try again.');
    }
    expect((await call(app, 'DELETE', '/api/super-admin/organizations', { token: operatorToken })).status).toBe(400);
  });
});

describe('DELETE /api/super-admin/users', () => {
  const remove = (body: unknown, query = '') => call(app, 'DELETE', `/api/super-admin/users${query}`, { token: operatorToken, body });

  it('deletes users (list body); they can no longer sign in and their tokens stop working', async () => {
    const a = await register(alpha.orgId, 'leaver1@alpha.io');
    const b = await register(alpha.orgId, 'leaver2@alpha.io');
    const token = await login(app, 'leaver1@alpha.io', 'Compiler#1952', 'ALPHA.IO');
    const answer = await remove([a.id, b.id]);
    expect(answer).toMatchObject({ status: 200, body: { deleted: 2 } });
    expect(await userRow(a.id)).toBeUndefined();
    expect(await userRow(b.id)).toBeUndefined();
    expect(await tokenStatus(token)).toBe(401);
    const attempt = await call(app, 'POST', '/auth/login', {
      body: { userName: 'leaver1@alpha.io', password: 'Compiler#1952', domainId: 'ALPHA.IO' },
    });
    expect(attempt.status).toBe(401);
  });

  it('keeps the jobs a deleted user created', async () => {
    const author = await register(alpha.orgId, 'author@alpha.io');
    const token = await login(app, 'author@alpha.io', 'Compiler#1952', 'ALPHA.IO');
    const created = await call(app, 'POST', '/functions/V1/create-job', { token, body: jobRequestBody('Data Engineer') });
    expect(created.status).toBe(201);
    expect(await remove([author.id])).toMatchObject({ status: 200, body: { deleted: 1 } });
    const job = await call(app, 'GET', `/functions/V1/job/${created.body.job_id}`, { token: alpha.token });
    expect(job).toMatchObject({ status: 200, body: { title: 'Data Engineer' } });
  });

  it('accepts { userIds: [...] } and an optional orgId scope', async () => {
    const a = await register(alpha.orgId, 'leaver3@alpha.io');
    expect(await remove({ userIds: [a.id] }, `?orgId=${alpha.orgId}`)).toMatchObject({ status: 200, body: { deleted: 1 } });
    const b = await register(alpha.orgId, 'leaver4@alpha.io');
    expect(await remove({ userIds: [b.id] }, `?orgId=${people.orgId}`)).toMatchObject({ status: 404 });
    expect(await userRow(b.id)).toBeDefined();
  });

  it('answers 404 "Some users were not found." when any id is unknown, deleting nothing', async () => {
    const ids = people.userIds.slice(13, 15);
    const answer = await remove([...ids, 999_999]);
    expect(answer).toMatchObject({ status: 404, body: { message: 'Some users were not found.', error: 'NOT_FOUND' } });
    for (const id of ids) expect(await userRow(id)).toBeDefined();
  });

  it('refuses to delete the operator himself (400), deleting nothing', async () => {
    const bystander = people.userIds[15]!;
    const answer = await remove([bystander, operatorId]);
    expect(answer).toMatchObject({ status: 400, body: { message: ADMIN_MESSAGES.cannotDeleteSelf, error: 'BAD_REQUEST' } });
    expect(await userRow(operatorId)).toBeDefined();
    expect(await userRow(bystander)).toBeDefined();
    expect(await tokenStatus(operatorToken)).toBe(400);
  });

  it('answers 400 for an empty or malformed list', async () => {
    for (const body of [[], { userIds: [] }, [1.5], { orgIds: [1] }]) {
      const answer = await remove(body);
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, body: { message: 'Invalid request. Please try again.' } });
    }
  });
});

describe('the operator from configuration (start-up)', () => {
  it('ends his sessions when his password or role changes, and only then', async () => {
    const account = { email: 'config-ops@platform.test', password: 'First#Password1' };
    const { userId } = await ensureOperator(db(), account);
    try {
      const token = await login(app, account.email, account.password);
      await ensureOperator(db(), account);
      expect(await tokenStatus(token)).toBe(400);

      await ensureOperator(db(), { ...account, password: 'Second#Password2' });
      expect(await tokenStatus(token)).toBe(401);

      const second = await login(app, account.email, 'Second#Password2');
      await db().update(users).set({ role: 'ROLE_ADMIN' }).where(eq(users.id, userId));
      await ensureOperator(db(), { ...account, password: 'Second#Password2' });
      expect(await tokenStatus(second)).toBe(401);
      expect(await tokenStatus(await login(app, account.email, 'Second#Password2'))).toBe(400);
    } finally {
      await db().delete(users).where(eq(users.id, userId));
    }
  });
});

describe('keeping an active operator', () => {
  let second: { id: number; token: string };

  beforeAll(async () => {
    const row = await seedUser(platformOrgId, {
      firstName: 'Second',
      lastName: 'Operator',
      email: 'second@platform.test',
      role: 'ROLE_SUPER_ADMIN',
      passwordHash: await hashPassword('Operator#Two'),
    });
    second = { id: row.id, token: await login(app, 'second@platform.test', 'Operator#Two') };
  });

  const enable = async (id: number) => {
    await db().update(users).set({ enabled: true, role: 'ROLE_SUPER_ADMIN' }).where(eq(users.id, id));
  };

  it('lets an operator disable, demote and re-enable another operator', async () => {
    const off = await call(app, 'POST', `/api/super-admin/users/enabled?enabled=false&orgId=${platformOrgId}`, {
      token: operatorToken,
      body: [second.id],
    });
    expect(off.status).toBe(200);
    expect(await tokenStatus(second.token)).toBe(401);
    await enable(second.id);
    const demoted = await call(app, 'POST', `/api/super-admin/users/roles?orgId=${platformOrgId}`, {
      token: operatorToken,
      body: { [second.id]: 'ROLE_ADMIN' },
    });
    expect(demoted).toMatchObject({ status: 200, body: { users: [{ id: second.id, role: 'ROLE_ADMIN' }] } });
    await enable(second.id);
  });

  it('never disables, demotes or deletes the last active operator', async () => {
    // A caller who is not (or no longer) an active operator, e.g. one whose request raced a change.
    const stale: Caller = { userId: second.id, orgId: platformOrgId, role: 'ROLE_SUPER_ADMIN', email: 'second@platform.test' };
    await db().update(users).set({ enabled: false }).where(eq(users.id, second.id));
    try {
      await expect(setUsersEnabled(db(), stale, platformOrgId, [operatorId], false)).rejects.toMatchObject({
        statusCode: 400,
        message: ADMIN_MESSAGES.lastOperator,
      });
      await expect(setUserRoles(db(), stale, platformOrgId, [{ userId: operatorId, role: 'ROLE_USER' }])).rejects.toMatchObject({
        statusCode: 400,
        message: ADMIN_MESSAGES.lastOperator,
      });
      await expect(deleteUsers(db(), stale, [operatorId])).rejects.toMatchObject({
        statusCode: 400,
        message: ADMIN_MESSAGES.lastOperator,
      });
      expect(await userRow(operatorId)).toMatchObject({ enabled: true, role: 'ROLE_SUPER_ADMIN' });
    } finally {
      await enable(second.id);
    }
  });

  it('lets only one of two operators who disable each other at once succeed', async () => {
    const secondToken = await login(app, 'second@platform.test', 'Operator#Two');
    const [first, other] = await Promise.all([
      call(app, 'POST', `/api/super-admin/users/enabled?enabled=false&orgId=${platformOrgId}`, { token: operatorToken, body: [second.id] }),
      call(app, 'POST', `/api/super-admin/users/enabled?enabled=false&orgId=${platformOrgId}`, { token: secondToken, body: [operatorId] }),
    ]);
    const statuses = [first.status, other.status];
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const active = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'ROLE_SUPER_ADMIN'), eq(users.enabled, true)));
    expect(active).toHaveLength(1);
    await enable(operatorId);
    await enable(second.id);
    operatorToken = await login(app, OPERATOR.email, OPERATOR.password);
  });
});
