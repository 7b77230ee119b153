import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { ResumeFileType } from '../../../lib/file-types.js';
import { cpuMillisecondsOf, residentBytesOf } from '../../../lib/process-usage.js';
import { EXTRACTION_DEFAULTS, EXTRACTION_LIMITS } from './limits.js';
import type { ResumeReading, ResumeReadingOptions } from '../../screening/resume-reading.js';
import { CHILD_READY, PRELOAD_READING, type ExtractionReply, type ExtractionRequest } from './protocol.js';

/**
 * Resume text extraction outside the server's event loop and heap (DECISIONS.md, Untrusted
 * files). A pool of long-lived child processes (`child.ts`, forked with a capped V8 heap) parses
 * one file at a time each; the server only waits for the answer. The parent kills (SIGKILL) a
 * child whose file takes longer than the time limit or whose resident memory passes the cap,
 * because a parser stuck in a synchronous loop cannot be stopped from inside. A killed or crashed
 * child fails its file with `ExtractionError('limits')` and is replaced when next needed.
 * Children start on first use and stay; `close()` kills them all.
 */

export type ExtractionErrorKind =
  /** The file passed a limit: time, memory, inflated PDF size, or it crashed its child. */
  | 'limits'
  /** A DOCX whose zip was refused while unpacking. */
  | 'docx'
  /** The parser rejected the file (e.g. a truncated PDF). */
  | 'parse'
  /** No child could take the file: the pool is closing, or a child could not start. */
  | 'unavailable';

export class ExtractionError extends Error {
  constructor(
    readonly kind: ExtractionErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'ExtractionError';
  }
}

export interface ExtractionPoolOptions {
  logger: Logger;
  /** Child processes at most (default 2). */
  workers?: number;
  /** Wall-clock time one file may take (default 30 s). */
  timeoutMs?: number;
  heapMegabytes?: number;
  residentBytes?: number;
  /** CPU time a child may use to start (default EXTRACTION_LIMITS.startCpuMs). */
  startCpuMs?: number;
  /**
   * Children load the resume reading (the screening engine) before they report ready, so its
   * loading counts against the start limit, not the first file's time limit. Pools that only
   * extract (the benchmarks' raw extraction) leave it off and stay light.
   */
  reading?: boolean;
  /** The child's script; default: the one beside this module (tests give the bundle they built for the run). */
  childEntry?: string;
}

const MEMORY_CHECK_MS = 100;
/** How often a starting child's CPU time is read; more often when the start limit is shorter. */
const START_CHECK_MS = 500;

/**
 * The young generation of a child, in MB per semi-space (V8's default is 16). The parsers allocate
 * fast and briefly; in a smaller young generation that stays in the CPU's caches, raw extraction
 * of two-page PDFs took 8.2-8.9 ms of CPU per file instead of 12.1-12.8 ms (bench:pipeline;
 * 32 MB: 13.3 ms).
 */
const CHILD_SEMI_SPACE_MEGABYTES = 8;

/** The child's script (by default the one next to this module), run by Node directly when compiled, through tsx from source. */
function childCommand(heapMegabytes: number, childEntry: string | undefined): { entry: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  const entry = childEntry ?? path.join(path.dirname(here), `child${path.extname(here)}`);
  const heap = [`--max-old-space-size=${heapMegabytes}`, `--max-semi-space-size=${CHILD_SEMI_SPACE_MEGABYTES}`];
  if (path.extname(entry) !== '.ts') return { entry, execArgv: heap };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { entry, execArgv: ['--import', tsx, ...heap] };
}

/** What each child of a pool is started and limited with. */
type ChildOptions = Required<Omit<ExtractionPoolOptions, 'workers' | 'childEntry'>> & Pick<ExtractionPoolOptions, 'childEntry'>;

/** A file's text, and what was read from it when asked (null when reading it failed). */
export interface ExtractedResume {
  text: string;
  reading: ResumeReading | null;
}

interface Task {
  id: number;
  resolve(extracted: ExtractedResume): void;
  reject(error: ExtractionError): void;
}

/** Why the parent killed a child: it overran the start limit, its file overran a limit, or it is no longer wanted. */
type KillReason = 'start' | 'time' | 'memory' | 'stop';

/** One child process: started, then given one file at a time. */
class ExtractionChild {
  readonly process: ChildProcess;
  readonly ready: Promise<void>;
  private task: Task | null = null;
  private nextId = 1;
  private killReason: KillReason | null = null;
  private started = false;
  private exited = false;
  readonly exit: Promise<void>;

