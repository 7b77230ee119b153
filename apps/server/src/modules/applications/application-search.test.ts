import type { StoredApplicationStatus } from '@kairox/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, applicationStatusHistory } from '../../db/schema.js';
import { call, signUpTenant } from '../../testing/api.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createJob, seedApplications } from '../../testing/tenants.js';

/** The Applications page's API (issue #12): search, filters, sort, paging, CSV export and bulk actions across jobs. */

let app: TestApp;
let a: { orgId: number; token: string; jobs: number[] };
let b: { orgId: number; token: string; jobs: number[] };

const db = () => app.ctx.database.db;

interface Seed {
  name: string;
  email?: string | null;
  status?: StoredApplicationStatus;
  score?: number | null;
  sourceChannel?: string;
  resumeStatus?: 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';
  resumeText?: string;
  createdAt?: Date;
}

const seed = (orgId: number, jobId: number, rows: Seed[]) =>
  seedApplications(
    app,
    orgId,
    jobId,
    rows.map((row) => ({
      candidateName: row.name,
      ...(row.email === undefined ? {} : { candidateEmail: row.email }),
      status: row.status ?? 'APPLIED',
      score: row.score ?? null,
      sourceChannel: row.sourceChannel ?? 'manual',
      resumeStatus: row.resumeStatus ?? 'COMPLETED',
      resumeText: row.resumeText ?? 'Seasoned engineer.',
      ...(row.createdAt ? { createdAt: row.createdAt, updatedAt: row.createdAt } : {}),
    })),
  );

const day = (text: string) => new Date(`${text}T12:00:00Z`);

async function tenant(slug: string) {
  const signed = await signUpTenant(app, {
    name: `Tenant ${slug}`,
    slug,
    domainId: `${slug}.example`,
    adminEmail: `admin@${slug}.example`,
    password: 'Str0ngPass!',
  });
  const jobs = [await createJob(app, signed.token, `${slug} Backend Engineer`), await createJob(app, signed.token, `${slug} Designer`)];
  return { ...signed, jobs };
}

const search = (token: string, query = '') => call(app, 'GET', `/api/applications${query}`, { token });
const names = (body: { content: Array<{ candidateName: string }> }) => body.content.map((row) => row.candidateName);

let ids: { ada: number; grace: number; alan: number; dieter: number; zaha: number };

beforeAll(async () => {
  app = await createTestApp();
  a = await tenant('searcha');
  b = await tenant('searchb');
  const [backend, design] = a.jobs as [number, number];
  const onBackend = await seed(a.orgId, backend, [
    { name: 'Ada Lovelace', score: 91, sourceChannel: 'LinkedIn', createdAt: day('2026-03-01'), resumeText: 'Analytical engine programmer' },
    { name: 'Grace Hopper', score: 78, status: 'SHORTLISTED', sourceChannel: 'manual', createdAt: day('2026-03-05') },
    { name: 'alan turing', score: null, resumeStatus: 'FAILED', sourceChannel: 'mass-upload', email: null, createdAt: day('2026-03-10') },
  ]);
  const onDesign = await seed(a.orgId, design, [
    { name: 'Dieter Rams', score: 55, status: 'REJECTED', sourceChannel: 'linkedin', createdAt: day('2026-03-03') },
    { name: 'Zaha Hadid', score: 91, sourceChannel: 'referral', createdAt: day('2026-03-08'), resumeText: 'Parametric architecture' },
  ]);
  // Organisation B has the same names and words: a search that crossed tenants would find them.
  await seed(b.orgId, b.jobs[0]!, [
    { name: 'Ada Lovelace', score: 91, sourceChannel: 'LinkedIn', createdAt: day('2026-03-02'), resumeText: 'Analytical engine' },
  ]);
  ids = { ada: onBackend[0]!, grace: onBackend[1]!, alan: onBackend[2]!, dieter: onDesign[0]!, zaha: onDesign[1]! };
});

afterAll(async () => {
  await app?.close();
});

