import { AUTH_MESSAGES } from '@kairox/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { call } from '../../testing/api.js';
import { RESUME_TEXT, makePdf, upload } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { addCandidate, addMember, createJob, createStaffedTenant, seedApplications, type StaffedTenant } from '../../testing/tenants.js';

/**
 * The lists a recruiter opens all day stay cheap at any size (issue #14): the job list carries each
 * job's application count, and the job page's list says which candidates have an interview
 * scorecard, so the page needs no call per job card and no scorecard call that can only answer 404.
 */

let app: TestApp;
let a: StaffedTenant;
let b: StaffedTenant;
let resume: Uint8Array;
let emailCounter = 0;

beforeAll(async () => {
  app = await createTestApp();
  resume = await makePdf(RESUME_TEXT);
  a = await createStaffedTenant(app, 'lista');
  b = await createStaffedTenant(app, 'listb');
});

afterAll(async () => {
  await app?.close();
});

const candidate = (token: string, jobId: number, name?: string) => {
  emailCounter += 1;
  return addCandidate(app, token, jobId, { name, email: `listed${emailCounter}@example.com`, resume });
};

async function applicationCounts(token: string): Promise<Map<number, number>> {
  const answer = await call(app, 'GET', '/functions/V1/jobs?size=100', { token });
  expect(answer.status).toBe(200);
  return new Map(answer.body.jobs.map((job: { id: number; applicationCount: number }) => [job.id, job.applicationCount]));
}

const applicants = async (jobId: number, query = '') => {
  const answer = await call(app, 'GET', `/api/applications/applicants/${jobId}${query}`, { token: a.admin.token });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('GET /functions/V1/jobs application counts', () => {
  it("counts each job's applications as they are added, mass-uploaded and deleted, per tenant", async () => {
    const job = await createJob(app, a.admin.token, 'Counted job');
    expect((await applicationCounts(a.admin.token)).get(job)).toBe(0);

    const first = await candidate(a.admin.token, job);
    await candidate(a.admin.token, job);
    const massFiles = await Promise.all(
      ['Ada Mass', 'Grace Mass', 'Alan Mass'].map((name) => makePdf(`${name}\n${name.split(' ')[0]!.toLowerCase()}@example.com\n${RESUME_TEXT}`)),
    );
    const massUpload = await upload(
      app,
      '/api/applications/mass-upload',
      [
        { name: 'jobId', value: String(job) },
        ...massFiles.map((bytes, index) => ({ name: 'files', bytes, fileName: `cv${index}.pdf`, type: 'application/pdf' })),
      ],
      { token: a.admin.token },
    );
    expect(massUpload.status).toBe(200);
    expect((await applicationCounts(a.admin.token)).get(job)).toBe(5);

    expect((await call(app, 'DELETE', `/api/applications/${first}`, { token: a.admin.token })).status).toBe(200);
    const counts = await applicationCounts(a.admin.token);
    expect(counts.get(job)).toBe(4);
    expect(counts.get(a.jobId)).toBe((await applicants(a.jobId)).totalElements);
    expect((await applicationCounts(b.admin.token)).has(job)).toBe(false);
  });
});

describe('GET /api/applications/applicants/{jobId}', () => {
  it("answers the first page with its total in one read, an empty job with none, and another tenant's job as a missing one", async () => {
    const job = await createJob(app, a.admin.token, 'First page job');
    expect(await applicants(job)).toMatchObject({ totalElements: 0, totalPages: 0, content: [] });
    const ids = [await candidate(a.admin.token, job), await candidate(a.admin.token, job), await candidate(a.admin.token, job)];
    const first = await applicants(job, '?size=2');
    expect(first).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, last: false });
    expect(first.content.map((row: { id: number }) => row.id)).toEqual([ids[2], ids[1]]);
    const foreign = await call(app, 'GET', `/api/applications/applicants/${job}`, { token: b.admin.token });
    const missing = await call(app, 'GET', '/api/applications/applicants/987654321', { token: b.admin.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    // A search of another tenant's job finds nothing to tell it from a missing one.
    const foreignSearch = await call(app, 'GET', `/api/applications/applicants/${job}?q=Candidate`, { token: b.admin.token });
    expect(foreignSearch.status).toBe(404);
    expect(foreignSearch.body).toEqual(missing.body);
    expect(await applicants(job, '?q=nobody-by-this-name')).toMatchObject({ totalElements: 0, totalPages: 0, content: [] });
  });

  it('says which candidates have an interview scorecard', async () => {
    const fresh = await candidate(a.admin.token, a.jobId);
    const rows: Array<{ id: number; hasScorecard: boolean }> = (await applicants(a.jobId, '?size=100')).content;
    expect(rows.find((row) => row.id === a.applicationId)?.hasScorecard).toBe(true);
    expect(rows.find((row) => row.id === fresh)?.hasScorecard).toBe(false);
  });

  it('walks every page in one order without repeats or gaps, and counts the matches of a search', async () => {
    const job = await createJob(app, a.admin.token, 'Walked job');
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) ids.push(await candidate(a.admin.token, job, i % 2 === 0 ? `Even Walker ${i}` : `Odd Walker ${i}`));

    const walked: number[] = [];
    for (let page = 0; page < 4; page += 1) {
      const answer = await applicants(job, `?page=${page}&size=2`);
      expect(answer).toMatchObject({ totalElements: 7, totalPages: 4, number: page, last: page === 3 });
      walked.push(...answer.content.map((row: { id: number }) => row.id));
    }
    expect(walked).toEqual([...ids].reverse());

    const search = await applicants(job, '?q=Even&page=1&size=3');
    expect(search).toMatchObject({ totalElements: 4, totalPages: 2, last: true });
    expect(search.content.map((row: { id: number }) => row.id)).toEqual([ids[0]]);
    expect(await applicants(job, '?q=Even&page=5&size=3')).toMatchObject({ totalElements: 4, totalPages: 2, number: 5, content: [] });
  });

  it('takes the wildcards of a search literally', async () => {
    const job = await createJob(app, a.admin.token, 'Wildcard job');
    const [percent] = await seedApplications(app, a.orgId, job, [
      { candidateName: 'Grows 100% Sales', resumeText: 'Sales lead' },
      { candidateName: 'Plain Name' },
    ]);
    expect(await applicants(job, '?q=%25')).toMatchObject({ totalElements: 1, content: [{ id: percent }] });
    expect(await applicants(job, '?q=_')).toMatchObject({ totalElements: 0, content: [] });
  });

  it("searches the resumes' words, and counts an application added or deleted since the last page at once", async () => {
    const job = await createJob(app, a.admin.token, 'Searched job');
    const [operator] = await seedApplications(app, a.orgId, job, [
      { resumeText: 'Kubernetes operator, Go developer' },
      { resumeText: 'Pastry chef' },
    ]);
    expect(await applicants(job, '?q=KUBERNETES')).toMatchObject({ totalElements: 1, content: [{ id: operator }] });
    const [admin] = await seedApplications(app, a.orgId, job, [{ resumeText: 'Ran the Kubernetes clusters of a bank' }]);
    const afterAdding = await applicants(job, '?q=kubernetes&size=1');
    expect(afterAdding).toMatchObject({ totalElements: 2, totalPages: 2, content: [{ id: admin }] });
    expect((await call(app, 'DELETE', `/api/applications/${operator}`, { token: a.admin.token })).status).toBe(200);
    expect(await applicants(job, '?q=kubernetes')).toMatchObject({ totalElements: 1, content: [{ id: admin }] });
  });
});

