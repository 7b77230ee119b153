/**
 * Skills a posting asks for as alternatives: "Tableau or Power BI", "AWS, GCP or Azure", "SQL
 * databases (e.g. PostgreSQL, Oracle)", "Java oder Kotlin". A resume that shows one of them meets
 * the ask; the note names them as one requirement. Read from each skill's posting sentence, so a
 * recruiter's saved list (which keeps the sentences) is read alike.
 */
import type { Token } from './text.js';
import { tokenize } from './text.js';
import { matchSkills, type SkillMention, type Vocabulary } from './vocabulary.js';

/** Words that join alternatives. */
const OR_WORDS = new Set(['or', 'oder', 'bzw', 'either']);
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

/** The groups of alternatives among a text's mentions: lists joined by "or", or examples after "e.g.". */
export function alternativeGroups(tokens: readonly Token[], mentions: readonly SkillMention[]): string[][] {
  const ordered = [...mentions].sort((a, b) => a.first - b.first);
  const groups: string[][] = [];
  let chain: SkillMention[] = [];
  let or = false;
  const close = () => {
    if (chain.length > 1 && (or || followsExampleOpener(tokens, chain[0]!.first))) groups.push(chain.map((m) => m.id));
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
    groupsBySentence.set(skill.sentence, alternativeGroups(tokens, [...matchSkills(tokens, vocabulary).values()]));
  }
  return skills.map((skill) => {
    const group = skill.sentence === null ? undefined : groupsBySentence.get(skill.sentence)!.find((g) => g.includes(skill.id));
    const alternatives = (group ?? []).filter(
      (id) => id !== skill.id && skills.some((other) => other.id === id && other.sentence === skill.sentence && other.preferred === skill.preferred),
    );
    return alternatives.length > 0 ? { ...skill, alternatives } : skill;
  });
}
