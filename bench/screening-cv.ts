/**
 * Feature study for the learned ranker: job-level 5-fold cross-validation inside the TRAIN split
 * (VALIDATION jobs are never read), so methods are chosen without looking at VALIDATION.
 *
 *   node --import tsx bench/screening-cv.ts [EVAL_DIR] [config,config,...|none] [--single] [--per-set a+b+...]
 *   a config as `name@skills=0.1` keeps that feature at that share of the weights or more
 *   SET_WEIGHTS='{"livecareer":0.3,"kaggle":0.3}'   how much each set counts in the fit (default 1 each)
 *
 * Prints, per candidate feature set, the cross-validated LiveCareer and Kaggle P@10 and FERR and
 * GULP per-job Spearman and their mean; `--single` the figure of each feature alone (no fit);
 * `--per-set` a fit to each set alone (the ceiling of one set). Candidate features are computed
 * here from the engine's analyses; the ones that earn their place move into the engine.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  analyzeJob,
  analyzeResume,
  isUnreadableResumeError,
  type JobAnalysis,
  type ResumeAnalysis,
} from '../apps/server/src/modules/screening/index.js';
import { type PartScores, scoreParts } from '../apps/server/src/modules/screening/engine.js';
import { BM25_K1, saturate, termWeight } from '../apps/server/src/modules/screening/relevance.js';
import { wholeTitleShare } from '../apps/server/src/modules/screening/role.js';
import { extractResumeSkills, resumeShows } from '../apps/server/src/modules/screening/skills.js';
import { contentTerms } from '../apps/server/src/modules/screening/terms.js';
import { extractSkills } from '../apps/server/src/modules/screening/vocabulary.js';
import { type EvalSet, loadPostings, loadSet, SET_NAMES } from './eval/datasets.js';
import { evaluateSplit, pairsByJob, type PairScore } from './eval/evaluate.js';
import { fitCalibration } from './eval/calibration.js';
import { DEFAULT_FIT, dot, fitRanker, type FitOptions, groupsOf, type MinShare, type RankExample } from './eval/ranker.js';
import { analyzeJob as analyzeFixtureJob } from '../apps/server/src/modules/screening/engine.js';
import * as fixtures from '../apps/server/src/modules/screening/fixtures.test-data.js';
import type { ScreeningJob } from '../apps/server/src/modules/screening/types.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const evalDir = resolve(process.argv[2] ?? resolve(repoRoot, '../shared/eval'));
const now = new Date('2025-06-01T00:00:00Z');
const FOLDS = 5;
/** Another salt gives another split of the jobs into folds: a second look at the same candidates. */
const FOLD_SALT = process.env.FOLD_SALT ?? 'cv';
/** FIT='{"iterations":2000}' overrides the ranker's fit options (study of the optimiser). */
const FIT: FitOptions = { ...DEFAULT_FIT, ...(JSON.parse(process.env.FIT ?? '{}') as Partial<FitOptions>) };
const SET_WEIGHTS = new Map(Object.entries(JSON.parse(process.env.SET_WEIGHTS ?? '{}') as Record<string, number>));

// Corpus statistics from the public job postings (never from the eval sets).
const postings = loadPostings(evalDir);
const bm25Idf = (df: number) => Math.log(1 + (postings.length - df + 0.5) / (df + 0.5));
const termDf = countDocuments(postings.map((p) => new Set(contentTerms(p))));
const postingSkillSets = postings.map((p) => [...extractResumeSkills(p).explicit]);
const skillDf = countDocuments(postingSkillSets.map((ids) => new Set(ids)));
const skillPairDf = countDocuments(postingSkillSets.map((ids) => new Set(ids.flatMap((a) => ids.filter((b) => b !== a).map((b) => `${a}|${b}`)))));
const termIdf = (t: string) => bm25Idf(termDf.get(t) ?? 0);

// Document frequencies of stems over the eval sets' resumes (no labels read): the lexical parts' IDF.
const resumeTexts = SET_NAMES.flatMap((n) => loadSet(evalDir, n).resumes.map((r) => r.text));
const resumeDf = countDocuments(resumeTexts.map((t) => new Set(contentTerms(t))));
const resumeIdf = (t: string) => Math.log(1 + (resumeTexts.length - (resumeDf.get(t) ?? 0) + 0.5) / ((resumeDf.get(t) ?? 0) + 0.5));
const avgResumeLength = resumeTexts.reduce((s, t) => s + contentTerms(t).length, 0) / resumeTexts.length;
const skillIdf = (id: string) => bm25Idf(skillDf.get(id) ?? 0);

function countDocuments(docs: Set<string>[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const d of docs) for (const k of d) df.set(k, (df.get(k) ?? 0) + 1);
  return df;
}

/** How much a resume skill stands in for a missing required one: P(required | resume skill) in the postings, at most 0.5. */
function relatedCredit(required: string, resumeSkills: Set<string>): number {
  let best = 0;
  for (const r of resumeSkills) {
    const both = skillPairDf.get(`${r}|${required}`) ?? 0;
    if (both >= 3) best = Math.max(best, both / ((skillDf.get(r) ?? 0) + 5));
  }
  return Math.min(0.5, best);
}

interface Pair {
  resume: ResumeAnalysis;
  job: JobAnalysis;
  parts: PartScores;
}

/** Weighted mean over keys of value(key), weights w(key). */
function weightedMean<K>(keys: Iterable<K>, weight: (k: K) => number, value: (k: K) => number): number {
  let total = 0;
  let sum = 0;
  for (const k of keys) {
    const w = weight(k);
    total += w;
    sum += w * value(k);
  }
  return total > 0 ? sum / total : 0;
}

/** A part's score as the six-part engine had it (skills: coverage; relevance: BM25; role: the title's words anywhere), 0 where it does not apply; focus is a feature of its own here. */
const part = (p: Pair, name: keyof Omit<PartScores, 'weights' | 'raw' | 'score' | 'signals'>) => {
  if (!p.parts[name].applies) return 0;
  if (name === 'role') return p.parts.signals.roleWords;
  return name === 'skills' ? p.parts.signals.coverage : name === 'relevance' ? p.parts.signals.bm25 : p.parts[name].score;
};
const tf = (p: Pair, t: string) => p.resume.termFrequencies.get(t) ?? 0;
const titleHit = (p: Pair, t: string) => tf(p, t) / (tf(p, t) + 0.5);
const breadth = (p: Pair) => p.resume.skills.explicit.size / (p.resume.skills.explicit.size + 20);
const years = (p: Pair) => (p.resume.experience.years ?? 0) / ((p.resume.experience.years ?? 0) + 5);
const skillWeightShown = (p: Pair, credit: (id: string) => number, weigh: (id: string) => number) =>
  weightedMean(
    p.job.requiredSkills,
    (s) => s.weight * weigh(s.id),
    (s) => (resumeShows(p.resume.skills, s) ? 1 : s.phrase ? 0 : credit(s.id)),
  );

const jobText = (p: Pair) => `${p.job.job.title}\n${p.job.job.requirements}\n${p.job.job.description}`;
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);
/** The job text is a bare list of skills: at least 80 % of its items (split at , ; lines, bullets) have four words or fewer. */
const jobIsList = (p: Pair) => {
  const items = jobText(p)
    .split(/[,;\n•|]+/)
    .map((x) => x.trim())
    .filter(Boolean);
  return items.length >= 3 && items.filter((x) => wordsOf(x).length <= 4).length / items.length >= 0.8 ? 1 : 0;
};
/** Job context, the same for every resume of a job, in [0, 1]: gates the parts' weights (`part*ctx_…` features). */
const JOB_CONTEXT = {
  german: (p: Pair) => (p.job.language === 'de' ? 1 : 0),
  english: (p: Pair) => (p.job.language === 'de' ? 0 : 1),
  list: jobIsList,
  prose: (p: Pair) => 1 - jobIsList(p),
  long: (p: Pair) => Math.min(1, wordsOf(jobText(p)).length / 300),
  manySkills: (p: Pair) => Math.min(1, p.job.requiredSkills.length / 20),
};
const CONTEXT_NAMES = Object.keys(JOB_CONTEXT) as (keyof typeof JOB_CONTEXT)[];

