/**
 * Years of experience: from the resume's date ranges (merged so overlapping jobs count once)
 * and from statements such as "7+ years of experience"; required years from the job.
 */
import type { resumeRoleSchema } from '@kairox/contract';
import type { z } from 'zod';
import { postingTitle } from './role.js';
import { isItemPreferredMarker, jobLines, LATER_ITEM_AFTER_COMMA, MUST_WORDS, PREFERRED_LINE, SCOPED_PREFERRED_TAIL } from './skills.js';
import { isWrappedTail, normalizeText } from './text.js';

const MONTHS: Record<string, number> = {
  jan: 0,
  january: 0,
  feb: 1,
  february: 1,
  mar: 2,
  march: 2,
  apr: 3,
  april: 3,
  may: 4,
  jun: 5,
  june: 5,
  jul: 6,
  july: 6,
  aug: 7,
  august: 7,
  sep: 8,
  sept: 8,
  september: 8,
  oct: 9,
  october: 9,
  nov: 10,
  november: 10,
  dec: 11,
  december: 11,
  // German names that differ from the English ones.
  januar: 0,
  februar: 1,
  mär: 2,
  märz: 2,
  mai: 4,
  juni: 5,
  juli: 6,
  okt: 9,
  oktober: 9,
  dez: 11,
  dezember: 11,
};

const MONTH_RE =
  '(jan(?:uary|uar)?|feb(?:ruary|ruar)?|mar(?:ch)?|märz?|apr(?:il)?|may|mai|jun[ei]?|jul[yi]?|aug(?:ust)?|sept?(?:ember)?|okt(?:ober)?|oct(?:ober)?|nov(?:ember)?|dez(?:ember)?|dec(?:ember)?)\\.?';
// One date: "Jan 2019", "January, 2019", "Jan '19", "03/2017", "3.2017", "15.03.2017" (the day is
// left out), "2017-03", "2017".
const DATE_RE = `(?:${MONTH_RE}[\\s,]*(\\d{4}|'\\d{2})|(?:\\d{1,2}\\.)?(\\d{1,2})[/.](\\d{4})|(\\d{4})[-/.](\\d{1,2})(?!\\d)|(\\d{4}))`;
const OPEN_END_RE = '(present|current(?:ly)?|now|today|to date|till date|till now|ongoing|date|heute|aktuell|jetzt|dato)';
// A slash between dates only with spaces around it ("May 2014 / June 2016"): "03/2017" is one date.
const SEP_RE = '(?:\\s*(?:-|–|—|~|to|until|till|through|thru|bis)\\s*|\\s+/\\s+)';
const RANGE_RE = new RegExp(`(?<![\\w/.])${DATE_RE}${SEP_RE}(?:${DATE_RE}|${OPEN_END_RE})(?![\\w/])`, 'gi');
const SINCE_RE = new RegExp(`\\b(?:since|seit)\\s+${DATE_RE}(?![\\w/])`, 'gi');

/** A period in whole months since year 0: start and end inclusive. */
export interface MonthRange {
  start: number;
  end: number;
  /** The latest end a bare end year allows ("2016 - 2019" may run to December 2019): gaps are measured from it. */
  latestEnd?: number;
}

export interface ExperienceOptions {
  /** "Today" for open ranges (Present, Current...). Injectable for determinism. */
  now?: Date;
}

const MIN_YEAR = 1950;
const MAX_RANGE_MONTHS = 50 * 12;

interface ParsedDate {
  year: number;
  month: number | null;
}

function twoDigitYear(s: string, nowYear: number): number {
  const yy = Number(s.replace("'", ''));
  return yy <= nowYear % 100 ? 2000 + yy : 1900 + yy;
}

function parseDateGroups(g: (string | undefined)[], nowYear: number): ParsedDate | null {
  const [monName, monYear, numMonth, numYear, isoYear, isoMonth, yearOnly] = g;
  let year: number;
  let month: number | null = null;
  if (monName && monYear) {
    month = MONTHS[monName.toLowerCase().replace('.', '')] ?? null;
    year = monYear.startsWith("'") ? twoDigitYear(monYear, nowYear) : Number(monYear);
  } else if (numMonth && numYear) {
    month = Number(numMonth) - 1;
    year = Number(numYear);
  } else if (isoYear && isoMonth) {
    month = Number(isoMonth) - 1;
    year = Number(isoYear);
  } else if (yearOnly) {
    year = Number(yearOnly);
  } else {
    return null;
  }
  if (month !== null && (month < 0 || month > 11)) return null;
  if (year < MIN_YEAR || year > nowYear + 1) return null;
  return { year, month };
}

interface DateRangeMatch {
  /** Where the range is written in the text, and how long it is. */
  index: number;
  length: number;
  from: ParsedDate;
  to: ParsedDate | 'open';
  /** How many of `length`'s characters are a stated length ("(4 months)"). */
  stated: number;
}

/**
 * The length a resume states beside a range, as LinkedIn's export writes it: "June 2018 - Present
 * (4 months)", "Jan 2019 - Mar 2021 · 2 yrs 3 mos", "(2 Jahre 3 Monate)", or alone on the next line
 * as freelancer profiles do ("03/2016 - Heute" / "3 Jahre 7 Monate"). It belongs to the dates, not
 * to the role's title, and an open range ends where it says (since code revision 70): the resume
 * was written then, and "present" is not today.
 */
const STATED_LENGTH_RE =
  /[ \t]*(\(|[·•,–-]|\n\s*)[ \t]*(?:(\d{1,2})\s*(?:years?|yrs?|jahre?n?)\b\.?)?[ \t]*(?:(\d{1,2})\s*(?:months?|mos?|monate?n?)\b\.?)?[ \t]*\)?/iy;

/** The stated length after a range that ends at `end` in `text`: its months and its written length; null when none follows. */
function statedLength(text: string, end: number): { months: number; length: number } | null {
  STATED_LENGTH_RE.lastIndex = end;
  const m = STATED_LENGTH_RE.exec(text);
  if (!m || (m[2] === undefined && m[3] === undefined)) return null;
  // On a line of its own, the length is all the line holds.
  if (m[1]!.startsWith('\n') && !/^[ \t]*(?:\n|$)/.test(text.slice(end + m[0].length))) return null;
  return { months: Number(m[2] ?? 0) * 12 + Number(m[3] ?? 0), length: m[0].length };
}

