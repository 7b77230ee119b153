import { describe, expect, it } from 'vitest';
import { formatSessionCountdown } from './session-countdown';

const NOW_MS = Date.UTC(2025, 0, 1, 12, 0, 0);
const nowSeconds = NOW_MS / 1000;

describe('formatSessionCountdown', () => {
  it('shows hours, minutes and seconds until exp', () => {
    expect(formatSessionCountdown(nowSeconds + 8 * 3600 - 2, NOW_MS)).toBe('Session: 7h 59m 58s');
    expect(formatSessionCountdown(nowSeconds + 65, NOW_MS)).toBe('Session: 0h 1m 5s');
  });

  it('rounds a partial second down', () => {
    expect(formatSessionCountdown(nowSeconds + 10, NOW_MS + 400)).toBe('Session: 0h 0m 9s');
  });

  it('shows EXPIRED at and after exp', () => {
    expect(formatSessionCountdown(nowSeconds, NOW_MS)).toBe('Session: EXPIRED');
    expect(formatSessionCountdown(nowSeconds - 100, NOW_MS)).toBe('Session: EXPIRED');
  });
});
