import { describe, expect, it } from 'vitest';
import { instantOf, wallTimeAt } from './zoned-time.js';

describe('instantOf and wallTimeAt', () => {
  it('reads a wall-clock time in its zone, in winter and in summer', () => {
    expect(instantOf({ date: '2026-01-15', time: '10:00' }, 'Europe/Berlin').toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(instantOf({ date: '2026-07-15', time: '10:00' }, 'Europe/Berlin').toISOString()).toBe('2026-07-15T08:00:00.000Z');
    expect(instantOf({ date: '2026-07-15', time: '10:00' }, 'America/New_York').toISOString()).toBe('2026-07-15T14:00:00.000Z');
    expect(instantOf({ date: '2026-07-15', time: '10:00' }, 'Asia/Kolkata').toISOString()).toBe('2026-07-15T04:30:00.000Z');
    expect(instantOf({ date: '2026-12-31', time: '23:30' }, 'UTC').toISOString()).toBe('2026-12-31T23:30:00.000Z');
  });

  it('takes the earlier of a time that occurs twice and moves a skipped time forward by the gap', () => {
    // Berlin, 25 Oct 2026: 03:00 CEST goes back to 02:00 CET, so 02:30 happens twice.
    expect(instantOf({ date: '2026-10-25', time: '02:30' }, 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // Berlin, 29 Mar 2026: 02:00 CET jumps to 03:00 CEST, so 02:30 does not exist.
    const skipped = instantOf({ date: '2026-03-29', time: '02:30' }, 'Europe/Berlin');
    expect(skipped.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(wallTimeAt(skipped, 'Europe/Berlin')).toEqual({ date: '2026-03-29', time: '03:30' });
  });

  it('shows an instant as the clock of the zone shows it, midnight as 00:00', () => {
    expect(wallTimeAt(new Date('2026-05-03T22:00:00Z'), 'Europe/Berlin')).toEqual({ date: '2026-05-04', time: '00:00' });
    expect(wallTimeAt(new Date('2026-05-04T08:15:00Z'), 'Australia/Sydney')).toEqual({ date: '2026-05-04', time: '18:15' });
  });
});
