import { JOB_STATUSES, todayAnywhereOnEarth } from '@kairox/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema.js';
import { DEMO_ADMIN, DEMO_USER } from '../../demo/demo-accounts.js';
import { DEMO_JOBS } from '../../demo/demo-jobs.js';
import { call, login, signUpTenant } from '../../testing/api.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const shiftDate = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const inDays = (days: number) => shiftDate(todayAnywhereOnEarth(), days);

const jobBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Senior Backend Engineer',
  department: 'Engineering',
  location: 'Berlin, Germany',
  employmentType: 'Full-time',
  description: 'Build the APIs behind our hiring platform.\nOwn services end to end.',
  requirements: '- 5+ years of Node.js\n- Strong PostgreSQL',
  cutoffDate: inDays(30),
  aiProcessingCutoffDate: inDays(35),
  email: 'jobs@kairox.io',
  channels: [],
  includeTeamMeeting: true,
  internalDetails: {
    projectName: 'Talent Platform Core',
    projectCode: 'ENG-101',
    projectManager: 'Priya Raman',
    techInterviewPoc: 'Daniel Okafor',
  },
  internalQuestions: 'Why do you want to join?\nHow do you test a queue worker?\nSystem design\nMentoring',
  ...overrides,
});

let app: TestApp;
let tenantA: { orgId: number; token: string };
let tenantB: { orgId: number; token: string };

beforeAll(async () => {
  app = await createTestApp();
  tenantA = await signUpTenant(app, { name: 'Alpha', slug: 'alpha', domainId: 'alpha.io', adminEmail: 'admin@alpha.io' });
  tenantB = await signUpTenant(app, { name: 'Beta', slug: 'beta', domainId: 'beta.io', adminEmail: 'admin@beta.io' });
});

afterAll(async () => {
  await app?.close();
});