/** Whether a line holds only a stated length ("3 Jahre 7 Monate"), as a profile writes it under its dates. */
const isStatedLengthLine = (line: string): boolean => statedLength(`\n${line.trim()}`, 0) !== null;

/** The line that names a period: the first under its date line `from` that is neither blank nor the period's stated length ("10 Monate"). */
export function periodNameLine(lines: readonly string[], from: number): number {
  let at = from + 1;
  while (at < lines.length && (lines[at]!.trim() === '' || isStatedLengthLine(lines[at]!))) at += 1;
  return at;
}

/** A date line and the lines below it that may state its length: a blank line, the length, as a profile writes it. */
const STATED_LENGTH_LINES = 3;

/** An open range's end from its stated length (counted with the first month, as LinkedIn does). */
function endFromLength(from: ParsedDate, months: number): ParsedDate | 'open' {
  if (from.month === null || months === 0) return 'open';
  const end = from.year * 12 + from.month + months - 1;
  return { year: Math.floor(end / 12), month: end % 12 };
}

/** Every date of DATE_RE holds two digits in a row: a text without them has no range, and most lines are searched no further. */
const TWO_DIGITS = /\d\d/;

/** The date ranges written in a text ("Jan 2019 – Present", "since 2020"), in text order. */
function dateRangeMatches(text: string, nowYear: number): DateRangeMatch[] {
  const found: DateRangeMatch[] = [];
  if (!TWO_DIGITS.test(text)) return found;
  const add = (index: number, length: number, from: ParsedDate, to: ParsedDate | 'open') => {
    const stated = statedLength(text, index + length);
    const end = stated && to === 'open' ? endFromLength(from, stated.months) : to;
    found.push({ index, length: length + (stated?.length ?? 0), from, to: end, stated: stated?.length ?? 0 });
  };
  for (const m of text.matchAll(RANGE_RE)) {
    const g = m.slice(1);
    const from = parseDateGroups(g.slice(0, 7), nowYear);
    const to = g[14] ? 'open' : parseDateGroups(g.slice(7, 14), nowYear);
    if (from && to) add(m.index, m[0].length, from, to);
  }
  for (const m of text.matchAll(SINCE_RE)) {
    const from = parseDateGroups(m.slice(1, 8), nowYear);
    if (from) add(m.index, m[0].length, from, 'open');
  }
  return found.sort((a, b) => a.index - b.index);
}

/** A range in months, or null when it is reversed, in the future or implausibly long. */
function toMonthRange(from: ParsedDate, to: ParsedDate | 'open', now: Date): MonthRange | null {
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const start = from.year * 12 + (from.month ?? 0);
  let end: number;
  if (to === 'open') end = nowIndex;
  else if (to.month !== null) end = to.year * 12 + to.month;
  else end = from.month === null ? to.year * 12 - 1 : to.year * 12 + 11;
  if (to !== 'open' && to.month === null && from.month === null && to.year === from.year) end = start + 5;
  end = Math.min(end, nowIndex);
  if (end < start || end - start > MAX_RANGE_MONTHS) return null;
  const latestEnd = to !== 'open' && to.month === null ? Math.min(to.year * 12 + 11, nowIndex) : end;
  return latestEnd > end ? { start, end, latestEnd } : { start, end };
}

/**
 * Date ranges in a text. A year without a month starts in January and ends in the January of
 * the end year (so "2015 - 2018" is 3 years; it may run to December, `latestEnd`); a range within
 * one year counts 6 months. Open ends ("Present", "Current", "Now", "heute") end at `now`.
 */
export function parseDateRanges(text: string, options: ExperienceOptions = {}): MonthRange[] {
  const now = options.now ?? new Date();
  return dateRangeMatches(text, now.getUTCFullYear())
    .map((m) => toMonthRange(m.from, m.to, now))
    .filter((r): r is MonthRange => r !== null);
}

/** Union of ranges: overlapping or adjacent periods merged. */
export function mergeRanges(ranges: MonthRange[]): MonthRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: MonthRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (!last || r.start > last.end + 1) out.push({ ...r });
    else {
      const latestEnd = Math.max(last.latestEnd ?? last.end, r.latestEnd ?? r.end);
      last.end = Math.max(last.end, r.end);
      if (latestEnd > last.end) last.latestEnd = latestEnd;
      else delete last.latestEnd;
    }
  }
  return out;
}

export function totalMonths(ranges: MonthRange[]): number {
  return mergeRanges(ranges).reduce((sum, r) => sum + (r.end - r.start + 1), 0);
}

const HEADING_MAX = 60;
const EDUCATION_HEADING =
  /^(?:education(?:al)?(?:\s+(?:background|details|and\s+training|&\s+training|history|qualifications?))?|academic(?:s|\s+\w+)?|qualifications?|certifications?(?:\s+and\s+\w+)?|licen[cs]es?(?:\s+and\s+certifications?)?|training|courses?|coursework|degrees?|(?:aus|weiter|schul|schulaus|hochschul)?bildung(?:sweg)?|(?:akademischer|schulischer)\s+werdegang|studium|zertifi(?:kate|zierungen))\s*:?$/i;
const OTHER_HEADING =
  /^(?:(?:professional|work|relevant|employment|career|related)\s+)?(?:experience|history|employment(?:\s+history)?|background)|^(?:skills?|summary|profile|objective|projects?|accomplishments|achievements|highlights|interests|activities|volunteer(?:ing)?|affiliations|languages|references|publications|awards)\b|^(?:berufserfahrung|berufliche\s+erfahrung|berufspraxis|(?:beruflicher\s+)?werdegang|kenntnisse|fähigkeiten|sprachen|projekte|(?:kurz)?profil)\b/i;
/** Work headings that are only ever a whole line ("Praktika und Arbeitserfahrung", "Internships"). */
const WORK_HEADING =
  /^(?:internships?|(?:bisherige\s+)?(?:berufliche\s+)?(?:arbeits|praxis|projekt)?erfahrung(?:en)?|praktik(?:a|um)(?:\s+und\s+(?:arbeits|berufs)erfahrung(?:en)?)?|berufliche\s+(?:stationen|tätigkeiten|laufbahn)|berufstätigkeit|beschäftigungsverlauf|projekt(?:historie|übersicht|liste))\s*:?$/i;
