import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { APPLICATION_MESSAGES } from '@kairox/contract';
import { count, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKairox } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { applications, applicationStatusHistory } from '../db/schema.js';
import { sweepOrphanFiles } from '../modules/applications/orphan-files.js';
import { applicantJson, encodeMultipart, type FormEntry } from '../testing/fixtures.js';
import { toMebibytes, watchHealth } from '../testing/health-watch.js';
import { loopingOleDoc, validPdf } from '../testing/hostile-files.js';
import {
  SERVER_START_WAIT_MS,
  crashServer,
  killAllServers,
  postForm,
  requestJson,
  signUpOverHttp,
  startPost,
  startServerProcess,
  stopServerProcess,
  storedFileKeys,
  waitFor,
  type ServerProcess,
} from '../testing/server-process.js';
import { PASSWORD, jobRequestBody } from '../testing/tenants.js';
import { createPostgresDatabase } from '../testing/test-app.js';

/**
 * Issue #9, "What must exist" 9: the real server as a process, a mass upload of 30 PDFs and the
 * looping .doc through the dashboard, SIGKILL at three points (while the files arrive, while the
 * rows are created, one transaction per request, while extraction runs), each time restarted on the same data and the upload
 * retried the way a user would. Then every file that got a success answer has exactly one
 * application in a final state, no file has two, no stored file is referenced twice, the orphan
 * sweep leaves exactly the referenced files, and the looping .doc fails without taking the
 * restarted server down.
 */

const SETTLE_WAIT_MS = 5 * 60_000;
const TEST_TIMEOUT_MS = 5 * SERVER_START_WAIT_MS + 2 * SETTLE_WAIT_MS;
const FILE_COUNT = 30;
const ADMIN_EMAIL = 'admin@crash.io';

let dataDir: string;
let env: Record<string, string>;
let dropDatabase: (() => Promise<void>) | undefined;

async function applicantsOf(
  server: ServerProcess,
  token: string,
  jobId: number,
): Promise<Array<{ id: number; resumeStatus: string; sourceChannel: string }>> {
  const answer = await requestJson(server, 'GET', `/api/applications/applicants/${jobId}?size=100`, { token });
  expect(answer.status).toBe(200);
  return answer.body.content;
}

async function sendLoopingDoc(server: ServerProcess, token: string, jobId: number, attempt: number): Promise<number> {
  const looping = loopingOleDoc();
  const form = await encodeMultipart([
    { name: 'applicant', value: applicantJson(jobId, { candidateEmail: `looping${attempt}@example.com` }) },
    { name: 'cv', bytes: looping.bytes, fileName: looping.name, type: 'application/msword' },
  ]);
  const answer = await postForm(server, '/api/applications/applications', form, { authorization: `Bearer ${token}` });
  expect(answer.status).toBe(201);
  return answer.body.id as number;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kairox-crash-'));
  const postgres = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL) : null;
  dropDatabase = postgres?.drop;
  env = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  };
});

