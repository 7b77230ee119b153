import { DUPLICATES_MAX, DUPLICATE_MESSAGES } from '@kairox/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/api.js';
import { RESUME_TEXT, applicantJson, makePdf, upload } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { addNote, createJob, createStaffedTenant, seedApplications, waitForResumeProcessing, type StaffedTenant } from '../../testing/tenants.js';

/**
 * Duplicates across an organisation's jobs (issue #12): the same email (any case), phone (last 9
 * digits) or resume file flags an application in the lists and names the matches; a recruiter can
 * copy a duplicate's notes onto the application kept.
 */

let app: TestApp;
let a: StaffedTenant;
let b: StaffedTenant;
let fileCounter = 0;

beforeAll(async () => {
  app = await createTestApp();
  a = await createStaffedTenant(app, 'dupa');
  b = await createStaffedTenant(app, 'dupb');
});

afterAll(async () => {
  await app?.close();
});

/** A resume no other application has, unless one is given. */
const newResume = () => makePdf(`${RESUME_TEXT}\nReference ${++fileCounter}`);

async function add(tenant: StaffedTenant, jobId: number, candidate: { email: string; phone: string; resume?: Uint8Array }): Promise<number> {
  const answer = await upload(
    app,
    '/api/applications/applications',
    [
      {
        name: 'applicant',
        value: applicantJson(jobId, { candidateName: 'Sam Lee', candidateEmail: candidate.email, candidatePhone: candidate.phone }),
      },
      { name: 'cv', bytes: candidate.resume ?? (await newResume()), fileName: 'resume.pdf', type: 'application/pdf' },
    ],
    { token: tenant.admin.token },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as number;
}

const duplicatesOf = async (id: number, token = a.admin.token) => {
  const answer = await call(app, 'GET', `/api/applications/${id}/duplicates`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Array<{ id: number; jobId: number; jobTitle: string; status: string; score: number | null; matchedOn: string[] }>;
};

/** duplicateCount per application id, as the job page's list answers it. */
async function jobPageCounts(tenant: StaffedTenant, jobId: number): Promise<Map<number, number>> {
  const answer = await call(app, 'GET', `/api/applications/applicants/${jobId}?size=100`, { token: tenant.admin.token });
  expect(answer.status).toBe(200);
  return new Map(answer.body.content.map((row: { id: number; duplicateCount: number }) => [row.id, row.duplicateCount]));
}

const mergeNotes = (id: number, fromId: unknown, token = a.admin.token) =>
  call(app, 'POST', `/api/applications/${id}/merge-notes`, { token, body: { fromId } });

const notesOf = async (id: number) => {
  const answer = await call(app, 'GET', `/api/applications/${id}/notes`, { token: a.admin.token });
  expect(answer.status).toBe(200);
  return answer.body as Array<{ note: string; noteType: string; createdBy: number | null; createdAt: string }>;
};

describe('duplicate detection', () => {
  let job1: number;
  let job2: number;
  let job3: number;
  let x: number;
  let y: number;
  let z: number;
  let w: number;
  let v: number;

  beforeAll(async () => {
    [job1, job2, job3] = [
      await createJob(app, a.admin.token, 'Platform Engineer'),
      await createJob(app, a.admin.token, 'Data Engineer'),
      await createJob(app, a.admin.token, 'SRE'),
    ];
    const fileX = await newResume();
    x = await add(a, job1, { email: 'sam.lee@example.com', phone: '+44 7700 900123', resume: fileX });
    y = await add(a, job2, { email: 'SAM.LEE@example.com', phone: '+1 202 555 0101' });
    z = await add(a, job2, { email: 'zed@example.com', phone: '07700 900123' });
    w = await add(a, job1, { email: 'dub@example.com', phone: '+1 202 555 0102', resume: fileX });
    v = await add(a, job3, { email: 'Sam.Lee@Example.com', phone: '+44 (0) 7700-900123' });
    // Another tenant with the same email, phone and file: never a match.
    await add(b, b.jobId, { email: 'sam.lee@example.com', phone: '+44 7700 900123', resume: fileX });
    await waitForResumeProcessing(app, [a.orgId, b.orgId]);
  });

  it("names the organisation's other applications with the same email, phone or file, and what matched", async () => {
    const found = await duplicatesOf(x);
    expect(found.map((row) => [row.id, row.matchedOn])).toEqual([
      [v, ['email', 'phone']],
      [w, ['file']],
      [z, ['phone']],
      [y, ['email']],
    ]);
    const screened = await call(app, 'GET', `/api/applications/${y}`, { token: a.admin.token });
    expect(screened.body.score).toEqual(expect.any(Number));
    expect(found.find((row) => row.id === y)).toMatchObject({
      jobId: job2,
      jobTitle: 'Data Engineer',
      status: 'QUALIFIED',
      score: screened.body.score,
    });
    expect((await duplicatesOf(y)).map((row) => [row.id, row.matchedOn])).toEqual([
      [v, ['email']],
      [x, ['email']],
    ]);
  });

  it('counts the matches of every row of the job page and of the Applications page, each match once', async () => {
    const first = await jobPageCounts(a, job1);
    expect([first.get(x), first.get(w)]).toEqual([4, 1]);
    const second = await jobPageCounts(a, job2);
    expect([second.get(y), second.get(z)]).toEqual([2, 2]);
    const orgWide = await call(app, 'GET', `/api/applications?jobId=${job3}`, { token: a.admin.token });
    expect(orgWide.body.content.map((row: { id: number; duplicateCount: number }) => [row.id, row.duplicateCount])).toEqual([[v, 3]]);
    // B's copy matches nothing in B, and A's matches never count B's.
    expect([...(await jobPageCounts(b, b.jobId)).values()].filter((count) => count > 0)).toHaveLength(2);
  });

  it('does not match phones with fewer than 9 digits', async () => {
    const first = await add(a, job1, { email: 'short1@example.com', phone: '(555) 1234' });
    const second = await add(a, job2, { email: 'short2@example.com', phone: '555-1234' });
    expect(await duplicatesOf(first)).toEqual([]);
    expect((await jobPageCounts(a, job2)).get(second)).toBe(0);
  });

  it("answers 404 for another tenant's application, like a missing one", async () => {
    const foreign = await call(app, 'GET', `/api/applications/${b.applicationId}/duplicates`, { token: a.admin.token });
    const missing = await call(app, 'GET', '/api/applications/2000000000/duplicates', { token: a.admin.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
  });

  describe('merging notes', () => {
    it("copies the duplicate's recruiter notes with their author and date, once, and the duplicate can then be marked DUPLICATE", async () => {
      await addNote(app, a.admin.token, y, 'Called: available in March.');
      await addNote(app, a.user.token, y, 'Prefers remote work.');
      await addNote(app, a.admin.token, x, 'First screening call done.');
      const yNotes = (await notesOf(y)).filter((note) => note.noteType === 'note');

      const merged = await mergeNotes(x, y);
      expect(merged.status, JSON.stringify(merged.body)).toBe(200);
      expect(merged.body).toEqual({ message: DUPLICATE_MESSAGES.merged(2), merged: 2 });
      const xNotes = await notesOf(x);
      expect(xNotes.filter((note) => note.noteType === 'note').map(({ note, createdBy, createdAt }) => ({ note, createdBy, createdAt }))).toEqual(
        expect.arrayContaining(yNotes.map(({ note, createdBy, createdAt }) => ({ note, createdBy, createdAt }))),
      );
      expect(xNotes.filter((note) => note.noteType === 'note')).toHaveLength(3);
      expect(xNotes.filter((note) => note.noteType === 'resume-feedback').length).toBeLessThanOrEqual(1);
      expect((await notesOf(y)).filter((note) => note.noteType === 'note')).toEqual(yNotes);

      // Merging again copies nothing twice.
      expect((await mergeNotes(x, y)).body).toEqual({ message: DUPLICATE_MESSAGES.merged(0), merged: 0 });
      expect((await notesOf(x)).filter((note) => note.noteType === 'note')).toHaveLength(3);

      const marked = await call(app, 'PUT', `/api/applications/${y}/status`, { token: a.user.token, body: { status: 'DUPLICATE' } });
      expect(marked.status).toBe(200);
      expect((await duplicatesOf(x)).find((row) => row.id === y)?.status).toBe('DUPLICATE');
    });

    it('refuses applications that are not duplicates of each other, or the same one, with 409', async () => {
      const other = await add(a, job1, { email: 'unrelated@example.com', phone: '+49 30 1234567' });
      await addNote(app, a.admin.token, other, 'Not the same person.');
      const before = (await notesOf(x)).length;
      for (const fromId of [other, x]) {
        const refused = await mergeNotes(x, fromId);
        expect(refused.status).toBe(409);
        expect(refused.body).toEqual({ message: DUPLICATE_MESSAGES.notDuplicates, error: 'CONFLICT' });
      }
      expect(await notesOf(x)).toHaveLength(before);
    });

    it("answers 404 when either application is another tenant's or missing, and copies nothing", async () => {
      const before = (await notesOf(x)).length;
      const missing = await mergeNotes(x, 2_000_000_000);
      expect(missing.status).toBe(404);
      expect(await mergeNotes(x, b.applicationId)).toEqual(expect.objectContaining({ status: 404, body: missing.body }));
      expect(await mergeNotes(b.applicationId, x)).toEqual(expect.objectContaining({ status: 404, body: missing.body }));
      expect(await notesOf(x)).toHaveLength(before);
    });

    it('refuses a fromId that is not an id with 400', async () => {
      for (const fromId of ['12', 0, 1.5, null]) {
        const answer = await mergeNotes(x, fromId);
        expect(answer.status, String(fromId)).toBe(400);
        expect(answer.body).toEqual({ message: DUPLICATE_MESSAGES.invalidFromId, error: 'BAD_REQUEST' });
      }
    });
  });
});

describe('the same file on several jobs', () => {
  it('is refused twice on one job by mass upload, and flagged as a duplicate on another job', async () => {
    const [first, second] = [await createJob(app, a.admin.token, 'Mass one'), await createJob(app, a.admin.token, 'Mass two')];
    const file = await newResume();
    const massUpload = (jobId: number) =>
      upload(
        app,
        '/api/applications/mass-upload',
        [
          { name: 'jobId', value: String(jobId) },
          { name: 'files', bytes: file, fileName: 'Robin Mass.pdf', type: 'application/pdf' },
        ],
        { token: a.admin.token },
      );
    const accepted = await massUpload(first);
    expect(accepted.status).toBe(200);
    const refused = await massUpload(first);
    expect(refused.status).toBe(400);
    expect(refused.body.rejected).toHaveLength(1);
    const elsewhere = await massUpload(second);
    expect(elsewhere.status).toBe(200);
    const id = elsewhere.body.accepted[0].applicationId as number;
    expect((await duplicatesOf(id)).map((row) => [row.id, row.matchedOn[0]])).toContainEqual([accepted.body.accepted[0].applicationId, 'file']);
  });
});

describe('a value thousands share', () => {
  it('counts and lists at most DUPLICATES_MAX matches, with the job page answering as usual', async () => {
    const job = await createJob(app, a.admin.token, 'Front desk');
    const switchboard = { candidatePhone: '+49 30 9999 1234' };
    const ids = await seedApplications(
      app,
      a.orgId,
      job,
      Array.from({ length: DUPLICATES_MAX + 5 }, () => switchboard),
    );
    const newest = ids.at(-1)!;
    expect((await jobPageCounts(a, job)).get(newest)).toBe(DUPLICATES_MAX);
    expect(await duplicatesOf(newest)).toHaveLength(DUPLICATES_MAX);
    const [few] = await seedApplications(app, a.orgId, job, [{ candidatePhone: '+49 30 7777 1234' }, { candidatePhone: '+49 30 7777 1234' }]);
    expect((await jobPageCounts(a, job)).get(few!)).toBe(1);
  });
});
