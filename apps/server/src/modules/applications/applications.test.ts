import { readdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import { PRIVACY_NOTICE_VERSION, todayAnywhereOnEarth } from '@kairox/contract';
import { count, eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, applicationStatusHistory, dataRetentionSettings, jobs, notes } from '../../db/schema.js';
import { FileNotFoundError, newFileKey } from '../../lib/storage.js';
import { call, signUpTenant } from '../../testing/api.js';
import {
  RESUME_TEXT,
  applicantJson,
  makeDocx,
  makeOleWordHeader,
  makePdf,
  makePng,
  makeZipBomb,
  upload,
  type FilePart,
  type FormEntry,
} from '../../testing/fixtures.js';
import { waitFor } from '../../testing/server-process.js';
import { waitForResumeProcessing } from '../../testing/tenants.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { upsertResumeFeedbackNote } from '../notes/notes.service.js';
import { createApplication, storeResume } from './applications.service.js';
import { sweepOrphanFiles } from './orphan-files.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.parse(`${todayAnywhereOnEarth()}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const MESSAGES = {
  required: 'Candidate Name, Email, and Resume are required.',
  extension: (fileName: string) => `The file ${fileName} is not a PDF, DOC, DOCX or TXT file: its name must end in .pdf, .doc, .docx or .txt.`,
  pdfExtension: (fileName: string) => `The file ${fileName} is not a PDF file: its name must end in .pdf.`,
  notA: (fileName: string, promised: string, content: string) => `The file ${fileName} is not ${promised}: its content is ${content}.`,
  tooLarge: 'The resume is larger than 10 MB.',
  empty: 'The resume file is empty.',
  docx: 'The DOCX file is malformed or too large when unpacked.',
  closed: 'This job is no longer accepting applications.',
  duplicate: 'This candidate has already applied for this job.',
  duplicateFile: 'This resume has already been uploaded for this job.',
  consentRequired: 'Please read the privacy notice and agree to it to apply.',
  noticeChanged: 'The privacy notice has changed. Please reload the page, read it and agree to it again.',
};

let app: TestApp;
let tenantA: { orgId: number; token: string };
let tenantB: { orgId: number; token: string };
let activeJob: number;
let pdf: Uint8Array;

const jobBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Senior Backend Engineer',
  department: 'Engineering',
  description: 'Build the APIs.',
  requirements: 'Node.js',
  cutoffDate: inDays(30),
  aiProcessingCutoffDate: inDays(35),
  internalDetails: { projectName: 'Core', projectCode: 'ENG-1', projectManager: 'Priya', techInterviewPoc: 'Dan' },
  ...overrides,
});

