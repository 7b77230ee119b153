/**
 * Interview times in the browser: shown in the viewer's own time zone, entered in any IANA zone
 * (the server turns the wall-clock time into an instant; docs/scheduling.md).
 */

/** The viewer's time zone, e.g. Europe/Berlin. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zones the dialog offers: every zone the browser knows, with `current` (and the viewer's) among them. */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, current, browserTimeZone(), 'UTC'])].sort();
}

const RANGE = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** 'Mon, May 4, 2026, 10:00 – 10:45 AM GMT+2': start to end in the viewer's zone. */
export function formatInterviewRange(startsAt: string, endsAt: string): string {
  return RANGE.formatRange(new Date(startsAt), new Date(endsAt));
}

const CLOCK = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** '10:00 – 10:45 AM GMT+2' in the viewer's zone, for an entry shown under its day. */
export function formatClockRange(startsAt: string, endsAt: string): string {
  return CLOCK.formatRange(new Date(startsAt), new Date(endsAt));
}