const resumeLength = (p: Pair) => [...p.resume.termFrequencies.values()].reduce((s, x) => s + x, 0);
/** BM25 over the job's distinct stems, resume-corpus IDF, with (b) or without length normalisation, put on [0, 1) by the job's own score. */
const bm25 = (p: Pair, b: number) => {
  const norm = 1 - b + (b * resumeLength(p)) / avgResumeLength;
  let sum = 0;
  let self = 0;
  for (const t of p.job.query.weights.keys()) {
    const f = tf(p, t);
    sum += resumeIdf(t) * (f / (f + BM25_K1 * norm));
    self += resumeIdf(t);
  }
  return self > 0 ? sum / self : 0;
};
const tfidfCosine = (p: Pair) => {
  let dotJob = 0;
  let jobNorm = 0;
  for (const [t, w] of p.job.query.weights) {
    const q = w * resumeIdf(t);
    jobNorm += q * q;
    dotJob += q * tf(p, t) * resumeIdf(t);
  }
  let resumeNorm = 0;
  for (const [t, f] of p.resume.termFrequencies) resumeNorm += (f * resumeIdf(t)) ** 2;
  return jobNorm > 0 && resumeNorm > 0 ? dotJob / Math.sqrt(jobNorm * resumeNorm) : 0;
};

/** Share of the resume's IDF-weighted words that are the job's words (raw, or saturated per term): adding a job word never lowers it. */
const focus = (p: Pair, saturated: boolean, idf: (t: string) => number = resumeIdf) => {
  const count = (f: number) => (saturated ? saturate(f) : f);
  let onJob = 0;
  let all = 0;
  for (const [t, f] of p.resume.termFrequencies) {
    const mass = idf(t) * count(f);
    all += mass;
    if (p.job.query.weights.has(t)) onJob += mass;
  }
  return all > 0 ? onJob / all : 0;
};

/** Focus share with term mass class weight x TRAIN-resume IDF ('train') or class weight alone ('class'), memoised per pair. */
const shares = new WeakMap<Pair, Record<string, number>>();
const SHARE_MASS = {
  train: (t: string) => termWeight(t) * trainIdf(t),
  class: termWeight,
  /** IDF over the public job postings (unseen stems as rare as the rarest). */
  postings: (t: string) => termWeight(t) * termIdf(t),
};
function shareOf(p: Pair, kind: keyof typeof SHARE_MASS): number {
  const memo = shares.get(p) ?? shares.set(p, {}).get(p)!;
  memo[kind] ??= focus(p, false, SHARE_MASS[kind]);
  return memo[kind];
}
/** Full once the job's words are c^2 of the resume's weighted words. */
const capped = (share: number, c: number) => Math.min(1, Math.sqrt(share) / c);
/** Short resumes get part of the focus: full from `words` words on (adding words never lowers it). */
const lengthSat = (p: Pair, words: number) => Math.min(1, p.resume.wordCount / words);

/** Stems of the resume joined for substring search (German compounds). */
const joinedTerms = new WeakMap<ResumeAnalysis, string>();
/**
 * Relevance with German compounds: a job stem the resume lacks counts half when it is part of a
 * longer resume word ("datenbank" in "datenbankentwicklung") or when the job stem is a compound
 * that starts or ends with a resume stem of 5+ letters.
 */
function compoundRelevance(p: Pair): number {
  const q = p.job.query;
  if (q.totalWeight <= 0 || q.selfScore <= 0) return 0;
  const joined =
    joinedTerms.get(p.resume) ?? joinedTerms.set(p.resume, `\u0001${[...p.resume.termFrequencies.keys()].join('\u0001')}\u0001`).get(p.resume)!;
  let sum = 0;
  for (const [t, w] of q.weights) {
    const f = tf(p, t);
    if (f > 0) sum += w * saturate(f);
    else if (t.length >= 5 && /^[a-z]+$/.test(t) && (joined.includes(t) || hasAffixTerm(p, t))) sum += w * 0.5 * saturate(1);
  }
  return 1 - Math.exp(-(sum / q.totalWeight / q.selfScore) / 0.4);
}
function hasAffixTerm(p: Pair, t: string): boolean {
  for (let k = 5; k <= t.length - 4; k++) if (tf(p, t.slice(0, k)) > 0 || tf(p, t.slice(t.length - k)) > 0) return true;
  return false;
}

/**
 * Word vectors for the study of `embCos` (EMB=file.json: word -> 100 numbers, cut from an npm
 * package's vectors to the eval sets' words outside the repository); absent, the feature is 0.
 */
const vectors: Map<string, number[]> = process.env.EMB
  ? new Map(Object.entries(JSON.parse(readFileSync(process.env.EMB, 'utf8')) as Record<string, number[]>))
  : new Map();
