import { randomUUID } from 'node:crypto';
import { CANDIDATE_EMAIL_MESSAGES } from '@kairox/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, candidateEmails } from '../../db/schema.js';
import { createLogger } from '../../lib/logger.js';
import { createMailer } from '../../lib/mailer.js';
import { verifyLink } from '../../lib/signed-links.js';
import { call, signUpTenant } from '../../testing/api.js';
import { applicantJson, makePdf, upload } from '../../testing/fixtures.js';
import { createTestApp, type OutboxMail, type TestApp } from '../../testing/test-app.js';
import { addMember, createJob, jobRequestBody, seedApplications } from '../../testing/tenants.js';
import { CANDIDATE_EMAIL_JOB_OPTIONS, deliverCandidateEmail, redispatchStaleEmails } from './candidate-email-queue.js';
import { queueCandidateEmail } from './candidate-emails.service.js';

/** Candidate emails (issue #13, point 3): templates, triggers, the queue's delivery and the history. */

let app: TestApp;
let a: { orgId: number; token: string; jobId: number; userToken: string; germanJobId: number };
let resume: Uint8Array;
const logLines: string[] = [];

const db = () => app.ctx.database.db;

async function seedApplication(orgId: number, jobId: number, email: string | null, name = 'Ada Lovelace') {
  const [id] = await seedApplications(app, orgId, jobId, [{ candidateEmail: email, candidateName: name }]);
  return id!;
}

async function tenant(slug: string) {
  const signed = await signUpTenant(app, { name: `${slug} Hiring Ltd`, slug, domainId: `${slug}.example`, adminEmail: `admin@${slug}.example` });
  return { ...signed, jobId: await createJob(app, signed.token, `${slug} Engineer`) };
}

async function emailRow(id: number) {
  const [row] = await db().select().from(candidateEmails).where(eq(candidateEmails.id, id));
  return row!;
}

