/**
 * `npm run bench:pipeline`: does the resume pipeline keep up with text extraction? (issue #14)
 *
 * Generates two-page resume PDFs (200 by default, each different), measures how fast the isolated
 * extraction pool alone reads them (the server's pool, with the server's worker count), and
 * mass-uploads them (50 per request, the limit, one request after the other) to the real server on
 * PostgreSQL, in a fresh database, timed from the first upload until every application is
 * COMPLETED with a score. Both measures run warm: the pool has started its children, and the
 * server has processed a few resumes of another job. The two alternate (`--runs` pipeline runs, each
 * to a new job, with raw extraction before each and after the last), and each run is compared with
 * the mean of the raw rates around it: the machine may be shared. Also printed: the CPU time per
 * resume of the extraction children, the server and the database, the share of the cores they kept
 * busy, and the database's commits and updates of application rows per resume.
 *
 *   npm run bench:pipeline -- [--database-url postgres://postgres@127.0.0.1:5432/kairox_pipeline] [--files 200] [--workers 2] [--runs 3] [--cpu-prof DIR]
 *
 * `--cpu-prof DIR` runs the server (and its extraction children) with `node --cpu-prof`: a
 * profile per process lands in DIR when the server stops (open it in Chrome's DevTools).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { inflateSync } from 'node:zlib';
import pg from 'pg';
import pino from 'pino';
import { cpuMillisecondsOf } from '../apps/server/src/lib/process-usage.js';
import { EXTRACTION_DEFAULTS } from '../apps/server/src/modules/applications/extraction/limits.js';
import { ExtractionPool } from '../apps/server/src/modules/applications/extraction/pool.js';
import { encodeMultipart, makePdf } from '../apps/server/src/testing/fixtures.js';
import { descendantsOf } from '../apps/server/src/testing/health-watch.js';
import {
  postForm,
  requestJson,
  signUpOverHttp,
  sleep,
  startServerProcess,
  stopServerProcess,
  waitFor,
  type ServerProcess,
} from '../apps/server/src/testing/server-process.js';
import { jobRequestBody } from '../apps/server/src/testing/tenants.js';
import { recreateDatabase } from './postgres.js';

const { values: options } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/kairox_pipeline' },
    files: { type: 'string', default: '200' },
    workers: { type: 'string', default: String(EXTRACTION_DEFAULTS.workers) },
    runs: { type: 'string', default: '3' },
    'cpu-prof': { type: 'string' },
  },
});
const FILES = Number(options.files);
const WORKERS = Number(options.workers);
const RUNS = Number(options.runs);
if (![FILES, WORKERS, RUNS].every((value) => Number.isInteger(value) && value > 0)) {
  console.error('--files, --workers and --runs take positive whole numbers');
  process.exit(1);
}
/** Preloaded into the server with `--cpu-prof`. */
const CPU_PROFILER = pathToFileURL(path.join(import.meta.dirname, 'cpu-profile.ts')).href;
/** The mass upload's limit of files per request. */
const FILES_PER_REQUEST = 50;
const PAGES = 2;
const PASSWORD = 'Str0ngPass!';
/**
 * Resumes the server processes (for another job) before the timed run: children started and their
 * code warm. Ten per child: the children also read each text (its fields and the screening
 * analysis), code V8 optimises only after it has run a few times, as in a server that has been up.
 */
const WARM_UP_FILES = 10 * WORKERS;
/** A backend's statistics reach pg_stat_database when it is idle, at most this long after its work. */
const STATS_SETTLE_MS = 11_000;

// ---------------------------------------------------------------------------------------------
// Resumes: varied, realistic, two pages each. Picks walk the lists with different strides, so
// every resume differs (names are unique up to 460 files) and a run is repeatable.
// ---------------------------------------------------------------------------------------------