describe('GET /api/applications', () => {
  it("lists the organisation's applications across its jobs, newest first, with their job titles, and never another tenant's", async () => {
    const answer = await search(a.token);
    expect(answer.status).toBe(200);
    expect(names(answer.body)).toEqual(['alan turing', 'Zaha Hadid', 'Grace Hopper', 'Dieter Rams', 'Ada Lovelace']);
    expect(answer.body).toMatchObject({ totalElements: 5, totalPages: 1, first: true, last: true, number: 0, size: 20 });
    expect(answer.body.content[1]).toMatchObject({ id: ids.zaha, jobId: a.jobs[1], jobTitle: 'searcha Designer', score: 91, hasScorecard: false });

    const theirs = await search(b.token, '?q=Ada');
    expect(names(theirs.body)).toEqual(['Ada Lovelace']);
    expect(theirs.body.content[0].id).not.toBe(ids.ada);
    // A job of another organisation filters to nothing rather than revealing its rows.
    expect((await search(a.token, `?jobId=${b.jobs[0]}`)).body.totalElements).toBe(0);
  });

  it('searches names, emails and resume text', async () => {
    expect(names((await search(a.token, '?q=grace')).body)).toEqual(['Grace Hopper']);
    expect(names((await search(a.token, '?q=engine%20analytical')).body)).toEqual(['Ada Lovelace']);
    const [email] = await db().select({ email: applications.candidateEmail }).from(applications).where(eq(applications.id, ids.zaha));
    expect(names((await search(a.token, `?q=${encodeURIComponent(email!.email!)}`)).body)).toEqual(['Zaha Hadid']);
  });

  it('combines the filters', async () => {
    const filtered = async (query: string) => names((await search(a.token, query)).body);
    expect(await filtered(`?jobId=${a.jobs[1]}`)).toEqual(['Zaha Hadid', 'Dieter Rams']);
    expect(await filtered('?status=shortlisted,REJECTED')).toEqual(['Grace Hopper', 'Dieter Rams']);
    expect(await filtered('?scoreMin=78&scoreMax=91')).toEqual(['Zaha Hadid', 'Grace Hopper', 'Ada Lovelace']);
    expect(await filtered('?scoreMin=0&scoreMax=60')).toEqual(['Dieter Rams']);
    expect(await filtered('?sourceChannel=LINKEDIN')).toEqual(['Dieter Rams', 'Ada Lovelace']);
    expect(await filtered('?createdFrom=2026-03-03&createdTo=2026-03-08')).toEqual(['Zaha Hadid', 'Grace Hopper', 'Dieter Rams']);
    expect(await filtered('?resumeStatus=failed')).toEqual(['alan turing']);
    expect(await filtered(`?jobId=${a.jobs[0]}&scoreMin=80&q=ada`)).toEqual(['Ada Lovelace']);
  });

  it('sorts by score (unscored last) and by name, and pages without repeats or gaps', async () => {
    expect(names((await search(a.token, '?sort=score')).body)).toEqual(['Zaha Hadid', 'Ada Lovelace', 'Grace Hopper', 'Dieter Rams', 'alan turing']);
    expect(names((await search(a.token, '?sort=name')).body)).toEqual(['Ada Lovelace', 'alan turing', 'Dieter Rams', 'Grace Hopper', 'Zaha Hadid']);

    const walked: string[] = [];
    for (let page = 0; page < 3; page += 1) {
      const answer = await search(a.token, `?sort=name&page=${page}&size=2`);
      expect(answer.body).toMatchObject({ totalElements: 5, totalPages: 3, number: page, first: page === 0, last: page === 2 });
      walked.push(...names(answer.body));
    }
    expect(walked).toEqual(['Ada Lovelace', 'alan turing', 'Dieter Rams', 'Grace Hopper', 'Zaha Hadid']);
    expect((await search(a.token, '?page=9')).body).toMatchObject({ content: [], totalElements: 5 });
  });

  it.each([
    ['?status=HIRED', 'Invalid status filter'],
    ['?scoreMin=-1', 'Scores must be whole numbers'],
    ['?scoreMax=101', 'Scores must be whole numbers'],
    ['?scoreMin=80&scoreMax=20', 'minimum score'],
    ['?createdFrom=2026-02-30', 'valid calendar dates'],
    ['?createdFrom=2026-03-09&createdTo=2026-03-01', 'start date'],
    ['?resumeStatus=DONE', 'Invalid resume status'],
    ['?sort=oldest', 'Invalid sort'],
    ['?jobId=abc', ''],
    ['?size=101', 'Size must be'],
  ])('refuses %s with 400', async (query, message) => {
    const answer = await search(a.token, query);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
  });

  it('needs a signed-in member', async () => {
    expect((await call(app, 'GET', '/api/applications')).status).toBe(401);
  });
});

