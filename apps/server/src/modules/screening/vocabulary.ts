/**
 * The curated skill vocabulary: data files under `data/skills/*.json` (one per domain), loaded
 * once, validated with zod, indexed for phrase matching.
 *
 * An entry is matched by its name and aliases in any letter case. Names that are also ordinary
 * words (`Go`, `R`, `React`, `Spring`, `Puppet`, `Polish`) are listed in `exact` instead: they
 * count when written in exactly that case, or in any case when they are an item of a list of
 * skills ("java, spring, hibernate"). With `listContext`, even the exact-case form must be such a
 * list item; with `ownFieldContext` too, a list of its own field's skills ("CPA, CMA", not "CMA or
 * RMA").
 * `implies` names skills that an entry entails (Django -> Python): a resume that shows the
 * first is credited with the others. An entry named after work done to something is also found by
 * the work ("managed vendors" for Vendor management; `verb-phrasings.ts`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { stopWords } from './terms.js';
import { type Token, termKey, tokenize } from './text.js';
import { verbPhrasingKeys } from './verb-phrasings.js';

const SkillEntrySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id must be a lower-case slug'),
    name: z.string().trim().min(1),
    category: z.string().regex(/^[a-z0-9-]+$/),
    aliases: z.array(z.string().trim().min(1)),
    exact: z.array(z.string().trim().min(1)).optional(),
    listContext: z.boolean().optional(),
    ownFieldContext: z.boolean().optional(),
    implies: z.array(z.string()).optional(),
  })
  .strict();

export type SkillEntry = z.infer<typeof SkillEntrySchema>;

/** How a term may match: any case, exact case, or any case but only inside a list. */
type TermKind = 'exact' | 'any' | 'list';

interface IndexedTerm {
  id: string;
  kind: TermKind;
  /** Matching forms (`norm`) for `any`/`list`, written forms (`raw`) for `exact`. */
  tokens: string[];
  /** Exact-case term that also needs list context. */
  needsList: boolean;
  /** A verb and its object (the phrasing "managed vendors", the alias "answered calls"): a count may stand between ("managed 12 vendors"). */
  countAfterVerb?: boolean;
  /** A verb phrasing of a skill's name ("managed vendors" from "vendor management"), no entry's own term. */
  derived?: boolean;
  /** Another field's one-word tool this one-word `any` term shares its word with ("chef" and the tool "Chef"). */
  rivals?: IndexedTerm[];
  /** This tool shares its word with another field's `any` term or is an `ownFieldContext` entry's, so it is read among its own field's tools only. */
  rivalled?: boolean;
  /** An `ownFieldContext` entry's form: being a whole item of a requirement list is not enough ("close repair orders in CDK"). */
  ownFieldOnly?: boolean;
}

export interface Vocabulary {
  entries: SkillEntry[];
  byId: Map<string, SkillEntry>;
  /** First token's matching form -> candidate terms, longest first. */
  index: Map<string, IndexedTerm[]>;
  /** Lower-cased words (as written) of every name and alias (used to weight relevance terms). */
  termWords: Set<string>;
}

export interface VocabularyIssue {
  kind: 'duplicate-id' | 'alias-collision' | 'unknown-implied' | 'empty-term' | 'category-mismatch';
  message: string;
}

/** The keys (matching forms) under which an entry is found in any letter case. */
export function entryKeys(entry: SkillEntry): string[] {
  const exact = new Set(entry.exact ?? []);
  const terms = [...(exact.has(entry.name) ? [] : [entry.name]), ...entry.aliases];
  return [...new Set(terms.map(termKey))];
}

/** Cross-entry checks that a schema cannot express. Empty when the vocabulary is sound. */
export function checkVocabulary(entries: SkillEntry[]): VocabularyIssue[] {
  const issues: VocabularyIssue[] = [];
  const ids = new Set<string>();
  for (const e of entries) {
    if (ids.has(e.id)) issues.push({ kind: 'duplicate-id', message: `duplicate id ${e.id}` });
    ids.add(e.id);
  }
  const owner = new Map<string, string>();
  const exactOwner = new Map<string, string>();
  for (const e of entries) {
    for (const key of entryKeys(e)) {
      if (!key) issues.push({ kind: 'empty-term', message: `${e.id} has a term without tokens` });
      const other = owner.get(key);
      if (other !== undefined && other !== e.id) {
        issues.push({ kind: 'alias-collision', message: `"${key}" belongs to ${other} and ${e.id}` });
      }
      owner.set(key, e.id);
    }
    for (const form of e.exact ?? []) {
      const other = exactOwner.get(form);
      if (other !== undefined && other !== e.id) {
        issues.push({ kind: 'alias-collision', message: `exact "${form}" belongs to ${other} and ${e.id}` });
      }
      exactOwner.set(form, e.id);
    }
    for (const implied of e.implies ?? []) {
      if (!ids.has(implied) && !entries.some((x) => x.id === implied)) {
        issues.push({ kind: 'unknown-implied', message: `${e.id} implies unknown ${implied}` });
      }
    }
  }
  return issues;
}

