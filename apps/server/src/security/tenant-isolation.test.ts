/**
 * The tenant-isolation matrix (issue #9, "What must exist" 8), driven by the routes the server
 * registered: every route must be classified below, and every tenant-scoped route is called by
 * organisation A's admin, A's ROLE_USER and the platform operator with organisation B's and C's
 * real ids. The answer must equal the one for a missing id, and no row or stored file of B or C
 * may change. Organisation ids smuggled into the body, the query and headers ride along on every
 * call and must make no difference.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { INTERVIEW_API_KEY_HEADER } from '@kairox/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiDecisions,
  applications,
  applicationStatusHistory,
  candidateEmails,
  dataErasures,
  dataRequests,
  dataRetentionSettings,
  emailTemplates,
  interviewApiKeys,
  interviewEvents,
  interviewRecords,
  jobs,
  notes,
  orgCareers,
  organizations,
  retentionNotices,
  scheduledInterviewers,
  scheduledInterviews,
  users,
} from '../db/schema.js';
import type { StoredFileInfo } from '../lib/storage.js';
import { call, login, type JsonAnswer } from '../testing/api.js';
import { RESUME_TEXT, applicantJson, encodeMultipart, makePdf, makePng, type FormEntry } from '../testing/fixtures.js';
import { createTestApp, GENEROUS_RATE_LIMITS, type TestApp } from '../testing/test-app.js';
import {
  PASSWORD,
  SHARED_CANDIDATE,
  addCandidate,
  addMember,
  addNote,
  createJob,
  createStaffedTenant,
  jobRequestBody,
  waitForResumeProcessing,
  type StaffedTenant,
} from '../testing/tenants.js';

const OPERATOR = { email: 'root@platform.test', password: 'Operator!2026' };
/** A valid id that no row has. */
const MISSING_ID = 2_000_000_000;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request, before the caller's credentials and the smuggled organisation ids are added. */
interface Outgoing {
  url: string;
  body?: unknown;
  form?: FormEntry[];
}

interface Answer {
  status: number;
  body: JsonAnswer;
  contentType: string | undefined;
}

/** Who calls: a token and the organisation it belongs to. */
interface Caller {
  label: string;
  token: string;
  orgId: number;
}

/** The kind of tenant object a request names by id (in its path or its body). */
type TargetKind = 'job' | 'application' | 'note' | 'user' | 'candidateEmail' | 'scheduledInterview' | 'dataRequest';

interface TenantRoute {
  access: 'tenant';
  /** What the id names; null for a call on the caller's own organisation (lists, creation). */
  target: TargetKind | null;
  request: (id: number) => Outgoing;
  /** The control call on the caller's own object needs a new one (it deletes it, or must be its first use). */
  freshTarget?: boolean;
  /** Checks that the control call's answer, or the rows it wrote, belong to the caller's organisation only. */
  ownRowsOnly?: (answer: Answer, caller: Caller, id: number) => Promise<void>;
  /** Without a token this is the public application assistant instead of a 401. */
  anonymous?: 'public-assistant';
  /** Puts the caller's own object into the state the control call needs (e.g. an open AI proposal). */
  prepareOwn?: (id: number) => Promise<void>;
  /** Only the organisation's ROLE_ADMIN may call it: every other caller gets 403 and nothing changes. */
  adminOnly?: true;
}

/** Operator API: refused to every tenant role. The request aims at organisation B. */
interface OperatorRoute {
  access: 'operator';
  request: () => Outgoing;
}

/** Authenticated by an organisation's interview API key instead of a token; the id is an application id. */
interface InterviewKeyRoute {
  access: 'interview-key';
  request: (applicationId: number) => Outgoing;
}

/** Needs no credentials by design; the probe shows it answers without them. */
interface PublicRoute {
  access: 'public';
  probe: Outgoing;
  status: number;
}

/** The API documentation (static pages and the OpenAPI document): no credentials, no tenant data. */
interface DocsRoute {
  access: 'docs';
  probe: string;
  status: 200 | 302;
}

type RouteEntry = TenantRoute | OperatorRoute | InterviewKeyRoute | PublicRoute | DocsRoute;

let app: TestApp;
let webDistDir: string;
let a: StaffedTenant;
let b: StaffedTenant;
let c: StaffedTenant;
let operator: Caller;
let resume: Uint8Array;
/** The application whose notes the merge-notes control call copies. */
let mergeSourceId = MISSING_ID;

let uniqueCounter = 0;
const unique = (prefix: string) => `${prefix}${++uniqueCounter}`;

const db = () => app.ctx.database.db;

