import { describe, expect, it } from 'vitest';
import { addDaysLocal, formatEpochSecondsLong, formatLongDate, normalizeDateValue, todayLocal } from './dates';

describe('normalizeDateValue', () => {
  it('reads the three forms the API may send', () => {
    expect(normalizeDateValue('2026-11-22')).toBe('2026-11-22');
    expect(normalizeDateValue('2026-11-22T00:00:00Z')).toBe('2026-11-22');
    expect(normalizeDateValue([2026, 11, 22])).toBe('2026-11-22');
    expect(normalizeDateValue([2026, 3, 5])).toBe('2026-03-05');
  });

  it('gives an empty string for anything else', () => {
    expect(normalizeDateValue(null)).toBe('');
    expect(normalizeDateValue('')).toBe('');
    expect(normalizeDateValue('22/11/2026')).toBe('');
    expect(normalizeDateValue('2026-02-30')).toBe('');
    expect(normalizeDateValue([2026, 13, 1])).toBe('');
    expect(normalizeDateValue([2026])).toBe('');
  });
});

describe('long US format', () => {
  it('shows calendar dates as month day, year', () => {
    expect(formatLongDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatLongDate([2027, 1, 5])).toBe('January 5, 2027');
    expect(formatLongDate('nonsense')).toBe('');
  });

  it('shows epoch seconds the same way', () => {
    expect(formatEpochSecondsLong(Date.UTC(2026, 10, 22, 12) / 1000)).toBe('November 22, 2026');
    expect(formatEpochSecondsLong(undefined)).toBe('');
  });
});

describe('local dates', () => {
  it('gives today and today plus n days as YYYY-MM-DD', () => {
    const now = new Date(2026, 0, 30, 15, 0, 0);
    expect(todayLocal(now)).toBe('2026-01-30');
    expect(addDaysLocal(30, now)).toBe('2026-03-01');
    expect(addDaysLocal(45, now)).toBe('2026-03-16');
  });
});