  constructor(
    private readonly options: ChildOptions,
    onGone: (child: ExtractionChild) => void,
  ) {
    const { entry, execArgv } = childCommand(options.heapMegabytes, options.childEntry);
    // No stdout: parsers may print a document's content; stderr is kept for start-up failures only.
    this.process = fork(entry, options.reading ? [PRELOAD_READING] : [], {
      execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let startupErrors = '';
    const collectStartupErrors = (chunk: Buffer) => {
      startupErrors = (startupErrors + chunk.toString()).slice(-2000);
    };
    this.process.stderr!.on('data', collectStartupErrors);
    this.exit = new Promise((resolve) => {
      this.process.once('exit', (code, signal) => {
        this.exited = true;
        this.onExit(code, signal);
        onGone(this);
        resolve();
      });
    });
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => this.kill('start'), EXTRACTION_LIMITS.startMs);
      const cpuCheck = setInterval(() => void this.checkStartCpu(), Math.min(START_CHECK_MS, options.startCpuMs));
      const stopWatching = () => {
        clearTimeout(timer);
        clearInterval(cpuCheck);
      };
      const onMessage = (message: unknown) => {
        if (message !== CHILD_READY) return;
        this.started = true;
        stopWatching();
        this.process.off('message', onMessage);
        this.process.stderr!.off('data', collectStartupErrors);
        this.process.stderr!.resume();
        resolve();
      };
      this.process.on('message', onMessage);
      void this.exit.then(() => {
        stopWatching();
        const cause = this.killReason === 'start' ? 'it passed the start limit' : startupErrors.trim() || 'no output';
        reject(new ExtractionError('unavailable', `the extraction process did not start: ${cause}`));
      });
    });
    this.ready.catch(() => undefined);
    this.process.on('message', (message) => this.onReply(message as ExtractionReply));
    this.process.on('error', (error) => options.logger.error({ err: error }, 'extraction process error'));
  }

  get alive(): boolean {
    return !this.exited && this.killReason === null;
  }

  /** Parses one file (and reads its text when asked); the child is killed if it overruns the time or memory limit. */
  run(type: ResumeFileType, bytes: Uint8Array, reading?: ResumeReadingOptions): Promise<ExtractedResume> {
    const id = this.nextId++;
    return new Promise<ExtractedResume>((resolve, reject) => {
      if (!this.alive) {
        reject(new ExtractionError('unavailable', 'the extraction process has stopped'));
        return;
      }
      const timer = setTimeout(() => this.kill('time'), this.options.timeoutMs);
      const memoryCheck = setInterval(() => void this.checkMemory(), MEMORY_CHECK_MS);
      const settle = () => {
        clearTimeout(timer);
        clearInterval(memoryCheck);
        this.task = null;
      };
      this.task = {
        id,
        resolve: (extracted) => {
          settle();
          resolve(extracted);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      };
      this.process.send({ id, type, bytes, ...(reading ? { reading } : {}) } satisfies ExtractionRequest, (error) => {
        if (error) this.task?.reject(new ExtractionError('unavailable', `the extraction process could not take the file: ${error.message}`));
      });
    });
  }

  kill(reason: KillReason): void {
    if (this.exited || this.killReason) return;
    this.killReason = reason;
    this.process.kill('SIGKILL');
  }

  private async checkStartCpu(): Promise<void> {
    const pid = this.process.pid;
    if (!pid) return;
    const cpu = await cpuMillisecondsOf(pid);
    if (cpu !== null && cpu > this.options.startCpuMs && !this.started) this.kill('start');
  }

  private async checkMemory(): Promise<void> {
    const pid = this.process.pid;
    if (!pid || !this.task) return;
    const resident = await residentBytesOf(pid);
    if (resident !== null && resident > this.options.residentBytes && this.task) this.kill('memory');
  }

  private onReply(reply: ExtractionReply): void {
    if (!this.task || typeof reply !== 'object' || reply === null || reply.id !== this.task.id) return;
    if (reply.ok) this.task.resolve({ text: reply.text, reading: reply.reading ?? null });
    else this.task.reject(new ExtractionError(reply.failure, reply.message));
  }

  private onExit(code: number | null, signal: NodeJS.Signals | null): void {
    if (!this.task) return;
    const reason = this.killReason;
    if (reason === 'stop') {
      this.task.reject(new ExtractionError('unavailable', 'the extraction pool closed'));
      return;
    }
    const cause = reason === 'time' ? 'took too long' : reason === 'memory' ? 'used too much memory' : 'crashed';
    this.options.logger.warn({ childPid: this.process.pid, cause, code, signal }, 'extraction process stopped while parsing a resume');
    this.task.reject(new ExtractionError('limits', `the extraction process ${cause}`));
  }
}