afterAll(async () => {
  // A failed assertion must not leave a server running into the next test file.
  killAllServers();
  await dropDatabase?.();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('crash recovery', () => {
  it(
    'after SIGKILLs while files arrive, while rows are created and while extraction runs, every answered file settles once and nothing is left over',
    async () => {
      const resumes = await Promise.all(
        Array.from({ length: FILE_COUNT }, (_, index) =>
          validPdf(
            `Candidate Number${index + 1}\ncandidate${index + 1}@example.com\nBackend engineer with ${index + 3} years of Node.js and PostgreSQL.`,
            `candidate-${index + 1}.pdf`,
          ),
        ),
      );
      const hashes = new Set(resumes.map((resume) => createHash('sha256').update(resume.bytes).digest('hex')));
      let server = await startServerProcess(env);
      const token = await signUpOverHttp(server, dataDir, {
        name: 'Crash Test',
        slug: 'crashtest',
        domainId: 'crash.io',
        adminEmail: ADMIN_EMAIL,
        password: PASSWORD,
      });
      const created = await requestJson(server, 'POST', '/functions/V1/create-job', { token, body: jobRequestBody('Crash recovery') });
      expect(created.status).toBe(201);
      const jobId = created.body.job_id as number;
      const form = await encodeMultipart([
        { name: 'jobId', value: String(jobId) },
        ...resumes.map((resume): FormEntry => ({ name: 'files', bytes: resume.bytes, fileName: resume.name, type: 'application/pdf' })),
      ]);
      const staff = { authorization: `Bearer ${token}`, 'content-length': String(form.payload.length) };

      // 1. While the files arrive: send 60% of the form, and die once a third of the files are stored.
      const storedBefore = (await storedFileKeys(dataDir)).length;
      const first = startPost(server, '/api/applications/mass-upload', form.contentType, staff);
      first.catch(() => undefined);
      first.request.write(form.payload.subarray(0, Math.floor(form.payload.length * 0.6)));
      await waitFor('a third of the files to be stored', async () => (await storedFileKeys(dataDir)).length - storedBefore >= FILE_COUNT / 3, 60_000);
      await crashServer(server);
      await expect(first).rejects.toThrow();

      // 2. While the rows are created: the whole form again, and die once its files are stored. A
      // request's rows are written in one transaction, next: after the restart all are there or none.
      server = await startServerProcess(env);
      const storedBeforeSecond = (await storedFileKeys(dataDir)).length;
      const second = startPost(server, '/api/applications/mass-upload', form.contentType, staff);
      second.catch(() => undefined);
      second.request.end(form.payload);
      await waitFor(
        'the files of the upload to be stored',
        async () => (await storedFileKeys(dataDir)).length - storedBeforeSecond >= FILE_COUNT,
        120_000,
        10,
      );
      await crashServer(server);
      server = await startServerProcess(env);
      const rowsBeforeSecondKill = (await applicantsOf(server, token, jobId)).length;
      expect([0, FILE_COUNT]).toContain(rowsBeforeSecondKill);

      // 3. While extraction runs: the upload once more (answered), then the looping .doc through the
      // dashboard, and die while it is being extracted.
      const third = await postForm(server, '/api/applications/mass-upload', form, { authorization: `Bearer ${token}` });
      // 400 only when the killed upload had created every row already.
      expect([200, 400]).toContain(third.status);
      const accepted = third.body.accepted as Array<{ fileName: string; applicationId: number }>;
      const rejected = third.body.rejected as Array<{ fileName: string; reason: string }>;
      expect(accepted.length + rejected.length).toBe(FILE_COUNT);
      for (const entry of rejected) expect(entry.reason).toBe(APPLICATION_MESSAGES.duplicateFile);
      // The looping .doc is picked up after the PDFs; a poll can miss its short extraction (the
      // child dies at its memory cap within a second or two), so it is sent again until caught.
      const docIds: number[] = [];
      for (let attempt = 1; ; attempt += 1) {
        const docId = await sendLoopingDoc(server, token, jobId, attempt);
        docIds.push(docId);
        const status = await waitFor(
          'the looping .doc to be extracted',
          async () => {
            const { resumeStatus } = (await requestJson(server, 'GET', `/api/applications/${docId}`, { token })).body;
            return resumeStatus === 'PROCESSING' || resumeStatus === 'COMPLETED' || resumeStatus === 'FAILED' ? (resumeStatus as string) : null;
          },
          SETTLE_WAIT_MS,
          10,
        );
        if (status === 'PROCESSING') break;
        if (attempt === 3) throw new Error('the looping .doc was never seen being extracted');
      }
      await crashServer(server);

      // Restarted, the server stays up while it finishes everything, the looping .doc included.
      server = await startServerProcess(env);
      const watch = watchHealth(`${server.baseUrl}/healthz`, server.pid, { intervalMs: 200 });
      const settled = await waitFor(
        'every application to reach a final state',
        async () => {
          const rows = await applicantsOf(server, token, jobId);
          return (
            rows.length === FILE_COUNT + docIds.length &&
            rows.every((row) => row.resumeStatus === 'COMPLETED' || row.resumeStatus === 'FAILED') &&
            rows
          );
        },
        SETTLE_WAIT_MS,
        1000,
      );
      const health = await watch.stop();
      const peakMiB = { server: toMebibytes(health.peak.server), largestChild: toMebibytes(health.peak.largestChild) };
      console.info(
        'crash recovery:',
        JSON.stringify({
          rowsBeforeSecondKill,
          loopingDocsSent: docIds.length,
          lastRun: { checks: health.checks, longestGapMs: health.longestGapMs, peakMiB },
        }),
      );
      expect(health.misses).toEqual([]);
      expect(peakMiB.server).toBeLessThan(1024);
      expect(server.child.exitCode).toBeNull();
      for (const docId of docIds) {
        const doc = await requestJson(server, 'GET', `/api/applications/${docId}`, { token });
        expect(doc.body).toMatchObject({ resumeStatus: 'FAILED', resumeError: APPLICATION_MESSAGES.resumeLimits });
      }
      for (const { applicationId } of accepted) expect(settled.map((row) => row.id)).toContain(applicationId);
      expect(await stopServerProcess(server)).toBe(0);

      // The data, read directly once the server is down.
      const kairox = await startKairox(loadConfig(env), { logger: pino({ level: 'silent' }) });
      try {
        const { db } = kairox.ctx.database;
        const rows = await db
          .select({
            id: applications.id,
            sha256: applications.resumeSha256,
            key: applications.resumeFileKey,
            channel: applications.sourceChannel,
            resumeStatus: applications.resumeStatus,
          })
          .from(applications)
          .where(eq(applications.jobId, jobId));
        // Final means final: starting again re-queues nothing.
        expect(Object.fromEntries(rows.map((row) => [row.id, row.resumeStatus]))).toEqual(
          Object.fromEntries(settled.map((row) => [row.id, row.resumeStatus])),
        );
        const massRows = rows.filter((row) => row.channel === 'mass-upload');
        // Exactly one application per file: none lost, none twice.
        expect(massRows).toHaveLength(FILE_COUNT);
        expect(new Set(massRows.map((row) => row.sha256))).toEqual(hashes);
        // No stored file is referenced twice, and every referenced file is there.
        const keys = rows.map((row) => row.key);
        expect(new Set(keys).size).toBe(keys.length);
        const onDisk = await storedFileKeys(dataDir);
        for (const key of keys) expect(onDisk).toContain(key);
        // No orphan rows: each application came with its first status-history row.
        const history = await db
          .select({ applicationId: applicationStatusHistory.applicationId, rows: count() })
          .from(applicationStatusHistory)
          .where(
            inArray(
              applicationStatusHistory.applicationId,
              rows.map((row) => row.id),
            ),
          )
          .groupBy(applicationStatusHistory.applicationId);
        expect(history).toHaveLength(rows.length);

        // What the crashes left in the storage goes with the sweep (here: as if an hour had passed).
        const orphans = onDisk.filter((key) => !keys.includes(key));
        console.info('crash recovery: files left by the crashes before the sweep:', orphans.length);
        await sweepOrphanFiles(kairox.ctx, new Date(Date.now() + 2 * 60 * 60 * 1000));
        expect(await storedFileKeys(dataDir)).toEqual([...keys].sort());
      } finally {
        await kairox.close();
      }
    },
    TEST_TIMEOUT_MS,
  );
});
