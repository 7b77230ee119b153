import { describe, expect, it } from 'vitest';
import { addDays, byDay, daysOfWeek, isDay, weekRange, weekStartOf } from './week';

describe('the week view calendar', () => {
  it('starts weeks on Monday and counts days by the calendar', () => {
    expect(weekStartOf(new Date(2026, 4, 7, 15, 0))).toBe('2026-05-04'); // a Thursday
    expect(weekStartOf(new Date(2026, 4, 10, 23, 59))).toBe('2026-05-04'); // the Sunday
    expect(weekStartOf(new Date(2026, 4, 11, 0, 0))).toBe('2026-05-11');
    expect(addDays('2026-03-30', -7)).toBe('2026-03-23');
    expect(daysOfWeek('2026-12-28')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });

  it('asks for the week from local midnight to the next Monday', () => {
    const { from, to } = weekRange('2026-05-04');
    expect(new Date(from)).toEqual(new Date(2026, 4, 4));
    expect(new Date(to)).toEqual(new Date(2026, 4, 11));
  });

  it('groups interviews by the day they start, and tells real days', () => {
    const grouped = byDay([
      { id: 1, startsAt: new Date(2026, 4, 4, 9).toISOString() },
      { id: 2, startsAt: new Date(2026, 4, 5, 9).toISOString() },
      { id: 3, startsAt: new Date(2026, 4, 4, 17).toISOString() },
    ]);
    expect(grouped.get('2026-05-04')!.map((item) => item.id)).toEqual([1, 3]);
    expect(grouped.get('2026-05-05')!.map((item) => item.id)).toEqual([2]);
    expect([isDay('2026-05-04'), isDay('2026-02-30'), isDay('May 4')]).toEqual([true, false, false]);
  });
});
