/**
 * Masking of personal details before scoring, so that who the candidate is cannot move the score:
 * names, email addresses, phone numbers, street addresses and postcodes, ages and dates of birth,
 * gender words and pronouns, marital status, nationality and citizenship (English and German).
 *
 * Each detail becomes MASK_TOKEN, a symbol that is neither a word nor a list separator for any
 * part of the engine, and runs of masks collapse into one, so "Alex Morgan" and
 * "Oluwaseun Adeyemi-Okafor" leave the same text behind. Skills and employment dates are kept:
 * dates are masked only after a birth word or label, and the phone patterns never match a date
 * range ("2015 - 2020", "03/2017 - 06/2020").
 */
import { getRoles } from './roles.js';
import { termWeight } from './relevance.js';
import { contentTerms, foldWord, stem, stopWords } from './terms.js';
import { escapeRegExp, tokenize } from './text.js';
import { extractSkills, matchSkills } from './vocabulary.js';

/** What a masked detail becomes: not a letter, digit or separator, so no part reads it. */
export const MASK_TOKEN = '▒';
/** Masks in a row, with blanks or commas between them: they collapse into one. */
const MASK_RUN_RE = new RegExp(`${MASK_TOKEN}(?:[ \\t,]*${MASK_TOKEN})+`, 'gu');

const L = '\\p{L}';
const WORD_START = `(?<![${L}\\p{N}])`;
const WORD_END = `(?![${L}\\p{N}])`;

/** A value that follows a label: up to the end of the line or the next field separator. */
const FIELD_VALUE = '[^\\n|•;\\t]*?(?=[ \\t]*(?:$|[|•;\\t]|[ \\t]{2,}))';

const PERSONAL_LABELS = [
  'name',
  'full name',
  'first name',
  'last name',
  'surname',
  'vorname',
  'nachname',
  'date of birth',
  'birth date',
  'birthdate',
  'birthday',
  'd\\.?o\\.?b\\.?',
  'place of birth',
  'geburtsdatum',
  'geburtstag',
  'geburtsort',
  'geboren(?: am)?',
  'age',
  'alter',
  'gender',
  'sex',
  'geschlecht',
  'marital status',
  'civil status',
  'family status',
  'familienstand',
  'nationality',
  'nationalities',
  'citizenship',
  'nationalität',
  'staatsangehörigkeit',
  'staatsbürgerschaft',
  'religion',
  'konfession',
  'address',
  'home address',
  'adresse',
  'anschrift',
  'wohnort',
  'phone',
  'telephone',
  'tel\\.?',
  'mobile',
  'cell',
  'fax',
  'telefon',
  'handy',
  'mobil',
  'e-?mail',
  'mail',
];
/** "Label: value" at the start of a line or after a field separator. */
const LABELLED_FIELD_RE = new RegExp(
  // Horizontal space only, and a run of blanks tried from one place (its start, or its last tab):
  // "\\s{2,}" then "\\s*" retried every split of a long run (cubic on a resume padded with blanks).
  `(^|[|•;]|\\t(?![ \\t])|(?<![ \\t])[ \\t]{2,}(?=\\S))([ \\t]*(?:${PERSONAL_LABELS.join('|')})[ \\t]*[:：][ \\t]*)${FIELD_VALUE}`,
  'gimu',
);

const MONTH_WORD = `${L}{3,9}\\.?`;
const BIRTH_DATE = `(?:\\d{1,2}[./-]\\d{1,2}[./-]\\d{2,4}|\\d{1,2}\\.?\\s+${MONTH_WORD}\\s+\\d{4}|${MONTH_WORD}\\s+\\d{1,2},?\\s+\\d{4}|\\d{4})`;

/**
 * Email addresses, starting only where a word starts: from every letter of a long run of letters
 * with no "@", the search would scan to its end again (quadratic on a padded resume). No part of
 * an address is a line break, so only the lines with an "@" are searched (see maskEmails).
 */
const EMAIL_RE = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;

/** The text with its email addresses masked, searching only the lines with an "@" (the same result, a fifth of the time). */
function maskEmails(text: string): string {
  if (!text.includes('@')) return text;
  return text
    .split('\n')
    .map((line) => (line.includes('@') ? line.replace(EMAIL_RE, MASK_TOKEN) : line))
    .join('\n');
}

