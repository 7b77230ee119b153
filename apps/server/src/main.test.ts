import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './testing/test-app.js';

const serverRoot = path.resolve(import.meta.dirname, '..');
let dataDir: string;

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

function startProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, DATABASE_URL: undefined, LOG_LEVEL: 'info', DEMO_DATA: 'false', DATA_DIR: dataDir, WEB_DIST_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, exited, output: () => output };
}

/** A cold start on a loaded 2-core machine (tsx compiling, PGlite creating its database) can take a minute or more. */
const HEALTH_WAIT_MS = 150_000;
/** Two starts, a shutdown and a restart, each allowed its full health wait. */
const PROCESS_TEST_TIMEOUT_MS = 2 * HEALTH_WAIT_MS + 60_000;
const running = new Set<ChildProcess>();

async function waitForHealth(port: number, child: ChildProcess) {
  const deadline = Date.now() + HEALTH_WAIT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kairox-process-'));
});

afterAll(async () => {
  // A failed assertion must not leave a server running into the next test file.
  for (const child of running) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('refuses bad configuration with one clear line per value and exit code 1', async () => {
    const run = startProcess({ PORT: 'http', DEMO_DATA: 'perhaps' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT: must be a port number');
    expect(run.output()).toContain('DEMO_DATA: must be true or false');
  }, HEALTH_WAIT_MS);

  it('starts, shuts down cleanly on SIGTERM, and keeps its data across a restart', async () => {
    const postgres = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL) : null;
    const env = {
      SUPER_ADMIN_EMAIL: 'ops@kairox.test',
      SUPER_ADMIN_PASSWORD: 'First#Password1',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    };
    const port = await freePort();
    const first = startProcess({ ...env, PORT: String(port) });
    await waitForHealth(port, first.child);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = startProcess({ ...env, PORT: String(port), SUPER_ADMIN_PASSWORD: 'Second#Password2' });
    await waitForHealth(port, second.child);
    const login = (password: string) =>
      fetch(`http://127.0.0.1:${port}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: 'ops@kairox.test', password }),
      }).then((response) => response.status);
    expect(await login('Second#Password2')).toBe(200);
    expect(await login('First#Password1')).toBe(401);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    await postgres?.drop();
  }, PROCESS_TEST_TIMEOUT_MS);
});
