/**
 * Skills a posting asks for as alternatives: "Tableau or Power BI", "AWS, GCP or Azure", "SQL
 * databases (e.g. PostgreSQL, Oracle)", "CI pipelines (Jenkins, GitHub Actions)", "Java oder
 * Kotlin". A resume that shows one of them meets the ask; the note names them as one requirement.
 * Read from each skill's posting sentence, so a recruiter's saved list (which keeps the sentences)
 * is read alike.
 */
import { type Token, tokenize } from './text.js';
import { exampleOpenerBefore, impliedBy, matchSkills, type SkillMention, type Vocabulary } from './vocabulary.js';

/** Words that join alternatives. */
const OR_WORDS = new Set(['or', 'oder', 'bzw']);

/** Whether the tokens between two mentions join them as items of one list: commas and "or" words only. */
function listGap(gap: readonly Token[]): { joins: boolean; or: boolean } {
  const joins = gap.length > 0 && gap.every((t) => (t.sep && t.raw === ',') || (!t.sep && OR_WORDS.has(t.norm)));
  return { joins, or: joins && gap.some((t) => OR_WORDS.has(t.norm)) };
}

/**
 * Words after a list of examples that say any of their kind will do ("or similar", "o. ä.", "etc.",
 * "usw."), as matching forms in a row.
 */
const KIND_CLOSERS = [
  ['or', 'similar'],
  ['or', 'equivalent'],
  ['or', 'comparable'],
  ['or', 'other'],
  ['o', 'ä'],
  ['o.ä'],
  ['oder', 'vergleichbar'],
  ['oder', 'ähnlich'],
  ['etc'],
  ['and', 'so', 'on'],
  ['usw'],
  ['u.s.w'],
  ['u', 's', 'w'],
  ['und', 'so', 'weiter'],
];

/** Whether words that say any of its kind will do follow right after `index`, after a comma or not ("PMP, SCRUM, etc."). */
function kindCloserAfter(tokens: readonly Token[], index: number): boolean {
  const at = tokens[index]?.sep && tokens[index].raw === ',' ? index + 1 : index;
  return KIND_CLOSERS.some((words) => words.every((word, k) => tokens[at + k]?.norm === word));
}

/** Whether words that say any of its kind will do close the chain ("Jenkins, GitHub Actions o. ä.", "PMP, SCRUM, etc."). */
function chainClosedAsExamples(tokens: readonly Token[], chain: readonly SkillMention[]): boolean {
  const last = chain[chain.length - 1]!;
  return kindCloserAfter(tokens, last.first + last.length);
}

/** Words that say the skill after them is the kind of the examples before ("or a similar CS platform"). */
const KIND_WORDS = new Set([
  'similar',
  'other',
  'another',
  'equivalent',
  'comparable',
  'vergleichbare',
  'vergleichbaren',
  'ähnliche',
  'ähnlichen',
  'andere',
  'anderen',
]);
/** Words after a kind word and before the kind ("or other industry related network monitoring"). */
const WORDS_BEFORE_KIND_MAX = 3;

/** Whether the gap between examples and a skill names the skill as their kind: "(or a similar", "oder vergleichbare". */
function namesKindAfter(gap: readonly Token[]): boolean {
  const words = gap.filter((t) => !(t.sep && t.raw === '('));
  if (words.some((t) => t.sep) || !OR_WORDS.has(words[0]?.norm ?? '')) return false;
  const kind = words.findIndex((t) => KIND_WORDS.has(t.norm));
  return kind >= 1 && kind <= 2 && words.length - kind <= WORDS_BEFORE_KIND_MAX;
}

/**
 * Words that offer the list after them as alternatives, any of which will do ("at least one of:",
 * "one of the following", "any of", "mindestens eine der folgenden"), as matching forms in a row.
 */
const ANY_OF_PHRASE =
  /(?:^| )(?:at least one|one or more|one of|any of|any one|either|mindestens (?:ein|eine|einen|einer|eines)|(?:eine|einer|eines) der)(?: |$)/u;
/** Words that may stand between such a phrase and its list ("at least one popular web framework (…)"). */
const WORDS_BEFORE_ANY_OF_LIST_MAX = 6;

/**
 * Whether words that offer the list as alternatives come shortly before `index`, in its clause and
 * after `from` (the end of the skill before the list: "one of AWS, GCP, and Docker, Kubernetes"
 * offers no choice of the last two).
 */
