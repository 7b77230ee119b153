/**
 * `npm run bench:load`: Kairox's list calls under load on PostgreSQL (issue #14).
 *
 * Seeds 100,000 applications over 3 organisations and 300 jobs into a fresh database (organisations,
 * jobs and the first applications through the API, the rest in bulk), one job holding 30,000, then
 * measures with autocannon the applicants list (first and last page of that job), the job list, job
 * stats, the applicants search and login at 2 and 20 connections, next to a bare Fastify process
 * running the list's SQL and a constant route, measured in the same run.
 *
 *   npm run bench:load -- [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--database kairox_load]
 *                         [--api-applications 2000] [--duration 10] [--reuse]
 *
 * The server is the bundle `npm start` runs (built here when stale). `--reuse` measures a database
 * an earlier run seeded (kept after every run) without seeding it again.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { encodeMultipart } from '../apps/server/src/testing/fixtures.js';
import {
  postForm,
  requestJson,
  signUpOverHttp,
  startServerProcess,
  stopServerProcess,
  waitFor,
  type ServerProcess,
} from '../apps/server/src/testing/server-process.js';
import { jobRequestBody } from '../apps/server/src/testing/tenants.js';
import { recreateDatabase } from './postgres.js';
import { buildServerBundle } from './server-bundle.js';

const { values: options } = parseArgs({
  options: {
    'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    database: { type: 'string', default: 'kairox_load' },
    'api-applications': { type: 'string', default: '2000' },
    duration: { type: 'string', default: '10' },
    reuse: { type: 'boolean', default: false },
  },
});

const TOTAL_APPLICATIONS = 100_000;
const BIG_JOB_APPLICATIONS = 30_000;
const ORGANISATIONS = 3;
const JOBS_PER_ORGANISATION = 100;
const PAGE_SIZE = 20;
const PASSWORD = 'Str0ngPass!';
/** A word in about one resume in ten, for the search. */
const SEARCH_WORD = 'kubernetes';
const DURATION_S = Number(options.duration);
const API_APPLICATIONS = Number(options['api-applications']);