/** Every registered route, classified, with how to call it. */
const ROUTES: Record<string, RouteEntry> = {
  // Operations and API documentation.
  'GET /healthz': { access: 'public', probe: { url: '/healthz' }, status: 200 },
  'GET /readyz': { access: 'public', probe: { url: '/readyz' }, status: 200 },
  'GET /metrics': { access: 'public', probe: { url: '/metrics' }, status: 200 },
  'GET /docs': { access: 'docs', probe: '/docs', status: 200 },
  'GET /docs/json': { access: 'docs', probe: '/docs/json', status: 200 },
  'GET /docs/yaml': { access: 'docs', probe: '/docs/yaml', status: 200 },
  'GET /docs/static/index.html': { access: 'docs', probe: '/docs/static/index.html', status: 302 },
  'GET /docs/static/swagger-initializer.js': { access: 'docs', probe: '/docs/static/swagger-initializer.js', status: 200 },
  'GET /docs/static/*': { access: 'docs', probe: '/docs/static/swagger-ui.css', status: 200 },

  // Sign-in, sign-up and password reset: public by design (an empty body is refused with 400, not 401).
  'POST /auth/login': { access: 'public', probe: { url: '/auth/login', body: {} }, status: 400 },
  'POST /otp/send': { access: 'public', probe: { url: '/otp/send', body: {} }, status: 400 },
  'POST /otp/verify': { access: 'public', probe: { url: '/otp/verify', body: {} }, status: 400 },
  'GET /forgot-password/otp': { access: 'public', probe: { url: '/forgot-password/otp' }, status: 400 },
  'POST /forgot-password': { access: 'public', probe: { url: '/forgot-password', body: {} }, status: 400 },
  'GET /org/check': { access: 'public', probe: { url: '/org/check' }, status: 400 },
  'POST /org/register': { access: 'public', probe: { url: '/org/register', body: {} }, status: 400 },

  // The application assistant's job step: any job's title, company and open state, as a careers page shows them.
  'GET /api/applications/jobs/:jobId/public': { access: 'public', probe: { url: `/api/applications/jobs/${MISSING_ID}/public` }, status: 404 },

  // The careers site (docs/careers.md): by slug, open jobs only; an unknown slug is 404.
  'GET /api/careers/:slug': { access: 'public', probe: { url: '/api/careers/nosuchorg' }, status: 404 },
  'GET /api/careers/:slug/jobs': { access: 'public', probe: { url: '/api/careers/nosuchorg/jobs' }, status: 404 },
  'GET /api/careers/:slug/jobs/:jobId': { access: 'public', probe: { url: `/api/careers/nosuchorg/jobs/${MISSING_ID}` }, status: 404 },
  'GET /api/careers/:slug/logo': { access: 'public', probe: { url: '/api/careers/nosuchorg/logo' }, status: 404 },
  'GET /careers/:slug/sitemap.xml': { access: 'public', probe: { url: '/careers/nosuchorg/sitemap.xml' }, status: 404 },
  'GET /careers/:slug/jobs.xml': { access: 'public', probe: { url: '/careers/nosuchorg/jobs.xml' }, status: 404 },

  // A candidate's data-request link (docs/data-rights.md): the signed token in the body names the application.
  'POST /api/public/data-requests/link': { access: 'public', probe: { url: '/api/public/data-requests/link', body: {} }, status: 400 },
  'POST /api/public/data-requests': { access: 'public', probe: { url: '/api/public/data-requests', body: {} }, status: 400 },

  // Staff of an organisation.
  'POST /users/register': {
    access: 'tenant',
    target: null,
    request: () => ({
      url: '/users/register',
      body: { firstName: 'Ivy', lastName: 'Isolation', email: `${unique('member')}@isolation.example`, password: PASSWORD, phone: '+49 151 2345678' },
    }),
    ownRowsOnly: async (answer, caller) => expectOwned(users, [answer.body.id], caller.orgId),
  },
  'POST /functions/V1/create-job': {
    access: 'tenant',
    target: null,
    request: () => ({ url: '/functions/V1/create-job', body: jobRequestBody('Created by the isolation matrix') }),
    ownRowsOnly: async (answer, caller) => expectOwned(jobs, [answer.body.job_id], caller.orgId),
  },
  'GET /functions/V1/jobs': {
    access: 'tenant',
    target: null,
    request: () => ({ url: '/functions/V1/jobs?size=100' }),
    ownRowsOnly: async (answer, caller) => {
      const own = await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.orgId, caller.orgId));
      expect(answer.body.jobs.map((job: { id: number }) => job.id).sort()).toEqual(own.map((job) => job.id).sort());
    },
  },
  'GET /functions/V1/job-stats': {
    access: 'tenant',
    target: null,
    request: () => ({ url: '/functions/V1/job-stats' }),
    ownRowsOnly: async (answer, caller) => {
      const [own] = await db().select({ total: count() }).from(jobs).where(eq(jobs.orgId, caller.orgId));
      expect(answer.body.totalItems).toBe(own!.total);
    },
  },
  'GET /functions/V1/job/:id': { access: 'tenant', target: 'job', request: (id) => ({ url: `/functions/V1/job/${id}` }) },
  'PUT /functions/V1/job/:id': {
    access: 'tenant',
    target: 'job',
    request: (id) => ({ url: `/functions/V1/job/${id}`, body: { title: 'Renamed by the isolation matrix', status: 'CLOSED' } }),
  },
  'DELETE /functions/V1/job/:id': { access: 'tenant', target: 'job', freshTarget: true, request: (id) => ({ url: `/functions/V1/job/${id}` }) },
  'GET /functions/V1/job/:id/skills': { access: 'tenant', target: 'job', request: (id) => ({ url: `/functions/V1/job/${id}/skills` }) },
  'PUT /functions/V1/job/:id/skills': {
    access: 'tenant',
    target: 'job',
    request: (id) => ({
      url: `/functions/V1/job/${id}/skills`,
      body: { skills: [{ name: 'Kubernetes', importance: 'MUST_HAVE', sentence: null, source: 'RECRUITER' }] },
    }),
  },
  'DELETE /functions/V1/job/:id/skills': { access: 'tenant', target: 'job', request: (id) => ({ url: `/functions/V1/job/${id}/skills` }) },
  'PUT /functions/V1/updateJobStatus/:id': {
    access: 'tenant',
    target: 'job',
    freshTarget: true,
    request: (id) => ({ url: `/functions/V1/updateJobStatus/${id}?status=CLOSED` }),
  },
  'POST /api/applications/applications': {
    access: 'tenant',
    target: 'job',
    // A job nobody applied to yet: the shared candidate's email is already taken on every main job,
    // so a foreign job that answered "already applied" before "not found" would show here.
    freshTarget: true,
    anonymous: 'public-assistant',
    request: (jobId) => ({
      url: '/api/applications/applications',
      form: [
        { name: 'applicant', value: applicantJson(jobId, { candidateEmail: SHARED_CANDIDATE.email, status: 'shortlisted', orgId: b.orgId }) },
        { name: 'cv', bytes: resume, fileName: 'resume.pdf', type: 'application/pdf' },
      ],
    }),
    ownRowsOnly: async (answer, caller) => {
      await expectOwned(applications, [answer.body.id], caller.orgId);
      const [row] = await db().select({ key: applications.resumeFileKey }).from(applications).where(eq(applications.id, answer.body.id));
      expect(row!.key.startsWith(`org-${caller.orgId}/`)).toBe(true);
    },
  },
  'POST /api/applications/mass-upload': {
    access: 'tenant',
    target: 'job',
    // The same file twice on one job is refused as a duplicate: each control needs its own job.
    freshTarget: true,
    request: (jobId) => ({
      url: '/api/applications/mass-upload',
      form: [
        { name: 'jobId', value: String(jobId) },
        { name: 'files', bytes: resume, fileName: 'Morgan Blake.pdf', type: 'application/pdf' },
      ],
    }),
    ownRowsOnly: async (answer, caller) =>
      expectOwned(
        applications,
        answer.body.accepted.map((file: { applicationId: number }) => file.applicationId),
        caller.orgId,
      ),
  },
  'GET /api/applications/applicants/:jobId': {
    access: 'tenant',
    target: 'job',
    // The shared candidate's name is in every tenant: a search that crossed tenants would find theirs.
    request: (jobId) => ({ url: `/api/applications/applicants/${jobId}?size=100&q=${encodeURIComponent(SHARED_CANDIDATE.name)}` }),
    ownRowsOnly: async (answer, caller) =>
      expectOwned(
        applications,
        answer.body.content.map((row: { id: number }) => row.id),
        caller.orgId,
      ),
  },
  'GET /api/applications': {
    access: 'tenant',
    target: null,
    // The shared candidate's name is in every tenant: a search that crossed tenants would find theirs.
    request: () => ({ url: `/api/applications?size=100&q=${encodeURIComponent(SHARED_CANDIDATE.name)}` }),
    ownRowsOnly: async (answer, caller) =>
      expectOwnSearchMatches(
        answer.body.content.map((row: { id: number }) => row.id),
        caller.orgId,
      ),
  },
  'GET /api/applications/export': {
    access: 'tenant',
    target: null,
    request: () => ({ url: `/api/applications/export?q=${encodeURIComponent(SHARED_CANDIDATE.name)}` }),
    ownRowsOnly: async (answer, caller) => {
      const lines = String(answer.body).trim().split('\r\n').slice(1);
      await expectOwnSearchMatches(
        lines.map((line) => Number(line.split(',')[0])),
        caller.orgId,
      );
    },
  },
  'POST /api/applications/bulk-status': {
    access: 'tenant',
    target: 'application',
    request: (id) => ({ url: '/api/applications/bulk-status', body: { ids: [id], status: 'REJECTED', reason: 'Isolation matrix' } }),
  },
  'POST /api/applications/bulk-delete': {
    access: 'tenant',
    target: 'application',
    freshTarget: true,
    request: (id) => ({ url: '/api/applications/bulk-delete', body: { ids: [id] } }),
  },
  'POST /api/applications/bulk-email': {
    access: 'tenant',
    target: 'application',
    request: (id) => ({ url: '/api/applications/bulk-email', body: { ids: [id], subject: 'Isolation matrix', message: 'Isolation matrix' } }),
  },
  'GET /api/dashboard/quick-actions': {
    access: 'tenant',
    target: null,
    request: () => ({ url: '/api/dashboard/quick-actions' }),
    ownRowsOnly: async (answer, caller) => {
      const pending = and(eq(applications.orgId, caller.orgId), inArray(applications.status, ['APPLIED', 'QUALIFIED']));
      const [own] = await db().select({ total: count() }).from(applications).where(pending);
      expect(answer.body.pendingApplications).toBe(own!.total);
    },
  },
  'GET /api/applications/:id': { access: 'tenant', target: 'application', request: (id) => ({ url: `/api/applications/${id}` }) },
  'DELETE /api/applications/:id': {
    access: 'tenant',
    target: 'application',
    freshTarget: true,
    request: (id) => ({ url: `/api/applications/${id}` }),
  },
  'PUT /api/applications/:id/status': {
    access: 'tenant',
    target: 'application',
    request: (id) => ({ url: `/api/applications/${id}/status`, body: { status: 'REJECTED', message: 'Isolation matrix' } }),
  },
  'GET /api/applications/:id/status-history': {
    access: 'tenant',
    target: 'application',
    request: (id) => ({ url: `/api/applications/${id}/status-history` }),
    ownRowsOnly: async (answer, caller, id) => {
      const [own] = await db()
        .select({ total: count() })
        .from(applicationStatusHistory)
        .where(and(eq(applicationStatusHistory.applicationId, id), eq(applicationStatusHistory.orgId, caller.orgId)));
      expect(answer.body).toHaveLength(own!.total);
    },
  },
  'POST /api/applications/:id/rescreen': {
    access: 'tenant',
    target: 'application',
    request: (id) => ({ url: `/api/applications/${id}/rescreen`, body: { reason: 'Isolation matrix' } }),
  },
  'PUT /api/applications/:id/score': {
    access: 'tenant',
    target: 'application',
    request: (id) => ({ url: `/api/applications/${id}/score`, body: { score: 42, reason: 'Isolation matrix' } }),
  },
  'DELETE /api/applications/:id/score': {
    access: 'tenant',
    target: 'application',
    prepareOwn: (id) => overrideOwnScore(id),
    request: (id) => ({ url: `/api/applications/${id}/score`, body: { reason: 'Isolation matrix' } }),
  },
  'GET /api/applications/:id/ai-decisions': {
    access: 'tenant',
    target: 'application',
    request: (id) => ({ url: `/api/applications/${id}/ai-decisions` }),
    ownRowsOnly: async (answer, caller, id) => {
      const [own] = await db()
        .select({ total: count() })
        .from(aiDecisions)
        .where(and(eq(aiDecisions.applicationId, id), eq(aiDecisions.orgId, caller.orgId)));
      expect(answer.body).toHaveLength(own!.total);
    },
  },
  'PUT /api/applications/updateApplication/:id': {
    access: 'tenant',
    target: 'application',
    request: (id) => ({
      url: `/api/applications/updateApplication/${id}`,
      // The name stays: the applicants search of this matrix looks for it.
      body: { candidateName: SHARED_CANDIDATE.name, candidateEmail: `${unique('renamed')}@example.com`, candidatePhone: '+1 415 555 0100' },
    }),
  },
  'GET /api/applications/:id/resume': { access: 'tenant', target: 'application', request: (id) => ({ url: `/api/applications/${id}/resume` }) },
  'GET /api/applications/:id/resume-text': {
    access: 'tenant',
    target: 'application',
    request: (id) => ({ url: `/api/applications/${id}/resume-text` }),
  },
  'POST /api/applications/:id/notes': {
    access: 'tenant',
    target: 'application',
    request: (id) => ({ url: `/api/applications/${id}/notes`, body: { content: 'Written by the isolation matrix' } }),
    ownRowsOnly: async (answer, caller) => expectOwned(notes, [answer.body.id], caller.orgId),
  },
  'GET /api/applications/:id/notes': {
    access: 'tenant',
    target: 'application',
    request: (id) => ({ url: `/api/applications/${id}/notes` }),
    ownRowsOnly: async (answer, caller) =>
      expectOwned(
        notes,
        answer.body.map((note: { id: number }) => note.id),
        caller.orgId,
      ),
  },
  'GET /api/applications/:id/duplicates': {
    access: 'tenant',
    target: 'application',
    request: (id) => ({ url: `/api/applications/${id}/duplicates` }),
    ownRowsOnly: async (answer, caller) =>
      expectOwned(
        applications,
        answer.body.map((row: { id: number }) => row.id),
        caller.orgId,
      ),
  },
  // Into a fresh application of A from another one with the same file and phone (prepareOwn).
  'POST /api/applications/:id/merge-notes': {
    access: 'tenant',
    target: 'application',
    freshTarget: true,
    prepareOwn: async () => {
      mergeSourceId = await freshTarget('application');
      await addNote(app, a.admin.token, mergeSourceId, 'Merged by the isolation matrix');
    },
    request: (id) => ({ url: `/api/applications/${id}/merge-notes`, body: { fromId: mergeSourceId } }),
  },
  'DELETE /api/applications/note/:noteId': {
    access: 'tenant',
    target: 'note',
    freshTarget: true,
    request: (id) => ({ url: `/api/applications/note/${id}` }),
  },
  'GET /api/interviews/complete-logs/:id': {
    access: 'tenant',
    target: 'application',
    request: (id) => ({ url: `/api/interviews/complete-logs/${id}` }),
    ownRowsOnly: async (answer, caller, id) => {
      const [own] = await db()
        .select({ total: count() })
        .from(interviewEvents)
        .innerJoin(interviewRecords, eq(interviewRecords.id, interviewEvents.recordId))
        .where(and(eq(interviewRecords.applicationId, id), eq(interviewEvents.orgId, caller.orgId)));
      expect(answer.body.logDetails).toHaveLength(own!.total);
    },
  },
  'GET /api/interviews/:id': { access: 'tenant', target: 'application', request: (id) => ({ url: `/api/interviews/${id}` }) },
  'POST /api/applications/:id/proposal/accept': {
    access: 'tenant',
    target: 'application',
    freshTarget: true,
    prepareOwn: (id) => proposeShortlisting(id),
    request: (id) => ({ url: `/api/applications/${id}/proposal/accept` }),
  },
  'POST /api/applications/:id/proposal/dismiss': {
    access: 'tenant',
    target: 'application',
    freshTarget: true,
    prepareOwn: (id) => proposeShortlisting(id),
    request: (id) => ({ url: `/api/applications/${id}/proposal/dismiss`, body: { reason: 'Isolation matrix' } }),
  },
  'GET /api/organizations/settings': {
    access: 'tenant',
    target: null,
    request: () => ({ url: '/api/organizations/settings' }),
    ownRowsOnly: async (answer, caller) => {
      const [own] = await db().select({ aiAutoMoves: organizations.aiAutoMoves }).from(organizations).where(eq(organizations.id, caller.orgId));
      expect(answer.body).toEqual(own);
    },
  },
  'GET /api/users': {
    access: 'tenant',
    target: null,
    request: () => ({ url: '/api/users' }),
    ownRowsOnly: async (answer, caller) => {
      const own = await db().select({ id: users.id }).from(users).where(eq(users.orgId, caller.orgId));
      expect(answer.body.map((user: { id: number }) => user.id).sort()).toEqual(own.map((user) => user.id).sort());
    },
  },
  // The control calls change A's ROLE_USER to what he already is, so his session lives on.
  'PUT /api/users/:id/role': {
    access: 'tenant',
    target: 'user',
    adminOnly: true,
    request: (id) => ({ url: `/api/users/${id}/role`, body: { role: 'ROLE_USER' } }),
  },
  'PUT /api/users/:id/enabled': {
    access: 'tenant',
    target: 'user',
    adminOnly: true,
    request: (id) => ({ url: `/api/users/${id}/enabled`, body: { enabled: true } }),
  },
  'DELETE /api/users/:id': { access: 'tenant', target: 'user', adminOnly: true, freshTarget: true, request: (id) => ({ url: `/api/users/${id}` }) },
  'PUT /api/organizations/settings': {
    access: 'tenant',
    target: null,
    adminOnly: true,
    // The default value: later interview events of A still propose instead of moving.
    request: () => ({ url: '/api/organizations/settings', body: { aiAutoMoves: false } }),
    ownRowsOnly: async (answer) => expect(answer.body).toEqual({ aiAutoMoves: false }),
  },

  // Candidate emails (docs/emails.md): templates (admins write), preview and history.
  'GET /api/email-templates': {
    access: 'tenant',
    target: null,
    request: () => ({ url: '/api/email-templates' }),
    ownRowsOnly: async (answer, caller) => {
      const own = await db().select({ subject: emailTemplates.subject }).from(emailTemplates).where(eq(emailTemplates.orgId, caller.orgId));
      const customized = answer.body.filter((template: { customized: boolean }) => template.customized);
      expect(customized.map((template: { subject: string }) => template.subject).sort()).toEqual(own.map((row) => row.subject).sort());
    },
  },
  'PUT /api/email-templates/:template/:language': {
    access: 'tenant',
    target: null,
    adminOnly: true,
    request: () => ({ url: '/api/email-templates/SHORTLISTED/en', body: { subject: 'Isolation matrix {{jobTitle}}', body: 'Isolation matrix' } }),
    ownRowsOnly: async (answer) => expect(answer.body).toMatchObject({ customized: true, subject: 'Isolation matrix {{jobTitle}}' }),
  },
  'DELETE /api/email-templates/:template/:language': {
    access: 'tenant',
    target: null,
    adminOnly: true,
    request: () => ({ url: '/api/email-templates/SHORTLISTED/en' }),
    ownRowsOnly: async (answer) => expect(answer.body).toMatchObject({ customized: false }),
  },
  'POST /api/applications/:id/emails/preview': {
    access: 'tenant',
    target: 'application',
    request: (id) => ({ url: `/api/applications/${id}/emails/preview`, body: { template: 'REJECTED' } }),
  },
  'GET /api/applications/:id/emails': {
    access: 'tenant',
    target: 'application',
    request: (id) => ({ url: `/api/applications/${id}/emails` }),
    ownRowsOnly: async (answer, caller, id) => {
      const own = await db()
        .select({ id: candidateEmails.id })
        .from(candidateEmails)
        .where(and(eq(candidateEmails.applicationId, id), eq(candidateEmails.orgId, caller.orgId)));
      expect(answer.body.map((email: { id: number }) => email.id).sort()).toEqual(own.map((row) => row.id).sort());
    },
  },
  'GET /api/candidate-emails/:emailId/body': {
    access: 'tenant',
    target: 'candidateEmail',
    request: (id) => ({ url: `/api/candidate-emails/${id}/body` }),
  },

  // Careers page settings (docs/careers.md): any member reads, admins write; always the caller's own organisation.
  'GET /api/organizations/settings/careers': {
    access: 'tenant',
    target: null,
    request: () => ({ url: '/api/organizations/settings/careers' }),
    ownRowsOnly: async (answer, caller) => expectOwnCareersSlug(answer, caller.orgId),
  },
  'PUT /api/organizations/settings/careers': {
    access: 'tenant',
    target: null,
    adminOnly: true,
    request: () => ({ url: '/api/organizations/settings/careers', body: { description: 'Isolation matrix', color: '#123456' } }),
    ownRowsOnly: async (answer, caller) => {
      await expectOwnCareersSlug(answer, caller.orgId);
      const [own] = await db().select({ description: orgCareers.description }).from(orgCareers).where(eq(orgCareers.orgId, caller.orgId));
      expect(own?.description).toBe('Isolation matrix');
    },
  },
  'PUT /api/organizations/settings/careers/logo': {
    access: 'tenant',
    target: null,
    adminOnly: true,
    request: () => ({
      url: '/api/organizations/settings/careers/logo',
      form: [{ name: 'logo', bytes: makePng(8, 8), fileName: 'logo.png', type: 'image/png' }],
    }),
    ownRowsOnly: async (answer, caller) => {
      await expectOwnCareersSlug(answer, caller.orgId);
      expect(answer.body.logoUrl).not.toBeNull();
    },
  },
  'DELETE /api/organizations/settings/careers/logo': {
    access: 'tenant',
    target: null,
    adminOnly: true,
    request: () => ({ url: '/api/organizations/settings/careers/logo' }),
    ownRowsOnly: async (answer, caller) => expectOwnCareersSlug(answer, caller.orgId),
  },

  // Interview scheduling (docs/scheduling.md): any member; A's admin is the interviewer of A's calls.
  'POST /api/scheduled-interviews': {
    access: 'tenant',
    target: 'application',
    request: (id) => ({ url: '/api/scheduled-interviews', body: { applicationId: id, ...interviewPlan() } }),
    ownRowsOnly: async (answer, caller) => {
      const [own] = await db()
        .select({ orgId: scheduledInterviews.orgId })
        .from(scheduledInterviews)
        .where(eq(scheduledInterviews.id, answer.body.id));
      expect(own?.orgId).toBe(caller.orgId);
    },
  },
  'GET /api/scheduled-interviews': {
    access: 'tenant',
    target: null,
    request: () => ({ url: '/api/scheduled-interviews?size=100&status=ALL&from=2000-01-01T00:00:00Z' }),
    ownRowsOnly: async (answer, caller) => {
      const own = await db().select({ id: scheduledInterviews.id }).from(scheduledInterviews).where(eq(scheduledInterviews.orgId, caller.orgId));
      expect(answer.body.content.map((row: { id: number }) => row.id).sort()).toEqual(own.map((row) => row.id).sort());
    },
  },
  'GET /api/scheduled-interviews/:id': {
    access: 'tenant',
    target: 'scheduledInterview',
    request: (id) => ({ url: `/api/scheduled-interviews/${id}` }),
  },
  'PUT /api/scheduled-interviews/:id': {
    access: 'tenant',
    target: 'scheduledInterview',
    request: (id) => ({ url: `/api/scheduled-interviews/${id}`, body: interviewPlan() }),
  },
  'POST /api/scheduled-interviews/:id/cancel': {
    access: 'tenant',
    target: 'scheduledInterview',
    freshTarget: true,
    request: (id) => ({ url: `/api/scheduled-interviews/${id}/cancel`, body: { reason: 'Isolation matrix' } }),
  },

  // Data rights and retention (docs/data-rights.md): any member reads, keeps, exports and erases; admins set the period and decide requests.
  'GET /api/data-rights/retention': {
    access: 'tenant',
    target: null,
    request: () => ({ url: '/api/data-rights/retention' }),
    ownRowsOnly: async (answer, caller) => {
      const [own] = await db().select().from(dataRetentionSettings).where(eq(dataRetentionSettings.orgId, caller.orgId));
      expect(answer.body.retentionMonths).toBe(own?.retentionMonths ?? null);
    },
  },
  'PUT /api/data-rights/retention': {
    access: 'tenant',
    target: null,
    adminOnly: true,
    // No period: the hourly maintenance never erases A's candidates during the matrix.
    request: () => ({ url: '/api/data-rights/retention', body: { retentionMonths: null } }),
    ownRowsOnly: async (answer, caller) => {
      expect(answer.body.retentionMonths).toBeNull();
      expect(await db().select().from(dataRetentionSettings).where(eq(dataRetentionSettings.orgId, caller.orgId))).toHaveLength(1);
    },
  },
  'GET /api/data-rights/due': {
    access: 'tenant',
    target: null,
    request: () => ({ url: '/api/data-rights/due' }),
    ownRowsOnly: async (answer, caller) => {
      const own = await db().select({ id: retentionNotices.applicationId }).from(retentionNotices).where(eq(retentionNotices.orgId, caller.orgId));
      expect(answer.body.map((row: { applicationId: number }) => row.applicationId).sort()).toEqual(own.map((row) => row.id).sort());
    },
  },
  'POST /api/data-rights/applications/:id/keep': {
    access: 'tenant',
    target: 'application',
    request: (id) => ({ url: `/api/data-rights/applications/${id}/keep` }),
  },
  'GET /api/data-rights/applications/:id/export': {
    access: 'tenant',
    target: 'application',
    request: (id) => ({ url: `/api/data-rights/applications/${id}/export` }),
  },
  'POST /api/data-rights/applications/:id/erase': {
    access: 'tenant',
    target: 'application',
    freshTarget: true,
    request: (id) => ({ url: `/api/data-rights/applications/${id}/erase`, body: { reason: 'Isolation matrix' } }),
    ownRowsOnly: async (answer, caller) => {
      const [own] = await db().select({ orgId: dataErasures.orgId }).from(dataErasures).where(eq(dataErasures.id, answer.body.erasure.id));
      expect(own?.orgId).toBe(caller.orgId);
    },
  },
  'GET /api/data-rights/erasures': {
    access: 'tenant',
    target: null,
    request: () => ({ url: '/api/data-rights/erasures' }),
    ownRowsOnly: async (answer, caller) => {
      const [own] = await db().select({ total: count() }).from(dataErasures).where(eq(dataErasures.orgId, caller.orgId));
      expect(answer.body.totalElements).toBe(own!.total);
    },
  },
  'GET /api/data-rights/requests': {
    access: 'tenant',
    target: null,
    request: () => ({ url: '/api/data-rights/requests' }),
    ownRowsOnly: async (answer, caller) => {
      const pending = and(eq(dataRequests.orgId, caller.orgId), eq(dataRequests.status, 'PENDING'));
      const own = await db().select({ id: dataRequests.id }).from(dataRequests).where(pending);
      expect(answer.body.map((row: { id: number }) => row.id).sort()).toEqual(own.map((row) => row.id).sort());
    },
  },
  'POST /api/data-rights/requests/:id/confirm': {
    access: 'tenant',
    target: 'dataRequest',
    adminOnly: true,
    freshTarget: true,
    request: (id) => ({ url: `/api/data-rights/requests/${id}/confirm` }),
  },
  'POST /api/data-rights/requests/:id/reject': {
    access: 'tenant',
    target: 'dataRequest',
    adminOnly: true,
    freshTarget: true,
    request: (id) => ({ url: `/api/data-rights/requests/${id}/reject` }),
  },

  // The external interview service, with its organisation's API key.
  'POST /api/interviews/events': {
    access: 'interview-key',
    request: (applicationId) => ({ url: '/api/interviews/events', body: { event: 'ID verification successful', applicantId: applicationId } }),
  },

  // The platform operator only.
  'GET /api/super-admin/organizations': { access: 'operator', request: () => ({ url: '/api/super-admin/organizations?search=tenant' }) },
  'DELETE /api/super-admin/organizations': { access: 'operator', request: () => ({ url: '/api/super-admin/organizations', body: [b.orgId] }) },
  'GET /api/super-admin/stats': { access: 'operator', request: () => ({ url: '/api/super-admin/stats' }) },
  'GET /api/super-admin/organizations/:orgId/users': {
    access: 'operator',
    request: () => ({ url: `/api/super-admin/organizations/${b.orgId}/users?search=recruiter` }),
  },
  'POST /api/super-admin/users/register': {
    access: 'operator',
    request: () => ({
      url: '/api/super-admin/users/register',
      body: {
        firstName: 'Eve',
        lastName: 'Intruder',
        email: `eve@${b.domainId.toLowerCase()}`,
        password: PASSWORD,
        orgId: b.orgId,
        role: 'ROLE_ADMIN',
      },
    }),
  },
  'PUT /api/super-admin/users/:id': {
    access: 'operator',
    request: () => ({
      url: `/api/super-admin/users/${b.user.id}?orgId=${b.orgId}`,
      body: { firstName: 'Eve', lastName: 'Intruder', email: `eve@${b.domainId.toLowerCase()}` },
    }),
  },
  'POST /api/super-admin/users/enabled': {
    access: 'operator',
    request: () => ({ url: `/api/super-admin/users/enabled?enabled=false&orgId=${b.orgId}`, body: [b.admin.id] }),
  },
  'POST /api/super-admin/users/roles': {
    access: 'operator',
    request: () => ({ url: `/api/super-admin/users/roles?orgId=${b.orgId}`, body: { [String(b.user.id)]: 'ROLE_ADMIN' } }),
  },
  'DELETE /api/super-admin/users': { access: 'operator', request: () => ({ url: '/api/super-admin/users', body: [b.admin.id, b.user.id] }) },
};

