import { DASHBOARD_TEXT } from './messages';

/** 'Session: 7h 59m 58s' until `expSeconds` (the token's exp), or 'Session: EXPIRED' once past. */
export function formatSessionCountdown(expSeconds: number, nowMs: number): string {
  const remaining = Math.floor(expSeconds - nowMs / 1000);
  if (remaining <= 0) return DASHBOARD_TEXT.sessionExpired;
  const hours = Math.floor(remaining / 3600);
  const minutes = Math.floor((remaining % 3600) / 60);
  const seconds = remaining % 60;
  return DASHBOARD_TEXT.sessionRemaining(hours, minutes, seconds);
}
