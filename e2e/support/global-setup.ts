import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server under test answers, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** The server's DATA_DIR; mail lands in DATA_DIR/outbox. */
    dataDir: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const webDist = path.join(repoRoot, 'apps', 'web', 'dist');
const webIndex = path.join(webDist, 'index.html');
const HEALTH_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;
/** Keep only the tail of the server's output, for the failure message. */
const OUTPUT_LIMIT = 64 * 1024;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('could not read the free port'));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** True when the child exits within `ms`; leaves no timer behind (it would keep Vitest alive). */
async function exitedWithin(child: ChildProcess, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([exited(child).then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Copies the built web app for this run. The server serves the files present when it starts,
 * so a rebuild of apps/web/dist during the run (someone else's `npm run build`) would otherwise
 * leave the browser with missing pages and chunks. A copy taken mid-rebuild is retried.
 */
async function snapshotWebApp(target: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await rm(target, { recursive: true, force: true });
    try {
      await cp(webDist, target, { recursive: true });
      const html = await readFile(path.join(target, 'index.html'), 'utf8');
      const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]!);
      if (assets.length > 0 && assets.every((asset) => existsSync(path.join(target, asset)))) return;
    } catch {
      // the build was replacing files while we copied
    }
    if (attempt >= 10) throw new Error(`Could not take a consistent copy of ${webDist}: run npm run build first.`);
    await sleep(1_000);
  }
}

/** The server's environment: this process's, minus anything that would point it somewhere real. */
function serverEnv(port: number, dataDir: string, webDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'SUPER_ADMIN_EMAIL', 'SUPER_ADMIN_PASSWORD', 'WEB_DIST_DIR', 'JWT_SECRET']) {
    delete env[key];
  }
  return {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    // Every test signs in from 127.0.0.1; the default per-address limit would soon refuse them.
    LOGIN_LIMIT_PER_IP: '10000',
    TRUST_PROXY: 'false',
    WEB_DIST_DIR: webDir,
  };
}

export default async function setup(project: TestProject) {
  if (!existsSync(webIndex)) {
    throw new Error(`The web app is not built (${path.relative(repoRoot, webIndex)} is missing): run npm run build first.`);
  }
  const chromium = chromiumPath();
  if (!existsSync(chromium)) {
    throw new Error(`No Chromium at ${chromium}. Install one or set CHROMIUM_PATH (browsers are not downloaded).`);
  }

  const runDir = await mkdtemp(path.join(os.tmpdir(), 'kairox-e2e-'));
  const dataDir = path.join(runDir, 'data');
  const webDir = path.join(runDir, 'web');
  await mkdir(dataDir);
  try {
    await snapshotWebApp(webDir);
  } catch (error) {
    await rm(runDir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: serverEnv(port, dataDir, webDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let spawnError: Error | null = null;
  child.on('error', (error) => {
    spawnError = error;
  });

  // If Vitest itself is killed before teardown, do not leave the server running.
  const killOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  async function stop() {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await exitedWithin(child, STOP_TIMEOUT_MS))) {
        child.kill('SIGKILL');
        await exited(child);
      }
    }
    await rm(runDir, { recursive: true, force: true });
  }

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  for (;;) {
    if (spawnError || child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `The Kairox server stopped before it was ready (exit ${child.exitCode ?? child.signalCode}${
          spawnError ? `, ${String(spawnError)}` : ''
        }). Its output:\n${output}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        const body = (await response.json()) as { status?: string };
        if (body.status === 'ok') break;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The Kairox server was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s. Its output:\n${output}`);
    }
    await sleep(250);
  }

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    await stop();
  };
}
