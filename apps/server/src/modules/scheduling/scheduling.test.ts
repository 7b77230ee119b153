import type { StoredApplicationStatus } from '@kairox/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, scheduledInterviews } from '../../db/schema.js';
import { call, signUpTenant, type JsonAnswer } from '../../testing/api.js';
import { createTestApp, GENEROUS_RATE_LIMITS, type OutboxMail, type TestApp } from '../../testing/test-app.js';
import { addMember, createJob, seedApplications, userIdOf, type Member } from '../../testing/tenants.js';
import { instantOf } from './zoned-time.js';

/** Interview scheduling (issue #13, point 4): the API, the status history and the invitations in the outbox. */

interface Tenant {
  orgId: number;
  token: string;
  adminId: number;
  jobId: number;
  /** Two more users: Sam and Kim. */
  sam: Member;
  kim: Member;
}

let app: TestApp;
let a: Tenant;
let b: Tenant;
const db = () => app.ctx.database.db;
const MISSING_ID = 2_000_000_000;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function seedApplication(tenant: Tenant, email: string | null, status: StoredApplicationStatus = 'APPLIED', jobId = tenant.jobId) {
  const [id] = await seedApplications(app, tenant.orgId, jobId, [{ candidateEmail: email, status }]);
  return id!;
}

async function tenant(slug: string): Promise<Tenant> {
  const domainId = `${slug}.example`;
  const signed = await signUpTenant(app, { name: `${slug} Hiring`, slug, domainId, adminEmail: `admin@${domainId}` });
  return {
    ...signed,
    adminId: await userIdOf(app, signed.orgId, `admin@${domainId}`),
    jobId: await createJob(app, signed.token, `${slug} Engineer`),
    sam: await addMember(app, signed.token, domainId, `sam@${domainId}`),
    kim: await addMember(app, signed.token, domainId, `kim@${domainId}`),
  };
}

function plan(overrides: Record<string, unknown> = {}) {
  return {
    date: inDays(10),
    time: '10:00',
    timeZone: 'Europe/Berlin',
    durationMinutes: 45,
    location: 'Room 4; Building A, Berlin',
    videoUrl: 'https://meet.example.com/abc',
    notes: 'Ask about Kafka.',
    interviewerIds: [a.sam.id],
    ...overrides,
  };
}

const schedule = (tenant: Tenant, body: Record<string, unknown>) => call(app, 'POST', '/api/scheduled-interviews', { token: tenant.token, body });
const reschedule = (tenant: Tenant, id: number, body: Record<string, unknown>) =>
  call(app, 'PUT', `/api/scheduled-interviews/${id}`, { token: tenant.token, body });
const cancel = (tenant: Tenant, id: number, reason?: string) =>
  call(app, 'POST', `/api/scheduled-interviews/${id}/cancel`, { token: tenant.token, body: reason ? { reason } : {} });

