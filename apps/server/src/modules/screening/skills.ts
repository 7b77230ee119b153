/**
 * Skills the job asks for, skills the resume shows, and the weighted share found.
 *
 * Job skills come from the title and requirements (weight 1) and the description (weight 0.6).
 * A line that says "preferred", "nice to have", "a plus"... (or sits under such a heading)
 * halves its skills' weight. Benefits, equal-opportunity and "about us" paragraphs are skipped
 * (a posting that offers "health insurance" does not ask for insurance skills). Soft skills
 * weigh half; a skill mentioned more than once in the job weighs 20 % more.
 */
import { tokenize } from './text.js';
import { type Vocabulary, getVocabulary, matchSkills, withImplied } from './vocabulary.js';

export const SOURCE_WEIGHTS = { title: 1, requirements: 1, description: 0.6 } as const;
export const PREFERRED_FACTOR = 0.5;
export const CATEGORY_FACTORS: Record<string, number> = { 'soft-skills': 0.5 };
export const REPEAT_BONUS = 1.2;

export type JobSection = keyof typeof SOURCE_WEIGHTS;

export interface RequiredSkill {
  id: string;
  name: string;
  category: string;
  weight: number;
  sources: JobSection[];
  preferred: boolean;
}

const PREFERRED_LINE = /\b(?:preferred|nice[- ]to[- ]have|a plus|is a plus|are a plus|bonus|desirable|desired|advantageous|an advantage|optional|ideally|good to have)\b/i;
const PREFERRED_HEADING = /^(?:preferred|nice[- ]to[- ]have|bonus|desired|desirable|good to have|pluses|additional)(?:\s+(?:skills|qualifications|requirements|experience))?\s*:?\s*$/i;
const REQUIRED_HEADING = /^(?:requirements?|required|must[- ]have|qualifications|minimum qualifications|basic qualifications|what you(?:'ll)? (?:need|bring)|skills|responsibilities|what you(?:'ll)? do|duties)(?:\s+(?:skills|qualifications|requirements|experience))?\s*:?\s*$/i;
const BOILERPLATE_HEADING = /^(?:benefits|perks|what we offer|we offer|compensation(?: and benefits)?|salary|about (?!(?:the |this )?(?:role|job|position|opportunity|you)\b)[\w .&'-]{1,40}|who we are|our (?:company|culture|mission|values)|equal (?:employment )?opportunity|eeo statement|why (?:join|work)[\w ]*|how to apply)\s*:?\s*$/i;
/** Any other short title-like line ("The Role:", "What You'll Do") ends a skipped section. */
const GENERIC_HEADING = /^(?=.{1,40}$)[\p{Lu}\d][^\s,.;!?]*(?:\s+[^\s,.;!?]+){0,4}\s*:?$/u;
/** Sentences about equal opportunity or benefits say nothing about the work. */
const BOILERPLATE_SENTENCE =
  /\b(?:equal (?:employment )?opportunity|affirmative action|without regard|protected veterans?|veteran status|national origin|sexual orientation|gender identity|genetic information|drug[- ]free workplace|e-verify|reasonable accommodations?|401\s?\(?k\)?|paid time off|pto|health insurance|dental insurance|vision insurance|life insurance|medical,? dental|tuition reimbursement|employee discounts?|benefits package|competitive (?:salary|pay|compensation|benefits))\b/i;
const SENTENCE_SPLIT = /(?<=[.!?])\s+(?=[A-Z(•-])/;

/** Lines (and sentences within long lines) of a job text that describe the work, each marked preferred or not. */
export function jobLines(text: string): { line: string; preferred: boolean }[] {
  const out: { line: string; preferred: boolean }[] = [];
  let mode: 'normal' | 'preferred' | 'skip' = 'normal';
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) continue;
    const heading = line.replace(/^[#*\-•\s]+|[*\s]+$/g, '');
    if (heading.length <= 60) {
      if (BOILERPLATE_HEADING.test(heading)) {
        mode = 'skip';
        continue;
      }
      if (PREFERRED_HEADING.test(heading)) {
        mode = 'preferred';
        continue;
      }
      if (REQUIRED_HEADING.test(heading)) {
        mode = 'normal';
        continue;
      }
      if (mode === 'skip' && !/^\s*[-*•]/.test(rawLine) && GENERIC_HEADING.test(heading)) {
        mode = 'normal';
        continue;
      }
    }
    if (mode === 'skip') continue;
    for (const sentence of line.split(SENTENCE_SPLIT)) {
      if (BOILERPLATE_SENTENCE.test(sentence)) continue;
      out.push({ line: sentence, preferred: mode === 'preferred' || PREFERRED_LINE.test(sentence) });
    }
  }
  return out;
}

/** The job's text with its boilerplate (benefits, EEO, about us) left out. */
export function jobWorkText(text: string): string {
  return jobLines(text)
    .map((l) => l.line)
    .join('\n');
}

export function extractJobSkills(
  job: { title: string; description: string; requirements: string },
  vocabulary: Vocabulary = getVocabulary(),
): RequiredSkill[] {
  const acc = new Map<string, { weight: number; mentions: number; sources: Set<JobSection>; required: boolean }>();
  const add = (source: JobSection, text: string, preferred: boolean) => {
    for (const mention of matchSkills(tokenize(text), vocabulary).values()) {
      const w = SOURCE_WEIGHTS[source] * (preferred ? PREFERRED_FACTOR : 1);
      const cur = acc.get(mention.id);
      if (cur) {
        cur.weight = Math.max(cur.weight, w);
        cur.mentions += mention.count;
        cur.sources.add(source);
        cur.required ||= !preferred;
      } else {
        acc.set(mention.id, { weight: w, mentions: mention.count, sources: new Set([source]), required: !preferred });
      }
    }
  };
  add('title', job.title, false);
  for (const { line, preferred } of jobLines(job.requirements)) add('requirements', line, preferred);
  for (const { line, preferred } of jobLines(job.description)) add('description', line, preferred);

  const out: RequiredSkill[] = [];
  for (const [id, a] of acc) {
    const entry = vocabulary.byId.get(id)!;
    const factor = CATEGORY_FACTORS[entry.category] ?? 1;
    const weight = a.weight * factor * (a.mentions > 1 ? REPEAT_BONUS : 1);
    out.push({
      id,
      name: entry.name,
      category: entry.category,
      weight: Math.round(weight * 1000) / 1000,
      sources: [...a.sources],
      preferred: !a.required,
    });
  }
  return out.sort((x, y) => y.weight - x.weight || x.name.localeCompare(y.name));
}

export interface ResumeSkills {
  /** Skills written in the resume. */
  explicit: Set<string>;
  /** Written plus implied (Django -> Python). */
  all: Set<string>;
}

export function extractResumeSkills(text: string, vocabulary: Vocabulary = getVocabulary()): ResumeSkills {
  const explicit = new Set(matchSkills(tokenize(text), vocabulary).keys());
  return { explicit, all: withImplied(explicit, vocabulary) };
}

export interface SkillsResult {
  score: number;
  matched: RequiredSkill[];
  missing: RequiredSkill[];
}

/** Weighted share of the required skills the resume shows (explicitly or by implication). */
export function scoreSkills(required: RequiredSkill[], resume: ResumeSkills): SkillsResult {
  let total = 0;
  let found = 0;
  const matched: RequiredSkill[] = [];
  const missing: RequiredSkill[] = [];
  for (const r of required) {
    total += r.weight;
    if (resume.all.has(r.id)) {
      found += r.weight;
      matched.push(r);
    } else {
      missing.push(r);
    }
  }
  return { score: total > 0 ? found / total : 0, matched, missing };
}