async function createJob(token: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await call(app, 'POST', '/functions/V1/create-job', { token, body: jobBody(overrides) });
  if (answer.status !== 201) throw new Error(`create-job: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.job_id as number;
}

async function jobCount(): Promise<number> {
  const [row] = await app.ctx.database.db.select({ total: count() }).from(jobs);
  return row!.total;
}

describe('POST /functions/V1/create-job and GET /functions/V1/job/{id}', () => {
  it('creates an ACTIVE job in the caller’s organization and reads every field back', async () => {
    const before = Math.floor(Date.now() / 1000);
    const created = await call(app, 'POST', '/functions/V1/create-job', {
      token: tenantA.token,
      body: jobBody({
        cutoffDate: `${inDays(30)}T00:00:00Z`,
        email: ' Talent@Alpha.IO ',
        channels: ['LinkedIn', { name: 'Company website' }],
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ job_id: expect.any(Number), message: `Job "${created.body.job_id}" created successfully!` });

    const read = await call(app, 'GET', `/functions/V1/job/${created.body.job_id}`, { token: tenantA.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      id: created.body.job_id,
      title: 'Senior Backend Engineer',
      description: 'Build the APIs behind our hiring platform.\nOwn services end to end.',
      requirements: '- 5+ years of Node.js\n- Strong PostgreSQL',
      department: 'Engineering',
      location: 'Berlin, Germany',
      employmentType: 'Full-time',
      cutoffDate: inDays(30),
      aiProcessingCutoffDate: inDays(35),
      createdDate: expect.any(Number),
      status: 'ACTIVE',
      channels: [{ name: 'LinkedIn' }, { name: 'Company website' }],
      email: 'talent@alpha.io',
      includeTeamMeeting: true,
      internalQuestions: 'Why do you want to join?\nHow do you test a queue worker?\nSystem design\nMentoring',
      internalDetails: {
        projectName: 'Talent Platform Core',
        projectCode: 'ENG-101',
        projectManager: 'Priya Raman',
        techInterviewPoc: 'Daniel Okafor',
      },
    });
    expect(Number.isInteger(read.body.createdDate)).toBe(true);
    expect(read.body.createdDate).toBeGreaterThanOrEqual(before - 5);
    expect(read.body.createdDate).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 5);

    const [row] = await app.ctx.database.db.select().from(jobs).where(eq(jobs.id, created.body.job_id));
    expect(row!.orgId).toBe(tenantA.orgId);
    expect(row!.createdBy).not.toBeNull();
  });

  it('defaults an empty contact email to the shared mailbox and treats location and employment type as optional', async () => {
    const id = await createJob(tenantA.token, { email: '', location: undefined, employmentType: null, includeTeamMeeting: undefined });
    const read = await call(app, 'GET', `/functions/V1/job/${id}`, { token: tenantA.token });
    expect(read.body).toMatchObject({ email: 'jobs@kairox.io', location: '', employmentType: '', includeTeamMeeting: false, channels: [] });
  });

  it('accepts today Anywhere on Earth as a cutoff date, and six questions and six topics', async () => {
    const questions = Array.from({ length: 6 }, (_, i) => `Question ${i + 1}?`);
    const topics = Array.from({ length: 6 }, (_, i) => `Topic ${i + 1}`);
    const id = await createJob(tenantA.token, {
      cutoffDate: todayAnywhereOnEarth(),
      aiProcessingCutoffDate: todayAnywhereOnEarth(),
      internalQuestions: [...questions, '', '   ', ...topics].join('\n'),
    });
    expect(id).toBeGreaterThan(0);
  });

  it('refuses invalid jobs with the form’s messages and writes nothing', async () => {
    const details = jobBody().internalDetails;
    const seven = (make: (i: number) => string) => Array.from({ length: 7 }, (_, i) => make(i)).join('\n');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: undefined }, 'Please fill in all required fields.'],
      [{ title: '   ' }, 'Please fill in all required fields.'],
      [{ department: '' }, 'Please fill in all required fields.'],
      [{ description: null }, 'Please fill in all required fields.'],
      [{ requirements: '' }, 'Please fill in all required fields.'],
      [{ cutoffDate: '' }, 'Please fill in all required fields.'],
      [{ aiProcessingCutoffDate: undefined }, 'Please fill in all required fields.'],
      [{ internalDetails: undefined }, 'Please fill in all required fields.'],
      [{ internalDetails: { ...details, projectName: ' ' } }, 'Please fill in all required fields.'],
      [{ internalDetails: { ...details, projectCode: undefined } }, 'Please fill in all required fields.'],
      [{ internalDetails: { ...details, projectManager: '' } }, 'Please fill in all required fields.'],
      [{ internalDetails: { ...details, techInterviewPoc: null } }, 'Please fill in all required fields.'],
      // Required fields come first, as in the form.
      [{ title: '', cutoffDate: inDays(-3), email: 'nope' }, 'Please fill in all required fields.'],
      [{ cutoffDate: inDays(-1) }, 'Application cutoff date cannot be in the past.'],
      [{ cutoffDate: `${inDays(-1)}T00:00:00Z` }, 'Application cutoff date cannot be in the past.'],
      [{ aiProcessingCutoffDate: inDays(-1) }, 'AI processing cutoff date cannot be in the past.'],
      [{ cutoffDate: '2030-02-30' }, 'Application cutoff date must be a valid date (YYYY-MM-DD).'],
      [{ aiProcessingCutoffDate: 'next week' }, 'AI processing cutoff date must be a valid date (YYYY-MM-DD).'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ email: 'a b@alpha.io' }, 'Please enter a valid email address.'],
      [{ description: 'Great team 🚀' }, 'Emojis are not allowed in the job description or requirements.'],
      [{ requirements: '- Node.js ❤️' }, 'Emojis are not allowed in the job description or requirements.'],
      [{ internalQuestions: seven((i) => `Question ${i}?`) }, 'At most 6 internal questions and 6 topics are allowed.'],
      [{ internalQuestions: seven((i) => `Topic ${i}`) }, 'At most 6 internal questions and 6 topics are allowed.'],
      [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters.'],
      [{ description: 'x'.repeat(20_001) }, 'Description must be at most 20000 characters.'],
    ];
    const before = await jobCount();
    for (const [change, message] of cases) {
      const answer = await call(app, 'POST', '/functions/V1/create-job', { token: tenantA.token, body: jobBody(change) });
      expect(answer.status, message).toBe(400);
      expect(answer.body, JSON.stringify(change).slice(0, 80)).toMatchObject({ message, error: 'BAD_REQUEST' });
    }
    const notJson = await call(app, 'POST', '/functions/V1/create-job', {
      token: tenantA.token,
      body: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(await jobCount()).toBe(before);
  });

  it('lets any organization role create jobs (ROLE_USER too)', async () => {
    const added = await call(app, 'POST', '/users/register', {
      token: tenantA.token,
      body: { firstName: 'Rita', lastName: 'User', email: 'rita@alpha.io', password: 'Recruit#2026', phone: '+49 151 7654321' },
    });
    expect(added.status).toBe(201);
    const userToken = await login(app, 'rita@alpha.io', 'Recruit#2026');
    const id = await createJob(userToken, { title: 'Recruiter' });
    const read = await call(app, 'GET', `/functions/V1/job/${id}`, { token: tenantA.token });
    expect(read.body.title).toBe('Recruiter');
  });
});

describe('authentication and path ids', () => {
  it('answers 401 without a valid token, before looking at the request', async () => {
    const id = await createJob(tenantA.token);
    const requests: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown]> = [
      ['POST', '/functions/V1/create-job', jobBody()],
      ['POST', '/functions/V1/create-job', { nonsense: true }],
      ['GET', `/functions/V1/job/${id}`],
      ['GET', '/functions/V1/job/abc'],
      ['PUT', `/functions/V1/job/${id}`, { title: 'Hijacked' }],
      ['DELETE', `/functions/V1/job/${id}`],
      ['GET', '/functions/V1/jobs?page=0'],
      ['GET', '/functions/V1/jobs?page=-1'],
      ['PUT', `/functions/V1/updateJobStatus/${id}?status=CLOSED`],
      ['GET', '/functions/V1/job-stats'],
    ];
    for (const [method, url, body] of requests) {
      const anonymous = await call(app, method, url, { body });
      expect(anonymous.status, `${method} ${url}`).toBe(401);
      expect(anonymous.body.error).toBe('UNAUTHORIZED');
      const forged = await call(app, method, url, { body, token: 'not.a.token' });
      expect(forged.status, `${method} ${url}`).toBe(401);
    }
    const read = await call(app, 'GET', `/functions/V1/job/${id}`, { token: tenantA.token });
    expect(read.body).toMatchObject({ title: 'Senior Backend Engineer', status: 'ACTIVE' });
  });

  it('answers 400 for ids that are not positive whole numbers and 404 for a missing job, never 500', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999', '2147483648']) {
      for (const [method, url] of [
        ['GET', `/functions/V1/job/${id}`],
        ['PUT', `/functions/V1/job/${id}`],
        ['DELETE', `/functions/V1/job/${id}`],
        ['PUT', `/functions/V1/updateJobStatus/${id}?status=CLOSED`],
      ] as const) {
        const answer = await call(app, method, url, { token: tenantA.token, body: method === 'PUT' ? {} : undefined });
        expect(answer.status, `${method} ${url}`).toBe(400);
        expect(answer.body).toMatchObject({ message: 'Job ID must be a positive whole number.', error: 'BAD_REQUEST' });
      }
    }
    const missing = await call(app, 'GET', '/functions/V1/job/2147483647', { token: tenantA.token });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Job not found.', error: 'NOT_FOUND' } });
  });
});

describe('GET /functions/V1/jobs and /functions/V1/job-stats', () => {
  let tenant: { orgId: number; token: string };
  const created: number[] = [];

  beforeAll(async () => {
    tenant = await signUpTenant(app, { name: 'Gamma', slug: 'gamma', domainId: 'gamma.io', adminEmail: 'admin@gamma.io' });
    for (let i = 1; i <= 11; i += 1) created.push(await createJob(tenant.token, { title: `Job ${i}` }));
  });

  it('pages newest first with a default size of 9', async () => {
    const first = await call(app, 'GET', '/functions/V1/jobs', { token: tenant.token });
    expect(first.status).toBe(200);
    expect(first.body.totalItems).toBe(11);
    expect(first.body.totalPages).toBe(2);
    expect(first.body.jobs).toHaveLength(9);
    expect(first.body.jobs.map((job: { title: string }) => job.title)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Job ${n}`));
    expect(Object.keys(first.body.jobs[0]).sort()).toEqual(
      ['applicationCount', 'createdDate', 'department', 'description', 'id', 'location', 'status', 'title'].sort(),
    );
    expect(first.body.jobs[0]).toMatchObject({
      id: created[10],
      status: 'ACTIVE',
      department: 'Engineering',
      location: 'Berlin, Germany',
      description: jobBody().description,
      createdDate: expect.any(Number),
    });
    const dates = first.body.jobs.map((job: { createdDate: number }) => job.createdDate);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const second = await call(app, 'GET', '/functions/V1/jobs?page=1', { token: tenant.token });
    expect(second.body.jobs.map((job: { id: number }) => job.id)).toEqual([created[1], created[0]]);
    expect(second.body).toMatchObject({ totalPages: 2, totalItems: 11 });

    const beyond = await call(app, 'GET', '/functions/V1/jobs?page=5', { token: tenant.token });
    expect(beyond.body).toEqual({ jobs: [], totalPages: 2, totalItems: 11 });
  });

  it('takes an optional size up to 100', async () => {
    const small = await call(app, 'GET', '/functions/V1/jobs?page=2&size=5', { token: tenant.token });
    expect(small.body).toMatchObject({ totalPages: 3, totalItems: 11 });
    expect(small.body.jobs.map((job: { id: number }) => job.id)).toEqual([created[0]]);
    const all = await call(app, 'GET', '/functions/V1/jobs?size=100', { token: tenant.token });
    expect(all.body.jobs).toHaveLength(11);
    for (const query of ['page=-1', 'page=abc', 'page=1.5']) {
      const answer = await call(app, 'GET', `/functions/V1/jobs?${query}`, { token: tenant.token });
      expect(answer, query).toMatchObject({ status: 400, body: { message: 'Page must be a whole number of 0 or more.' } });
    }
    for (const query of ['size=0', 'size=101', 'size=ten']) {
      const answer = await call(app, 'GET', `/functions/V1/jobs?${query}`, { token: tenant.token });
      expect(answer, query).toMatchObject({ status: 400, body: { message: 'Size must be a whole number from 1 to 100.' } });
    }
  });

  it('counts jobs by status, with every status present', async () => {
    const empty = await signUpTenant(app, { name: 'Delta', slug: 'delta', domainId: 'delta.io', adminEmail: 'admin@delta.io' });
    const none = await call(app, 'GET', '/functions/V1/job-stats', { token: empty.token });
    expect(none).toMatchObject({ status: 200, body: { totalItems: 0, statusCounts: { ACTIVE: 0, CLOSED: 0, DRAFT: 0, COMPLETED: 0 } } });

    await call(app, 'PUT', `/functions/V1/updateJobStatus/${created[0]}?status=CLOSED`, { token: tenant.token });
    await call(app, 'PUT', `/functions/V1/updateJobStatus/${created[1]}?status=CLOSED`, { token: tenant.token });
    await call(app, 'PUT', `/functions/V1/updateJobStatus/${created[2]}?status=DRAFT`, { token: tenant.token });
    const stats = await call(app, 'GET', '/functions/V1/job-stats', { token: tenant.token });
    expect(stats.body).toEqual({ totalItems: 11, statusCounts: { ACTIVE: 8, CLOSED: 2, DRAFT: 1, COMPLETED: 0 } });
  });
});

