/**
 * Skills a posting asks for as alternatives: "Tableau or Power BI", "AWS, GCP or Azure", "SQL
 * databases (e.g. PostgreSQL, Oracle)", "CI pipelines (Jenkins, GitHub Actions)", "Java oder
 * Kotlin". A resume that shows one of them meets the ask; the note names them as one requirement.
 * Read from each skill's posting sentence, so a recruiter's saved list (which keeps the sentences)
 * is read alike.
 */
import { type Token, tokenize } from './text.js';
import { matchSkills, type SkillMention, type Vocabulary, withImplied } from './vocabulary.js';

/** Words that join alternatives. */
const OR_WORDS = new Set(['or', 'oder', 'bzw']);
/** Words before a list of examples, any of which will do ("e.g.", "such as", "z. B."), as matching forms in a row. */
const EXAMPLE_OPENERS = [['e.g'], ['eg'], ['such', 'as'], ['like'], ['z', 'b'], ['zum', 'beispiel'], ['wie']];

/** Whether the tokens between two mentions join them as items of one list: commas and "or" words only. */
function listGap(gap: readonly Token[]): { joins: boolean; or: boolean } {
  const joins = gap.length > 0 && gap.every((t) => (t.sep && t.raw === ',') || (!t.sep && OR_WORDS.has(t.norm)));
  return { joins, or: joins && gap.some((t) => OR_WORDS.has(t.norm)) };
}

function followsExampleOpener(tokens: readonly Token[], index: number): boolean {
  return EXAMPLE_OPENERS.some((words) => words.every((word, k) => tokens[index - words.length + k]?.norm === word));
}

/** Words that may stand between a skill and its examples in parentheses ("SQL databases (…)"). */
const WORDS_BEFORE_EXAMPLES_MAX = 2;

/**
 * Whether the chain is in parentheses right after a skill that each of its members implies: examples
 * of that skill ("CI pipelines (Jenkins, GitHub Actions)", Jenkins and GitHub Actions being CI/CD).
 */
function examplesOfSkillBefore(
  tokens: readonly Token[],
  chain: readonly SkillMention[],
  before: SkillMention | undefined,
  vocabulary: Vocabulary,
): boolean {
  const open = chain[0]!.first - 1;
  if (!before || tokens[open]?.raw !== '(') return false;
  const between = tokens.slice(before.first + before.length, open);
  if (between.length > WORDS_BEFORE_EXAMPLES_MAX || between.some((t) => t.sep)) return false;
  return chain.every((m) => withImplied(new Set([m.id]), vocabulary).has(before.id));
}

/** The groups of alternatives among a text's mentions: lists joined by "or", or examples after "e.g." or of the skill before them. */
export function alternativeGroups(tokens: readonly Token[], mentions: readonly SkillMention[], vocabulary: Vocabulary): string[][] {
  const ordered = [...mentions].sort((a, b) => a.first - b.first);
  const groups: string[][] = [];
  let chain: SkillMention[] = [];
  let or = false;
  const isExampleList = () =>
    followsExampleOpener(tokens, chain[0]!.first) || examplesOfSkillBefore(tokens, chain, ordered[ordered.indexOf(chain[0]!) - 1], vocabulary);
  const close = () => {
    if (chain.length > 1 && (or || isExampleList())) groups.push(chain.map((m) => m.id));
    chain = [];
    or = false;
  };
  for (const mention of ordered) {
    const previous = chain[chain.length - 1];
    const gap = previous ? listGap(tokens.slice(previous.first + previous.length, mention.first)) : { joins: false, or: false };
    if (!gap.joins) close();
    or ||= gap.or;
    chain.push(mention);
  }
  close();
  return groups;
}

/** The fields of a job skill that alternatives need. */
interface AlternativeSkill {
  id: string;
  sentence: string | null;
  preferred: boolean;
  alternatives?: string[];
}

/**
 * Each skill's alternatives: the other skills of the list that its posting sentence offers in one
 * group with it, of the same importance (a must-have is not met by a nice-to-have).
 */
export function linkAlternatives<S extends AlternativeSkill>(skills: S[], vocabulary: Vocabulary): S[] {
  const groupsBySentence = new Map<string, string[][]>();
  for (const skill of skills) {
    if (skill.sentence === null || groupsBySentence.has(skill.sentence)) continue;
    const tokens = tokenize(skill.sentence);
    groupsBySentence.set(skill.sentence, alternativeGroups(tokens, [...matchSkills(tokens, vocabulary).values()], vocabulary));
  }
  return skills.map((skill) => {
    const group = skill.sentence === null ? undefined : groupsBySentence.get(skill.sentence)!.find((g) => g.includes(skill.id));
    const alternatives = (group ?? []).filter(
      (id) => id !== skill.id && skills.some((other) => other.id === id && other.sentence === skill.sentence && other.preferred === skill.preferred),
    );
    return alternatives.length > 0 ? { ...skill, alternatives } : skill;
  });
}
