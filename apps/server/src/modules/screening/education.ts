/**
 * Education: degree levels asked for by the job and found in the resume.
 * Doctorate (5) > Master (4) > Bachelor (3) > Associate / diploma (2) > High school (1).
 */
import { MASK_TOKEN } from './mask.js';
import { SCOPED_PREFERRED_TAIL } from './skills.js';
import { withoutNegatedAsks } from './text.js';

export type EducationLevel = 1 | 2 | 3 | 4 | 5;

export const EDUCATION_LEVEL_NAMES: Record<EducationLevel, string> = {
  1: 'High school diploma',
  2: 'Associate degree or diploma',
  3: "Bachelor's degree",
  4: "Master's degree",
  5: 'Doctorate',
};

interface Pattern {
  level: EducationLevel;
  re: RegExp;
  /**
   * Words one of which every match contains (lower case): a text without any is not searched.
   * The German patterns need it: Unicode case-insensitive patterns without a literal start are
   * tried at every position, which made them a tenth of the screening's time.
   */
  anyOf?: readonly string[];
}

/** Microsoft's products after "MS" ("MS-DOS", "MS Office", "ms-sql"), in their usual, lower and upper case: no master's degree. */
const MS_PRODUCTS = ['Office', 'Excel', 'Word', 'Access', 'Project', 'SQL', 'Dynamics', 'Teams', 'Outlook', 'Windows', 'Visio', 'PowerPoint', 'DOS']
  .flatMap((product) => [product, product.toLowerCase(), product.toUpperCase()])
  .join('|');

