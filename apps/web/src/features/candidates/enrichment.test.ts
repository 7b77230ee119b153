import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  enrichApplication,
  enrichApplications,
  logEntriesOf,
  mapWithConcurrency,
  noticePeriodFromLogs,
  scorecardScoreOf,
  withTimeout,
  type Enrichment,
} from './enrichment';

afterEach(() => {
  vi.useRealTimers();
});

/** A promise with its resolve handle. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('mapWithConcurrency', () => {
  it('never runs more than the limit at once and keeps the order of results', async () => {
    let active = 0;
    let peak = 0;
    const gates = Array.from({ length: 12 }, () => deferred<void>());
    const run = mapWithConcurrency(
      gates.map((_gate, index) => index),
      5,
      async (index) => {
        active += 1;
        peak = Math.max(peak, active);
        await gates[index]!.promise;
        active -= 1;
        return index * 10;
      },
    );
    await Promise.resolve();
    expect(active).toBe(5);
    // Release them out of order, a few at a time.
    for (const index of [3, 0, 7, 1, 2, 4, 11, 5, 6, 8, 9, 10]) {
      gates[index]!.resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(active).toBeLessThanOrEqual(5);
    }
    expect(await run).toEqual(gates.map((_gate, index) => index * 10));
    expect(peak).toBe(5);
  });

  it('starts nothing new after the signal aborts', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    await mapWithConcurrency(
      [1, 2, 3, 4],
      1,
      async (item) => {
        started.push(item);
        if (item === 2) controller.abort();
      },
      controller.signal,
    );
    expect(started).toEqual([1, 2]);
  });
});

describe('withTimeout', () => {
  it('resolves null after the time-out and aborts the call', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const result = withTimeout((inner) => {
      signal = inner;
      return new Promise(() => {});
    }, 8000);
    let settled: unknown = 'pending';
    void result.then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(7999);
    expect(settled).toBe('pending');
    expect(signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
    expect(signal!.aborted).toBe(true);
  });

  it('resolves the value in time, and null on a failure (a 404)', async () => {
    expect(await withTimeout(async () => ({ overallScore: 8 }), 8000)).toEqual({ overallScore: 8 });
    expect(await withTimeout(() => Promise.reject(new Error('404')), 8000)).toBeNull();
  });
});

describe('reading the interview answers', () => {
  it('reads the overall score', () => {
    expect(scorecardScoreOf({ overallScore: 7.5 })).toBe(7.5);
    expect(scorecardScoreOf({ overallScore: '8' })).toBe(8);
    expect(scorecardScoreOf({ OverallScore: 6 })).toBe(6);
    expect(scorecardScoreOf({ overallScore: 'n/a' })).toBeNull();
    expect(scorecardScoreOf(null)).toBeNull();
  });

  it('reads the log as an array or as logDetails', () => {
    expect(logEntriesOf([{ a: 1 }, 'x'])).toEqual([{ a: 1 }]);
    expect(logEntriesOf({ logDetails: [{ b: 2 }] })).toEqual([{ b: 2 }]);
    expect(logEntriesOf({ nothing: true })).toEqual([]);
  });

  it('takes the notice period field first, else the text after the words', () => {
    expect(noticePeriodFromLogs([{ details: 'notice period: 90 days' }, { noticePeriod: '30 days' }])).toBe('30 days');
    expect(noticePeriodFromLogs({ noticePeriod: '2 months', logDetails: [] })).toBe('2 months');
    expect(
      noticePeriodFromLogs({ logDetails: [{ event: 'Scorecard generated', details: 'The candidate said the notice period is 45 days. Good fit.' }] }),
    ).toBe('45 days');
    expect(noticePeriodFromLogs([{ details: 'Notice Period - Immediate' }])).toBe('Immediate');
    expect(noticePeriodFromLogs([{ details: 'No mention here' }])).toBeNull();
  });

  it("reads the text as the server does (the contract's parser): markdown skipped, a denied notice period is none", () => {
    expect(noticePeriodFromLogs([{ details: '**Notice period:** 2 weeks' }])).toBe('2 weeks');
    expect(noticePeriodFromLogs([{ details: 'No notice period was given.' }])).toBeNull();
    expect(noticePeriodFromLogs(null)).toBeNull();
  });
});

describe('enrichment', () => {
  it('tolerates a 404 on either call', async () => {
    const result = await enrichApplication(7, {
      getScorecard: () => Promise.reject(new Error('404')),
      getLogs: async () => [{ noticePeriod: '15 days' }],
    });
    expect(result).toEqual<Enrichment>({ scorecard: null, scorecardScore: null, noticePeriod: '15 days' });
  });

  it('gives up on a slow call after 8 s, keeping the other', async () => {
    vi.useFakeTimers();
    const result = enrichApplication(7, {
      getScorecard: async () => ({ overallScore: 9 }),
      getLogs: () => new Promise(() => {}),
    });
    await vi.advanceTimersByTimeAsync(8000);
    expect(await result).toEqual({ scorecard: { overallScore: 9 }, scorecardScore: 9, noticePeriod: null });
  });

  it('enriches at most 5 candidates at once and reports each', async () => {
    let active = 0;
    let peak = 0;
    const slow = async () => {
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active -= 1;
      return null;
    };
    const seen: number[] = [];
    // Each candidate makes two calls side by side: 5 candidates are 10 calls in flight.
    await enrichApplications(
      Array.from({ length: 13 }, (_value, index) => index + 1),
      (id) => seen.push(id),
      { sources: { getScorecard: slow, getLogs: slow } },
    );
    expect(peak).toBe(10);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 13 }, (_value, index) => index + 1));
  });
});
