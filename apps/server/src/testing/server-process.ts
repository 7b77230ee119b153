import { spawn, type ChildProcess } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { registrationBody, type JsonAnswer, type TenantInput } from './api.js';
import { residentBytesOf } from '../lib/process-usage.js';
import { SERVER_DIR } from '../server-dir.js';
import { descendantsOf } from './health-watch.js';
import { readOutbox } from './test-app.js';
import { testBundleFile } from './test-bundle.js';

/**
 * The real server as a process (by default this test run's bundle of it, test-bundle.ts), for
 * tests that crash it, or that must watch it from outside: its health and memory are its own, not
 * mixed with the test's. Talks to it over HTTP only; the embedded database belongs to the process
 * while it runs.
 */

/** A cold start on a loaded 2-core machine (PGlite creating or recovering its database) can take minutes. */
export const SERVER_START_WAIT_MS = 180_000;
const OUTPUT_LIMIT = 256 * 1024;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it answers something truthy, and returns that; throws after `deadlineMs`. */
export async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, deadlineMs: number, intervalMs = 25): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${deadlineMs / 1000} s waiting for ${what}`);
    await sleep(intervalMs);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  exited: Promise<void>;
  /** The tail of its stdout and stderr. */
  output(): string;
}

const running = new Set<ChildProcess>();

/** Kills every server a test started and did not stop (for afterAll, after a failed assertion). */
export function killAllServers(): void {
  for (const child of running) child.kill('SIGKILL');
}

/**
 * What a server process runs: the sources through tsx, the bundle `npm start` runs
 * (scripts/build.mjs), or the test run's bundle of the server or of a worker process (the tests'
 * default).
 */
export type ServerEntry = 'src/main.ts' | 'src/worker.ts' | 'dist/main.js' | 'test-bundle/main.js' | 'test-bundle/worker.js';

function nodeArguments(entry: ServerEntry): string[] {
  if (entry === 'test-bundle/main.js') return [testBundleFile('main.js')];
  if (entry === 'test-bundle/worker.js') return [testBundleFile('worker.js')];
  return entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
}

/**
 * Spawns the server with `env` (DATA_DIR and the rest; nothing of this process's environment but
 * PATH and HOME) on a free port, without waiting for it: it may still be starting, or exiting on a
 * bad configuration. A worker entry starts a worker process (`npm run worker`) instead.
 */
export async function spawnServerProcess(env: Record<string, string>, entry: ServerEntry = 'test-bundle/main.js'): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, nodeArguments(entry), {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  return { child, pid: child.pid!, baseUrl: `http://127.0.0.1:${port}`, exited, output: () => output };
}

/** Spawns the server (see spawnServerProcess) and waits until /healthz answers. */
export async function startServerProcess(env: Record<string, string>, entry: ServerEntry = 'test-bundle/main.js'): Promise<ServerProcess> {
  const server = await spawnServerProcess(env, entry);
  const { child, baseUrl } = server;
  await waitFor(
    'the server to answer /healthz',
    async () => {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the server exited during start-up:\n${server.output().slice(-4000)}`);
      return fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(5000) }).then(
        (response) => response.ok,
        () => false,
      );
    },
    SERVER_START_WAIT_MS,
    250,
  );
  return server;
}

/** SIGKILL, as a crash would; then waits until the processes the server started have gone too. */
export async function crashServer(server: ServerProcess): Promise<void> {
  const children = await descendantsOf(server.pid);
  server.child.kill('SIGKILL');
  await server.exited;
  await waitFor(
    "the killed server's child processes to exit",
    async () => (await Promise.all(children.map(residentBytesOf))).every((bytes) => bytes === null),
    30_000,
    100,
  );
}

/** SIGTERM (or `signal`), and the exit code of the graceful shutdown. */
export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  server.child.kill(signal);
  await server.exited;
  return server.child.exitCode;
}

export interface Answer {
  status: number;
  body: JsonAnswer;
}

export async function requestJson(
  server: ServerProcess,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the assertion to show
  }
  return { status: response.status, body };
}

export type PendingAnswer = Promise<Answer> & { request: http.ClientRequest };

/**
 * Starts a POST over a real socket; the caller writes the body through `request` (all of it with
 * `end`, or part of it, to be cut off by a crash). The answer rejects when the server dies first.
 */
export function startPost(server: ServerProcess, url: string, contentType: string, headers: Record<string, string> = {}): PendingAnswer {
  let request!: http.ClientRequest;
  const answer = new Promise<Answer>((resolve, reject) => {
    request = http.request(`${server.baseUrl}${url}`, { method: 'POST', headers: { 'content-type': contentType, ...headers } });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
  });
  return Object.assign(answer, { request });
}

/** Posts a whole multipart form (from `encodeMultipart`) and waits for the answer. */
export function postForm(
  server: ServerProcess,
  url: string,
  form: { payload: Buffer; contentType: string },
  headers: Record<string, string> = {},
): Promise<Answer> {
  const pending = startPost(server, url, form.contentType, { 'content-length': String(form.payload.length), ...headers });
  pending.request.end(form.payload);
  return pending;
}

/** Signs an organisation up through the public API (the one-time code read from DATA_DIR's outbox) and answers its admin's token. */
export async function signUpOverHttp(server: ServerProcess, dataDir: string, tenant: TenantInput & { password: string }): Promise<string> {
  const sent = await requestJson(server, 'POST', '/otp/send', { body: { email: tenant.adminEmail } });
  if (sent.status !== 200) throw new Error(`otp/send: ${sent.status} ${JSON.stringify(sent.body)}`);
  const mail = (await readOutbox(dataDir)).filter((entry) => entry.to === tenant.adminEmail).at(-1);
  const otp = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  const verified = await requestJson(server, 'POST', '/otp/verify', { body: { email: tenant.adminEmail, otp } });
  if (verified.status !== 200) throw new Error(`otp/verify: ${verified.status} ${JSON.stringify(verified.body)}`);
  const registered = await requestJson(server, 'POST', '/org/register', { body: registrationBody(tenant) });
  if (registered.status !== 201) throw new Error(`org/register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await requestJson(server, 'POST', '/auth/login', { body: { userName: tenant.adminEmail, password: tenant.password } });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.token as string;
}

/** Keys (org-N/name) of every file in DATA_DIR's storage, half-written ones included. */
export async function storedFileKeys(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  const keys: string[] = [];
  for (const org of await readdir(root).catch(() => [] as string[])) {
    for (const name of await readdir(path.join(root, org))) keys.push(`${org}/${name}`);
  }
  return keys.sort();
}
