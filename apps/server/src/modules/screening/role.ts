/**
 * Role match: how strongly the resume names the job's role, the words of its title.
 *
 * The title is the job's own; a posting pasted from elsewhere may also carry a labelled title
 * line ("Job title: …", "Position", "Titel", "Projekt-Rolle" with the value on the same or the
 * next line), whose words count too. Each distinct title term weighs as in the relevance part
 * (generic words such as "senior" or "manager" 0.2, skill words 1.5, others 1); the resume's
 * frequency of a term is saturated quickly (one mention 0.67, three 0.86), so naming the role
 * matters more than repeating it.
 *
 * Where the resume names them counts too (since code revision 4): the title's words in the titles
 * of the resume's dated roles, in those of its recent roles (ended within RECENT_ROLE_MONTHS of its
 * latest), and in its headline (its first HEADLINE_TERMS content words, where a resume says what
 * its writer is). The model mixes the four (`model.ts`).
 *
 * Since code revision 6 also how much of the title one short line of the resume holds, as a role
 * line or a headline names it ("Software Engineer"), where a resume with "software" in one
 * sentence and "engineer" in another holds its words only apart.
 *
 * Since code revision 10 both sides are read with the titles that name the same job written alike
 * (`title-synonyms.ts`): a "Customer Support Agent" holds the title of a "Customer Service
 * Representative" posting.
 *
 * Since code revision 15 a title made only of generic words ("Project Manager") is read by its
 * words that are no rank (`titleTermWeights`); before, the part did not apply to it.
 *
 * Since code revision 27 a title's qualifier, after a comma, a spaced dash or a parenthesis
 * ("Senior Financial Analyst, FP&A"), adds to a match but is not needed for one (`wholeTitleWeight`);
 * since code revision 31 also when the head is of generic words ("Customer Success Manager
 * (Mid-Market)").
 */
import type { MonthRange } from './experience.js';
import type { ModelLanguage, ScreeningModel } from './model.js';
import { termWeight } from './relevance.js';
import { isWrappedTail } from './text.js';
import { contentTerms } from './terms.js';
import { canonicalTitleStems, canonicalTitleTerms, RANK_TITLE_TERMS } from './title-synonyms.js';

const ROLE_K = 0.5;
/** A title's label, alone on its line (the title on the next) or before a colon: "Titel", "Job title: …"; not "Position Summary". */
const TITLE_LABEL = /^(?:job title|title|position|role|projekt-?titel|titel|projekt-?rolle|rolle|stellenbezeichnung)\s*(?::\s*(.*))?$/i;
const MAX_TITLE_CHARS = 120;
/** A labelled title longer than this is a paragraph the label opens ("Position" above the whole posting), not a title. */
const MAX_TITLE_WORDS = 12;

/** The value of the first labelled title line of a posting, or ''. */
function labelledTitle(text: string): string {
  const lines = text.split('\n').map((l) => l.trim());
  for (let i = 0; i < lines.length; i++) {
    const m = TITLE_LABEL.exec(lines[i]!);
    if (!m) continue;
    const value = m[1] || lines.slice(i + 1).find((l) => l.length > 0) || '';
    return value.split(/\s+/).length > MAX_TITLE_WORDS ? '' : value.slice(0, MAX_TITLE_CHARS);
  }
  return '';
}

export interface RoleQuery {
  /** The title words as written, for the feedback. */
  text: string;
  weights: Map<string, number>;
  /** The weight that makes a whole match (`wholeTitleWeight`): the shares are of this, at most 1. */
  totalWeight: number;
  /** Weight of the terms that are not generic: the part applies when there is any. */
  specificWeight: number;
}

/** Ranks that name no field and are not generic words elsewhere ("Director, Product Management"). */
const EXECUTIVE_TITLE_TERMS: ReadonlySet<string> = new Set(contentTerms('director vp vice president executive'));
/** A title word that is no rank, so it may name the field ("Financial" and "Analyst" of "Senior Financial Analyst"). */
const isNoRank = (term: string) => !RANK_TITLE_TERMS.has(term) && !EXECUTIVE_TITLE_TERMS.has(term);