const DEGREE_WORD =
  /\b(?:bachelors?|masters?|b\.?\s?sc|m\.?\s?sc|b\.?\s?tech|m\.?\s?tech|ph\.?\s?d|mba|diploma|degree|gpa|graduat(?:e|ed|ion)|coursework|major|minor|honou?rs|diplom|abitur|studium)\b/i;
const INSTITUTION_WORD =
  /\b(?:university|college|school|academy|institute|universität|hochschule|fachhochschule|(?:grund|haupt|real|gesamt|ober|mittel|berufs|fachober)schule|gymnasium)\b/i;

/**
 * A line of a degree: a degree word, or a school without a job title ("B.S. Computer Science, San
 * Jose State University, 2016"). A title at a school is work: "Math Teacher, Lincoln Middle School,
 * 2017 - Present", "Research Assistant, Stanford University".
 */
const isDegreeLine = (line: string) => DEGREE_WORD.test(line) || (INSTITUTION_WORD.test(line) && !TITLE_WORD.test(line));

/** Which section a line opens as its heading ("Education", "Skills", "Berufserfahrung"), or null. */
function headingKind(line: string): 'education' | 'other' | null {
  const trimmed = line.trim().replace(/^[#*\-•\s]+/, '');
  if (trimmed.length === 0 || trimmed.length > HEADING_MAX) return null;
  if (EDUCATION_HEADING.test(trimmed)) return 'education';
  return isOtherHeading(trimmed) ? 'other' : null;
}

/** A heading of another section, but no title that opens with its word ("Project Engineer", "Profile Manager"). */
const isOtherHeading = (trimmed: string): boolean => (OTHER_HEADING.test(trimmed) && !TITLE_WORD.test(trimmed)) || WORK_HEADING.test(trimmed);

/** Whether a line is a resume section's heading. */
export const isSectionHeading = (line: string): boolean => headingKind(line) !== null;

/** For each line: whether it belongs to the work history (not an education section, heading or degree line). */
function workLines(lines: string[]): boolean[] {
  let inEducation = false;
  return lines.map((line) => {
    const heading = headingKind(line);
    if (heading !== null) inEducation = heading === 'education';
    return !inEducation && !isDegreeLine(line);
  });
}

/** The resume with its education/certification sections and degree lines left out. */
export function workSectionText(text: string): string {
  const lines = text.split(/\r?\n/);
  const work = workLines(lines);
  return lines.filter((_, i) => work[i]).join('\n');
}

// ---------------------------------------------------------------------------------------------
// Roles: the title and organisation written on or next to a work period's date line
// ---------------------------------------------------------------------------------------------

export type ResumeRole = z.infer<typeof resumeRoleSchema>;

const ROLE_LABEL_MAX = 100;
const ROLE_LABEL_MAX_WORDS = 12;
/** The most words of an organisation's name on the line above a titled date line. */
const ORGANIZATION_MAX_WORDS = 6;
const BULLET_LINE = /^\s*[-*•·▪◦]/;
/** Words that make a part of a role line a job title (English, and German word endings). */
const TITLE_WORD =
  /(?<![\p{L}])(?:engineer|developer|programmer|architect|manager|director|lead|head|officer|analyst|consultant|designer|scientist|specialist|administrator|assistant|associate|coordinator|technician|nurse|physician|doctor|accountant|auditor|controller|bookkeeper|clerk|cook|chef|baker|intern|trainee|apprentice|teacher|lecturer|professor|researcher|writer|editor|representative|agent|executive|founder|partner|president|vp|sre|sdr|bdr|supervisor|operator|driver|mechanic|electrician|recruiter|advis[eo]r|planner|buyer|strategist|marketer|tester|cashier|receptionist|secretary|therapist|pharmacist|attorney|lawyer|paralegal|freelancer|contractor|owner|scrum master|cto|ceo|cfo|coo|trainer|instructor|coach|tutor|counsell?or|caregiver|aide|attendant|bartender|barista|waiter|waitress|dispatcher|inspector|estimator|surveyor|pilot|teller|broker|underwriter|adjuster|appraiser|investigator|librarian|photographer|translator|interpreter|dietitian|dentist|hygienist|paramedic|technologist|psychologist|carpenter|plumber|welder|draftsman|draughtsman|drafter|preparer|collector|observer|machinist|installer|foreman|superintendent|housekeeper|educator|chemist|biologist|economist|statistician|actuary|journalist|reporter|copywriter|merchandiser|courier|janitor|custodian|guard|clinician|worker|laborer|labourer|helper|handler|crew member|team member|stocker|packer|picker|loader|cleaner|painter|roofer|mason|landscaper|groundskeeper|gardener|nanny|volunteer|server|host|hostess)s?(?![\p{L}])|(?:entwickler|ingenieur|leiter|berater|referent|sachbearbeiter|werkstudent|praktikant|assistent|kaufmann|kauffrau|fachkraft|architekt|techniker|mitarbeiter|geschäftsführer|pfleger|lehrer|koch|verkäufer|buchhalter|spezialist|manager|analyst|designer|informatiker|administrator|elektriker|erzieher|trainer|monteur|mechaniker|mechatroniker|disponent|lagerist|tester)(?:in|innen)?(?![\p{L}])/iu;
/** Words that make a part an organisation's name rather than a title. */
const ORGANIZATION_WORD =
  /(?<![\p{L}])(?:inc|ltd|llc|plc|gmbh|ag|kg|se|corp|corporation|company|co|group|hospital|clinic|university|bank|studio|agency|labs?|technologies|solutions|systems|consulting|partners)\.?(?![\p{L}])/iu;
/** Between a role line's title, organisation and place: commas, bars, spaced dashes, " at ", " bei ". */
const ROLE_PART_SEPARATOR = /\s*(?:[,|•·;]|\s[-–—]\s|\s(?:at|bei|@)\s)\s*/iu;

function formatRoleDate(date: ParsedDate): string {
  return date.month === null ? String(date.year) : `${date.year}-${String(date.month + 1).padStart(2, '0')}`;
}

/** How a role was held, in brackets after its title or employer ("(Projekt)", "(Contract)"): neither title nor employer. */
const ENGAGEMENT_KIND =
  /\(\s*(?:projekt|project|contract|contractor|freelance|freiberuflich|remote|hybrid|teilzeit|vollzeit|part[- ]time|full[- ]time|interim|befristet)\s*\)/giu;

/** The word a role line may put before its dates ("Sales Manager from 2010 to 2012", "Entwickler seit 2019"). */
const DATES_PREPOSITION = /\s+(?:from|since|seit|ab)$/iu;

/** A role line's words as separate parts, without bullets, brackets, engagement kinds and dangling separators. */
function roleParts(label: string): string[] {
  return label
    .replace(/^[\s\-*•·▪◦#]+/, '')
    .replace(ENGAGEMENT_KIND, ' ')
    .replace(/[()[\]]/g, ' ')
    .split(ROLE_PART_SEPARATOR)
    .map((part) =>
      part
        .replace(/^[\s:–—-]+|[\s:,–—-]+$/g, '')
        .replace(DATES_PREPOSITION, '')
        .replace(/\s{2,}/g, ' '),
    )
    .filter((part) => /\p{L}/u.test(part) && !PERIOD_LABEL.test(part));
}

/** The label a project list puts before a period's dates ("Zeitraum : seit 07/2019"): neither title nor employer. */
const PERIOD_LABEL = /^(?:zeitraum|dauer|period|duration|dates?)$/iu;

/** Short enough to be a title and organisation rather than a sentence. */
function isRoleLabel(label: string): boolean {
  const trimmed = label.trim();
  return trimmed.length <= ROLE_LABEL_MAX && trimmed.split(/\s+/).length <= ROLE_LABEL_MAX_WORDS;
}

/** A state's code after a city ("Denver, CO"), which is no company "Co" however ORGANIZATION_WORD reads it ("EY" stays a name). */
const PLACE_CODE = /^[A-Z]{2}$/u;

/** The title and organisation among a role's parts: a part with a title word is the title. */
function titleAndOrganization(parts: string[]): { title: string; organization: string | null } | null {
  if (parts.length === 0) return null;
  const titled = parts.filter((p) => TITLE_WORD.test(p));
  const title = titled.find((p) => !ORGANIZATION_WORD.test(p)) ?? titled[0] ?? parts[0]!;
  const others = parts.filter((p) => p !== title);
  const organization = others.find((p) => ORGANIZATION_WORD.test(p) && !PLACE_CODE.test(p)) ?? others[0] ?? null;
  return { title, organization };
}

/** Labels a project list gives a period's role and client, alone on their line or before a colon ("Rolle", "Kunde: Postbank AG"). */
const ROLE_FIELD_LABEL = /^(?:rolle|role|position|funktion|tätigkeit|job title)\s*(?::\s*(.*))?$/iu;
const ORGANIZATION_FIELD_LABEL = /^(?:kunde|client|customer|arbeitgeber|employer|company|firma|unternehmen)\s*(?::\s*(.*))?$/iu;

/** A duty's sentence opens with a past verb and a lower-case word ("Collaborated with electrical engineers …"), a title does not. */
const DUTY_OPENING = /^\p{Lu}\p{Ll}+ed\s+\p{Ll}/u;

/** A line next to a date line that can hold its title or organisation (not a bullet, heading, other period or sentence). */
function neighbourLabel(lines: string[], index: number, nowYear: number): string | null {
  const line = lines[index];
  // The tail of a sentence a PDF wrapped onto its own line ("on-the-job training.") is no title.
  if (line === undefined || line.trim() === '' || BULLET_LINE.test(line) || isWrappedTail(lines, index)) return null;
  const trimmed = line.trim();
  // An icon font's glyph beside the dates (a private-use character) names nothing.
  if (!/[\p{L}\p{N}]/u.test(trimmed)) return null;
  if (EDUCATION_HEADING.test(trimmed) || isOtherHeading(trimmed)) return null;
  // A labelled field belongs to the period above it ("Rolle: Projektleiter", "Branche: Energiekonzern").
  if (isRoleFieldLine(trimmed) || OTHER_FIELD_LABEL.test(trimmed)) return null;
  if (dateRangeMatches(line, nowYear).length > 0 || !isRoleLabel(trimmed)) return null;
  // A full stop ends a sentence ("Report of currency fluctuation is now accurate."), unless it names a title or an organisation ("Acme Co.").
  if (trimmed.endsWith('.') && !TITLE_WORD.test(trimmed) && !ORGANIZATION_WORD.test(trimmed)) return null;
  if (DUTY_OPENING.test(trimmed)) return null;
  return trimmed;
}

/** Other fields a project list labels in a period ("Branche: Energiekonzern", "Einsatzort: München"). */
const OTHER_FIELD_LABEL = /^(?:branche|industry|einsatzort|location|projektinhalte|vorgehensmodell)\s*:/iu;

/** Whether a line labels a period's role or client ("Rolle", "Kunde: Postbank AG"). */
export function isRoleFieldLine(line: string): boolean {
  const trimmed = line.trim();
  return ROLE_FIELD_LABEL.test(trimmed) || ORGANIZATION_FIELD_LABEL.test(trimmed);
}

/** Lines after a date line that may hold its labelled role and client. */
const LABELLED_FIELDS_LOOKAHEAD = 12;

/** A label's value: on its line after the label, or alone on the next non-empty line. */
function labelledValue(lines: string[], index: number, label: RegExp): string | null {
  const match = label.exec(lines[index]!.trim());
  if (!match) return null;
  const value =
    match[1]?.trim() ||
    lines
      .slice(index + 1, index + 3)
      .find((line) => line.trim() !== '')
      ?.trim();
  if (!value) return null;
  // A list of the period's roles and duties names its role first ("Tätigkeit: Softwarearchitekt, Data Scientist, Beratung …").
  const named = (isRoleLabel(value) ? value : value.split(',')[0]!).replace(/[\s:]+$/, '');
  return isRoleLabel(named) ? named : null;
}

/**
 * The role and client a project list labels under a period's date line ("01/2016 - 12/2016 …
 * Rolle: Projektleiter … Kunde: Postbank AG"), up to the next period.
 */
function labelledFields(lines: string[], index: number, nowYear: number): { title: string | null; organization: string | null } {
  let title: string | null = null;
  let organization: string | null = null;
  for (let k = index + 1; k < Math.min(lines.length, index + 1 + LABELLED_FIELDS_LOOKAHEAD); k++) {
    if (dateRangeMatches(lines[k]!, nowYear).length > 0) break;
    title ??= labelledValue(lines, k, ROLE_FIELD_LABEL);
    organization ??= labelledValue(lines, k, ORGANIZATION_FIELD_LABEL);
  }
  return { title, organization };
}

export interface DatedRole {
  role: ResumeRole;
  /** Index of the role's date line among the text's lines (after `normalizeText`). */
  line: number;
  /** Whether the title is a freelancer project's name, not a job title (`periodName`). */
  project: boolean;
}

/**
 * A sentence that dates what it tells by a preposition before its range ("Helped facilitate roll of
 * purchasing manager during turnover period from September 2013 - December 2013."): at least
 * four words before "from", "during" or "between", where a role line has its title ("Sales
 * Manager from 2010 to 2015").
 */
const PROSE_BEFORE_DATES = /^(?:\S+\s+){4,}(?:from|during|between)\s*$/iu;

/** The lines of a range written a date a line, "October 2011" / "to" / "August 2015", as some templates lay out their dates. */
const RANGE_LINES = 3;
const RANGE_CONNECTOR_LINE = /^\s*(?:to|till|until|through|bis|-|–|—)\s*$/iu;

/** Whether the range found in `text` (a date line and the lines below it) is written over its first RANGE_LINES lines and they hold nothing else. */
function isRangeOverLines(text: string, range: DateRangeMatch): boolean {
  const lines = text.split('\n');
  const dates = text.slice(range.index, range.index + range.length - range.stated).split('\n');
  return dates.length === RANGE_LINES && RANGE_CONNECTOR_LINE.test(lines[1]!) && dates.every((part, i) => part.trim() === lines[i]!.trim());
}

/** How far under a profile's bare date line its period's name may be: past a blank line, its length and a blank line. */
const PERIOD_NAME_LOOKAHEAD = 4;

/**
 * The name of a freelancer profile's project under its bare date line, past blank lines and its
 * stated length ("02/2019 - Heute" / "8 Monate" / "AURORA Auftragsbearbeitungssystem"); null when
 * that line can name no role (a heading, a field's label, a sentence, another date line).
 */
function periodName(lines: string[], index: number, nowYear: number): string | null {
  const at = periodNameLine(lines, index);
  return at - index <= PERIOD_NAME_LOOKAHEAD ? neighbourLabel(lines, at, nowYear) : null;
}

/**
 * The line that names a date line's role: the line above; for a bare date line, the line below
 * when the line above names nothing or only the line below holds a title ("Cleaned and prepared
 * various foods" / "06/2014 - 11/2014" / "Company Name, City, State Chef").
 */
function neighbourOfDates(lines: string[], index: number, bare: boolean, nowYear: number): string | null {
  const above = neighbourLabel(lines, index - 1, nowYear);
  if (!bare) return above;
  const below = neighbourLabel(lines, index + 1, nowYear);
  return above === null || (below !== null && TITLE_WORD.test(below) && !TITLE_WORD.test(above)) ? below : above;
}

/**
 * The roles in a resume's work history, in the resume's order: for each line of the work
 * section holding a date range ("Acme Payments, Senior Software Engineer, Jan 2019 – Present"),
 * the title and organisation written on it, or on the line before (or after) when the date
 * line holds only one of them; a role labelled under it ("Rolle: Projektleiter") comes first. A
 * part with a title word ("Engineer", "Nurse", "Entwickler") is the title; an open end ("Present",
 * "heute") is a null `end`.
 */
export function datedRoles(text: string, options: ExperienceOptions = {}): DatedRole[] {
  const now = options.now ?? new Date();
  const nowYear = now.getUTCFullYear();
  const all = normalizeText(text).split('\n');
  const work = workLines(all);
  const lines = all.map((line, i) => (work[i] ? line : ''));
  const roles: DatedRole[] = [];
  lines.forEach((line, index) => {
    if (!TWO_DIGITS.test(line)) return;
    // The date line with the lines below it, where a freelancer profile states the period's length.
    const below = lines.slice(index, index + STATED_LENGTH_LINES).join('\n');
    const range = dateRangeMatches(below, nowYear)[0];
    if (!range || !toMonthRange(range.from, range.to, now)) return;
    // The dates are the date line's own, or written a date a line; only their stated length may follow below.
    const overLines = isRangeOverLines(below, range);
    if (!overLines && range.index + range.length - range.stated > line.length) return;
    const next = overLines ? index + RANGE_LINES : index + 1;
    const end = Math.min(line.length, range.index + range.length);
    const statedOnLine = range.index + range.length <= line.length ? range.stated : 0;
    const label = `${line.slice(0, range.index)} | ${line.slice(end)}`;
    // A line too long for a role is prose, its stated length ("(2 Months)") counted as written.
    const written = `${line.slice(0, range.index)} ${line.slice(end - statedOnLine)}`;
    if (!isRoleLabel(written.replace(/[|\s]+/g, ' ')) || PROSE_BEFORE_DATES.test(line.slice(0, range.index).trim())) return;
    let parts = roleParts(label);
    const titled = parts.some((p) => TITLE_WORD.test(p));
    // A bullet with dates is an achievement ("- Migrated 2019-2020 ..."), unless it names a title.
    if (BULLET_LINE.test(line) && !titled) return;
    if (parts.length < 2 || !titled) {
      // A range written a date a line has its role under it; the line above is the last of the period before.
      const neighbour = overLines ? neighbourLabel(lines, next, nowYear) : neighbourOfDates(lines, index, parts.length === 0, nowYear);
      // Beside a title, the line above can only add the organisation, a few words, not a duty's sentence ("Installed drywall, ceilings, trim and …").
      if (neighbour && (!titled || neighbour.split(/\s+/).length <= ORGANIZATION_MAX_WORDS)) parts = [...roleParts(neighbour), ...parts];
    }
    const labelled = labelledFields(lines, index, nowYear);
    const guessed = titleAndOrganization(parts);
    const named = labelled.title ? { title: labelled.title, organization: labelled.organization ?? guessed?.organization ?? null } : guessed;
    // A freelancer profile's project names no title: its name under the dates stands for it.
    const statedBelow = range.stated > 0 && statedOnLine === 0;
    const project = named || !statedBelow ? null : periodName(lines, index, nowYear);
    if (!named && !project) return;
    roles.push({
      role: {
        ...(named ?? { title: project!, organization: labelled.organization }),
        start: formatRoleDate(range.from),
        end: range.to === 'open' ? null : formatRoleDate(range.to),
      },
      line: index,
      project: !named,
    });
  });
  return roles;
}

/**
 * Items without the repeats of a role: a resume that holds its work history twice (a template's
 * summary page and its body) lists each role once.
 */
export function withoutRepeatedRoles<T>(items: readonly T[], roleOf: (item: T) => ResumeRole): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const { title, organization, start, end } = roleOf(item);
    const key = JSON.stringify([title.toLowerCase(), organization?.toLowerCase() ?? null, start, end]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The roles in a resume's work history (see `datedRoles`), each once. */
export function candidateRoles(text: string, options: ExperienceOptions = {}): ResumeRole[] {
  return withoutRepeatedRoles(
    datedRoles(text, options).map((r) => r.role),
    (role) => role,
  );
}

/** The months a role covers, counted like the resume's date ranges; null without a start. */
export function roleRange(role: ResumeRole, options: ExperienceOptions = {}): MonthRange | null {
  return role.start ? (parseDateRanges(`${role.start} - ${role.end ?? 'present'}`, options)[0] ?? null) : null;
}

/** A role's length in years (one decimal); null without a start. */
export function roleYears(role: ResumeRole, options: ExperienceOptions = {}): number | null {
  const range = roleRange(role, options);
  return range ? Math.round(((range.end - range.start + 1) / 12) * 10) / 10 : null;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  'twenty-five': 25,
  thirty: 30,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  zwölf: 12,
  fünfzehn: 15,
  zwanzig: 20,
};
const NUM = `\\b(\\d{1,2}(?:\\.\\d)?|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
/** "7+ years of experience", also with up to three words of kind or field between ("11 years of Java experience"). */
const YEARS_OF_EXPERIENCE_RE = new RegExp(
  `(?:over|more than|nearly|almost|about|around|approximately)?\\s*${NUM}\\s*(?:\\+|plus)?\\s*(?:years?|yrs?)\\.?(?:'s?)?\\s*(?:of\\s+)?(?:\\p{L}[\\p{L}+#.-]*\\s+){0,3}(?:experience|exp\\b)`,
  'giu',
);
const EXPERIENCED_RE = new RegExp(`${NUM}\\s*(?:\\+|plus)?\\s*(?:years?|yrs?)\\s*(?:of\\s+)?(?:experience|expertise|career|track record)`, 'gi');
/** "8 Jahre Berufserfahrung", "über 10 Jahre einschlägige Erfahrung". */
const GERMAN_YEARS_RE = new RegExp(`${NUM}\\s*\\+?\\s*jahren?\\s+(?:[a-zäöüß-]+\\s+){0,2}?(?:berufs|praxis|projekt|führungs)?erfahrung`, 'gi');

function numberValue(s: string): number {
  const n = NUMBER_WORDS[s.toLowerCase()];
  return n ?? Number(s);
}

/**
 * A range's upper end before the years: a range describes work or an ask ("senior level assignments
 * (15-20 yrs experience)"), while candidates state their own years as one number.
 */
const RANGE_BEFORE = /\d\s*(?:-|–|—|to|bis)\s*$/iu;

/** Years stated in the text ("7+ years of experience"), the largest; null when none. */
export function statedYears(text: string): number | null {
  let best: number | null = null;
  for (const re of [YEARS_OF_EXPERIENCE_RE, EXPERIENCED_RE, GERMAN_YEARS_RE]) {
    for (const m of text.matchAll(re)) {
      const numberAt = m.index + m[0].indexOf(m[1]!);
      if (RANGE_BEFORE.test(text.slice(Math.max(0, numberAt - 8), numberAt))) continue;
      const v = numberValue(m[1]!);
      if (Number.isFinite(v) && v > 0 && v <= 45) best = Math.max(best ?? 0, v);
    }
  }
  return best;
}

export interface CandidateExperience {
  years: number | null;
  /** Years from merged date ranges (0 when none were found). */
  fromDates: number;
  /** Largest "N years of experience" statement, if any. */
  stated: number | null;
  ranges: MonthRange[];
}

/** The candidate's years: the larger of merged date ranges and stated years; null if neither. */
export function candidateExperience(resumeText: string, options: ExperienceOptions = {}): CandidateExperience {
  const ranges = mergeRanges(parseDateRanges(workSectionText(resumeText), options));
  const months = ranges.reduce((s, r) => s + (r.end - r.start + 1), 0);
  const fromDates = Math.round((months / 12) * 10) / 10;
  const stated = statedYears(resumeText);
  const years = months === 0 && stated === null ? null : Math.max(fromDates, stated ?? 0);
  return { years, fromDates, stated, ranges };
}

export interface RequiredExperience {
  years: number | null;
  /** Upper end of the experience level's band (Entry 2, Mid 5, Senior 8), when known. */
  maxYears: number | null;
  source: 'requirements' | 'description' | 'experience-level' | 'title' | null;
  /** The years are only preferred ("Preferred: 2+ years in sales"), not asked. */
  preferred: boolean;
}

const LEVELS: { re: RegExp; min: number; max: number | null }[] = [
  { re: /\b(?:entry|junior|jr|graduate|intern(?:ship)?|trainee|apprentice|associate level|beginner)\b/i, min: 0, max: 2 },
  { re: /\b(?:mid|middle|intermediate|mid-level|experienced)\b/i, min: 2, max: 5 },
  { re: /\b(?:senior|sr)\b/i, min: 5, max: 8 },
  { re: /\b(?:lead|principal|staff|head|director|chief|vp|vice president|architect|expert|executive)\b/i, min: 8, max: null },
];

/** Experience level (Entry 0-2, Mid 2-5, Senior 5-8, Lead 8+) from a free-form level string. */
export function levelBand(level: string | null | undefined): { min: number; max: number | null } | null {
  if (!level) return null;
  const explicit = /(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})/.exec(level);
  for (const l of LEVELS) {
    if (l.re.test(level)) {
      if (explicit) return { min: Number(explicit[1]), max: Number(explicit[2]) };
      return { min: l.min, max: l.max };
    }
  }
  const plus = /(\d{1,2})\s*\+/.exec(level);
  if (plus) return { min: Number(plus[1]), max: null };
  if (explicit) return { min: Number(explicit[1]), max: Number(explicit[2]) };
  return null;
}

/** A level read from a job title: only unambiguous words ("Staff Nurse" and "Account Executive" are not levels). */
function titleLevelBand(title: string): { min: number; max: number | null } | null {
  if (/\b(?:junior|jr|entry[- ]level|intern|trainee|graduate|apprentice)\b/i.test(title)) return { min: 0, max: 2 };
  if (/\b(?:principal|director|vp|vice president|chief|head of)\b/i.test(title)) return { min: 8, max: null };
  if (/\b(?:senior|sr|lead)\b/i.test(title)) return { min: 5, max: null };
  return null;
}

const REQUIRED_YEARS_RE = new RegExp(
  `(?:at least|minimum(?: of)?|min\\.?|a minimum of|over|more than|mindestens|über|mehr als)?\\s*${NUM}\\s*(?:\\+|plus)?\\s*(?:(?:-|–|to|bis)\\s*${NUM}\\s*)?(?:\\+\\s*)?(?:years?|yrs?|jahren?|(?<months>months?|monate?n?)(?![\\p{L}]))`,
  'giu',
);

/**
 * The field right after the years: "2+ years in a call center", "3 years as a nurse", "3+ years of
 * Python", "5+ years managing warehouses".
 */
const YEARS_IN_FIELD = /^\s+(?:(?:in|as|with|of|im|als)\s|(?!during)\p{L}+ing(?!\p{L}))/iu;
/** Years in a role, which only a person has ("3+ years as a litigation paralegal"), wherever the posting states them. */
const YEARS_IN_ROLE = /^\s+(?:as|als)\s/iu;

/** The years a text asks for: the largest required, and the largest only preferred ("2+ years preferred"). */
interface YearsAsked {
  required: number | null;
  preferred: number | null;
}

/** A posting's line (`jobLines`), whitespace as one space, and whether it stands under a nice-to-have heading. */
interface PostingLine {
  text: string;
  preferredSection: boolean;
}

/** How far around a years match its clause may reach (a posting's run-together lines have no other end). */
const CLAUSE_REACH_BEFORE = 40;
const CLAUSE_REACH_AFTER = 80;

/**
 * Where a clause of a posting ends: a line, a sentence (run into the next one in many postings:
 * "…Workers Comp.Minimum of 2 years"), a semicolon, a bullet, a dash between items or a label's colon.
 */
const CLAUSE_END = /\n|;|[.!?:](?:\s|$|(?=\p{Lu}))|[•·▪*]|\s[-–]\s/gu;
const FIRST_CLAUSE_END = new RegExp(CLAUSE_END.source, 'u');
/** Words by which a clause asks for what it names ("must have 3+ years", "3+ years required"): a must-have's words and more. */
const ASKS_IN_CLAUSE = new RegExp(String.raw`(?<!\p{L})(?:${MUST_WORDS}|must|require|requires|needed|vorausgesetzt)(?!\p{L})`, 'iu');
/** The most words of the next section's label that a clause's end may hold ("…in Java Preferred Qualifications:"). */
const NEXT_LABEL_WORDS = /(?:\s+\S+){1,3}$/u;

/**
 * What follows years without the parentheses that speak of one of their fields ("3-7 years of
 * accounting (public a plus)") or mark a later item ("3 Jahre SAP-Projekterfahrung ABAP (optional)
 * Englisch"): only a bare marker ending the clause marks the years' own item.
 */
function withoutItemParentheses(after: string): string {
  return after.replace(/\([^()]*\)/gu, (parenthesis, offset: number) =>
    isItemPreferredMarker(parenthesis) && after.slice(offset + parenthesis.length).trim() === '' ? parenthesis : ' ',
  );
}

/**
 * The clause around a match (from `start` to `end`) within CLAUSE_REACH_BEFORE / CLAUSE_REACH_AFTER,
 * whitespace as one space: what stands before it with the match, and what follows it without the
 * next section's label.
 */
function clauseAround(text: string, start: number, end: number): { before: string; after: string } {
  const ahead = text.slice(Math.max(0, start - CLAUSE_REACH_BEFORE), start);
  const lastEnd = [...ahead.matchAll(CLAUSE_END)].at(-1);
  const before = lastEnd ? ahead.slice(lastEnd.index + lastEnd[0].length) : ahead;
  const rest = text.slice(end, end + CLAUSE_REACH_AFTER);
  const clauseEnd = FIRST_CLAUSE_END.exec(rest);
  let after = clauseEnd ? rest.slice(0, clauseEnd.index) : rest;
  if (clauseEnd?.[0].startsWith(':')) after = after.replace(NEXT_LABEL_WORDS, '');
  return { before: `${before}${text.slice(start, end)}`.replace(/\s+/g, ' '), after: after.replace(/\s+/g, ' ') };
}

/** A later item with its own importance after the years' item: not the years' clause. */
const LATER_ITEM = new RegExp(`${LATER_ITEM_AFTER_COMMA}.*$`, 'iu');

/**
 * Whether years are only preferred: their clause says so ("One year of retail experience
 * preferred", "Ideally 5+ years") and asks for nothing, or they stand under a nice-to-have heading
 * or label. A ", ideally …" after them scopes what follows ("3+ years of Python, ideally with Django").
 */
function isPreferredYears(text: string, start: number, end: number, lines: () => PostingLine[]): boolean {
  const { before, after } = clauseAround(text, start, end);
  const clause = `${before}${withoutItemParentheses(after.replace(LATER_ITEM, '')).replace(SCOPED_PREFERRED_TAIL, ' ')}`;
  if (ASKS_IN_CLAUSE.test(clause)) return false;
  if (PREFERRED_LINE.test(clause)) return true;
  const holding = lines().filter((line) => line.text.includes(clause.trim()));
  return holding.length > 0 && holding.every((line) => line.preferredSection);
}

/** What must follow months for them to be experience asked ("6 months of related experience"), not a contract's or project's length. */
const MONTHS_OF_EXPERIENCE = /^\s+(?:of\s+)?(?:[\p{L}-]+\s+){0,3}(?:experience|exp\b|erfahrung|berufserfahrung)/iu;

/** The words that make years a time limit: "within", "within the first", "innerhalb von". */
const WITHIN_TIME_LIMIT =
  /(?:\bwithin(?:\s+(?:the|its|your))?(?:\s+(?:first|last|past|next))?|\binnerhalb(?:\s+(?:von|der|des))?(?:\s+(?:ersten|letzten))?)\s*$/;

/**
 * The largest "N+ years" requirement in a text that mentions experience near it, required or only
 * preferred. In the requirements, the years of a field need no word for experience ("1+ year in a
 * call center"); a description's "30 years in business" is the company's, but its "3+ years as a
 * paralegal" a person's.
 */
export function requiredYearsInText(text: string, { requirements = false }: { requirements?: boolean } = {}): YearsAsked {
  const asked: YearsAsked = { required: null, preferred: null };
  let lines: PostingLine[] | null = null;
  const postingLines = (): PostingLine[] =>
    (lines ??= jobLines(text).map((line) => ({ text: line.line.replace(/\s+/g, ' '), preferredSection: line.preferredSection })));
  for (const m of text.matchAll(REQUIRED_YEARS_RE)) {
    const context = text.slice(m.index, m.index + m[0].length + 80).toLowerCase();
    const before = text.slice(Math.max(0, m.index - 40), m.index).toLowerCase();
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 12);
    const inField = (requirements && YEARS_IN_FIELD.test(after)) || YEARS_IN_ROLE.test(after);
    if (
      !inField &&
      !/experience|exp\b|background|working|work|industry|practice|career|building|developing|programming|professional|hands-on|erfahrung|praxis|berufs/.test(
        context + before,
      )
    )
      continue;
    if (/\b(?:old|of age|age|alt)\b/.test(context.slice(m[0].length, m[0].length + 12))) continue;
    // A time limit is no experience: "certified within one year of hire", "2 years within the last 5 years".
    if (WITHIN_TIME_LIMIT.test(before)) continue;
    // Months asked are years in the score: "6+ months of warehouse experience" asks for half a year.
    if (m.groups?.months && !MONTHS_OF_EXPERIENCE.test(text.slice(m.index + m[0].length, m.index + m[0].length + 60))) continue;
    const v = numberValue(m[1]!) / (m.groups?.months ? 12 : 1);
    if (!Number.isFinite(v) || v <= 0 || v > 25) continue;
    const kind = isPreferredYears(text, m.index, m.index + m[0].length, postingLines) ? 'preferred' : 'required';
    asked[kind] = Math.max(asked[kind] ?? 0, v);
  }
  return asked;
}

/**
 * Required years: an explicit "N+ years" asked in the requirements, else in the description, else
 * one only preferred there ("Preferred: 2+ years in sales"), else the experience level (Entry 0,
 * Mid 2, Senior 5, Lead 8), else a level word in the posting's title (the job's or a labelled title
 * line, `postingTitle`). Years asked are the entry bar: "3+ years required, 5+ preferred" asks for
 * 3. The level's or else the title's band caps the years that fit ("Junior": 2).
 */
export function requiredExperience(job: {
  title: string;
  description: string;
  requirements: string;
  experienceLevel?: string | null;
}): RequiredExperience {
  const level = levelBand(job.experienceLevel);
  const band = level ?? titleLevelBand(postingTitle(job));
  const maxYears = band?.max ?? null;
  const fromReq = requiredYearsInText(job.requirements, { requirements: true });
  const fromDesc = requiredYearsInText(job.description);
  if (fromReq.required !== null) return { years: fromReq.required, maxYears, source: 'requirements', preferred: false };
  if (fromDesc.required !== null) return { years: fromDesc.required, maxYears, source: 'description', preferred: false };
  if (fromReq.preferred !== null) return { years: fromReq.preferred, maxYears, source: 'requirements', preferred: true };
  if (fromDesc.preferred !== null) return { years: fromDesc.preferred, maxYears, source: 'description', preferred: true };
  if (band) return { years: band.min, maxYears, source: level ? 'experience-level' : 'title', preferred: false };
  return { years: null, maxYears: null, source: null, preferred: false };
}

/** Score when the resume shows no dates and states no years (neither confirms nor rules out). */
export const UNKNOWN_EXPERIENCE_SCORE = 0.35;

/** Years above a level's band that a candidate may have before the excess counts against them. */
const BAND_SLACK_YEARS = 3;

/** Whether a candidate's years are well above the level's band (more than BAND_SLACK_YEARS above its top). */
export function isWellAboveBand(years: number, maxYears: number | null): maxYears is number {
  return maxYears !== null && years > maxYears + BAND_SLACK_YEARS;
}

/** The share of a shortfall that counts when the years are only preferred: half, as a nice-to-have skill weighs half. */
const PREFERRED_SHORTFALL_SHARE = 0.5;

/** How well a candidate's years meet those asked in [0, 1]: 1 when they do, else the bell of the shortfall (`experienceScore`). */
function meetsYears(candidateYears: number | null, required: number): number {
  if (candidateYears === null) return UNKNOWN_EXPERIENCE_SCORE;
  if (candidateYears >= required) return 1;
  const gap = required - candidateYears;
  const scale = 0.5 * required + 1;
  return Math.exp(-0.8 * (gap / scale) ** 2);
}

/**
 * Experience score in [0, 1].
 * - Meets the requirement: 1.
 * - Short by `gap` years: exp(-0.8 * (gap / (0.5 * required + 1))^2), a smooth bell: 3 of 5
 *   years gives 0.77, 1 of 5 gives 0.35, 0 of 5 gives 0.20.
 * - Well over the level's band (more than 3 years above its top): 0.05 lower per year, down to 0.5
 *   (a junior posting's graders put a 20-year senior below its juniors).
 * - Unknown candidate years: UNKNOWN_EXPERIENCE_SCORE (1 when the job needs no experience).
 * - Years only preferred: half the shortfall counts (1 of 5 preferred gives 0.68).
 */
export function experienceScore(candidateYears: number | null, required: number, maxYears: number | null = null, preferred = false): number {
  if (required <= 0 && candidateYears === null) return 1;
  if (candidateYears !== null && candidateYears >= required && isWellAboveBand(candidateYears, maxYears)) {
    return Math.max(0.5, 1 - 0.05 * (candidateYears - maxYears - BAND_SLACK_YEARS));
  }
  const met = meetsYears(candidateYears, required);
  return preferred ? 1 - PREFERRED_SHORTFALL_SHARE * (1 - met) : met;
}
