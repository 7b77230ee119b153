/** The Team page's calls: an organisation's admins manage its users, its ROLE_USERs only list them. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '../../db/schema.js';
import { call, login, signUpTenant } from '../../testing/api.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { PASSWORD, addMember, createJob, userIdOf, type Member } from '../../testing/tenants.js';

let app: TestApp;
let alpha: { orgId: number; domainId: string; admin: Member };
let beta: { orgId: number; domainId: string; admin: Member; user: Member };

const MISSING_ID = 2_000_000_000;
let counter = 0;

async function tenant(slug: string) {
  const domainId = `${slug}.example`;
  const email = `admin@${domainId}`;
  const signed = await signUpTenant(app, { name: `Tenant ${slug}`, slug, domainId, adminEmail: email, password: PASSWORD });
  const admin: Member = { id: await userIdOf(app, signed.orgId, email), email, password: PASSWORD, token: signed.token };
  return { orgId: signed.orgId, domainId: domainId.toUpperCase(), admin };
}

/** A fresh ROLE_USER of Alpha with a live session. */
const newMember = () => addMember(app, alpha.admin.token, alpha.domainId, `member${++counter}@alpha.example`);

const rowOf = async (id: number) => (await app.ctx.database.db.select().from(users).where(eq(users.id, id)))[0];

const setRole = (token: string, id: number, role: unknown) => call(app, 'PUT', `/api/users/${id}/role`, { token, body: { role } });
const setEnabled = (token: string, id: number, enabled: unknown) => call(app, 'PUT', `/api/users/${id}/enabled`, { token, body: { enabled } });
const remove = (token: string, id: number) => call(app, 'DELETE', `/api/users/${id}`, { token });

beforeAll(async () => {
  app = await createTestApp();
  alpha = await tenant('alpha');
  const b = await tenant('beta');
  beta = { ...b, user: await addMember(app, b.admin.token, b.domainId, 'user@beta.example') };
});

afterAll(async () => {
  await app?.close();
});

describe('GET /api/users', () => {
  it("lists the caller's organisation's users by name, without phones, to admins and users alike", async () => {
    const member = await newMember();
    const forAdmin = await call(app, 'GET', '/api/users', { token: alpha.admin.token });
    expect(forAdmin.status).toBe(200);
    const emails = forAdmin.body.map((user: { email: string }) => user.email);
    expect(emails).toContain(alpha.admin.email);
    expect(emails).toContain(member.email);
    expect(emails).not.toContain(beta.user.email);
    expect(forAdmin.body.find((user: { id: number }) => user.id === alpha.admin.id)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Admin',
      role: 'ROLE_ADMIN',
      enabled: true,
    });
    expect(forAdmin.body[0]).not.toHaveProperty('phone');
    const forUser = await call(app, 'GET', '/api/users', { token: member.token });
    expect(forUser).toMatchObject({ status: 200, body: forAdmin.body });
  });

  it('needs a session', async () => {
    expect((await call(app, 'GET', '/api/users')).status).toBe(401);
  });
});

describe('an admin manages the users of his organisation', () => {
  it('promotes and demotes a user; the changed user signs in again', async () => {
    const member = await newMember();
    const promoted = await setRole(alpha.admin.token, member.id, 'ROLE_ADMIN');
    expect(promoted).toMatchObject({ status: 200, body: { id: member.id, role: 'ROLE_ADMIN', enabled: true } });
    expect((await call(app, 'GET', '/api/users', { token: member.token })).status).toBe(401);
    const token = await login(app, member.email, PASSWORD, alpha.domainId);
    // The new admin may now manage the team himself.
    const other = await newMember();
    expect((await setEnabled(token, other.id, false)).status).toBe(200);
    const demoted = await setRole(alpha.admin.token, member.id, 'ROLE_USER');
    expect(demoted).toMatchObject({ status: 200, body: { role: 'ROLE_USER' } });
    expect((await rowOf(member.id))!.role).toBe('ROLE_USER');
  });

  it('disables a user, who can no longer call nor sign in, and enables him again', async () => {
    const member = await newMember();
    const disabled = await setEnabled(alpha.admin.token, member.id, false);
    expect(disabled).toMatchObject({ status: 200, body: { id: member.id, enabled: false } });
    expect((await call(app, 'GET', '/api/users', { token: member.token })).status).toBe(401);
    const refused = await call(app, 'POST', '/auth/login', { body: { userName: member.email, password: PASSWORD, domainId: alpha.domainId } });
    expect(refused.status).toBe(403);
    const enabled = await setEnabled(alpha.admin.token, member.id, true);
    expect(enabled).toMatchObject({ status: 200, body: { enabled: true } });
    await login(app, member.email, PASSWORD, alpha.domainId);
  });

  it('removes a user; the job he created stays, without his name', async () => {
    const member = await newMember();
    const jobId = await createJob(app, member.token, 'Created by a leaver');
    const removed = await remove(alpha.admin.token, member.id);
    expect(removed).toMatchObject({ status: 200, body: { message: 'User removed.' } });
    expect(await rowOf(member.id)).toBeUndefined();
    const list = await call(app, 'GET', '/api/users', { token: alpha.admin.token });
    expect(list.body.map((user: { id: number }) => user.id)).not.toContain(member.id);
    const [job] = await app.ctx.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ orgId: alpha.orgId, createdBy: null });
    expect((await remove(alpha.admin.token, member.id)).status).toBe(404);
  });
});