const FIRST_NAMES = [
  'Amara',
  'Lucas',
  'Priya',
  'Mateo',
  'Sofia',
  'Kenji',
  'Olivia',
  'Tariq',
  'Elena',
  'Noah',
  'Chloe',
  'Daniel',
  'Fatima',
  'Gabriel',
  'Hana',
  'Ivan',
  'Julia',
  'Kwame',
  'Lena',
  'Marco',
];
const LAST_NAMES = [
  'Okafor',
  'Bernard',
  'Raman',
  'Silva',
  'Rossi',
  'Tanaka',
  'Nguyen',
  'Haddad',
  'Petrova',
  'Fischer',
  'Moreau',
  'Costa',
  'Novak',
  'Kowalski',
  'Duarte',
  'Lindqvist',
  'Mensah',
  'Yilmaz',
  'Horvat',
  'Byrne',
  'Sato',
  'Andersen',
  'Reyes',
];
const CITIES = ['Berlin, Germany', 'Austin, TX', 'Toronto, Canada', 'Lisbon, Portugal', 'Bangalore, India', 'Manchester, UK', 'Lyon, France'];
const COMPANIES = [
  'Northwind Logistics',
  'Bluepeak Health',
  'Quantum Freight',
  'Helios Energy',
  'Brightline Retail',
  'Orbital Finance',
  'Verdant Foods',
];
const MORE_COMPANIES = ['Nimbus Cloud', 'Cedar & Co', 'Atlas Insurance', 'Lumen Media', 'Harbor Bank', 'Summit Telecom'];
const UNIVERSITIES = ['University of Toronto', 'TU Munich', 'University of Manchester', 'IIT Madras', 'University of Lisbon', 'UT Austin'];

interface Profession {
  titles: string[];
  summary: string;
  skills: string[];
  achievements: string[];
  degree: string;
}

const PROFESSIONS: Profession[] = [
  {
    titles: ['Backend Engineer', 'Senior Software Engineer', 'Platform Engineer', 'Staff Engineer'],
    summary: 'Backend engineer who designs reliable APIs and data pipelines and cares about operability, testing and clear documentation.',
    skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'Redis', 'Docker', 'Kubernetes', 'AWS', 'Kafka', 'GraphQL', 'Terraform'],
    achievements: [
      'Built the {company} order API in Node.js and PostgreSQL, serving {number} requests per minute at a p99 under 80 ms',
      'Cut cloud costs by {percent}% by moving batch jobs to spot instances and right-sizing the database cluster',
      'Led the migration of {number} services from a monolith to containers on Kubernetes without downtime',
      'Introduced contract tests and a staging pipeline that reduced production incidents by {percent}%',
      'Mentored {small} engineers and ran the weekly architecture review for the platform team',
      'Designed the event pipeline on Kafka that replaced nightly exports with near real-time updates',
    ],
    degree: 'B.Sc. Computer Science',
  },
  {
    titles: ['Data Analyst', 'Senior Data Analyst', 'Analytics Engineer', 'Business Intelligence Lead'],
    summary: 'Analyst who turns messy operational data into decisions, with a habit of checking every number twice before it reaches a slide.',
    skills: ['SQL', 'Python', 'pandas', 'dbt', 'Tableau', 'Looker', 'BigQuery', 'Excel', 'A/B testing', 'Statistics'],
    achievements: [
      'Built the {company} revenue dashboard in Looker used by {number} managers every week',
      'Modelled churn drivers in Python and helped cut monthly churn by {percent}%',
      'Rewrote {number} legacy reports as tested dbt models, halving the time to close the month',
      'Designed the A/B testing guidelines adopted by {small} product teams',
      'Automated the weekly supply forecast, saving the planning team a day of work every week',
      'Trained {small} colleagues in SQL and ran office hours for the sales operations team',
    ],
    degree: 'M.Sc. Statistics',
  },
  {
    titles: ['Registered Nurse', 'Charge Nurse', 'ICU Nurse', 'Nurse Educator'],
    summary: 'Registered nurse with acute care experience, calm under pressure and committed to patient safety and clear handovers.',
    skills: ['Patient assessment', 'Medication administration', 'Wound care', 'Epic EHR', 'BLS', 'ACLS', 'Triage', 'Infection control'],
    achievements: [
      'Coordinated care for up to {small} patients per shift on a {number}-bed surgical ward at {company}',
      'Reduced medication errors on the unit by {percent}% by introducing a double-check at handover',
      'Trained {small} new graduate nurses in triage and the early warning score protocol',
      'Led the ward pressure ulcer audit and brought incidence down by {percent}% in one year',
      'Served on the infection control committee and rolled out the new hand hygiene audit',
      'Supported the switch to Epic EHR as a super user for {number} colleagues',
    ],
    degree: 'B.Sc. Nursing',
  },
  {
    titles: ['Accountant', 'Senior Accountant', 'Financial Controller', 'Finance Manager'],
    summary: 'Chartered accountant with a track record of fast, accurate closes, clean audits and finance processes people actually follow.',
    skills: ['IFRS', 'US GAAP', 'SAP', 'NetSuite', 'Excel', 'Consolidation', 'Budgeting', 'Audit', 'Tax compliance', 'Power BI'],
    achievements: [
      'Shortened the month-end close at {company} from {small} weeks to {small} days',
      'Led the statutory audit for {small} entities with no material findings',
      'Implemented NetSuite for {number} users and migrated five years of ledger history',
      'Built the rolling forecast model that cut budget variance by {percent}%',
      'Managed a team of {small} accountants across two countries',
      'Negotiated payment terms with key suppliers, freeing {number} thousand in working capital',
    ],
    degree: 'B.A. Accounting and Finance',
  },
  {
    titles: ['Marketing Manager', 'Growth Marketer', 'Content Marketing Lead', 'Product Marketing Manager'],
    summary: 'Marketer who blends brand storytelling with rigorous measurement, and who has launched products in crowded markets.',
    skills: ['SEO', 'Content strategy', 'Google Ads', 'HubSpot', 'Copywriting', 'Marketing analytics', 'Email marketing', 'Brand'],
    achievements: [
      'Grew organic traffic at {company} by {percent}% in a year with a rebuilt content strategy',
      'Launched {small} products with positioning, pricing pages and sales enablement',
      'Ran paid campaigns with a monthly budget of {number} thousand at a {percent}% lower cost per lead',
      'Built the lifecycle email programme in HubSpot that lifted activation by {percent}%',
      'Managed a team of {small} writers and designers and an agency network',
      'Set up the attribution model the board now uses to review marketing spend',
    ],
    degree: 'B.A. Communications',
  },
];