function anyOfBefore(tokens: readonly Token[], index: number, from: number): boolean {
  const words: string[] = [];
  for (let at = index - 1; at >= from && words.length < WORDS_BEFORE_ANY_OF_LIST_MAX; at--) {
    const token = tokens[at]!;
    // Tokens keep no full stops; a posting's sentences are read one by one, so a clause ends at ";" or a line break.
    if (token.sep && (token.raw === ';' || token.raw === '\n')) break;
    if (!token.sep) words.unshift(token.norm);
  }
  return ANY_OF_PHRASE.test(words.join(' '));
}

/** Words that may stand between a skill and its examples ("SQL databases (…)"). */
const WORDS_BEFORE_EXAMPLES_MAX = 2;

/**
 * How the chain gives examples of the skill right before it (each of its members implying that
 * skill): after an opener or before "or similar" they only illustrate it ("Cloud data warehouses
 * such as Snowflake or BigQuery", "Relational databases, e.g. PostgreSQL", "WMS (Manhattan, SAP EWM
 * or similar)"), so the skill joins their group and another of its kind meets the ask; a list in
 * parentheses names the tools asked for ("CI pipelines (Jenkins, GitHub Actions)"), any one of
 * them. Null when the chain gives no examples of it.
 */
function examplesOfSkillBefore(
  tokens: readonly Token[],
  chain: readonly SkillMention[],
  before: SkillMention | undefined,
  vocabulary: Vocabulary,
): 'illustrating' | 'naming' | null {
  if (!before) return null;
  const opener = exampleOpenerBefore(tokens, chain[0]!.first);
  let open = chain[0]!.first - opener;
  const parenthesis = tokens[open - 1]?.raw === '(';
  if (parenthesis || (opener > 0 && tokens[open - 1]?.raw === ',')) open -= 1;
  if (opener === 0 && !parenthesis) return null;
  const between = tokens.slice(before.first + before.length, open);
  if (between.length > WORDS_BEFORE_EXAMPLES_MAX || between.some((t) => t.sep)) return null;
  if (!chain.every((m) => impliedBy(m.id, vocabulary).has(before.id))) return null;
  return opener > 0 || chainClosedAsExamples(tokens, chain) ? 'illustrating' : 'naming';
}

/** How many of the chain's last items imply `kind`: the examples a following "or similar …" names the kind of. */
function examplesOfKind(chain: readonly SkillMention[], kind: SkillMention, vocabulary: Vocabulary): number {
  let count = 0;
  while (count < chain.length && impliedBy(chain[chain.length - 1 - count]!.id, vocabulary).has(kind.id)) count += 1;
  return count;
}

/**
 * Whether a comma item before an "or" pair is a third alternative of the same kind ("AWS, GCP or
 * Azure": all cloud platforms) rather than an ask of its own ("Stakeholder management, PRINCE2 or
 * PMP"): it shares a skill the pair both imply, or, when the pair imply none in common, its kind
 * (the vocabulary's category: "Java, Kotlin or Scala").
 */
function sameKind(id: string, pair: readonly string[], vocabulary: Vocabulary): boolean {
  const [first, second] = pair.map((member) => impliedBy(member, vocabulary));
  const shared = [...first!].filter((parent) => second!.has(parent));
  // The skill the pair imply is what they are examples of ("Python, Django or Flask"): an ask of its own.
  if (shared.includes(id)) return false;
  if (shared.length > 0) return shared.some((parent) => impliedBy(id, vocabulary).has(parent));
  const category = (skill: string) => vocabulary.byId.get(skill)?.category;
  return pair.every((member) => category(member) === category(id));
}

/**
 * The groups of alternatives among a text's mentions: lists joined by "or" (the comma items before
 * the pair when they are of its kind, the items after it only when "or" joins them too: "PRINCE2 or
 * PMP, data center migration" asks for the migration besides), examples after "e.g." (with the
 * skill they illustrate) and tools named in parentheses after the skill they are kinds of.
 */
