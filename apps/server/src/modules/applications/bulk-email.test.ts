import { APPLICATION_MESSAGES, BULK_EMAIL_MESSAGES, type StoredApplicationStatus } from '@kairox/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema.js';
import { createLogger } from '../../lib/logger.js';
import { call, signUpTenant } from '../../testing/api.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createJob, seedApplications } from '../../testing/tenants.js';
import { BULK_EMAIL_RATE_LIMIT } from './bulk-email.service.js';

/** POST /api/applications/bulk-email (issue #12): a plain message to the chosen candidates through the mail outbox. */

let app: TestApp;
let a: { orgId: number; token: string; jobId: number; otherJobId: number };
let b: { orgId: number; token: string; jobId: number };
const logLines: string[] = [];

const db = () => app.ctx.database.db;

const seed = (orgId: number, jobId: number, emails: Array<string | null>, status: StoredApplicationStatus = 'APPLIED') =>
  seedApplications(
    app,
    orgId,
    jobId,
    emails.map((email) => ({ candidateEmail: email, status })),
  );

async function tenant(slug: string) {
  const signed = await signUpTenant(app, { name: `${slug} Hiring Ltd`, slug, domainId: `${slug}.example`, adminEmail: `admin@${slug}.example` });
  return { ...signed, jobId: await createJob(app, signed.token, `${slug} Engineer`) };
}

const email = (token: string, body: unknown) => call(app, 'POST', '/api/applications/bulk-email', { token, body });
const mailsWithSubject = async (subject: string) => (await app.outbox()).filter((mail) => mail.subject === subject);

beforeAll(async () => {
  const logger = createLogger({ level: 'info', destination: { write: (line: string) => void logLines.push(line) } });
  app = await createTestApp({}, { logger });
  a = { ...(await tenant('maila')), otherJobId: 0 };
  a.otherJobId = await createJob(app, a.token, 'maila Designer');
  b = await tenant('mailb');
});

afterAll(async () => {
  await app?.close();
});

