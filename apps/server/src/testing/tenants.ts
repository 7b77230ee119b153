import { INTERVIEW_API_KEY_HEADER } from '@kairox/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { applications, users } from '../db/schema.js';
import { createInterviewApiKey } from '../modules/interviews/api-keys.service.js';
import { call, login, signUpTenant } from './api.js';
import { RESUME_TEXT, applicantJson, makePdf, upload } from './fixtures.js';
import type { TestApp } from './test-app.js';

/** A member of a tenant with a live session. */
export interface Member {
  id: number;
  email: string;
  password: string;
  token: string;
}

/**
 * A tenant as the route-driven security tests need it: an admin and a ROLE_USER, a job with two
 * candidates (resumes stored and processed), a recruiter's note, and an AI interview scorecard
 * reported with the tenant's own interview API key.
 */
export interface StaffedTenant {
  orgId: number;
  domainId: string;
  admin: Member;
  user: Member;
  jobId: number;
  /** The first candidate of `jobId`: it has a note, a status history and an interview scorecard. */
  applicationId: number;
  noteId: number;
  interviewKey: string;
  /** A word that only this tenant's resumes contain. */
  resumeWord: string;
}

export const PASSWORD = 'Str0ngPass!';

/** The candidate every tenant has, so a search for the name matches rows in every tenant. */
export const SHARED_CANDIDATE = { name: 'Jordan Rivera', email: 'jordan.rivera@example.com' };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A valid body for POST /functions/V1/create-job. */
export function jobRequestBody(title = 'Senior Backend Engineer') {
  return {
    title,
    department: 'Engineering',
    description: 'Build the APIs of a multi-tenant platform in Node.js.',
    requirements: 'Node.js, TypeScript, PostgreSQL',
    cutoffDate: inDays(30),
    aiProcessingCutoffDate: inDays(30),
    internalDetails: { projectName: 'Core', projectCode: 'ENG-1', projectManager: 'Priya', techInterviewPoc: 'Dan' },
  };
}

