import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';

/**
 * The background job queue (pg-boss) on the app's own database. It queries through the app's pool,
 * so on embedded PGlite it shares the single connection instead of opening its own.
 */
export async function startQueue(
  pool: pg.Pool,
  logger: Logger,
  options: Pick<PgBoss.ConstructorOptions, 'supervise' | 'schedule'> = {},
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: 'pgboss',
    ...options,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}

/** A queue's worker in this process. */
export interface QueueWorker {
  /** Stops fetching and waits for the job in hand, so that it finishes before the database closes. */
  stop(): Promise<void>;
}

/** Each queue's running worker in this process, by its queue (one per app), for `wakeWorker`. */
const runningWorkers = new WeakMap<PgBoss, Map<string, string>>();

/** Makes this process's worker of the queue fetch now instead of at its next poll (call after the commit that queued a job). */
export function wakeWorker(boss: PgBoss, queue: string): void {
  const workerId = runningWorkers.get(boss)?.get(queue);
  if (workerId) boss.notifyWorker(workerId);
}

/** One attempt at a job, as a worker is given it: its data, and how many retries it has had and may have. */
export interface JobAttempt<T> {
  data: T;
  retryCount: number;
  retryLimit: number;
}

/** Works the queue's jobs one at a time, each with its retry count and limit. */
export async function workOneAtATime<T extends object>(
  boss: PgBoss,
  queue: string,
  pollingIntervalSeconds: number,
  handle: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
): Promise<QueueWorker> {
  let running: Promise<unknown> = Promise.resolve();
  const workerId = await boss.work<T>(queue, { batchSize: 1, pollingIntervalSeconds, includeMetadata: true }, async ([job]) => {
    if (!job) return;
    const run = handle(job);
    running = run.catch(() => undefined);
    await run;
  });
  const registry = runningWorkers.get(boss) ?? runningWorkers.set(boss, new Map()).get(boss)!;
  registry.set(queue, workerId);
  return {
    stop: async () => {
      registry.delete(queue);
      await boss.offWork(queue);
      await running;
    },
  };
}

const createdQueues = new WeakMap<PgBoss, Set<string>>();

/** Creates the queue once per process; its options are its jobs' defaults. */
export async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void> {
  const created = createdQueues.get(boss) ?? createdQueues.set(boss, new Set()).get(boss)!;
  if (created.has(name)) return;
  await boss.createQueue(name, { name, ...options });
  created.add(name);
}