describe('PUT /functions/V1/job/{id}', () => {
  it('updates the fields and the status and answers the updated job', async () => {
    const id = await createJob(tenantA.token);
    const answer = await call(app, 'PUT', `/functions/V1/job/${id}`, {
      token: tenantA.token,
      body: jobBody({
        title: 'Staff Backend Engineer',
        department: 'Product',
        location: 'Remote',
        employmentType: 'Internship',
        description: 'New description',
        requirements: 'New requirements',
        cutoffDate: `${inDays(40)}T00:00:00Z`,
        aiProcessingCutoffDate: inDays(45),
        includeTeamMeeting: false,
        internalDetails: { projectName: 'P2', projectCode: 'C2', projectManager: 'M2', techInterviewPoc: 'T2' },
        internalQuestions: 'One?\nTwo',
        status: 'draft',
      }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id,
      title: 'Staff Backend Engineer',
      department: 'Product',
      location: 'Remote',
      employmentType: 'Internship',
      description: 'New description',
      requirements: 'New requirements',
      cutoffDate: inDays(40),
      aiProcessingCutoffDate: inDays(45),
      includeTeamMeeting: false,
      internalDetails: { projectName: 'P2', projectCode: 'C2', projectManager: 'M2', techInterviewPoc: 'T2' },
      internalQuestions: 'One?\nTwo',
      status: 'DRAFT',
    });
    const read = await call(app, 'GET', `/functions/V1/job/${id}`, { token: tenantA.token });
    expect(read.body).toEqual(answer.body);
  });

  it('keeps fields that are left out, and accepts the job as read sent back whole', async () => {
    const id = await createJob(tenantA.token);
    const partial = await call(app, 'PUT', `/functions/V1/job/${id}`, {
      token: tenantA.token,
      body: { title: 'Only the title', internalDetails: { projectCode: 'NEW-7' } },
    });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({
      title: 'Only the title',
      description: jobBody().description,
      status: 'ACTIVE',
      internalDetails: { ...jobBody().internalDetails, projectCode: 'NEW-7' },
    });
    const asRead = { ...partial.body, title: 'Round trip', id: 999_999, createdDate: 1 };
    const roundTrip = await call(app, 'PUT', `/functions/V1/job/${id}`, { token: tenantA.token, body: asRead });
    expect(roundTrip.status).toBe(200);
    expect(roundTrip.body).toEqual({ ...partial.body, title: 'Round trip' });
  });

  it('checks a cutoff date against today only when it changes', async () => {
    const id = await createJob(tenantA.token);
    const past = inDays(-10);
    await app.ctx.database.db.update(jobs).set({ cutoffDate: past, aiProcessingCutoffDate: past }).where(eq(jobs.id, id));
    const unchanged = await call(app, 'PUT', `/functions/V1/job/${id}`, {
      token: tenantA.token,
      body: { title: 'Still open for edits', cutoffDate: `${past}T00:00:00Z`, aiProcessingCutoffDate: past },
    });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toMatchObject({ title: 'Still open for edits', cutoffDate: past, aiProcessingCutoffDate: past });

    const movedCutoff = await call(app, 'PUT', `/functions/V1/job/${id}`, {
      token: tenantA.token,
      body: { title: 'Not saved', cutoffDate: inDays(-9) },
    });
    expect(movedCutoff).toMatchObject({ status: 400, body: { message: 'Application cutoff date cannot be in the past.' } });
    const movedAi = await call(app, 'PUT', `/functions/V1/job/${id}`, {
      token: tenantA.token,
      body: { title: 'Not saved', aiProcessingCutoffDate: inDays(-1) },
    });
    expect(movedAi).toMatchObject({ status: 400, body: { message: 'AI processing cutoff date cannot be in the past.' } });
    const read = await call(app, 'GET', `/functions/V1/job/${id}`, { token: tenantA.token });
    expect(read.body.title).toBe('Still open for edits');

    const moved = await call(app, 'PUT', `/functions/V1/job/${id}`, { token: tenantA.token, body: { cutoffDate: inDays(3) } });
    expect(moved.body.cutoffDate).toBe(inDays(3));
  });

  it('refuses invalid edits with the edit form’s messages and changes nothing', async () => {
    const id = await createJob(tenantA.token);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, 'Please fill in all required fields.'],
      [{ requirements: null }, 'Please fill in all required fields.'],
      [{ internalDetails: { projectManager: ' ' } }, 'Please fill in all required fields.'],
      [{ internalDetails: null }, 'Please fill in all required fields.'],
      [{ cutoffDate: 'someday' }, 'Application cutoff date must be a valid date (YYYY-MM-DD).'],
      [{ email: 'broken@' }, 'Please enter a valid email address.'],
      [{ description: 'Fun 😀' }, 'Emojis are not allowed in Description or Requirements.'],
      [{ requirements: 'Flags 🇩🇪' }, 'Emojis are not allowed in Description or Requirements.'],
      [{ internalQuestions: Array.from({ length: 7 }, (_, i) => `Q${i}?`).join('\n') }, 'At most 6 internal questions and 6 topics are allowed.'],
      [{ status: 'ARCHIVED' }, 'Invalid job status. Use one of: ACTIVE, CLOSED, DRAFT, COMPLETED.'],
    ];
    for (const [change, message] of cases) {
      const answer = await call(app, 'PUT', `/functions/V1/job/${id}`, { token: tenantA.token, body: { title: 'Changed', ...change } });
      expect(answer.status, message).toBe(400);
      expect(answer.body, JSON.stringify(change)).toMatchObject({ message, error: 'BAD_REQUEST' });
    }
    const read = await call(app, 'GET', `/functions/V1/job/${id}`, { token: tenantA.token });
    expect(read.body).toMatchObject({ title: 'Senior Backend Engineer', status: 'ACTIVE', description: jobBody().description });
  });
});

