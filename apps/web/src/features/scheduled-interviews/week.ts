/**
 * The week view's calendar, in the viewer's time zone: weeks start on Monday, and each interview
 * sits on the day it starts.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' of a moment, as the viewer's calendar shows it. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a 'YYYY-MM-DD' day. */
function midnightOf(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

/** The Monday of the week holding `date` ('YYYY-MM-DD'). */
export function weekStartOf(date: Date): string {
  const shift = (date.getDay() + 6) % 7;
  return localDay(new Date(date.getFullYear(), date.getMonth(), date.getDate() - shift));
}

/** A day `days` later (or earlier), as 'YYYY-MM-DD'; by the calendar, so a daylight-saving change moves nothing. */
export function addDays(day: string, days: number): string {
  const midnight = midnightOf(day);
  return localDay(new Date(midnight.getFullYear(), midnight.getMonth(), midnight.getDate() + days));
}

/** The seven days of the week starting `weekStart`. */
export function daysOfWeek(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));
}

/** The instants the week's list asks for: from its Monday's midnight to the next Monday's. */
export function weekRange(weekStart: string): { from: string; to: string } {
  return { from: midnightOf(weekStart).toISOString(), to: midnightOf(addDays(weekStart, 7)).toISOString() };
}

/** True for a 'YYYY-MM-DD' that is a real day. */
export function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && localDay(midnightOf(text)) === text;
}

/** Items grouped by the viewer's day of `startsAt`, in the order given. */
export function byDay<T extends { startsAt: string }>(items: T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const day = localDay(new Date(item.startsAt));
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return days;
}