describe('the session the list reads with its first query', () => {
  it('ends at once on every path of the list when its user is disabled, deleted or signed out everywhere', async () => {
    const job = await createJob(app, a.admin.token, 'Guarded job');
    const emptyJob = await createJob(app, a.admin.token, 'Guarded empty job');
    await seedApplications(app, a.orgId, job, [
      { candidateName: 'Guarded One' },
      { candidateName: 'Guarded Two' },
      { candidateName: 'Guarded Three' },
    ]);
    // The first page, a later page, a search, an empty job and a missing one: each reads the session its own way.
    const paths = [`${job}`, `${job}?page=1&size=2`, `${job}?q=Guarded`, `${emptyJob}`, '987654321'];
    const answers = (token: string) => Promise.all(paths.map((path) => call(app, 'GET', `/api/applications/applicants/${path}`, { token })));
    const statuses = async (token: string) => (await answers(token)).map((answer) => answer.status);
    const expectRevoked = async (token: string) => {
      for (const answer of await answers(token)) expect(answer.body).toMatchObject({ error: 'UNAUTHORIZED', message: AUTH_MESSAGES.tokenRevoked });
    };

    const [disabled, deleted, signedOut] = await Promise.all(
      ['guard-disabled', 'guard-deleted', 'guard-signed-out'].map((name) => addMember(app, a.admin.token, a.domainId, `${name}@lista.example`)),
    );
    for (const member of [disabled!, deleted!, signedOut!, a.user]) expect(await statuses(member.token)).toEqual([200, 200, 200, 200, 404]);
    const { db } = app.ctx.database;
    await db.update(users).set({ enabled: false }).where(eq(users.id, disabled!.id));
    await db.delete(users).where(eq(users.id, deleted!.id));
    await db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, signedOut!.id));
    for (const member of [disabled!, deleted!, signedOut!]) await expectRevoked(member.token);
    expect(await statuses(a.user.token)).toEqual([200, 200, 200, 200, 404]);
    expect((await call(app, 'GET', `/api/applications/applicants/${job}`, { token: 'not-a-token' })).body.message).toBe(AUTH_MESSAGES.sessionExpired);
    expect((await call(app, 'GET', `/api/applications/applicants/${job}`)).body.message).toBe(AUTH_MESSAGES.notAuthenticated);
  });
});
