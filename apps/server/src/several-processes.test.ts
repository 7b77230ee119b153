import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './lib/s3-storage.js';
import { RESUME_TEXT, encodeMultipart, type FormEntry } from './testing/fixtures.js';
import { validPdf } from './testing/hostile-files.js';
import { startS3Server, S3_TEST_SECRET, type S3TestServer } from './testing/s3-server.js';
import {
  SERVER_START_WAIT_MS,
  killAllServers,
  postForm,
  requestJson,
  signUpOverHttp,
  spawnServerProcess,
  startServerProcess,
  stopServerProcess,
  waitFor,
  type ServerProcess,
} from './testing/server-process.js';
import { PASSWORD, jobRequestBody } from './testing/tenants.js';
import { withPgClient } from './testing/pg-client.js';
import { createPostgresDatabase } from './testing/test-app.js';

/**
 * Issue #14, "Several machines": API processes without workers (RUN_WORKERS=false) and worker
 * processes (`npm run worker`) share one PostgreSQL and one S3-compatible bucket, each with a
 * data directory of its own as on separate machines. PostgreSQL is what lets processes share the
 * queue: the embedded database belongs to one process, so the run itself needs DATABASE_URL (CI's
 * second pass of the server suite); without it only the refusal to start is checked.
 */

const RESUME_COUNT = 12;
const SETTLE_WAIT_MS = 5 * 60_000;
const JWT_SECRET = 'several-processes-share-this-signing-secret';

