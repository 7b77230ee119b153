import { readFile, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { isProcessRunning } from '../../lib/process-usage.js';

/**
 * The embedded database has one owner process: two PGlite instances on one directory would corrupt
 * it. The owner holds a lock file next to the data (`DATA_DIR/pglite.lock`, with its pid, host and
 * start time); a second process (another server, or the `interview-keys` CLI) is refused with a
 * clear message. A lock left by a process that no longer runs (a crash) is taken over.
 */
export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED' as const;
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database is in use by another process (pid ${holder.pid} on ${holder.hostname}, since ${holder.startedAt}). ` +
        `Only one process can open it: stop the Kairox server first (or use DATABASE_URL with PostgreSQL). ` +
        `If that process is gone, delete ${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
  command?: string;
}

async function readHolder(file: string): Promise<LockHolder | null> {
  try {
    const holder = JSON.parse(await readFile(file, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' ? (holder as LockHolder) : null;
  } catch {
    return null;
  }
}

/** Takes the lock or throws DataDirLockedError; returns the function that releases it. */
export async function lockDataDir(lockFile: string): Promise<() => Promise<void>> {
  const me: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(' ').slice(0, 300),
  };
  const token = JSON.stringify(me);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(lockFile, token, { flag: 'wx', mode: 0o600 });
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        // Only our own lock is removed (never one a later owner wrote).
        if ((await readFile(lockFile, 'utf8').catch(() => null)) === token) await unlink(lockFile).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = await readHolder(lockFile);
    if (!holder) {
      // Possibly being written right now: look again before treating it as a crash leftover.
      await new Promise((resolve) => setTimeout(resolve, 200));
      holder = await readHolder(lockFile);
    }
    const stale = holder && holder.hostname === me.hostname && holder.pid !== process.pid && !isProcessRunning(holder.pid);
    if (holder && !stale) throw new DataDirLockedError(lockFile, holder);
    // Stale (its process is gone) or unreadable (a crash while writing it): take it over.
    await unlink(lockFile).catch(() => undefined);
  }
  const holder = await readHolder(lockFile);
  throw new DataDirLockedError(lockFile, holder ?? { pid: -1, hostname: 'unknown', startedAt: 'unknown' });
}
