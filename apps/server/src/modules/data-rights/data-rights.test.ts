/**
 * Data rights and retention (issue #13 point 5): the retention setting, notices and erasure by the
 * maintenance step on an injected clock, export, erasure with its audit line, and candidates'
 * requests through the signed link confirmed by the organisation's admin.
 */
import { DATA_RIGHTS_MESSAGES, INTERVIEW_API_KEY_HEADER, RETENTION_NOTICE_DAYS } from '@kairox/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiDecisions,
  applications,
  applicationStatusHistory,
  candidateEmails,
  dataErasures,
  dataRequests,
  interviewRecords,
  notes,
  retentionNotices,
  scheduledInterviews,
} from '../../db/schema.js';
import { createMailer } from '../../lib/mailer.js';
import { FileNotFoundError } from '../../lib/storage.js';
import { signLink } from '../../lib/signed-links.js';
import { call, signUpTenant } from '../../testing/api.js';
import { RESUME_TEXT, makePdf } from '../../testing/fixtures.js';
import { waitFor } from '../../testing/server-process.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { addCandidate, addMember, addNote, createJob, waitForResumeProcessing, type Member } from '../../testing/tenants.js';
import { CANDIDATE_EMAIL_JOB_OPTIONS } from '../candidate-emails/candidate-email-queue.js';
import { createInterviewApiKey } from '../interviews/api-keys.service.js';
import { deliverExportMail } from './export-mail-queue.js';
import { runRetention } from './retention.js';

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

interface Tenant {
  orgId: number;
  admin: string;
  user: Member;
  jobId: number;
}

let app: TestApp;
let resume: Uint8Array;
/** Its retention period is set: the maintenance step works on its candidates. */
let kept: Tenant;
/** No retention period: export, erasure and requests. */
let rights: Tenant;
let candidateCounter = 0;

const db = () => app.ctx.database.db;

async function tenant(slug: string): Promise<Tenant> {
  const domainId = `${slug}.example`;
  const signed = await signUpTenant(app, { name: `${slug} Hiring Ltd`, slug, domainId, adminEmail: `admin@${domainId}` });
  const user = await addMember(app, signed.token, domainId.toUpperCase(), `recruiter@${domainId}`);
  return { orgId: signed.orgId, admin: signed.token, user, jobId: await createJob(app, signed.token, `${slug} Engineer`) };
}

async function candidate(owner: Tenant): Promise<{ id: number; email: string; name: string }> {
  candidateCounter += 1;
  const name = `Robin Erasable${candidateCounter}`;
  const email = `robin.${candidateCounter}@candidates.example`;
  const id = await addCandidate(app, owner.admin, owner.jobId, { name, email, resume });
  return { id, email, name };
}

const token = (payload: Record<string, number>, options: { purpose?: string; expiresAt?: Date } = {}) =>
  signLink(app.ctx.linkSecret, options.purpose ?? 'data-request', payload, options.expiresAt ?? new Date(Date.now() + 30 * DAY_MS));

const linkOf = (owner: Tenant, applicationId: number) => token({ orgId: owner.orgId, applicationId });

async function fileExists(key: string): Promise<boolean> {
  try {
    await app.ctx.storage.read(key);
    return true;
  } catch (error) {
    if (error instanceof FileNotFoundError) return false;
    throw error;
  }
}

async function fileKeyOf(applicationId: number): Promise<string> {
  const [row] = await db().select({ key: applications.resumeFileKey }).from(applications).where(eq(applications.id, applicationId));
  return row!.key;
}

/** Every table holding rows tied to an application, with the column naming it. */
const TIED_TABLES: Array<[PgTable, PgColumn]> = [
  [applications, applications.id],
  [notes, notes.applicationId],
  [applicationStatusHistory, applicationStatusHistory.applicationId],
  [aiDecisions, aiDecisions.applicationId],
  [interviewRecords, interviewRecords.applicationId],
  [candidateEmails, candidateEmails.applicationId],
  [scheduledInterviews, scheduledInterviews.applicationId],
  [retentionNotices, retentionNotices.applicationId],
  [dataRequests, dataRequests.applicationId],
];