describe('PUT /functions/V1/updateJobStatus/{id}', () => {
  it('sets any known status in any letter case and answers the job', async () => {
    const id = await createJob(tenantA.token);
    const closed = await call(app, 'PUT', `/functions/V1/updateJobStatus/${id}?status=CLOSED`, { token: tenantA.token });
    expect(closed).toMatchObject({ status: 200, body: { id, status: 'CLOSED', title: 'Senior Backend Engineer' } });
    for (const status of ['completed', 'Draft', ' active ']) {
      const answer = await call(app, 'PUT', `/functions/V1/updateJobStatus/${id}?status=${encodeURIComponent(status)}`, {
        token: tenantA.token,
      });
      expect(answer.status, status).toBe(200);
      expect(answer.body.status).toBe(status.trim().toUpperCase());
    }
  });

  it('refuses unknown or missing statuses', async () => {
    const id = await createJob(tenantA.token);
    for (const query of ['?status=ARCHIVED', '?status=', '']) {
      const answer = await call(app, 'PUT', `/functions/V1/updateJobStatus/${id}${query}`, { token: tenantA.token });
      expect(answer, query).toMatchObject({
        status: 400,
        body: { message: 'Invalid job status. Use one of: ACTIVE, CLOSED, DRAFT, COMPLETED.', error: 'BAD_REQUEST' },
      });
    }
    const read = await call(app, 'GET', `/functions/V1/job/${id}`, { token: tenantA.token });
    expect(read.body.status).toBe('ACTIVE');
    const missing = await call(app, 'PUT', '/functions/V1/updateJobStatus/2147483647?status=CLOSED', { token: tenantA.token });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Job not found.' } });
  });
});