/** A fixed number of extraction child processes shared by every resume job of this server. */
export class ExtractionPool {
  private readonly children = new Set<ExtractionChild>();
  private readonly idle: ExtractionChild[] = [];
  private readonly waiting: Array<{ take(child: ExtractionChild): void; refuse(error: ExtractionError): void }> = [];
  private readonly options: ChildOptions;
  private readonly workers: number;
  private closed = false;

  constructor(options: ExtractionPoolOptions) {
    this.workers = options.workers ?? EXTRACTION_DEFAULTS.workers;
    this.options = {
      logger: options.logger,
      timeoutMs: options.timeoutMs ?? EXTRACTION_DEFAULTS.timeoutMs,
      heapMegabytes: options.heapMegabytes ?? EXTRACTION_LIMITS.heapMegabytes,
      residentBytes: options.residentBytes ?? EXTRACTION_LIMITS.residentBytes,
      startCpuMs: options.startCpuMs ?? EXTRACTION_LIMITS.startCpuMs,
      reading: options.reading ?? false,
      childEntry: options.childEntry,
    };
  }

  /** Child processes at most: files parsed side by side. */
  get workerCount(): number {
    return this.workers;
  }

  /** Process ids of the running children (for tests and diagnostics). */
  get pids(): number[] {
    return [...this.children].flatMap((child) => (child.process.pid ? [child.process.pid] : []));
  }

  /** The text of a file, parsed in a child process; rejects with an ExtractionError. */
  async extract(bytes: Uint8Array, type: ResumeFileType): Promise<string> {
    return (await this.inChild((child) => child.run(type, bytes))).text;
  }

  /**
   * The text of a resume and what the child read from it (screening/resume-reading.ts): its
   * reading is null when reading failed in the child. Rejects with an ExtractionError.
   */
  async extractAndRead(bytes: Uint8Array, type: ResumeFileType, reading: ResumeReadingOptions): Promise<ExtractedResume> {
    return this.inChild((child) => child.run(type, bytes, reading));
  }

  private async inChild<T>(work: (child: ExtractionChild) => Promise<T>): Promise<T> {
    const child = await this.acquire();
    try {
      return await work(child);
    } finally {
      this.release(child);
    }
  }

  /** Kills every child; files being parsed fail with 'unavailable' (to be retried by their jobs). */
  async close(): Promise<void> {
    this.closed = true;
    await this.stopChildren([...this.children]);
  }

  /**
   * Ends the files in progress and in line as `close()` does, but keeps the idle children for
   * later files: what closing one app does to a pool that the test apps of one test process share
   * (a child costs about 2.5 s of CPU to start).
   */
  async stopFilesInProgress(): Promise<void> {
    await this.stopChildren([...this.children].filter((child) => !this.idle.includes(child)));
  }

  private async stopChildren(children: ExtractionChild[]): Promise<void> {
    for (const waiter of this.waiting.splice(0)) waiter.refuse(new ExtractionError('unavailable', 'the extraction pool closed'));
    for (const child of children) child.kill('stop');
    await Promise.all(children.map((child) => child.exit));
  }

  private async acquire(): Promise<ExtractionChild> {
    if (this.closed) throw new ExtractionError('unavailable', 'the extraction pool closed');
    const idle = this.idle.pop();
    if (idle) return idle;
    if (this.children.size < this.workers) return this.start();
    return new Promise((take, refuse) => this.waiting.push({ take, refuse }));
  }

  private async start(): Promise<ExtractionChild> {
    const child = new ExtractionChild(this.options, (gone) => this.forget(gone));
    this.children.add(child);
    await child.ready;
    return child;
  }

  private release(child: ExtractionChild): void {
    if (!child.alive || this.closed) return;
    const waiter = this.waiting.shift();
    if (waiter) waiter.take(child);
    else this.idle.push(child);
  }

  /** A child exited: its place goes to the next waiting file, with a new child. */
  private forget(child: ExtractionChild): void {
    this.children.delete(child);
    const index = this.idle.indexOf(child);
    if (index >= 0) this.idle.splice(index, 1);
    const waiter = this.closed ? undefined : this.waiting.shift();
    if (waiter) this.start().then(waiter.take, waiter.refuse);
  }
}
