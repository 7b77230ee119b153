import { readFile } from 'node:fs/promises';

/**
 * Whether a process runs, and what it uses, read from /proc (Linux): the extraction pool's limits on
 * its children, and the tests and benchmarks that watch a server. The readers of /proc answer null
 * where it is not available or the process is gone.
 */

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100;

/** Resident memory (VmRSS) of a process in bytes. */
export async function residentBytesOf(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kilobytes === undefined ? null : Number(kilobytes) * 1024;
  } catch {
    return null;
  }
}

/** The fields of /proc/<pid>/stat after the command name, which may hold spaces and parentheses. */
export async function statFieldsOf(pid: number | string): Promise<string[] | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  return stat === null ? null : stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** User and system CPU time a process has used so far, in milliseconds. */
export async function cpuMillisecondsOf(pid: number): Promise<number | null> {
  const fields = await statFieldsOf(pid);
  // utime and stime are the 14th and 15th fields of the whole line.
  return fields === null ? null : ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Whether a process with this id is alive (one of another user counts: signalling it is refused, not failed). */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
