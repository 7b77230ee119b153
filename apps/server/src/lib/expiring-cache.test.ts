import { describe, expect, it } from 'vitest';
import { ExpiringCache } from './expiring-cache.js';

describe('ExpiringCache', () => {
  it('answers an entry until it expires', () => {
    let now = 1_000;
    const cache = new ExpiringCache<number>(500, 10, () => now);
    cache.set('a', 1);
    now = 1_499;
    expect(cache.get('a')).toBe(1);
    now = 1_500;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('never set')).toBeUndefined();
    cache.set('b', 2);
    cache.delete('b');
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest written', () => {
    const cache = new ExpiringCache<string>(60_000, 2);
    cache.set('a', 'first');
    cache.set('b', 'second');
    cache.set('a', 'again');
    cache.set('c', 'third');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['again', undefined, 'third']);
  });
});
