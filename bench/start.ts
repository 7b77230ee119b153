/**
 * `npm run bench:start`: how fast the server starts and how much memory it holds when idle (issue
 * #14 point 5). Builds the bundle `npm start` runs (apps/server/scripts/build.mjs), then starts it,
 * and as the reference the same sources through tsx, in turn:
 * - on PostgreSQL, on a database already migrated (a restart): time until /healthz answers, and
 *   the resident memory a few seconds later, idle;
 * - on the embedded database, first start on an empty DATA_DIR, without and with the demo data
 *   (`npm start`'s default), and a second start on the same DATA_DIR.
 * Each figure is the median of `--runs` starts.
 *
 *   npm run bench:start -- [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--runs 3]
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawnServerProcess, stopServerProcess, waitFor, type ServerEntry } from '../apps/server/src/testing/server-process.js';
import { recreateDatabase } from './postgres.js';
import { buildServerBundle } from './server-bundle.js';

const { values: options } = parseArgs({
  options: {
    'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    runs: { type: 'string', default: '3' },
  },
});

const RUNS = Number(options.runs);
const DATABASE = 'kairox_start';
/** How long a started server is left alone before its memory is read. */
const IDLE_MS = 3000;
const START_DEADLINE_MS = 5 * 60_000;
const JWT_SECRET = 'bench-start-signing-secret-of-32-chars';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function residentMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** The built server against its sources through tsx. */
type MeasuredEntry = Extract<ServerEntry, 'dist/main.js' | 'src/main.ts'>;

interface Start {
  seconds: number;
  idleMegabytes: number;
}

/** Starts the server, times it until /healthz answers, reads its memory once idle, stops it. */
async function timeStart(entry: MeasuredEntry, env: Record<string, string>): Promise<Start> {
  const startedAt = performance.now();
  const server = await spawnServerProcess({ LOG_LEVEL: 'warn', JWT_SECRET, ...env }, entry);
  await waitFor(
    'the server to answer /healthz',
    async () => {
      if (server.child.exitCode !== null) throw new Error(`the server exited during start-up:\n${server.output().slice(-4000)}`);
      return fetch(`${server.baseUrl}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
    },
    START_DEADLINE_MS,
    10,
  );
  const seconds = (performance.now() - startedAt) / 1000;
  await sleep(IDLE_MS);
  const idleMegabytes = await residentMegabytes(server.pid);
  await stopServerProcess(server);
  return { seconds, idleMegabytes };
}

async function withDataDir<T>(use: (dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kairox-bench-start-'));
  try {
    return await use(dataDir);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

interface Case {
  name: string;
  /** One start, measured; what it needs is set up inside, outside the time. */
  start(entry: MeasuredEntry): Promise<Start>;
}

const databaseUrl = (() => {
  const url = new URL(options['admin-url']);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();

const CASES: Case[] = [
  {
    name: 'PostgreSQL, migrated database',
    start: (entry) => withDataDir((dataDir) => timeStart(entry, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DEMO_DATA: 'false' })),
  },
  {
    name: 'embedded, first start, no demo data',
    start: (entry) => withDataDir((dataDir) => timeStart(entry, { DATA_DIR: dataDir, DEMO_DATA: 'false' })),
  },
  {
    name: 'embedded, first start, demo data',
    start: (entry) => withDataDir((dataDir) => timeStart(entry, { DATA_DIR: dataDir, DEMO_DATA: 'true' })),
  },
  {
    name: 'embedded, second start',
    start: (entry) =>
      withDataDir(async (dataDir) => {
        await timeStart(entry, { DATA_DIR: dataDir, DEMO_DATA: 'false' });
        return timeStart(entry, { DATA_DIR: dataDir, DEMO_DATA: 'false' });
      }),
  },
];

async function main(): Promise<void> {
  buildServerBundle();
  await recreateDatabase(options['admin-url'], DATABASE);
  // Migrates the database, so that the measured starts find it ready as a restart does.
  await withDataDir((dataDir) => timeStart('dist/main.js', { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DEMO_DATA: 'false' }));

  console.log(`Server start, median of ${RUNS} (${new Date().toISOString().slice(0, 10)}, node ${process.version}, ${os.cpus().length} cores)`);
  console.log('case                                  built: start   idle RSS | tsx: start   idle RSS | ratio start  ratio RSS');
  for (const testCase of CASES) {
    const measured: Record<MeasuredEntry, Start[]> = { 'dist/main.js': [], 'src/main.ts': [] };
    for (let run = 0; run < RUNS; run += 1) {
      // Alternated, so that a busy moment of the machine falls on both.
      for (const entry of ['dist/main.js', 'src/main.ts'] as const) measured[entry].push(await testCase.start(entry));
    }
    const figure = (entry: MeasuredEntry) => ({
      seconds: median(measured[entry].map((start) => start.seconds)),
      megabytes: median(measured[entry].map((start) => start.idleMegabytes)),
    });
    const built = figure('dist/main.js');
    const reference = figure('src/main.ts');
    console.log(
      [
        testCase.name.padEnd(36),
        `${built.seconds.toFixed(2)} s`.padStart(14),
        `${built.megabytes.toFixed(0)} MB`.padStart(10),
        `${reference.seconds.toFixed(2)} s`.padStart(12),
        `${reference.megabytes.toFixed(0)} MB`.padStart(10),
        (built.seconds / reference.seconds).toFixed(2).padStart(13),
        (built.megabytes / reference.megabytes).toFixed(2).padStart(10),
      ].join(' '),
    );
  }
}

await main();