/** Rows of every table tied to the application that an erasure must remove. */
async function tiedRows(applicationId: number): Promise<number> {
  let total = 0;
  for (const [table, column] of TIED_TABLES)
    total += (
      await db()
        .select({ one: sql`1` })
        .from(table)
        .where(eq(column, applicationId))
    ).length;
  return total;
}

function unzip(bytes: Uint8Array) {
  const files = unzipSync(bytes);
  return { files, data: JSON.parse(strFromU8(files['data.json']!)) };
}

beforeAll(async () => {
  app = await createTestApp();
  resume = await makePdf(`${RESUME_TEXT}\nRobin Erasable`);
  kept = await tenant('keepa');
  rights = await tenant('rightsa');
});

afterAll(async () => {
  await app?.close();
});

describe('the retention setting', () => {
  it('is kept (null) until the admin sets it; other roles read it and get 403 on a change', async () => {
    expect((await call(app, 'GET', '/api/data-rights/retention', { token: kept.user.token })).body).toEqual({
      retentionMonths: null,
      noticeDays: RETENTION_NOTICE_DAYS,
    });
    const refused = await call(app, 'PUT', '/api/data-rights/retention', { token: kept.user.token, body: { retentionMonths: 12 } });
    expect(refused).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    for (const retentionMonths of [0, 121, 1.5, '12']) {
      const invalid = await call(app, 'PUT', '/api/data-rights/retention', { token: kept.admin, body: { retentionMonths } });
      expect(invalid).toMatchObject({ status: 400, body: { message: DATA_RIGHTS_MESSAGES.retentionInvalid } });
    }
    const saved = await call(app, 'PUT', '/api/data-rights/retention', { token: kept.admin, body: { retentionMonths: 12 } });
    expect(saved.body).toEqual({ retentionMonths: 12, noticeDays: RETENTION_NOTICE_DAYS });
    expect((await call(app, 'GET', '/api/data-rights/retention', { token: kept.user.token })).body.retentionMonths).toBe(12);
  });
});

