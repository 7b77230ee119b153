import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface EmbeddedPostgres {
  /** A `pg` connection string for the local socket. */
  connectionString: string;
  /** Stops the socket and closes PGlite; with `dumpTo`, first writes a gzip dump of the data dir. */
  stop(options?: { dumpTo?: string }): Promise<void>;
}

export interface EmbeddedOptions {
  /** Directory PGlite persists to; omitted = in memory. */
  dataDir?: string;
  /** A data-dir dump (from `stop({ dumpTo })`) to start from: in memory, or into an empty `dataDir`. */
  loadDataDirFile?: string;
}

type WorkerMessage = { type: 'ready' } | { type: 'stopped' } | { type: 'error'; message: string };

function nextMessage(worker: Worker): Promise<WorkerMessage> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: WorkerMessage) => {
      cleanup();
      resolve(message);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`embedded database worker exited with code ${code}`));
    };
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}

async function expect(worker: Worker, type: 'ready' | 'stopped'): Promise<void> {
  const message = await nextMessage(worker);
  if (message.type === 'error') throw new Error(`embedded database: ${message.message}`);
  if (message.type !== type) throw new Error(`embedded database: expected ${type}, got ${message.type}`);
}

/**
 * Starts PGlite in a worker thread behind a Unix socket in a private temporary directory
 * (0700, so no other local user can connect to the unauthenticated socket).
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const socketDir = await mkdtemp(path.join(os.tmpdir(), 'kairox-pg-'));
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: options.dataDir, loadDataDirFile: options.loadDataDirFile, socketPath },
  });
  try {
    await expect(worker, 'ready');
  } catch (error) {
    await worker.terminate();
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }
  let stopped: Promise<void> | undefined;
  return {
    connectionString: `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`,
    stop(stopOptions = {}) {
      stopped ??= (async () => {
        worker.postMessage({ type: 'stop', dumpTo: stopOptions.dumpTo });
        try {
          await expect(worker, 'stopped');
        } finally {
          await worker.terminate();
          await rm(socketDir, { recursive: true, force: true });
        }
      })();
      return stopped;
    },
  };
}