const pick = <T>(items: readonly T[], index: number, stride: number): T => items[(index * stride) % items.length]!;

function fillIn(template: string, index: number, company: string): string {
  return template
    .replace('{company}', company)
    .replace('{number}', String(20 + ((index * 37) % 480)))
    .replace('{percent}', String(10 + ((index * 13) % 40)))
    .replaceAll('{small}', String(2 + (index % 6)));
}

/** One resume's text: header, summary, four positions, skills, education and languages (about two pages). */
function resumeText(index: number): string {
  const first = pick(FIRST_NAMES, index, 1);
  const last = pick(LAST_NAMES, index, 7);
  const profession = PROFESSIONS[index % PROFESSIONS.length]!;
  const startYear = 2003 + (index % 7);
  const lines = [
    `${first} ${last}`,
    `${first.toLowerCase()}.${last.toLowerCase()}${index}@example.com | +1 415 555 ${String(1000 + index).slice(-4)} | ${pick(CITIES, index, 3)}`,
    '',
    'SUMMARY',
    `${profession.summary} ${2024 - startYear} years of experience.`,
    '',
    'EXPERIENCE',
  ];
  for (let position = 0; position < 4; position += 1) {
    const company = position % 2 === 0 ? pick(COMPANIES, index + position, 5) : pick(MORE_COMPANIES, index + position, 5);
    const from = startYear + position * 5;
    lines.push(
      `${profession.titles[3 - position]}, ${company}`,
      position === 0 ? `Jan ${from} – Present` : `Mar ${from} – Dec ${from + 4}`,
      ...[0, 1, 2, 3, 4].map((bullet) => `• ${fillIn(pick(profession.achievements, index + position * 5 + bullet, 1), index + bullet, company)}`),
      '',
    );
  }
  const skills = profession.skills.filter((_, skill) => (skill + index) % 4 !== 0);
  lines.push(
    'SKILLS',
    skills.join(', '),
    '',
    'EDUCATION',
    `${profession.degree}, ${pick(UNIVERSITIES, index, 5)}, ${startYear - 1}`,
    '',
    'LANGUAGES',
    index % 3 === 0 ? 'English (fluent), German (B2)' : 'English (fluent), Spanish (conversational)',
    '',
    'INTERESTS',
    'Running, community mentoring, cooking for friends, and reading about the history of science.',
  );
  return lines.join('\n');
}

/** Pages of a PDF made by makePdf: its page objects, found in the file and in its deflated object streams. */
function pageCount(pdf: Uint8Array): number {
  const text = Buffer.from(pdf).toString('latin1');
  const unpacked = [...text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    try {
      return inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      return ''; // not deflated
    }
  });
  return [text, ...unpacked].join('\n').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

/** The resumes as PDFs; each must have exactly two pages. */
async function generateResumes(count: number, offset: number): Promise<Uint8Array[]> {
  const files: Uint8Array[] = [];
  for (let index = offset; index < offset + count; index += 1) {
    const bytes = await makePdf(resumeText(index));
    const pages = pageCount(bytes);
    if (pages !== PAGES) throw new Error(`resume ${index} has ${pages} pages, not ${PAGES}`);
    files.push(bytes);
  }
  return files;
}

