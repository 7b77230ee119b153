/**
 * Contact details of a resume: the candidate's name, email and phone (with its country).
 * A name is never a headline ("Chef", "Sales Associate"), a role title, a section heading or a skill.
 */
import { HONORIFIC_RE, isNameParticle, looksLikeName } from '../mask.js';
import { extractSkills } from '../vocabulary.js';
import { phoneCountry } from './calling-codes.js';
import { isPlaceName } from './location.js';

/** An address is read around each "@" (a regex over the whole text would be quadratic on long runs of letters). */
const EMAIL_LOCAL_PART = /(?<![A-Z0-9._%+-])[A-Z0-9._%+-]{1,64}$/i;
const EMAIL_DOMAIN = /^[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i;
const EMAIL_MAX = 254;
/** Digits in groups, optionally with a +country code (or "(+972)") and an (area) code. */
const PHONE_IN_TEXT = /(?:\(?(?:\+|00)\d{1,3}\)?[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d{2,5}(?:[\s./-]\d{2,8}){1,5}|\+\d{7,15}/g;
const DATE_LIKE = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$|^\d{4}\s*[-–]\s*\d{2,4}$/;
/** A month and year inside a candidate number ("04/2022 07/2022", "2002/08"): a date range, not a phone. */
const MONTH_YEAR = /(?:^|\D)(?:(?:19|20)\d\d[/.]\d{1,2}|\d{1,2}[/.](?:19|20)\d\d)(?:\D|$)/;
const NOT_A_NAME = /\b(resume|r[ée]sum[ée]|curriculum|vitae|cv|lebenslauf|profile|profil|summary|contact|kontakt|page)\b/i;
const NAME_WORD = /^[\p{Lu}][\p{L}'’.-]*$/u;
/**
 * Credentials after a name and a comma ("Jordan Patel, RN, BSN", "Jane Doe, PhD"): the name is
 * the part before them. Only these, so that "San Antonio, TX" stays a place.
 */
const CREDENTIALS =
  /^(?:\s*,\s*(?:RN|BSN|MSN|LPN|NP|APRN|CNA|MD|DO|DDS|DMD|PharmD|PhD|Ph\.D\.|MBA|MPH|MSc|M\.Sc\.|MS|BSc|B\.Sc\.|BS|BA|MA|MEng|CPA|CFA|PMP|CISSP|CISA|PE|P\.Eng\.|Esq\.|Jr\.?|Sr\.?|II|III|SHRM-CP|SHRM-SCP|PHR|SPHR|CSM))+\s*$/;
/** Words glued by the extraction ("BarannikovWeb"); "McDonald" and "DeVito" are names. */
const GLUED_WORDS = /(\p{Ll}{3,})(\p{Lu})/u;
/** "Name: Jane Doe", "Full name - Jane Doe", "Vorname Nachname: Jana Müller". */
const NAME_LABEL = /^(?:(?:full\s+)?name|vor-?\s*(?:und\s+)?nach-?\s*name|vorname\s+nachname|name,\s*vorname)\s*[:\-–]\s*(.+)$/i;
/** A LinkedIn label followed by the profile's display name ("LinkedIn: Nikita Doroshenko"), not a URL. */
const LINKEDIN_NAME = /\b[Ll]inked\s?[Ii][Nn]\s*[:\-–]\s*(\p{Lu}[\p{L}'’-]+\s+\p{Lu}[\p{L}'’-]+)(?![\p{L}.])/u;
/** Field separators on a contact line: "Jane Doe | jane@doe.io | +49 30 123". */
const FIELD_SEPARATOR = /\s*(?:[|•·✉☎]|\s[—–-]\s|\t|\s{2,})\s*/;
const NAME_LINES = 8;
const PHONE_LINES = 25;

export interface Contacts {
  name: string | null;
  email: string | null;
  phone: string | null;
  phoneCountry: string | null;
}

function findEmail(text: string): string | null {
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    const local = EMAIL_LOCAL_PART.exec(text.slice(Math.max(0, at - 65), at))?.[0];
    const domain = local && EMAIL_DOMAIN.exec(text.slice(at + 1, at + EMAIL_MAX))?.[0];
    if (local && domain && local.length + domain.length < EMAIL_MAX) return `${local}@${domain}`.toLowerCase();
  }
  return null;
}

function plausiblePhone(candidate: string): string | null {
  const trimmed = candidate.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15 || DATE_LIKE.test(trimmed) || MONTH_YEAR.test(trimmed)) return null;
  const groups = trimmed.split(/[\s./-]+/).filter(Boolean).length;
  const international = /^\(?(?:\+|00)/.test(trimmed);
  // "2019-2021" or "10 000" are not phone numbers: want an international prefix, an (area) code or 3+ groups.
  if (!international && !trimmed.includes('(') && groups < 3 && digits.length < 10) return null;
  return trimmed.slice(0, 40);
}

/** The first plausible phone number near the top of the resume. */
function findPhone(lines: string[]): { phone: string | null; phoneCountry: string | null } {
  for (const line of lines.slice(0, PHONE_LINES)) {
    for (const match of line.matchAll(PHONE_IN_TEXT)) {
      const phone = plausiblePhone(match[0]);
      if (phone) return { phone, phoneCountry: phoneCountry(phone) };
    }
  }
  return { phone: null, phoneCountry: null };
}

/** A word in capitals title-cased: 'DOE' -> 'Doe', 'ANNE-MARIE' -> 'Anne-Marie', "O'CONNOR" -> "O'Connor". */
const titleCased = (word: string) =>
  word
    .toLowerCase()
    .replace(/(^|-)(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/^(\p{Lu}['’])(\p{L})/u, (_, start: string, letter: string) => start + letter.toUpperCase());

/** 'JANE DOE' -> 'Jane Doe', a courtesy title left out ('Dr. Jane Doe' -> 'Jane Doe'); mixed case is kept as written. */
function tidyName(line: string): string {
  const shouting = line === line.toUpperCase();
  const written = line.split(/\s+/).filter(Boolean);
  const titles = written.findIndex((word) => !HONORIFIC_RE.test(word));
  const words = written.slice(Math.max(titles, 0));
  const cased = (word: string, index: number) => (isNameParticle(word, index, words) ? word.toLowerCase() : titleCased(word));
  return words.map((word, index) => (shouting ? cased(word, index) : word)).join(' ');
}

/** Whether most of a line is skills ("React Native", "Python Java"): a skill list, not a name. */
function mostlySkills(line: string): boolean {
  const words = line.split(/\s+/).length;
  let covered = 0;
  for (const mention of extractSkills(line).values()) covered += mention.length;
  return covered * 2 > words;
}

/** The name before a comma and the credentials after it ("Jordan Patel, RN, BSN" -> "Jordan Patel"), else the line. */
function withoutCredentials(line: string): string {
  const comma = line.indexOf(',');
  return comma > 0 && CREDENTIALS.test(line.slice(comma)) ? line.slice(0, comma) : line;
}

/**
 * The line as a tidied name by its shape alone: two to four capitalised words (lower-case particles
 * such as "van der" between them), no digits or punctuation; a courtesy title before it and
 * credentials after it left out.
 */
function nameShape(line: string): string | null {
  const cleaned = withoutCredentials(line.replace(/\s+/g, ' ').trim());
  if (!cleaned || cleaned.length > 60 || /[\d@|/\\:;,()]/.test(cleaned) || NOT_A_NAME.test(cleaned) || GLUED_WORDS.test(cleaned)) return null;
  if (isPlaceName(cleaned)) return null;
  const tidy = tidyName(cleaned);
  const words = tidy.split(' ');
  const named = words.filter((word, index) => !isNameParticle(word, index, words));
  if (named.length < 2 || named.length > 4) return null;
  return named.every((word) => NAME_WORD.test(word)) ? tidy : null;
}

/** The line as a tidied person's name: shaped like one, and no headline, role title, heading or skill. */
export function plausibleName(line: string): string | null {
  const tidy = nameShape(line);
  if (!tidy) return null;
  // The role-title check wants initials written with a dot ("Jane Q. Doe").
  const initialsDotted = tidy.replace(/(?<![\p{L}'’.-])(\p{Lu})(?![\p{L}'’.-])/gu, '$1.');
  return looksLikeName(initialsDotted) && !mostlySkills(tidy) ? tidy : null;
}

const LINE_START_CHARS = 120;
const LEADING_HEADING = /^(?:contacts?|kontakt|resume|r[ée]sum[ée]|cv|curriculum\s+vitae|lebenslauf)\b[\s:]*/i;

/**
 * A name that the first line goes on after with a headline: "LEONID SHALAEV FULL STACK DEVELOPER",
 * "Pavel BarannikovWeb Developer", "CONTACTS MOTOVILOV PAVEL ...". Read as its first two words:
 * a third word is as likely the headline's as the name's. After a heading the two words may be all
 * of the line ("CONTACTS MOTOVILOV PAVEL"); a line of two words alone was read as a name already.
 */
function nameAtLineStart(line: string): string | null {
  // Only the line's start can hold the name (and a glued-words pass over a long line is slow).
  const start = line.slice(0, LINE_START_CHARS);
  const afterHeading = start.replace(LEADING_HEADING, '');
  const words = afterHeading.replace(new RegExp(GLUED_WORDS.source, 'gu'), '$1 $2').split(/\s+/);
  const leastWords = afterHeading === start ? 3 : 2;
  return words.length >= leastWords ? plausibleName(words.slice(0, 2).join(' ')) : null;
}

/** Letters only, lower case: how a name is compared with an email address or a profile handle. */
const letters = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[^\p{L}]/gu, '')
    .toLowerCase();

/**
 * The line as a name that the email address, a profile handle or the file name spells out
 * (first and last word): "Jane Quinn Public" with jane.public@... even though "public" is a common word.
 */
function spelledName(line: string, spelled: string[]): string | null {
  const tidy = nameShape(line);
  if (!tidy) return null;
  const words = tidy.split(' ').map(letters);
  const [first, last] = [words[0]!, words.at(-1)!];
  return spelled.some((hint) => hint.includes(first) && hint.includes(last)) ? tidy : null;
}

/**
 * The candidate's name: a "Name:" label or a LinkedIn label's display name, else a name on one of the first lines (alone or as the
 * first field of a contact line), else a name line anywhere that the email, a profile handle or
 * the file name spells out (two-column layouts put the name last).
 */
function findName(lines: string[], hints: string[]): string | null {
  const spelled = hints.map(letters).filter((hint) => hint.length >= 4);
  for (const line of lines.slice(0, PHONE_LINES)) {
    const labelled = NAME_LABEL.exec(line)?.[1];
    const name = labelled ? plausibleName(labelled.split(FIELD_SEPARATOR)[0]!) : null;
    if (name) return name;
  }
  const linkedInName = lines
    .slice(0, PHONE_LINES)
    .map((line) => LINKEDIN_NAME.exec(line)?.[1])
    .find(Boolean);
  const displayName = linkedInName ? plausibleName(linkedInName) : null;
  if (displayName) return displayName;
  for (const line of lines.slice(0, NAME_LINES)) {
    const field = line.split(FIELD_SEPARATOR)[0]!;
    const name = plausibleName(field) ?? spelledName(field, spelled);
    if (name) return name;
  }
  const atStart = lines[0] ? nameAtLineStart(lines[0]) : null;
  if (atStart) return atStart;
  for (const line of lines) {
    const name = line.length <= 60 ? spelledName(line, spelled) : null;
    if (name && plausibleName(name)) return name;
  }
  return null;
}

/**
 * A mass-uploaded candidate's name when the resume has none: the file's name when it reads as a
 * person's name ('jane_doe-Resume (2).pdf' -> 'Jane Doe'), else the file name without its
 * extension as it is ('CHEF_11444536.pdf' -> 'CHEF_11444536', never the headline 'Chef').
 */
export function candidateNameFromFileName(fileName: string): string {
  const base = fileName
    .replace(/^.*[\\/]/, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim();
  const words = base
    .replace(/\(\d+\)/g, ' ')
    .replace(/[_\-.+]+/g, ' ')
    .replace(/\b(resume|r[ée]sum[ée]|cv|lebenslauf|curriculum|vitae|final|updated|new|copy)\b/gi, ' ')
    .split(/\s+/)
    .filter((word) => word && !/^\d+$/.test(word))
    .map((word) => (word === word.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word));
  return plausibleName(words.join(' ')) ?? (base.slice(0, 200) || 'Unnamed Candidate');
}

export function findContacts(lines: string[], text: string, hints: string[]): Contacts {
  const email = findEmail(text);
  const name = findName(lines, [...(email ? [email.split('@')[0]!] : []), ...hints]);
  return { name, email, ...findPhone(lines) };
}