/** Polls until the condition holds (the queue's worker delivers in the background). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const mailsTo = async (to: string): Promise<OutboxMail[]> => (await app.outbox()).filter((mail) => mail.to === to);

const GERMAN_JOB = {
  ...jobRequestBody('Softwareentwickler (m/w/d)'),
  description:
    'Wir suchen eine Entwicklerin oder einen Entwickler für unser Team. Sie arbeiten mit uns an der Plattform und sind für die Schnittstellen zuständig.',
  requirements: 'Sie haben Erfahrung mit TypeScript und PostgreSQL und arbeiten gerne im Team.',
};

const statusOf = async (id: number) =>
  (await db().select({ status: applications.status }).from(applications).where(eq(applications.id, id)))[0]!.status;
const emailsOf = (applicationId: number) => db().select().from(candidateEmails).where(eq(candidateEmails.applicationId, applicationId));
const sentMailTo = (to: string, count = 1) =>
  eventually(
    () => mailsTo(to),
    (mails) => mails.length >= count,
    `a mail to ${to}`,
  );

beforeAll(async () => {
  const logger = createLogger({ level: 'info', destination: { write: (line: string) => void logLines.push(line) } });
  app = await createTestApp({}, { logger });
  const signed = await tenant('emaila');
  const member = await addMember(app, signed.token, 'EMAILA.EXAMPLE', 'recruiter@emaila.example');
  const german = await call(app, 'POST', '/functions/V1/create-job', { token: signed.token, body: GERMAN_JOB });
  a = { ...signed, userToken: member.token, germanJobId: german.body.job_id };
  resume = await makePdf('Ada Lovelace\nada@example.com\nEXPERIENCE\nEngineer at Analytical Engines, 2015-2024');
});

afterAll(async () => {
  await app?.close();
});

describe('queueCandidateEmail', () => {
  it('records the email QUEUED in the transaction and sends it through the queue after commit, with its attachment and the data-rights link', async () => {
    const applicationId = await seedApplication(a.orgId, a.jobId, 'ada@example.com');
    const ics = {
      filename: 'invite.ics',
      content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
      contentType: 'text/calendar; method=REQUEST; charset=UTF-8',
    };
    const queued = await db().transaction((tx) =>
      queueCandidateEmail(app.ctx, tx, {
        orgId: a.orgId,
        applicationId,
        template: 'INTERVIEW_SCHEDULED',
        variables: { interviewTime: 'Monday, 3 March 2031, 10:00 (Europe/Berlin)', interviewDuration: '45 minutes', interviewers: 'Sam Lee' },
        attachments: [ics],
      }),
    );
    expect((await emailRow(queued.id)).status).toBe('QUEUED');
    await queued.afterCommit();

    const row = await eventually(
      () => emailRow(queued.id),
      (email) => email.status === 'SENT',
      'the email to be sent',
    );
    expect(row).toMatchObject({ attempts: 1, lastError: null, toAddress: 'ada@example.com' });
    expect(row.sentAt).toBeInstanceOf(Date);
    const [mail] = await mailsTo('ada@example.com');
    expect(mail!.subject).toBe('Interview for emaila Engineer on Monday, 3 March 2031, 10:00 (Europe/Berlin)');
    expect(mail!.text).toContain('Dear Ada Lovelace,');
    expect(mail!.text).toContain('at emaila Hiring Ltd');
    expect(mail!.attachments).toEqual([ics]);
    const token = /\/privacy\/request\?token=(\S+)/.exec(mail!.text)![1]!;
    expect(mail!.text).toContain(`${app.config.publicUrl}/privacy/request?token=`);
    expect(verifyLink(app.ctx.linkSecret, 'data-request', token)).toEqual({ orgId: a.orgId, applicationId });
    // Never the subject or body in the logs.
    expect(logLines.join('\n')).not.toContain('Dear Ada Lovelace');
    expect(logLines.join('\n')).not.toContain('Interview for emaila');
  });

  it('leaves nothing when the transaction rolls back, and refuses an application without an email', async () => {
    const applicationId = await seedApplication(a.orgId, a.jobId, 'rolled@example.com');
    await expect(
      db().transaction(async (tx) => {
        await queueCandidateEmail(app.ctx, tx, { orgId: a.orgId, applicationId, template: 'SHORTLISTED' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db().select().from(candidateEmails).where(eq(candidateEmails.applicationId, applicationId))).toEqual([]);

    const withoutEmail = await seedApplication(a.orgId, a.jobId, null);
    await expect(
      db().transaction((tx) => queueCandidateEmail(app.ctx, tx, { orgId: a.orgId, applicationId: withoutEmail, template: 'SHORTLISTED' })),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('retries a failing delivery and ends FAILED with a short reason after the last try', async () => {
    const applicationId = await seedApplication(a.orgId, a.jobId, 'bounce@example.com');
    const queued = await db().transaction((tx) => queueCandidateEmail(app.ctx, tx, { orgId: a.orgId, applicationId, template: 'REJECTED' }));
    // An SMTP server that is not there: port 1 refuses the connection.
    const failing = {
      ...app.ctx,
      mailer: createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'x@kairox.test', dataDir: app.config.dataDir, logger: app.ctx.logger }),
    };
    const data = { emailId: queued.id, orgId: a.orgId };
    const { retryLimit } = CANDIDATE_EMAIL_JOB_OPTIONS;
    await expect(deliverCandidateEmail(failing, { data, retryCount: 0, retryLimit })).rejects.toThrow(/ECONNREFUSED/);
    expect(await emailRow(queued.id)).toMatchObject({ status: 'QUEUED', attempts: 1, lastError: expect.stringContaining('ECONNREFUSED') });
    await deliverCandidateEmail(failing, { data, retryCount: retryLimit, retryLimit });
    const failed = await emailRow(queued.id);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 2, sentAt: null });
    expect(failed.lastError!.length).toBeLessThanOrEqual(300);
    // A FAILED email is never sent again, even if its job came back.
    await deliverCandidateEmail(app.ctx, { data, retryCount: 0, retryLimit });
    expect(await mailsTo('bounce@example.com')).toEqual([]);
    expect(
      await db()
        .select()
        .from(candidateEmails)
        .where(and(eq(candidateEmails.id, queued.id), eq(candidateEmails.status, 'FAILED'))),
    ).toHaveLength(1);
  });
});

describe('templates', () => {
  const template = (token: string, method: 'PUT' | 'DELETE', path: string, body?: unknown) =>
    call(app, method, `/api/email-templates/${path}`, { token, ...(body ? { body } : {}) });

  it('lists the defaults in English and German to staff; only admins save, unknown variables refused by name; reset restores the default', async () => {
    const listed = await call(app, 'GET', '/api/email-templates', { token: a.userToken });
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(16);
    expect(listed.body.find((row: { template: string; language: string }) => row.template === 'REJECTED' && row.language === 'de')).toMatchObject({
      subject: 'Ihre Bewerbung als {{jobTitle}}',
      customized: false,
    });

    const edit = { subject: 'Thanks for applying to {{ jobTitle }}', body: 'Hello {{candidateName}}, we got it. {{company}}' };
    expect(await template(a.userToken, 'PUT', 'APPLICATION_RECEIVED/en', edit)).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    const unknown = await template(a.token, 'PUT', 'APPLICATION_RECEIVED/en', { ...edit, body: 'Your salary: {{salary}}' });
    expect(unknown).toMatchObject({ status: 400, body: { message: CANDIDATE_EMAIL_MESSAGES.unknownVariable('salary'), error: 'BAD_REQUEST' } });
    expect((await template(a.token, 'PUT', 'APPLICATION_RECEIVED/fr', edit)).status).toBe(400);
    expect((await template(a.token, 'PUT', 'APPLICATION_RECEIVED/en', { ...edit, subject: 'Two\nlines' })).status).toBe(400);

    const saved = await template(a.token, 'PUT', 'APPLICATION_RECEIVED/en', edit);
    expect(saved).toMatchObject({ status: 200, body: { ...edit, customized: true, updatedByName: expect.any(String) } });
    expect(await template(a.token, 'PUT', 'SHORTLISTED/de', edit)).toMatchObject({ status: 200 });
    const reset = await template(a.token, 'DELETE', 'SHORTLISTED/de');
    expect(reset.body).toMatchObject({ customized: false, subject: 'Ihre Bewerbung als {{jobTitle}}: Sie sind in der engeren Auswahl' });
  });
});

describe('triggers', () => {
  const apply = (jobId: number, email: string) =>
    upload(app, '/api/applications/applications', [
      { name: 'applicant', value: applicantJson(jobId, { candidateName: 'Grace Hopper', candidateEmail: email }) },
      { name: 'cv', bytes: resume, fileName: 'resume.pdf', type: 'application/pdf' },
    ]);

  it("confirms a public application by email with the organisation's template, and a staff add sends nothing", async () => {
    const answer = await apply(a.jobId, 'grace@example.com');
    expect(answer.status).toBe(201);
    const [mail] = await sentMailTo('grace@example.com');
    // The template saved above, in the job's language (English).
    expect(mail!.subject).toBe('Thanks for applying to emaila Engineer');
    expect(mail!.text).toMatch(/^Hello Grace Hopper, we got it\. emaila Hiring Ltd\n\n-- \nTo see or erase the data we hold about you/);
    expect(await emailsOf(answer.body.id)).toMatchObject([{ template: 'APPLICATION_RECEIVED', status: 'SENT', sentBy: null }]);

    const staff = await upload(
      app,
      '/api/applications/applications',
      [
        { name: 'applicant', value: applicantJson(a.jobId, { candidateEmail: 'staff-added@example.com' }) },
        { name: 'cv', bytes: resume, fileName: 'resume.pdf', type: 'application/pdf' },
      ],
      { token: a.token },
    );
    expect(staff.status).toBe(201);
    expect(await emailsOf(staff.body.id)).toEqual([]);
  });

  it('notifies on a status change only when asked, with the reason, in German for a German job; refuses what cannot be sent', async () => {
    const setStatus = (id: number, body: object) => call(app, 'PUT', `/api/applications/${id}/status`, { token: a.userToken, body });
    const quiet = await seedApplication(a.orgId, a.jobId, 'quiet@example.com');
    expect((await setStatus(quiet, { status: 'SHORTLISTED' })).status).toBe(200);
    expect(await emailsOf(quiet)).toEqual([]);

    const reinvited = await seedApplication(a.orgId, a.jobId, 'reinvite@example.com', 'Alan Turing');
    const changed = await setStatus(reinvited, { status: 'REINVITED_FOR_AI_SCREENING', message: 'The connection dropped.', notifyCandidate: true });
    expect(changed.status).toBe(200);
    const [mail] = await sentMailTo('reinvite@example.com');
    expect(mail!.subject).toBe('New invitation to your AI screening interview for emaila Engineer');
    expect(mail!.text).toContain('Reason: The connection dropped.');

    const german = await seedApplication(a.orgId, a.germanJobId, 'deutsch@example.com', 'Emmy Noether');
    expect((await setStatus(german, { status: 'SHORTLISTED', notifyCandidate: true })).status).toBe(200);
    const [germanMail] = await sentMailTo('deutsch@example.com');
    expect(germanMail!.subject).toBe('Ihre Bewerbung als Softwareentwickler (m/w/d): Sie sind in der engeren Auswahl');
    expect(germanMail!.text).toContain('Guten Tag Emmy Noether,');
    expect(germanMail!.text).toContain('Auskunft über Ihre gespeicherten Daten');

    const noShow = await setStatus(quiet, { status: 'NO_SHOW', notifyCandidate: true });
    expect(noShow).toMatchObject({ status: 400, body: { message: CANDIDATE_EMAIL_MESSAGES.noStatusEmail('NO_SHOW') } });
    const withoutEmail = await seedApplication(a.orgId, a.jobId, null);
    const refused = await setStatus(withoutEmail, { status: 'REJECTED', notifyCandidate: true });
    expect(refused).toMatchObject({ status: 400, body: { message: CANDIDATE_EMAIL_MESSAGES.noCandidateEmail } });
    // All or nothing: the status stayed.
    expect(await statusOf(withoutEmail)).toBe('APPLIED');
  });

  it('notifies each candidate with an email of a bulk change, skipping those without one', async () => {
    const ids = [await seedApplication(a.orgId, a.jobId, 'bulk1@example.com'), await seedApplication(a.orgId, a.jobId, null)];
    const answer = await call(app, 'POST', '/api/applications/bulk-status', {
      token: a.token,
      body: { ids, status: 'REJECTED_IN_AI_INTERVIEW', notifyCandidate: true },
    });
    expect(answer).toMatchObject({ status: 200, body: { count: 2 } });
    const [mail] = await sentMailTo('bulk1@example.com');
    expect(mail!.subject).toBe('Your application for emaila Engineer');
    expect((await emailsOf(ids[0]!))[0]).toMatchObject({ template: 'REJECTED', sentBy: expect.any(Number) });
    expect(await emailsOf(ids[1]!)).toEqual([]);
  });
});

describe('preview and history', () => {
  it('previews an email without sending it, and lists the history with the body on demand', async () => {
    const id = await seedApplication(a.orgId, a.jobId, 'history@example.com', 'Katherine Johnson');
    const preview = await call(app, 'POST', `/api/applications/${id}/emails/preview`, {
      token: a.userToken,
      body: { template: 'REINVITED', reason: 'A new slot is free.' },
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      to: 'history@example.com',
      language: 'en',
      subject: 'New invitation to your AI screening interview for emaila Engineer',
    });
    expect(preview.body.body).toContain('Reason: A new slot is free.');
    expect(preview.body.body).toContain('/privacy/request?token=');
    expect(await emailsOf(id)).toEqual([]);

    const changed = await call(app, 'PUT', `/api/applications/${id}/status`, {
      token: a.userToken,
      body: { status: 'INVITED_FOR_AI_SCREENING', notifyCandidate: true },
    });
    expect(changed.status).toBe(200);
    const history = await eventually(
      async () => (await call(app, 'GET', `/api/applications/${id}/emails`, { token: a.userToken })).body,
      (rows) => rows[0]?.status === 'SENT',
      'the history to show the email SENT',
    );
    expect(history).toEqual([
      {
        id: expect.any(Number),
        template: 'INVITED_TO_AI_SCREENING',
        toAddress: 'history@example.com',
        subject: 'Next step for emaila Engineer: your AI screening interview',
        status: 'SENT',
        attempts: 1,
        lastError: null,
        createdAt: expect.any(String),
        sentAt: expect.any(String),
        sentByName: 'Sam Lee',
      },
    ]);
    const body = await call(app, 'GET', `/api/candidate-emails/${history[0].id}/body`, { token: a.userToken });
    expect(body.body.body).toMatch(/^Dear Katherine Johnson,/);
    expect((await call(app, 'GET', '/api/candidate-emails/2000000000/body', { token: a.userToken })).status).toBe(404);
    expect((await call(app, 'GET', '/api/applications/2000000000/emails', { token: a.userToken })).status).toBe(404);
  });

  it('dispatches again an email whose dispatch after commit was lost, once', async () => {
    const applicationId = await seedApplication(a.orgId, a.jobId, 'lost@example.com');
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await db().insert(candidateEmails).values({
      orgId: a.orgId,
      applicationId,
      template: 'SHORTLISTED',
      toAddress: 'lost@example.com',
      subject: 'Lost',
      body: 'Lost',
      jobId: randomUUID(),
      createdAt: tenMinutesAgo,
    });
    expect(await redispatchStaleEmails(app.ctx)).toBeGreaterThanOrEqual(1);
    await redispatchStaleEmails(app.ctx);
    await eventually(
      () => emailsOf(applicationId),
      (rows) => rows[0]?.status === 'SENT',
      'the swept email to be sent',
    );
    expect(await mailsTo('lost@example.com')).toHaveLength(1);
  });
});