const entries = <T extends RouteEntry['access']>(access: T) =>
  Object.entries(ROUTES).filter((entry): entry is [string, Extract<RouteEntry, { access: T }>] => entry[1].access === access);

const methodOf = (key: string) => key.split(' ')[0] as Method;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Sends a request through the app. With `smuggledOrgId`, that organisation's id is added to the
 * query (orgId, org_id, organizationId), to the headers (x-org-id, x-tenant-id, x-organization-id),
 * to a JSON object body and to a multipart form.
 */
async function send(method: Method, outgoing: Outgoing, credentials: Record<string, string>, smuggledOrgId?: number): Promise<Answer> {
  const headers: Record<string, string> = { ...credentials };
  let url = outgoing.url;
  let payload: string | Buffer | undefined;
  const smuggled = smuggledOrgId === undefined ? null : String(smuggledOrgId);
  if (smuggled) {
    url += `${url.includes('?') ? '&' : '?'}orgId=${smuggled}&org_id=${smuggled}&organizationId=${smuggled}`;
    Object.assign(headers, { 'x-org-id': smuggled, 'x-tenant-id': smuggled, 'x-organization-id': smuggled });
  }
  if (outgoing.form) {
    const extra = smuggled
      ? [
          { name: 'orgId', value: smuggled },
          { name: 'org_id', value: smuggled },
        ]
      : [];
    const encoded = await encodeMultipart([...extra, ...outgoing.form]);
    payload = encoded.payload;
    headers['content-type'] = encoded.contentType;
  } else if (outgoing.body !== undefined) {
    const body =
      smuggled && isPlainObject(outgoing.body)
        ? { ...outgoing.body, orgId: smuggledOrgId, org_id: smuggledOrgId, organizationId: smuggledOrgId }
        : outgoing.body;
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const response = await app.app.inject({ method, url, headers, payload });
  let body: unknown = response.body;
  try {
    body = response.body ? JSON.parse(response.body) : null;
  } catch {
    // A file or a page: compared as text.
  }
  return { status: response.statusCode, body, contentType: response.headers['content-type'] as string | undefined };
}

const bearer = (caller: Caller) => ({ authorization: `Bearer ${caller.token}` });

/** Every row of these organisations in every tenant table, and their stored files. */
async function tenantState(orgIds: number[]) {
  const prefixes = orgIds.map((orgId) => `org-${orgId}/`);
  const files: StoredFileInfo[] = [];
  for await (const file of app.ctx.storage.list()) {
    if (prefixes.some((prefix) => file.key.startsWith(prefix))) files.push(file);
  }
  files.sort((left, right) => left.key.localeCompare(right.key));
  return {
    organizations: await db().select().from(organizations).where(inArray(organizations.id, orgIds)).orderBy(organizations.id),
    users: await db().select().from(users).where(inArray(users.orgId, orgIds)).orderBy(users.id),
    jobs: await db().select().from(jobs).where(inArray(jobs.orgId, orgIds)).orderBy(jobs.id),
    applications: await db().select().from(applications).where(inArray(applications.orgId, orgIds)).orderBy(applications.id),
    statusHistory: await db()
      .select()
      .from(applicationStatusHistory)
      .where(inArray(applicationStatusHistory.orgId, orgIds))
      .orderBy(applicationStatusHistory.id),
    notes: await db().select().from(notes).where(inArray(notes.orgId, orgIds)).orderBy(notes.id),
    interviewApiKeys: await db().select().from(interviewApiKeys).where(inArray(interviewApiKeys.orgId, orgIds)).orderBy(interviewApiKeys.id),
    interviewRecords: await db().select().from(interviewRecords).where(inArray(interviewRecords.orgId, orgIds)).orderBy(interviewRecords.id),
    interviewEvents: await db().select().from(interviewEvents).where(inArray(interviewEvents.orgId, orgIds)).orderBy(interviewEvents.id),
    aiDecisions: await db().select().from(aiDecisions).where(inArray(aiDecisions.orgId, orgIds)).orderBy(aiDecisions.id),
    orgCareers: await db().select().from(orgCareers).where(inArray(orgCareers.orgId, orgIds)).orderBy(orgCareers.orgId),
    candidateEmails: await db().select().from(candidateEmails).where(inArray(candidateEmails.orgId, orgIds)).orderBy(candidateEmails.id),
    emailTemplates: await db().select().from(emailTemplates).where(inArray(emailTemplates.orgId, orgIds)).orderBy(emailTemplates.id),
    scheduledInterviews: await db()
      .select()
      .from(scheduledInterviews)
      .where(inArray(scheduledInterviews.orgId, orgIds))
      .orderBy(scheduledInterviews.id),
    scheduledInterviewers: await db()
      .select()
      .from(scheduledInterviewers)
      .where(inArray(scheduledInterviewers.orgId, orgIds))
      .orderBy(scheduledInterviewers.interviewId, scheduledInterviewers.userId),
    dataRetentionSettings: await db()
      .select()
      .from(dataRetentionSettings)
      .where(inArray(dataRetentionSettings.orgId, orgIds))
      .orderBy(dataRetentionSettings.orgId),
    retentionNotices: await db().select().from(retentionNotices).where(inArray(retentionNotices.orgId, orgIds)).orderBy(retentionNotices.id),
    dataRequests: await db().select().from(dataRequests).where(inArray(dataRequests.orgId, orgIds)).orderBy(dataRequests.id),
    dataErasures: await db().select().from(dataErasures).where(inArray(dataErasures.orgId, orgIds)).orderBy(dataErasures.id),
    files,
  };
}

/** A careers settings answer names the caller's own organisation. */
async function expectOwnCareersSlug(answer: Answer, orgId: number) {
  const [own] = await db().select({ slug: organizations.slug }).from(organizations).where(eq(organizations.id, orgId));
  expect(answer.body.slug).toBe(own!.slug);
}

/** B's and C's data: what no call by A (or by the operator on a tenant route) may change. */
const foreignState = () => tenantState([b.orgId, c.orgId]);

/** The applications a search for the shared candidate found: the organisation's own, or none when it has no such candidate (the operator's). */
async function expectOwnSearchMatches(ids: number[], orgId: number) {
  if (ids.length > 0) return expectOwned(applications, ids, orgId);
  const [own] = await db()
    .select({ total: count() })
    .from(applications)
    .where(and(eq(applications.orgId, orgId), eq(applications.candidateName, SHARED_CANDIDATE.name)));
  expect(own!.total, `organisation ${orgId} has no application of the shared candidate`).toBe(0);
}

async function expectOwned(table: typeof jobs | typeof applications | typeof notes | typeof users, ids: number[], orgId: number) {
  expect(ids.length, 'the answer names at least one row').toBeGreaterThan(0);
  const [owned] = await db()
    .select({ total: count() })
    .from(table)
    .where(and(inArray(table.id, ids), eq(table.orgId, orgId)));
  expect(owned!.total, `rows ${ids.join(', ')} belong to organisation ${orgId}`).toBe(ids.length);
}

const idOf = (tenant: StaffedTenant, kind: TargetKind) =>
  ({
    job: tenant.jobId,
    application: tenant.applicationId,
    note: tenant.noteId,
    user: tenant.user.id,
    candidateEmail: sentEmailIds.get(tenant.orgId) ?? MISSING_ID,
    scheduledInterview: interviewIds.get(tenant.orgId) ?? MISSING_ID,
    dataRequest: dataRequestIds.get(tenant.orgId) ?? MISSING_ID,
  })[kind];

/** Each tenant's pending request for a copy of its first candidate's data, by organisation. */
const dataRequestIds = new Map<number, number>();
async function seedDataRequest(tenant: StaffedTenant, applicationId = tenant.applicationId): Promise<number> {
  const [row] = await db().insert(dataRequests).values({ orgId: tenant.orgId, applicationId, kind: 'EXPORT' }).returning({ id: dataRequests.id });
  if (!dataRequestIds.has(tenant.orgId)) dataRequestIds.set(tenant.orgId, row!.id);
  return row!.id;
}

/** A valid interview plan a week ahead, with A's admin as the interviewer. */
const interviewPlan = () => ({
  date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  time: '10:00',
  timeZone: 'Europe/Berlin',
  durationMinutes: 30,
  videoUrl: 'https://meet.example.com/isolation',
  interviewerIds: [a.admin.id],
});

/** Each tenant's scheduled interview of its first application, by organisation (written directly: no invitations). */
const interviewIds = new Map<number, number>();
async function seedInterview(tenant: StaffedTenant): Promise<number> {
  const [row] = await db()
    .insert(scheduledInterviews)
    .values({
      orgId: tenant.orgId,
      applicationId: tenant.applicationId,
      startsAt: new Date(Date.now() + 7 * 86_400_000),
      timeZone: 'UTC',
      durationMinutes: 30,
      location: 'Isolation matrix',
      uid: `${randomUUID()}@kairox`,
      createdBy: tenant.admin.id,
    })
    .returning({ id: scheduledInterviews.id });
  await db().insert(scheduledInterviewers).values({ orgId: tenant.orgId, interviewId: row!.id, userId: tenant.admin.id });
  if (!interviewIds.has(tenant.orgId)) interviewIds.set(tenant.orgId, row!.id);
  return row!.id;
}

/** Each tenant's candidate email, by organisation; written as SENT, so no queue job changes it during the matrix. */
const sentEmailIds = new Map<number, number>();
async function seedSentEmail(tenant: StaffedTenant): Promise<number> {
  const [row] = await db()
    .insert(candidateEmails)
    .values({
      orgId: tenant.orgId,
      applicationId: tenant.applicationId,
      template: 'SHORTLISTED',
      toAddress: SHARED_CANDIDATE.email,
      subject: 'Isolation matrix',
      body: 'Isolation matrix',
      status: 'SENT',
      jobId: randomUUID(),
      sentAt: new Date(),
    })
    .returning({ id: candidateEmails.id });
  sentEmailIds.set(tenant.orgId, row!.id);
  return row!.id;
}

/** An AI interview scorecard for A's application, reported with A's key: the rule proposes SHORTLISTED. */
async function proposeShortlisting(applicationId: number): Promise<void> {
  const answer = await send(
    'POST',
    { url: '/api/interviews/events', body: { event: 'Scorecard generated', applicantId: applicationId, OverallScore: 9 } },
    {
      [INTERVIEW_API_KEY_HEADER]: a.interviewKey,
    },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** A's score override, so that removing it has something to remove. */
async function overrideOwnScore(applicationId: number): Promise<void> {
  const answer = await send(
    'PUT',
    { url: `/api/applications/${applicationId}/score`, body: { score: 42, reason: 'Isolation matrix' } },
    { authorization: `Bearer ${a.admin.token}` },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** A new object of organisation A, for control calls that delete their target or need it unused. */
async function freshTarget(kind: TargetKind): Promise<number> {
  if (kind === 'job') return createJob(app, a.admin.token, 'Disposable job');
  if (kind === 'application') return addCandidate(app, a.admin.token, a.jobId, { email: `${unique('disposable')}@example.com`, resume });
  if (kind === 'user') return (await addMember(app, a.admin.token, a.domainId, `${unique('disposable')}@${a.domainId.toLowerCase()}`)).id;
  if (kind === 'candidateEmail') return seedSentEmail(a);
  if (kind === 'scheduledInterview') return seedInterview(a);
  // Deciding a request settles it: each control call gets a pending one on a candidate of its own.
  if (kind === 'dataRequest') return seedDataRequest(a, await freshTarget('application'));
  return addNote(app, a.admin.token, a.applicationId, 'Disposable note');
}

const tenantCallers = (): Caller[] => [
  { label: "A's admin", token: a.admin.token, orgId: a.orgId },
  { label: "A's ROLE_USER", token: a.user.token, orgId: a.orgId },
];

/** The web app's files as the static plugin registers them: one GET route per file. */
async function webAppRoutes(): Promise<string[]> {
  const files = await readdir(webDistDir, { recursive: true, withFileTypes: true });
  return files
    .filter((entry) => entry.isFile())
    .map((entry) => `GET /${path.relative(webDistDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
}

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(os.tmpdir(), 'kairox-web-'));
  await mkdir(path.join(webDistDir, 'assets'));
  await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Kairox</title><div id="root"></div>');
  await writeFile(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log("kairox")');
  app = await createTestApp(
    { SUPER_ADMIN_EMAIL: OPERATOR.email, SUPER_ADMIN_PASSWORD: OPERATOR.password, WEB_DIST_DIR: webDistDir },
    { rateLimits: GENEROUS_RATE_LIMITS },
  );
  resume = await makePdf(`${RESUME_TEXT}\nMorgan Blake`);
  a = await createStaffedTenant(app, 'isoa');
  b = await createStaffedTenant(app, 'isob');
  c = await createStaffedTenant(app, 'isoc');
  const [operatorRow] = await db().select().from(users).where(eq(users.email, OPERATOR.email));
  operator = { label: 'the operator', token: await login(app, OPERATOR.email, OPERATOR.password), orgId: operatorRow!.orgId };
  // Resume processing writes to the applications in the background: let it finish first.
  await waitForResumeProcessing(app, [a.orgId, b.orgId, c.orgId]);
  for (const tenant of [a, b, c]) await seedSentEmail(tenant);
  for (const tenant of [a, b, c]) await seedInterview(tenant);
  for (const tenant of [a, b, c]) await seedDataRequest(tenant);
}, 600_000);

afterAll(async () => {
  await app?.close();
  if (webDistDir) await rm(webDistDir, { recursive: true, force: true });
});

describe('the route table', () => {
  it('classifies every registered route, and lists no route the server does not have', async () => {
    const registered = app.app.registeredRoutes.map((route) => `${route.method} ${route.url}`);
    const web = await webAppRoutes();
    const unclassified = registered.filter((route) => !(route in ROUTES) && !web.includes(route));
    expect(unclassified, 'registered routes missing from the isolation table').toEqual([]);
    const stale = Object.keys(ROUTES).filter((route) => !registered.includes(route));
    expect(stale, 'table entries for routes that no longer exist').toEqual([]);
  });

  it('answers as classified without credentials: 401 for staff, operator and interview-key routes', { timeout: 120_000 }, async () => {
    const before = await tenantState([a.orgId, b.orgId, c.orgId]);
    for (const [key, route] of Object.entries(ROUTES)) {
      const method = methodOf(key);
      if (route.access === 'public') {
        expect((await send(method, route.probe, {})).status, key).toBe(route.status);
      } else if (route.access === 'docs') {
        expect((await send(method, { url: route.probe }, {})).status, key).toBe(route.status);
      } else if (route.access !== 'tenant' || route.anonymous !== 'public-assistant') {
        const outgoing =
          route.access === 'operator'
            ? route.request()
            : route.access === 'interview-key'
              ? route.request(a.applicationId)
              : route.request(idOf(a, route.target ?? 'job'));
        const answer = await send(method, outgoing, {});
        expect(answer.status, key).toBe(401);
        expect(answer.body.error, key).toBe('UNAUTHORIZED');
      }
    }
    for (const route of await webAppRoutes()) {
      expect((await send('GET', { url: route.slice('GET '.length) }, {})).status, route).toBe(200);
    }
    expect(await tenantState([a.orgId, b.orgId, c.orgId])).toEqual(before);
  });
});

describe("tenant-scoped routes: another tenant's real id answers exactly like a missing one and changes nothing", () => {
  for (const [key, route] of entries('tenant').filter(([, route]) => route.target !== null)) {
    const method = methodOf(key);
    const kind = route.target!;
    it(`${key}`, { timeout: 120_000 }, async () => {
      for (const caller of [...tenantCallers(), operator]) {
        // An admin-only route refuses everyone else before it looks for the object.
        const refused = route.adminOnly === true && caller.token !== a.admin.token;
        let state = await foreignState();
        const missing = await send(method, route.request(MISSING_ID), bearer(caller), b.orgId);
        expect(missing.status, `${caller.label}, missing id: ${JSON.stringify(missing.body)}`).toBe(refused ? 403 : 404);
        expect(await foreignState(), `${caller.label}, missing id`).toEqual(state);
        for (const owner of [b, c]) {
          const foreign = await send(method, route.request(idOf(owner, kind)), bearer(caller), owner.orgId);
          expect(foreign, `${caller.label} with organisation ${owner.orgId}'s ${kind}`).toEqual(missing);
          state = await expectUnchanged(state, `${caller.label} with organisation ${owner.orgId}'s ${kind}`);
        }
        if (caller === operator) continue;
        if (refused) {
          const own = await send(method, route.request(idOf(a, kind)), bearer(caller), b.orgId);
          expect(own, `${caller.label} on its own ${kind}`).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
          continue;
        }
        // Control: the same call on the caller's own object works, with the smuggled ids ignored.
        const ownId = route.freshTarget ? await freshTarget(kind) : idOf(a, kind);
        await route.prepareOwn?.(ownId);
        const own = await send(method, route.request(ownId), bearer(caller), b.orgId);
        expect(own.status, `${caller.label} on its own ${kind}: ${JSON.stringify(own.body)}`).toBeGreaterThanOrEqual(200);
        expect(own.status, `${caller.label} on its own ${kind}: ${JSON.stringify(own.body)}`).toBeLessThan(300);
        await route.ownRowsOnly?.(own, caller, ownId);
        await expectUnchanged(state, `${caller.label} on its own ${kind}`);
      }
    });
  }
});