describe('retention by the maintenance step', () => {
  it("gives expired candidates a week's notice, erases them after it (once, also with two workers), and spares SHORTLISTED and kept ones", async () => {
    const expired = await candidate(kept);
    const secondExpired = await candidate(kept);
    const shortlisted = await candidate(kept);
    const keptOne = await candidate(kept);
    const untouched = await candidate(rights);
    await waitForResumeProcessing(app, [kept.orgId, rights.orgId]);
    await call(app, 'PUT', `/api/applications/${shortlisted.id}/status`, { token: kept.admin, body: { status: 'SHORTLISTED' } });
    const expiredFile = await fileKeyOf(expired.id);

    // Thirteen months on, every candidate of `kept` but the shortlisted one is past the 12 months.
    const noticeAt = new Date(Date.now() + 396 * DAY_MS);
    expect(await runRetention(app.ctx, noticeAt)).toMatchObject({ erased: 0, noticed: 3 });
    const due = await call(app, 'GET', '/api/data-rights/due', { token: kept.user.token });
    expect(due.body.map((row: { applicationId: number }) => row.applicationId).sort()).toEqual([expired.id, secondExpired.id, keptOne.id].sort());
    expect(due.body[0]).toMatchObject({
      candidateName: expect.any(String),
      jobTitle: 'keepa Engineer',
      dueAt: new Date(noticeAt.getTime() + 7 * DAY_MS).toISOString(),
    });
    expect((await call(app, 'GET', '/api/data-rights/due', { token: rights.admin })).body).toEqual([]);

    // "Keep" counts as activity: the notice goes, and a recruiter may do it.
    expect((await call(app, 'POST', `/api/data-rights/applications/${keptOne.id}/keep`, { token: kept.user.token })).status).toBe(200);
    expect((await call(app, 'GET', '/api/data-rights/due', { token: kept.admin })).body).toHaveLength(2);

    // Within the week nothing is erased; after it, the two expired candidates are, each once, by two workers at once.
    expect((await runRetention(app.ctx, new Date(noticeAt.getTime() + 6 * DAY_MS))).erased).toBe(0);
    const afterWeek = new Date(noticeAt.getTime() + 8 * DAY_MS);
    const [first, second] = await Promise.all([runRetention(app.ctx, afterWeek), runRetention(app.ctx, afterWeek)]);
    expect(first.erased + second.erased).toBe(2);
    expect((await runRetention(app.ctx, afterWeek)).erased).toBe(0);

    expect(await tiedRows(expired.id)).toBe(0);
    expect(await fileExists(expiredFile)).toBe(false);
    for (const survivor of [shortlisted, keptOne, untouched]) {
      expect((await db().select().from(applications).where(eq(applications.id, survivor.id))).length).toBe(1);
    }
    const audit = await call(app, 'GET', '/api/data-rights/erasures', { token: kept.user.token });
    expect(audit.body).toMatchObject({ totalElements: 2, number: 0 });
    expect(audit.body.content[0]).toMatchObject({
      source: 'RETENTION',
      erasedByName: null,
      reason: DATA_RIGHTS_MESSAGES.retentionReason(12),
      itemsErased: expect.any(Number),
    });
    expect((await call(app, 'GET', '/api/data-rights/erasures', { token: rights.admin })).body.totalElements).toBe(0);
  });

  it('withdraws the notices when the retention period is removed', async () => {
    await candidate(kept);
    await waitForResumeProcessing(app, [kept.orgId]);
    const later = new Date(Date.now() + 500 * DAY_MS);
    expect((await runRetention(app.ctx, later)).noticed).toBeGreaterThan(0);
    await call(app, 'PUT', '/api/data-rights/retention', { token: kept.admin, body: { retentionMonths: null } });
    expect(await runRetention(app.ctx, new Date(later.getTime() + 30 * DAY_MS))).toMatchObject({ erased: 0, noticed: 0 });
    expect((await call(app, 'GET', '/api/data-rights/due', { token: kept.admin })).body).toEqual([]);
  });
});

