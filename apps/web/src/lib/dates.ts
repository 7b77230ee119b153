/**
 * Calendar dates of jobs: cutoff dates travel as 'YYYY-MM-DD' (the spec also allows a
 * [year, month, day] array or an ISO date-time when reading); createdDate is epoch seconds.
 * Dates are shown in long US format ('November 22, 2026', spec section 9).
 */

const LONG_US: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric', year: 'numeric' };

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 'YYYY-MM-DD' of a Date in the browser's time zone. */
function toDateInputValue(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today in the browser's time zone, as a date input wants it (also the inputs' `min`). */
export function todayLocal(now: Date = new Date()): string {
  return toDateInputValue(now);
}

/** Today plus `days`, in the browser's time zone, as 'YYYY-MM-DD'. */
export function addDaysLocal(days: number, now: Date = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return toDateInputValue(date);
}

function validYmd(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A date as the API may send it ('2026-11-22', '2026-11-22T00:00:00Z' or [2026, 11, 22]) to
 * 'YYYY-MM-DD' (the calendar date as written); '' when there is none or it is not a real date.
 */
export function normalizeDateValue(value: unknown): string {
  if (Array.isArray(value)) {
    const [year, month, day] = value.map(Number);
    if (year === undefined || month === undefined || day === undefined) return '';
    if (![year, month, day].every(Number.isInteger) || !validYmd(year, month, day)) return '';
    return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  }
  if (typeof value !== 'string') return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return '';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return validYmd(year, month, day) ? `${match[1]}-${match[2]}-${match[3]}` : '';
}

/** 'YYYY-MM-DD' (or any form normalizeDateValue reads) -> 'November 22, 2026'; '' when unreadable. */
export function formatLongDate(value: unknown): string {
  const normalized = normalizeDateValue(value);
  if (!normalized) return '';
  const [year, month, day] = normalized.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', { ...LONG_US, timeZone: 'UTC' });
}

/** Epoch seconds -> 'November 22, 2026' in the browser's time zone; '' when not a number. */
export function formatEpochSecondsLong(seconds: unknown): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return '';
  return new Date(seconds * 1000).toLocaleDateString('en-US', LONG_US);
}
