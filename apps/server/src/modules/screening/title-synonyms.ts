/**
 * Job titles that name the same job (`data/title-synonyms.json`): "Software Developer" and
 * "Software Engineer", "Customer Support Agent" and "Customer Service Representative", "HR" and
 * "Human Resources". The role part reads the job's title and the resume's lines with each such
 * title written as the first of its group, so a candidate is not marked down for an employer's
 * wording of the same role. Matching is on stems (`contentTerms`): case, plurals, hyphens and
 * function words do not matter.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { contentTerms } from './terms.js';
import { matchingWords } from './text.js';

const TitleSynonymsSchema = z.object({ description: z.string(), groups: z.array(z.array(z.string().min(1)).min(2)) }).strict();

/** A title as stems, and the stems of its group's first title when it is another title. */
interface Synonym {
  stems: readonly string[];
  /** Null for the group's first title itself: matched (so no shorter title inside it is), not replaced. */
  canonical: readonly string[] | null;
  /** The group's first title as written ("data analyst"). */
  groupTitle: string;
}

/** "{a|b} {c|d}" -> "a c", "a d", "b c", "b d". */
export function expandAlternatives(phrase: string): string[] {
  const m = /\{([^{}]*)\}/.exec(phrase);
  if (!m) return [phrase];
  return m[1]!.split('|').flatMap((choice) => expandAlternatives(phrase.slice(0, m.index) + choice + phrase.slice(m.index + m[0].length)));
}

let cached: Map<string, Synonym[]> | undefined;

/** The titles by their first stem, longest first; throws when a title is in two groups or has no stem. */
function synonymsByFirstStem(): Map<string, Synonym[]> {
  if (cached) return cached;
  const { groups } = TitleSynonymsSchema.parse(JSON.parse(readFileSync(new URL('./data/title-synonyms.json', import.meta.url), 'utf8')));
  const seen = new Map<string, string>();
  const byFirst = new Map<string, Synonym[]>();
  for (const group of groups) {
    const canonical = contentTerms(group[0]!);
    for (const title of group.flatMap(expandAlternatives)) {
      const stems = contentTerms(title);
      const key = stems.join(' ');
      if (stems.length === 0) throw new Error(`Title synonym "${title}" has no content word`);
      // "IT Administrator" or "IT-Administrator" keeps only "administrator" ("it" is a stop word): every administrator would be read as this group's.
      if (stems.length === 1 && matchingWords(title).length > 1) throw new Error(`Title synonym "${title}" keeps only one content word`);
      const other = seen.get(key);
      if (other !== undefined && other !== group[0]) throw new Error(`Title synonym "${title}" is in the groups of "${other}" and "${group[0]}"`);
      seen.set(key, group[0]!);
      const list = byFirst.get(stems[0]!) ?? [];
      list.push({ stems, canonical: key === canonical.join(' ') ? null : canonical, groupTitle: group[0]! });
      byFirst.set(stems[0]!, list);
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  cached = byFirst;
  return byFirst;
}

function matchesAt(terms: readonly string[], at: number, stems: readonly string[]): boolean {
  return stems.every((s, i) => terms[at + i] === s);
}

/** The titles the stems hold, the longest title first at each position, with where each starts. */
function* titlesIn(terms: readonly string[]): Generator<{ at: number; synonym: Synonym }> {
  const synonyms = synonymsByFirstStem();
  for (let i = 0; i < terms.length;) {
    const synonym = synonyms.get(terms[i]!)?.find((s) => matchesAt(terms, i, s.stems));
    if (synonym) yield { at: i, synonym };
    i += synonym?.stems.length ?? 1;
  }
}

/**
 * The stems with each title of a group replaced by the group's first title ("customer support
 * agent" -> "customer service representative"). The same array when no title was replaced.
 */
export function canonicalTitleTerms(terms: readonly string[]): readonly string[] {
  let out: string[] | null = null;
  let copied = 0;
  for (const { at, synonym } of titlesIn(terms)) {
    if (!synonym.canonical) continue;
    out ??= [];
    out.push(...terms.slice(copied, at), ...synonym.canonical);
    copied = at + synonym.stems.length;
  }
  return out === null ? terms : [...out, ...terms.slice(copied)];
}

/** The first titles of the groups whose other titles the stems hold, as written: "BI Analyst" -> "data analyst". */
export function synonymGroupTitles(terms: readonly string[]): string[] {
  return [...titlesIn(terms)].flatMap(({ synonym }) => (synonym.canonical ? [synonym.groupTitle] : []));
}

/** A title's or a line's stems with synonymous titles written alike (`canonicalTitleTerms` of `contentTerms`). */
export const canonicalTitleStems = (text: string): readonly string[] => canonicalTitleTerms(contentTerms(text));

/**
 * Title words that say a post's level, rank or kind, not its field of work: "Senior Manager" and
 * "Working Student" name no role, "Social Worker" names it by "social". Gender markers ("m/w/d")
 * count with them.
 */
export const RANK_TITLE_TERMS: ReadonlySet<string> = new Set(
  contentTerms(
    'senior junior lead principal associate staff level entry head chief manager leiter member worker employee mitarbeiter mitarbeiterin professional expert assistant specialist officer consultant intern trainee praktikant working student werkstudent m w d f x',
  ),
);