async function scheduled(tenant: Tenant, body: Record<string, unknown>): Promise<JsonAnswer> {
  const answer = await schedule(tenant, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** The invitations to `to` so far, waiting until there are `howMany` (the queue sends them in the background). */
async function mailsTo(to: string, howMany: number): Promise<OutboxMail[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const mails = (await app.outbox()).filter((mail) => mail.to === to && mail.attachments?.length);
    if (mails.length >= howMany) return mails;
    if (Date.now() > deadline) throw new Error(`${mails.length} of ${howMany} mails to ${to} after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The unfolded properties of a mail's invite.ics, by name (several for ATTENDEE). */
function invitation(mail: OutboxMail) {
  const [file] = mail.attachments ?? [];
  expect(file).toMatchObject({ filename: 'invite.ics' });
  const lines = file!.content.replace(/\r\n[ \t]/g, '').split('\r\n');
  const values = (name: string) => lines.filter((line) => line.split(/[;:]/)[0] === name).map((line) => line.slice(line.indexOf(':') + 1));
  return { contentType: file!.contentType, values, value: (name: string) => values(name)[0] };
}

async function statusOf(id: number) {
  const [row] = await db().select({ status: applications.status }).from(applications).where(eq(applications.id, id));
  return row!.status;
}

async function lastHistoryEntry(tenant: Tenant, applicationId: number) {
  const history = await call(app, 'GET', `/api/applications/${applicationId}/status-history`, { token: tenant.token });
  return history.body.at(-1);
}

beforeAll(async () => {
  app = await createTestApp({}, { rateLimits: GENEROUS_RATE_LIMITS });
  a = await tenant('scheda');
  b = await tenant('schedb');
});

afterAll(async () => {
  await app?.close();
});

describe('an interview from booking to cancellation', () => {
  let applicationId: number;
  let interview: JsonAnswer;

  it('schedules it: the time in its zone, the application moves to IN_PROGRESS, and everyone gets a REQUEST', async () => {
    applicationId = await seedApplication(a, 'priya@example.com');
    interview = await scheduled(a, {
      applicationId: String(applicationId),
      ...plan({ timeZone: 'europe/berlin', interviewerIds: [a.sam.id, a.kim.id] }),
    });
    expect(interview).toMatchObject({
      applicationId,
      candidateEmail: 'priya@example.com',
      jobTitle: 'scheda Engineer',
      status: 'SCHEDULED',
      date: inDays(10),
      time: '10:00',
      timeZone: 'Europe/Berlin',
      startsAt: instantOf({ date: inDays(10), time: '10:00' }, 'Europe/Berlin').toISOString(),
      sequence: 0,
      interviewers: [
        { id: a.kim.id, name: 'Sam Lee', email: 'kim@scheda.example' },
        { id: a.sam.id, name: 'Sam Lee', email: 'sam@scheda.example' },
      ].sort((left, right) => left.id - right.id),
    });
    expect(interview.uid).toMatch(/^[0-9a-f-]{36}@kairox$/);
    expect(await call(app, 'GET', `/api/scheduled-interviews/${interview.id}`, { token: a.token })).toMatchObject({ status: 200, body: interview });

    expect(await statusOf(applicationId)).toBe('IN_PROGRESS');
    expect(await lastHistoryEntry(a, applicationId)).toMatchObject({ kind: 'STATUS', fromStatus: 'APPLIED', toStatus: 'IN_PROGRESS' });
    expect((await lastHistoryEntry(a, applicationId)).reason).toMatch(/^Interview scheduled for \d{4}-\d\d-\d\d 10:00 \(Europe\/Berlin\), 45 min\.$/);

    const [toCandidate] = await mailsTo('priya@example.com', 1);
    expect(toCandidate!.subject).toContain('(Europe/Berlin)');
    const candidateCopy = invitation(toCandidate!);
    expect(candidateCopy.contentType).toBe('text/calendar; method=REQUEST; charset=UTF-8');
    expect(candidateCopy.value('METHOD')).toBe('REQUEST');
    expect(candidateCopy.value('UID')).toBe(interview.uid);
    expect(candidateCopy.value('SEQUENCE')).toBe('0');
    expect(candidateCopy.value('DTSTART')).toBe(interview.startsAt.replace(/[-:]|\.000/g, ''));
    expect(candidateCopy.value('LOCATION')).toBe('Room 4\\; Building A\\, Berlin');
    expect(candidateCopy.values('ATTENDEE')).toEqual(['mailto:priya@example.com', 'mailto:sam@scheda.example', 'mailto:kim@scheda.example']);
    expect(candidateCopy.value('ORGANIZER')).toBe('mailto:admin@scheda.example');
    // The interviewers' notes stay out of the candidate's copy.
    expect(candidateCopy.value('DESCRIPTION')).not.toContain('Kafka');
    const [toSam] = await mailsTo('sam@scheda.example', 1);
    expect(invitation(toSam!).value('UID')).toBe(interview.uid);
    expect(invitation(toSam!).value('DESCRIPTION')).toContain('Notes: Ask about Kafka.');
    // Staff text for the interviewer: the candidate's template and her signed data-rights link are hers alone.
    expect(toSam!.subject).toMatch(/^Interview: .+ \(scheda Engineer\), \d{4}-\d\d-\d\d 10:00 \(Europe\/Berlin\)$/);
    expect(toSam!.text).toContain('Notes: Ask about Kafka.');
    expect(toSam!.text).not.toContain('/privacy/request');
    expect(toCandidate!.text).toContain('/privacy/request?token=');
    await mailsTo('kim@scheda.example', 1);
  });

  it('reschedules it: same UID, SEQUENCE 1; an interviewer taken off gets a CANCEL, one added a REQUEST', async () => {
    const answer = await reschedule(a, interview.id, plan({ date: inDays(11), time: '14:30', interviewerIds: [a.sam.id, a.adminId] }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ id: interview.id, uid: interview.uid, sequence: 1, date: inDays(11), time: '14:30', status: 'SCHEDULED' });
    expect(await statusOf(applicationId)).toBe('IN_PROGRESS');
    const entry = await lastHistoryEntry(a, applicationId);
    expect(entry).toMatchObject({ kind: 'INTERVIEW', fromStatus: 'IN_PROGRESS', toStatus: 'IN_PROGRESS' });
    expect(entry.reason).toContain('rescheduled to');

    const [, moved] = await mailsTo('priya@example.com', 2);
    expect(invitation(moved!)).toMatchObject({ contentType: 'text/calendar; method=REQUEST; charset=UTF-8' });
    expect([invitation(moved!).value('UID'), invitation(moved!).value('SEQUENCE')]).toEqual([interview.uid, '1']);
    const [, dropped] = await mailsTo('kim@scheda.example', 2);
    expect([invitation(dropped!).value('METHOD'), invitation(dropped!).value('SEQUENCE')]).toEqual(['CANCEL', '1']);
    expect(invitation(dropped!).values('ATTENDEE')).toEqual(['mailto:kim@scheda.example']);
    const [added] = await mailsTo('admin@scheda.example', 1);
    expect([invitation(added!).value('METHOD'), invitation(added!).value('UID')]).toEqual(['REQUEST', interview.uid]);
  });

  it('cancels it with METHOD:CANCEL and a higher SEQUENCE; a cancelled interview cannot change again (409)', async () => {
    const answer = await cancel(a, interview.id, 'The position was filled.');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ status: 'CANCELLED', sequence: 2, uid: interview.uid, cancelReason: 'The position was filled.' });
    expect((await lastHistoryEntry(a, applicationId)).reason).toMatch(/cancelled: The position was filled\.$/);

    const [, , cancelled] = await mailsTo('priya@example.com', 3);
    const copy = invitation(cancelled!);
    expect(copy.contentType).toBe('text/calendar; method=CANCEL; charset=UTF-8');
    expect([copy.value('METHOD'), copy.value('STATUS'), copy.value('SEQUENCE'), copy.value('UID')]).toEqual([
      'CANCEL',
      'CANCELLED',
      '2',
      interview.uid,
    ]);
    expect(cancelled!.text).toContain('The position was filled.');
    await mailsTo('admin@scheda.example', 2);

    expect(await cancel(a, interview.id)).toMatchObject({ status: 409, body: { message: 'This interview has been cancelled.', error: 'CONFLICT' } });
    expect((await reschedule(a, interview.id, plan())).status).toBe(409);
  });
});

describe('rules', () => {
  it('refuses a bad plan with 400 and its reason, and books nothing', async () => {
    const applicationId = await seedApplication(a, 'bad@example.com');
    const [before] = await db().select({ total: count() }).from(scheduledInterviews);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ date: inDays(-1) }, 'The interview must start in the future.'],
      [{ date: '2026-02-30' }, 'Enter the date as YYYY-MM-DD.'],
      [{ time: '24:00' }, 'Enter the time as HH:MM (24-hour clock).'],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'Choose a time zone by its name, such as Europe/Berlin.'],
      [{ timeZone: '+02:00' }, 'Choose a time zone by its name, such as Europe/Berlin.'],
      [{ durationMinutes: 10 }, 'The duration must be a whole number of minutes from 15 to 480.'],
      [{ durationMinutes: 481 }, 'The duration must be a whole number of minutes from 15 to 480.'],
      [{ location: ' ', videoUrl: null }, 'Give a place or a video link.'],
      [{ videoUrl: 'javascript:alert(1)' }, 'The video link must be a web address starting with http:// or https://.'],
      [{ interviewerIds: [] }, 'Choose at least one interviewer.'],
      [{ interviewerIds: [MISSING_ID] }, 'Every interviewer must be an active user of your organization.'],
      // Another organisation's user is refused like an unknown id.
      [{ interviewerIds: [b.sam.id] }, 'Every interviewer must be an active user of your organization.'],
    ];
    for (const [overrides, message] of cases) {
      const answer = await schedule(a, { applicationId, ...plan(overrides) });
      expect(answer, JSON.stringify(overrides)).toMatchObject({ status: 400, body: { message, error: 'BAD_REQUEST' } });
    }
    const [after] = await db().select({ total: count() }).from(scheduledInterviews);
    expect(after!.total).toBe(before!.total);
    expect(await statusOf(applicationId)).toBe('APPLIED');
  });

  it('keeps a later status and records the booking in the history; a candidate without an email still gets his interviewers invited', async () => {
    const applicationId = await seedApplication(a, null, 'SHORTLISTED');
    const booked = await scheduled(a, { applicationId, ...plan({ interviewerIds: [a.kim.id] }) });
    expect(await statusOf(applicationId)).toBe('SHORTLISTED');
    expect(await lastHistoryEntry(a, applicationId)).toMatchObject({ kind: 'INTERVIEW', fromStatus: 'SHORTLISTED', toStatus: 'SHORTLISTED' });
    const mails = await mailsTo('kim@scheda.example', 3);
    expect(invitation(mails.at(-1)!).value('UID')).toBe(booked.uid);
    expect(invitation(mails.at(-1)!).values('ATTENDEE')).toEqual(['mailto:kim@scheda.example']);
  });

  it("answers another organisation's application and interview exactly like missing ones, and changes nothing of it", async () => {
    const theirs = await scheduled(b, { applicationId: await seedApplication(b, 'theirs@example.com'), ...plan({ interviewerIds: [b.sam.id] }) });
    const ownApplication = await seedApplication(a, 'mine@example.com');
    const body = { applicationId: ownApplication, ...plan() };
    const missing = await schedule(a, { ...body, applicationId: MISSING_ID });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Application not found.' } });
    expect((await schedule(a, { ...body, applicationId: theirs.applicationId })).body).toEqual(missing.body);
    for (const [method, suffix, payload] of [
      ['GET', '', undefined],
      ['PUT', '', plan()],
      ['POST', '/cancel', {}],
    ] as const) {
      const absent = await call(app, method, `/api/scheduled-interviews/${MISSING_ID}${suffix}`, { token: a.token, body: payload });
      expect(absent).toMatchObject({ status: 404, body: { message: 'Interview not found.' } });
      const foreign = await call(app, method, `/api/scheduled-interviews/${theirs.id}${suffix}`, { token: a.token, body: payload });
      expect([foreign.status, foreign.body]).toEqual([absent.status, absent.body]);
    }
    expect((await call(app, 'GET', `/api/scheduled-interviews/${theirs.id}`, { token: b.token })).body).toEqual(theirs);
  });
});

describe('the list', () => {
  it('shows what is not over yet, soonest first, filtered by job, interviewer, range and status, paged, own organisation only', async () => {
    const otherJob = await createJob(app, a.token, 'Data Analyst');
    const first = await scheduled(a, {
      applicationId: await seedApplication(a, 'l1@example.com'),
      ...plan({ date: inDays(3), interviewerIds: [a.kim.id] }),
    });
    const second = await scheduled(a, {
      applicationId: await seedApplication(a, 'l2@example.com', 'APPLIED', otherJob),
      ...plan({ date: inDays(4), interviewerIds: [a.sam.id] }),
    });
    const third = await scheduled(a, {
      applicationId: await seedApplication(a, 'l3@example.com'),
      ...plan({ date: inDays(40), interviewerIds: [a.sam.id] }),
    });
    const ids = async (query: string) => {
      const answer = await call(app, 'GET', `/api/scheduled-interviews?${query}`, { token: a.token });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.content.map((row: { id: number }) => row.id);
    };
    const from = `from=${encodeURIComponent(new Date(Date.now() + 2 * 86_400_000).toISOString())}`;
    const to = `to=${encodeURIComponent(new Date(Date.now() + 5 * 86_400_000).toISOString())}`;
    expect(await ids(`${from}&${to}`)).toEqual([first.id, second.id]);
    expect(await ids(`${from}&jobId=${otherJob}`)).toEqual([second.id]);
    expect(await ids(`${from}&interviewerId=${a.sam.id}`)).toEqual([second.id, third.id]);
    expect(await ids(`${from}&${to}&size=1&page=1`)).toEqual([second.id]);
    const page = await call(app, 'GET', `/api/scheduled-interviews?${from}&size=2`, { token: a.token });
    expect(page.body).toMatchObject({ totalElements: 4, totalPages: 2, number: 0, size: 2, first: true, last: false });
    // The interview scheduled in the rules above (10 days out) is there; the cancelled one is not, unless asked for.
    expect(await ids('status=CANCELLED')).toHaveLength(1);
    expect(page.body.content.every((row: { jobTitle: string }) => row.jobTitle.length > 0)).toBe(true);
    // B's interviews never show, whatever the filter.
    expect(await ids(`interviewerId=${b.sam.id}&status=ALL`)).toEqual([]);
    expect(await call(app, 'GET', '/api/scheduled-interviews?from=tomorrow', { token: a.token })).toMatchObject({ status: 400 });
    expect(
      await call(app, 'GET', `/api/scheduled-interviews?from=${inDays(6)}T00:00:00Z&to=${inDays(5)}T00:00:00Z`, { token: a.token }),
    ).toMatchObject({
      status: 400,
      body: { message: "'from' must be before 'to'." },
    });
  });
});
