/**
 * Resume text helpers used by the server: whitespace normalisation. The parsers of the files
 * themselves run in isolated child processes (./extraction); the fields read from the text
 * (name, email, phone...) are in screening/profile.
 */

/** Stored resume text is capped (a resume never needs more; it keeps rows and indexes small). */
const RESUME_TEXT_MAX_CHARS = 200_000;

/**
 * Collapses runs of spaces, trims lines, keeps at most one blank line between paragraphs and
 * drops control characters (NUL cannot be stored in PostgreSQL text).
 */
export function normalizeWhitespace(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g, ' ')
    .replace(/[\t\u00A0\u2000-\u200B\u202F\u205F\u3000]/g, ' ')
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, RESUME_TEXT_MAX_CHARS);
}