/**
 * The title's terms with their weights. A title made only of generic words ("Project Manager",
 * "Customer Success Manager") still names a field with the words that are no rank: those weigh as
 * specific words, the rank stays generic. So does a head of generic words before a specific
 * qualifier (code revision 31): "Customer Success Manager (Mid-Market)" names customer success, not
 * the mid-market.
 */
function titleTermWeights(text: string, head: ReadonlySet<string>): Map<string, number> {
  const terms = [...new Set(canonicalTitleStems(text))];
  const weights = new Map(terms.map((term) => [term, termWeight(term)]));
  const allGeneric = (list: readonly string[]) => list.every((term) => weights.get(term)! < 1);
  const headField = [...head].filter((term) => weights.has(term) && isNoRank(term));
  // A head of ranks only ("Director, Product Management") names its field after the comma.
  const field = headField.length > 0 ? headField : terms.filter(isNoRank);
  const naming = allGeneric(terms) ? terms : allGeneric(field) ? field : [];
  for (const term of naming) if (!RANK_TITLE_TERMS.has(term)) weights.set(term, 1);
  return weights;
}

/** Where a title's qualifier begins: "Senior Financial Analyst, FP&A", "Registered Nurse - ICU", "Frontend Engineer (React)". */
const TITLE_QUALIFIER = /,|\(|\s[-–—|]\s/;

/** A German title's gender marker, "(m/w/d)", which is no qualifier: "Softwareentwickler (m/w/d) Java" names Java. */
const GENDER_MARKER = /\(\s*[mwfdx]\s*(?:\/\s*[mwfdx]\s*)+\)/giu;

/** The words of each title's head: the title up to its qualifier ("Senior Financial Analyst" of "Senior Financial Analyst, FP&A"). */
const titleHeadTerms = (text: string): Set<string> =>
  new Set(text.split(' / ').flatMap((title) => canonicalTitleStems(title.replace(GENDER_MARKER, ' ').split(TITLE_QUALIFIER)[0]!)));

/**
 * The weight a resume must hold for the whole title (since code revision 27): its head's, when the
 * head names a field. The head names the role, a qualifier its team or specialty, which adds to a
 * match but is not needed for one: a "Financial Analyst" holds the role of a "Senior Financial
 * Analyst, FP&A". A head of ranks only ("Director, Product Management") names its field after the
 * comma, so the whole title counts.
 */
function wholeTitleWeight(head: ReadonlySet<string>, weights: ReadonlyMap<string, number>): number {
  const headTerms = [...head].filter((term) => weights.has(term));
  const sum = (terms: Iterable<string>) => [...terms].reduce((total, term) => total + weights.get(term)!, 0);
  const namesField = (term: string) => weights.get(term)! >= 1 && isNoRank(term);
  return headTerms.some(namesField) ? sum(headTerms) : sum(weights.keys());
}

/** An id in a title: hex of 6 or more characters with a digit and a letter ("Job 3fd52a"), or a short prefix before 4 or more digits ("REQ-4711"). */
const TITLE_ID = /\b(?:(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{6,}|[a-z]{1,4}-?\d{4,})\b/giu;
/** Words that call a text a posting without naming its job: "Job", "Open position", "Vacancy", "Stellenangebot". */
const POSTING_WORDS =
  /\b(?:new|open|now|we(?:'re| are))?\s*(?:jobs?|positions?|vacanc(?:y|ies)|openings?|opportunit(?:y|ies)|postings?|hiring|stellen?|stellenangebote?|stellenausschreibung(?:en)?|ausschreibung(?:en)?|jobangebote?|vakanz(?:en)?)\b/giu;

/**
 * A title as it names a role (since code revision 70), ids left out; '' for a title of posting words
 * and ids only ("Job 12", "Open position", "Job 3fd52a34"), which names none, so that it neither
 * weighs the role part nor makes every resume that says "job" hold it. Posting words in a title
 * that names a role stay ("Job Coach").
 */
export function titleNamingRole(title: string): string {
  const named = title.replace(TITLE_ID, '');
  return contentTerms(named.replace(POSTING_WORDS, ' ')).length > 0 ? named : '';
}

/**
 * The posting's titles that name a role (`titleNamingRole`): the job's own and a labelled title line
 * of its text, joined by " / ". The role, the title's skills and its level read these alike.
 */
export function postingTitle(job: { title: string; description: string; requirements: string }): string {
  return [job.title.trim(), labelledTitle(job.description) || labelledTitle(job.requirements)]
    .flatMap((title) => title.split(' / '))
    .map(titleNamingRole)
    .filter(Boolean)
    .join(' / ');
}

export function buildRoleQuery(job: { title: string; description: string; requirements: string }): RoleQuery {
  const text = postingTitle(job);
  const head = titleHeadTerms(text);
  const weights = titleTermWeights(text, head);
  const all = [...weights.values()];
  return { text, weights, totalWeight: wholeTitleWeight(head, weights), specificWeight: all.filter((w) => w >= 1).reduce((s, w) => s + w, 0) };
}

/**
 * Role match in [0, 1]: weighted mean of the saturated resume frequencies of the title terms,
 * counting the terms that the resume's titles add when written as their group's first
 * (`ResumeRoleTerms.synonymFrequencies`).
 */
export function roleScore(query: RoleQuery, resumeTf: Map<string, number>, synonymTf: ReadonlyMap<string, number>): number {
  if (query.totalWeight <= 0) return 0;
  let sum = 0;
  for (const [term, w] of query.weights) {
    const tf = (resumeTf.get(term) ?? 0) + (synonymTf.get(term) ?? 0);
    sum += w * (tf / (tf + ROLE_K));
  }
  return Math.min(1, sum / query.totalWeight);
}

/** A resume's headline: its first this many content words. */
export const HEADLINE_TERMS = 60;
/** A role is recent when it ended within this many months of the resume's latest role. */
const RECENT_ROLE_MONTHS = 24;

/** A line of at most this many content words can name a role; a longer one is a sentence or a list. */
const TITLE_LINE_TERMS = 6;

/**
 * Where a resume names roles: the stems of its headline, of its dated roles' titles and of its
 * recent ones', and of each short line, with synonymous titles written alike (`canonicalTitleTerms`).
 */
export interface ResumeRoleTerms {
  headline: Set<string>;
  titles: Set<string>;
  recentTitles: Set<string>;
  /** The stems of each line that can name a role (`titleLineTerms`). */
  shortLines: Set<string>[];
  /** How often each stem occurs more in the resume once its titles are written as their group's first. */
  synonymFrequencies: Map<string, number>;
}

/**
 * A post held while training for the role ("Social media relations intern", "Praktikant
 * Softwareentwicklung", "Apprentice electrician"): it names the field, but whoever held it did not
 * hold the role a posting's title names.
 */
const TRAINEE_TITLE =
  /(?<![\p{L}])(?:interns?|internship|trainee|apprentice|praktikant(?:in)?|praktikum|werkstudent(?:in)?|working student)(?![\p{L}])/iu;

/**
 * The role terms of a resume, from its lines, their content terms and its roles (`evidence.ts`): only
 * roles with a date range count, and no freelancer project, whose name is no title, nor a trainee's
 * post (`TRAINEE_TITLE`), in a role or on a title line; recency is relative to the resume's latest
 * role, not to today, so a resume written years ago is read as of its writing.
 */
export function resumeRoleTerms(
  lines: readonly string[],
  lineTerms: readonly (readonly string[])[],
  roles: readonly { role: { title: string }; project: boolean; range: MonthRange | null }[],
): ResumeRoleTerms {
  const dated = roles.filter((r) => r.range !== null && !r.project);
  const latest = Math.max(...dated.map((r) => r.range!.end));
  const held = dated.filter((r) => !TRAINEE_TITLE.test(r.role.title));
  const titleTerms = (list: typeof dated) => new Set(list.flatMap((r) => canonicalTitleStems(r.role.title)));
  const canonicalLines = lineTerms.map(canonicalTitleTerms);
  return {
    headline: headlineTerms(canonicalLines),
    titles: titleTerms(held),
    recentTitles: titleTerms(held.filter((r) => latest - r.range!.end <= RECENT_ROLE_MONTHS)),
    shortLines: titleLineTerms(lines, canonicalLines),
    synonymFrequencies: addedFrequencies(lineTerms, canonicalLines),
  };
}

/** The stems each canonical line holds more often than its original, summed over the lines. */
function addedFrequencies(lineTerms: readonly (readonly string[])[], canonicalLines: readonly (readonly string[])[]): Map<string, number> {
  const added = new Map<string, number>();
  lineTerms.forEach((original, i) => {
    const canonical = canonicalLines[i]!;
    if (canonical === original) return;
    const counts = new Map<string, number>();
    for (const t of canonical) counts.set(t, (counts.get(t) ?? 0) + 1);
    for (const t of original) counts.set(t, (counts.get(t) ?? 0) - 1);
    for (const [t, n] of counts) if (n > 0) added.set(t, (added.get(t) ?? 0) + n);
  });
  return added;
}

/** The resume's first HEADLINE_TERMS content words. */
function headlineTerms(lineTerms: readonly (readonly string[])[]): Set<string> {
  const headline = new Set<string>();
  let count = 0;
  for (const stems of lineTerms) {
    for (const stem of stems) {
      if (count === HEADLINE_TERMS) return headline;
      headline.add(stem);
      count += 1;
    }
  }
  return headline;
}

/**
 * The stems of the lines that can name a role: short, not the tail of a sentence wrapped onto
 * its own line (a PDF wraps long lines: "developer team." under "...worked with the python"), and
 * no trainee's post.
 */
function titleLineTerms(lines: readonly string[], lineTerms: readonly (readonly string[])[]): Set<string>[] {
  const out: Set<string>[] = [];
  lineTerms.forEach((stems, i) => {
    if (stems.length > 0 && stems.length <= TITLE_LINE_TERMS && !isWrappedTail(lines, i) && !TRAINEE_TITLE.test(lines[i]!)) {
      out.push(new Set(stems));
    }
  });
  return out;
}

/** The largest share of the title's weight that one of `lines` holds (`roleTermShare` of the best line). */
export function titleLineShare(query: RoleQuery, lines: readonly ReadonlySet<string>[]): number {
  let best = 0;
  for (const line of lines) best = Math.max(best, roleTermShare(query, line));
  return best;
}

/** Share of the title's weight whose terms are in `terms`, each counted once (no saturation). */
export function roleTermShare(query: RoleQuery, terms: ReadonlySet<string>): number {
  if (query.totalWeight <= 0) return 0;
  let sum = 0;
  for (const [term, w] of query.weights) if (terms.has(term)) sum += w;
  return Math.min(1, sum / query.totalWeight);
}

/**
 * How much a role title or a title line holding `share` of the job title's weight counts: a title
 * is read whole, so part of it counts less than in proportion (half of it a quarter). A "Data
 * Analyst" holds "data" of a "Data Engineer" posting, which names another job (code revision 18).
 */
export const wholeTitleShare = (share: number): number => share * share;

/** The role part's signals, each in [0, 1]. */
export interface RoleSignals {
  /** The title's words anywhere (`roleScore`). */
  roleWords: number;
  /** Share of the title's words in the resume's role titles and its recent role titles, read whole (`wholeTitleShare`). */
  roleTitles: number;
  recentRoleTitles: number;
  /** Share of the title's words in the resume's headline (`roleTermShare`). */
  headline: number;
  /** The most of the title one short line holds (`titleLineShare`), read whole. */
  titleLine: number;
}

/** The model's shares of the role part (`model.ts`); the rest is the title's words anywhere. */
type RoleMix = ScreeningModel['role'][ModelLanguage];

/** The role part's score: its signals mixed by the model's shares. */
export function mixRole(mix: RoleMix, signals: RoleSignals): number {
  return (
    Math.max(0, 1 - mix.titles - mix.recentTitles - mix.headline - mix.titleLine) * signals.roleWords +
    mix.titles * signals.roleTitles +
    mix.recentTitles * signals.recentRoleTitles +
    mix.headline * signals.headline +
    mix.titleLine * signals.titleLine
  );
}
