/** '2026-11-22T09:05:00Z' -> 'Nov 22, 2026' in the browser's time zone; '' when unreadable. */
export function formatDate(iso: string): string {
  const value = Date.parse(iso);
  if (!Number.isFinite(value)) return '';
  return new Date(value).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** '2026-11-22T09:05:00Z' -> 'Nov 22, 2026, 9:05 AM' in the browser's time zone; '' when unreadable. */
export function formatDateTime(iso: string): string {
  const value = Date.parse(iso);
  if (!Number.isFinite(value)) return '';
  return new Date(value).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
