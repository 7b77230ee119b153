import { readdir } from 'node:fs/promises';
import { residentBytesOf, statFieldsOf } from '../lib/process-usage.js';

/**
 * Watching a running server the way an operator would: `/healthz` over HTTP at a steady pace,
 * and the resident memory of the server process and of every process it started (the resume
 * extraction children). Linux only (/proc).
 */

/** The parent of every live process, read from /proc/<pid>/stat (the comm field may hold spaces and parentheses). */
async function parentsOfAllProcesses(): Promise<Map<number, number>> {
  const parents = new Map<number, number>();
  const entries = await readdir('/proc');
  await Promise.all(
    entries
      .filter((entry) => /^\d+$/.test(entry))
      .map(async (entry) => {
        const fields = await statFieldsOf(entry);
        if (fields?.[1]) parents.set(Number(entry), Number(fields[1]));
      }),
  );
  return parents;
}

/** Every live process started (directly or not) by `pid`. */
export async function descendantsOf(pid: number): Promise<number[]> {
  const parents = await parentsOfAllProcesses();
  const found: number[] = [];
  let generation = [pid];
  while (generation.length > 0) {
    const next = [...parents].filter(([, parent]) => generation.includes(parent)).map(([child]) => child);
    found.push(...next);
    generation = next;
  }
  return found;
}

interface MemorySample {
  server: number;
  /** The largest single descendant (an extraction child). */
  largestChild: number;
  total: number;
}

async function sampleMemory(serverPid: number): Promise<MemorySample> {
  const [server, children] = await Promise.all([
    residentBytesOf(serverPid),
    descendantsOf(serverPid).then((pids) => Promise.all(pids.map(residentBytesOf))),
  ]);
  const childBytes = children.filter((bytes): bytes is number => bytes !== null);
  return {
    server: server ?? 0,
    largestChild: Math.max(0, ...childBytes),
    total: (server ?? 0) + childBytes.reduce((sum, bytes) => sum + bytes, 0),
  };
}

interface HealthReport {
  checks: number;
  /** Checks that failed or did not answer within the time-out: when, why, and what was going on. */
  misses: Array<{ atMs: number; error: string; during: string }>;
  /** Longest time between two answered checks (a stalled event loop shows here even in-process). */
  longestGapMs: number;
  /** What was going on when the longest gap ended. */
  longestGapDuring: string;
  peak: MemorySample;
}

export interface HealthWatch {
  stop(): Promise<HealthReport>;
}

const MEBIBYTE = 1024 * 1024;

/**
 * Each health check must be answered within this. A file that stalls the server stalls it for the
 * extraction time-out (30 s) or longer; 5 s was missed on a 2-core CI machine running two suites
 * side by side, where the niced suite's server gets a small share of the cores.
 */
const HEALTH_CHECK_TIMEOUT_MS = 15_000;

export const toMebibytes = (bytes: number) => Math.round(bytes / MEBIBYTE);

export interface HealthWatchOptions {
  intervalMs?: number;
  /** Names what the test is doing, for the report of a miss. */
  activity?: () => string;
}

/**
 * Polls `healthUrl` every `intervalMs` (each request given HEALTH_CHECK_TIMEOUT_MS) and samples the
 * memory of `serverPid` and its descendants alongside, until `stop()`.
 */
export function watchHealth(healthUrl: string, serverPid: number, options: HealthWatchOptions = {}): HealthWatch {
  const intervalMs = options.intervalMs ?? 200;
  const activity = options.activity ?? (() => '');
  const started = Date.now();
  const report: HealthReport = { checks: 0, misses: [], longestGapMs: 0, longestGapDuring: '', peak: { server: 0, largestChild: 0, total: 0 } };
  let lastAnswer = started;
  let stopping = false;

  const check = async () => {
    const at = Date.now();
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(HEALTH_CHECK_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`status ${response.status}`);
      await response.arrayBuffer();
      const now = Date.now();
      if (now - lastAnswer > report.longestGapMs) {
        report.longestGapMs = now - lastAnswer;
        report.longestGapDuring = activity();
      }
      lastAnswer = now;
    } catch (error) {
      report.misses.push({ atMs: at - started, error: error instanceof Error ? error.message : String(error), during: activity() });
    } finally {
      report.checks += 1;
    }
  };
  const sample = async () => {
    const memory = await sampleMemory(serverPid);
    report.peak = {
      server: Math.max(report.peak.server, memory.server),
      largestChild: Math.max(report.peak.largestChild, memory.largestChild),
      total: Math.max(report.peak.total, memory.total),
    };
  };

  const loop = (async () => {
    while (!stopping) {
      const round = Date.now();
      await Promise.all([check(), sample()]);
      const wait = intervalMs - (Date.now() - round);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();

  return {
    async stop() {
      stopping = true;
      await loop;
      return report;
    },
  };
}