describe('POST /api/applications/bulk-email', () => {
  it('mails each chosen candidate with an email once, signed with the organisation, and counts those without one', async () => {
    const ids = [
      ...(await seed(a.orgId, a.jobId, ['ada@example.com', 'grace@example.com', null, ''])),
      ...(await seed(a.orgId, a.otherJobId, ['ADA@example.com'])),
    ];
    const answer = await email(a.token, { ids, subject: '  Next steps  ', message: 'Hello,\nwe will call you this week.\n' });
    expect(answer.status).toBe(200);
    // The same address twice (another job, another letter case) gets one mail.
    expect(answer.body).toEqual({ sent: 2, skipped: 2 });

    const mails = await mailsWithSubject('Next steps');
    expect(mails.map((mail) => mail.to).sort()).toEqual(['ada@example.com', 'grace@example.com']);
    expect(mails[0]).toMatchObject({ text: 'Hello,\nwe will call you this week.\n\n-- \nmaila Hiring Ltd' });
    expect(mails[0]).not.toHaveProperty('html');

    // The recruiter's words never reach the server log; the counts do.
    const log = logLines.join('');
    expect(log).not.toContain('we will call you');
    expect(log).not.toContain('Next steps');
    expect(log).toContain('candidates emailed');
  });

  it("answers 404 and sends nothing when any id is another organisation's or missing", async () => {
    const [own] = await seed(a.orgId, a.jobId, ['own@example.com']);
    const [foreign] = await seed(b.orgId, b.jobId, ['foreign@example.com']);
    for (const ids of [
      [own!, foreign!],
      [own!, 2_000_000_000],
    ]) {
      const answer = await email(a.token, { ids, subject: 'Should not go', message: 'Nothing.' });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(APPLICATION_MESSAGES.notFound);
    }
    expect(await mailsWithSubject('Should not go')).toEqual([]);
  });

  it('refuses bad bodies with 400 and the field rules, and calls without a token with 401', async () => {
    const [id] = await seed(a.orgId, a.jobId, ['rules@example.com']);
    const bad = [
      [{ ids: [], subject: 'S', message: 'M' }, /application ids/],
      [{ ids: Array.from({ length: 501 }, (_, i) => i + 1), subject: 'S', message: 'M' }, /application ids/],
      [{ ids: [id], subject: '   ', message: 'M' }, new RegExp(BULK_EMAIL_MESSAGES.subjectRequired)],
      [{ ids: [id], subject: 'Line\nbreak', message: 'M' }, new RegExp(BULK_EMAIL_MESSAGES.subjectOneLine)],
      [{ ids: [id], subject: 'x'.repeat(201), message: 'M' }, /Subject must be at most 200 characters/],
      [{ ids: [id], subject: 'S', message: '' }, new RegExp(BULK_EMAIL_MESSAGES.messageRequired)],
      [{ ids: [id], subject: 'S', message: 'x'.repeat(5001) }, /Message must be at most 5000 characters/],
      [{ ids: [id], subject: 'S' }, new RegExp(BULK_EMAIL_MESSAGES.messageRequired)],
    ] as const;
    for (const [body, message] of bad) {
      const answer = await email(a.token, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    expect((await call(app, 'POST', '/api/applications/bulk-email', { body: { ids: [id], subject: 'S', message: 'M' } })).status).toBe(401);
    expect(await mailsWithSubject('S')).toEqual([]);
  });

  it("mails by filter only the organisation's candidates the filter matches", async () => {
    await seed(a.orgId, a.jobId, ['filtered1@example.com', 'filtered2@example.com'], 'NO_SHOW');
    await seed(a.orgId, a.otherJobId, ['filtered-other-job@example.com'], 'NO_SHOW');
    await seed(b.orgId, b.jobId, ['filtered-foreign@example.com'], 'NO_SHOW');
    const answer = await email(a.token, { filter: { status: 'no_show', jobId: String(a.jobId) }, subject: 'By filter', message: 'M' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ sent: 2, skipped: 0 });
    expect((await mailsWithSubject('By filter')).map((mail) => mail.to).sort()).toEqual(['filtered1@example.com', 'filtered2@example.com']);

    for (const target of [{ ids: [1], filter: {} }, {}]) {
      const refused = await email(a.token, { ...target, subject: 'Bad target', message: 'M' });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Give either the application ids or a filter, not both.');
    }
    expect(await mailsWithSubject('Bad target')).toEqual([]);
  });

  it('refuses a filter matching more than 5,000 applications with 400, sending nothing', async () => {
    const c = await tenant('mailc');
    for (let chunk = 0; chunk < 2; chunk += 1) {
      await seed(
        c.orgId,
        c.jobId,
        Array.from({ length: chunk ? 2501 : 2500 }, (_, index) => `crowd${chunk}-${index}@example.com`),
      );
    }
    const answer = await email(c.token, { filter: {}, subject: 'Too many', message: 'M' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('This filter matches 5,001 applications; narrow it to at most 5,000.');
    expect(await mailsWithSubject('Too many')).toEqual([]);
  });

  it("stops an organisation after its hourly bulk mails with 429, without touching another's", async () => {
    const [id] = await seed(a.orgId, a.jobId, ['often@example.com']);
    await db()
      .insert(rateLimits)
      .values({ key: `${BULK_EMAIL_RATE_LIMIT.name}:${a.orgId}`, windowStart: new Date(), hits: BULK_EMAIL_RATE_LIMIT.max })
      .onConflictDoUpdate({ target: rateLimits.key, set: { hits: BULK_EMAIL_RATE_LIMIT.max, windowStart: new Date() } });
    const refused = await email(a.token, { ids: [id], subject: 'Once too often', message: 'M' });
    expect(refused.status).toBe(429);
    expect(await mailsWithSubject('Once too often')).toEqual([]);

    const [other] = await seed(b.orgId, b.jobId, ['other@example.com']);
    expect((await email(b.token, { ids: [other], subject: 'Other tenant', message: 'M' })).body).toEqual({ sent: 1, skipped: 0 });
  });
});