describe('what an admin may not do', () => {
  it('refuses a ROLE_USER every change with 403, and changes nothing', async () => {
    const member = await newMember();
    const target = await newMember();
    for (const answer of [
      await setRole(member.token, target.id, 'ROLE_ADMIN'),
      await setEnabled(member.token, target.id, false),
      await remove(member.token, target.id),
      await setRole(member.token, alpha.admin.id, 'ROLE_USER'),
    ]) {
      expect(answer).toMatchObject({ status: 403, body: { error: 'FORBIDDEN', message: 'Access denied. Insufficient permissions.' } });
    }
    expect(await rowOf(target.id)).toMatchObject({ role: 'ROLE_USER', enabled: true });
    expect(await rowOf(alpha.admin.id)).toMatchObject({ role: 'ROLE_ADMIN', enabled: true });
  });

  it("answers another organisation's user exactly like a missing one, and leaves him alone", async () => {
    const before = await rowOf(beta.user.id);
    const actions = [
      (id: number) => setRole(alpha.admin.token, id, 'ROLE_ADMIN'),
      (id: number) => setEnabled(alpha.admin.token, id, false),
      (id: number) => remove(alpha.admin.token, id),
    ];
    for (const action of actions) {
      const missing = await action(MISSING_ID);
      expect(missing).toMatchObject({ status: 404, body: { error: 'NOT_FOUND', message: 'User not found. They may have been deleted.' } });
      const foreign = await action(beta.user.id);
      expect({ status: foreign.status, body: foreign.body }).toEqual({ status: missing.status, body: missing.body });
    }
    expect(await rowOf(beta.user.id)).toEqual(before);
  });

  it('keeps the admin from changing his own role or status or removing himself (409), so an enabled admin remains', async () => {
    expect(await setRole(alpha.admin.token, alpha.admin.id, 'ROLE_USER')).toMatchObject({
      status: 409,
      body: { error: 'CONFLICT', message: 'You cannot change your own role.' },
    });
    expect(await setEnabled(alpha.admin.token, alpha.admin.id, false)).toMatchObject({
      status: 409,
      body: { message: 'You cannot disable or enable your own account.' },
    });
    expect(await remove(alpha.admin.token, alpha.admin.id)).toMatchObject({
      status: 409,
      body: { message: 'You cannot remove your own account.' },
    });
    expect(await rowOf(alpha.admin.id)).toMatchObject({ role: 'ROLE_ADMIN', enabled: true });
  });

  it('lets only one of two admins disabling each other at once succeed', async () => {
    const first = await newMember();
    const second = await newMember();
    await setRole(alpha.admin.token, first.id, 'ROLE_ADMIN');
    await setRole(alpha.admin.token, second.id, 'ROLE_ADMIN');
    const firstToken = await login(app, first.email, PASSWORD, alpha.domainId);
    const secondToken = await login(app, second.email, PASSWORD, alpha.domainId);
    const answers = await Promise.all([setEnabled(firstToken, second.id, false), setEnabled(secondToken, first.id, false)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    // The loser was disabled before his call ran (401) or while it waited for the lock (403).
    expect([401, 403]).toContain(statuses[1]);
    const enabled = [(await rowOf(first.id))!.enabled, (await rowOf(second.id))!.enabled];
    expect(enabled.filter(Boolean)).toHaveLength(1);
  });

  it('refuses bad bodies and ids with 400', async () => {
    const member = await newMember();
    for (const answer of [
      await setRole(alpha.admin.token, member.id, 'ROLE_SUPER_ADMIN'),
      await setRole(alpha.admin.token, member.id, undefined),
      await call(app, 'PUT', `/api/users/${member.id}/role`, { token: alpha.admin.token }),
    ]) {
      expect(answer).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST', message: 'Role must be ROLE_ADMIN or ROLE_USER.' } });
    }
    for (const answer of [await setEnabled(alpha.admin.token, member.id, 'no'), await setEnabled(alpha.admin.token, member.id, undefined)]) {
      expect(answer).toMatchObject({ status: 400, body: { message: 'enabled must be true or false.' } });
    }
    expect((await call(app, 'DELETE', '/api/users/abc', { token: alpha.admin.token })).status).toBe(400);
    expect(await rowOf(member.id)).toMatchObject({ role: 'ROLE_USER', enabled: true });
  });
});
