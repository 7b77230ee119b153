/**
 * Resume text helpers used by the server: whitespace normalisation, contact details and names.
 * The parsers of the files themselves run in isolated child processes (./extraction).
 */

/** Stored resume text is capped (a resume never needs more; it keeps rows and indexes small). */
export const RESUME_TEXT_MAX_CHARS = 200_000;

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

// ---------------------------------------------------------------------------------------------
// Contact details of a resume (mass uploads arrive without name, email or phone)
// ---------------------------------------------------------------------------------------------

export interface ContactDetails {
  name: string | null;
  email: string | null;
  phone: string | null;
}

const EMAIL_IN_TEXT = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i;
/** Digits in groups, optionally with a +country code and an (area) code. */
const PHONE_IN_TEXT = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d{2,5}(?:[\s.-]\d{2,5}){1,5}|\+\d{7,15}/g;
const DATE_LIKE = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$|^\d{4}\s*[-–]\s*\d{2,4}$/;
const NOT_A_NAME = /\b(resume|r[ée]sum[ée]|curriculum|vitae|cv|profile|summary|contact|page)\b/i;
const NAME_WORD = /^[\p{Lu}][\p{L}'’.-]*$/u;

function plausiblePhone(candidate: string): string | null {
  const trimmed = candidate.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15 || DATE_LIKE.test(trimmed)) return null;
  const groups = trimmed.split(/[\s.-]+/).filter(Boolean).length;
  // "2019-2021" or "10 000" are not phone numbers: want a + prefix, an (area) code or 3+ groups.
  if (!trimmed.startsWith('+') && !trimmed.includes('(') && groups < 3 && digits.length < 10) return null;
  return trimmed.slice(0, 40);
}

/** 'JANE DOE' -> 'Jane Doe'; mixed case is kept as written. */
function tidyName(line: string): string {
  const words = line.split(/\s+/).filter(Boolean);
  const shouting = line === line.toUpperCase();
  return words.map((word) => (shouting ? word.charAt(0) + word.slice(1).toLowerCase() : word)).join(' ');
}

export function plausibleName(line: string): string | null {
  const cleaned = line.replace(/\s+/g, ' ').trim();
  if (!cleaned || cleaned.length > 60 || /[\d@|/\\:;,()]/.test(cleaned) || NOT_A_NAME.test(cleaned)) return null;
  const words = cleaned.split(' ');
  if (words.length < 2 || words.length > 4) return null;
  const tidy = tidyName(cleaned);
  return tidy.split(' ').every((word) => NAME_WORD.test(word)) ? tidy : null;
}

/** Email (first match), phone (near the top, digits only when plausible) and name (first line, when plausible). */
export function findContactDetails(text: string): ContactDetails {
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
  const email = EMAIL_IN_TEXT.exec(text)?.[0]?.toLowerCase() ?? null;
  let phone: string | null = null;
  for (const line of lines.slice(0, 25)) {
    for (const match of line.matchAll(PHONE_IN_TEXT)) {
      phone = plausiblePhone(match[0]);
      if (phone) break;
    }
    if (phone) break;
  }
  const name = lines[0] ? plausibleName(lines[0]) : null;
  return { name, email: email && email.length <= 254 ? email : null, phone };
}

/** 'jane_doe-Resume (2).pdf' -> 'Jane Doe': a first name for a mass-uploaded candidate. */
export function candidateNameFromFileName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const words = base
    .replace(/\(\d+\)/g, ' ')
    .replace(/[_\-.+]+/g, ' ')
    .replace(/\b(resume|r[ée]sum[ée]|cv|curriculum|vitae|final|updated|new|copy)\b/gi, ' ')
    .replace(/[^\p{L}\p{N}' ]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word && !/^\d+$/.test(word));
  const name = words
    .map((word) => (word === word.toLowerCase() || word === word.toUpperCase() ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() : word))
    .join(' ')
    .slice(0, 200)
    .trim();
  return name || 'Unnamed Candidate';
}
