import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { APPLICATION_MESSAGES } from '@kairox/contract';
import { applications, applicationStatusHistory, notes } from '../../db/schema.js';
import { upsertResumeFeedbackNote } from '../notes/notes.service.js';
import { call, signUpTenant } from '../../testing/api.js';
import { RESUME_TEXT, applicantJson, makeDocx, makeImagePdf, makeLyingDocx, makePdf, upload, type FormEntry } from '../../testing/fixtures.js';
import { residentBytesOf } from '../../lib/process-usage.js';
import { toMebibytes, watchHealth } from '../../testing/health-watch.js';
import { loopingOleDoc, pdfDeflateBomb, validDoc } from '../../testing/hostile-files.js';
import { createStepProbe } from '../../testing/processing-steps.js';
import { createJob } from '../../testing/tenants.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { screeningSteps } from '../screening/screening.pipeline.js';
import { processResumeJob, recoverResumeProcessing, type ApplicationRow, type ProcessingStep } from './resume-processing.js';
import { MAX_RESUME_ATTEMPTS } from './resume-store.js';

let app: TestApp;
const probe = createStepProbe();
let tenant: { orgId: number; token: string };
let jobId: number;
let emailCounter = 0;

beforeAll(async () => {
  app = await createTestApp({}, { processingSteps: probe.steps });
  tenant = await signUpTenant(app, { name: 'Alpha', slug: 'alpha', domainId: 'alpha.io', adminEmail: 'admin@alpha.io' });
  jobId = await createJob(app, tenant.token, 'Backend Engineer');
});

afterAll(async () => {
  await app?.close();
});