const KIND_PRIORITY: Record<TermKind, number> = { exact: 0, any: 1, list: 2 };

/**
 * The verb phrasings (`verb-phrasings.ts`) no entry names and exactly one entry derives, by owner:
 * a phrase that two skills would derive is left to neither, one an entry names stays its own.
 */
function derivedKeys(entries: readonly SkillEntry[], named: ReadonlySet<string>): Map<string, string> {
  const owners = new Map<string, string | null>();
  for (const e of entries) {
    for (const key of [e.name, ...e.aliases].flatMap(verbPhrasingKeys)) {
      if (named.has(key)) continue;
      const owner = owners.get(key);
      owners.set(key, owner === undefined || owner === e.id ? e.id : null);
    }
  }
  return new Map([...owners].filter((pair): pair is [string, string] => pair[1] !== null));
}

export function buildVocabulary(entries: SkillEntry[]): Vocabulary {
  const issues = checkVocabulary(entries);
  if (issues.length > 0) {
    throw new Error(`Invalid skill vocabulary:\n${issues.map((i) => i.message).join('\n')}`);
  }
  const index = new Map<string, IndexedTerm[]>();
  const termWords = new Set<string>();
  const add = (term: IndexedTerm, firstKey: string) => {
    const list = index.get(firstKey);
    if (list) list.push(term);
    else index.set(firstKey, [term]);
  };
  const keysByEntry = entries.map(entryKeys);
  entries.forEach((e, index) => {
    for (const key of keysByEntry[index]!) {
      const tokens = key.split(' ');
      add({ id: e.id, kind: 'any', tokens, needsList: false, countAfterVerb: isVerbPhrase(tokens) }, tokens[0]!);
    }
    for (const term of [e.name, ...e.aliases]) {
      for (const t of tokenize(term)) {
        const w = t.raw.toLowerCase();
        if (/^\p{L}[\p{L}\p{N}+#.&']*$/u.test(w)) termWords.add(w);
      }
    }
    for (const form of e.exact ?? []) {
      const toks = tokenize(form);
      if (toks.length === 0) continue;
      const ownField = e.ownFieldContext;
      const context = { rivalled: ownField, ownFieldOnly: ownField };
      add({ id: e.id, kind: 'exact', tokens: toks.map((t) => t.raw), needsList: e.listContext === true, ...context }, toks[0]!.norm);
      add({ id: e.id, kind: 'list', tokens: toks.map((t) => t.norm), needsList: true, ...context }, toks[0]!.norm);
    }
  });
  for (const [key, id] of derivedKeys(entries, new Set(keysByEntry.flat()))) {
    const tokens = key.split(' ');
    add({ id, kind: 'any', tokens, needsList: false, countAfterVerb: tokens.length === 2, derived: true }, tokens[0]!);
  }
  for (const list of index.values()) {
    list.sort((a, b) => b.tokens.length - a.tokens.length || KIND_PRIORITY[a.kind] - KIND_PRIORITY[b.kind]);
    linkSharedWordRivals(list);
  }
  return { entries, byId: new Map(entries.map((e) => [e.id, e])), index, termWords };
}

/** A past verb and its object, as an alias writes work done ("answered calls", "trained apprentices"): a count may stand between. */
const isVerbPhrase = (tokens: readonly string[]) => tokens.length === 2 && /^\p{L}{3,}ed$/u.test(tokens[0]!);

/** Marks the one-word `any` terms that share their word with another entry's one-word tool that needs a list ("chef", "Chef"). */
function linkSharedWordRivals(terms: readonly IndexedTerm[]): void {
  const tools = terms.filter((term) => term.needsList && term.tokens.length === 1);
  for (const term of terms) {
    if (term.kind !== 'any' || term.tokens.length !== 1) continue;
    const rivals = tools.filter((tool) => tool.id !== term.id && tool.tokens[0]!.toLowerCase() === term.tokens[0]);
    if (rivals.length === 0) continue;
    term.rivals = rivals;
    for (const tool of rivals) tool.rivalled = true;
  }
}

const DATA_DIR = fileURLToPath(new URL('./data/skills/', import.meta.url));

/** Read and validate every `data/skills/*.json` file. Throws on any schema or consistency error. */
export function loadSkillEntries(dir: string = DATA_DIR): SkillEntry[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const entries: SkillEntry[] = [];
  for (const file of files) {
    const parsed = z.array(SkillEntrySchema).safeParse(JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')));
    if (!parsed.success) {
      throw new Error(`Invalid skill data in ${file}: ${z.prettifyError(parsed.error)}`);
    }
    const category = file.replace(/\.json$/, '');
    for (const e of parsed.data) {
      if (e.category !== category) {
        throw new Error(`Skill ${e.id} in ${file} has category ${e.category}`);
      }
    }
    entries.push(...parsed.data);
  }
  return entries;
}

let cached: Vocabulary | undefined;

/** The vocabulary, loaded and indexed on first use. */
export function getVocabulary(): Vocabulary {
  cached ??= buildVocabulary(loadSkillEntries());
  return cached;
}

const LIST_WORDS = new Set(['and', 'or', 'plus', 'und', 'oder', 'sowie']);
/** Words before a list of examples, any of which will do ("e.g.", "such as", "z. B.", "bspw."), as matching forms in a row. */
const EXAMPLE_OPENERS = [['e.g'], ['eg'], ['such', 'as'], ['like'], ['z', 'b'], ['z.b'], ['zum', 'beispiel'], ['bspw'], ['beispielsweise'], ['wie']];
/** Words before a list whose items are all asked for ("including", "u. a."): they open a list too, but offer no alternatives. */
const INCLUDING_OPENERS = [['including'], ['incl'], ['inkl'], ['u', 'a'], ['u.a'], ['unter', 'anderem']];

/** The number of tokens of the opener among `openers` that ends right before `index` ("such as": 2); 0 when none does. */
function openerBefore(openers: readonly string[][], tokens: readonly Token[], index: number): number {
  const opener = openers.find((words) => words.every((word, k) => tokens[index - words.length + k]?.norm === word));
  return opener?.length ?? 0;
}

/** The number of tokens of the example opener that ends right before `index`; 0 when none does. */
export const exampleOpenerBefore = (tokens: readonly Token[], index: number): number => openerBefore(EXAMPLE_OPENERS, tokens, index);

/** Whether a list opens right before `index`: after an example opener or "including" ("z. B. Spring, Hibernate"). */
const listOpensBefore = (tokens: readonly Token[], index: number): boolean =>
  exampleOpenerBefore(tokens, index) > 0 || openerBefore(INCLUDING_OPENERS, tokens, index) > 0;
/** A count between a verb and its object ("managed 12 vendors", "planned 40+ events"). */
const COUNT = /^\d+\+?$/;

/** A list delimiter: any separator token (`,` `/` `;` `•` line break...), `and`/`or`, or the text boundary. */
const isItemSep = (t: Token | undefined) => t === undefined || t.sep || LIST_WORDS.has(t.norm);
/** Words that coordinate two skills or two modifiers of one head ("REST and GraphQL APIs", "unit/integration tests"). */
const COORDINATORS = new Set(['and', 'or', '&', '/', 'und', 'oder']);
const isCoordinator = (t: Token | undefined) => t !== undefined && COORDINATORS.has(t.norm);
/** The first token past a run of coordinators from `index` on, in the direction `step` ("und/ oder", "and/or"). */
function pastCoordinators(tokens: readonly Token[], index: number, step: -1 | 1): number {
  let i = index;
  while (isCoordinator(tokens[i])) i += step;
  return i;
}
/** A separator token or the text boundary, not a list word. */
const isSeparator = (t: Token | undefined) => t === undefined || t.sep;
/** Words a sentence puts before the tools it names ("in Illustrator and InDesign", "using Spark and Hive", "mittels Swift, Objective C"), in their matching form. */
const TOOL_PREPOSITIONS = new Set(['in', 'with', 'using', 'via', 'mit', 'mittel', 'unter']);

/**
 * An ambiguous word written in its exact case among skills written one after another with nothing
 * but spaces between them, as a skills line often is ("iOS Android Java Swift", "Java Angular
 * Spring TypeScript"): between two skills, or at its item's end after two, or at its start before
 * two ("Express Service Technician" is one skill after it), one of them of its own field (`kindred`:
 * "Manhattan" between film festivals is no warehouse system).
 */
function inSpacedRun(
  tokens: Token[],
  start: number,
  end: number,
  skillAt: (index: number) => string | undefined,
  kindred: (id: string) => boolean,
): boolean {
  /** Distinct skills written in a row from token `from` on, in the direction `step`, up to two. */
  const skillsInRow = (from: number, step: -1 | 1): string[] => {
    const ids: string[] = [];
    for (let i = from; ids.length < 2 && i >= 0 && i < tokens.length && !tokens[i]!.sep; i += step) {
      const id = skillAt(i);
      if (id === undefined) break;
      if (ids.at(-1) !== id) ids.push(id);
    }
    return ids;
  };
  const before = skillsInRow(start - 1, -1);
  const after = skillsInRow(end, 1);
  const run =
    before.length > 0 && after.length > 0
      ? [before[0]!, after[0]!]
      : isSeparator(tokens[end]) && before.length === 2
        ? before
        : isSeparator(tokens[start - 1]) && after.length === 2
          ? after
          : [];
  return run.some(kindred);
}

/**
 * An ambiguous word counts as a skill only as an item of a list of skills: delimited on both
 * sides (separator, `and`/`or`, line or text boundary) and with a neighbouring item across a
 * separator that is itself a skill. "Java, Spring, Hibernate" qualifies; "clean, safe and
 * friendly" or "storm water" do not. A word written in its exact case may also follow a tool
 * preposition when the list goes on after it ("in Illustrator and InDesign"), and counts wherever
 * it is coordinated with another skill ("a Cypress and Playwright suite"). In a `listItem`
 * text (an item of the posting's list of requirements: "- Spark") being a whole item is enough.
 */
function inSkillList(
  tokens: Token[],
  start: number,
  end: number,
  isSkillAt: (index: number) => boolean,
  listItem: boolean,
  exactCase: boolean,
): boolean {
  const afterPreposition = exactCase && TOOL_PREPOSITIONS.has(tokens[start - 1]?.norm ?? '');
  const coordinatedWithSkill =
    exactCase &&
    ((isCoordinator(tokens[end]) && isSkillAt(pastCoordinators(tokens, end, 1))) ||
      (isCoordinator(tokens[start - 1]) && isSkillAt(pastCoordinators(tokens, start - 1, -1))));
  if (coordinatedWithSkill) return true;
  if (!(isItemSep(tokens[start - 1]) || afterPreposition || listOpensBefore(tokens, start)) || !isItemSep(tokens[end])) return false;
  // A whole item ("- Spark", "- Experience in Spark"), not the tail of a pair of words ("- keep it clean and safe").
  if (listItem && (isSeparator(tokens[start - 1]) || afterPreposition) && isSeparator(tokens[end])) return true;
  const neighbour = (from: number, step: -1 | 1): boolean => {
    let i = from;
    while (i >= 0 && i < tokens.length && isItemSep(tokens[i])) i += step;
    return i >= 0 && i < tokens.length && isSkillAt(i);
  };
  return neighbour(start - 1, -1) || neighbour(end, 1);
}

/** Nouns for people by their work, in matching form: the last word of a title ("the senior attorneys", "a nurse"). */
const PERSON_NOUNS = new Set([
  'attorney',
  'lawyer',
  'paralegal',
  'physician',
  'doctor',
  'nurse',
  'surgeon',
  'dentist',
  'pharmacist',
  'therapist',
  'clinician',
  'practitioner',
  'teacher',
  'engineer',
  'developer',
  'designer',
  'manager',
  'director',
  'supervisor',
  'accountant',
  'analyst',
  'architect',
  'scientist',
  'recruiter',
  'chef',
  'consultant',
  'executive',
]);
/** Words that put a person after them as someone the writer helped: "assisted the attorneys", "shadowing nurses". */
const HELPED_BEFORE = new Set([
  'assisted',
  'assisting',
  'supported',
  'supporting',
  'helped',
  'helping',
  'aided',
  'aiding',
  'alongside',
  'shadowed',
  'shadowing',
]);
/**
 * The same verbs' base forms, which do so only opening a clause ("Help teacher prepare materials",
 * "to assist Pharmacists"): inside a title they are its words ("Technical Support Analyst"), and so
 * they are written in capitals before another capitalised word ("Support Engineering Manager").
 */
const HELP_VERBS = new Set(['assist', 'support', 'help', 'aid']);
const CLAUSE_OPENING_WORDS = new Set(['to', 'and', 'or', 'will', 'would', 'can']);
/** The word before "of" that makes the person after it another: "in the absence of the paralegal", "under the supervision of". */
const OTHERS_BEFORE_OF = new Set(['absence', 'behalf', 'supervision', 'direction', 'guidance']);
/** The word before "to" that does: "reported to the director", "assistant to the attorneys". */
const OTHERS_BEFORE_TO = new Set(['report', 'reported', 'reporting', 'assistant', 'liaison']);
/** Verbs before "with" that do: "worked closely with physicians", "collaborated with developers". */
const WORKED_WITH_VERBS = new Set([
  'work',
  'worked',
  'working',
  'collaborate',
  'collaborated',
  'collaborating',
  'partner',
  'partnered',
  'liaise',
  'liaised',
  'coordinated',
  'communicated',
  'interfaced',
]);
/** Words after a title that make it a post, not a person: "applied for the nurse position". */
const POST_WORDS = new Set([
  'role',
  'position',
  'job',
  'post',
  'opening',
  'vacancy',
  'license',
  'licensure',
  'exam',
  'program',
  'degree',
  'certification',
]);
/** Words that may stand between the word that relates the writer to a person and the person's title. */
const TITLE_MODIFIERS_MAX = 4;
/**
 * Words that may stand between "for" and the title: "for" also opens a purpose, which a title
 * further on does not belong to ("prepared information for media kits and wrote executive speeches").
 */
const FOR_MODIFIERS_MAX = 2;
/** Words before a title that make it the writer's own: "worked for 5 years as a nurse". */
const OWN_TITLE_WORDS = new Set(['as', 'als']);

/**
 * Whether the tokens from `start` to `end` name someone the writer worked with or for, by their
 * title ("Assisted attorneys", "in the absence of the paralegal", "worked closely with physicians",
 * "reported to the engineering manager", "scheduled appointments for the physicians"): a resume's
 * line about other people, which shows none of the title's skill.
 */
function namesOthersByTitle(tokens: readonly Token[], start: number, end: number): boolean {
  if (!PERSON_NOUNS.has(tokens[end - 1]?.norm ?? '') || POST_WORDS.has(tokens[end]?.norm ?? '')) return false;
  for (let at = start - 1; at >= 0 && start - at <= TITLE_MODIFIERS_MAX + 1; at -= 1) {
    if (tokens[at]!.raw === ',') return followsOthersTitle(tokens, at);
    if (tokens[at]!.sep || OWN_TITLE_WORDS.has(tokens[at]!.norm)) return false;
    if (isRelating(tokens, at, start - at - 1)) return true;
  }
  return false;
}

/** Whether the comma at `comma` ends a title of others that a list goes on from ("with MEP engineers, civil engineers"). */
function followsOthersTitle(tokens: readonly Token[], comma: number): boolean {
  const person = comma - 1;
  return PERSON_NOUNS.has(tokens[person]?.norm ?? '') && namesOthersByTitle(tokens, person, person + 1);
}

/**
 * Whether every title of a person on a line (its tokens) names someone the writer worked with or
 * for ("Assisted attorneys with scheduling"): its titles tell nothing of the writer's own role.
 */
export function titlesOnlyOthers(tokens: readonly Token[]): boolean {
  const persons = tokens.flatMap((token, at) => (PERSON_NOUNS.has(token.norm) ? [at] : []));
  return persons.length > 0 && persons.every((at) => namesOthersByTitle(tokens, at, at + 1));
}

/** Whether the token relates the writer to the person named `wordsBetween` words after it (`namesOthersByTitle`). */
function isRelating(tokens: readonly Token[], at: number, wordsBetween: number): boolean {
  const word = tokens[at]!.norm;
  const before = tokens[at - 1]?.norm ?? '';
  if (word === 'for') return wordsBetween <= FOR_MODIFIERS_MAX;
  if (HELPED_BEFORE.has(word)) return true;
  if (HELP_VERBS.has(word)) {
    const opensClause = at === 0 || tokens[at - 1]!.sep || CLAUSE_OPENING_WORDS.has(before);
    const inTitle = /^\p{Lu}/u.test(tokens[at]!.raw) && /^\p{Lu}/u.test(tokens[at + 1]?.raw ?? '');
    return opensClause && !inTitle;
  }
  if (word === 'of') return OTHERS_BEFORE_OF.has(before);
  if (word === 'to') return OTHERS_BEFORE_TO.has(before);
  if (word === 'with')
    return WORKED_WITH_VERBS.has(before) || (['closely', 'directly'].includes(before) && WORKED_WITH_VERBS.has(tokens[at - 2]?.norm ?? ''));
  return false;
}

export interface SkillMention {
  id: string;
  /** Token index of the first mention. */
  first: number;
  /** Number of tokens of the first mention. */
  length: number;
  /** Token index of every mention, in the order found: as many as the skill is written in the text. */
  at: number[];
}

/**
 * Find the vocabulary's skills in already tokenised text. Greedy longest match from left to
 * right: `sql server` is one mention of SQL Server, not also one of SQL (that comes from
 * `implies`). Ambiguous words are matched in a second pass, only inside lists of skills, or
 * as a whole item of a text that is itself an item of a list (`listItem`); a third pass reads
 * heads that coordinated modifiers share. With `skipOthersTitles` (a resume), a title of someone the
 * writer worked with or for is no mention (`namesOthersByTitle`).
 */
export function matchSkills(
  tokens: Token[],
  vocabulary: Vocabulary = getVocabulary(),
  { listItem = false, skipOthersTitles = false }: { listItem?: boolean; skipOthersTitles?: boolean } = {},
): Map<string, SkillMention> {
  const found = new Map<string, SkillMention>();
  // Pass 1: unambiguous terms (and exact-case forms that need no list). Pass 2: ambiguous words,
  // accepted only as items of a list next to a skill found in pass 1 (or earlier in pass 2).
  // The skill each token is read as, once a term covers it.
  const coveringId: (string | undefined)[] = new Array<string | undefined>(tokens.length);
  const isCovered = (i: number) => coveringId[i] !== undefined;
  const record = (term: IndexedTerm, i: number, length: number) => {
    coveringId.fill(term.id, i, i + length);
    if (skipOthersTitles && namesOthersByTitle(tokens, i, i + length)) return;
    const prev = found.get(term.id);
    if (prev) {
      prev.at.push(i);
      if (i < prev.first) {
        prev.first = i;
        prev.length = length;
      }
    } else found.set(term.id, { id: term.id, first: i, length, at: [i] });
  };
  const matchesAt = (term: IndexedTerm, i: number, gapAfter: number): boolean => {
    const len = term.tokens.length;
    if (i + len + gapAfter > tokens.length) return false;
    for (let k = 0; k < len + gapAfter; k++) if (isCovered(i + k)) return false;
    return term.tokens.every((word, k) => {
      const t = tokens[i + k + (k > 0 ? gapAfter : 0)]!;
      return (term.kind === 'exact' ? t.raw : t.norm) === word;
    });
  };
  /** The number of tokens the term covers at i, 0 when it does not match there. */
  const matchedLength = (term: IndexedTerm, i: number): number => {
    if (matchesAt(term, i, 0)) return term.tokens.length;
    const count = term.countAfterVerb && tokens[i + 1];
    return count && COUNT.test(count.norm) && matchesAt(term, i, 1) ? term.tokens.length + 1 : 0;
  };
  /**
   * The tokens a mention covers, over the aliases of its own skill that overlap its end: "sales tax
   * filings" is one mention of tax preparation ("sales tax" and "tax filings"), no "filings" of its own.
   */
  const chainedLength = (term: IndexedTerm, i: number, length: number): number => {
    let end = i + length;
    for (let k = i + 1; k < end; k++) {
      for (const other of vocabulary.index.get(tokens[k]!.norm) ?? []) {
        if (other.id === term.id && !other.needsList) end = Math.max(end, k + matchedLength(other, k));
      }
    }
    return end - i;
  };
  // A neighbouring item is a skill found already, or an ambiguous one written in its exact case ("Spark and Hive").
  const skillAt = (i: number): string | undefined =>
    coveringId[i] ??
    (tokens[i] === undefined
      ? undefined
      : (vocabulary.index.get(tokens[i].norm) ?? []).find((term) => term.kind === 'exact' && matchedLength(term, i) > 0)?.id);
  const isSkillAt = (i: number): boolean => skillAt(i) !== undefined;
  const category = (id: string | undefined) => (id === undefined ? undefined : vocabulary.byId.get(id)?.category);
  /**
   * A verb phrasing whose object opens a longer term of another field is that term's verb: "Manage
   * project files" is document management, not project management. Within one field the verb
   * names the skill ("Analyze financial statements" is financial analysis).
   */
  const objectOpensOtherFieldsTerm = (term: IndexedTerm, i: number, length: number): boolean => {
    const object = i + length - 1;
    return (vocabulary.index.get(tokens[object]!.norm) ?? []).some(
      (other) =>
        !other.derived && !other.needsList && other.tokens.length > 1 && category(other.id) !== category(term.id) && matchedLength(other, object) > 1,
    );
  };
  for (const pass of [1, 2] as const) {
    let i = 0;
    while (i < tokens.length) {
      const tok = tokens[i]!;
      const candidates = tok.sep || isCovered(i) ? undefined : vocabulary.index.get(tok.norm);
      let matched: { term: IndexedTerm; length: number } | undefined;
      if (candidates) {
        // A word that is also another field's tool, written as the tool is, waits for the tool's list test
        // ("Ansible, Puppet, Chef"); unless the tool passes it, it is the word.
        const waits = (term: IndexedTerm) => term.rivals?.some((tool) => tool.tokens[0] === (tool.kind === 'exact' ? tok.raw : tok.norm)) === true;
        const ordered =
          pass === 2 && candidates.some(waits) ? [...candidates.filter((term) => !waits(term)), ...candidates.filter(waits)] : candidates;
        for (const term of ordered) {
          if ((pass === 1) === (term.needsList || waits(term))) continue;
          const length = matchedLength(term, i);
          if (length === 0 || (term.derived && objectOpensOtherFieldsTerm(term, i, length))) continue;
          // Such a tool is read next to its own field's skills only.
          const neighbourIsSkill = term.rivalled ? (j: number) => category(skillAt(j)) === category(term.id) : isSkillAt;
          const listed = () =>
            inSkillList(tokens, i, i + length, neighbourIsSkill, listItem && !term.ownFieldOnly, term.kind === 'exact') ||
            (term.kind === 'exact' && inSpacedRun(tokens, i, i + length, skillAt, (id) => category(id) === category(term.id)));
          if (pass === 2 && term.needsList && !listed()) continue;
          matched = { term, length: chainedLength(term, i, length) };
          break;
        }
      }
      if (matched) {
        record(matched.term, i, matched.length);
        i += matched.length;
      } else {
        i += 1;
      }
    }
  }
  // Pass 3: a term whose head two coordinated modifiers share ("REST and GraphQL APIs", "System- und Abnahmetests").
  // Each modifier may start one, so a span found in this pass hides none of its other modifiers.
  const coveredByTerms = coveringId.slice();
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.sep || coveredByTerms[i] !== undefined) continue;
    const shared =
      sharedHeadMatch(tokens, i, vocabulary.index.get(tokens[i]!.norm) ?? [], coveredByTerms) ?? compoundHeadMatch(tokens, i, vocabulary);
    if (shared) record(shared.term, i, shared.length);
  }
  return found;
}

/** How many modifiers after the first may share its head ("Google and Facebook/Instagram ads": two). */
const SHARED_HEAD_OTHER_MODIFIERS_MAX = 3;

/**
 * A term whose head coordinated modifiers share: "REST and GraphQL APIs" names REST APIs, "unit
 * and integration tests" unit testing, "month-end and year-end close" the month-end close. The
 * term's first words are at `i`, then a coordinator and another modifier of as many words, none a
 * function word (it may be a skill of its own), more such after slashes, or before the coordinator
 * after commas (up to SHARED_HEAD_OTHER_MODIFIERS_MAX in all), and the rest of the term. A serial
 * list's last modifier must be part of a term found already ("e2e tests"): commas join clauses too
 * ("sweep the floor, and notify manager"). Modifiers of unequal length are rarely parallel ("store
 * and immediately informed management"). Only unambiguous terms: an ambiguous word needs a list,
 * which a modifier is not.
 */
function sharedHeadMatch(
  tokens: Token[],
  i: number,
  candidates: readonly IndexedTerm[],
  coveredByTerms: readonly (string | undefined)[],
): { term: IndexedTerm; length: number } | undefined {
  const wordAt = (term: IndexedTerm, at: number) => (tokens[at]?.sep ? undefined : term.kind === 'exact' ? tokens[at]?.raw : tokens[at]?.norm);
  for (const term of candidates) {
    if (term.needsList || term.tokens.length < 2) continue;
    for (let split = 1; split < term.tokens.length; split++) {
      if (wordAt(term, i + split - 1) !== term.tokens[split - 1]) break;
      const serial = tokens[i + split]?.raw === ',';
      if (!serial && !isCoordinator(tokens[i + split])) continue;
      for (const { end, coordinated } of otherModifierEnds(tokens, i + split + 1, split, serial)) {
        const headFollows = coordinated && term.tokens.slice(split).every((word, k) => wordAt(term, end + k) === word);
        if (headFollows && (!serial || coveredByTerms[end - 1] !== undefined)) return { term, length: end + term.tokens.length - split - i };
      }
    }
  }
  return undefined;
}

/** Words that count what follows them and never name a kind of it ("Services und mehreren Level", "unit and several other tests"). */
const QUANTIFIERS = new Set([
  'several',
  'multiple',
  'various',
  'numerous',
  'mehrere',
  'mehreren',
  'mehrerer',
  'verschiedene',
  'verschiedenen',
  'zahlreiche',
  'zahlreichen',
  'einigen',
]);
const isModifierWord = (t: Token | undefined) =>
  t !== undefined && !t.sep && !isCoordinator(t) && !stopWords().all.has(t.norm) && !QUANTIFIERS.has(t.norm);

/**
 * Where each further modifier of `length` words ends, from `at` on, and whether the coordinator
 * came before it. Past the second modifier only slashes chain ("Google and Facebook/Instagram ads"):
 * a chain of "and"s joins clauses more often than modifiers ("practices and trends and advising and
 * assisting management"). A serial list chains by commas up to its coordinator ("unit, integration
 * and e2e tests").
 */
function* otherModifierEnds(tokens: readonly Token[], at: number, length: number, serial: boolean): Generator<{ end: number; coordinated: boolean }> {
  let coordinated = !serial;
  for (let others = 0; others < SHARED_HEAD_OTHER_MODIFIERS_MAX; others++) {
    if (!coordinated && isCoordinator(tokens[at]) && tokens[at]!.raw !== '/') {
      coordinated = true;
      at += 1;
    }
    const other = tokens.slice(at, at + length);
    if (other.length < length || !other.every(isModifierWord)) return;
    at += length;
    yield { end: at, coordinated };
    if (tokens[at]?.raw === (coordinated ? '/' : ',')) at += 1;
    else if (coordinated || !isCoordinator(tokens[at])) return;
  }
}

/** The shortest head a German compound may share ("Tests" of "Abnahmetests"). */
const COMPOUND_HEAD_MIN = 3;
/** The shortest head whose plural the match may fold ("Last- und Performancetests"). */
const PLURAL_HEAD_MIN = 5;

/**
 * A German compound whose head the next one shares: "Deutsch- und Englischkenntnisse" names
 * Deutschkenntnisse, "System- und Abnahmetests" system tests. The first word at `i`, a
 * coordinator, then a compound whose tail, joined to the first word, is a one-word term.
 */
function compoundHeadMatch(tokens: Token[], i: number, vocabulary: Vocabulary): { term: IndexedTerm; length: number } | undefined {
  const compound = tokens[i + 2];
  if (!isCoordinator(tokens[i + 1]) || !compound || compound.sep) return undefined;
  for (let start = 1; start <= compound.raw.length - COMPOUND_HEAD_MIN; start++) {
    const head = compound.raw.slice(start);
    const joined = tokens[i]!.raw + head;
    const key = termKey(joined);
    // A plural folded away from a short head is a word's ending, not a head: "laws and regulations" is no Lawson ("laws" + "ons").
    if (key !== joined.toLowerCase() && head.length < PLURAL_HEAD_MIN) continue;
    const term = vocabulary.index.get(key)?.find((t) => t.kind === 'any' && t.tokens.length === 1);
    if (term) return { term, length: 3 };
  }
  return undefined;
}

/** The given skills plus everything they imply, transitively. */
export function withImplied(ids: Iterable<string>, vocabulary: Vocabulary = getVocabulary()): Set<string> {
  const out = new Set<string>();
  const stack = [...ids];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (out.has(id)) continue;
    out.add(id);
    for (const implied of vocabulary.byId.get(id)?.implies ?? []) stack.push(implied);
  }
  return out;
}

/** The skills a skill implies, transitively, without itself (PMP: project management). */
export function impliedBy(id: string, vocabulary: Vocabulary = getVocabulary()): Set<string> {
  const implied = withImplied([id], vocabulary);
  implied.delete(id);
  return implied;
}

/** Skills named in a piece of text (no implications), by id. */
export function extractSkills(text: string, vocabulary: Vocabulary = getVocabulary()): Map<string, SkillMention> {
  return readSkills(text, vocabulary).mentions;
}

/** A text's tokens and the skills they name (no implications): read once where several parts of the engine read one text. */
export interface SkillReading {
  text: string;
  tokens: Token[];
  mentions: Map<string, SkillMention>;
}

export function readSkills(text: string, vocabulary: Vocabulary = getVocabulary()): SkillReading {
  const tokens = tokenize(text);
  return { text, tokens, mentions: matchSkills(tokens, vocabulary, { skipOthersTitles: true }) };
}
