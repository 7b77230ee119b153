/**
 * Wall-clock times in IANA time zones, with Intl alone (no time zone library): an interview is
 * entered as a date and time in a named zone and stored as an instant.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
}

/** The date and time a clock in `timeZone` shows at `instant` (to the minute). */
export function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The wall time read as if it were UTC, in ms: the zone's offset is its difference to the instant. */
function wallAsUtc({ date, time }: WallTime): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return Date.UTC(year, month - 1, day, hour, minute);
}

/** The zone's offset from UTC at `instantMs`, in ms (east positive). */
function offsetAt(instantMs: number, timeZone: string): number {
  const floored = Math.floor(instantMs / MINUTE_MS) * MINUTE_MS;
  return wallAsUtc(wallTimeAt(new Date(floored), timeZone)) - floored;
}

/**
 * The instant a clock in `timeZone` shows `wall`. Around a daylight-saving change it decides as
 * calendar programs (and Temporal's 'compatible') do: a time that occurs twice is the earlier one;
 * a time skipped by the change is moved forward by the gap (02:30 on a spring-forward night in
 * Berlin becomes 03:30).
 */
export function instantOf(wall: WallTime, timeZone: string): Date {
  const local = wallAsUtc(wall);
  // The offsets in force a day either side cover any one change.
  const offsets = [...new Set([offsetAt(local - DAY_MS, timeZone), offsetAt(local + DAY_MS, timeZone)])];
  const matches = offsets.map((offset) => local - offset).filter((instant) => offsetAt(instant, timeZone) === local - instant);
  if (matches.length > 0) return new Date(Math.min(...matches));
  // Skipped: read with the offset before the change, which lands after the gap.
  return new Date(local - offsetAt(local - DAY_MS, timeZone));
}
