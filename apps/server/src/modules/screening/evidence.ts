/**
 * Evidence for the recruiter: the resume line that shows each job skill, the roles that count for
 * the job, and the line that names the degree.
 *
 * Lines are quoted from the resume as written, as plain text, except a line that holds a personal
 * detail (an email address, a phone number, the candidate's name...): that one is quoted masked.
 */
import { degreeLine } from './education.js';
import {
  type DatedRole,
  datedRoles,
  type ExperienceOptions,
  isRoleFieldLine,
  isSectionHeading,
  type MonthRange,
  mergeRanges,
  periodNameLine,
  type ResumeRole,
  roleRange,
  roleYears,
  withoutRepeatedRoles,
} from './experience.js';
import type { RequiredSkill } from './skills.js';
import { MASK_TOKEN } from './mask.js';
import { continuesSentence, endsNoSentence, lineStarts, matchingWords, tokenize } from './text.js';
import { canonicalTitleStems, RANK_TITLE_TERMS } from './title-synonyms.js';
import { getVocabulary, matchSkills, readSkills, type SkillReading, withImplied } from './vocabulary.js';

/** A quote longer than this is cut to a window around the words that show the skill. */
export const QUOTE_MAX_CHARS = 160;
/** How much of the window lies before the matched words. */
const QUOTE_LEAD_CHARS = 50;

const BULLET = /^[\s\-*•·▪◦]+/u;

interface LineHit {
  line: number;
  /** The first word that shows the skill on that line, to centre a long quote on it. */
  word: string;
}

interface RoleEvidence {
  role: ResumeRole;
  /** Whether the title is a freelancer project's name (`DatedRole`). */
  project: boolean;
  years: number | null;
  range: MonthRange | null;
  /** Skills (written or implied) named on the role's lines, up to the next role or heading. */
  skills: Set<string>;
}

export interface ResumeEvidence {
  /** The resume's lines as they may be quoted. */
  lines: string[];
  /** The length of the longest of them, trimmed: a line near it may be one a PDF wrapped (`wrappedSentence`). */
  longestLine: number;
  /** Skill id, written or implied -> the line that shows it (`quotesBetter`), or the line of a title that names it. */
  skillLines: Map<string, LineHit>;
  roles: RoleEvidence[];
  /** The line naming the highest degree, as quoted; null when the resume names none. */
  degree: string | null;
}

/** A line as plain text: HTML tags and link targets left out, so a quote can carry no markup. */
function plainText(line: string): string {
  return line
    .replace(/<[^>]*>|<(?=[\p{L}/!?])/gu, ' ')
    .replace(/\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)?/g, '$1')
    .replace(/\b(?:javascript|vbscript|data):/gi, ' ')
    .replace(/[ \t]{2,}/g, ' ');
}

/**
 * The resume's lines as they may be quoted, as plain text. Masking changes only the lines with a
 * personal detail, so taking the masked text's lines keeps every other line as written.
 */
function quotableLines(masked: string): string[] {
  return masked.split('\n').map(plainText);
}

/**
 * Whether two texts tokenise alike because they differ at most in runs of spaces and tabs, which
 * the tokeniser skips: the quotable lines collapse such runs, and they need no second reading of
 * the resume's skills for it.
 */
const sameTokens = (a: string, b: string): boolean => a === b || a.replace(/[ \t]+/g, ' ') === b.replace(/[ \t]+/g, ' ');

/**
 * Whether line `a` is a better quote than line `b`: a line without a masked personal detail goes
 * before one with it (a contact line listing skills shows the recruiter nothing), then the earlier.
 */
function quotesBetter(lines: readonly string[], a: number, b: number): boolean {
  return isMasked(lines, a) === isMasked(lines, b) ? a < b : !isMasked(lines, a);
}

const isMasked = (lines: readonly string[], line: number) => lines[line]!.includes(MASK_TOKEN);

/**
 * The line to quote for each skill the text names, and for each skill those imply (Django ->
 * Python), as `quotesBetter` picks it; of two lines alike masked or not, one that names the skill
 * itself goes before one that names a skill implying it ("Python (scikit-learn)" before an earlier
 * "PyTorch" for Python).
 */
