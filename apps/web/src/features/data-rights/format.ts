/** '2026-11-22T09:05:00Z' -> 'Nov 22, 2026' in the browser's time zone. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