// ---------------------------------------------------------------------------------------------
// CPU time: on a shared machine it says more than the wall clock about where the work goes
// ---------------------------------------------------------------------------------------------

/** CPU milliseconds of each process, by pid. */
async function cpuOf(pids: number[]): Promise<Map<number, number>> {
  return new Map(await Promise.all(pids.map(async (pid) => [pid, (await cpuMillisecondsOf(pid)) ?? 0] as const)));
}

/** CPU milliseconds the processes used between two readings (a process new in `after` counts from zero). */
function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, used] of after) total += used - (before.get(pid) ?? 0);
  return total;
}

// ---------------------------------------------------------------------------------------------
// Raw extraction: the pool alone
// ---------------------------------------------------------------------------------------------

interface RawRun {
  rate: number;
  /** CPU milliseconds of the extraction children per resume. */
  childCpuPerResume: number;
}

/** How fast the pool extracts the files, all handed to it at once, after its children have started. */
async function rawExtraction(files: Uint8Array[]): Promise<RawRun> {
  const pool = new ExtractionPool({ logger: pino({ level: 'silent' }), workers: WORKERS });
  try {
    await Promise.all(files.slice(0, WORKERS).map((bytes) => pool.extract(bytes, 'pdf')));
    const cpuBefore = await cpuOf(pool.pids);
    const started = performance.now();
    const texts = await Promise.all(files.map((bytes) => pool.extract(bytes, 'pdf')));
    const seconds = (performance.now() - started) / 1000;
    const childCpu = cpuBetween(cpuBefore, await cpuOf(pool.pids));
    if (texts.some((text) => text.length < 1000)) throw new Error('a resume was extracted without its text');
    return { rate: files.length / seconds, childCpuPerResume: childCpu / files.length };
  } finally {
    await pool.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The pipeline: the real server on PostgreSQL
// ---------------------------------------------------------------------------------------------

async function createJob(server: ServerProcess, token: string, title: string): Promise<number> {
  const body = {
    ...jobRequestBody(title),
    description: 'Design and run the APIs and background jobs of a multi-tenant SaaS platform in Node.js and TypeScript on PostgreSQL.',
    requirements: '5+ years of backend development\nNode.js, TypeScript and PostgreSQL\nDocker, Kubernetes and AWS',
  };
  const answer = await requestJson(server, 'POST', '/functions/V1/create-job', { token, body });
  if (answer.status !== 201) throw new Error(`create-job: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.job_id as number;
}

/** Uploads the files to the job, FILES_PER_REQUEST per request, one request after the other. */
async function massUpload(server: ServerProcess, token: string, jobId: number, files: Uint8Array[]): Promise<void> {
  for (let start = 0; start < files.length; start += FILES_PER_REQUEST) {
    const form = await encodeMultipart([
      { name: 'jobId', value: String(jobId) },
      ...files
        .slice(start, start + FILES_PER_REQUEST)
        .map((bytes, offset) => ({ name: 'files', bytes, fileName: `resume-${start + offset}.pdf`, type: 'application/pdf' })),
    ]);
    const answer = await postForm(server, '/api/applications/mass-upload', form, { authorization: `Bearer ${token}` });
    const accepted = (answer.body as { accepted?: unknown[] }).accepted?.length;
    if (answer.status !== 200 || accepted !== Math.min(FILES_PER_REQUEST, files.length - start)) {
      throw new Error(`mass-upload: ${answer.status} ${JSON.stringify(answer.body).slice(0, 500)}`);
    }
  }
}

/** Waits until every application of the job is COMPLETED and scored; any FAILED one stops the bench. */
async function waitUntilScreened(db: pg.Client, jobId: number, count: number): Promise<{ polls: number }> {
  let polls = 0;
  await waitFor(
    `${count} applications to be screened`,
    async () => {
      polls += 1;
      const { rows } = await db.query<{ screened: number; failed: number }>(
        `select count(*) filter (where resume_status = 'COMPLETED' and ai_score is not null)::int as screened,
                count(*) filter (where resume_status = 'FAILED')::int as failed
         from applications where job_id = $1`,
        [jobId],
      );
      const { screened, failed } = rows[0]!;
      if (failed > 0) throw new Error(`${failed} applications FAILED`);
      return screened === count;
    },
    30 * 60_000,
    20,
  );
  return { polls };
}

interface DatabaseCounters {
  commits: number;
  applicationUpdates: number;
}

async function databaseCounters(db: pg.Client): Promise<DatabaseCounters> {
  const { rows } = await db.query<{ commits: string; updates: string }>(
    `select (select xact_commit from pg_stat_database where datname = current_database()) as commits,
            (select n_tup_upd from pg_stat_user_tables where relname = 'applications') as updates`,
  );
  return { commits: Number(rows[0]!.commits), applicationUpdates: Number(rows[0]!.updates) };
}

/** The processes whose CPU time a pipeline run counts: the server, its extraction children, and the database backends of the bench's database. */
async function pipelineProcesses(server: ServerProcess, db: pg.Client): Promise<{ server: number[]; children: number[]; database: number[] }> {
  const { rows } = await db.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  return { server: [server.pid], children: await descendantsOf(server.pid), database: rows.map((row) => row.pid) };
}

type CpuReading = Record<keyof Awaited<ReturnType<typeof pipelineProcesses>>, Map<number, number>>;

async function readCpu(server: ServerProcess, db: pg.Client): Promise<CpuReading> {
  const processes = await pipelineProcesses(server, db);
  return { server: await cpuOf(processes.server), children: await cpuOf(processes.children), database: await cpuOf(processes.database) };
}

interface PipelineRun {
  seconds: number;
  uploadSeconds: number;
  /** CPU milliseconds per resume of the server process, its extraction children and the database backends. */
  cpuPerResume: { server: number; children: number; database: number };
  /** The bench's own queries meanwhile, left out of the database's counters. */
  ownQueries: number;
}

/** The files mass-uploaded to a new job of the running server, timed until all are screened. */
async function pipelineRun(server: ServerProcess, db: pg.Client, token: string, files: Uint8Array[], title: string): Promise<PipelineRun> {
  const jobId = await createJob(server, token, title);
  const cpuBefore = await readCpu(server, db);
  const started = performance.now();
  await massUpload(server, token, jobId, files);
  const uploadSeconds = (performance.now() - started) / 1000;
  const { polls } = await waitUntilScreened(db, jobId, files.length);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await readCpu(server, db);
  const perResume = (key: keyof CpuReading) => cpuBetween(cpuBefore[key], cpuAfter[key]) / files.length;
  return {
    seconds,
    uploadSeconds,
    cpuPerResume: { server: perResume('server'), children: perResume('children'), database: perResume('database') },
    ownQueries: polls + 2,
  };
}

interface Measures {
  /** Raw extraction before each pipeline run and after the last. */
  raw: RawRun[];
  runs: PipelineRun[];
  commitsPerResume: number;
  applicationUpdatesPerResume: number;
}

/**
 * Warms the server up, then alternates raw extraction and pipeline runs (each to a new job), so
 * that each run is compared with raw extraction measured around it. Stops the server at the end:
 * its database backends report their counters when they end.
 */
async function measureServer(
  server: ServerProcess,
  dataDir: string,
  db: pg.Client,
  files: Uint8Array[],
  warmUpFiles: Uint8Array[],
): Promise<Measures> {
  const token = await signUpOverHttp(server, dataDir, {
    name: 'Pipeline',
    slug: 'pipeline',
    domainId: 'pipeline.io',
    adminEmail: 'admin@pipeline.io',
    password: PASSWORD,
  });
  const warmUpJob = await createJob(server, token, 'Warm-up Engineer');
  await massUpload(server, token, warmUpJob, warmUpFiles);
  await waitUntilScreened(db, warmUpJob, warmUpFiles.length);
  await sleep(STATS_SETTLE_MS);

  const countersBefore = await databaseCounters(db);
  const raw: RawRun[] = [];
  const runs: PipelineRun[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    raw.push(await rawExtraction(files));
    runs.push(await pipelineRun(server, db, token, files, `Senior Backend Engineer ${run}`));
    const last = runs.at(-1)!;
    console.log(
      `Run ${run}: raw extraction ${raw.at(-1)!.rate.toFixed(1)} resumes/s; pipeline ${(files.length / last.seconds).toFixed(1)} resumes/s ` +
        `(${last.seconds.toFixed(2)} s, the uploads ${last.uploadSeconds.toFixed(2)} s); load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
  }
  raw.push(await rawExtraction(files));

  await stopServerProcess(server);
  await sleep(1000);
  const countersAfter = await databaseCounters(db);
  const resumes = files.length * RUNS;
  // This client's own queries are left out.
  const ownQueries = runs.reduce((sum, run) => sum + run.ownQueries, 1);
  return {
    raw,
    runs,
    commitsPerResume: (countersAfter.commits - countersBefore.commits - ownQueries) / resumes,
    applicationUpdatesPerResume: (countersAfter.applicationUpdates - countersBefore.applicationUpdates) / resumes,
  };
}

/** Starts the server on the database, in a data directory of its own, and measures. */
async function measure(databaseUrl: string, files: Uint8Array[], warmUpFiles: Uint8Array[]): Promise<Measures> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kairox-pipeline-'));
  try {
    const server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        DEMO_DATA: 'false',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        EXTRACTION_WORKERS: String(WORKERS),
        JWT_SECRET: 'pipeline-benchmark-secret-of-at-least-32-characters',
        // tsx first (the server's own `--import tsx` then finds it loaded), so that the profiler can be TypeScript.
        ...(options['cpu-prof'] ? { NODE_OPTIONS: `--import tsx --import ${CPU_PROFILER}`, CPU_PROFILE_DIR: path.resolve(options['cpu-prof']) } : {}),
      },
      'src/main.ts',
    );
    const db = new pg.Client({ connectionString: databaseUrl });
    try {
      await db.connect();
      return await measureServer(server, dataDir, db, files, warmUpFiles);
    } finally {
      await db.end();
      await stopServerProcess(server);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/**
 * The share of the machine's cores that the measured processes kept busy: CPU ms per resume times
 * resumes per second. The pipeline's is at most what raw extraction reaches; the ratio is bound by
 * both this and the CPU the server and PostgreSQL add per resume.
 */
const coresBusy = (cpuMsPerResume: number, resumesPerSecond: number) => (cpuMsPerResume * resumesPerSecond) / 1000 / os.availableParallelism();
const percent = (share: number) => `${Math.round(share * 100)} %`;

function printMeasures(files: Uint8Array[], { raw, runs, commitsPerResume, applicationUpdatesPerResume }: Measures): void {
  const rows = runs.map((run, index) => {
    const reference = (raw[index]!.rate + raw[index + 1]!.rate) / 2;
    const rate = files.length / run.seconds;
    const { children, server, database } = run.cpuPerResume;
    return {
      reference,
      rate,
      ratio: rate / reference,
      afterUploads: run.seconds - run.uploadSeconds,
      cpu: run.cpuPerResume,
      busy: coresBusy(children + server + database, rate),
    };
  });
  console.log(
    '\n| run | raw extraction, resumes/s (around the run) | pipeline, resumes/s | ratio | after the last upload, s | CPU ms per resume: children / server / PostgreSQL | cores busy |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  rows.forEach((row, index) => {
    const cpu = `${row.cpu.children.toFixed(1)} / ${row.cpu.server.toFixed(1)} / ${row.cpu.database.toFixed(1)}`;
    console.log(
      `| ${index + 1} | ${row.reference.toFixed(1)} | ${row.rate.toFixed(1)} | ${row.ratio.toFixed(2)} | ${row.afterUploads.toFixed(2)} | ${cpu} | ${percent(row.busy)} |`,
    );
  });
  const rawCpu = raw.map((run) => run.childCpuPerResume);
  console.log(
    `\nMedian ratio: ${median(rows.map((row) => row.ratio)).toFixed(2)} (pipeline ${median(rows.map((row) => row.rate)).toFixed(1)} resumes/s)`,
  );
  const rawBusy = raw.map((run) => coresBusy(run.childCpuPerResume, run.rate));
  console.log(`Raw extraction CPU per resume (children): ${median(rawCpu).toFixed(1)} ms; cores busy ${percent(median(rawBusy))}`);
  console.log(
    `Per resume in the pipeline runs: ${commitsPerResume.toFixed(1)} database commits (uploads included), ${applicationUpdatesPerResume.toFixed(1)} updates of its row`,
  );
}

async function main(): Promise<void> {
  const databaseUrl = options['database-url'];
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  console.log(`Database ${name}: recreating`);
  await recreateDatabase(url.toString(), name);

  const files = await generateResumes(FILES, 0);
  const warmUpFiles = await generateResumes(WARM_UP_FILES, FILES);
  const kilobytes = files.reduce((sum, bytes) => sum + bytes.length, 0) / files.length / 1024;
  console.log(`Generated ${files.length} resumes of ${PAGES} pages (${kilobytes.toFixed(1)} KB on average); extraction workers: ${WORKERS}`);
  printMeasures(files, await measure(databaseUrl, files, warmUpFiles));
}

await main();