describe('DELETE /functions/V1/job/{id}', () => {
  it('deletes the job; afterwards it is not found', async () => {
    const id = await createJob(tenantA.token, { title: 'Short-lived' });
    const deleted = await call(app, 'DELETE', `/functions/V1/job/${id}`, { token: tenantA.token });
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Job "Short-lived" deleted successfully!' } });
    const read = await call(app, 'GET', `/functions/V1/job/${id}`, { token: tenantA.token });
    expect(read).toMatchObject({ status: 404, body: { message: 'Job not found.', error: 'NOT_FOUND' } });
    const again = await call(app, 'DELETE', `/functions/V1/job/${id}`, { token: tenantA.token });
    expect(again.status).toBe(404);
    const rows = await app.ctx.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(rows).toHaveLength(0);
  });
});

describe('tenant isolation', () => {
  it('hides one organization’s job from another: 404 for read, update, status change and delete', async () => {
    const id = await createJob(tenantA.token, { title: 'Alpha secret' });
    const notFound = { status: 404, body: { message: 'Job not found.', error: 'NOT_FOUND' } };
    expect(await call(app, 'GET', `/functions/V1/job/${id}`, { token: tenantB.token })).toMatchObject(notFound);
    expect(await call(app, 'PUT', `/functions/V1/job/${id}`, { token: tenantB.token, body: jobBody({ title: 'Taken over' }) })).toMatchObject(
      notFound,
    );
    expect(await call(app, 'PUT', `/functions/V1/updateJobStatus/${id}?status=CLOSED`, { token: tenantB.token })).toMatchObject(notFound);
    expect(await call(app, 'DELETE', `/functions/V1/job/${id}`, { token: tenantB.token })).toMatchObject(notFound);

    const list = await call(app, 'GET', '/functions/V1/jobs?size=100', { token: tenantB.token });
    expect(list.body.jobs.map((job: { id: number }) => job.id)).not.toContain(id);
    const ownB = await createJob(tenantB.token, { title: 'Beta job' });
    const listAfter = await call(app, 'GET', '/functions/V1/jobs?size=100', { token: tenantB.token });
    expect(listAfter.body.jobs.map((job: { id: number }) => job.id)).toEqual([ownB]);
    const statsB = await call(app, 'GET', '/functions/V1/job-stats', { token: tenantB.token });
    expect(statsB.body).toEqual({ totalItems: 1, statusCounts: { ACTIVE: 1, CLOSED: 0, DRAFT: 0, COMPLETED: 0 } });

    const untouched = await call(app, 'GET', `/functions/V1/job/${id}`, { token: tenantA.token });
    expect(untouched.body).toMatchObject({ title: 'Alpha secret', status: 'ACTIVE' });
    const listA = await call(app, 'GET', '/functions/V1/jobs?size=100', { token: tenantA.token });
    expect(listA.body.jobs.map((job: { id: number }) => job.id)).toContain(id);
    expect(listA.body.jobs.map((job: { id: number }) => job.id)).not.toContain(ownB);
  });
});