async function addResume(bytes: Uint8Array, fileName: string): Promise<number> {
  emailCounter += 1;
  const entries: FormEntry[] = [
    { name: 'applicant', value: applicantJson(jobId, { candidateEmail: `pipeline${emailCounter}@example.com` }) },
    { name: 'cv', bytes, fileName, type: 'application/octet-stream' },
  ];
  const answer = await upload(app, '/api/applications/applications', entries, { token: tenant.token });
  if (answer.status !== 201) throw new Error(`apply: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

/** Mass-uploads PDFs to the job; answers the new applications' ids. */
async function massUpload(pdfs: Uint8Array[], target = app, owner = tenant, job = jobId): Promise<number[]> {
  const entries: FormEntry[] = [
    { name: 'jobId', value: String(job) },
    ...pdfs.map((bytes, index) => ({ name: 'files', bytes, fileName: `batch-${emailCounter}-${index}.pdf`, type: 'application/pdf' })),
  ];
  emailCounter += 1;
  const answer = await upload(target, '/api/applications/mass-upload', entries, { token: owner.token });
  if (answer.status !== 200) throw new Error(`mass upload: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.accepted.map((entry: { applicationId: number }) => entry.applicationId);
}

/** A resume long enough to be screened, naming its candidate and email first. */
const resumeOf = (name: string, email: string, line = 'Built the shipment tracking API in Fastify and PostgreSQL') =>
  makePdf(`${name}\n${email} | +1 415 555 0142\n${RESUME_TEXT.split('\n').slice(2).join('\n')}\n• ${line}`);

async function row(id: number, target = app): Promise<ApplicationRow> {
  const [found] = await target.ctx.database.db.select().from(applications).where(eq(applications.id, id));
  return found!;
}

// Generous: the first file of a run also starts an extraction child process.
async function waitFor(id: number, statuses: string[] = ['COMPLETED', 'FAILED'], timeoutMs = 90_000, target = app): Promise<ApplicationRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await row(id, target);
    if (statuses.includes(current.resumeStatus)) return current;
    if (Date.now() > deadline) throw new Error(`application ${id} is still ${current.resumeStatus}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the resume-processing queue', () => {
  it('extracts PDF, DOCX, DOC and TXT text in the background and makes it searchable', async () => {
    // word-extractor turns typographic dashes and quotes into ASCII ones.
    const resumes = [
      { id: await addResume(await makePdf(RESUME_TEXT), 'resume.pdf'), dates: 'Jan 2019 – Present' },
      { id: await addResume(makeDocx(RESUME_TEXT), 'resume.docx'), dates: 'Jan 2019 – Present' },
      { id: await addResume(validDoc(RESUME_TEXT).bytes, 'resume.doc'), dates: 'Jan 2019 - Present' },
      { id: await addResume(Buffer.from(`\uFEFF${RESUME_TEXT.replace(/\n/g, '\r\n')}\t\t`), 'resume.txt'), dates: 'Jan 2019 – Present' },
    ];
    const ids = resumes.map((resume) => resume.id);
    for (const { id, dates } of resumes) {
      const done = await waitFor(id);
      expect(done.resumeStatus, String(id)).toBe('COMPLETED');
      expect(done).toMatchObject({ resumeError: null, resumeAttempts: 1, resumeClaimedAt: null });
      expect(done.resumeText).toContain('Jordan Rivera');
      expect(done.resumeText).toContain(dates);
      expect(done.resumeText).toContain('• Built the shipment tracking API in Fastify and PostgreSQL');
      expect(done.resumeText).not.toMatch(/\r|\t| {2}|\n{3}/);
      const text = await call(app, 'GET', `/api/applications/${id}/resume-text`, { token: tenant.token });
      expect(text.body.resumeText).toBe(done.resumeText);
    }
    const found = await app.ctx.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(sql`to_tsvector('simple', coalesce(${applications.resumeText}, '')) @@ plainto_tsquery('simple', 'quantum freight')`);
    expect(found.map((entry) => entry.id).sort()).toEqual([...ids].sort());
  }, 180_000);

  it('reads text resumes saved as Windows-1252 or UTF-16, and stores them as UTF-8', async () => {
    const text = RESUME_TEXT.replace('Jordan Rivera', 'Jürgen Müller').replace('Jan 2019 – Present', 'Jan 2019 – heute');
    const windows1252 = Buffer.from([...text].map((char) => (char === '–' ? 0x96 : char === '•' ? 0x95 : char.charCodeAt(0))));
    const utf16 = Buffer.from(`\uFEFF${text}`, 'utf16le');
    for (const [bytes, fileName] of [
      [windows1252, 'ansi.txt'],
      [utf16, 'unicode.txt'],
    ] as const) {
      const done = await waitFor(await addResume(bytes, fileName));
      expect(done, fileName).toMatchObject({ resumeStatus: 'COMPLETED', resumeMime: 'text/plain; charset=utf-8' });
      expect(done.resumeText, fileName).toContain('Jürgen Müller');
      expect(done.resumeText, fileName).toContain('Jan 2019 – heute');
      expect(done.resumeText, fileName).toContain('• Built the shipment tracking API in Fastify and PostgreSQL');
      const download = await app.app.inject({
        method: 'GET',
        url: `/api/applications/${done.id}/resume`,
        headers: { authorization: `Bearer ${tenant.token}` },
      });
      expect(download.headers['content-type'], fileName).toBe('text/plain; charset=utf-8');
      expect(download.rawPayload.toString('utf8'), fileName).toBe(text);
    }
  }, 180_000);

  it('fails a resume without text (a scanned image) at once, without retrying', async () => {
    const id = await addResume(await makeImagePdf(), 'scan.pdf');
    const failed = await waitFor(id);
    expect(failed).toMatchObject({
      resumeStatus: 'FAILED',
      resumeError: 'No text could be extracted from the resume (it may be a scanned image).',
      resumeAttempts: 1,
      resumeText: null,
    });
    const read = await call(app, 'GET', `/api/applications/${id}`, { token: tenant.token });
    expect(read.body).toMatchObject({
      resumeStatus: 'FAILED',
      resumeError: 'No text could be extracted from the resume (it may be a scanned image).',
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await row(id)).resumeAttempts).toBe(1);
  });

  it('fails a PDF its parser refuses at once, as damaged, without retrying', async () => {
    const damaged = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('not a PDF body '.repeat(200))]);
    const id = await addResume(damaged, 'damaged.pdf');
    expect(await waitFor(id)).toMatchObject({ resumeStatus: 'FAILED', resumeError: APPLICATION_MESSAGES.resumeDamaged, resumeAttempts: 1 });
  });

  it('stops inflating a DOCX whose data is larger than its headers declare', async () => {
    const id = await addResume(makeLyingDocx(), 'liar.docx');
    expect(await waitFor(id)).toMatchObject({ resumeStatus: 'FAILED', resumeError: 'The DOCX file is malformed or too large when unpacked.' });
  });

  it('runs the text hooks while PROCESSING with the stored text; a failing hook makes the attempt retry', async () => {
    const seen: Array<{ id: number; status: string; text: string | null }> = [];
    let failOnce = true;
    const off = probe.add(async (ctx, application) => {
      seen.push({ id: application.id, status: application.resumeStatus, text: application.resumeText });
      if (failOnce) {
        failOnce = false;
        throw new Error('scoring service unavailable');
      }
      await upsertResumeFeedbackNote(ctx.database.db, application.orgId, application.id, `Feedback ${seen.length}`);
    });
    try {
      const id = await addResume(await makePdf(RESUME_TEXT), 'resume.pdf');
      // Between the attempts: back to PENDING with the reason, waiting for pg-boss's retry (5-10 s).
      const deadline = Date.now() + 50_000;
      let between = await row(id);
      while (between.resumeError === null && between.resumeStatus !== 'COMPLETED' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        between = await row(id);
      }
      expect(between).toMatchObject({
        resumeStatus: 'PENDING',
        resumeError: 'Processing the resume failed: scoring service unavailable',
        resumeAttempts: 1,
      });
      const done = await waitFor(id, ['COMPLETED', 'FAILED'], 60_000);
      expect(done).toMatchObject({ resumeStatus: 'COMPLETED', resumeError: null, resumeAttempts: 2 });
      expect(seen.map((entry) => [entry.id, entry.status])).toEqual([
        [id, 'PROCESSING'],
        [id, 'PROCESSING'],
      ]);
      expect(seen[0]!.text).toContain('Jordan Rivera');
      const feedback = await app.ctx.database.db
        .select()
        .from(notes)
        .where(and(eq(notes.applicationId, id), eq(notes.noteType, 'resume-feedback')));
      expect(feedback).toHaveLength(1);
    } finally {
      off();
    }
  }, 45_000);

  it('marks FAILED on the last attempt, and never processes a finished application again', async () => {
    const id = await addResume(await makePdf(RESUME_TEXT), 'resume.pdf');
    const done = await waitFor(id);
    expect(done.resumeStatus).toBe('COMPLETED');

    let calls = 0;
    const off = probe.add(async () => {
      calls += 1;
      throw new Error('still broken');
    });
    try {
      const data = { applicationId: id, orgId: tenant.orgId };
      // A stray job for a COMPLETED application does nothing.
      await processResumeJob(app.ctx, probe.steps, { id: 'stray-job', data, retryCount: 0, retryLimit: 3 });
      expect(calls).toBe(0);
      expect(await row(id)).toMatchObject({ resumeStatus: 'COMPLETED', resumeAttempts: 1 });
      // A job naming the wrong organisation finds nothing.
      await app.ctx.database.db.update(applications).set({ resumeStatus: 'PENDING', resumeJobId: 'last-job' }).where(eq(applications.id, id));
      await processResumeJob(app.ctx, probe.steps, {
        id: 'last-job',
        data: { applicationId: id, orgId: tenant.orgId + 1000 },
        retryCount: 3,
        retryLimit: 3,
      });
      expect(calls).toBe(0);
      // The last attempt: FAILED with the reason, and the error goes back to pg-boss.
      await expect(processResumeJob(app.ctx, probe.steps, { id: 'last-job', data, retryCount: 3, retryLimit: 3 })).rejects.toThrow('still broken');
      expect(calls).toBe(1);
      expect(await row(id)).toMatchObject({ resumeStatus: 'FAILED', resumeError: 'Processing the resume failed: still broken', resumeAttempts: 2 });
      // A job without a valid payload is dropped.
      await processResumeJob(app.ctx, probe.steps, { id: 'junk', data: { applicationId: 'x' } as never, retryCount: 0, retryLimit: 3 });
    } finally {
      off();
    }
    const history = await app.ctx.database.db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, id));
    expect(history).toHaveLength(1);
  });

  it('re-queues applications left without a live job', async () => {
    const id = await addResume(await makePdf(RESUME_TEXT), 'resume.pdf');
    await waitFor(id);
    await app.ctx.database.db
      .update(applications)
      .set({ resumeStatus: 'PENDING', resumeJobId: null, resumeText: null })
      .where(eq(applications.id, id));
    expect(await recoverResumeProcessing(app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await waitFor(id)).toMatchObject({ resumeStatus: 'COMPLETED', resumeText: expect.stringContaining('Jordan Rivera') });
    // Applications with a queued or running job are left alone.
    expect(await recoverResumeProcessing(app.ctx)).toBe(0);
  });

  it('fails a file that passes the attempt cap without reading it, and recovery does not re-queue it', async () => {
    const { db } = app.ctx.database;
    const overCap = await addResume(await makePdf(RESUME_TEXT), 'resume.pdf');
    const lastAllowed = await addResume(await makePdf(RESUME_TEXT), 'resume.pdf');
    const left = await addResume(await makePdf(RESUME_TEXT), 'resume.pdf');
    for (const id of [overCap, lastAllowed, left]) await waitFor(id);
    const handled: number[] = [];
    const off = probe.add(async (_ctx, application) => {
      handled.push(application.id);
      if (application.id === lastAllowed) throw new Error('scoring service unavailable');
    });
    try {
      // A claim past the cap: FAILED with the limits reason, nothing extracted or handed to the hooks.
      await db
        .update(applications)
        .set({ resumeStatus: 'PENDING', resumeJobId: 'over-cap', resumeAttempts: MAX_RESUME_ATTEMPTS, resumeText: null })
        .where(eq(applications.id, overCap));
      await processResumeJob(app.ctx, probe.steps, {
        id: 'over-cap',
        data: { applicationId: overCap, orgId: tenant.orgId },
        retryCount: 0,
        retryLimit: 10,
      });
      expect(await row(overCap)).toMatchObject({
        resumeStatus: 'FAILED',
        resumeError: APPLICATION_MESSAGES.resumeLimits,
        resumeAttempts: MAX_RESUME_ATTEMPTS,
        resumeText: null,
        resumeClaimedAt: null,
      });

      // The attempt that reaches the cap is the last one, whatever retries the queue would still grant.
      await db
        .update(applications)
        .set({ resumeStatus: 'PENDING', resumeJobId: 'last-allowed', resumeAttempts: MAX_RESUME_ATTEMPTS - 1 })
        .where(eq(applications.id, lastAllowed));
      await expect(
        processResumeJob(app.ctx, probe.steps, {
          id: 'last-allowed',
          data: { applicationId: lastAllowed, orgId: tenant.orgId },
          retryCount: 0,
          retryLimit: 10,
        }),
      ).rejects.toThrow('scoring service unavailable');
      expect(await row(lastAllowed)).toMatchObject({
        resumeStatus: 'FAILED',
        resumeError: 'Processing the resume failed: scoring service unavailable',
        resumeAttempts: MAX_RESUME_ATTEMPTS,
      });

      // Left PROCESSING without a live job (the server died mid-extraction): at the cap it is FAILED, below it re-queued.
      await db
        .update(applications)
        .set({ resumeStatus: 'PROCESSING', resumeJobId: randomUUID(), resumeClaimedAt: new Date(), resumeAttempts: MAX_RESUME_ATTEMPTS })
        .where(eq(applications.id, overCap));
      await db
        .update(applications)
        .set({ resumeStatus: 'PROCESSING', resumeJobId: randomUUID(), resumeClaimedAt: new Date(), resumeAttempts: 1, resumeText: null })
        .where(eq(applications.id, left));
      expect(await recoverResumeProcessing(app.ctx)).toBe(1);
      expect(await row(overCap)).toMatchObject({ resumeStatus: 'FAILED', resumeError: APPLICATION_MESSAGES.resumeLimits });
      expect(await waitFor(left)).toMatchObject({ resumeStatus: 'COMPLETED', resumeAttempts: 2 });
      expect(handled.filter((id) => id === overCap)).toEqual([]);
    } finally {
      off();
    }
  }, 120_000);

  it('works on several resumes at once, one per extraction child, and gives one email of a job to one application only', async () => {
    const pdfs = await Promise.all([
      resumeOf('Avery Stone', 'same.person@example.com', 'Led the billing migration'),
      resumeOf('Avery Stone', 'same.person@example.com', 'Led the search rewrite'),
      ...['Blake Moreno', 'Casey Lindqvist', 'Devon Mensah', 'Emery Novak'].map((name) =>
        resumeOf(name, `${name.split(' ')[0]!.toLowerCase()}@example.com`),
      ),
    ]);
    const ids = await massUpload(pdfs);
    const done = await Promise.all(ids.map((id) => waitFor(id)));
    expect(done.map((application) => application.resumeStatus)).toEqual(ids.map(() => 'COMPLETED'));
    expect(app.ctx.extraction.pids).toHaveLength(app.ctx.extraction.workerCount);
    // Both resumes of the same person name them; the email goes to one of the two.
    expect(done.slice(0, 2).map((application) => application.candidateName)).toEqual(['Avery Stone', 'Avery Stone']);
    expect(
      done
        .slice(0, 2)
        .map((application) => application.candidateEmail)
        .sort(),
    ).toEqual(['same.person@example.com', null].sort());
    expect(done.slice(2).map((application) => application.candidateEmail)).toEqual([
      'blake@example.com',
      'casey@example.com',
      'devon@example.com',
      'emery@example.com',
    ]);
    const feedback = await app.ctx.database.db
      .select({ applicationId: notes.applicationId })
      .from(notes)
      .where(and(inArray(notes.applicationId, ids), eq(notes.noteType, 'resume-feedback')));
    expect(feedback.map((note) => note.applicationId).sort()).toEqual([...ids].sort());
  }, 120_000);

  it('stores only the status and the reason of an attempt whose result cannot be stored, and retries it', async () => {
    const id = await addResume(await makePdf(RESUME_TEXT), 'resume.pdf');
    await waitFor(id);
    const { db } = app.ctx.database;
    await db.update(applications).set({ resumeStatus: 'PENDING', resumeJobId: 'unstorable', resumeText: null }).where(eq(applications.id, id));
    const unstorable: ProcessingStep = async () => async () => {
      throw new Error('the notes table is locked');
    };
    const job = { id: 'unstorable', data: { applicationId: id, orgId: tenant.orgId }, retryCount: 0, retryLimit: 2 };
    await expect(processResumeJob(app.ctx, [unstorable], job)).rejects.toThrow('the notes table is locked');
    expect(await row(id)).toMatchObject({
      resumeStatus: 'PENDING',
      resumeError: 'Processing the resume failed: the notes table is locked',
      resumeText: null,
      resumeAttempts: 2,
    });
  });

  it('keeps answering /healthz while a PDF deflate bomb and a looping .doc are parsed, and fails both as over the limits', async () => {
    const MIB = 1024 * 1024;
    const serverBefore = (await residentBytesOf(process.pid))!;
    const address = await app.app.listen({ host: '127.0.0.1', port: 0 });
    // Checked often: the children now refuse both files within about a second.
    const watch = watchHealth(`${address}/healthz`, process.pid, { intervalMs: 25 });
    let report;
    try {
      const bomb = await addResume(pdfDeflateBomb(200 * MIB).bytes, 'bomb.pdf');
      const looping = await addResume(loopingOleDoc().bytes, 'looping.doc');
      for (const id of [bomb, looping]) {
        expect(await waitFor(id, ['COMPLETED', 'FAILED'], 240_000), String(id)).toMatchObject({
          resumeStatus: 'FAILED',
          resumeError: APPLICATION_MESSAGES.resumeLimits,
          resumeAttempts: 1,
          resumeText: null,
        });
      }
    } finally {
      report = await watch.stop();
    }
    expect(report.checks).toBeGreaterThan(10);
    expect(report.misses).toEqual([]);
    // In the server the looping .doc grew to 2 GB and the bomb to its inflated size: both stay in the children now.
    expect(toMebibytes(report.peak.server - serverBefore)).toBeLessThan(150);
    expect(toMebibytes(report.peak.largestChild)).toBeLessThan(1024);
    // A normal resume still goes through afterwards.
    expect(await waitFor(await addResume(await makePdf(RESUME_TEXT), 'resume.pdf'))).toMatchObject({ resumeStatus: 'COMPLETED' });
  }, 300_000);
});

describe('storing the results of several resumes together', () => {
  const UNSTORABLE = 'Kept the unstorable ledger';
  let other: TestApp;
  let owner: { orgId: number; token: string };
  let ownerJob: number;
  /**
   * Resumes whose steps wait for each other, so that their results are stored together: one more
   * than the extraction children, which the worker always has running at once when they are queued.
   */
  let batchSize: number;
  const arrived: string[] = [];
  let releaseBatch!: () => void;
  const batchReleased = new Promise<void>((resolve) => (releaseBatch = resolve));
  let firstArrived!: () => void;
  const anotherArrived = new Promise<void>((resolve) => (firstArrived = resolve));
  let failures = 0;

  /**
   * Holds the first resumes until all have arrived, the unstorable one after another (so that it is
   * not stored first and alone); its write fails once.
   */
  const heldTogether: ProcessingStep = async (_ctx, application) => {
    const unstorable = application.resumeText!.includes(UNSTORABLE);
    if (arrived.length < batchSize) {
      if (unstorable) await anotherArrived;
      arrived.push(application.resumeFileName);
      if (!unstorable) firstArrived();
      if (arrived.length === batchSize) releaseBatch();
      await batchReleased;
    }
    if (!unstorable || failures > 0) return undefined;
    return async () => {
      failures += 1;
      throw new Error('the notes table is locked');
    };
  };

  beforeAll(async () => {
    other = await createTestApp({}, { processingSteps: [...screeningSteps(), heldTogether] });
    batchSize = other.ctx.extraction.workerCount + 1;
    owner = await signUpTenant(other, { name: 'Beta', slug: 'beta', domainId: 'beta.io', adminEmail: 'admin@beta.io' });
    ownerJob = await createJob(other, owner.token, 'Backend Engineer');
  });

  afterAll(async () => {
    await other?.close();
  });

  it('stores the others when one result cannot be stored, and retries that one', async () => {
    const pdfs = await Promise.all(
      Array.from({ length: batchSize }, (_, index) =>
        resumeOf(`Candidate ${'ABCDEFGH'[index]} Lund`, `candidate${index}@example.com`, index === batchSize - 1 ? UNSTORABLE : undefined),
      ),
    );
    const ids = await massUpload(pdfs, other, owner, ownerJob);
    const stored = await Promise.all(ids.slice(0, -1).map((id) => waitFor(id, ['COMPLETED', 'FAILED'], 90_000, other)));
    expect(stored.map((application) => [application.resumeStatus, application.resumeAttempts])).toEqual(stored.map(() => ['COMPLETED', 1]));
    const retried = await waitFor(ids.at(-1)!, ['COMPLETED', 'FAILED'], 90_000, other);
    // Once stored with the others (which the failure did not sink), once alone.
    expect(failures).toBe(2);
    expect(retried).toMatchObject({ resumeStatus: 'COMPLETED', resumeError: null, resumeAttempts: 2 });
  }, 120_000);
});