const cleanups: Array<() => Promise<unknown>> = [];
const tempDir = async (name: string) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), `kairox-${name}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
};

afterAll(async () => {
  // A failed assertion must not leave a server running into the next test file.
  killAllServers();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** What a process logged as JSON lines (pino), parsed. */
function logLines(server: ServerProcess): Array<Record<string, unknown>> {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The application ids a worker logged as processed. */
const processedBy = (server: ServerProcess) =>
  logLines(server)
    .filter((line) => line.msg === 'resume processed')
    .map((line) => line.applicationId as number);

async function startWorkerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const worker = await spawnServerProcess(env, 'test-bundle/worker.js');
  await waitFor(
    'the worker to be ready',
    () => {
      if (worker.child.exitCode !== null) throw new Error(`the worker exited during start-up:\n${worker.output().slice(-4000)}`);
      return Promise.resolve(worker.output().includes('Kairox worker is ready'));
    },
    SERVER_START_WAIT_MS,
    250,
  );
  return worker;
}

describe('several processes', () => {
  it(
    'refuses to start a worker without PostgreSQL, with one clear line and exit code 1',
    async () => {
      const dataDir = await tempDir('lone-worker');
      const worker = await spawnServerProcess({ DATA_DIR: dataDir, DEMO_DATA: 'false' }, 'test-bundle/worker.js');
      await worker.exited;
      expect(worker.child.exitCode).toBe(1);
      expect(worker.output()).toContain('DATABASE_URL: a worker process needs PostgreSQL shared with the API');
    },
    SERVER_START_WAIT_MS,
  );

  // Several processes need a PostgreSQL they share: this runs in CI's PostgreSQL pass of the server
  // suite (DATABASE_URL set); the embedded database belongs to one process.
  const onSharedPostgres = process.env.DATABASE_URL ? it : () => undefined;
  onSharedPostgres(
    'on PostgreSQL: one API and two workers process each of 12 resumes exactly once, with the files in S3',
    async () => {
      const s3: S3TestServer = await startS3Server();
      cleanups.push(() => s3.stop());
      const postgres = await createPostgresDatabase(process.env.DATABASE_URL!);
      cleanups.push(() => postgres.drop());
      const shared = {
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        DEMO_DATA: 'false',
        DATABASE_URL: postgres.url,
        JWT_SECRET,
        EXTRACTION_WORKERS: '1',
        ...s3.env('several'),
      };
      const apiDir = await tempDir('api');
      const api = await startServerProcess({ ...shared, DATA_DIR: apiDir, WEB_DIST_DIR: apiDir, RUN_WORKERS: 'false' });
      const workers = await Promise.all([1, 2].map(async (index) => startWorkerProcess({ ...shared, DATA_DIR: await tempDir(`worker-${index}`) })));

      const token = await signUpOverHttp(api, apiDir, {
        name: 'Split Deploy',
        slug: 'split',
        domainId: 'split.io',
        adminEmail: 'admin@split.io',
        password: PASSWORD,
      });
      const created = await requestJson(api, 'POST', '/functions/V1/create-job', { token, body: jobRequestBody('Several processes') });
      expect(created.status).toBe(201);
      const jobId = created.body.job_id as number;
      const resumes = await Promise.all(
        Array.from({ length: RESUME_COUNT }, (_, index) =>
          validPdf(
            RESUME_TEXT.replace('Jordan Rivera', `Candidate Number${index + 1}`).replace('jordan.rivera', `candidate${index + 1}`),
            `cv-${index + 1}.pdf`,
          ),
        ),
      );
      const form = await encodeMultipart([
        { name: 'jobId', value: String(jobId) },
        ...resumes.map((resume): FormEntry => ({ name: 'files', bytes: resume.bytes, fileName: resume.name, type: 'application/pdf' })),
      ]);
      const upload = await postForm(api, '/api/applications/mass-upload', form, { authorization: `Bearer ${token}` });
      expect(upload.status).toBe(200);
      const accepted = upload.body.accepted as Array<{ fileName: string; applicationId: number }>;
      const ids = accepted.map((entry) => entry.applicationId).sort((a, b) => a - b);
      expect(ids).toHaveLength(RESUME_COUNT);

      const applicants = await waitFor(
        'every resume to be processed',
        async () => {
          const answer = await requestJson(api, 'GET', `/api/applications/applicants/${jobId}?size=100`, { token });
          const content = answer.body.content as Array<{ id: number; resumeStatus: string }>;
          const settled = content.every((applicant) => applicant.resumeStatus === 'COMPLETED' || applicant.resumeStatus === 'FAILED');
          return content.length === RESUME_COUNT && settled && content;
        },
        SETTLE_WAIT_MS,
        250,
      );
      expect(applicants.map((applicant) => applicant.resumeStatus)).toEqual(Array(RESUME_COUNT).fill('COMPLETED'));

      // Exactly once: one claim and one score per application, one "processed" line across the workers, none in the API.
      await withPgClient(postgres.url, async (db) => {
        const attempts = await db.query('select id, resume_attempts from applications where job_id = $1 order by id', [jobId]);
        expect(attempts.rows).toEqual(ids.map((id) => ({ id, resume_attempts: 1 })));
        const scores = await db.query(
          `select application_id, count(*)::int as scores from ai_decisions where kind = 'SCORE' and application_id = any($1) group by application_id order by application_id`,
          [ids],
        );
        expect(scores.rows).toEqual(ids.map((id) => ({ application_id: id, scores: 1 })));
      });
      const byWorker = workers.map(processedBy);
      expect(
        byWorker.flat().sort((a, b) => a - b),
        `processed by worker 1: ${byWorker[0]!.join(', ')}; by worker 2: ${byWorker[1]!.join(', ')}`,
      ).toEqual(ids);
      // Shared: each worker took some (a job takes about half a second, an idle worker looks every second).
      for (const processed of byWorker) expect(processed.length).toBeGreaterThan(0);
      expect(processedBy(api)).toEqual([]);

      // The files are in the bucket, not on any process's disk, and come back whole through the API.
      const bucket = await createS3Storage(s3.options('several'));
      const keys: string[] = [];
      for await (const file of bucket.list()) keys.push(file.key);
      await bucket.close();
      expect(keys).toHaveLength(RESUME_COUNT);
      const firstId = accepted.find((entry) => entry.fileName === resumes[0]!.name)!.applicationId;
      const download = await fetch(`${api.baseUrl}/api/applications/${firstId}/resume`, { headers: { authorization: `Bearer ${token}` } });
      expect(download.status).toBe(200);
      expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), Buffer.from(resumes[0]!.bytes))).toBe(0);

      expect(await requestJson(api, 'GET', '/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
      const metrics = await fetch(`${api.baseUrl}/metrics`).then((response) => response.text());
      expect(metrics).toContain(`kairox_resumes_processed_recent{status="COMPLETED"} ${RESUME_COUNT}`);

      for (const server of [api, ...workers]) {
        expect(await stopServerProcess(server)).toBe(0);
        expect(server.output()).toContain('shutting down');
        expect(server.output()).not.toContain(S3_TEST_SECRET);
      }
    },
    3 * SERVER_START_WAIT_MS + SETTLE_WAIT_MS,
  );
});
