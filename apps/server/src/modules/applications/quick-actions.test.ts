import type { StoredApplicationStatus } from '@kairox/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewRecords } from '../../db/schema.js';
import { call, signUpTenant } from '../../testing/api.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createJob, seedApplications } from '../../testing/tenants.js';

/** GET /api/dashboard/quick-actions (issue #12, point 7) and the Applications filters its links open. */

let app: TestApp;
const db = () => app.ctx.database.db;

interface Seed {
  status: StoredApplicationStatus;
  proposal?: boolean;
  /** Face mismatches and missing faces the AI interview detected. */
  interview?: { faceMismatch: number | null; noFace: number | null };
}

async function seed(orgId: number, jobId: number, rows: Seed[]) {
  const ids = await seedApplications(
    app,
    orgId,
    jobId,
    rows.map((row) => ({
      status: row.status,
      ...(row.proposal ? { proposedStatus: 'SHORTLISTED' as const, proposedReason: 'Strong interview', proposedAt: new Date() } : {}),
    })),
  );
  const records = rows.flatMap((row, index) =>
    row.interview
      ? [
          {
            orgId,
            applicationId: ids[index]!,
            totalFaceMismatchDetected: row.interview.faceMismatch,
            totalNoFaceDetected: row.interview.noFace,
          },
        ]
      : [],
  );
  if (records.length) await db().insert(interviewRecords).values(records);
  return ids;
}

async function tenant(slug: string) {
  const signed = await signUpTenant(app, { name: `Tenant ${slug}`, slug, domainId: `${slug}.example`, adminEmail: `admin@${slug}.example` });
  return { ...signed, jobId: await createJob(app, signed.token, `${slug} Engineer`) };
}

const counts = (token: string) => call(app, 'GET', '/api/dashboard/quick-actions', { token });
const searchIds = async (token: string, query: string) =>
  ((await call(app, 'GET', `/api/applications?${query}`, { token })).body.content as Array<{ id: number }>).map((row) => row.id).sort();

let a: Awaited<ReturnType<typeof tenant>>;
let b: Awaited<ReturnType<typeof tenant>>;
let c: Awaited<ReturnType<typeof tenant>>;
let proposed: number[];
let alerted: number[];

beforeAll(async () => {
  app = await createTestApp();
  [a, b, c] = [await tenant('quicka'), await tenant('quickb'), await tenant('quickc')];
  const ids = await seed(a.orgId, a.jobId, [
    { status: 'APPLIED' },
    { status: 'QUALIFIED' },
    { status: 'QUALIFIED' },
    { status: 'INVITED_FOR_AI_SCREENING' },
    { status: 'REINVITED_FOR_AI_SCREENING' },
    { status: 'SHORTLISTED', proposal: true, interview: { faceMismatch: 2, noFace: 0 } },
    { status: 'SHORTLISTED', interview: { faceMismatch: null, noFace: 1 } },
    // An interview without any alert, and a rejected candidate: counted nowhere.
    { status: 'SHORTLISTED', interview: { faceMismatch: 0, noFace: 0 } },
    { status: 'REJECTED', proposal: true },
  ]);
  proposed = [ids[5]!, ids[8]!].sort();
  alerted = [ids[5]!, ids[6]!].sort();
  await seed(b.orgId, b.jobId, [
    { status: 'APPLIED' },
    { status: 'INVITED_FOR_AI_SCREENING', proposal: true, interview: { faceMismatch: 1, noFace: 1 } },
  ]);
});

afterAll(async () => {
  await app?.close();
});

describe('GET /api/dashboard/quick-actions', () => {
  it("counts the organisation's own applications only", async () => {
    expect(await counts(a.token)).toMatchObject({
      status: 200,
      body: { pendingApplications: 3, awaitingInterview: 2, openProposals: 2, integrityAlerts: 2 },
    });
    expect((await counts(b.token)).body).toEqual({ pendingApplications: 1, awaitingInterview: 1, openProposals: 1, integrityAlerts: 1 });
    expect((await counts(c.token)).body).toEqual({ pendingApplications: 0, awaitingInterview: 0, openProposals: 0, integrityAlerts: 0 });
  });

  it('needs a staff token', async () => {
    expect((await call(app, 'GET', '/api/dashboard/quick-actions')).status).toBe(401);
  });
});

describe('the filters behind the Quick Actions links', () => {
  it('proposal=open and integrity=alert find the counted applications, and refuse other values', async () => {
    expect(await searchIds(a.token, 'proposal=open')).toEqual(proposed);
    expect(await searchIds(a.token, 'integrity=alert')).toEqual(alerted);
    expect(await searchIds(a.token, 'integrity=alert&proposal=open')).toEqual([proposed[0]]);
    expect(await searchIds(a.token, 'status=APPLIED,QUALIFIED')).toHaveLength(3);
    expect((await call(app, 'GET', '/api/applications?proposal=closed', { token: a.token })).status).toBe(400);
    expect((await call(app, 'GET', '/api/applications?integrity=yes', { token: a.token })).status).toBe(400);
  });
});