describe('GET /api/applications/export', () => {
  it('streams every matching row as CSV in the sort order, across batches, with formulas neutralised', async () => {
    const job = await createJob(app, a.token, 'Exported, "quoted" job');
    const many = Array.from({ length: 620 }, (_, index) => ({
      name: index === 0 ? '=HYPERLINK("http://evil")' : `Export Person ${String(index).padStart(3, '0')}`,
      score: index % 101,
      // Several rows share one timestamp: the keyset must not lose or repeat any of them.
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(index / 7))),
    }));
    await seed(a.orgId, job, many);
    // Another organisation's rows on a job with the same title must not appear.
    await seed(b.orgId, b.jobs[0]!, [{ name: 'Export Person 999' }]);

    const answer = await call(app, 'GET', `/api/applications/export?jobId=${job}&sort=newest`, { token: a.token });
    expect(answer.status).toBe(200);
    expect(answer.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.response.headers['content-disposition']).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (answer.body as string).split('\r\n');
    expect(lines[0]).toBe('ID,Candidate Name,Email,Phone,Job ID,Job Title,Status,Score,Source,Resume Status,Applied At');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(620);
    const rowIds = rows.map((line) => Number(line.split(',')[0]));
    expect(new Set(rowIds).size).toBe(620);
    const expectedOrder = await db()
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.jobId, job))
      .then((found) => found.map((row) => row.id));
    expect([...rowIds].sort((x, y) => x - y)).toEqual(expectedOrder.sort((x, y) => x - y));
    // Newest first: the last seeded second comes first, the formula row (the oldest) last.
    expect(rows.at(-1)).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    expect(rows.at(-1)).toContain(',"Exported, ""quoted"" job",APPLIED,0,manual,COMPLETED,2026-01-01T00:00:00.000Z');

    const byScore = await call(app, 'GET', `/api/applications/export?jobId=${job}&sort=score&scoreMin=100`, { token: a.token });
    expect((byScore.body as string).split('\r\n').slice(1, -1)).toHaveLength(6);
  });

  it('refuses bad filters with 400 like the list', async () => {
    const answer = await call(app, 'GET', '/api/applications/export?scoreMin=500', { token: a.token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('Scores must be whole numbers');
  });
});