describe('export and erasure by staff', () => {
  it('exports every row of the candidate with the resume file, then erases all of it leaving one anonymised audit line', async () => {
    const person = await candidate(rights);
    await waitForResumeProcessing(app, [rights.orgId]);
    await addNote(app, rights.user.token, person.id, 'Prefers remote work.');
    // An interview: one invitation to the candidate, one to the interviewer, a member of staff.
    const interview = await call(app, 'POST', '/api/scheduled-interviews', {
      token: rights.admin,
      body: {
        applicationId: person.id,
        date: inDays(10),
        time: '10:00',
        timeZone: 'Europe/Berlin',
        durationMinutes: 45,
        videoUrl: 'https://meet.example.com/robin',
        interviewerIds: [rights.user.id],
      },
    });
    expect(interview.status).toBe(201);
    await call(app, 'PUT', `/api/applications/${person.id}/status`, { token: rights.admin, body: { status: 'REJECTED', message: 'Too junior' } });
    const interviewKey = (await createInterviewApiKey(db(), rights.orgId, 'Interview vendor')).key;
    await call(app, 'POST', '/api/interviews/events', {
      headers: { [INTERVIEW_API_KEY_HEADER]: interviewKey },
      body: { event: 'Scorecard generated', applicantId: person.id, OverallScore: '7.5', Feedback: 'Clear answers.' },
    });

    const exported = await call(app, 'GET', `/api/data-rights/applications/${person.id}/export`, { token: rights.user.token });
    expect(exported.status).toBe(200);
    expect(exported.response.headers['content-type']).toBe('application/zip');
    const { files, data } = unzip(exported.response.rawPayload);
    expect(data.application).toMatchObject({ id: person.id, candidateName: person.name, candidateEmail: person.email, status: 'REJECTED' });
    expect(data.application.resumeText).toContain('Robin Erasable');
    expect(data.job).toMatchObject({ id: rights.jobId, title: 'rightsa Engineer' });
    expect(data.organization).toMatchObject({ id: rights.orgId, name: 'rightsa Hiring Ltd' });
    expect(data.notes.map((note: { note: string }) => note.note)).toContain('Prefers remote work.');
    expect(data.statusHistory.map((entry: { reason: string | null }) => entry.reason)).toContain('Too junior');
    expect(data.aiDecisions.length).toBeGreaterThan(0);
    expect(data.interviewRecord).toMatchObject({ applicationId: person.id, feedback: 'Clear answers.' });
    expect(data.interviewRecord.events).toHaveLength(1);
    expect(data.scheduledInterviews).toHaveLength(1);
    // The candidate's own emails only: the interviewer's invitation is staff mail.
    const recipients = data.emails.map((email: { toAddress: string }) => email.toAddress);
    expect(recipients).toContain(person.email);
    expect(recipients).not.toContain(rights.user.email);
    expect(data.resumeFile.path).toBe('resume/resume.pdf');
    expect(Buffer.from(files['resume/resume.pdf']!).equals(Buffer.from(resume))).toBe(true);

    const fileKey = await fileKeyOf(person.id);
    const refused = await call(app, 'POST', `/api/data-rights/applications/${person.id}/erase`, { token: rights.admin, body: { reason: ' ' } });
    expect(refused).toMatchObject({ status: 400, body: { message: DATA_RIGHTS_MESSAGES.reasonRequired } });
    const erased = await call(app, 'POST', `/api/data-rights/applications/${person.id}/erase`, {
      token: rights.user.token,
      body: { reason: 'Asked by phone' },
    });
    expect(erased.body).toMatchObject({
      message: DATA_RIGHTS_MESSAGES.erased,
      erasure: { source: 'STAFF', erasedByName: 'Sam Lee', reason: 'Asked by phone' },
    });
    // The application, its file, the note, 3 history rows, the AI log, the record and its event at least.
    expect(erased.body.erasure.itemsErased).toBeGreaterThanOrEqual(8);
    expect(await tiedRows(person.id)).toBe(0);
    expect(await fileExists(fileKey)).toBe(false);
    const [audit] = await db().select().from(dataErasures).where(eq(dataErasures.id, erased.body.erasure.id));
    const auditText = JSON.stringify(audit);
    for (const personal of [person.name, person.email, 'Robin', 'Too junior']) expect(auditText).not.toContain(personal);

    expect(
      (await call(app, 'POST', `/api/data-rights/applications/${person.id}/erase`, { token: rights.admin, body: { reason: 'Again' } })).status,
    ).toBe(404);
    expect((await call(app, 'GET', `/api/data-rights/applications/${person.id}/export`, { token: rights.admin })).status).toBe(404);
  });
});