const databaseUrl = (name: string) => {
  const url = new URL(options['admin-url']);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A resume of about 5 KB, with the search word in one of ten. */
function resumeText(index: number): string {
  const skills = ['TypeScript', 'PostgreSQL', 'React', 'Go', 'Python', 'AWS', index % 10 === 0 ? SEARCH_WORD : 'Docker'];
  const paragraph = `Engineer number ${index}. Built services with ${skills.join(', ')}. Led teams, reviewed designs, shipped features weekly. `;
  return `Candidate ${index}\ncandidate${index}@example.com\nEXPERIENCE\n${paragraph.repeat(30)}`;
}

interface Tenant {
  orgId: number;
  token: string;
  email: string;
  jobIds: number[];
}

async function seedTenants(server: ServerProcess, dataDir: string): Promise<Tenant[]> {
  const tenants: Tenant[] = [];
  for (let index = 0; index < ORGANISATIONS; index += 1) {
    const slug = `load${index}`;
    const email = `admin@${slug}.io`;
    const token = await signUpOverHttp(server, dataDir, {
      name: `Load ${index}`,
      slug,
      domainId: `${slug}.io`,
      adminEmail: email,
      password: PASSWORD,
    });
    const jobIds: number[] = [];
    for (let job = 0; job < JOBS_PER_ORGANISATION; job += 1) {
      const answer = await requestJson(server, 'POST', '/functions/V1/create-job', { token, body: jobRequestBody(`Load job ${index}-${job}`) });
      if (answer.status !== 201) throw new Error(`create-job: ${answer.status} ${JSON.stringify(answer.body)}`);
      jobIds.push(answer.body.job_id as number);
    }
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { orgId: number };
    tenants.push({ orgId: claims.orgId, token, email, jobIds });
  }
  return tenants;
}

/** The first applications through the real call (validation, file storage, the resume pipeline), four at a time. */
async function seedThroughApi(server: ServerProcess, tenant: Tenant, jobId: number, count: number): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      const applicant = JSON.stringify({
        candidateName: `Api Candidate ${index}`,
        candidateEmail: `api${index}@example.com`,
        candidatePhone: `+1 628 ${String(index).padStart(7, '0')}`,
        status: 'qualified',
        sourceChannel: 'manual',
        jobId,
      });
      const form = await encodeMultipart([
        { name: 'applicant', value: applicant },
        { name: 'cv', bytes: new TextEncoder().encode(resumeText(index)), fileName: `cv${index}.txt`, type: 'text/plain' },
      ]);
      const answer = await postForm(server, '/api/applications/applications', form, { authorization: `Bearer ${tenant.token}` });
      if (answer.status !== 201) throw new Error(`application: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, lane));
}

/** The rest in bulk: the big job up to 30,000, the others share what is left of 100,000. */
async function seedInBulk(db: pg.Client, tenants: Tenant[], bigJobId: number): Promise<void> {
  const [{ total }] = (await db.query('select count(*)::int as total from applications')).rows as [{ total: number }];
  const insert = async (orgId: number, jobId: number, count: number, offset: number) =>
    db.query(
      `insert into applications (org_id, job_id, candidate_name, candidate_email, candidate_phone, status, score, source_channel,
         resume_file_key, resume_file_name, resume_mime, resume_size, resume_sha256, resume_status, resume_text, created_at)
       select $1::int, $2::int, 'Bulk Candidate ' || n, 'bulk' || n || '@example.com', '+1 415 ' || lpad(n::text, 7, '0'), 'QUALIFIED', (n * 37) % 101, 'manual',
         'org-' || $1::int || '/bulk-' || n, 'cv' || n || '.txt', 'text/plain', 5000, md5(n::text) || md5(n::text), 'COMPLETED',
         $5::text || n || case when n % 10 = 0 then ' ${SEARCH_WORD}' else '' end,
         now() - (n || ' seconds')::interval
       from generate_series($3::int, $3::int + $4::int - 1) as n`,
      [orgId, jobId, offset, count, resumeText(1).slice(0, 4800)],
    );
  const bigTenant = tenants[0]!;
  const [{ big }] = (await db.query('select count(*)::int as big from applications where job_id = $1', [bigJobId])).rows as [{ big: number }];
  let offset = 1_000_000;
  await insert(bigTenant.orgId, bigJobId, BIG_JOB_APPLICATIONS - big, offset);
  offset += BIG_JOB_APPLICATIONS;
  const others = tenants.flatMap((tenant) => tenant.jobIds.filter((id) => id !== bigJobId).map((jobId) => ({ orgId: tenant.orgId, jobId })));
  const remaining = TOTAL_APPLICATIONS - total - (BIG_JOB_APPLICATIONS - big);
  for (const [index, { orgId, jobId }] of others.entries()) {
    const share = Math.floor(remaining / others.length) + (index < remaining % others.length ? 1 : 0);
    await insert(orgId, jobId, share, offset);
    offset += share;
  }
}

interface Measure {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(
  name: string,
  url: string,
  connections: number,
  request: { method?: 'GET' | 'POST'; token?: string; body?: unknown } = {},
): Promise<Measure> {
  const headers: Record<string, string> = {};
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_S,
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, connections, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

async function startBareServer(url: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'load', 'bare-server.ts'), url, String(port)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(
    'the bare server',
    () =>
      fetch(`${baseUrl}/constant`).then(
        (response) => response.ok,
        () => false,
      ),
    60_000,
    100,
  );
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function printTable(rows: Measure[]): void {
  console.log('\n| call | connections | requests/s | p50 ms | p99 ms | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    console.log(`| ${row.name} | ${row.connections} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} |`);
  }
}

/** The tenants of a database an earlier run seeded, signed in again. */
async function seededTenants(server: ServerProcess, db: pg.Client): Promise<Tenant[]> {
  const { rows } = await db.query<{ orgId: number; email: string; jobIds: number[] }>(
    `select u.org_id as "orgId", u.email, array_agg(j.id order by j.id) as "jobIds"
       from users u join jobs j on j.org_id = u.org_id where u.email like 'admin@load%' group by u.org_id, u.email order by u.email`,
  );
  if (rows.length !== ORGANISATIONS) throw new Error(`--reuse: the database holds ${rows.length} seeded organisations, not ${ORGANISATIONS}`);
  return Promise.all(
    rows.map(async (row) => {
      const answer = await requestJson(server, 'POST', '/auth/login', { body: { userName: row.email, password: PASSWORD } });
      if (answer.status !== 200) throw new Error(`login: ${answer.status} ${JSON.stringify(answer.body)}`);
      return { ...row, token: answer.body.token as string };
    }),
  );
}

async function seed(server: ServerProcess, db: pg.Client, dataDir: string): Promise<Tenant[]> {
  let started = Date.now();
  const tenants = await seedTenants(server, dataDir);
  const bigTenant = tenants[0]!;
  const bigJobId = bigTenant.jobIds[0]!;
  await seedThroughApi(server, bigTenant, bigJobId, API_APPLICATIONS);
  console.log(
    `Seeded ${ORGANISATIONS} organisations, ${ORGANISATIONS * JOBS_PER_ORGANISATION} jobs and ${API_APPLICATIONS} applications through the API in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await waitFor(
    'the resume pipeline to finish',
    async () =>
      ((await db.query(`select count(*)::int as n from applications where resume_status in ('PENDING','PROCESSING')`)).rows[0] as { n: number }).n ===
      0,
    30 * 60_000,
    1000,
  );
  started = Date.now();
  await seedInBulk(db, tenants, bigJobId);
  const { rows: counts } = await db.query('select count(*)::int as total, count(*) filter (where job_id = $1)::int as big from applications', [
    bigJobId,
  ]);
  console.log(
    `Bulk seeded to ${counts[0].total} applications (${counts[0].big} in job ${bigJobId}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return tenants;
}

async function main(): Promise<void> {
  const name = options.database;
  const url = databaseUrl(name);
  buildServerBundle();
  if (!options.reuse) {
    console.log(`Database ${name}: recreating`);
    await recreateDatabase(options['admin-url'], name);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kairox-load-'));
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      DEMO_DATA: 'false',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      LOGIN_LIMIT_PER_IP: '1000000000',
      JWT_SECRET: 'load-benchmark-secret-of-at-least-32-characters',
    },
    'dist/main.js',
  );
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const tenants = options.reuse ? await seededTenants(server, db) : await seed(server, db, dataDir);
    // As autovacuum would soon after the bulk insert, or a migration that rewrote the table: the
    // visibility map lets the list read its index alone.
    await db.query('vacuum analyze');
    const bigTenant = tenants[0]!;
    const bigJobId = bigTenant.jobIds[0]!;

    const bare = await startBareServer(url);
    const lastPage = Math.ceil(BIG_JOB_APPLICATIONS / PAGE_SIZE) - 1;
    const base = server.baseUrl;
    const token = bigTenant.token;
    const targets: Array<[string, string, Parameters<typeof measure>[3]]> = [
      ['constant route (bare Fastify)', `${bare.baseUrl}/constant`, {}],
      ['applicants SQL, first page (bare Fastify)', `${bare.baseUrl}/bare/${bigTenant.orgId}/${bigJobId}?page=0&size=${PAGE_SIZE}`, {}],
      ['applicants SQL, last page (bare Fastify)', `${bare.baseUrl}/bare/${bigTenant.orgId}/${bigJobId}?page=${lastPage}&size=${PAGE_SIZE}`, {}],
      ['applicants, first page', `${base}/api/applications/applicants/${bigJobId}?page=0&size=${PAGE_SIZE}`, { token }],
      ['applicants, last page', `${base}/api/applications/applicants/${bigJobId}?page=${lastPage}&size=${PAGE_SIZE}`, { token }],
      ['applicants search', `${base}/api/applications/applicants/${bigJobId}?q=${SEARCH_WORD}&page=0&size=${PAGE_SIZE}`, { token }],
      ['job list', `${base}/functions/V1/jobs?page=0&size=9`, { token }],
      ['job stats', `${base}/functions/V1/job-stats`, { token }],
      ['login', `${base}/auth/login`, { method: 'POST', body: { userName: bigTenant.email, password: PASSWORD } }],
    ];
    const results: Measure[] = [];
    for (const connections of [2, 20]) {
      for (const [label, target, request] of targets) {
        const result = await measure(label, target, connections, request);
        console.log(`${label} @${connections}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99} ms`);
        results.push(result);
      }
    }
    await bare.stop();
    printTable(results);

    console.log('\nRatios (same run):');
    for (const connections of [2, 20]) {
      const rate = (label: string) => results.find((row) => row.name === label && row.connections === connections)!;
      const first = rate('applicants, first page');
      const last = rate('applicants, last page');
      const bareFirst = rate('applicants SQL, first page (bare Fastify)');
      console.log(
        `@${connections}: last/first page p99 ${(last.p99 / first.p99).toFixed(2)}x, rate ${(last.requestsPerSecond / first.requestsPerSecond).toFixed(2)}; ` +
          `applicants first page / bare route ${(first.requestsPerSecond / bareFirst.requestsPerSecond).toFixed(2)}`,
      );
    }
  } finally {
    await db.end();
    await stopServerProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
