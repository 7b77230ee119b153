import type { Logger } from 'pino';

/**
 * A queue worker that runs several jobs at once and fetches them in batches (the resume worker,
 * resume-processing.ts). The loop is ours rather than `boss.work()`'s so that every queue call is
 * awaited and the app can stop it (before the queue and the database close) without a job fetched
 * at the last moment running against a closed pool.
 */
interface BatchWorkerOptions<J extends { id: string }> {
  logger: Logger;
  /** Jobs running at once at most. */
  concurrency: number;
  /** Fetch again once this many places are free: fetching one job at a time would cost a query per job. */
  refillAt: number;
  /** How often an idle worker looks for jobs, when nothing wakes it. */
  pollMs: number;
  /** A job still running after this long is handed back to the queue, and its place given to another. */
  jobTimeoutMs: number;
  /** Up to `count` jobs from the queue. */
  fetch(count: number): Promise<J[]>;
  /**
   * Runs the fetched jobs: one promise per job, resolved once the job is finished and settled with
   * the queue; a job whose promise rejects is handed back.
   */
  run(jobs: J[]): Array<Promise<void>>;
  /** Gives a job back to the queue (to be retried): its run failed unsettled or overran its time, or the worker stopped first. */
  handBack(job: J, reason: string): Promise<void>;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

interface Running<J> {
  job: J;
  finished: Promise<void>;
}

/**
 * Keeps up to `concurrency` jobs running: when at least `refillAt` places are free it fetches as many
 * jobs as there are places, otherwise it waits for places, a wake-up or its poll.
 */
export class BatchWorker<J extends { id: string }> {
  private readonly running = new Map<string, Running<J>>();
  private stopping = false;
  /** The loop waits for a place to come free. */
  private full = false;
  private resumeLoop: (() => void) | null = null;
  private loop: Promise<void> = Promise.resolve();

  constructor(private readonly options: BatchWorkerOptions<J>) {}

  /** Starts fetching and running jobs. */
  start(): void {
    this.loop = this.fetchLoop();
  }

  /** How many jobs are running (their results stored or not yet). */
  get runningCount(): number {
    return this.running.size;
  }

  /** Whether `job` (this very fetch of it) is still this worker's: not finished, timed out or handed back. */
  owns(job: J): boolean {
    return this.running.get(job.id)?.job === job;
  }

  /** Fetch now rather than at the next poll (new jobs were queued). */
  wake(): void {
    this.resumeLoop?.();
  }

  /** Stops fetching; the running jobs may finish within `timeoutMs`, the others are handed back to the queue. */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loop;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all([...this.running.values()].map((running) => running.finished)),
      new Promise((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    for (const { job } of [...this.running.values()]) await this.handBack(job, 'shut down while active');
  }

  private async fetchLoop(): Promise<void> {
    const { concurrency, refillAt, pollMs } = this.options;
    while (!this.stopping) {
      const free = concurrency - this.running.size;
      if (free < refillAt) {
        this.full = true;
        await this.pause(null);
        this.full = false;
        continue;
      }
      let jobs: J[] = [];
      try {
        jobs = await this.options.fetch(free);
      } catch (error) {
        if (!this.stopping) this.options.logger.error({ err: error }, 'queue worker: fetch failed');
      }
      if (jobs.length > 0) this.run(jobs);
      else if (!this.stopping) await this.pause(pollMs);
    }
  }

  /** Waits for a wake-up (new jobs queued, or places come free while full), or `ms` when given. */
  private async pause(ms: number | null): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      this.resumeLoop = resolve;
      if (ms !== null) timer = setTimeout(resolve, ms);
    });
    clearTimeout(timer);
    this.resumeLoop = null;
  }

  private run(jobs: J[]): void {
    const runs = this.options.run(jobs);
    jobs.forEach((job, index) => {
      const timer = setTimeout(
        () => void this.handBack(job, `the job took longer than ${this.options.jobTimeoutMs / 1000} s`),
        this.options.jobTimeoutMs,
      );
      const finished = runs[index]!.catch((error: unknown) => this.handBack(job, errorMessage(error))).finally(() => {
        clearTimeout(timer);
        if (this.owns(job)) this.release(job);
      });
      this.running.set(job.id, { job, finished });
    });
  }

  /** Frees the job's place; a worker waiting for places fetches again (an idle one waits for its poll or a wake-up). */
  private release(job: J): void {
    this.running.delete(job.id);
    if (this.full && this.options.concurrency - this.running.size >= this.options.refillAt) this.wake();
  }

  private async handBack(job: J, reason: string): Promise<void> {
    if (!this.owns(job)) return;
    this.release(job);
    await this.options.handBack(job, reason).catch((error: unknown) => {
      this.options.logger.error({ err: error, jobId: job.id }, 'queue worker: could not hand a job back');
    });
  }
}

interface Waiting<T, R> {
  item: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

/** How long a write waits for more items, and how many are on their way. */
interface Gathering {
  /** The longest a write waits for the items still on their way. */
  waitMs: number;
  /** How many items are being prepared or waiting to be written (the writer's jobs in flight). */
  expected(): number;
}

/**
 * Writes items together: one flush at a time, each taking every item waiting (at most `max`).
 * While more items are on their way (`gathering.expected()` is more than are waiting), a flush
 * waits up to `gathering.waitMs` for them, since a statement writing several rows costs about as
 * much as one writing a single row; with nothing else on its way, an item is written at once.
 * `flush` settles each item of its batch; if it throws, the items it left unsettled fail.
 */
export class WriteBatcher<T, R> {
  private waiting: Array<Waiting<T, R>> = [];
  private flushing = false;
  /** Called when an item arrives while a flush gathers. */
  private arrived: (() => void) | null = null;

  constructor(
    private readonly flush: (batch: Array<Waiting<T, R>>) => Promise<void>,
    private readonly max: number,
    private readonly gathering: Gathering = { waitMs: 0, expected: () => 0 },
  ) {}

  write(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.arrived?.();
      if (!this.flushing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.flushing = true;
    while (this.waiting.length > 0) {
      await this.gather();
      const batch = this.waiting.splice(0, this.max);
      await this.flush(batch).catch((error: unknown) => batch.forEach((waiting) => waiting.reject(error)));
    }
    this.flushing = false;
  }

  private moreOnTheirWay(): boolean {
    return this.waiting.length < Math.min(this.max, this.gathering.expected());
  }

  /** Waits until the items on their way have arrived, or `waitMs` has passed. */
  private gather(): Promise<void> {
    if (this.gathering.waitMs <= 0 || !this.moreOnTheirWay()) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.arrived = null;
        resolve();
      };
      const timer = setTimeout(done, this.gathering.waitMs);
      this.arrived = () => {
        if (!this.moreOnTheirWay()) done();
      };
    });
  }
}
