/**
 * Starts real Kairox servers for the browser tests: the shared one (global-setup) and, from inside
 * a test file, others with a configuration the shared one does not have (for example an LLM
 * provider, with a tiny OpenAI-compatible HTTP server to point it at).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const webDist = path.join(repoRoot, 'apps', 'web', 'dist');
const HEALTH_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;
const OUTPUT_LIMIT = 64 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** Copies apps/web/dist (a rebuild during the run must not pull pages away); retried while a build is writing. */
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

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

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

export interface KairoxServer {
  /** Where it answers now (a restart picks a new port). */
  readonly baseUrl: string;
  readonly dataDir: string;
  /** The environment the server runs with (for a CLI run against the same data directory). */
  readonly env: NodeJS.ProcessEnv;
  /** The tail of the server's stdout and stderr. */
  output(): string;
  /**
   * Stops the server process (the data directory stays), runs `whileStopped` (e.g. a CLI that
   * needs the embedded database to itself) and starts it again.
   */
  restart(whileStopped?: () => Promise<void>): Promise<void>;
  /** Stops the server and removes its data. */
  stop(): Promise<void>;
}

export interface KairoxServerOptions {
  /** Extra environment (e.g. LLM_BASE_URL, LLM_MODEL). */
  env?: Record<string, string>;
}

interface Running {
  child: ChildProcess;
  baseUrl: string;
  killOnExit: () => void;
}

async function stopProcess(running: Running): Promise<void> {
  process.removeListener('exit', running.killOnExit);
  const { child } = running;
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    if (!(await exitedWithin(child, STOP_TIMEOUT_MS))) {
      child.kill('SIGKILL');
      await exited(child);
    }
  }
}

/**
 * Starts the built server (`node apps/server/dist/main.js`, as `npm start` runs it) from the repository root on a free port with
 * its own temporary DATA_DIR, DEMO_DATA=true and a copy of the built web app, and waits for
 * /healthz. Nothing of this process's environment that could point it at real services (database,
 * SMTP, operator, LLM) is passed on.
 */
export async function startKairoxServer(options: KairoxServerOptions = {}): Promise<KairoxServer> {
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

  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'SUPER_ADMIN_EMAIL', 'SUPER_ADMIN_PASSWORD', 'WEB_DIST_DIR', 'JWT_SECRET']) delete inherited[key];
  for (const key of Object.keys(inherited)) if (key.startsWith('LLM_')) delete inherited[key];
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    // Every test signs in from 127.0.0.1; the default per-address limit would soon refuse them.
    LOGIN_LIMIT_PER_IP: '10000',
    TRUST_PROXY: 'false',
    WEB_DIST_DIR: webDir,
    ...options.env,
  };

  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };

  async function launch(): Promise<Running> {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: repoRoot,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    let spawnError: Error | null = null;
    child.on('error', (error) => {
      spawnError = error;
    });
    const killOnExit = () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    };
    process.once('exit', killOnExit);
    const running = { child, baseUrl, killOnExit };

    const deadline = Date.now() + HEALTH_TIMEOUT_MS;
    for (;;) {
      if (spawnError || child.exitCode !== null || child.signalCode !== null) {
        await stopProcess(running);
        throw new Error(
          `The Kairox server stopped before it was ready (exit ${child.exitCode ?? child.signalCode}${spawnError ? `, ${String(spawnError)}` : ''}). Its output:\n${output}`,
        );
      }
      try {
        const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
        if (response.ok && ((await response.json()) as { status?: string }).status === 'ok') return running;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        await stopProcess(running);
        throw new Error(`The Kairox server was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s. Its output:\n${output}`);
      }
      await sleep(250);
    }
  }

  let running: Running | undefined;
  try {
    running = await launch();
  } catch (error) {
    await rm(runDir, { recursive: true, force: true });
    throw error;
  }

  let stopped: Promise<void> | undefined;
  return {
    get baseUrl() {
      if (!running) throw new Error('the Kairox server is not running');
      return running.baseUrl;
    },
    dataDir,
    env,
    output: () => output,
    async restart(whileStopped) {
      if (running) await stopProcess(running);
      running = undefined;
      await whileStopped?.();
      running = await launch();
    },
    stop() {
      stopped ??= (async () => {
        if (running) await stopProcess(running);
        running = undefined;
        await rm(runDir, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}

export interface FakeLlm {
  /** e.g. http://127.0.0.1:40123 (the OpenAI client appends /chat/completions). */
  baseUrl: string;
  /** How many chat completions were asked for. */
  requests(): number;
  stop(): Promise<void>;
}

/**
 * A minimal OpenAI-compatible server: every POST .../chat/completions is answered with one
 * assistant message whose content is `content()` (for a screening review: a JSON string of
 * { score, feedbackMarkdown }). Anything else is a 404.
 */
export async function startFakeLlm(content: () => string): Promise<FakeLlm> {
  let count = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      count += 1;
      let model = 'fake-model';
      try {
        model = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { model?: string }).model ?? model;
      } catch {
        // keep the default
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: `chatcmpl-e2e-${count}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: content() }, finish_reason: 'stop', logprobs: null }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake LLM: no port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    requests: () => count,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Runs a server CLI script (e.g. 'apps/server/src/cli/interview-keys.ts') with the server's
 * environment, so it works on the same DATA_DIR. The embedded database has one owner: call it from
 * `restart(whileStopped)`. Resolves with stdout; rejects with stderr on a non-zero exit.
 */
export function runServerCli(server: KairoxServer, script: string, args: string[], timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: repoRoot,
      env: { ...server.env, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new Error(`${script} ${args.join(' ')} exited ${code ?? signal}:\n${stderr || stdout}`));
    });
  });
}