describe("candidates' requests through the signed link", () => {
  it('shows the organisation and job for a valid link; an invalid, expired, tampered or other-purpose link answers 400, an erased one 404', async () => {
    const person = await candidate(rights);
    const lookup = (value: string) => call(app, 'POST', '/api/public/data-requests/link', { body: { token: value } });
    expect((await lookup(linkOf(rights, person.id))).body).toEqual({ company: 'rightsa Hiring Ltd', jobTitle: 'rightsa Engineer', pending: [] });

    const expired = token({ orgId: rights.orgId, applicationId: person.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect(await lookup(expired)).toMatchObject({ status: 400, body: { message: DATA_RIGHTS_MESSAGES.linkExpired } });
    const otherPurpose = token({ orgId: rights.orgId, applicationId: person.id }, { purpose: 'interview-slot' });
    const [body, mac] = linkOf(rights, person.id).split('.');
    const forged = `${Buffer.from(JSON.stringify({ p: 'data-request', d: { orgId: kept.orgId, applicationId: person.id }, e: 9e9 })).toString('base64url')}.${mac}`;
    for (const invalid of ['garbage', otherPurpose, forged, `${body}.${mac}x`, 'a.b.c']) {
      expect(await lookup(invalid), invalid).toMatchObject({ status: 400, body: { message: DATA_RIGHTS_MESSAGES.linkInvalid } });
    }
    expect(await lookup('')).toMatchObject({ status: 400 });
    const wrongOrg = token({ orgId: kept.orgId, applicationId: person.id });
    expect(await lookup(wrongOrg)).toMatchObject({ status: 404, body: { message: DATA_RIGHTS_MESSAGES.applicationGone } });
  });

  it('stores one pending request per kind however often the link is used; the admin confirms an export (mailed) and an erasure', async () => {
    const person = await candidate(rights);
    await waitForResumeProcessing(app, [rights.orgId]);
    const link = linkOf(rights, person.id);
    const ask = (kind: string) => call(app, 'POST', '/api/public/data-requests', { body: { token: link, kind } });
    for (let repeat = 0; repeat < 2; repeat += 1) {
      expect(await ask('EXPORT')).toMatchObject({
        status: 202,
        body: { kind: 'EXPORT', status: 'PENDING', message: DATA_RIGHTS_MESSAGES.requestReceived('EXPORT') },
      });
    }
    expect((await ask('DELETE')).status).toBe(400);
    expect((await ask('ERASE')).status).toBe(202);
    expect((await db().select().from(dataRequests).where(eq(dataRequests.applicationId, person.id))).length).toBe(2);
    expect((await call(app, 'POST', '/api/public/data-requests/link', { body: { token: link } })).body.pending).toEqual(['ERASE', 'EXPORT']);

    const pending = await call(app, 'GET', '/api/data-rights/requests', { token: rights.user.token });
    const mine = pending.body.filter((request: { applicationId: number }) => request.applicationId === person.id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ candidateName: person.name, jobTitle: 'rightsa Engineer', status: 'PENDING' });
    const exportRequest = mine.find((request: { kind: string }) => request.kind === 'EXPORT');
    const eraseRequest = mine.find((request: { kind: string }) => request.kind === 'ERASE');

    const byRecruiter = await call(app, 'POST', `/api/data-rights/requests/${exportRequest.id}/confirm`, { token: rights.user.token });
    expect(byRecruiter).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    const confirmed = await call(app, 'POST', `/api/data-rights/requests/${exportRequest.id}/confirm`, { token: rights.admin });
    expect(confirmed.body).toMatchObject({ id: exportRequest.id, status: 'COMPLETED', decidedByName: 'Ada Admin', decidedAt: expect.any(String) });
    // The mail is queued with the confirmation and sent by the worker.
    const subject = DATA_RIGHTS_MESSAGES.exportMailSubject('rightsa Hiring Ltd');
    const exportMails = async () => (await app.outbox()).filter((sent) => sent.to === person.email && sent.subject === subject);
    await waitFor('the export mail', async () => (await exportMails()).length > 0, 60_000);
    const mail = (await exportMails())[0]!;
    const attachment = mail.attachments![0]!;
    expect(attachment).toMatchObject({ filename: `candidate-${person.id}-data.zip`, contentType: 'application/zip' });
    expect(unzip(Buffer.from(attachment.content, 'base64')).data.application.candidateEmail).toBe(person.email);
    expect((await call(app, 'POST', `/api/data-rights/requests/${exportRequest.id}/confirm`, { token: rights.admin })).status).toBe(409);
    expect(await exportMails()).toHaveLength(1);

    const fileKey = await fileKeyOf(person.id);
    const erased = await call(app, 'POST', `/api/data-rights/requests/${eraseRequest.id}/confirm`, { token: rights.admin });
    expect(erased.body).toMatchObject({ status: 'COMPLETED', applicationId: null, candidateName: null });
    expect(await tiedRows(person.id)).toBe(0);
    expect(await fileExists(fileKey)).toBe(false);
    const audit = (await call(app, 'GET', '/api/data-rights/erasures', { token: rights.admin })).body.content[0];
    expect(audit).toMatchObject({ source: 'CANDIDATE_REQUEST', erasedByName: 'Ada Admin', reason: DATA_RIGHTS_MESSAGES.candidateRequestReason });
    // The requests survive without the application; the link now finds nothing.
    const survivors = await db()
      .select()
      .from(dataRequests)
      .where(inArray(dataRequests.id, [exportRequest.id, eraseRequest.id]));
    expect(survivors.map((row) => [row.applicationId, row.status])).toEqual([
      [null, 'COMPLETED'],
      [null, 'COMPLETED'],
    ]);
    expect((await ask('EXPORT')).status).toBe(404);
  });

  it('retries an export mail that did not go out, and sends nothing for a candidate erased since the confirmation', async () => {
    const person = await candidate(rights);
    const data = { orgId: rights.orgId, applicationId: person.id, requestId: 1 };
    const { retryLimit } = CANDIDATE_EMAIL_JOB_OPTIONS;
    // An SMTP server that is not there: port 1 refuses the connection.
    const failing = {
      ...app.ctx,
      mailer: createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'x@kairox.test', dataDir: app.config.dataDir, logger: app.ctx.logger }),
    };
    await expect(deliverExportMail(failing, { data, retryCount: 0, retryLimit })).rejects.toThrow(/ECONNREFUSED/);
    await expect(deliverExportMail(failing, { data, retryCount: retryLimit, retryLimit })).resolves.toBeUndefined();
    const mailsTo = async () => (await app.outbox()).filter((sent) => sent.to === person.email).length;
    const before = await mailsTo();
    await deliverExportMail(app.ctx, { data, retryCount: 1, retryLimit });
    expect(await mailsTo()).toBe(before + 1);
    await call(app, 'POST', `/api/data-rights/applications/${person.id}/erase`, { token: rights.admin, body: { reason: 'Asked by phone' } });
    await expect(deliverExportMail(app.ctx, { data, retryCount: 2, retryLimit })).resolves.toBeUndefined();
    expect(await mailsTo()).toBe(before + 1);
  });

  it('lets the admin reject a request, and refuses a decided one', async () => {
    const person = await candidate(rights);
    await call(app, 'POST', '/api/public/data-requests', { body: { token: linkOf(rights, person.id), kind: 'ERASE' } });
    const [request] = await db().select().from(dataRequests).where(eq(dataRequests.applicationId, person.id));
    expect((await call(app, 'POST', `/api/data-rights/requests/${request!.id}/reject`, { token: rights.user.token })).status).toBe(403);
    expect((await call(app, 'POST', `/api/data-rights/requests/${request!.id}/reject`, { token: kept.admin })).status).toBe(404);
    const rejected = await call(app, 'POST', `/api/data-rights/requests/${request!.id}/reject`, { token: rights.admin });
    expect(rejected.body).toMatchObject({ status: 'REJECTED', applicationId: person.id });
    expect((await call(app, 'POST', `/api/data-rights/requests/${request!.id}/confirm`, { token: rights.admin })).status).toBe(409);
    expect((await db().select().from(applications).where(eq(applications.id, person.id))).length).toBe(1);
  });

  it('limits the public calls per address', async () => {
    let status = 0;
    for (let attempt = 0; attempt < 40 && status !== 429; attempt += 1) {
      status = (await call(app, 'POST', '/api/public/data-requests/link', { body: { token: 'garbage' } })).status;
    }
    expect(status).toBe(429);
  });
});