export function alternativeGroups(tokens: readonly Token[], mentions: readonly SkillMention[], vocabulary: Vocabulary): string[][] {
  const ordered = [...mentions].sort((a, b) => a.first - b.first);
  const groups: string[][] = [];
  let chain: SkillMention[] = [];
  /** Whether an "or" word stands before each member of the chain. */
  let orBefore: boolean[] = [];
  const orGroups = (): string[][] => {
    const found: string[][] = [];
    let floor = 0;
    for (let k = 1; k < chain.length; k++) {
      if (!orBefore[k]) continue;
      const pair = [chain[k - 1]!.id, chain[k]!.id];
      let from = k - 1;
      while (from > floor && sameKind(chain[from - 1]!.id, pair, vocabulary)) from -= 1;
      let end = k;
      while (orBefore[end + 1]) end += 1;
      found.push(chain.slice(from, end + 1).map((m) => m.id));
      floor = end + 1;
      k = end;
    }
    return found;
  };
  const close = () => {
    const before = ordered[ordered.indexOf(chain[0]!) - 1];
    const examples = examplesOfSkillBefore(tokens, chain, before, vocabulary);
    if (examples === 'illustrating') groups.push([before!.id, ...chain.map((m) => m.id)]);
    else if (
      chain.length > 1 &&
      (examples === 'naming' ||
        exampleOpenerBefore(tokens, chain[0]!.first) > 0 ||
        chainClosedAsExamples(tokens, chain) ||
        anyOfBefore(tokens, chain[0]!.first, before ? before.first + before.length : 0))
    )
      groups.push(chain.map((m) => m.id));
    else groups.push(...orGroups());
    chain = [];
    orBefore = [];
  };
  for (const mention of ordered) {
    const previous = chain[chain.length - 1];
    const gapTokens = previous ? tokens.slice(previous.first + previous.length, mention.first) : [];
    // "Gainsight (or a similar CS platform)": the chain's last items that are of that kind illustrate it.
    const examples = previous && namesKindAfter(gapTokens) ? examplesOfKind(chain, mention, vocabulary) : 0;
    if (examples > 0) {
      groups.push([mention.id, ...chain.slice(-examples).map((m) => m.id)]);
      chain = chain.slice(0, -examples);
      orBefore = orBefore.slice(0, chain.length);
      if (chain.length > 0) close();
      continue;
    }
    const gap = previous ? listGap(gapTokens) : { joins: false, or: false };
    if (!gap.joins && chain.length > 0) close();
    orBefore.push(chain.length > 0 && gap.or);
    chain.push(mention);
  }
  if (chain.length > 0) close();
  return groups;
}

/** The fields of a job skill that alternatives need. */
interface AlternativeSkill {
  id: string;
  sentence: string | null;
  sources: readonly string[];
  preferred: boolean;
  alternatives?: string[];
}

/**
 * Each skill's alternatives: the other skills of the list that its posting sentence offers in one
 * group with it, unless they are less important (a must-have is not met by a nice-to-have). A
 * later sentence that offers it with others says what else meets it too ("health scores in
 * Gainsight", then "Gainsight (or a similar CS platform)"), but not for the title's ask: where the
 * title asked for it ("Warehouse Manager", then "warehouse or distribution center experience"), the
 * other meets the later ask, while the title's stands.
 */
export function linkAlternatives<S extends AlternativeSkill>(skills: S[], vocabulary: Vocabulary): S[] {
  const groupsBySentence = new Map<string, string[][]>();
  for (const skill of skills) {
    if (skill.sentence === null || groupsBySentence.has(skill.sentence)) continue;
    const tokens = tokenize(skill.sentence);
    groupsBySentence.set(skill.sentence, alternativeGroups(tokens, [...matchSkills(tokens, vocabulary).values()], vocabulary));
  }
  const groupsOffering = (skill: S): string[][] => {
    const own = skill.sentence === null ? undefined : groupsBySentence.get(skill.sentence)!.find((g) => g.includes(skill.id));
    const later = skill.sources.includes('title')
      ? []
      : [...groupsBySentence].filter(([sentence]) => sentence !== skill.sentence).flatMap(([, groups]) => groups.filter((g) => g.includes(skill.id)));
    return own ? [own, ...later] : later;
  };
  return skills.map((skill) => {
    const alternatives = [...new Set(groupsOffering(skill).flat())].filter(
      (id) => id !== skill.id && skills.some((other) => other.id === id && (skill.preferred || !other.preferred)),
    );
    return alternatives.length > 0 ? { ...skill, alternatives } : skill;
  });
}