function expectStatus(what: string, answer: { status: number; body: unknown }, status: number) {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

export async function createJob(app: TestApp, token: string, title?: string): Promise<number> {
  const answer = await call(app, 'POST', '/functions/V1/create-job', { token, body: jobRequestBody(title) });
  expectStatus('create-job', answer, 201);
  return answer.body.job_id as number;
}

export interface TenantWithJob {
  orgId: number;
  token: string;
  jobId: number;
}

/** Signs up an organisation (admin@<slug>.io) with one job; the job's fields may be overridden. */
export async function signUpWithJob(app: TestApp, slug: string, job: Partial<ReturnType<typeof jobRequestBody>> = {}): Promise<TenantWithJob> {
  const tenant = await signUpTenant(app, { name: `Org ${slug}`, slug, domainId: `${slug}.io`, adminEmail: `admin@${slug}.io` });
  const answer = await call(app, 'POST', '/functions/V1/create-job', { token: tenant.token, body: { ...jobRequestBody(), ...job } });
  expectStatus('create-job', answer, 201);
  return { ...tenant, jobId: answer.body.job_id as number };
}

/** Adds a candidate with a PDF resume through the dashboard's call; returns the application id. */
export async function addCandidate(
  app: TestApp,
  token: string,
  jobId: number,
  candidate: { name?: string; email: string; resume: Uint8Array },
): Promise<number> {
  const answer = await upload(
    app,
    '/api/applications/applications',
    [
      { name: 'applicant', value: applicantJson(jobId, { candidateName: candidate.name ?? SHARED_CANDIDATE.name, candidateEmail: candidate.email }) },
      { name: 'cv', bytes: candidate.resume, fileName: 'resume.pdf', type: 'application/pdf' },
    ],
    { token },
  );
  expectStatus('add candidate', answer, 201);
  return answer.body.id as number;
}

export async function addNote(app: TestApp, token: string, applicationId: number, content = 'Strong systems background.'): Promise<number> {
  const answer = await call(app, 'POST', `/api/applications/${applicationId}/notes`, { token, body: { content } });
  expectStatus('add note', answer, 201);
  return answer.body.id as number;
}

/** Adds a ROLE_USER through the admin's "Add New User" call and signs it in. */
export async function addMember(app: TestApp, adminToken: string, domainId: string, email: string): Promise<Member> {
  const added = await call(app, 'POST', '/users/register', {
    token: adminToken,
    body: { firstName: 'Sam', lastName: 'Lee', email, password: PASSWORD, phone: '+49 151 7654321' },
  });
  expectStatus('users/register', added, 201);
  return { id: added.body.id, email, password: PASSWORD, token: await login(app, email, PASSWORD, domainId) };
}

/** Signs a tenant up through the real API and gives it staff, a job, candidates, a note and an interview. */
export async function createStaffedTenant(app: TestApp, slug: string): Promise<StaffedTenant> {
  const domainId = `${slug}.example`;
  const adminEmail = `admin@${domainId}`;
  const signed = await signUpTenant(app, { name: `Tenant ${slug}`, slug, domainId, adminEmail, password: PASSWORD });
  const upperDomain = domainId.toUpperCase();
  const admin: Member = { id: await userIdOf(app, signed.orgId, adminEmail), email: adminEmail, password: PASSWORD, token: signed.token };
  const user = await addMember(app, admin.token, upperDomain, `recruiter@${domainId}`);

  const resumeWord = `${slug}quasar`;
  const resume = await makePdf(`${RESUME_TEXT}\nCERTIFICATIONS\n${resumeWord} certified engineer`);
  const jobId = await createJob(app, admin.token);
  const applicationId = await addCandidate(app, admin.token, jobId, { email: SHARED_CANDIDATE.email, resume });
  await addCandidate(app, user.token, jobId, { name: 'Casey Morgan', email: `casey@${domainId}`, resume });
  const noteId = await addNote(app, user.token, applicationId);

  const interviewKey = (await createInterviewApiKey(app.ctx.database.db, signed.orgId, 'Interview vendor')).key;
  const scorecard = await call(app, 'POST', '/api/interviews/events', {
    headers: { [INTERVIEW_API_KEY_HEADER]: interviewKey },
    body: {
      events: [
        { event: 'Interview started', applicantId: applicationId },
        { event: 'Scorecard generated', applicantId: applicationId, OverallScore: '7.5', Feedback: 'Clear answers.' },
      ],
    },
  });
  expectStatus('interview events', scorecard, 200);
  return { orgId: signed.orgId, domainId: upperDomain, admin, user, jobId, applicationId, noteId, interviewKey, resumeWord };
}

export async function userIdOf(app: TestApp, orgId: number, email: string): Promise<number> {
  const [row] = await app.ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.email, email)));
  if (!row) throw new Error(`no user ${email} in organisation ${orgId}`);
  return row.id;
}

/** Waits until no resume of these organisations is waiting or being processed (background work changes their rows). */
export async function waitForResumeProcessing(app: TestApp, orgIds: number[], timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await countUnprocessed(app, orgIds);
    if (pending === 0) return;
    if (Date.now() > deadline) throw new Error(`${pending} resumes still unprocessed after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function countUnprocessed(app: TestApp, orgIds: number[]): Promise<number> {
  const [row] = await app.ctx.database.db
    .select({ total: count() })
    .from(applications)
    .where(and(inArray(applications.orgId, orgIds), inArray(applications.resumeStatus, ['PENDING', 'PROCESSING'])));
  return row!.total;
}

let seededRows = 0;

/**
 * Application rows written straight to the database, for tests that need many of them or their
 * dates, scores and states exactly so. Each row gets its own name, email, file key and file hash
 * unless `rows` gives them; its resume counts as processed.
 */
export async function seedApplications(
  app: TestApp,
  orgId: number,
  jobId: number,
  rows: Array<Partial<typeof applications.$inferInsert>>,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await app.ctx.database.db
    .insert(applications)
    .values(
      rows.map((row) => {
        seededRows += 1;
        return {
          candidateName: `Candidate ${seededRows}`,
          candidateEmail: `seeded${seededRows}@example.com`,
          status: 'APPLIED' as const,
          resumeStatus: 'COMPLETED' as const,
          resumeFileKey: `org-${orgId}/seeded-${seededRows}`,
          resumeFileName: 'resume.pdf',
          resumeMime: 'application/pdf',
          resumeSize: 100,
          resumeSha256: `${seededRows}`.padStart(64, '0'),
          ...row,
          orgId,
          jobId,
        };
      }),
    )
    .returning({ id: applications.id });
  return inserted.map((row) => row.id);
}
