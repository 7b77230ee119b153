import { afterEach, describe, expect, it, vi } from 'vitest';
import { WriteBatcher } from './batch-worker.js';

/** A batcher that records each flush's items and answers each item doubled. */
function recordingBatcher(max: number, gathering?: { waitMs: number; expected: () => number }) {
  const flushes: number[][] = [];
  const batcher = new WriteBatcher<number, number>(
    async (batch) => {
      flushes.push(batch.map((waiting) => waiting.item));
      batch.forEach((waiting) => waiting.resolve(waiting.item * 2));
    },
    max,
    gathering,
  );
  return { batcher, flushes };
}

describe('WriteBatcher', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes an item at once when nothing else is on its way, however long it may wait', async () => {
    const { batcher, flushes } = recordingBatcher(10, { waitMs: 3_600_000, expected: () => 1 });
    expect(await batcher.write(21)).toBe(42);
    expect(flushes).toEqual([[21]]);
  });

  it('writes the items on their way together, as soon as the last has arrived', async () => {
    const { batcher, flushes } = recordingBatcher(10, { waitMs: 3_600_000, expected: () => 3 });
    const first = batcher.write(1);
    await new Promise((resolve) => setImmediate(resolve));
    const others = [batcher.write(2), batcher.write(3)];
    expect(await Promise.all([first, ...others])).toEqual([2, 4, 6]);
    expect(flushes).toEqual([[1, 2, 3]]);
  });

  it('stops waiting for items that do not come after its wait', async () => {
    vi.useFakeTimers();
    const { batcher, flushes } = recordingBatcher(10, { waitMs: 50, expected: () => 3 });
    const written = Promise.all([batcher.write(1), batcher.write(2)]);
    await vi.advanceTimersByTimeAsync(49);
    expect(flushes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await written).toEqual([2, 4]);
    expect(flushes).toEqual([[1, 2]]);
  });

  it('writes at most `max` items at a time, the rest right after', async () => {
    const { batcher, flushes } = recordingBatcher(2);
    await Promise.all([1, 2, 3, 4, 5].map((item) => batcher.write(item)));
    expect(flushes).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails the items of a flush that throws, and goes on with the next', async () => {
    let calls = 0;
    const batcher = new WriteBatcher<number, number>(async (batch) => {
      calls += 1;
      if (calls === 1) throw new Error('database gone');
      batch.forEach((waiting) => waiting.resolve(waiting.item));
    }, 1);
    const first = batcher.write(1);
    const second = batcher.write(2);
    await expect(first).rejects.toThrow('database gone');
    expect(await second).toBe(2);
  });
});