function bestSkillLines(lines: readonly string[], { tokens, mentions }: SkillReading, starts: readonly number[]): Map<string, LineHit> {
  const vocabulary = getVocabulary();
  // Binary search: a long resume can name a skill on thousands of lines.
  const lineOf = (token: number) => {
    let low = 0;
    let high = starts.length - 2;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= token) low = mid;
      else high = mid - 1;
    }
    return low;
  };
  const hits = new Map<string, LineHit>();
  const written = new Set<string>();
  for (const mention of mentions.values()) {
    const shown = mention.at.map((token) => ({ line: lineOf(token), word: tokens[token]!.raw }));
    const hit = shown.reduce((best, next) => (quotesBetter(lines, next.line, best.line) ? next : best));
    for (const id of withImplied([mention.id], vocabulary)) {
      const known = hits.get(id);
      const isWritten = id === mention.id;
      // A masked line still goes last (`quotesBetter`), then a line that names the skill goes first.
      const namesItFirst = known !== undefined && isMasked(lines, hit.line) === isMasked(lines, known.line) && isWritten !== written.has(id);
      if (!known || (namesItFirst ? isWritten : quotesBetter(lines, hit.line, known.line))) {
        hits.set(id, hit);
        // Whether the quote chosen so far names the skill itself.
        if (isWritten) written.add(id);
        else written.delete(id);
      }
    }
  }
  return hits;
}

/** The skill lines with the lines of titles that name a skill through their group's first title, for skills not written. */
function withTitleSkillLines(hits: Map<string, LineHit>, titleSkillLines: ReadonlyMap<string, number>): Map<string, LineHit> {
  for (const [id, line] of titleSkillLines) if (!hits.has(id)) hits.set(id, { line, word: '' });
  return hits;
}