describe('POST /api/applications/bulk-status', () => {
  const bulk = (token: string, body: unknown) => call(app, 'POST', '/api/applications/bulk-status', { token, body });
  const statusOf = async (id: number) =>
    (await db().select({ status: applications.status }).from(applications).where(eq(applications.id, id)))[0]?.status;

  it('changes every status in one go and writes each to the status history', async () => {
    const [one, two] = await seed(a.orgId, a.jobs[0]!, [{ name: 'Bulk One' }, { name: 'Bulk Two' }]);
    const answer = await bulk(a.token, { ids: [one, two, one], status: 'reinvited_for_ai_screening', reason: 'Second chance' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ count: 2 });
    expect(await statusOf(one!)).toBe('REINVITED_FOR_AI_SCREENING');
    const history = await db()
      .select({
        applicationId: applicationStatusHistory.applicationId,
        reason: applicationStatusHistory.reason,
        from: applicationStatusHistory.fromStatus,
      })
      .from(applicationStatusHistory)
      .where(inArray(applicationStatusHistory.applicationId, [one!, two!]));
    expect(history).toHaveLength(2);
    expect(history.every((entry) => entry.reason === 'Second chance' && entry.from === 'APPLIED')).toBe(true);
  });

  it('needs a reason to reinvite, like the single change', async () => {
    const answer = await bulk(a.token, { ids: [ids.grace], status: 'REINVITED_FOR_AI_SCREENING' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('A reason is required to reinvite a candidate.');
  });

  it("changes nothing and answers 404 when one id is another organisation's or missing", async () => {
    const [mine] = await seed(a.orgId, a.jobs[0]!, [{ name: 'Bulk Mine' }]);
    const [theirs] = await seed(b.orgId, b.jobs[0]!, [{ name: 'Bulk Theirs' }]);
    for (const stranger of [theirs!, 2_000_000_000]) {
      const answer = await bulk(a.token, { ids: [mine, stranger], status: 'REJECTED' });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Application not found.');
    }
    expect(await statusOf(mine!)).toBe('APPLIED');
    expect(await statusOf(theirs!)).toBe('APPLIED');
  });

  it.each([
    [{ ids: [], status: 'REJECTED' }],
    [{ ids: Array.from({ length: 501 }, (_, index) => index + 1), status: 'REJECTED' }],
    [{ ids: [0], status: 'REJECTED' }],
    [{ ids: [1], status: 'HIRED' }],
  ])('refuses %j with 400', async (body) => {
    expect((await bulk(a.token, body)).status).toBe(400);
  });

  it("changes by filter exactly the organisation's applications the filter matches", async () => {
    const [first, second, other] = await seed(a.orgId, a.jobs[1]!, [
      { name: 'Filter One', sourceChannel: 'filter-status' },
      { name: 'Filter Two', sourceChannel: 'filter-status', score: 40 },
      { name: 'Filter Other', sourceChannel: 'elsewhere' },
    ]);
    const [theirs] = await seed(b.orgId, b.jobs[1]!, [{ name: 'Filter Theirs', sourceChannel: 'filter-status' }]);
    const answer = await bulk(a.token, { filter: { sourceChannel: 'Filter-Status', jobId: String(a.jobs[1]) }, status: 'SHORTLISTED' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ count: 2 });
    expect([await statusOf(first!), await statusOf(second!), await statusOf(other!), await statusOf(theirs!)]).toEqual([
      'SHORTLISTED',
      'SHORTLISTED',
      'APPLIED',
      'APPLIED',
    ]);

    const reinvite = await bulk(a.token, { filter: { sourceChannel: 'filter-status' }, status: 'REINVITED_FOR_AI_SCREENING' });
    expect(reinvite.body.message).toBe('A reason is required to reinvite a candidate.');
  });

  it.each([[{ ids: [1], filter: { status: 'APPLIED' }, status: 'REJECTED' }], [{ status: 'REJECTED' }]])(
    'refuses %j (both or neither of ids and filter) with 400',
    async (body) => {
      const answer = await bulk(a.token, body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Give either the application ids or a filter, not both.');
    },
  );

  it('refuses a bad filter with 400 like the list', async () => {
    const answer = await bulk(a.token, { filter: { scoreMin: '80', scoreMax: '20' }, status: 'REJECTED' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The minimum score may not be above the maximum.');
  });
});

describe('bulk actions on a filter matching more than 5,000 applications', () => {
  it('refuse with 400 and the count, and change nothing', async () => {
    const c = await tenant('searchc');
    for (let chunk = 0; chunk < 2; chunk += 1) {
      await seed(
        c.orgId,
        c.jobs[0]!,
        Array.from({ length: chunk ? 2501 : 2500 }, (_, index) => ({ name: `Crowd ${chunk}-${index}` })),
      );
    }
    const untouched = async () =>
      (await db().select({ status: applications.status }).from(applications).where(eq(applications.orgId, c.orgId))).filter(
        (row) => row.status === 'APPLIED',
      ).length;
    const message = 'This filter matches 5,001 applications; narrow it to at most 5,000.';

    const status = await call(app, 'POST', '/api/applications/bulk-status', {
      token: c.token,
      body: { filter: { status: 'applied' }, status: 'REJECTED' },
    });
    expect(status.status).toBe(400);
    expect(status.body.message).toBe(message);
    const removal = await call(app, 'POST', '/api/applications/bulk-delete', { token: c.token, body: { filter: {} } });
    expect(removal.status).toBe(400);
    expect(removal.body.message).toBe(message);
    expect(await untouched()).toBe(5001);
  });
});

describe('POST /api/applications/bulk-delete', () => {
  const remaining = async (list: number[]) =>
    (
      await db()
        .select({ id: applications.id })
        .from(applications)
        .where(and(inArray(applications.id, list)))
    ).length;

  it('deletes the applications, or none when one is not the organisation’s', async () => {
    const mine = await seed(a.orgId, a.jobs[0]!, [{ name: 'Delete One' }, { name: 'Delete Two' }]);
    const [theirs] = await seed(b.orgId, b.jobs[0]!, [{ name: 'Delete Theirs' }]);

    const refused = await call(app, 'POST', '/api/applications/bulk-delete', { token: a.token, body: { ids: [...mine, theirs] } });
    expect(refused.status).toBe(404);
    expect(await remaining([...mine, theirs!])).toBe(3);

    const answer = await call(app, 'POST', '/api/applications/bulk-delete', { token: a.token, body: { ids: mine } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ count: 2 });
    expect(await remaining(mine)).toBe(0);
    expect(await remaining([theirs!])).toBe(1);
  });

  it("deletes by filter only the organisation's applications the filter matches", async () => {
    const mine = await seed(a.orgId, a.jobs[0]!, [
      { name: 'Sweep One', sourceChannel: 'filter-delete' },
      { name: 'Sweep Two', sourceChannel: 'filter-delete' },
    ]);
    const [kept] = await seed(a.orgId, a.jobs[0]!, [{ name: 'Sweep Kept', sourceChannel: 'filter-keep' }]);
    const [theirs] = await seed(b.orgId, b.jobs[0]!, [{ name: 'Sweep Theirs', sourceChannel: 'filter-delete' }]);

    const answer = await call(app, 'POST', '/api/applications/bulk-delete', { token: a.token, body: { filter: { sourceChannel: 'filter-delete' } } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ count: 2 });
    expect(await remaining(mine)).toBe(0);
    expect(await remaining([kept!, theirs!])).toBe(2);

    const both = await call(app, 'POST', '/api/applications/bulk-delete', { token: a.token, body: { ids: [kept], filter: {} } });
    expect(both.status).toBe(400);
    expect(await remaining([kept!])).toBe(1);
  });
});
