import { describe, expect, it } from 'vitest';
import { cpuMillisecondsOf, residentBytesOf, statFieldsOf } from './process-usage.js';

/** Keeps this process's CPU busy for at least `milliseconds` of its own CPU time. */
function spin(milliseconds: number): void {
  const until = process.cpuUsage();
  while (true) {
    const used = process.cpuUsage(until);
    if ((used.user + used.system) / 1000 >= milliseconds) return;
  }
}

describe('process usage from /proc', () => {
  it('reads a process CPU time, which grows as it works', async () => {
    const before = (await cpuMillisecondsOf(process.pid))!;
    spin(300);
    const after = (await cpuMillisecondsOf(process.pid))!;
    // /proc counts in 10 ms ticks.
    expect(after - before).toBeGreaterThanOrEqual(280);
  });

  it('reads resident memory and the parent process id', async () => {
    expect(await residentBytesOf(process.pid)).toBeGreaterThan(10 * 1024 * 1024);
    expect(Number((await statFieldsOf(process.pid))![1])).toBe(process.ppid);
  });

  it('answers null for a process that does not exist', async () => {
    const missing = 2 ** 22 + 1;
    expect(await cpuMillisecondsOf(missing)).toBeNull();
    expect(await residentBytesOf(missing)).toBeNull();
  });
});