/** Fails when B's or C's data differs from `before`; returns the current state for the next step. */
async function expectUnchanged(before: Awaited<ReturnType<typeof foreignState>>, label: string) {
  const after = await foreignState();
  expect(after, `${label}: other tenants' rows and files unchanged`).toEqual(before);
  return after;
}

describe("lists and creation on the caller's own organisation: only own rows, smuggled organisation ids ignored", () => {
  for (const [key, route] of entries('tenant').filter(([, route]) => route.target === null)) {
    const method = methodOf(key);
    it(`${key}`, { timeout: 60_000 }, async () => {
      for (const caller of [...tenantCallers(), operator]) {
        for (const smuggled of [b.orgId, c.orgId]) {
          const state = await foreignState();
          const answer = await send(method, route.request(0), bearer(caller), smuggled);
          if (route.adminOnly && caller.token !== a.admin.token) {
            expect(answer, caller.label).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
            await expectUnchanged(state, `${caller.label} refused`);
            continue;
          }
          expect(answer.status, `${caller.label}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(200);
          expect(answer.status, `${caller.label}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
          await route.ownRowsOnly!(answer, caller, 0);
          await expectUnchanged(state, `${caller.label} smuggling organisation ${smuggled}`);
        }
      }
    });
  }

  it("finds a word of another tenant's resumes in that tenant only", async () => {
    const search = (tenant: StaffedTenant, word: string) =>
      call(app, 'GET', `/api/applications/applicants/${tenant.jobId}?q=${word}`, { token: tenant.admin.token });
    const own = await search(b, b.resumeWord);
    expect(own.status).toBe(200);
    expect(own.body.totalElements).toBeGreaterThan(0);
    const foreign = await search(a, b.resumeWord);
    expect(foreign.body).toMatchObject({ content: [], totalElements: 0 });
  });
});

describe("interview-key routes: one organisation's key never reaches another's applications", () => {
  for (const [key, route] of entries('interview-key')) {
    const method = methodOf(key);
    it(`${key}`, async () => {
      const withKey = { [INTERVIEW_API_KEY_HEADER]: a.interviewKey };
      let state = await foreignState();
      const missing = await send(method, route.request(MISSING_ID), withKey, b.orgId);
      expect(missing.status, JSON.stringify(missing.body)).toBe(404);
      for (const owner of [b, c]) {
        const foreign = await send(method, route.request(owner.applicationId), withKey, owner.orgId);
        expect(foreign, `A's key on organisation ${owner.orgId}'s application`).toEqual(missing);
        state = await expectUnchanged(state, `A's key on organisation ${owner.orgId}'s application`);
      }
      const own = await send(method, route.request(a.applicationId), withKey, b.orgId);
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      const [record] = await db().select().from(interviewRecords).where(eq(interviewRecords.applicationId, a.applicationId));
      expect(record!.orgId).toBe(a.orgId);
      await expectUnchanged(state, "A's key on its own application");
    });
  }
});

describe('operator routes: every tenant role is refused with 403 and nothing changes', () => {
  for (const [key, route] of entries('operator')) {
    const method = methodOf(key);
    it(`${key}`, async () => {
      const before = await foreignState();
      for (const [label, token] of [
        ["A's ROLE_ADMIN", a.admin.token],
        ["A's ROLE_USER", a.user.token],
        ["B's ROLE_ADMIN (its own organisation)", b.admin.token],
        ["B's ROLE_USER (its own organisation)", b.user.token],
      ] as const) {
        const answer = await send(method, route.request(), { authorization: `Bearer ${token}` });
        expect(answer, label).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
      }
      await expectUnchanged(before, key);
    });
  }
});