/**
 * The other details found by their form. Where a pattern is slow to search a whole resume for,
 * `mayMatch` first checks for what every match contains (a ZIP code, a street word, "citizen"):
 * most resumes have none, and the search is skipped.
 */
const UNLABELLED_PATTERNS: Array<{ re: RegExp; mayMatch?: RegExp }> = [
  // Birth: "born 1990", "born on 12 March 1990", "DOB 01/02/1990", "geboren am 01.02.1990", "Jahrgang 1990".
  { re: new RegExp(`${WORD_START}(?:born|geboren|d\\.?o\\.?b\\.?|jahrgang)(?:\\s+(?:in|on|am|im))?\\s+${BIRTH_DATE}${WORD_END}`, 'giu') },
  // Ages: "34 years old", "aged 34", "34-year-old", "34 Jahre alt".
  { re: new RegExp(`${WORD_START}(?:\\d{1,2}[-\\s]years?[-\\s]old|aged\\s+\\d{1,2}|\\d{1,2}\\s+jahre\\s+alt)${WORD_END}`, 'giu') },
  // Phones: "+49 30 1234567", "(555) 123-4567", "555.123.4567", "030/1234567", "020 7946 0958".
  { re: /\+\d[\d \t().-]{5,}\d/g },
  { re: /(?<![\d/.-])\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4}(?![\d/.-])/g },
  { re: /(?<![\d/.-])0\d{2,4}[ /-]?\d{3,4}[ -]?\d{2,5}(?![\d/.-])/g },
  // US city, state and ZIP code: "Springfield, IL 62704".
  { re: /(?<![\p{L}\p{N}])(?:\p{Lu}[\p{L}.-]*\s)?\p{Lu}[\p{L}.-]*,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?(?![\p{L}\p{N}])/gu, mayMatch: /[A-Z]{2}\s+\d{5}/ },
  // Streets, with the city after them: "221B Baker Street", "12 Elm St., Leeds", "Hauptstraße 5", "Musterstr. 12a".
  {
    re: /(?<![\p{L}\p{N}])\d{1,5}[A-Za-z]?\s+(?:\p{Lu}[\p{L}'.-]*\s+){1,3}(?:Street|St\.|Avenue|Ave\.?|Road|Rd\.?|Boulevard|Blvd\.?|Lane|Ln\.?|Drive|Court|Place|Terrace|Parkway|Square)(?![\p{L}\p{N}])(?:,\s*\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?(?=\s*(?:$|[,|•;])))?/gmu,
  },
  {
    re: /(?<![\p{L}\p{N}])\p{Lu}[\p{L}-]*(?:straße|strasse|str\.|weg|gasse|allee|platz)\s+\d{1,3}[a-z]?(?![\p{L}\p{N}./-])(?:,\s*\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?(?=\s*(?:$|[,|•;])))?/gmu,
    mayMatch: /(?:straße|strasse|str\.|weg|gasse|allee|platz)\s+\d/,
  },
  // Postcode with city at the end of a field: "10115 Berlin", "London SW1A 1AA".
  { re: /(?<![\p{L}\p{N}])\d{5}\s+\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?(?=\s*(?:$|[,|•;]))/gmu },
  { re: /(?<![\p{L}\p{N}])[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}(?![\p{L}\p{N}])/gu },
  // Citizenship: "US citizen", "citizen of Canada", "EU-Bürger".
  { re: /(?<![\p{L}\p{N}])\p{Lu}[\p{L}-]*\s+citizen(?:ship)?(?![\p{L}\p{N}])/gu, mayMatch: /citizen/ },
  { re: /(?<![\p{L}\p{N}])citizen(?:ship)? of(?:\s+the)?(?:\s+\p{Lu}[\p{L}-]*){1,3}/gu },
  { re: /(?<![\p{L}\p{N}])\p{Lu}{2}-Bürger(?:in)?(?![\p{L}\p{N}])/gu },
  // Honorifics with the name after them: "Mr", "Mrs", "Mx", "Ms." (not "Ms Office"), "Miss Lee", "Herr", "Frau".
  { re: /(?<![\p{L}\p{N}])(?:(?:Mrs?|Mx)\.?|Ms\.|Miss(?=\s+\p{Lu})|Herr|Frau)(?![\p{L}\p{N}])(?:\s+\p{Lu}[\p{L}'-]+)?/gu },
  // Pronouns and gender words (lower or title case: "HIS" is a hospital system, "ER" a ward).
  { re: /(?<![\p{L}\p{N}])(?:[Hh]e|[Ss]he|[Hh]im|[Hh]er|[Hh]is|[Hh]ers|[Hh]imself|[Hh]erself)(?![\p{L}\p{N}'])/gu },
  { re: /(?<![\p{L}\p{N}])(?:[Mm]ale|[Ff]emale|(?:[Ww]o)?m[ae]n|[Hh]usband|[Ww]ife|[Mm]other|[Ff]ather|[Gg]entleman|[Ll]ady)(?![\p{L}\p{N}'])/gu },
  {
    re: /(?<![\p{L}\p{N}])(?:[Ee]r(?!\s+(?:diagram|model))|[Ss]ie|[Ii]hm|[Ii]hn|[Ii]hr(?:e[mnrs]?)?|[Ss]eine[mnrs]?|[Mm]ännlich|[Ww]eiblich)(?![\p{L}\p{N}])/gu,
  },
  // Marital status.
  { re: /(?<![\p{L}\p{N}])(?:[Mm]arried|[Dd]ivorced|[Ww]idowed|[Vv]erheiratet|[Ll]edig|[Gg]eschieden|[Vv]erwitwet)(?![\p{L}\p{N}])/gu },
];

/** Words that start a resume but are not a name: headings and job titles. */
const HEADING_WORDS = ['resume', 'résumé', 'curriculum', 'vitae', 'cv', 'lebenslauf', 'profile', 'profil', 'summary', 'contact', 'kontakt'];

let notNameTermsCache: Set<string> | undefined;
/** Stems of role titles and heading words: a line with one of them is a heading or job title. */
function notNameTerms(): Set<string> {
  if (!notNameTermsCache) {
    const roleText = getRoles()
      .flatMap((r) => [r.title, ...r.aliases])
      .join(' ');
    notNameTermsCache = new Set(contentTerms(`${roleText} ${HEADING_WORDS.join(' ')}`));
  }
  return notNameTermsCache;
}

const NAME_WORD_RE = /^(?:\p{Lu}[\p{L}'-]*\p{L}|\p{Lu}\.)$/u;
/**
 * German and English job nouns that no word of a name is or ends with: a German headline of
 * capitalised nouns ("Projektleiter Infrastruktur", "SAP-Berater Logistik") is a title. "Leiter"
 * and "Manager" count only inside a compound, since "Leiter" is also a surname.
 */
const ROLE_NOUN_END =
  /(?:entwickler|berater|ingenieur|architekt|administrator|techniker|spezialist|referent|sachbearbeiter|programmierer|consultant|engineer|developer)(?:in)?$|\p{L}(?:leiter|manager)(?:in)?$/iu;
/** A courtesy title before a name ("Dr. Maria Lopez", "Prof. Dr. Jan Roth"), not part of it. */
export const HONORIFIC_RE = /^(?:Mrs?|Ms|Mx|Miss|Dr|Prof|Herr|Frau)\.?$/i;
const NAME_PARTICLE_RE = /^(?:van|von|der|den|de|del|della|da|di|du|dos|das|la|le|ter|ten|zu|bin|binti|al|el|y)$/;

/** Whether a name's word is a particle between its first and last word ("Ludwig van Beethoven", "Maria da Silva", "VON" too). */
export const isNameParticle = (word: string, index: number, words: readonly string[]) =>
  index > 0 && index < words.length - 1 && NAME_PARTICLE_RE.test(word.toLowerCase());

/**
 * Whether a line reads as a person's name: two to four capitalised words (particles such as "van
 * der" between them), none a title, heading or generic word, and no skill of several words
 * ("Microsoft Word", "Adobe Photoshop": a headline of skills, whose words masked everywhere would
 * hide them from every part). A one-word skill may be a name ("Ruby Chen").
 */
export function looksLikeName(line: string): boolean {
  const written = line.split(/\s+/).filter((w) => w && !HONORIFIC_RE.test(w));
  const words = written.filter((w, index) => !isNameParticle(w, index, written));
  if (words.length < 2 || words.length > 4 || !words.every((w) => NAME_WORD_RE.test(w))) return false;
  if (words.some((w) => ROLE_NOUN_END.test(w))) return false;
  if ([...extractSkills(line).values()].some((mention) => mention.length > 1)) return false;
  const blocked = notNameTerms();
  const stops = stopWords().all;
  const folded = words.map((w) => foldWord(w.replace(/\.$/, '')));
  // Stop words can be names ("Will", "May") but not all of them ("About Me").
  if (folded.every((w) => stops.has(w))) return false;
  return folded.every((w) => !blocked.has(stem(w)) && (stops.has(w) || termWeight(stem(w)) >= 1));
}

const NAME_LINE_MAX_CHARS = 200;

/** The candidate's name as written on one of the first three non-empty lines (before any credentials), or null. */
export function nameAtTop(text: string): string | null {
  const firstLines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 3)
    // A name line is short; reading no further keeps a padded first line cheap.
    .map((l) => l.slice(0, NAME_LINE_MAX_CHARS));
  for (const line of firstLines) {
    // The name may carry credentials or contacts after it: "Jordan Patel, RN, BSN", "Ana Lima | ana@…".
    const name = [line, line.split(/\s*[,|•]\s*|\s+[-–]\s+/)[0]!].find(looksLikeName);
    if (name) return name;
  }
  return null;
}

/** Month names are names too ("April", "June"), but masking them would cut employment dates. */
const MONTH_NAMES = new Set([
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'januar',
  'februar',
  'märz',
  'mai',
  'juni',
  'juli',
  'oktober',
  'dezember',
]);

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const NAME_WORD_GAP = /[\s,]/;

/** Whether the code point starting at `index` is a letter or digit. */
function wordCharAt(text: string, index: number): boolean {
  const codePoint = text.codePointAt(index);
  return codePoint !== undefined && LETTER_OR_DIGIT.test(String.fromCodePoint(codePoint));
}

/** Whether the code point ending just before `index` is a letter or digit. */
function wordCharBefore(text: string, index: number): boolean {
  if (index === 0) return false;
  const previous = text.charCodeAt(index - 1);
  const lowSurrogate = index >= 2 && previous >= 0xdc00 && previous <= 0xdfff;
  return wordCharAt(text, index - (lowSurrogate ? 2 : 1));
}

/** Where the words, one after the other with blanks or commas between them, end if they start at `start`; -1 if they do not. */
function wordRunEnd(text: string, start: number, words: string[]): number {
  let at = start;
  for (const [index, word] of words.entries()) {
    if (index > 0) {
      const gapStart = at;
      while (at < text.length && NAME_WORD_GAP.test(text[at]!)) at++;
      if (at === gapStart) return -1;
    }
    if (!text.startsWith(word, at)) return -1;
    at += word.length;
  }
  return at;
}

interface Span {
  start: number;
  end: number;
}

/**
 * Where any of the runs of words stands in the text as whole words (no letter or digit before or
 * after it), leftmost first, the earlier run first where two start together: what a regular
 * expression of the runs as alternatives would match.
 */
function wordRunSpans(text: string, runs: string[][]): Span[] {
  const found: Array<Span & { run: number }> = [];
  runs.forEach((words, run) => {
    for (let start = text.indexOf(words[0]!); start >= 0; start = text.indexOf(words[0]!, start + 1)) {
      const end = wordRunEnd(text, start, words);
      if (end >= 0 && !wordCharBefore(text, start) && !wordCharAt(text, end)) found.push({ start, end, run });
    }
  });
  found.sort((a, b) => a.start - b.start || a.run - b.run);
  const spans: Span[] = [];
  for (const span of found) if (span.start >= (spans.at(-1)?.end ?? 0)) spans.push(span);
  return spans;
}

/**
 * The text with each of the runs of words masked where it stands as whole words; `ignoreCase`
 * compares in lower case. Names are new in every resume, so this searches for them as strings:
 * a regular expression made for each name was compiled anew every time (about 0.3 ms each).
 */
function maskWordRuns(text: string, runs: string[][], ignoreCase: boolean): string {
  const haystack = ignoreCase ? text.toLowerCase() : text;
  // Lower case can lengthen a letter ("İ"); positions then no longer match the text's.
  if (haystack.length !== text.length) return text.replace(wordRunsPattern(runs, ignoreCase), MASK_TOKEN);
  const spans = wordRunSpans(
    haystack,
    runs.map((words) => (ignoreCase ? words.map((w) => w.toLowerCase()) : words)),
  );
  let out = '';
  let last = 0;
  for (const { start, end } of spans) {
    out += text.slice(last, start) + MASK_TOKEN;
    last = end;
  }
  return out + text.slice(last);
}

/** The regular expression maskWordRuns stands for. */
function wordRunsPattern(runs: string[][], ignoreCase: boolean): RegExp {
  const alternatives = runs.map((words) => words.map(escapeRegExp).join('[\\s,]+'));
  return new RegExp(`${WORD_START}(?:${alternatives.join('|')})${WORD_END}`, ignoreCase ? 'giu' : 'gu');
}

/**
 * One word of the name masked as written, on each line but where it is a word of a skill's name:
 * a Robert Green keeps the "Green" of "Six Sigma Green Belt", as every other candidate does.
 */
function maskNameWord(text: string, word: string): string {
  if (!text.includes(word)) return text;
  return text
    .split('\n')
    .map((line) => (line.includes(word) && !inSkillName(line, word) ? maskWordRuns(line, [[word]], false) : line))
    .join('\n');
}

/** The most words around a name's word that may name a skill with it ("Six Sigma Green Belt"). */
const SKILL_NAME_WORDS_MAX = 4;

/**
 * Whether the word, as written, names a skill on the line together with some of the words next to
 * it: "Green" in "Lean Six Sigma Green Belt", where "Green Belt" names Six Sigma although the
 * longest match of the whole line reads only "Lean Six Sigma".
 */
function inSkillName(line: string, word: string): boolean {
  const tokens = tokenize(line);
  return tokens.some((token, at) => {
    if (token.raw !== word) return false;
    for (let from = Math.max(0, at - SKILL_NAME_WORDS_MAX + 1); from <= at; from++) {
      for (let to = at + 1; to <= Math.min(tokens.length, from + SKILL_NAME_WORDS_MAX); to++) {
        const window = tokens.slice(from, to);
        if (window.some((t) => t.sep)) continue;
        const mentions = [...matchSkills(window).values()];
        if (mentions.some((m) => m.first <= at - from && at - from < m.first + m.length)) return true;
      }
    }
    return false;
  });
}

/**
 * The whole name wherever it appears in any case, then each of its words that is not also a
 * skill ("Julia") or a month ("April") as written: "Will" in "Will Chen" is masked, "will" in
 * "will lead" is not.
 */
function maskName(text: string, name: string): string {
  const words = name.split(/[\s,]+/).filter((w) => /\p{L}{2,}/u.test(w) && !HONORIFIC_RE.test(w));
  if (words.length === 0) return text;
  // A particle ("von", "der") is an ordinary word on its own: only the name's capitalised words are masked alone.
  const nonSkillWords = words.filter((w) => extractSkills(w).size === 0 && !MONTH_NAMES.has(w.toLowerCase()) && !NAME_PARTICLE_RE.test(w));
  return nonSkillWords.reduce(maskNameWord, maskWordRuns(text, [words], true));
}

/**
 * The text with personal details replaced by MASK_TOKEN. `candidateName`, when the caller knows
 * it, is masked as well as the name found at the top of the resume.
 */
export function maskPersonalDetails(text: string, candidateName?: string | null): string {
  let out = text;
  const names = [nameAtTop(text), candidateName?.trim() || null].filter((n): n is string => Boolean(n));
  out = out.replace(LABELLED_FIELD_RE, (_match, before: string, label: string) => `${before}${label}${MASK_TOKEN}`);
  out = maskEmails(out);
  for (const { re, mayMatch } of UNLABELLED_PATTERNS) if (!mayMatch || mayMatch.test(out)) out = out.replace(re, MASK_TOKEN);
  // Names last: a name masked first would break the email address it is part of.
  for (const name of names) out = maskName(out, name);
  return out.replace(MASK_RUN_RE, MASK_TOKEN);
}
