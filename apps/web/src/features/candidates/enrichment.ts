/**
 * Scorecard and notice-period enrichment of a page of candidates (spec sections 4, 7 and 9):
 * after each page loads, every candidate's scorecard (GET /api/interviews/{id}) and interview log
 * (GET /api/interviews/complete-logs/{id}) are read, at most 5 candidates at once, each call with
 * an 8 s time-out. Any failure (404 while no interview exists, a time-out, a network error) leaves
 * that value null: the candidate simply has no scorecard.
 */
import { interviewEndpoints, noticePeriodFromText } from '@kairox/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import { callApi } from '../../lib/api-client';
import { ENRICHMENT_CONCURRENCY, ENRICHMENT_TIMEOUT_MS } from './constants';

export interface Enrichment {
  /** The scorecard as the server answered it; null when there is none. */
  scorecard: Record<string, unknown> | null;
  /** Its overall score when numeric (the Scorecard column, its sorts and the insights button). */
  scorecardScore: number | null;
  /** From the interview log: its noticePeriod field, else the text after 'notice period'. */
  noticePeriod: string | null;
}

/**
 * Runs `run` with its own AbortController that fires after `timeoutMs` (or when `outer` aborts).
 * Resolves the value, or null on any failure or time-out; never rejects. A `run` that ignores its
 * signal still resolves null at the time-out.
 */
export function withTimeout<T>(run: (signal: AbortSignal) => Promise<T>, timeoutMs: number, outer?: AbortSignal): Promise<T | null> {
  const controller = new AbortController();
  if (outer?.aborted) return Promise.resolve(null);
  return new Promise<T | null>((resolve) => {
    let settled = false;
    const finish = (value: T | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
      resolve(value);
    };
    const onOuterAbort = () => {
      controller.abort();
      finish(null);
    };
    const timer = setTimeout(() => {
      controller.abort();
      finish(null);
    }, timeoutMs);
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    let pending: Promise<T>;
    try {
      pending = run(controller.signal);
    } catch {
      finish(null);
      return;
    }
    pending.then(
      (value) => finish(value ?? null),
      () => finish(null),
    );
  });
}

/**
 * Maps `items` through `worker` with at most `limit` workers running at once; the results keep
 * the items' order. Items not yet started when `signal` aborts are skipped (their result is
 * undefined).
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  worker: (item: T, index: number) => Promise<R>,
  signal?: AbortSignal,
): Promise<Array<R | undefined>> {
  const results: Array<R | undefined> = new Array(items.length).fill(undefined);
  let next = 0;
  async function lane() {
    while (next < items.length && !signal?.aborted) {
      const index = next;
      next += 1;
      results[index] = await worker(items[index]!, index);
    }
  }
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, () => lane());
  await Promise.all(lanes);
  return results;
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The overall score of a scorecard answer (`overallScore`, or the insight record's `OverallScore`). */
export function scorecardScoreOf(scorecard: unknown): number | null {
  if (!isRecord(scorecard)) return null;
  return asNumber(scorecard.overallScore) ?? asNumber(scorecard.OverallScore);
}

/** The log events of a complete-logs answer: the array itself, or its `logDetails`. */
export function logEntriesOf(logs: unknown): Record<string, unknown>[] {
  const list = Array.isArray(logs) ? logs : isRecord(logs) && Array.isArray(logs.logDetails) ? logs.logDetails : [];
  return list.filter(isRecord);
}

function directNoticePeriod(entry: Record<string, unknown>): string | null {
  const value = entry.noticePeriod ?? entry.notice_period;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim()) return value.trim();
  return null;
}

function textsOf(entry: Record<string, unknown>): string[] {
  const texts: string[] = [];
  for (const value of Object.values(entry)) {
    if (typeof value === 'string') texts.push(value);
    else if (isRecord(value)) texts.push(...Object.values(value).filter((inner): inner is string => typeof inner === 'string'));
  }
  return texts;
}

/**
 * Spec sections 3 and 9: the notice period from the interview log. A `noticePeriod` field wins
 * (on the answer itself or any event); otherwise the text after the words 'notice period' in the
 * events' details.
 */
export function noticePeriodFromLogs(logs: unknown): string | null {
  const entries = logEntriesOf(logs);
  const candidates = isRecord(logs) ? [logs, ...entries] : entries;
  for (const entry of candidates) {
    const direct = directNoticePeriod(entry);
    if (direct) return direct;
  }
  for (const entry of entries) {
    for (const text of textsOf(entry)) {
      const found = noticePeriodFromText(text);
      if (found) return found;
    }
  }
  return null;
}

export interface EnrichmentSources {
  getScorecard: (id: number, signal: AbortSignal) => Promise<unknown>;
  getLogs: (id: number, signal: AbortSignal) => Promise<unknown>;
}

const interviewSources: EnrichmentSources = {
  getScorecard: (id, signal) => callApi(interviewEndpoints.getInterviewScorecard, { params: { id }, signal }),
  getLogs: (id, signal) => callApi(interviewEndpoints.getInterviewRecord, { params: { id }, signal }),
};

/** One candidate's enrichment: both calls side by side, each with its own time-out. */
export async function enrichApplication(
  id: number,
  sources: EnrichmentSources = interviewSources,
  { timeoutMs = ENRICHMENT_TIMEOUT_MS, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<Enrichment> {
  const [scorecard, logs] = await Promise.all([
    withTimeout((inner) => sources.getScorecard(id, inner), timeoutMs, signal),
    withTimeout((inner) => sources.getLogs(id, inner), timeoutMs, signal),
  ]);
  const score = scorecardScoreOf(scorecard);
  return {
    scorecard: isRecord(scorecard) ? scorecard : null,
    scorecardScore: score,
    noticePeriod: noticePeriodFromLogs(logs),
  };
}

/** Enriches every id, at most `concurrency` candidates at once, reporting each result as it lands. */
export async function enrichApplications(
  ids: readonly number[],
  onResult: (id: number, enrichment: Enrichment) => void,
  {
    sources = interviewSources,
    concurrency = ENRICHMENT_CONCURRENCY,
    timeoutMs = ENRICHMENT_TIMEOUT_MS,
    signal,
  }: { sources?: EnrichmentSources; concurrency?: number; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<void> {
  await mapWithConcurrency(
    ids,
    concurrency,
    async (id) => {
      const enrichment = await enrichApplication(id, sources, { timeoutMs, signal });
      if (!signal?.aborted) onResult(id, enrichment);
    },
    signal,
  );
}

/**
 * The enrichment of the loaded page's candidates, keyed by application id. It runs again when the
 * page's set of candidates changes or `runKey` changes (Refresh), not on every poll; results
 * arrive one candidate at a time and earlier results stay until replaced.
 */
export function useEnrichment(ids: readonly number[], runKey: unknown, sources: EnrichmentSources = interviewSources) {
  const [results, setResults] = useState<Record<number, Enrichment>>({});
  const idsKey = ids.join(',');
  // An Effect Event reads the latest sources without making them a reason to run again.
  const enrich = useEffectEvent((list: number[], signal: AbortSignal) =>
    enrichApplications(list, (id, enrichment) => setResults((previous) => ({ ...previous, [id]: enrichment })), { sources, signal }),
  );

  useEffect(() => {
    if (!idsKey) return;
    const controller = new AbortController();
    void enrich(idsKey.split(',').map(Number), controller.signal);
    return () => controller.abort();
  }, [idsKey, runKey]);

  return results;
}