const SECTION_BREAK = /^\s*(?:#+\s*)?[\p{Lu}][\p{L} &/-]{2,40}:?\s*$/u;
/** Labels of a project list's period ("Projektinhalte", "Responsibilities"), with the role's and the client's. */
const PERIOD_FIELD_LABEL =
  /^(?:projekt(?:inhalte|beschreibung)?|project(?: description)?|aufgaben|tätigkeiten|beschreibung|responsibilities|tasks|technologien|technologies|tools|umgebung|environment|einsatzort|location|branche|industry|kenntnisse|produkte)\s*:?\s*$/iu;
const isPeriodField = (line: string | undefined) => line !== undefined && (PERIOD_FIELD_LABEL.test(line.trim()) || isRoleFieldLine(line));

/**
 * Whether a role's block ends at line `at`: a section's heading, or another short capitalised
 * line, but for a project list's labels, the values under them and the period's name (`nameLine`,
 * `periodNameLine`) under its dates ("01/2016 - 12/2016" / "Einführung SEPA" / "Rolle" /
 * "Projektleiter"). A label that also heads a skills section ("Kenntnisse") is the period's own
 * once the period has a labelled role or client, as a freelancer profile lists each project's
 * skills.
 */
function endsRoleBlock(lines: readonly string[], from: number, at: number, nameLine: number): boolean {
  const line = lines[at]!;
  if (!SECTION_BREAK.test(line) || BULLET.test(line)) return false;
  if (isSectionHeading(line)) return !(PERIOD_FIELD_LABEL.test(line.trim()) && lines.slice(from + 1, at).some(isRoleFieldLine));
  return at !== nameLine && !isPeriodField(line) && !isPeriodField(lines[at - 1]);
}

/** A role's lines, [from, to): from its date line to the next role's, stopping at a heading. */
function roleBlock(lines: string[], roles: DatedRole[], index: number): { from: number; to: number } {
  const from = roles[index]!.line;
  const next = roles[index + 1]?.line ?? lines.length;
  const nameLine = periodNameLine(lines, from);
  let to = from + 1;
  while (to < next && !endsRoleBlock(lines, from, to, nameLine)) to += 1;
  return { from, to };
}

/**
 * Everything the note quotes from one resume, computed once per resume. `maskedSkills`, the
 * skills read from the masked text, are reused when the quotable lines are that text unchanged
 * (no markup to drop), as they mostly are. A role block's tokens are a slice of the lines' tokens:
 * no token crosses a line break.
 */
export function resumeEvidence(
  masked: string,
  options: ExperienceOptions = {},
  maskedSkills?: SkillReading,
  titleSkillLines: ReadonlyMap<string, number> = new Map(),
): ResumeEvidence {
  const lines = quotableLines(masked);
  const text = lines.join('\n');
  const read = maskedSkills && sameTokens(maskedSkills.text, text) ? maskedSkills : readSkills(text);
  const starts = lineStarts(read.tokens);
  const dated = datedRoles(text, options);
  const roles = dated.map(({ role, project }, i) => {
    const { from, to } = roleBlock(lines, dated, i);
    return {
      role,
      project,
      years: roleYears(role, options),
      range: roleRange(role, options),
      skills: withImplied(matchSkills(read.tokens.slice(starts[from]!, starts[to]! - 1)).keys()),
    };
  });
  const degreeIndex = degreeLine(text);
  const longestLine = lines.reduce((most, line) => Math.max(most, line.trim().length), 0);
  return {
    lines,
    longestLine,
    skillLines: withTitleSkillLines(bestSkillLines(lines, read, starts), titleSkillLines),
    roles,
    degree: degreeIndex === null ? null : quote(wrappedSentence({ lines, longestLine }, degreeIndex), ''),
  };
}

/** A line as quoted: without its bullet, and cut to a window around `word` when it is long. */
function quote(line: string, word: string): string {
  const text = line.replace(BULLET, '').trim();
  if (text.length <= QUOTE_MAX_CHARS) return text;
  const at = Math.max(0, word ? text.toLowerCase().indexOf(word.toLowerCase()) : 0);
  let start = Math.max(0, Math.min(at - QUOTE_LEAD_CHARS, text.length - QUOTE_MAX_CHARS));
  if (start > 0) start = text.lastIndexOf(' ', start) + 1;
  let end = Math.min(text.length, start + QUOTE_MAX_CHARS);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > at) end = space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** A line that starts with a label of a few words and a colon ("License: RN", "Sprachen: Deutsch"): a field of its own. */
const LABELLED_FIELD = /^\p{Lu}[\p{L}&/ -]{0,30}:\s/u;

/** A line this long, against the resume's longest, may be one a PDF wrapped: its sentence can go on below. */
const WRAPPED_LINE_SHARE = 0.7;
/** A wrapped sentence is followed over at most this many lines each way. */
const WRAPPED_LINES_MAX = 3;

/** A year: a line that names one and starts with a capital starts an entry of its own ("Analyst Intern, JPMorgan (Summer 2021)"). */
const YEAR = /\b(?:19|20)\d\d\b/;
/** A line that ends with a year ends an entry ("B.S. Education, University of Texas, 2018"): a capitalised line below starts another. */
const ENDS_WITH_YEAR = /\b(?:19|20)\d\d\W*$/;

/**
 * Whether line `next` goes on from the line above it, as text extracted from a PDF wraps a long
 * bullet: `next` starts in lower case, or the line above ends no sentence nor with a year and fills
 * the width and `next` names no year; and `next` is no bullet, heading, labelled field ("License:
 * RN") or blank line, and neither line holds a masked detail (a contact line is a line of its own).
 */
function continuesAbove(lines: readonly string[], next: number, longest: number): boolean {
  const above = lines[next - 1]?.trim();
  const line = lines[next]?.trim();
  if (!line || BULLET.test(lines[next]!) || SECTION_BREAK.test(line) || LABELLED_FIELD.test(line)) return false;
  if (isMasked(lines, next) || isMasked(lines, next - 1)) return false;
  return (
    continuesSentence(above, line) ||
    (endsNoSentence(above) && above.length >= WRAPPED_LINE_SHARE * longest && !YEAR.test(line) && !ENDS_WITH_YEAR.test(above))
  );
}

/** The line with the lines a PDF wrapped its sentence onto, joined: a quote is the whole bullet, not its tail. */
function wrappedSentence({ lines, longestLine }: Pick<ResumeEvidence, 'lines' | 'longestLine'>, index: number): string {
  let from = index;
  while (from > 0 && index - from < WRAPPED_LINES_MAX && continuesAbove(lines, from, longestLine)) from -= 1;
  let to = index;
  while (to + 1 < lines.length && to - index < WRAPPED_LINES_MAX && continuesAbove(lines, to + 1, longestLine)) to += 1;
  return lines
    .slice(from, to + 1)
    .map((line) => line.trim())
    .join(' ');
}

/** The line that contains these words (matching forms, or as written) in a row, as `quotesBetter` picks it. */
function phraseLine(lines: string[], phrase: string[], form: 'norm' | 'raw' = 'norm'): LineHit | null {
  const wanted = ` ${phrase.join(' ')} `;
  let best: LineHit | null = null;
  for (let line = 0; line < lines.length; line++) {
    if (best && !quotesBetter(lines, line, best.line)) continue;
    const tokens = tokenize(lines[line]!).filter((t) => !t.sep);
    const words = ` ${tokens.map((t) => t[form]).join(' ')} `;
    const at = words.indexOf(wanted);
    // The number of spaces before the match is the index of its first word.
    if (at >= 0) best = { line, word: tokens[words.slice(0, at).split(' ').length - 1]?.raw ?? '' };
  }
  return best;
}

/** An abbreviation in capitals ("FMLA", "AWS", "SQL"): no ordinary word when written so. */
const ABBREVIATION = /^\p{Lu}[\p{Lu}\d]+$/u;

/**
 * The resume line that shows a job skill, quoted; null when no line shows it. A line with the
 * posting's own words of several words ("journal entries") goes before an earlier line with a
 * synonym ("general ledger"), and so does one with the posting's abbreviation written as the
 * posting writes it ("FMLA" before "open enrollment"); another single word can be an ordinary word
 * elsewhere, so it does not.
 */
export function skillQuote(evidence: ResumeEvidence, skill: RequiredSkill): string | null {
  const postingWords = matchingWords(skill.asWritten);
  const abbreviation = skill.asWritten.trim();
  const hit =
    (skill.phrase ? phraseLine(evidence.lines, skill.phrase) : null) ??
    (postingWords.length > 1 ? phraseLine(evidence.lines, postingWords) : null) ??
    (ABBREVIATION.test(abbreviation) ? phraseLine(evidence.lines, [abbreviation], 'raw') : null) ??
    evidence.skillLines.get(skill.id);
  return hit ? quote(wrappedSentence(evidence, hit.line), hit.word) : null;
}

/** A title's specific stems, synonymous titles written alike ("Account Executive" as "Sales Representative"). */
function titleTerms(title: string): Set<string> {
  return new Set(canonicalTitleStems(title).filter((t) => !RANK_TITLE_TERMS.has(t)));
}

export interface RolesThatCount {
  roles: RoleEvidence[];
  /** Years covered by those roles, overlapping periods counted once. */
  years: number;
}

/** The roles that count for a job: the title shares a word with the posting's titles (`postingTitle`), or the role shows a job skill. */
export function rolesThatCount(evidence: ResumeEvidence, jobTitle: string, jobSkills: RequiredSkill[]): RolesThatCount {
  const wantedTerms = titleTerms(jobTitle);
  const skillIds = new Set(jobSkills.map((s) => s.id));
  const roles = withoutRepeatedRoles(
    evidence.roles.filter((r) => [...titleTerms(r.role.title)].some((t) => wantedTerms.has(t)) || [...r.skills].some((id) => skillIds.has(id))),
    (r) => r.role,
  );
  const months = mergeRanges(roles.flatMap((r) => (r.range ? [r.range] : []))).reduce((sum, r) => sum + r.end - r.start + 1, 0);
  return { roles, years: Math.round((months / 12) * 10) / 10 };
}