describe('demo data', () => {
  let demo: TestApp;

  beforeAll(async () => {
    demo = await createTestApp({ DEMO_DATA: 'true' });
  });

  afterAll(async () => {
    await demo?.close();
  });

  it('gives the demo organization jobs in every status, with future cutoffs for the active ones', async () => {
    const token = await login(demo, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const stats = await call(demo, 'GET', '/functions/V1/job-stats', { token });
    expect(stats.body.totalItems).toBe(DEMO_JOBS.length);
    for (const status of JOB_STATUSES) expect(stats.body.statusCounts[status], status).toBeGreaterThan(0);
    expect(stats.body.statusCounts.ACTIVE).toBeGreaterThanOrEqual(3);

    const list = await call(demo, 'GET', '/functions/V1/jobs?size=100', { token });
    const dates = list.body.jobs.map((job: { createdDate: number }) => job.createdDate);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(new Set(list.body.jobs.map((job: { department: string }) => job.department)).size).toBeGreaterThanOrEqual(4);
    for (const item of list.body.jobs as Array<{ id: number; status: string }>) {
      const job = (await call(demo, 'GET', `/functions/V1/job/${item.id}`, { token })).body;
      expect(job.description.length).toBeGreaterThan(200);
      expect(job.internalQuestions.split('\n').length).toBeGreaterThanOrEqual(3);
      if (item.status === 'ACTIVE') expect(job.cutoffDate >= todayAnywhereOnEarth()).toBe(true);
    }

    // The demo user of the same organization sees the same jobs.
    const userToken = await login(demo, DEMO_USER.email, DEMO_USER.password);
    const userStats = await call(demo, 'GET', '/functions/V1/job-stats', { token: userToken });
    expect(userStats.body).toEqual(stats.body);
  });
});