const resumeTexts0 = new WeakMap<ResumeAnalysis, string>();
const meanVectors = new WeakMap<object, number[] | null>();
function meanVector(key: object, text: string): number[] | null {
  if (meanVectors.has(key)) return meanVectors.get(key)!;
  const sum = new Array<number>(100).fill(0);
  let any = false;
  for (const word of text.toLowerCase().match(/[a-z][a-z0-9+#.'-]*[a-z0-9+#]|[a-z]/g) ?? []) {
    const v = vectors.get(word);
    const terms = contentTerms(word);
    if (!v || terms.length === 0) continue;
    const w = termWeight(terms[0]!);
    for (let k = 0; k < 100; k++) sum[k]! += w * v[k]!;
    any = true;
  }
  meanVectors.set(key, any ? sum : null);
  return any ? sum : null;
}
function embCos(p: Pair): number {
  const a = meanVector(p.job, jobText(p));
  const b = meanVector(p.resume, resumeTexts0.get(p.resume) ?? '');
  if (!a || !b) return 0;
  let d = 0;
  let na = 0;
  let nb = 0;
  for (let k = 0; k < 100; k++) {
    d += a[k]! * b[k]!;
    na += a[k]! ** 2;
    nb += b[k]! ** 2;
  }
  return Math.max(0, d / Math.sqrt(na * nb));
}

/** How often the resume names each skill (the masked text's vocabulary mentions), once per resume. */
const skillMentionCounts = new WeakMap<ResumeAnalysis, Map<string, number>>();
function mentionsOf(p: Pair, id: string): number {
  const counts =
    skillMentionCounts.get(p.resume) ??
    skillMentionCounts.set(p.resume, new Map([...extractSkills(p.resume.text)].map(([skill, mention]) => [skill, mention.at.length]))).get(p.resume)!;
  return counts.get(id) ?? 0;
}
/** Depth of the job's skills in the resume: each shown skill counts by how often it is named, saturated (n / (n + k)); implied ones once. */
const skillDepth = (p: Pair, k: number) =>
  weightedMean(
    p.job.requiredSkills,
    (s) => s.weight,
    (s) => {
      if (!resumeShows(p.resume.skills, s)) return 0;
      const n = Math.max(1, mentionsOf(p, s.id));
      return n / (n + k);
    },
  );

// Eighth round: where the resume shows the job (its head, its role titles, the skills of its recent roles).
/** The resume's first `k` content stems (its headline and opening lines), once per resume and k. */
const headTerms = new WeakMap<ResumeAnalysis, Map<number, Set<string>>>();
function headOf(p: Pair, k: number): Set<string> {
  const byK = headTerms.get(p.resume) ?? headTerms.set(p.resume, new Map()).get(p.resume)!;
  return byK.get(k) ?? byK.set(k, new Set(contentTerms(p.resume.text).slice(0, k))).get(k)!;
}
/** Share of the job title's (role) weight whose words stand in `terms`; 0 (and `terms` not read) where the role part does not apply. */
const roleShareIn = (p: Pair, terms: () => Set<string>) => {
  if (!p.parts.role.applies) return 0;
  const found = terms();
  return weightedMean(
    p.job.role.weights.keys(),
    (t) => p.job.role.weights.get(t)!,
    (t) => (found.has(t) ? 1 : 0),
  );
};
/** Share of the job title's (role) weight whose words stand in the resume's head. */
const headRole = (p: Pair, k: number) => roleShareIn(p, () => headOf(p, k));
/** The stems of the resume's first `n` non-empty lines, at most 30 (a title line and the opening sentence, not the summary). */
const headLineTerms = new WeakMap<ResumeAnalysis, Map<number, Set<string>>>();
function headLinesOf(p: Pair, n: number): Set<string> {
  const byN = headLineTerms.get(p.resume) ?? headLineTerms.set(p.resume, new Map()).get(p.resume)!;
  const lines = p.resume.text
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, n)
    .join('\n');
  return byN.get(n) ?? byN.set(n, new Set(contentTerms(lines).slice(0, 30))).get(n)!;
}
const headLinesRole = (p: Pair, n: number) => roleShareIn(p, () => headLinesOf(p, n));
/** Share of the job's query weight whose words stand in the resume's head. */
const headQuery = (p: Pair, k: number) =>
  weightedMean(
    p.job.query.weights.keys(),
    (t) => p.job.query.weights.get(t)!,
    (t) => (headOf(p, k).has(t) ? 1 : 0),
  );
/** The job's skills the resume's first `n` non-empty lines show (its headline: a freelancer profile's title and key skills). */
const headSkillSets = new WeakMap<ResumeAnalysis, Map<number, ReturnType<typeof extractResumeSkills>>>();
const headSkills = (p: Pair, n: number) => {
  const byN = headSkillSets.get(p.resume) ?? headSkillSets.set(p.resume, new Map()).get(p.resume)!;
  const head =
    byN.get(n) ??
    byN
      .set(
        n,
        extractResumeSkills(
          p.resume.text
            .split('\n')
            .filter((l) => l.trim())
            .slice(0, n)
            .join('\n'),
        ),
      )
      .get(n)!;
  return weightedMean(
    p.job.requiredSkills,
    (s) => s.weight,
    (s) => (resumeShows(head, s) ? 1 : 0),
  );
};
/** A labelled field of a project posting or freelancer profile: the first non-empty line after a line that is the label. */
function labelled(text: string, label: RegExp): string | null {
  const lines = text.split('\n').map((l) => l.trim());
  const i = lines.findIndex((l) => label.test(l));
  return i < 0 ? null : (lines.slice(i + 1).find((l) => l.length > 0) ?? null);
}
const dayOf = (d: string | null) => {
  const m = d ? /(\d{1,2})\.(\d{1,2})\.(\d{4})/.exec(d) : null;
  return m ? Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1])) / 86_400_000 : null;
};
/** The posting's place of work ("Einsatzort") named in the profile: 1, else 0 (0.5 when the posting names none). */
const placeMatch = (p: Pair) => {
  const place = labelled(p.job.job.description, /^einsatzort$/i)
    ?.split(/[,/(]/)[0]
    ?.trim()
    .toLowerCase();
  if (!place || place.length < 3) return 0.5;
  return p.resume.text.toLowerCase().includes(place) ? 1 : 0;
};
/** The profile is available ("verfügbar ab") by the project's start ("Beginn"), with a month's grace: 1, later: 0, unknown 0.5. */
const availableByStart = (p: Pair) => {
  const start = dayOf(labelled(p.job.job.description, /^beginn$/i));
  const available = dayOf(labelled(p.resume.text, /^verfügbar ab$/i));
  return start === null || available === null ? 0.5 : available <= start + 31 ? 1 : 0;
};
/** Roles with a range, and the latest month any of them reaches. */
const datedOf = (p: Pair) => p.resume.evidence.roles.filter((r) => r.range !== null);
const latestEnd = (p: Pair) => Math.max(...datedOf(p).map((r) => r.range!.end));
/** Roles that ended within `months` of the resume's latest role (relative recency: the sets' resumes are of different years). */
const recentRoles = (p: Pair, months: number) => {
  const last = latestEnd(p);
  return datedOf(p).filter((r) => last - r.range!.end <= months);
};
const titleTermsOf = (roles: { role: { title: string } }[]) => new Set(roles.flatMap((r) => contentTerms(r.role.title)));
/** Share of the job title's weight whose words stand in the resume's role titles (all, or recent ones). */
const roleTitleHit = (p: Pair, roles: { role: { title: string } }[]) => wholeTitleShare(roleShareIn(p, () => titleTermsOf(roles)));
/** Weighted share of the job's skills named in the resume's role blocks (all roles, or recent ones): used at work, not only listed. */
const skillsInRoles = (p: Pair, roles: { skills: Set<string> }[]) =>
  weightedMean(
    p.job.requiredSkills,
    (s) => s.weight,
    (s) => (roles.some((r) => r.skills.has(s.id)) ? 1 : 0),
  );

// Ninth round: the title named on one line, as a role line or headline names it ("Python Developer").
/** The stem sets of the resume's short lines (at most `max` content stems), once per resume and max. */
const shortLineTerms = new WeakMap<ResumeAnalysis, Map<number, Set<string>[]>>();
function shortLinesOf(p: Pair, max: number): Set<string>[] {
  const byMax = shortLineTerms.get(p.resume) ?? shortLineTerms.set(p.resume, new Map()).get(p.resume)!;
  return (
    byMax.get(max) ??
    byMax
      .set(
        max,
        p.resume.text
          .split('\n')
          .map((l) => contentTerms(l))
          .filter((t) => t.length > 0 && t.length <= max)
          .map((t) => new Set(t)),
      )
      .get(max)!
  );
}
/** The largest share of the job title's weight that one short line of the resume holds. */
const titleLine = (p: Pair, max: number) => {
  if (!p.parts.role.applies) return 0;
  return shortLinesOf(p, max).reduce(
    (best, line) =>
      Math.max(
        best,
        roleShareIn(p, () => line),
      ),
    0,
  );
};
/** 1 when one short line holds every specific (non-generic) word of the title, else 0. */
const titleLineAll = (p: Pair, max: number) => {
  if (!p.parts.role.applies) return 0;
  const specific = [...p.job.role.weights].filter(([, w]) => w >= 1).map(([t]) => t);
  return shortLinesOf(p, max).some((line) => specific.every((t) => line.has(t))) ? 1 : 0;
};

const SENIORITY = new Set(contentTerms('senior junior lead principal sr jr staff chief head mid entry level'));
/** 1 when one short line holds every word of the title but its seniority ("Senior", "Lead"), else 0. */
const titleLineRole = (p: Pair, max: number) => {
  if (!p.parts.role.applies) return 0;
  const words = [...p.job.role.weights.keys()].filter((t) => !SENIORITY.has(t));
  return words.length > 0 && shortLinesOf(p, max).some((line) => words.every((t) => line.has(t))) ? 1 : 0;
};

/** Candidate features, each in [0, 1] and non-decreasing in the resume's content. */
const FEATURES = {
  skillDepth2: (p: Pair) => skillDepth(p, 2),
  skillDepth5: (p: Pair) => skillDepth(p, 5),
  headRole30: (p: Pair) => headRole(p, 30),
  headRole60: (p: Pair) => headRole(p, 60),
  titleLine6: (p: Pair) => titleLine(p, 6),
  titleLine12: (p: Pair) => titleLine(p, 12),
  titleLineAll6: (p: Pair) => titleLineAll(p, 6),
  titleLineAll4: (p: Pair) => titleLineAll(p, 4),
  titleLineEngine: (p: Pair) => (p.parts.role.applies ? p.parts.signals.titleLine : 0),
  titleLineRole6: (p: Pair) => titleLineRole(p, 6),
  titleLineAll9: (p: Pair) => titleLineAll(p, 9),
  headQuery30: (p: Pair) => headQuery(p, 30),
  headQuery60: (p: Pair) => headQuery(p, 60),
  headSkills1: (p: Pair) => headSkills(p, 1),
  headSkills3: (p: Pair) => headSkills(p, 3),
  placeMatch,
  availableByStart,
  roleTitles: (p: Pair) => roleTitleHit(p, datedOf(p)),
  headLines2: (p: Pair) => headLinesRole(p, 2),
  headLines3: (p: Pair) => headLinesRole(p, 3),
  headRole60Skills: (p: Pair) => headRole(p, 60) * part(p, 'skills'),
  headRole60Len: (p: Pair) => headRole(p, 60) * lengthSat(p, 250),
  recentTitles: (p: Pair) => roleTitleHit(p, recentRoles(p, 24)),
  skillsInRoles: (p: Pair) => skillsInRoles(p, datedOf(p)),
  skillsRecent: (p: Pair) => skillsInRoles(p, recentRoles(p, 36)),
  skills: (p: Pair) => part(p, 'skills'),
  relevance: (p: Pair) => part(p, 'relevance'),
  role: (p: Pair) => part(p, 'role'),
  domain: (p: Pair) => part(p, 'domain'),
  experience: (p: Pair) => part(p, 'experience'),
  education: (p: Pair) => part(p, 'education'),
  /** The role part as it was: title words weighed by their class weight only. */
  roleClass: (p: Pair) => weightedMean(p.job.role.weights.keys(), termWeight, (t) => titleHit(p, t)),
  roleIdfOnly: (p: Pair) => weightedMean(p.job.role.weights.keys(), termIdf, (t) => titleHit(p, t)),
  relevanceIdf: (p: Pair) =>
    weightedMean(
      p.job.query.weights.keys(),
      (t) => (p.job.query.weights.get(t)! / termWeight(t)) * termIdf(t),
      (t) => saturate(tf(p, t)),
    ),
  coverageIdf: (p: Pair) => weightedMean(p.job.query.weights.keys(), termIdf, (t) => (tf(p, t) > 0 ? 1 : 0)),
  coverage: (p: Pair) =>
    weightedMean(
      p.job.query.weights.keys(),
      (t) => p.job.query.weights.get(t)!,
      (t) => (tf(p, t) > 0 ? 1 : 0),
    ),
  skillCount: (p: Pair) => {
    const found = p.parts.skills.matched.reduce((s, m) => s + m.weight, 0);
    return found / (found + 2);
  },
  skillsIdf: (p: Pair) => skillWeightShown(p, () => 0, skillIdf),
  skillsRelated: (p: Pair) =>
    skillWeightShown(
      p,
      (id) => relatedCredit(id, p.resume.skills.all),
      () => 1,
    ),
  breadth,
  years,
  domainBreadth: (p: Pair) => part(p, 'domain') * breadth(p),
  domainYears: (p: Pair) => part(p, 'domain') * years(p),
  skillsBreadth: (p: Pair) => part(p, 'skills') * breadth(p),
  skillsYears: (p: Pair) => part(p, 'skills') * years(p),
  relevanceYears: (p: Pair) => part(p, 'relevance') * years(p),
  relevanceBreadth: (p: Pair) => part(p, 'relevance') * breadth(p),
  resumeWords: (p: Pair) => p.resume.wordCount / (p.resume.wordCount + 400),
  relevanceRidf: (p: Pair) =>
    weightedMean(
      p.job.query.weights.keys(),
      (t) => (p.job.query.weights.get(t)! / termWeight(t)) * resumeIdf(t),
      (t) => saturate(tf(p, t)),
    ),
  bm25b0: (p: Pair) => bm25(p, 0),
  bm25b75: (p: Pair) => bm25(p, 0.75),
  tfidfCosine,
  focus: (p: Pair) => focus(p, false),
  focusSat: (p: Pair) => focus(p, true),
  focusSqrt: (p: Pair) => Math.sqrt(focus(p, false)),
  focusClass: (p: Pair) => Math.sqrt(focus(p, false, (t) => resumeIdf(t) * termWeight(t))),
  focusClassNoIdf: (p: Pair) => Math.sqrt(focus(p, false, termWeight)),
  focusClassIdf5: (p: Pair) => Math.sqrt(focus(p, false, (t) => termWeight(t) * resumeIdf((resumeDf.get(t) ?? 0) >= 5 ? t : '\u0000'))),
  focusNoIdf: (p: Pair) => Math.sqrt(focus(p, false, () => 1)),
  focusIdf5: (p: Pair) => Math.sqrt(focus(p, false, (t) => resumeIdf((resumeDf.get(t) ?? 0) >= 5 ? t : '\u0000'))),
  /** Focus as an engine part would compute it: class weight x IDF of the TRAIN resumes' table (stems in 5 or more). */
  focusTrain: (p: Pair) => Math.sqrt(focus(p, false, (t) => termWeight(t) * trainIdf(t))),
  /** The same share saturated (1 - e^(-share / tau)) or capped (sqrt(share) / cap, at most 1): flat near the top. */
  focusExp10: (p: Pair) => 1 - Math.exp(-focus(p, false, (t) => termWeight(t) * trainIdf(t)) / 0.1),
  focusExp20: (p: Pair) => 1 - Math.exp(-focus(p, false, (t) => termWeight(t) * trainIdf(t)) / 0.2),
  focusExp30: (p: Pair) => 1 - Math.exp(-focus(p, false, (t) => termWeight(t) * trainIdf(t)) / 0.3),
  focusCap50: (p: Pair) => Math.min(1, Math.sqrt(focus(p, false, (t) => termWeight(t) * trainIdf(t))) / 0.5),
  focusCap60: (p: Pair) => Math.min(1, Math.sqrt(focus(p, false, (t) => termWeight(t) * trainIdf(t))) / 0.6),
  focusCap70: (p: Pair) => Math.min(1, Math.sqrt(focus(p, false, (t) => termWeight(t) * trainIdf(t))) / 0.7),
  // Fifth round: focus that cannot lift a short on-topic resume or one without the job's skills.
  fCapT: (p: Pair) => capped(shareOf(p, 'train'), 0.5),
  fCapC: (p: Pair) => capped(shareOf(p, 'class'), 0.5),
  fCapLen150T: (p: Pair) => capped(shareOf(p, 'train'), 0.5) * lengthSat(p, 150),
  fCapLen250T: (p: Pair) => capped(shareOf(p, 'train'), 0.5) * lengthSat(p, 250),
  fCapLen400T: (p: Pair) => capped(shareOf(p, 'train'), 0.5) * lengthSat(p, 400),
  fCapLen250C: (p: Pair) => capped(shareOf(p, 'class'), 0.5) * lengthSat(p, 250),
  fSqrtLen250T: (p: Pair) => Math.sqrt(shareOf(p, 'train')) * lengthSat(p, 250),
  fCapSkillsT: (p: Pair) => capped(shareOf(p, 'train'), 0.5) * part(p, 'skills'),
  fCapSkillsP: (p: Pair) => capped(shareOf(p, 'postings'), 0.5) * part(p, 'skills'),
  fCapLen250P: (p: Pair) => capped(shareOf(p, 'postings'), 0.5) * lengthSat(p, 250),
  fCapSkillsP60: (p: Pair) => capped(shareOf(p, 'postings'), 0.6) * part(p, 'skills'),
  fCapSkillsT60: (p: Pair) => capped(shareOf(p, 'train'), 0.6) * part(p, 'skills'),
  fCapSkillsT40: (p: Pair) => capped(shareOf(p, 'train'), 0.4) * part(p, 'skills'),
  fCapSkillsC: (p: Pair) => capped(shareOf(p, 'class'), 0.5) * part(p, 'skills'),
  fCapRelT: (p: Pair) => capped(shareOf(p, 'train'), 0.5) * part(p, 'relevance'),
  fCapRelC: (p: Pair) => capped(shareOf(p, 'class'), 0.5) * part(p, 'relevance'),
  fCapDomainT: (p: Pair) => capped(shareOf(p, 'train'), 0.5) * part(p, 'domain'),
  fCapRoleT: (p: Pair) => capped(shareOf(p, 'train'), 0.5) * part(p, 'role'),
  fSqrtSkillsT: (p: Pair) => Math.sqrt(shareOf(p, 'train')) * part(p, 'skills'),
  fSqrtRelT: (p: Pair) => Math.sqrt(shareOf(p, 'train')) * part(p, 'relevance'),
  fCapRoleLenT: (p: Pair) => capped(shareOf(p, 'train'), 0.5) * part(p, 'role') * lengthSat(p, 250),
  fCapRoleSkillsT: (p: Pair) => capped(shareOf(p, 'train'), 0.5) * part(p, 'role') * part(p, 'skills'),
  fCapSkillsLen150T: (p: Pair) => capped(shareOf(p, 'train'), 0.5) * part(p, 'skills') * lengthSat(p, 150),
  fCapSkillsLenT: (p: Pair) => capped(shareOf(p, 'train'), 0.5) * part(p, 'skills') * lengthSat(p, 250),
  fCapRelLenT: (p: Pair) => capped(shareOf(p, 'train'), 0.5) * part(p, 'relevance') * lengthSat(p, 250),
  fCapRelLenC: (p: Pair) => capped(shareOf(p, 'class'), 0.5) * part(p, 'relevance') * lengthSat(p, 250),
  relCompound: (p: Pair) => compoundRelevance(p),
  embCos,
  roleRel: (p: Pair) => part(p, 'role') * part(p, 'relevance'),
  skillsRel: (p: Pair) => part(p, 'skills') * part(p, 'relevance'),
  ...Object.fromEntries(CONTEXT_NAMES.map((c) => [`ctx_${c}`, (p: Pair) => JOB_CONTEXT[c](p)])),
};
type Feature = keyof typeof FEATURES;
const FEATURE_NAMES = Object.keys(FEATURES) as Feature[];

const PARTS: Feature[] = ['skills', 'relevance', 'role', 'domain', 'experience', 'education'];
const OLD_PARTS: Feature[] = ['skills', 'relevance', 'roleClass', 'domain', 'experience', 'education'];
const CONTEXTS = CONTEXT_NAMES.filter((c) => c !== 'english' && c !== 'prose').map((c) => `ctx_${c}`);
/** Each feature once per job context, with weights of its own (no shared base). */
const byContext = (features: string[], contexts: string[]) => contexts.flatMap((c) => features.map((f) => `${f}*${c}`));
/** Each feature once per posting language. */
const byLanguage = (features: string[]) => byContext(features, ['ctx_english', 'ctx_german']);
const gated = (features: string[], contexts: string[] = CONTEXTS) => [...features, ...features.flatMap((f) => contexts.map((c) => `${f}*${c}`))];
const PROFILE = ['breadth', 'years', 'resumeWords'];
/** The K ramps of each feature (experience stays linear: it keeps its prior). */
const ramps = (features: string[], k: number) =>
  features.flatMap((f) => (f === 'experience' ? [f] : Array.from({ length: k }, (_, j) => `${f}~${j}~${k}`)));
/** Model 8a96ed0c's eight signals. */
const CURRENT = [...PARTS, 'fCapSkillsP', 'fCapLen250P'];
/** Model 037c304d's English signals (the eighth round's choice) and the ninth round's candidates. */
const ROLE_TITLE_SIGNALS = [...CURRENT, 'roleTitles', 'recentTitles', 'headRole60'];
const withRoleTitles = (...features: string[]) => gated([...ROLE_TITLE_SIGNALS, ...features], ['ctx_german']);
/** The engine's signals since its title line (code revision 6), ungated. */
const TITLE_LINE_ENGINE = [...ROLE_TITLE_SIGNALS, 'titleLineEngine'];
const CONFIGS: Record<string, string[]> = {
  engine: PARTS,
  previous: OLD_PARTS,
  relevanceIdf: [...OLD_PARTS, 'relevanceIdf'],
  coverageIdf: [...OLD_PARTS, 'coverageIdf'],
  coverage: [...OLD_PARTS, 'coverage'],
  skillCount: [...OLD_PARTS, 'skillCount'],
  breadth: [...OLD_PARTS, 'breadth'],
  years: [...OLD_PARTS, 'years'],
  products: [...OLD_PARTS, 'domainBreadth', 'domainYears', 'skillsBreadth', 'skillsYears', 'relevanceYears', 'relevanceBreadth'],
  skillsRelated: ['skillsRelated', 'relevance', 'roleClass', 'domain', 'experience', 'education'],
  skillsIdf: ['skillsIdf', 'relevance', 'roleClass', 'domain', 'experience', 'education'],
  roleIdfOnly: ['skills', 'relevance', 'roleIdfOnly', 'domain', 'experience', 'education'],
  relevanceRidf: [...PARTS, 'relevanceRidf'],
  bm25b0: [...PARTS, 'bm25b0'],
  bm25b75: [...PARTS, 'bm25b75'],
  tfidfCosine: [...PARTS, 'tfidfCosine'],
  focus: [...PARTS, 'focus'],
  focusSat: [...PARTS, 'focusSat'],
  focusSqrt: [...PARTS, 'focusSqrt'],
  gatedCosine: gated([...PARTS, 'tfidfCosine']),
  gatedFocus: gated([...PARTS, 'focus']),
  gatedFocusSqrt: gated([...PARTS, 'focusSqrt']),
  gatedFocusProfile: gated([...PARTS, 'focusSqrt', ...PROFILE]),
  gatedFocusBreadth: gated([...PARTS, 'focusSqrt', 'breadth']),
  gatedFocusClass: gated([...PARTS, 'focusClass']),
  gatedFocusClassNoIdf: gated([...PARTS, 'focusClassNoIdf']),
  gatedFocusClassIdf5: gated([...PARTS, 'focusClassIdf5']),
  gatedFocusTrain: gated([...PARTS, 'focusTrain']),
  focusTrain: [...PARTS, 'focusTrain'],
  gatedDe: gated(PARTS, ['ctx_german']),
  gatedDeFocusTrain: gated([...PARTS, 'focusTrain'], ['ctx_german']),
  gatedDeFocusCap50: gated([...PARTS, 'focusCap50'], ['ctx_german']),
  gatedDeFocusCap60: gated([...PARTS, 'focusCap60'], ['ctx_german']),
  gatedDeFocusCap70: gated([...PARTS, 'focusCap70'], ['ctx_german']),
  focusCap60: [...PARTS, 'focusCap60'],
  focusExp10: [...PARTS, 'focusExp10'],
  focusExp20: [...PARTS, 'focusExp20'],
  focusExp30: [...PARTS, 'focusExp30'],
  focusCap50: [...PARTS, 'focusCap50'],
  focusCap70: [...PARTS, 'focusCap70'],
  gatedFocusNoIdf: gated([...PARTS, 'focusNoIdf']),
  gatedFocusIdf5: gated([...PARTS, 'focusIdf5']),
  gatedFocus2ctx: gated([...PARTS, 'focusSqrt'], ['ctx_german', 'ctx_list']),
  fCapT: [...PARTS, 'fCapT'],
  fCapC: [...PARTS, 'fCapC'],
  fCapLen150T: [...PARTS, 'fCapLen150T'],
  fCapLen250T: [...PARTS, 'fCapLen250T'],
  fCapLen400T: [...PARTS, 'fCapLen400T'],
  fCapLen250C: [...PARTS, 'fCapLen250C'],
  fSqrtLen250T: [...PARTS, 'fSqrtLen250T'],
  fCapSkillsT: [...PARTS, 'fCapSkillsT'],
  fCapSkillsC: [...PARTS, 'fCapSkillsC'],
  fCapRelT: [...PARTS, 'fCapRelT'],
  fCapRelC: [...PARTS, 'fCapRelC'],
  fCapDomainT: [...PARTS, 'fCapDomainT'],
  fCapRoleT: [...PARTS, 'fCapRoleT'],
  fSqrtSkillsT: [...PARTS, 'fSqrtSkillsT'],
  fSqrtRelT: [...PARTS, 'fSqrtRelT'],
  fCapSkillsLenT: [...PARTS, 'fCapSkillsLenT'],
  fCapRelLenT: [...PARTS, 'fCapRelLenT'],
  fCapRelLenC: [...PARTS, 'fCapRelLenC'],
  fCapSkillsRelT: [...PARTS, 'fCapSkillsT', 'fCapRelT'],
  fCapProductsT: [...PARTS, 'fCapSkillsT', 'fCapRelT', 'fCapDomainT', 'fCapRoleT'],
  relCompound: ['skills', 'relCompound', 'role', 'domain', 'experience', 'education'],
  relCompoundBoth: [...PARTS, 'relCompound'],
  interactions: [...PARTS, 'roleRel', 'skillsRel'],
  embCos: [...PARTS, 'embCos'],
  embCosFocus: [...PARTS, 'embCos', 'fCapLen250T'],
  fCapRoleLenT: [...PARTS, 'fCapRoleLenT'],
  fCapRoleSkillsT: [...PARTS, 'fCapRoleSkillsT'],
  gatedDeFCapSkillsP: gated([...PARTS, 'fCapSkillsP'], ['ctx_german']),
  gatedDeFCapSkillsPLen: gated([...PARTS, 'fCapSkillsP', 'fCapLen250P'], ['ctx_german']),
  langFCapSkillsPLen: byLanguage([...PARTS, 'fCapSkillsP', 'fCapLen250P']),
  gatedDeFCapSkillsPLenDepth2: gated([...PARTS, 'fCapSkillsP', 'fCapLen250P', 'skillDepth2'], ['ctx_german']),
  gatedDeFCapSkillsPLenDepth5: gated([...PARTS, 'fCapSkillsP', 'fCapLen250P', 'skillDepth5'], ['ctx_german']),
  langDepth2: byLanguage([...PARTS, 'fCapSkillsP', 'fCapLen250P', 'skillDepth2']),
  langDepth5: byLanguage([...PARTS, 'fCapSkillsP', 'fCapLen250P', 'skillDepth5']),
  deSkills: ['skills', 'fCapSkillsP'].map((f) => `${f}*ctx_german`),
  deSkillsRel: ['skills', 'fCapSkillsP', 'relevance', 'fCapLen250P'].map((f) => `${f}*ctx_german`),
  deSkillsDomain: ['skills', 'fCapSkillsP', 'domain'].map((f) => `${f}*ctx_german`),
  deCompound: [...PARTS, 'fCapSkillsP', 'fCapLen250P', 'relCompound'].map((f) => `${f}*ctx_german`),
  langProfile: [
    ...[...PARTS, 'fCapSkillsP', 'fCapLen250P'].map((f) => `${f}*ctx_english`),
    ...[...PARTS, 'fCapSkillsP', 'fCapLen250P', ...PROFILE].map((f) => `${f}*ctx_german`),
  ],
  // Eighth round (model 8a96ed0c's signals = CURRENT): monotone transforms, and where the resume shows the job.
  gamDe3: gated(ramps(CURRENT, 3), ['ctx_german']),
  gamDe4: gated(ramps(CURRENT, 4), ['ctx_german']),
  gamLang3: byLanguage(ramps(CURRENT, 3)),
  gamLang4: byLanguage(ramps(CURRENT, 4)),
  headRole30: gated([...CURRENT, 'headRole30'], ['ctx_german']),
  headRole60: gated([...CURRENT, 'headRole60'], ['ctx_german']),
  headQuery30: gated([...CURRENT, 'headQuery30'], ['ctx_german']),
  headQuery60: gated([...CURRENT, 'headQuery60'], ['ctx_german']),
  headBoth30: gated([...CURRENT, 'headRole30', 'headQuery30'], ['ctx_german']),
  roleTitles: gated([...CURRENT, 'roleTitles', 'recentTitles'], ['ctx_german']),
  skillsRoles: gated([...CURRENT, 'skillsInRoles', 'skillsRecent'], ['ctx_german']),
  roleTitlesAll: gated([...CURRENT, 'roleTitles'], ['ctx_german']),
  roleTitlesRecent: gated([...CURRENT, 'recentTitles'], ['ctx_german']),
  roleTitlesHead60: gated(ROLE_TITLE_SIGNALS, ['ctx_german']),
  titleLine6: withRoleTitles('titleLine6'),
  titleLine12: withRoleTitles('titleLine12'),
  titleLineRole6: withRoleTitles('titleLineRole6'),
  titleLineEngine: withRoleTitles('titleLineEngine'),
  tlDeList: gated(TITLE_LINE_ENGINE, ['ctx_german', 'ctx_german*ctx_list']),
  tlDeLong: gated(TITLE_LINE_ENGINE, ['ctx_german', 'ctx_german*ctx_long']),
  tlDeMany: gated(TITLE_LINE_ENGINE, ['ctx_german', 'ctx_german*ctx_manySkills']),
  tlDeAll: gated(TITLE_LINE_ENGINE, ['ctx_german', 'ctx_german*ctx_list', 'ctx_german*ctx_long', 'ctx_german*ctx_manySkills']),
  tlAllCtx: gated(TITLE_LINE_ENGINE, ['ctx_german', 'ctx_list', 'ctx_long', 'ctx_manySkills']),
  tlEnList: gated(TITLE_LINE_ENGINE, ['ctx_german', 'ctx_english*ctx_list']),
  tlEnLong: gated(TITLE_LINE_ENGINE, ['ctx_german', 'ctx_english*ctx_long']),
  tlEnMany: gated(TITLE_LINE_ENGINE, ['ctx_german', 'ctx_english*ctx_manySkills']),
  tlEnListLong: gated(TITLE_LINE_ENGINE, ['ctx_german', 'ctx_english*ctx_list', 'ctx_english*ctx_long']),
  tlByLang: byLanguage(TITLE_LINE_ENGINE),
  tlByKind: byContext(TITLE_LINE_ENGINE, ['ctx_english*ctx_prose', 'ctx_english*ctx_list', 'ctx_german']),
  titleLineAll4: withRoleTitles('titleLineAll4'),
  titleLineAll9: withRoleTitles('titleLineAll9'),
  titleLineBoth6: withRoleTitles('titleLine6', 'titleLineAll6'),
  titleLineAll6: withRoleTitles('titleLineAll6'),
  recentHead60: gated([...CURRENT, 'recentTitles', 'headRole60'], ['ctx_german']),
  recentHeadLines2: gated([...CURRENT, 'recentTitles', 'headLines2'], ['ctx_german']),
  recentHeadLines3: gated([...CURRENT, 'recentTitles', 'headLines3'], ['ctx_german']),
  recentHead60Skills: gated([...CURRENT, 'recentTitles', 'headRole60Skills'], ['ctx_german']),
  recentHead60Len: gated([...CURRENT, 'recentTitles', 'headRole60Len'], ['ctx_german']),
  headLines3: gated([...CURRENT, 'headLines3'], ['ctx_german']),
  allHead60: gated([...CURRENT, 'roleTitles', 'headRole60'], ['ctx_german']),
  roleTitlesHead30: gated([...CURRENT, 'roleTitles', 'recentTitles', 'headRole30'], ['ctx_german']),
  roleTitlesSkills: gated([...CURRENT, 'roleTitles', 'recentTitles', 'skillsInRoles', 'skillsRecent'], ['ctx_german']),
  langHeadRole30: byLanguage([...CURRENT, 'headRole30']),
  langHeadQuery30: byLanguage([...CURRENT, 'headQuery30']),
  langHeadBoth30: byLanguage([...CURRENT, 'headRole30', 'headQuery30']),
  langRoleTitles: byLanguage([...CURRENT, 'roleTitles', 'recentTitles']),
  langSkillsRoles: byLanguage([...CURRENT, 'skillsInRoles', 'skillsRecent']),
  langHeadSkills1: byLanguage([...CURRENT, 'headSkills1']),
  langLogistics: byLanguage([...CURRENT, 'placeMatch', 'availableByStart']),
  logistics: gated([...CURRENT, 'placeMatch', 'availableByStart'], ['ctx_german']),
  langHeadSkills3: byLanguage([...CURRENT, 'headSkills3']),
  langHeadSkillsRole: byLanguage([...CURRENT, 'headSkills1', 'headRole30']),
  gatedDeFCapSkillsP60: gated([...PARTS, 'fCapSkillsP60'], ['ctx_german']),
  gatedDeFCapSkillsT60: gated([...PARTS, 'fCapSkillsT60'], ['ctx_german']),
  gatedDeFCapSkillsT40: gated([...PARTS, 'fCapSkillsT40'], ['ctx_german']),
  gatedDeFCapSkillsC: gated([...PARTS, 'fCapSkillsC'], ['ctx_german']),
  gatedDeFCapSkillsLenT: gated([...PARTS, 'fCapSkillsLenT'], ['ctx_german']),
  gatedDeFCapSkillsLen150T: gated([...PARTS, 'fCapSkillsLen150T'], ['ctx_german']),
  gatedDeFCapSkillsTLen: gated([...PARTS, 'fCapSkillsT', 'fCapLen250T'], ['ctx_german']),
  gatedDeFCapRoleLenT: gated([...PARTS, 'fCapRoleLenT'], ['ctx_german']),
  gatedDeFCapRoleSkillsT: gated([...PARTS, 'fCapRoleSkillsT'], ['ctx_german']),
  gatedDeFCapLen250T: gated([...PARTS, 'fCapLen250T'], ['ctx_german']),
  gatedDeFCapSkillsT: gated([...PARTS, 'fCapSkillsT'], ['ctx_german']),
  gatedDeFCapRelT: gated([...PARTS, 'fCapRelT'], ['ctx_german']),
  gatedDeFCapRelLenT: gated([...PARTS, 'fCapRelLenT'], ['ctx_german']),
  gated: gated(PARTS),
  gatedProfile: gated([...PARTS, ...PROFILE]),
  gatedBm25: gated([...PARTS, 'bm25b0']),
  gatedAll: gated([...PARTS, ...PROFILE, 'bm25b0', 'relevanceRidf']),
};

interface Row extends RankExample {
  features: Record<Feature, number>;
  pair: Pair;
}

const featuresOf = (pair: Pair) => Object.fromEntries(FEATURE_NAMES.map((f) => [f, FEATURES[f](pair)])) as Record<Feature, number>;

function analyzeResumes(set: EvalSet): Map<string, ResumeAnalysis> {
  const out = new Map<string, ResumeAnalysis>();
  for (const r of set.resumes) {
    try {
      const analysis = analyzeResume(r.text, { now });
      resumeTexts0.set(analysis, r.text);
      out.set(r.id, analysis);
    } catch (e) {
      if (!isUnreadableResumeError(e)) throw e;
    }
  }
  return out;
}

/** Feature rows of the set's TRAIN pairs (unreadable resumes left out). */
function trainRows(set: EvalSet, resumes: Map<string, ResumeAnalysis>): Row[] {
  const jobs = new Map(set.jobs.filter((j) => j.split === 'train').map((j) => [j.id, analyzeJob(j.job)]));
  return set.pairs.flatMap((p) => {
    const job = jobs.get(p.jobId);
    const resume = resumes.get(p.resumeId);
    if (!job || !resume) return [];
    const pair: Pair = { job, resume, parts: scoreParts(resume, job) };
    return [{ set: set.name, jobId: p.jobId, resumeId: p.resumeId, grade: p.grade, x: [], features: featuresOf(pair), pair }];
  });
}

/** A feature's value; `a*b` is the product of two features (a part gated by a job context). */
/**
 * A feature's value; `a*b` is the product of two features (a part gated by a job context), `a~j~K`
 * the j-th of K equal-width ramps of a (`min(1, max(0, K·a − j))`): non-negative weights on the K
 * ramps make a monotone piecewise-linear transform of a (the eighth round's GAM).
 */
const factorValue = (r: Pick<Row, 'features'>, n: string) => {
  const [base, j, k] = n.split('~');
  const v = r.features[base as Feature];
  return j === undefined ? v : Math.min(1, Math.max(0, Number(k) * v - Number(j)));
};
const featureValue = (r: Pick<Row, 'features'>, name: string) => name.split('*').reduce((v, n) => v * factorValue(r, n), 1);

function foldOf(setName: string, jobId: string): number {
  let h = 0x811c9dc5;
  for (const c of `${FOLD_SALT}/${setName}/${jobId}`) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return h % FOLDS;
}

const pairKey = (set: string, jobId: string, resumeId: string) => `${set}\u0000${jobId}\u0000${resumeId}`;
const headlineMeasure = (set: EvalSet) => (set.kind === 'category' ? 'P@10' : 'per-job ρ');

/** The headline TRAIN figure of every set for one scorer. */
function figures(sets: EvalSet[], score: (set: EvalSet) => PairScore): Record<string, number> {
  return Object.fromEntries(sets.map((set) => [set.name, evaluateSplit(set, 'train', score(set), pairsByJob(set)).figures[headlineMeasure(set)]!]));
}

/**
 * The ranker's floors for `feature -> share`: the feature's share of the ungated weights, and for
 * each context that gates it, its share of the weights of a job in that context (base + gated).
 */
function minShareFloors(names: string[], minShares: ReadonlyMap<string, number>): MinShare[] {
  const indices = (keep: (n: string) => boolean) => names.flatMap((n, k) => (keep(n) ? [k] : []));
  const ungated = indices((n) => !n.includes('*'));
  return [...minShares].flatMap(([feature, share]) => {
    const base = { raise: names.indexOf(feature), numerator: [names.indexOf(feature)], denominator: ungated, share };
    const gates = names.filter((n) => n.startsWith(`${feature}*`)).map((n) => n.slice(feature.length));
    return [
      base,
      ...gates.map((gate) => ({
        raise: names.indexOf(feature + gate),
        numerator: [names.indexOf(feature), names.indexOf(feature + gate)],
        denominator: [...ungated, ...indices((n) => n.endsWith(gate))],
        share,
      })),
    ];
  });
}

/** Fit on all folds but one, score the one left out, for every fold; `minShares` (feature -> share) floors those features' share of the weights. */
function crossValidate(sets: EvalSet[], rows: Row[], names: string[], minShares: ReadonlyMap<string, number> = new Map()): Record<string, number> {
  const scores = crossValidatedScores(sets, rows, names, minShares);
  return figures(sets, (set) => (jobId, resumeId) => scores.get(pairKey(set.name, jobId, resumeId)) ?? -1);
}

/** Each pair's score from the fit on the folds without its job. */
function crossValidatedScores(
  sets: EvalSet[],
  rows: Row[],
  names: string[],
  minShares: ReadonlyMap<string, number> = new Map(),
): Map<string, number> {
  const floors = minShareFloors(names, minShares);
  const kinds = new Map(sets.map((s) => [s.name, s.kind]));
  const examples = rows.map((r) => ({ ...r, x: names.map((n) => featureValue(r, n)) }));
  const scores = new Map<string, number>();
  for (let k = 0; k < FOLDS; k++) {
    const w = fitRanker(
      groupsOf(
        examples.filter((e) => foldOf(e.set, e.jobId) !== k),
        kinds,
        SET_WEIGHTS,
      ),
      names.length,
      FIT,
      floors,
    );
    for (const e of examples) if (foldOf(e.set, e.jobId) === k) scores.set(pairKey(e.set, e.jobId, e.resumeId), dot(w, e.x));
  }
  return scores;
}

const line = (r: Record<string, number>) => {
  const values = Object.values(r);
  return `${Object.entries(r)
    .map(([k, v]) => `${k} ${v.toFixed(3)}`)
    .join('  ')}  mean ${(values.reduce((s, x) => s + x, 0) / values.length).toFixed(3)}`;
};

const started = performance.now();
const sets = SET_NAMES.map((n) => loadSet(evalDir, n));
const analysed = sets.map((set) => ({ set, resumes: analyzeResumes(set) }));
/** Document frequencies over each resume of a TRAIN pair once (masked, as the engine reads it); stems in fewer than 5 count as unseen. */
const trainResumeTerms = analysed.flatMap(({ set, resumes }) => {
  const train = new Set(set.jobs.filter((j) => j.split === 'train').map((j) => j.id));
  const ids = new Set(set.pairs.filter((p) => train.has(p.jobId)).map((p) => p.resumeId));
  return [...ids].flatMap((id) => {
    const tf = resumes.get(id)?.termFrequencies;
    return tf ? [new Set(tf.keys())] : [];
  });
});
const trainDf = countDocuments(trainResumeTerms);
const trainIdf = (t: string) => {
  const df = trainDf.get(t) ?? 0;
  const d = df >= 5 ? df : 0;
  return Math.log(1 + (trainResumeTerms.length - d + 0.5) / (d + 0.5));
};
const rows = analysed.flatMap(({ set, resumes }) => trainRows(set, resumes));
console.log(
  `stems in resumes: ${resumeDf.size}, df>=3 ${[...resumeDf.values()].filter((d) => d >= 3).length}, df>=5 ${[...resumeDf.values()].filter((d) => d >= 5).length}`,
);
console.log(`${rows.length} TRAIN pairs, ${postings.length} postings, ${((performance.now() - started) / 1000).toFixed(1)} s`);

/** `config@feature=share@…`: the config with those features' shares of the weights floored. */
function parseSpec(spec: string): { names: string[] | undefined; minShares: Map<string, number> } {
  const [name, ...floors] = spec.split('@');
  return { names: CONFIGS[name!], minShares: new Map(floors.map((f) => [f.split('=')[0]!, Number(f.split('=')[1])])) };
}
const chosen = process.argv[3] && !process.argv[3].startsWith('--') ? process.argv[3].split(',') : Object.keys(CONFIGS);
for (const spec of chosen) {
  const { names, minShares } = parseSpec(spec);
  if (names) console.log(`${spec.padEnd(16)} ${line(crossValidate(sets, rows, names, minShares))}`);
}

if (process.argv.includes('--single')) {
  for (const f of FEATURE_NAMES) {
    const byPair = new Map(rows.map((r) => [pairKey(r.set, r.jobId, r.resumeId), r.features[f]]));
    console.log(`single ${f.padEnd(16)} ${line(figures(sets, (set) => (jobId, resumeId) => byPair.get(pairKey(set.name, jobId, resumeId)) ?? -1))}`);
  }
}

/**
 * `--check`: each chosen config fitted on all TRAIN jobs as `npm run train:screening` would (experience
 * at its prior share, calibration fitted), then the score conditions of `engine.test.ts` on its fixtures.
 */
if (process.argv.includes('--check')) {
  for (const spec of chosen) {
    const { names, minShares } = parseSpec(spec);
    if (names) console.log(`check ${spec.padEnd(16)} ${checkFixtures(names, minShares)}`);
  }
}

/** A feature name's weight factor in the engine's normaliser: 0 when its part does not apply, times its job-context gates. */
type PartKey = 'skills' | 'relevance' | 'role' | 'domain' | 'experience' | 'education';
/** The part a signal belongs to in the engine (for its normaliser); other signals count as relevance's. */
function partOf(feature: string): PartKey {
  if ((PARTS as string[]).includes(feature)) return feature as PartKey;
  if (feature === 'fCapSkillsP') return 'skills';
  if (/^(roleTitles|recentTitles|headRole|headLines)/.test(feature)) return 'role';
  return 'relevance';
}
function normaliserFactor(p: Pair, name: string): number {
  const [base, ...gates] = name.split('*');
  const root = base!.split('~')[0]!;
  const applies = p.parts[partOf(root)].applies;
  return applies ? gates.reduce((v, g) => v * FEATURES[g as Feature](p), 1) : 0;
}

function pairOf(resumeText: string, job: ScreeningJob): Pair {
  const j = analyzeFixtureJob(job);
  const resume = analyzeResume(resumeText, { now: fixtures.NOW });
  return { job: j, resume, parts: scoreParts(resume, j) };
}

function checkFixtures(names: string[], minShares: ReadonlyMap<string, number>): string {
  const kinds = new Map(sets.map((s) => [s.name, s.kind]));
  const examples = rows.map((r) => ({ ...r, x: names.map((n) => featureValue(r, n)) }));
  const w = fitRanker(groupsOf(examples, kinds, SET_WEIGHTS), names.length, undefined, minShareFloors(names, minShares));
  const ungated = names.flatMap((n, k) => (n.includes('*') ? [] : [k]));
  const exp = names.indexOf('experience');
  names.forEach((n, k) => n.startsWith('experience*') && (w[k] = 0));
  w[exp] = (0.15 / 0.85) * ungated.reduce((s, k) => s + (k === exp ? 0 : w[k]!), 0);
  const rowRaw = (r: Pick<Row, 'pair' | 'features'>) => {
    let sum = 0;
    let total = 0;
    names.forEach((n, k) => {
      const factor = normaliserFactor(r.pair, n);
      total += w[k]! * factor;
      sum += factor > 0 ? w[k]! * featureValue(r as Row, n) : 0;
    });
    return total > 0 ? sum / total : 0;
  };
  const raw = (p: Pair) => rowRaw({ pair: p, features: featuresOf(p) });
  const calibration = fitCalibration(rows.map((r) => ({ set: r.set, grade: r.grade, raw: rowRaw(r) })));
  const L = (x: number) => 1 / (1 + Math.exp(-calibration.steepness * (x - calibration.midpoint)));
  const score = (p: Pair) => Math.round((100 * (L(Math.min(1, Math.max(0, raw(p)))) - L(0))) / (L(1) - L(0)));
  const s = (text: string, job: ScreeningJob) => score(pairOf(text, job));
  const f = fixtures;
  const strong = s(f.strongBackendResume, f.backendJob);
  const partial = s(f.partialBackendResume, f.backendJob);
  const chef = s(f.unrelatedChefResume, f.backendJob);
  const failures: string[] = [];
  const notes: string[] = [];
  if (!(strong > 75 && s(f.nurseResume, f.nurseJob) > 75)) failures.push('strong>75');
  const low = [
    s(f.unrelatedChefResume, f.backendJob),
    s(f.accountantResume, f.backendJob),
    s(f.strongBackendResume, f.nurseJob),
    s(f.unrelatedChefResume, f.nurseJob),
    s(f.injectionResume, f.backendJob),
  ];
  if (low.some((x) => x >= 30)) failures.push(`unrelated<30 (${low.join('/')})`);
  if (!(partial > chef + 10 && partial < strong - 20 && partial >= 35 && partial < 75))
    failures.push(`partial band (${chef} < ${partial} < ${strong})`);
  const pastry = s(f.unrelatedChefResume, {
    title: 'Pastry Chef',
    description: 'Bakery in the city centre.',
    requirements: 'Baking, cake decorating, food safety',
  });
  if (pastry <= 75) failures.push(`pastry ${pastry}`);
  const cases: [string, string, ScreeningJob][] = [
    ['partial', f.partialBackendResume, f.backendJob],
    ['chef', f.unrelatedChefResume, f.backendJob],
    ['accountant/nurse', f.accountantResume, f.nurseJob],
    ['nurse', f.nurseResume, f.nurseJob],
    ['strong', f.strongBackendResume, f.backendJob],
  ];
  for (const [label, resume, job] of cases) {
    const first = pairOf(resume, job);
    let text = resume;
    let last = score(first);
    const start = last;
    const lastExtra = new Map<string, number>();
    for (const [i, skill] of first.job.requiredSkills.map((x) => x.name).entries()) {
      text += [`\nSkills: ${skill}`, `\nUsed ${skill} daily in production.`, `\n• ${skill}`][i % 3]!;
      const nextPair = pairOf(text, job);
      const next = score(nextPair);
      if (next < last) failures.push(`monotone ${label} +${skill} ${last}->${next}`);
      const extras = featuresOf(nextPair);
      for (const n of names.filter((x) => !x.includes('*') && !x.includes('~') && !(PARTS as string[]).includes(x))) {
        const v = Math.round(100 * extras[n as Feature]);
        if (v < (lastExtra.get(n) ?? -1)) notes.push(`${n} drops ${label} +${skill}`);
        lastExtra.set(n, v);
      }
      last = next;
    }
    if (first.parts.skills.missing.length > 0 && last <= start) failures.push(`${label} not raised (${start}->${last})`);
  }
  const base = pairOf(f.partialBackendResume, f.backendJob);
  for (const sk of base.job.requiredSkills) {
    const after = pairOf(`${f.partialBackendResume}\n${sk.name}`, f.backendJob);
    if (raw(after) < raw(base) || score(after) < score(base)) failures.push(`single +${sk.name}`);
  }
  const total = ungated.reduce((t, k) => t + w[k]!, 0);
  const shares = names.map((n, k) => `${n} ${(w[k]! / total).toFixed(3)}`).join(' ');
  return `strong ${strong} partial ${partial} chef ${chef} cal ${calibration.midpoint}/${calibration.steepness} | ${failures.length ? `FAIL ${failures.join('; ')}` : 'pass'} | ${shares}${notes.length ? ` | note: ${notes.join('; ')}` : ''}`;
}

const perSetAt = process.argv.indexOf('--per-set');
if (perSetAt >= 0) {
  const names = (process.argv[perSetAt + 1] ?? 'engine').split('+').flatMap((c) => CONFIGS[c] ?? [c as Feature]);
  for (const set of sets)
    console.log(
      `alone ${set.name.padEnd(10)} ${line(
        crossValidate(
          [set],
          rows.filter((r) => r.set === set.name),
          names,
        ),
      )}`,
    );
}

/**
 * `--hybrid english,german`: English postings scored by the first config's fit, German ones by the
 * second's (each fitted as its config says, on all TRAIN folds but the job's); `a,b+c,d` runs several.
 */
const hybridAt = process.argv.indexOf('--hybrid');
if (hybridAt >= 0) {
  // `--hybrid a,b+c,d`: several hybrids in one run, each config's cross-validated scores computed once.
  const cvScores = new Map<string, Map<string, number>>();
  const scoresOf = (spec: string) => cvScores.get(spec) ?? cvScores.set(spec, crossValidatedScores(sets, rows, CONFIGS[spec]!)).get(spec)!;
  const germanJobs = new Set(rows.filter((r) => r.pair.job.language === 'de').map((r) => `${r.set}\u0000${r.jobId}`));
  for (const hybrid of (process.argv[hybridAt + 1] ?? '').split('+')) {
    const [english, german] = hybrid.split(',').map(scoresOf);
    const score = (set: EvalSet) => (jobId: string, resumeId: string) =>
      (germanJobs.has(`${set.name}\u0000${jobId}`) ? german! : english!).get(pairKey(set.name, jobId, resumeId)) ?? -1;
    console.log(`hybrid ${hybrid} ${line(figures(sets, score))}`);
  }
}