async function createJob(token: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await call(app, 'POST', '/functions/V1/create-job', { token, body: jobBody(overrides) });
  if (answer.status !== 201) throw new Error(`create-job: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.job_id as number;
}

let ipCounter = 0;
/** Anonymous calls come from distinct addresses, so the per-IP limit only bites where a test wants it. */
const nextIp = () => {
  ipCounter += 1;
  return `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

async function apply(entries: FormEntry[], token?: string) {
  return upload(app, '/api/applications/applications', entries, token ? { token } : { remoteAddress: nextIp() });
}

const cvPart = (bytes: Uint8Array, fileName = 'cv.pdf', type = 'application/pdf'): FilePart => ({ name: 'cv', bytes, fileName, type });
const applicantPart = (jobId: number, overrides: Record<string, unknown> = {}): FormEntry => ({
  name: 'applicant',
  value: applicantJson(jobId, overrides),
});

let emailCounter = 0;
const uniqueEmail = () => `candidate${(emailCounter += 1)}@example.com`;

/** Adds a candidate through the dashboard path and answers its id. */
async function addCandidate(token: string, jobId: number, overrides: Record<string, unknown> = {}, file: FormEntry = cvPart(pdf)) {
  const answer = await apply([applicantPart(jobId, { candidateEmail: uniqueEmail(), ...overrides }), file], token);
  if (answer.status !== 201) throw new Error(`apply: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id as number;
}

async function waitForProcessing(id: number, token: string) {
  // The first resume also waits for an extraction child to start: seconds on a loaded machine.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const answer = await call(app, 'GET', `/api/applications/${id}`, { token });
    if (answer.body.resumeStatus === 'COMPLETED' || answer.body.resumeStatus === 'FAILED') return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`application ${id} was not processed in time`);
}

async function rowCounts() {
  const { db } = app.ctx.database;
  const [a] = await db.select({ total: count() }).from(applications);
  const [h] = await db.select({ total: count() }).from(applicationStatusHistory);
  return { applications: a!.total, history: h!.total };
}

/** Every stored file of every organisation. */
async function storedFiles(): Promise<string[]> {
  const root = path.join(app.config.dataDir, 'files');
  const orgs = await readdir(root).catch(() => [] as string[]);
  const files: string[] = [];
  for (const org of orgs) for (const file of await readdir(path.join(root, org))) files.push(`${org}/${file}`);
  return files.sort();
}

beforeAll(async () => {
  app = await createTestApp();
  tenantA = await signUpTenant(app, { name: 'Alpha', slug: 'alpha', domainId: 'alpha.io', adminEmail: 'admin@alpha.io' });
  tenantB = await signUpTenant(app, { name: 'Beta', slug: 'beta', domainId: 'beta.io', adminEmail: 'admin@beta.io' });
  activeJob = await createJob(tenantA.token);
  pdf = await makePdf(RESUME_TEXT);
});

afterAll(async () => {
  await app?.close();
});

describe('POST /api/applications/applications', () => {
  it('adds a candidate from the dashboard and answers the application row', async () => {
    const answer = await apply([applicantPart(activeJob), cvPart(pdf)], tenantA.token);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      jobId: activeJob,
      candidateName: 'Jordan Rivera',
      candidateEmail: 'jordan.rivera@example.com',
      candidatePhone: '+1 415 555 0199',
      status: 'QUALIFIED',
      score: null,
      aiScore: null,
      scoreEngineVersion: null,
      scoreOverridden: false,
      profile: null,
      resumeStatus: 'PENDING',
      resumeError: null,
      sourceChannel: 'manual',
      experience: '7 years',
      skills: 'Node.js, PostgreSQL',
      motivation: 'I like the product.',
      noticePeriod: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const read = await call(app, 'GET', `/api/applications/${answer.body.id}`, { token: tenantA.token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: answer.body.id, candidateName: 'Jordan Rivera', resumeFileName: 'cv.pdf' });

    const [row] = await app.ctx.database.db.select().from(applications).where(eq(applications.id, answer.body.id));
    expect(row).toMatchObject({
      orgId: tenantA.orgId,
      resumeMime: 'application/pdf',
      resumeSize: pdf.length,
      resumeFileKey: expect.stringMatching(/^org-\d+\//),
    });
    expect(await app.ctx.storage.read(row!.resumeFileKey)).toEqual(Buffer.from(pdf));
  });

  it('lets staff set a candidate status and add to a job in any status; the assistant always starts QUALIFIED', async () => {
    const closed = await createJob(tenantA.token);
    await call(app, 'PUT', `/functions/V1/updateJobStatus/${closed}?status=CLOSED`, { token: tenantA.token });
    const staff = await apply([applicantPart(closed, { candidateEmail: uniqueEmail(), status: 'shortlisted' }), cvPart(pdf)], tenantA.token);
    expect(staff).toMatchObject({ status: 201, body: { status: 'SHORTLISTED', jobId: closed } });

    const assistant = await apply([
      applicantPart(activeJob, { candidateEmail: uniqueEmail(), status: 'SHORTLISTED', score: 99, sourceChannel: 'Kairox Assistant' }),
      cvPart(pdf),
    ]);
    expect(assistant).toMatchObject({ status: 201, body: { status: 'QUALIFIED', score: null, sourceChannel: 'Kairox Assistant' } });
    const [row] = await app.ctx.database.db.select().from(applications).where(eq(applications.id, assistant.body.id));
    expect(row).toMatchObject({ orgId: tenantA.orgId, createdBy: null });
  });

  it("requires a public application's agreement to the privacy notice in force and stores it; staff adds record none", async () => {
    const before = await rowCounts();
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ privacyConsent: undefined }, MESSAGES.consentRequired],
      [{ privacyConsent: false }, MESSAGES.consentRequired],
      [{ privacyConsent: 'yes' }, MESSAGES.consentRequired],
      [{ privacyNoticeVersion: undefined }, MESSAGES.noticeChanged],
      [{ privacyNoticeVersion: '2020-01-01' }, MESSAGES.noticeChanged],
    ];
    for (const [overrides, message] of refused) {
      const answer = await apply([applicantPart(activeJob, { candidateEmail: uniqueEmail(), ...overrides }), cvPart(pdf)]);
      expect(answer, JSON.stringify(overrides)).toEqual({ status: 400, body: { message, error: 'BAD_REQUEST' } });
    }
    expect(await rowCounts()).toEqual(before);

    const consentOf = async (id: number) => (await call(app, 'GET', `/api/applications/${id}`, { token: tenantA.token })).body.privacyConsent;
    const sentAt = Date.now();
    const candidate = await apply([applicantPart(activeJob, { candidateEmail: uniqueEmail() }), cvPart(pdf)]);
    expect(candidate.status).toBe(201);
    const consent = await consentOf(candidate.body.id);
    expect(consent).toEqual({ givenAt: expect.any(String), noticeVersion: PRIVACY_NOTICE_VERSION });
    expect(Date.parse(consent.givenAt)).toBeGreaterThanOrEqual(sentAt - 1000);
    expect(Date.parse(consent.givenAt)).toBeLessThanOrEqual(Date.now());

    // Staff are asked for no consent and record none, even when the fields are sent.
    for (const overrides of [{ privacyConsent: undefined, privacyNoticeVersion: undefined }, {}]) {
      const staff = await apply([applicantPart(activeJob, { candidateEmail: uniqueEmail(), ...overrides }), cvPart(pdf)], tenantA.token);
      expect(staff.status).toBe(201);
      expect(await consentOf(staff.body.id)).toBeNull();
    }
  });

  it('accepts the applicant part as a JSON blob, the fields in any order, and the status any case', async () => {
    const answer = await apply([
      cvPart(pdf),
      { name: 'applicant', value: applicantJson(activeJob, { candidateEmail: uniqueEmail(), status: 'Qualified' }), type: 'application/json' },
    ]);
    expect(answer).toMatchObject({ status: 201, body: { status: 'QUALIFIED' } });
    const numericString = await apply([applicantPart(activeJob, { candidateEmail: uniqueEmail(), jobId: String(activeJob) }), cvPart(pdf)]);
    expect(numericString.status).toBe(201);
  });

  it('takes PDF, DOCX, DOC and TXT resumes whose content is what their extension says (any letter case)', async () => {
    const cases: Array<[Uint8Array, string, string, string]> = [
      [makeDocx(RESUME_TEXT), 'resume.docx', 'application/octet-stream', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [Buffer.from(RESUME_TEXT), 'resume.txt', 'text/plain', 'text/plain; charset=utf-8'],
      [makeOleWordHeader(), 'resume.doc', 'application/msword', 'application/msword'],
      // The declared type is ignored; the extension's case is too.
      [pdf, 'RESUME.PDF', 'text/plain', 'application/pdf'],
    ];
    for (const [bytes, fileName, declared, mime] of cases) {
      const answer = await apply([applicantPart(activeJob, { candidateEmail: uniqueEmail() }), cvPart(bytes, fileName, declared)], tenantA.token);
      expect(answer.status, fileName).toBe(201);
      const [row] = await app.ctx.database.db.select().from(applications).where(eq(applications.id, answer.body.id));
      expect(row!.resumeMime, fileName).toBe(mime);
      if (mime === 'application/msword') await call(app, 'DELETE', `/api/applications/${answer.body.id}`, { token: tenantA.token });
    }
  });

  it('refuses bad resumes by content, size and shape, and writes nothing', async () => {
    const before = await rowCounts();
    const filesBefore = await storedFiles();
    const oversize = Buffer.alloc(10 * 1024 * 1024 + 1, 0x61);
    const cases: Array<[FormEntry, string]> = [
      [cvPart(makePng(), 'photo.png', 'image/png'), MESSAGES.extension('photo.png')],
      [cvPart(makePng(), 'cv.pdf', 'application/pdf'), MESSAGES.notA('cv.pdf', 'a PDF', 'of an unsupported type')],
      [cvPart(Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe]), 'cv.txt', 'text/plain'), MESSAGES.notA('cv.txt', 'a text file', 'of an unsupported type')],
      [cvPart(Buffer.from('PK\u0003\u0004 not really a zip'), 'cv.docx'), MESSAGES.docx],
      [cvPart(makeDocx('x').subarray(0, 200), 'cv.docx'), MESSAGES.docx],
      [
        cvPart(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]), 'sheet.doc'),
        MESSAGES.notA('sheet.doc', 'a DOC document', 'of an unsupported type'),
      ],
      [cvPart(oversize, 'cv.txt', 'text/plain'), MESSAGES.tooLarge],
      [cvPart(new Uint8Array(0), 'cv.pdf'), MESSAGES.empty],
      [cvPart(Buffer.from('   \n\t '), 'cv.txt', 'text/plain'), MESSAGES.empty],
      [cvPart(makeZipBomb('total'), 'cv.docx'), MESSAGES.docx],
      [cvPart(makeZipBomb('ratio'), 'cv.docx'), MESSAGES.docx],
      [cvPart(makeZipBomb('entries'), 'cv.docx'), MESSAGES.docx],
    ];
    for (const [file, message] of cases) {
      const answer = await apply([applicantPart(activeJob, { candidateEmail: uniqueEmail() }), file]);
      expect(answer.status, message).toBe(400);
      expect(answer.body, (file as { fileName: string }).fileName).toEqual({ message, error: 'BAD_REQUEST' });
    }
    expect(await rowCounts()).toEqual(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('accepts a resume of exactly 10 MB', async () => {
    const exact = Buffer.alloc(10 * 1024 * 1024, 0x61);
    const answer = await apply([applicantPart(activeJob, { candidateEmail: uniqueEmail() }), cvPart(exact, 'long.txt', 'text/plain')], tenantA.token);
    expect(answer.status).toBe(201);
    await call(app, 'DELETE', `/api/applications/${answer.body.id}`, { token: tenantA.token });
  });

  it('requires name, email, resume and a job id', async () => {
    const before = await rowCounts();
    const cases: Array<[FormEntry[], string]> = [
      [[applicantPart(activeJob, { candidateName: '' }), cvPart(pdf)], MESSAGES.required],
      [[applicantPart(activeJob, { candidateName: '   ' }), cvPart(pdf)], MESSAGES.required],
      [[applicantPart(activeJob, { candidateEmail: undefined }), cvPart(pdf)], MESSAGES.required],
      [[applicantPart(activeJob, { candidateEmail: uniqueEmail() })], MESSAGES.required],
      [[applicantPart(activeJob, { candidateEmail: uniqueEmail() }), cvPart(new Uint8Array(0), '')], MESSAGES.required],
      [[cvPart(pdf)], MESSAGES.required],
      [[applicantPart(activeJob, { candidateEmail: 'not-an-email' }), cvPart(pdf)], 'Please enter a valid email address.'],
      [[applicantPart(activeJob, { jobId: undefined }), cvPart(pdf)], 'Job ID must be a positive whole number.'],
      [[applicantPart(activeJob, { jobId: 'abc' }), cvPart(pdf)], 'Job ID must be a positive whole number.'],
      [[applicantPart(activeJob, { status: 'HIRED' }), cvPart(pdf)], expect.stringContaining('Invalid candidate status')],
      [[{ name: 'applicant', value: '{"candidateName":' }, cvPart(pdf)], 'The applicant part must be a JSON object.'],
      [[{ name: 'applicant', value: '[1,2]' }, cvPart(pdf)], 'The applicant part must be a JSON object.'],
    ];
    for (const [entries, message] of cases) {
      const answer = await apply(entries);
      expect(answer.status, JSON.stringify(message)).toBe(400);
      expect(answer.body).toEqual({ message, error: 'BAD_REQUEST' });
    }
    const json = await call(app, 'POST', '/api/applications/applications', {
      body: { candidateName: 'A' },
      headers: { 'x-forwarded-for': nextIp() },
    });
    expect(json).toMatchObject({ status: 415, body: { message: 'The request must be multipart/form-data.', error: 'UNSUPPORTED_MEDIA_TYPE' } });
    expect(await rowCounts()).toEqual(before);
  });

  it('lets the public assistant apply only to ACTIVE jobs before their cutoff (Anywhere on Earth)', async () => {
    const closed = await createJob(tenantA.token);
    await call(app, 'PUT', `/functions/V1/updateJobStatus/${closed}?status=CLOSED`, { token: tenantA.token });
    const draft = await createJob(tenantA.token);
    await call(app, 'PUT', `/functions/V1/updateJobStatus/${draft}?status=DRAFT`, { token: tenantA.token });
    const past = await createJob(tenantA.token);
    await app.ctx.database.db
      .update(jobs)
      .set({ cutoffDate: inDays(-1) })
      .where(eq(jobs.id, past));
    const today = await createJob(tenantA.token, { cutoffDate: todayAnywhereOnEarth() });

    const completed = await createJob(tenantA.token);
    await app.ctx.database.db.update(jobs).set({ status: 'COMPLETED' }).where(eq(jobs.id, completed));

    for (const jobId of [closed, completed, past]) {
      const answer = await apply([applicantPart(jobId, { candidateEmail: uniqueEmail() }), cvPart(pdf)]);
      expect(answer, String(jobId)).toEqual({ status: 400, body: { message: MESSAGES.closed, error: 'BAD_REQUEST' } });
      // A stale or forged token is no staff token: the same public rules apply.
      const forged = await apply([applicantPart(jobId, { candidateEmail: uniqueEmail() }), cvPart(pdf)], 'not.a.token');
      expect(forged.status).toBe(400);
    }
    const open = await apply([applicantPart(today, { candidateEmail: uniqueEmail() }), cvPart(pdf)]);
    expect(open.status).toBe(201);
    // A draft is not public: it answers exactly like a job that does not exist.
    const missing = await apply([applicantPart(2_000_000_000, { candidateEmail: uniqueEmail() }), cvPart(pdf)]);
    expect(missing).toEqual({ status: 404, body: { message: 'Job not found.', error: 'NOT_FOUND' } });
    const drafted = await apply([applicantPart(draft, { candidateEmail: uniqueEmail() }), cvPart(pdf)]);
    expect(drafted).toEqual(missing);

    // Staff may still add candidates to closed or past jobs of their organisation.
    const staff = await apply([applicantPart(past, { candidateEmail: uniqueEmail() }), cvPart(pdf)], tenantA.token);
    expect(staff.status).toBe(201);
  });

  it('finds the tenant from the job for the public assistant; staff of another tenant get 404', async () => {
    const jobB = await createJob(tenantB.token);
    const publicAnswer = await apply([applicantPart(jobB, { candidateEmail: uniqueEmail() }), cvPart(pdf)]);
    expect(publicAnswer.status).toBe(201);
    const [row] = await app.ctx.database.db.select().from(applications).where(eq(applications.id, publicAnswer.body.id));
    expect(row!.orgId).toBe(tenantB.orgId);
    expect(row!.resumeFileKey.startsWith(`org-${tenantB.orgId}/`)).toBe(true);

    const before = await rowCounts();
    const foreign = await apply([applicantPart(jobB, { candidateEmail: uniqueEmail() }), cvPart(pdf)], tenantA.token);
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Job not found.' } });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses staff a second application with the same email to the same job (any letter case), and stores nothing', async () => {
    const email = uniqueEmail();
    expect((await apply([applicantPart(activeJob, { candidateEmail: email }), cvPart(pdf)], tenantA.token)).status).toBe(201);
    const filesBefore = await storedFiles();
    const before = await rowCounts();
    for (const again of [email.toUpperCase(), ` ${email} `]) {
      const answer = await apply([applicantPart(activeJob, { candidateEmail: again }), cvPart(pdf)], tenantA.token);
      expect(answer).toEqual({ status: 409, body: { message: MESSAGES.duplicate, error: 'CONFLICT' } });
    }
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await rowCounts()).toEqual(before);
    const otherJob = await createJob(tenantA.token);
    expect((await apply([applicantPart(otherJob, { candidateEmail: email }), cvPart(pdf)], tenantA.token)).status).toBe(201);
  });

  it('rate-limits anonymous applications per IP, not staff', async () => {
    const ip = '10.99.99.99';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const answer = await upload(app, '/api/applications/applications', [applicantPart(activeJob, { candidateName: '' })], { remoteAddress: ip });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    const staff = await upload(app, '/api/applications/applications', [applicantPart(activeJob, { candidateName: '' })], {
      remoteAddress: ip,
      token: tenantA.token,
    });
    expect(staff.status).toBe(400);
  });
});

describe('POST /api/applications/mass-upload', () => {
  let massJob: number;

  beforeAll(async () => {
    massJob = await createJob(tenantA.token, { title: 'Mass upload target' });
  });

  const files = (entries: Array<[Uint8Array, string, string?]>): FormEntry[] =>
    entries.map(([bytes, fileName, type]) => ({ name: 'files', bytes, fileName, type: type ?? 'application/pdf' }));

  it('accepts the good PDFs, refuses the others with reasons, and fills contacts from the resumes', async () => {
    // Long enough to be screened (a resume of fewer than 12 words ends FAILED as unreadable).
    const jane = await makePdf(
      'Jane Quinn Public\njane.public@example.com | +44 20 7946 0958\nSUMMARY\nData engineer.\n' +
        'Six years of building batch and streaming pipelines in Python, SQL and Apache Spark for retail and logistics companies, and mentoring junior analysts.',
    );
    const noContacts = await makePdf(
      'curriculum vitae\nExperienced welder, 10 years.\n' +
        'Certified in MIG, TIG and stick welding of structural steel and stainless pipe, reading blueprints, operating cutting torches and following strict safety procedures on construction sites.',
    );
    const answer = await upload(
      app,
      '/api/applications/mass-upload',
      [
        { name: 'jobId', value: String(massJob) },
        ...files([
          [jane, 'jane_public-Resume (2).pdf'],
          [makePng(), 'renamed.pdf'],
          [noContacts, 'WELDER_CV.pdf'],
          [makeDocx(RESUME_TEXT), 'word.pdf'],
          [new Uint8Array(0), 'empty.pdf'],
          [Buffer.alloc(10 * 1024 * 1024 + 1, 0x25), 'huge.pdf'],
          [jane, 'jane-again.pdf'],
          [pdf, 'C:\\Users\\me\\jordan.pdf'],
        ]),
      ],
      { token: tenantA.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Successfully uploaded 3 resumes!');
    expect(answer.body.accepted.map((entry: { fileName: string }) => entry.fileName)).toEqual([
      'jane_public-Resume (2).pdf',
      'WELDER_CV.pdf',
      'jordan.pdf',
    ]);
    expect(answer.body.rejected).toEqual([
      { fileName: 'renamed.pdf', reason: MESSAGES.notA('renamed.pdf', 'a PDF', 'of an unsupported type') },
      { fileName: 'word.pdf', reason: MESSAGES.notA('word.pdf', 'a PDF', 'a DOCX document') },
      { fileName: 'empty.pdf', reason: MESSAGES.empty },
      { fileName: 'huge.pdf', reason: MESSAGES.tooLarge },
      { fileName: 'jane-again.pdf', reason: MESSAGES.duplicateFile },
    ]);

    const [janeId, welderId, jordanId] = answer.body.accepted.map((entry: { applicationId: number }) => entry.applicationId);
    const fresh = await call(app, 'GET', `/api/applications/${welderId}`, { token: tenantA.token });
    expect(fresh.body).toMatchObject({
      candidateName: 'WELDER_CV',
      candidateEmail: null,
      candidatePhone: null,
      status: 'APPLIED',
      sourceChannel: 'mass-upload',
    });

    expect(await waitForProcessing(janeId, tenantA.token)).toMatchObject({
      resumeStatus: 'COMPLETED',
      candidateName: 'Jane Quinn Public',
      candidateEmail: 'jane.public@example.com',
      candidatePhone: '+44 20 7946 0958',
    });
    expect(await waitForProcessing(welderId, tenantA.token)).toMatchObject({
      resumeStatus: 'COMPLETED',
      candidateName: 'WELDER_CV',
      candidateEmail: null,
    });
    expect(await waitForProcessing(jordanId, tenantA.token)).toMatchObject({
      candidateName: 'Jordan Rivera',
      candidateEmail: 'jordan.rivera@example.com',
    });
  });

  it('answers 400 with the lists when nothing was accepted, and checks jobId', async () => {
    const filesBefore = await storedFiles();
    const none = await upload(
      app,
      '/api/applications/mass-upload',
      [
        { name: 'jobId', value: String(massJob) },
        ...files([
          [makePng(), 'a.pdf'],
          [new Uint8Array(0), 'b.pdf'],
        ]),
      ],
      { token: tenantA.token },
    );
    expect(none).toEqual({
      status: 400,
      body: {
        accepted: [],
        rejected: [
          { fileName: 'a.pdf', reason: MESSAGES.notA('a.pdf', 'a PDF', 'of an unsupported type') },
          { fileName: 'b.pdf', reason: MESSAGES.empty },
        ],
        message: 'No resumes were accepted.',
        error: 'BAD_REQUEST',
      },
    });
    const empty = await upload(app, '/api/applications/mass-upload', [{ name: 'jobId', value: String(massJob) }], { token: tenantA.token });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Please select at least one resume to upload.', accepted: [], rejected: [] } });
    for (const jobId of [undefined, 'abc', '0']) {
      const entries = [...(jobId === undefined ? [] : [{ name: 'jobId', value: jobId }]), ...files([[await makePdf('Unique A'), 'a.pdf']])];
      const answer = await upload(app, '/api/applications/mass-upload', entries, { token: tenantA.token });
      expect(answer, String(jobId)).toMatchObject({ status: 400, body: { message: 'Job ID must be a positive whole number.' } });
    }
    // Several files: their writes to the storage are still running when the job is found missing.
    const unknownJobFiles: Array<[Uint8Array, string]> = [];
    for (let i = 1; i <= 12; i += 1) unknownJobFiles.push([await makePdf(`Unique B ${i}`), `b-${i}.pdf`]);
    const missing = await upload(app, '/api/applications/mass-upload', [{ name: 'jobId', value: '2000000000' }, ...files(unknownJobFiles)], {
      token: tenantA.token,
    });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Job not found.' } });
    expect(await storedFiles()).toEqual(filesBefore);
    const anonymous = await upload(app, '/api/applications/mass-upload', [{ name: 'jobId', value: String(massJob) }, ...files([[pdf, 'a.pdf']])]);
    expect(anonymous.status).toBe(401);
  });

  it('takes at most 50 files per upload', async () => {
    const job = await createJob(tenantA.token, { title: 'Fifty' });
    const many: Array<[Uint8Array, string]> = [];
    for (let i = 1; i <= 51; i += 1) many.push([await makePdf(`Candidate Number ${i}\nresume ${i}`), `cv-${i}.pdf`]);
    const answer = await upload(app, '/api/applications/mass-upload', [{ name: 'jobId', value: String(job) }, ...files(many)], {
      token: tenantA.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.accepted.map((entry: { fileName: string }) => entry.fileName)).toEqual(many.slice(0, 50).map(([, name]) => name));
    expect(answer.body.rejected).toEqual([{ fileName: 'cv-51.pdf', reason: 'At most 50 resumes can be uploaded at once.' }]);
    expect(answer.body.message).toBe('Successfully uploaded 50 resumes!');
  });
});

describe('one upload rule on every path', () => {
  let ruleJob: number;

  beforeAll(async () => {
    ruleJob = await createJob(tenantA.token, { title: 'Upload rule' });
  });

  const massUpload = (jobId: number, entries: FormEntry[]) =>
    upload(app, '/api/applications/mass-upload', [{ name: 'jobId', value: String(jobId) }, ...entries], { token: tenantA.token });
  const asMassFile = (file: FilePart): FormEntry => ({ ...file, name: 'files' });

  it('refuses a file whose content is not what its name says on the dashboard, assistant and mass-upload paths, and stores nothing', async () => {
    const text = Buffer.from(RESUME_TEXT);
    const docx = makeDocx(RESUME_TEXT);
    const cases: Array<{ file: FilePart; shown: string; message: string; massMessage?: string }> = [
      { file: cvPart(text, 'fake.pdf'), shown: 'fake.pdf', message: MESSAGES.notA('fake.pdf', 'a PDF', 'plain text') },
      { file: cvPart(docx, 'word.pdf'), shown: 'word.pdf', message: MESSAGES.notA('word.pdf', 'a PDF', 'a DOCX document') },
      { file: cvPart(pdf, 'resume.txt', 'text/plain'), shown: 'resume.txt', message: MESSAGES.notA('resume.txt', 'a text file', 'a PDF') },
      { file: cvPart(docx, 'cv.doc'), shown: 'cv.doc', message: MESSAGES.notA('cv.doc', 'a DOC document', 'a DOCX document') },
      { file: cvPart(pdf, 'cv.docx'), shown: 'cv.docx', message: MESSAGES.notA('cv.docx', 'a DOCX document', 'a PDF') },
      { file: cvPart(makeOleWordHeader(), 'cv.txt'), shown: 'cv.txt', message: MESSAGES.notA('cv.txt', 'a text file', 'a DOC document') },
      { file: cvPart(pdf, 'resume'), shown: 'resume', message: MESSAGES.extension('resume') },
      { file: cvPart(pdf, 'resume.exe'), shown: 'resume.exe', message: MESSAGES.extension('resume.exe') },
      // U+202E would display this name as 'cvexe.pdf'; its real extension is .exe.
      { file: cvPart(pdf, 'cv\u202Efdp.exe'), shown: 'cvfdp.exe', message: MESSAGES.extension('cvfdp.exe') },
    ];
    const before = await rowCounts();
    const filesBefore = await storedFiles();
    for (const { file, shown, message } of cases) {
      for (const token of [tenantA.token, undefined]) {
        const answer = await apply([applicantPart(activeJob, { candidateEmail: uniqueEmail() }), file], token);
        expect(answer, `${shown} ${token ? 'dashboard' : 'assistant'}`).toEqual({ status: 400, body: { message, error: 'BAD_REQUEST' } });
      }
      // Mass upload takes PDFs only: a name that does not promise one is refused for its name.
      const massMessage = shown.endsWith('.pdf') ? message : MESSAGES.pdfExtension(shown);
      const mass = await massUpload(ruleJob, [asMassFile(file)]);
      expect(mass, `${shown} mass upload`).toEqual({
        status: 400,
        body: { accepted: [], rejected: [{ fileName: shown, reason: massMessage }], message: 'No resumes were accepted.', error: 'BAD_REQUEST' },
      });
    }
    expect(await rowCounts()).toEqual(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('keeps hostile file names harmless: no directories, no control or direction characters, bounded length', async () => {
    const cases: Array<[sent: string, stored: string]> = [
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['..\\..\\Windows\\win.ini.pdf', 'win.ini.pdf'],
      ['evil\u202Etxt.pdf', 'eviltxt.pdf'],
      ['tab\u0001\u0007\u200Bbell.pdf', 'tabbell.pdf'],
      ['trailing.pdf. . .', 'trailing.pdf'],
      [`${'a'.repeat(1000)}.pdf`, `${'a'.repeat(196)}.pdf`],
    ];
    for (const [sent, stored] of cases) {
      const id = await addCandidate(tenantA.token, activeJob, {}, cvPart(await makePdf(`Resume for ${sent.length} ${stored}`), sent));
      const read = await call(app, 'GET', `/api/applications/${id}`, { token: tenantA.token });
      expect(read.body.resumeFileName, JSON.stringify(sent)).toBe(stored);
    }

    const mass = await massUpload(ruleJob, [
      asMassFile(cvPart(await makePdf('Mass hostile one'), '../../etc/shadow.pdf')),
      asMassFile(cvPart(await makePdf('Mass hostile two'), 'quiet\u202Egpj.pdf')),
    ]);
    expect(mass.status).toBe(200);
    expect(mass.body.accepted.map((entry: { fileName: string }) => entry.fileName)).toEqual(['shadow.pdf', 'quietgpj.pdf']);
    for (const { applicationId, fileName } of mass.body.accepted as Array<{ applicationId: number; fileName: string }>) {
      const read = await call(app, 'GET', `/api/applications/${applicationId}`, { token: tenantA.token });
      expect(read.body.resumeFileName).toBe(fileName);
    }
  });

  it('creates one application when the same file is mass-uploaded twice at once, and keeps one file', async () => {
    const job = await createJob(tenantA.token, { title: 'Race' });
    const resume = await makePdf('Race Candidate\nrace@example.com\nSame bytes sent twice at once.');
    const filesBefore = await storedFiles();
    const answers = await Promise.all([1, 2].map(() => massUpload(job, [asMassFile(cvPart(resume, 'race.pdf'))])));
    const accepted = answers.flatMap((answer) => answer.body.accepted);
    const rejected = answers.flatMap((answer) => answer.body.rejected);
    expect(accepted).toHaveLength(1);
    expect(rejected).toEqual([{ fileName: 'race.pdf', reason: MESSAGES.duplicateFile }]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const rows = await app.ctx.database.db.select().from(applications).where(eq(applications.jobId, job));
    expect(rows.map((row) => row.id)).toEqual([accepted[0].applicationId]);
    const newFiles = (await storedFiles()).filter((file) => !filesBefore.includes(file));
    expect(newFiles).toEqual([rows[0]!.resumeFileKey]);
  });

  it('answers the file rule of the database when a mass-uploaded file slips past the early check', async () => {
    const job = await createJob(tenantA.token, { title: 'Unique file' });
    const resume = await makePdf('Index Candidate\nOne file per job, enforced by the database.');
    const first = await massUpload(job, [asMassFile(cvPart(resume, 'first.pdf'))]);
    expect(first.status).toBe(200);
    const stored = await storeResume(app.ctx, tenantA.orgId, resume, 'second.pdf', 'pdf');
    const input = {
      candidateName: 'Second',
      candidateEmail: null,
      candidatePhone: null,
      status: 'APPLIED',
      sourceChannel: 'mass-upload',
      createdBy: null,
    } as const;
    await expect(createApplication(app.ctx, tenantA.orgId, job, input, stored)).rejects.toMatchObject({
      statusCode: 409,
      message: MESSAGES.duplicateFile,
    });
    await expect(app.ctx.storage.read(stored.key)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('creates the files one by one, each with its answer, when they cannot be created together', async () => {
    const job = await createJob(tenantA.token, { title: 'One by one' });
    const onJob = await makePdf('Earlier Candidate\nAlready uploaded to this job once before.');
    expect((await massUpload(job, [asMassFile(cvPart(onJob, 'earlier.pdf'))])).status).toBe(200);
    // The request's applications are one statement; the database refuses it for this job, as it
    // would a statement that fails for one of its rows.
    await app.ctx.database.pool.query(`
      CREATE FUNCTION refuse_batch_${job}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (SELECT count(*) FROM new_rows WHERE job_id = ${job}) > 1 THEN RAISE EXCEPTION 'refused for the test'; END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER refuse_batch_${job} AFTER INSERT ON applications REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION refuse_batch_${job}();`);
    try {
      const names = ['one.pdf', 'two.pdf', 'three.pdf'];
      const resumes = await Promise.all(
        names.map((name) =>
          makePdf(
            `Candidate ${name}\nWarehouse supervisor with eight years of running inbound and outbound shifts, ` +
              'planning rotas for forty staff, keeping stock records accurate, training new starters on forklift safety and cutting picking errors by half.',
          ),
        ),
      );
      const answer = await massUpload(job, [
        ...names.map((name, index) => asMassFile(cvPart(resumes[index]!, name))),
        asMassFile(cvPart(onJob, 'again.pdf')),
      ]);
      expect(answer.status).toBe(200);
      expect(answer.body.accepted.map((entry: { fileName: string }) => entry.fileName)).toEqual(names);
      expect(answer.body.rejected).toEqual([{ fileName: 'again.pdf', reason: MESSAGES.duplicateFile }]);
      const rows = await app.ctx.database.db.select().from(applications).where(eq(applications.jobId, job)).orderBy(applications.id);
      expect(rows.map((row) => row.resumeFileName)).toEqual(['earlier.pdf', ...names]);
      for (const { applicationId } of answer.body.accepted as Array<{ applicationId: number }>) {
        expect((await waitForProcessing(applicationId, tenantA.token)).resumeStatus).toBe('COMPLETED');
      }
    } finally {
      await app.ctx.database.pool.query(`DROP TRIGGER refuse_batch_${job} ON applications; DROP FUNCTION refuse_batch_${job}();`);
    }
  });
});

describe('public applications tell nobody who applied', () => {
  const applicationsOf = (jobId: number) =>
    app.ctx.database.db.select().from(applications).where(eq(applications.jobId, jobId)).orderBy(applications.id);
  /** The answer with what differs between any two applications (id, time) blanked. */
  const shapeOf = (body: Record<string, unknown>) => ({ ...body, id: 'id', createdAt: 'time' });

  it('answers a repeated email exactly like a first application and flags the repeat for the recruiter', async () => {
    const job = await createJob(tenantA.token);
    const email = uniqueEmail();
    const first = await apply([applicantPart(job, { candidateEmail: email }), cvPart(pdf)]);
    const second = await apply([applicantPart(job, { candidateEmail: email.toUpperCase() }), cvPart(pdf)]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(first.status);
    expect(shapeOf(second.body)).toEqual(shapeOf(first.body));
    expect(second.body).not.toHaveProperty('duplicateOfId');

    const list = await call(app, 'GET', `/api/applications/applicants/${job}`, { token: tenantA.token });
    expect(list.body.content.map((row: { id: number; duplicateOfId: number | null }) => [row.id, row.duplicateOfId])).toEqual([
      [second.body.id, first.body.id],
      [first.body.id, null],
    ]);
    const detail = await call(app, 'GET', `/api/applications/${second.body.id}`, { token: tenantA.token });
    expect(detail.body).toMatchObject({
      duplicateOfId: first.body.id,
      candidateEmail: email,
      privacyConsent: { noticeVersion: PRIVACY_NOTICE_VERSION },
    });

    const staff = await apply([applicantPart(job, { candidateEmail: email }), cvPart(pdf)], tenantA.token);
    expect(staff).toEqual({ status: 409, body: { message: MESSAGES.duplicate, error: 'CONFLICT' } });
  });

  it('stores concurrent repeats as duplicates of one first application', async () => {
    const job = await createJob(tenantA.token);
    const email = uniqueEmail();
    const answers = await Promise.all([1, 2, 3].map(() => apply([applicantPart(job, { candidateEmail: email }), cvPart(pdf)])));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const rows = await applicationsOf(job);
    const firsts = rows.filter((row) => row.duplicateOfId === null);
    expect(firsts).toHaveLength(1);
    expect(rows.filter((row) => row.duplicateOfId === firsts[0]!.id)).toHaveLength(2);
  });

  it('hands the duplicates of a deleted first application to the oldest of them; deleting the job takes them all', async () => {
    const job = await createJob(tenantA.token);
    const email = uniqueEmail();
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await apply([applicantPart(job, { candidateEmail: email }), cvPart(pdf)])).body.id);
    const [first, second, third] = ids as [number, number, number];

    expect((await call(app, 'DELETE', `/api/applications/${first}`, { token: tenantA.token })).status).toBe(200);
    expect((await applicationsOf(job)).map((row) => [row.id, row.duplicateOfId])).toEqual([
      [second, null],
      [third, second],
    ]);
    const fourth = await apply([applicantPart(job, { candidateEmail: email }), cvPart(pdf)]);
    expect((await applicationsOf(job)).map((row) => row.duplicateOfId)).toEqual([null, second, second]);
    expect(fourth.status).toBe(201);

    expect((await call(app, 'DELETE', `/functions/V1/job/${job}`, { token: tenantA.token })).status).toBe(200);
    expect(await applicationsOf(job)).toEqual([]);
  });

  // Two connections at once: only a PostgreSQL server has them (CI's second pass of the server suite).
  const onSharedPostgres = process.env.DATABASE_URL ? it : () => undefined;
  onSharedPostgres('deletes a first application while another transaction holds a duplicate and then waits for the first', async () => {
    const job = await createJob(tenantA.token);
    const email = uniqueEmail();
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await apply([applicantPart(job, { candidateEmail: email }), cvPart(pdf)])).body.id);
    const [first, second, third] = ids as [number, number, number];
    await waitForResumeProcessing(app, [tenantA.orgId]);
    const touch = (client: pg.PoolClient, id: number) => client.query('update applications set updated_at = now() where id = $1', [id]);
    const other = await app.ctx.database.pool.connect();
    const { rows } = await other.query<{ pid: number }>('select pg_backend_pid() as pid');
    const blockedBehind = async () =>
      (
        await app.ctx.database.pool.query("select 1 from pg_stat_activity where $1 = any(pg_blocking_pids(pid)) and query ilike '%for update%'", [
          rows[0]!.pid,
        ])
      ).rowCount! > 0;
    try {
      await other.query('begin');
      await touch(other, third);
      const deleting = call(app, 'DELETE', `/api/applications/${first}`, { token: tenantA.token });
      await waitFor('the delete to wait for the lock of the third application', blockedBehind, 60_000);
      // The circle: each transaction now waits for a row the other holds; PostgreSQL ends one of them.
      const otherEnds = touch(other, first).then(
        () => other.query('commit'),
        () => other.query('rollback'),
      );
      expect((await deleting).status).toBe(200);
      await otherEnds;
    } finally {
      other.release();
    }
    expect((await applicationsOf(job)).map((row) => [row.id, row.duplicateOfId])).toEqual([
      [second, null],
      [third, second],
    ]);
  });

  it('keeps a flagged duplicate editable with its email; a new email ends the flag', async () => {
    const job = await createJob(tenantA.token);
    const email = uniqueEmail();
    const first = (await apply([applicantPart(job, { candidateEmail: email }), cvPart(pdf)])).body.id;
    const repeat = (await apply([applicantPart(job, { candidateEmail: email }), cvPart(pdf)])).body.id;
    const edit = (id: number, candidateEmail: string) =>
      call(app, 'PUT', `/api/applications/updateApplication/${id}`, {
        token: tenantA.token,
        body: { candidateName: 'Edited Name', candidateEmail, candidatePhone: '+1 555 0100' },
      });

    expect(await edit(first, email.toUpperCase())).toMatchObject({ status: 200, body: { duplicateOfId: null } });
    expect(await edit(repeat, email)).toMatchObject({ status: 200, body: { candidateName: 'Edited Name', duplicateOfId: first } });
    const moved = uniqueEmail();
    expect(await edit(repeat, moved)).toMatchObject({ status: 200, body: { candidateEmail: moved, duplicateOfId: null } });
    expect(await edit(first, moved)).toMatchObject({ status: 409, body: { message: MESSAGES.duplicate } });
  });

  it("refuses the source channel 'mass-upload' on the single-application path", async () => {
    for (const token of [tenantA.token, undefined]) {
      const answer = await apply([applicantPart(activeJob, { candidateEmail: uniqueEmail(), sourceChannel: 'Mass-Upload' }), cvPart(pdf)], token);
      expect(answer).toEqual({
        status: 400,
        body: { message: "The source channel 'mass-upload' is reserved for mass uploads.", error: 'BAD_REQUEST' },
      });
    }
  });
});

describe('GET /api/applications/jobs/{jobId}/public', () => {
  const lookUp = (jobId: number | string, remoteAddress = nextIp()) =>
    app.app.inject({ method: 'GET', url: `/api/applications/jobs/${jobId}/public`, remoteAddress }).then((response) => ({
      status: response.statusCode,
      body: response.json(),
    }));

  it('tells the assistant whether a public job takes applications, and hides drafts like missing jobs', async () => {
    const open = await createJob(tenantB.token, { title: 'Open Role' });
    const closed = await createJob(tenantA.token, { title: 'Closed Role' });
    await call(app, 'PUT', `/functions/V1/updateJobStatus/${closed}?status=CLOSED`, { token: tenantA.token });
    const completed = await createJob(tenantA.token, { title: 'Completed Role' });
    await app.ctx.database.db.update(jobs).set({ status: 'COMPLETED' }).where(eq(jobs.id, completed));
    const expired = await createJob(tenantA.token, { title: 'Expired Role' });
    await app.ctx.database.db
      .update(jobs)
      .set({ cutoffDate: inDays(-1) })
      .where(eq(jobs.id, expired));
    const draft = await createJob(tenantA.token, { title: 'Draft Role' });
    await call(app, 'PUT', `/functions/V1/updateJobStatus/${draft}?status=DRAFT`, { token: tenantA.token });

    expect(await lookUp(open)).toEqual({
      status: 200,
      body: {
        jobId: open,
        title: 'Open Role',
        company: 'Beta',
        organizationSlug: 'beta',
        status: 'OPEN',
        cutoffDate: inDays(30),
        retentionMonths: null,
      },
    });
    expect(await lookUp(closed)).toEqual({
      status: 200,
      body: {
        jobId: closed,
        title: 'Closed Role',
        company: 'Alpha',
        organizationSlug: 'alpha',
        status: 'CLOSED',
        cutoffDate: inDays(30),
        retentionMonths: null,
      },
    });
    // The privacy notice names the organisation's retention period once it has set one.
    await app.ctx.database.db.insert(dataRetentionSettings).values({ orgId: tenantB.orgId, retentionMonths: 6 });
    expect((await lookUp(open)).body.retentionMonths).toBe(6);
    expect((await lookUp(completed)).body.status).toBe('CLOSED');
    expect((await lookUp(expired)).body).toMatchObject({ status: 'EXPIRED', cutoffDate: inDays(-1) });
    const missing = await lookUp(2_000_000_000);
    expect(missing).toEqual({ status: 404, body: { message: 'Job not found.', error: 'NOT_FOUND' } });
    expect(await lookUp(draft)).toEqual(missing);
    expect(await lookUp('abc')).toMatchObject({ status: 400, body: { message: 'Job ID must be a positive whole number.' } });
  });

  it('is rate-limited per IP', async () => {
    const ip = '10.98.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1) statuses.push((await lookUp(activeJob, ip)).status);
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect((await lookUp(activeJob)).status).toBe(200);
  });
});

describe('GET /api/applications/applicants/{jobId}', () => {
  let job: number;
  const ids: number[] = [];

  beforeAll(async () => {
    job = await createJob(tenantA.token, { title: 'Paged' });
    for (let i = 0; i < 25; i += 1) ids.push(await addCandidate(tenantA.token, job, { candidateName: `Candidate ${i + 1}` }));
  });

  it('pages newest first with a default size of 20', async () => {
    const first = await call(app, 'GET', `/api/applications/applicants/${job}`, { token: tenantA.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalPages: 2, totalElements: 25, last: false, first: true, number: 0, size: 20 });
    expect(first.body.content.map((row: { id: number }) => row.id)).toEqual([...ids].reverse().slice(0, 20));
    expect(Object.keys(first.body.content[0]).sort()).toEqual(
      [
        'aiScore',
        'candidateEmail',
        'candidateName',
        'candidatePhone',
        'createdAt',
        'duplicateCount',
        'duplicateOfId',
        'profile',
        'proposedReason',
        'proposedStatus',
        'scoreEngineVersion',
        'scoreOverridden',
        'experience',
        'hasScorecard',
        'id',
        'jobId',
        'motivation',
        'noticePeriod',
        'resumeError',
        'resumeStatus',
        'score',
        'skills',
        'sourceChannel',
        'status',
      ].sort(),
    );
    const second = await call(app, 'GET', `/api/applications/applicants/${job}?page=1&size=20`, { token: tenantA.token });
    expect(second.body).toMatchObject({ totalPages: 2, totalElements: 25, last: true, first: false, number: 1, size: 20 });
    expect(second.body.content.map((row: { id: number }) => row.id)).toEqual([...ids].reverse().slice(20));
    const one = await call(app, 'GET', `/api/applications/applicants/${job}?page=0&size=1`, { token: tenantA.token });
    expect(one.body).toMatchObject({ totalElements: 25, totalPages: 25, size: 1 });
    const beyond = await call(app, 'GET', `/api/applications/applicants/${job}?page=9`, { token: tenantA.token });
    expect(beyond.body).toMatchObject({ content: [], totalElements: 25, last: true });
  });

  it('answers an empty page for a job without candidates, and refuses bad paging', async () => {
    const empty = await createJob(tenantA.token);
    const answer = await call(app, 'GET', `/api/applications/applicants/${empty}`, { token: tenantA.token });
    expect(answer.body).toEqual({ content: [], totalPages: 0, totalElements: 0, last: true, first: true, number: 0, size: 20 });
    for (const query of ['size=0', 'size=101', 'page=-1', 'page=x']) {
      const bad = await call(app, 'GET', `/api/applications/applicants/${job}?${query}`, { token: tenantA.token });
      expect(bad.status, query).toBe(400);
    }
    const missing = await call(app, 'GET', '/api/applications/applicants/2000000000', { token: tenantA.token });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Job not found.' } });
    expect((await call(app, 'GET', `/api/applications/applicants/${job}`)).status).toBe(401);
  });
});

describe('status changes and their audit trail', () => {
  it('sets any dropdown status, requires a reason to reinvite, and records every change', async () => {
    const id = await addCandidate(tenantA.token, activeJob);
    const shortlisted = await call(app, 'PUT', `/api/applications/${id}/status`, { token: tenantA.token, body: { status: 'SHORTLISTED' } });
    expect(shortlisted).toMatchObject({ status: 200, body: { id, status: 'SHORTLISTED' } });

    for (const message of [undefined, '', '   ']) {
      const refused = await call(app, 'PUT', `/api/applications/${id}/status`, {
        token: tenantA.token,
        body: { status: 'REINVITED_FOR_AI_SCREENING', ...(message === undefined ? {} : { message }) },
      });
      expect(refused).toMatchObject({ status: 400, body: { message: 'A reason is required to reinvite a candidate.', error: 'BAD_REQUEST' } });
    }
    const reinvited = await call(app, 'PUT', `/api/applications/${id}/status`, {
      token: tenantA.token,
      body: { status: 'REINVITED_FOR_AI_SCREENING', message: '  Connection dropped during the interview.  ' },
    });
    expect(reinvited).toMatchObject({ status: 200, body: { status: 'REINVITED_FOR_AI_SCREENING' } });
    const lower = await call(app, 'PUT', `/api/applications/${id}/status`, {
      token: tenantA.token,
      body: { status: 'rejected', message: 'No show twice' },
    });
    expect(lower.body.status).toBe('REJECTED');

    for (const status of ['QUALIFIED', 'HIRED', '', 42]) {
      const bad = await call(app, 'PUT', `/api/applications/${id}/status`, { token: tenantA.token, body: { status } });
      expect(bad.status, String(status)).toBe(400);
      expect(bad.body.message).toContain('Invalid candidate status');
    }

    const history = await call(app, 'GET', `/api/applications/${id}/status-history`, { token: tenantA.token });
    expect(history.status).toBe(200);
    expect(history.body).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'QUALIFIED', reason: 'Application received (manual).', changedByName: 'Ada Admin' }),
      expect.objectContaining({ fromStatus: 'QUALIFIED', toStatus: 'SHORTLISTED', reason: null }),
      expect.objectContaining({
        fromStatus: 'SHORTLISTED',
        toStatus: 'REINVITED_FOR_AI_SCREENING',
        reason: 'Connection dropped during the interview.',
        changedBy: expect.any(Number),
        changedByName: 'Ada Admin',
        changedAt: expect.any(String),
      }),
      expect.objectContaining({ fromStatus: 'REINVITED_FOR_AI_SCREENING', toStatus: 'REJECTED', reason: 'No show twice' }),
    ]);
    const rows = await app.ctx.database.db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, id));
    expect(rows.every((row) => row.orgId === tenantA.orgId)).toBe(true);

    const all = [
      'APPLIED',
      'REJECTED_IN_AI_INTERVIEW',
      'INVITED_FOR_AI_SCREENING',
      'NO_SHOW',
      'INTERVIEW_IN_PROGRESS',
      'AI_BYPASSED',
      'INTERVIEW_INTERRUPTED',
      'IN_PROGRESS',
      'DUPLICATE',
    ];
    for (const status of all) {
      const answer = await call(app, 'PUT', `/api/applications/${id}/status`, { token: tenantA.token, body: { status } });
      expect(answer.body.status).toBe(status);
    }
  });
});

describe('PUT /api/applications/updateApplication/{id}', () => {
  it('edits the basic info only and refuses blanks and duplicate emails', async () => {
    const id = await addCandidate(tenantA.token, activeJob, { candidateName: 'Old Name' });
    const taken = uniqueEmail();
    await addCandidate(tenantA.token, activeJob, { candidateEmail: taken });
    const answer = await call(app, 'PUT', `/api/applications/updateApplication/${id}`, {
      token: tenantA.token,
      body: {
        candidateName: ' New Name ',
        candidateEmail: 'New.Name@Example.com',
        candidatePhone: '+49 151 1111111',
        status: 'SHORTLISTED',
        score: 100,
        jobId: 1,
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id,
      candidateName: 'New Name',
      candidateEmail: 'new.name@example.com',
      candidatePhone: '+49 151 1111111',
      status: 'QUALIFIED',
      scoreOverridden: false,
      jobId: activeJob,
    });
    // The body's score is ignored: the score in force is the machine's (null until screening has run, which may be done by now).
    expect(answer.body.score).toBe(answer.body.aiScore);

    for (const body of [
      { candidateName: 'A', candidateEmail: 'a@b.io' },
      { candidateName: '', candidateEmail: 'a@b.io', candidatePhone: '+1 415 555 0100' },
      { candidateName: 'A', candidateEmail: ' ', candidatePhone: '+1 415 555 0100' },
    ]) {
      const bad = await call(app, 'PUT', `/api/applications/updateApplication/${id}`, { token: tenantA.token, body });
      expect(bad).toMatchObject({ status: 400, body: { message: 'Candidate Name, Email, and Phone are required.' } });
    }
    const invalid = await call(app, 'PUT', `/api/applications/updateApplication/${id}`, {
      token: tenantA.token,
      body: { candidateName: 'A', candidateEmail: 'nope', candidatePhone: '+1 415 555 0100' },
    });
    expect(invalid).toMatchObject({ status: 400, body: { message: 'Please enter a valid email address.' } });
    const invalidPhone = await call(app, 'PUT', `/api/applications/updateApplication/${id}`, {
      token: tenantA.token,
      body: { candidateName: 'A', candidateEmail: 'a@b.io', candidatePhone: '12345' },
    });
    expect(invalidPhone).toMatchObject({ status: 400, body: { message: 'Please enter a valid phone number.' } });
    const duplicate = await call(app, 'PUT', `/api/applications/updateApplication/${id}`, {
      token: tenantA.token,
      body: { candidateName: 'A', candidateEmail: taken.toUpperCase(), candidatePhone: '+1 415 555 0100' },
    });
    expect(duplicate).toMatchObject({ status: 409, body: { message: MESSAGES.duplicate, error: 'CONFLICT' } });
    const read = await call(app, 'GET', `/api/applications/${id}`, { token: tenantA.token });
    expect(read.body, JSON.stringify(read.body)).toMatchObject({ candidateEmail: 'new.name@example.com' });
  });
});

describe('notes', () => {
  it('adds, lists (resume feedback included) and deletes notes', async () => {
    const id = await addCandidate(tenantA.token, activeJob);
    await waitForProcessing(id, tenantA.token); // screening writes its feedback note first; the upserts below replace it
    const added = await call(app, 'POST', `/api/applications/${id}/notes`, { token: tenantA.token, body: { content: '  Strong systems design.  ' } });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(Number),
      note: 'Strong systems design.',
      noteType: 'note',
      createdAt: expect.any(String),
      createdBy: expect.any(Number),
      createdByName: 'Ada Admin',
    });
    for (const content of ['', '   ', undefined]) {
      const blank = await call(app, 'POST', `/api/applications/${id}/notes`, {
        token: tenantA.token,
        body: content === undefined ? {} : { content },
      });
      expect(blank).toMatchObject({ status: 400, body: { message: 'Note cannot be empty.' } });
    }
    const long = await call(app, 'POST', `/api/applications/${id}/notes`, { token: tenantA.token, body: { content: 'x'.repeat(5001) } });
    expect(long).toMatchObject({ status: 400, body: { message: 'Note must be at most 5000 characters.' } });
    const max = await call(app, 'POST', `/api/applications/${id}/notes`, { token: tenantA.token, body: { content: 'y'.repeat(5000) } });
    expect(max.status).toBe(201);

    await upsertResumeFeedbackNote(app.ctx.database.db, tenantA.orgId, id, '## Feedback\nGood match.');
    await upsertResumeFeedbackNote(app.ctx.database.db, tenantA.orgId, id, '## Feedback\nVery good match.');
    const list = await call(app, 'GET', `/api/applications/${id}/notes`, { token: tenantA.token });
    expect(list.status).toBe(200);
    expect(list.body.map((note: { note: string; noteType: string }) => [note.noteType, note.note.slice(0, 30)])).toEqual([
      ['note', 'Strong systems design.'],
      ['note', 'y'.repeat(30)],
      ['resume-feedback', '## Feedback\nVery good match.'],
    ]);
    expect(list.body[2]).toMatchObject({ createdBy: null, createdByName: null });

    const deleted = await call(app, 'DELETE', `/api/applications/note/${added.body.id}`, { token: tenantA.token });
    expect(deleted).toEqual({ status: 200, body: { message: 'Note deleted successfully!' }, response: expect.anything() });
    const again = await call(app, 'DELETE', `/api/applications/note/${added.body.id}`, { token: tenantA.token });
    expect(again).toMatchObject({ status: 404, body: { message: 'Note not found.', error: 'NOT_FOUND' } });
    const after = await call(app, 'GET', `/api/applications/${id}/notes`, { token: tenantA.token });
    expect(after.body).toHaveLength(2);
    expect((await call(app, 'POST', '/api/applications/2000000000/notes', { token: tenantA.token, body: { content: 'x' } })).status).toBe(404);
  });
});

describe('resume download, resume text and delete', () => {
  it('downloads the stored bytes with the detected type and a safe name', async () => {
    const id = await addCandidate(tenantA.token, activeJob, {}, cvPart(pdf, '../../etc/My Résumé.pdf'));
    const answer = await app.app.inject({
      method: 'GET',
      url: `/api/applications/${id}/resume`,
      headers: { authorization: `Bearer ${tenantA.token}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="My R_sum_.pdf"; filename*=UTF-8''My%20R%C3%A9sum%C3%A9.pdf`);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(answer.rawPayload, Buffer.from(pdf))).toBe(0);

    const docx = makeDocx(RESUME_TEXT);
    const docxId = await addCandidate(tenantA.token, activeJob, {}, cvPart(docx, 'resume.DOCX', 'text/plain'));
    const docxAnswer = await app.app.inject({
      method: 'GET',
      url: `/api/applications/${docxId}/resume`,
      headers: { authorization: `Bearer ${tenantA.token}` },
    });
    expect(docxAnswer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(docxAnswer.headers['content-disposition']).toContain('filename="resume.docx"');
    expect(Buffer.compare(docxAnswer.rawPayload, Buffer.from(docx))).toBe(0);
  });

  it("answers '' before processing and the extracted text after", async () => {
    const id = await addCandidate(tenantA.token, activeJob);
    const early = await call(app, 'GET', `/api/applications/${id}/resume-text`, { token: tenantA.token });
    expect(early.status).toBe(200);
    expect(typeof early.body.resumeText).toBe('string');
    await waitForProcessing(id, tenantA.token);
    const text = await call(app, 'GET', `/api/applications/${id}/resume-text`, { token: tenantA.token });
    expect(text.body.resumeText).toContain('Jordan Rivera');
    expect(text.body.resumeText).toContain('Jan 2019 – Present');
  });

  it('deletes the application with its notes, status history and file', async () => {
    const id = await addCandidate(tenantA.token, activeJob, { candidateName: 'Gone Soon' });
    await call(app, 'POST', `/api/applications/${id}/notes`, { token: tenantA.token, body: { content: 'note' } });
    const [row] = await app.ctx.database.db.select().from(applications).where(eq(applications.id, id));
    const deleted = await call(app, 'DELETE', `/api/applications/${id}`, { token: tenantA.token });
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Candidate "Gone Soon" deleted successfully!' } });
    expect((await call(app, 'GET', `/api/applications/${id}`, { token: tenantA.token })).status).toBe(404);
    expect(await app.ctx.database.db.select().from(notes).where(eq(notes.applicationId, id))).toEqual([]);
    expect(await app.ctx.database.db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, id))).toEqual([]);
    await expect(app.ctx.storage.read(row!.resumeFileKey)).rejects.toBeInstanceOf(FileNotFoundError);
    expect((await call(app, 'DELETE', `/api/applications/${id}`, { token: tenantA.token })).status).toBe(404);
  });

  it('deleting a job deletes its applications', async () => {
    const job = await createJob(tenantA.token);
    const id = await addCandidate(tenantA.token, job);
    await call(app, 'DELETE', `/functions/V1/job/${job}`, { token: tenantA.token });
    expect((await call(app, 'GET', `/api/applications/${id}`, { token: tenantA.token })).status).toBe(404);
  });
});

describe('orphan file sweep', () => {
  const HOUR_MS = 60 * 60 * 1000;
  /** Backdates a stored file, as if it had been written `ms` ago. */
  async function age(key: string, ms: number) {
    const at = new Date(Date.now() - ms);
    await utimes(path.join(app.config.dataDir, 'files', ...key.split('/')), at, at);
  }
  const keyOf = async (id: number) =>
    (await app.ctx.database.db.select({ key: applications.resumeFileKey }).from(applications).where(eq(applications.id, id)))[0]!.key;

  it('deletes stored files no application references once they are older than an hour, and only those', async () => {
    const referenced = await keyOf(await addCandidate(tenantA.token, activeJob));
    await age(referenced, 2 * HOUR_MS);
    const oldOrphan = newFileKey(tenantA.orgId);
    await app.ctx.storage.put(oldOrphan, Buffer.from('left behind by a crash'));
    await age(oldOrphan, 2 * HOUR_MS);
    const youngOrphan = newFileKey(tenantB.orgId);
    await app.ctx.storage.put(youngOrphan, Buffer.from('an upload still in progress'));
    await age(youngOrphan, 50 * 60 * 1000);

    await sweepOrphanFiles(app.ctx);

    expect(await app.ctx.storage.read(referenced)).toEqual(Buffer.from(pdf));
    await expect(app.ctx.storage.read(oldOrphan)).rejects.toBeInstanceOf(FileNotFoundError);
    expect((await app.ctx.storage.read(youngOrphan)).toString()).toBe('an upload still in progress');
  });

  it('deletes the files of a deleted job once they are old', async () => {
    const job = await createJob(tenantA.token);
    const key = await keyOf(await addCandidate(tenantA.token, job));
    expect((await call(app, 'DELETE', `/functions/V1/job/${job}`, { token: tenantA.token })).status).toBe(200);
    await age(key, 2 * HOUR_MS);
    await sweepOrphanFiles(app.ctx);
    await expect(app.ctx.storage.read(key)).rejects.toBeInstanceOf(FileNotFoundError);
  });
});

describe('tenant isolation and path ids', () => {
  it('answers 404 to another tenant for every call on an application, and changes nothing', async () => {
    const id = await addCandidate(tenantA.token, activeJob, { candidateName: 'Private Person' });
    const note = await call(app, 'POST', `/api/applications/${id}/notes`, { token: tenantA.token, body: { content: 'Alpha only' } });
    const before = await call(app, 'GET', `/api/applications/${id}`, { token: tenantA.token });
    const requests: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown]> = [
      ['GET', `/api/applications/${id}`],
      ['PUT', `/api/applications/${id}/status`, { status: 'REJECTED' }],
      ['GET', `/api/applications/${id}/status-history`],
      [
        'PUT',
        `/api/applications/updateApplication/${id}`,
        { candidateName: 'Hijacked', candidateEmail: 'h@h.io', candidatePhone: '+1 415 555 0100' },
      ],
      ['POST', `/api/applications/${id}/notes`, { content: 'Beta was here' }],
      ['GET', `/api/applications/${id}/notes`],
      ['DELETE', `/api/applications/note/${note.body.id}`],
      ['GET', `/api/applications/${id}/resume`],
      ['GET', `/api/applications/${id}/resume-text`],
      ['GET', `/api/applications/applicants/${activeJob}`],
      ['DELETE', `/api/applications/${id}`],
    ];
    for (const [method, url, body] of requests) {
      const answer = await call(app, method, url, { token: tenantB.token, body });
      expect(answer.status, `${method} ${url}`).toBe(404);
      expect(answer.body.error).toBe('NOT_FOUND');
      const anonymous = await call(app, method, url, { body });
      expect(anonymous.status, `${method} ${url}`).toBe(401);
    }
    const mass = await upload(
      app,
      '/api/applications/mass-upload',
      [
        { name: 'jobId', value: String(activeJob) },
        { name: 'files', bytes: await makePdf('Beta upload'), fileName: 'b.pdf', type: 'application/pdf' },
      ],
      { token: tenantB.token },
    );
    expect(mass).toMatchObject({ status: 404, body: { message: 'Job not found.' } });

    const after = await call(app, 'GET', `/api/applications/${id}`, { token: tenantA.token });
    expect(after.body).toMatchObject({ candidateName: 'Private Person', status: before.body.status });
    const notesAfter = await call(app, 'GET', `/api/applications/${id}/notes`, { token: tenantA.token });
    const userNotes = notesAfter.body.filter((entry: { noteType: string }) => entry.noteType === 'note');
    expect(userNotes.map((entry: { note: string }) => entry.note)).toEqual(['Alpha only']);
    const history = await call(app, 'GET', `/api/applications/${id}/status-history`, { token: tenantA.token });
    expect(history.body).toHaveLength(1);
  });

  it('answers 400 for ids that are not positive whole numbers', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const read = await call(app, 'GET', `/api/applications/${id}`, { token: tenantA.token });
      expect(read, id).toMatchObject({ status: 400, body: { message: 'Application ID must be a positive whole number.' } });
      const note = await call(app, 'DELETE', `/api/applications/note/${id}`, { token: tenantA.token });
      expect(note, id).toMatchObject({ status: 400, body: { message: 'Note ID must be a positive whole number.' } });
      const list = await call(app, 'GET', `/api/applications/applicants/${id}`, { token: tenantA.token });
      expect(list, id).toMatchObject({ status: 400, body: { message: 'Job ID must be a positive whole number.' } });
    }
  });

  it('documents the calls in the OpenAPI document', async () => {
    const { body } = await call(app, 'GET', '/docs/json');
    for (const route of [
      '/api/applications/applications',
      '/api/applications/mass-upload',
      '/api/applications/applicants/{jobId}',
      '/api/applications/{id}',
      '/api/applications/{id}/status',
      '/api/applications/{id}/status-history',
      '/api/applications/updateApplication/{id}',
      '/api/applications/{id}/notes',
      '/api/applications/note/{noteId}',
      '/api/applications/{id}/resume',
      '/api/applications/{id}/resume-text',
      '/api/applications/jobs/{jobId}/public',
    ]) {
      expect(Object.keys(body.paths), route).toContain(route);
    }
  });
});

describe('searching a job’s candidates', () => {
  const resume = (name: string, body: string) =>
    makePdf(
      `${name}\n${name.toLowerCase().replace(' ', '.')}@example.com\n\nSummary\n${body}\n\nExperience\nJan 2018 – Present\n` +
        'Worked with product, design and support teams on planning, delivery and quality for customers in several countries.',
    );

  it('finds candidates by name, email, or words of their extracted resume text', async () => {
    const jobId = await createJob(tenantA.token);
    const kube = await addCandidate(
      tenantA.token,
      jobId,
      { candidateName: 'Riley Stone', candidateEmail: 'riley@stone.io' },
      cvPart(
        await resume(
          'Riley Stone',
          'Platform engineer running Kubernetes clusters, Terraform modules and observability with Prometheus and Grafana.',
        ),
      ),
    );
    const baker = await addCandidate(
      tenantA.token,
      jobId,
      { candidateName: 'Morgan Flour', candidateEmail: 'morgan@flour.io' },
      cvPart(
        await resume('Morgan Flour', 'Pastry chef leading a bakery team, laminated doughs, sourdough programs and food safety audits every season.'),
      ),
    );
    await waitForProcessing(kube, tenantA.token);
    await waitForProcessing(baker, tenantA.token);
    const search = async (q: string) => {
      const answer = await call(app, 'GET', `/api/applications/applicants/${jobId}?q=${encodeURIComponent(q)}`, { token: tenantA.token });
      expect(answer.status).toBe(200);
      return (answer.body.content as Array<{ id: number }>).map((row) => row.id);
    };
    expect(await search('kubernetes terraform')).toEqual([kube]);
    expect(await search('Sourdough')).toEqual([baker]);
    expect(await search('morgan@flour')).toEqual([baker]);
    expect(await search('RILEY')).toEqual([kube]);
    expect(await search('100%_')).toEqual([]);
    expect((await search('  ')).sort()).toEqual([kube, baker].sort());
  });
});