// Abbreviations are matched case-sensitively ("MS in", not "ms"; "M.A." not "MA" = Massachusetts).
const PATTERNS: Pattern[] = [
  { level: 5, re: /\bph\.?\s?d\b|\bdoctorate\b|\bdoctoral\s+degree\b|\bd\.?phil\b|\bdoctor\s+of\s+(?!ceremon)\w+|\bjuris\s+doctor\b/gi },
  { level: 5, re: /\bJ\.D\.|\bM\.D\.|\bPharm\.?\s?D\b|\bD\.?N\.?P\b|\bEd\.?D\b|\bPsy\.?D\b|\bD\.?V\.?M\b|\bD\.?D\.?S\b|\bDPT\b/g },
  {
    level: 4,
    re: /\bmaster'?s?\s+(?:degree|of\s+(?!ceremon)\w+|in\b|program)|\bmasters\b(?!\s+(?:swim|golf|tournament))|\bpost-?\s?graduate\s+(?:degree|diploma)|\bgraduate\s+degree\b|\bm\.?b\.?a\b|\bll\.?m\b/gi,
  },
  {
    level: 4,
    re: new RegExp(
      String.raw`\bM\.S\.|\bMS\b(?=\s*(?:(?:in|or|and|degree)\b|[(,/\-–]))(?!\s*-?\s*(?:${MS_PRODUCTS})\b)|\bM\.?Sc\b|\bM\.A\.|\bMA\s+in\b|\bM\.?\s?Tech\b|\bM\.E\.|\bM\.?Eng\b|\bMCA\b|\bM\.?Com\b|\bMSW\b|\bMSN\b|\bMPH\b|\bMFA\b|\bM\.?Ed\b|\bMPA\b|\bMHA\b|\bMSc\b`,
      'g',
    ),
  },
  {
    level: 3,
    re: /\bbachelor'?s?\b|\bbaccalaureate\b|\bundergraduate\s+degree\b|\b(?:4|four)[- ]year\s+(?:college\s+|university\s+)?degree\b|\b(?:college|university)\s+degree\b|\bll\.?b\b/gi,
  },
  {
    level: 3,
    re: /\bB\.S\.|\bBS\b(?=\s*(?:(?:in|or|and|degree)\b|[(,/\-–]))|\bB\.?Sc\b|\bB\.A\.|\bBA\s+(?:in|\()|\bBA\/BS\b|\bBS\/BA\b|\bB\.?\s?Tech\b|\bB\.E\b\.?|\bBE\b(?=\s*(?:in\b|\(|-|–|,|:|\/))|\bB\.?Eng\b|\bB\.?Com\b|\bBBA\b|\bBCA\b|\bBFA\b|\bBSN\b|\bBSW\b|\bB\.?Ed\b|\bBSBA\b|\bBSEE\b|\bBSME\b|\bBSCS\b/g,
  },
  {
    level: 2,
    re: /\bassociate'?s?\s+(?:degree|of\s+(?:arts|science|applied))|\bA\.A\.S\.?|\bAAS\b|\bA\.A\.|\bA\.S\.\s+degree|\bdiploma\b|\bvocational\s+(?:degree|diploma|certificate)|\btrade\s+school\b|\bhnd\b|\bpolytechnic\b/gi,
  },
  // German: Promotion, Diplom / Magister / Staatsexamen, Studium, Berufsausbildung, Abitur.
  { level: 5, re: /\bpromotion\b|\bpromoviert|\bdoktorand|\bDr\.\s?(?:rer|phil|med|ing|jur)\b/gi },
  { level: 4, re: /\bdiplom\b|\bdiplom-|\bdipl\.-|\bmagister\b|\bstaatsexamen\b|\bmaster-?abschluss\b/gi },
  {
    level: 3,
    re: /\b(?:hochschul|fachhochschul|universitäts|bachelor)abschluss\b|\b(?:abgeschlossenes|abgeschlossenem|erfolgreich abgeschlossenes)\s+(?:\p{L}+\s+)?studium\b/giu,
    anyOf: ['abschluss', 'studium'],
  },
  {
    level: 2,
    re: /\b(?:abgeschlossene\s+)?(?:berufs)?ausbildung\s+(?:zum|zur|als|im|in\s+der)\b|\babgeschlossene[rn]?\s+(?:\p{L}+\s+)?(?:berufs)?ausbildung\b|\b(?:kaufmännische|technische|medizinische|gewerbliche|handwerkliche|pflegerische)[rn]?\s+(?:berufs)?ausbildung\b|\bberufsausbildung\b|\bmeister(?:in|brief|prüfung)?\b|\bstaatlich geprüfte[rn]?\b/giu,
    anyOf: ['ausbildung', 'meister', 'staatlich'],
  },
  // A chamber's qualification ("Bilanzbuchhalterin (IHK)") or a trade whose name says it was trained for ("Steuerfachangestellte", "Industriekaufmann").
  {
    level: 2,
    re: /\bIHK\b|\bHWK\b|\b\p{L}*(?:fachangestellte[rn]?|kaufmann|kauffrau)\b/gu,
    anyOf: ['ihk', 'hwk', 'fachangestellte', 'kaufmann', 'kauffrau'],
  },
  { level: 1, re: /\babitur\b|\bfachhochschulreife\b|\bmittlere[rn]?\s+reife\b|\brealschulabschluss\b/gi },
  {
    level: 1,
    re: /\bhigh\s+school\s+(?:diploma|graduate|degree|education|equivalent)\b|\bsecondary\s+school\s+(?:diploma|certificate)|\bged\b|\bhsc\b|\bssc\b|\b(?:10|12)th\s+(?:grade|standard|class|std)\b|\ba-levels?\b|\bgcses?\b/gi,
  },
];

const HIGH_SCHOOL_BEFORE = /(?:high|secondary)\s+school\s*$/i;
/** A generic "degree in X" / "degree required" without a level word counts as a bachelor's. */
const GENERIC_DEGREE = /\b(?:degree\s+(?:in|required|preferred)|relevant\s+degree|(?:college|university)\s+education)\b/i;

interface Mention {
  level: EducationLevel;
  index: number;
}

function educationMentions(text: string): Mention[] {
  const out: Mention[] = [];
  let lower: string | undefined;
  for (const { level, re, anyOf } of PATTERNS) {
    if (anyOf) {
      lower ??= text.toLowerCase();
      if (!anyOf.some((word) => lower!.includes(word))) continue;
    }
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      let l = level;
      // "High school diploma" is level 1, not a vocational diploma.
      if (level === 2 && /diploma/i.test(m[0]) && HIGH_SCHOOL_BEFORE.test(text.slice(Math.max(0, m.index - 20), m.index))) l = 1;
      out.push({ level: l, index: m.index });
    }
  }
  return out;
}

/**
 * Words before a degree on its line that say it is only intended ("Plan on moving to MBA/HR Degree
 * after graduation", "I hope to earn a master's"): a resume's plan is no degree it holds.
 */
const INTENDED_BEFORE =
  /\b(?:plan(?:s|ned|ning)?\s+(?:on|to)|intend(?:s|ed|ing)?\s+to|hop(?:e|es|ing)\s+to|would\s+like\s+to|aspir(?:e|es|ing)\s+to|wish(?:es|ing)?\s+to|looking\s+to|will\s+(?:pursue|begin|start|enrol+)|plane|möchte)\b/iu;

/** The degrees a resume holds or is studying for: its mentions without those it only intends. */
export function heldEducationMentions(text: string): Mention[] {
  return educationMentions(text).filter((m) => !INTENDED_BEFORE.test(text.slice(text.lastIndexOf('\n', m.index - 1) + 1, m.index)));
}

/**
 * Index of the first line naming the highest degree level in the text; null when none does. A line
 * that holds masked details is the last choice: "▒, RN, BSN" (the name line's letters) shows the
 * degree less than the education entry below it.
 */
export function degreeLine(text: string): number | null {
  const lines = text.split('\n');
  let best: { line: number; rank: number; index: number } | null = null;
  for (const m of heldEducationMentions(text)) {
    const line = text.slice(0, m.index).split('\n').length - 1;
    const rank = m.level * 2 + (lines[line]!.includes(MASK_TOKEN) ? 0 : 1);
    if (!best || rank > best.rank || (rank === best.rank && m.index < best.index)) best = { line, rank, index: m.index };
  }
  return best === null ? null : best.line;
}

/** Highest degree level found in a resume; null when none is mentioned. */
export function highestEducation(resumeText: string): EducationLevel | null {
  let best: EducationLevel | null = null;
  for (const m of heldEducationMentions(resumeText)) if (best === null || m.level > best) best = m.level;
  return best;
}

export interface RequiredEducation {
  level: EducationLevel | null;
  /** The job accepts equivalent experience instead ("or equivalent experience"). */
  equivalentAccepted: boolean;
  /** Only mentioned as preferred / a plus. */
  preferredOnly: boolean;
}

const PREFERRED_RE =
  /\b(?:preferred|prefer|desired|desirable|a plus|is a plus|nice to have|bonus|advantage|advantageous|ideally|wünschenswert|von vorteil|vorteilhaft|idealerweise)(?![\p{L}])/iu;
const EQUIVALENT_RE =
  /\bor\s+(?:an?\s+)?equivalent\b|\bequivalent\s+(?:work\s+)?experience\b|\bor\s+(?:relevant\s+)?(?:work\s+)?experience\b|\bin\s+lieu\s+of\b|\b(?:oder|bzw\.?)\s+(?:eine\s+)?(?:vergleichbare|gleichwertige|entsprechende)\b/iu;

/** A line and its ", ideally …" tail apart: only the tail is preferred ("kaufmännische Ausbildung, idealerweise Bilanzbuchhalter"). */
function withScopedPreferredApart(line: string): string[] {
  const tail = SCOPED_PREFERRED_TAIL.exec(line)?.[0];
  return tail ? [line.slice(0, -tail.length), tail] : [line];
}

/**
 * The lowest degree level the job asks for (the entry bar: "Bachelor's required, Master's
 * preferred" asks for a bachelor's). Looks at the requirements first, then the description.
 */
export function requiredEducation(job: { requirements: string; description: string }): RequiredEducation {
  for (const text of [job.requirements, job.description]) {
    let required: EducationLevel | null = null;
    let preferred: EducationLevel | null = null;
    let equivalent = false;
    for (const line of withoutNegatedAsks(text)
      .split(/\r?\n|(?<=[.;])\s+/)
      .flatMap(withScopedPreferredApart)) {
      let levels = educationMentions(line).map((m) => m.level);
      if (levels.length === 0 && GENERIC_DEGREE.test(line)) levels = [3];
      if (levels.length === 0) continue;
      const low = Math.min(...levels) as EducationLevel;
      if (EQUIVALENT_RE.test(line)) equivalent = true;
      if (PREFERRED_RE.test(line)) preferred = preferred === null ? low : (Math.min(preferred, low) as EducationLevel);
      else required = required === null ? low : (Math.min(required, low) as EducationLevel);
    }
    if (required !== null) return { level: required, equivalentAccepted: equivalent, preferredOnly: false };
    if (preferred !== null) return { level: preferred, equivalentAccepted: equivalent, preferredOnly: true };
  }
  return { level: null, equivalentAccepted: false, preferredOnly: false };
}

/** Score when the resume names no degree although the job asks for one. */
const UNKNOWN_EDUCATION_SCORE = 0.3;

/**
 * Education score in [0, 1]: 1 when the found level meets the required one; one level short
 * 0.5; two or more 0.2; none found 0.3. When the job accepts equivalent experience or only
 * prefers the degree, a shortfall scores at least 0.6.
 */
export function educationScore(found: EducationLevel | null, required: RequiredEducation): number {
  if (required.level === null) return 1;
  if (found !== null && found >= required.level) return 1;
  let s: number;
  if (found === null) s = UNKNOWN_EDUCATION_SCORE;
  else s = required.level - found === 1 ? 0.5 : 0.2;
  if (required.equivalentAccepted || required.preferredOnly) s = Math.max(s, 0.6);
  return s;
}
