/**
 * Feature study for the learned ranker: job-level 5-fold cross-validation inside the TRAIN split
 * (VALIDATION jobs are never read), so methods are chosen without looking at VALIDATION.
 *
 *   node --import tsx bench/screening-cv.ts [EVAL_DIR] [config,config,...|none] [--single] [--per-set a+b+...]
 *   SET_WEIGHTS='{"livecareer":0.3,"kaggle":0.3}'   how much each set counts in the fit (default 1 each)
 *
 * Prints, per candidate feature set, the cross-validated LiveCareer and Kaggle P@10 and FERR and
 * GULP per-job Spearman and their mean; `--single` the figure of each feature alone (no fit);
 * `--per-set` a fit to each set alone (the ceiling of one set). Candidate features are computed
 * here from the engine's analyses; the ones that earn their place move into the engine.
 */
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
import { saturate, termWeight } from '../apps/server/src/modules/screening/relevance.js';
import { extractResumeSkills, resumeShows } from '../apps/server/src/modules/screening/skills.js';
import { contentTerms } from '../apps/server/src/modules/screening/terms.js';
import { type EvalSet, loadPostings, loadSet, SET_NAMES } from './eval/datasets.js';
import { evaluateSplit, pairsByJob, type PairScore } from './eval/evaluate.js';
import { dot, fitRanker, groupsOf, type RankExample } from './eval/ranker.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const evalDir = resolve(process.argv[2] ?? resolve(repoRoot, '../shared/eval'));
const now = new Date('2025-06-01T00:00:00Z');
const FOLDS = 5;
const SET_WEIGHTS = new Map(Object.entries(JSON.parse(process.env.SET_WEIGHTS ?? '{}') as Record<string, number>));

// Corpus statistics from the public job postings (never from the eval sets).
const postings = loadPostings(evalDir);
const bm25Idf = (df: number) => Math.log(1 + (postings.length - df + 0.5) / (df + 0.5));
const termDf = countDocuments(postings.map((p) => new Set(contentTerms(p))));
const postingSkillSets = postings.map((p) => [...extractResumeSkills(p).explicit]);
const skillDf = countDocuments(postingSkillSets.map((ids) => new Set(ids)));
const skillPairDf = countDocuments(postingSkillSets.map((ids) => new Set(ids.flatMap((a) => ids.filter((b) => b !== a).map((b) => `${a}|${b}`)))));
const termIdf = (t: string) => bm25Idf(termDf.get(t) ?? 0);
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

const part = (p: Pair, name: keyof Omit<PartScores, 'weights' | 'raw' | 'score'>) => (p.parts[name].applies ? p.parts[name].score : 0);
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

/** Candidate features, each in [0, 1] and non-decreasing in the resume's content. */
const FEATURES = {
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
};
type Feature = keyof typeof FEATURES;
const FEATURE_NAMES = Object.keys(FEATURES) as Feature[];

const PARTS: Feature[] = ['skills', 'relevance', 'role', 'domain', 'experience', 'education'];
const OLD_PARTS: Feature[] = ['skills', 'relevance', 'roleClass', 'domain', 'experience', 'education'];
const CONFIGS: Record<string, Feature[]> = {
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
};

interface Row extends RankExample {
  features: Record<Feature, number>;
}

function analyzeResumes(set: EvalSet): Map<string, ResumeAnalysis> {
  const out = new Map<string, ResumeAnalysis>();
  for (const r of set.resumes) {
    try {
      out.set(r.id, analyzeResume(r.text, { now }));
    } catch (e) {
      if (!isUnreadableResumeError(e)) throw e;
    }
  }
  return out;
}

/** Feature rows of the set's TRAIN pairs (unreadable resumes left out). */
function trainRows(set: EvalSet): Row[] {
  const jobs = new Map(set.jobs.filter((j) => j.split === 'train').map((j) => [j.id, analyzeJob(j.job)]));
  const resumes = analyzeResumes(set);
  return set.pairs.flatMap((p) => {
    const job = jobs.get(p.jobId);
    const resume = resumes.get(p.resumeId);
    if (!job || !resume) return [];
    const pair: Pair = { job, resume, parts: scoreParts(resume, job) };
    const features = Object.fromEntries(FEATURE_NAMES.map((f) => [f, FEATURES[f](pair)])) as Record<Feature, number>;
    return [{ set: set.name, jobId: p.jobId, resumeId: p.resumeId, grade: p.grade, x: [], features }];
  });
}

function foldOf(setName: string, jobId: string): number {
  let h = 0x811c9dc5;
  for (const c of `cv/${setName}/${jobId}`) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return h % FOLDS;
}

const pairKey = (set: string, jobId: string, resumeId: string) => `${set}\u0000${jobId}\u0000${resumeId}`;
const headlineMeasure = (set: EvalSet) => (set.kind === 'category' ? 'P@10' : 'per-job ρ');

/** The headline TRAIN figure of every set for one scorer. */
function figures(sets: EvalSet[], score: (set: EvalSet) => PairScore): Record<string, number> {
  return Object.fromEntries(sets.map((set) => [set.name, evaluateSplit(set, 'train', score(set), pairsByJob(set)).figures[headlineMeasure(set)]!]));
}

/** Fit on all folds but one, score the one left out, for every fold. */
function crossValidate(sets: EvalSet[], rows: Row[], names: Feature[]): Record<string, number> {
  const kinds = new Map(sets.map((s) => [s.name, s.kind]));
  const examples = rows.map((r) => ({ ...r, x: names.map((n) => r.features[n]) }));
  const scores = new Map<string, number>();
  for (let k = 0; k < FOLDS; k++) {
    const w = fitRanker(
      groupsOf(
        examples.filter((e) => foldOf(e.set, e.jobId) !== k),
        kinds,
        SET_WEIGHTS,
      ),
      names.length,
    );
    for (const e of examples) if (foldOf(e.set, e.jobId) === k) scores.set(pairKey(e.set, e.jobId, e.resumeId), dot(w, e.x));
  }
  return figures(sets, (set) => (jobId, resumeId) => scores.get(pairKey(set.name, jobId, resumeId)) ?? -1);
}

const line = (r: Record<string, number>) => {
  const values = Object.values(r);
  return `${Object.entries(r)
    .map(([k, v]) => `${k} ${v.toFixed(3)}`)
    .join('  ')}  mean ${(values.reduce((s, x) => s + x, 0) / values.length).toFixed(3)}`;
};

const started = performance.now();
const sets = SET_NAMES.map((n) => loadSet(evalDir, n));
const rows = sets.flatMap(trainRows);
console.log(`${rows.length} TRAIN pairs, ${postings.length} postings, ${((performance.now() - started) / 1000).toFixed(1)} s`);

const chosen = process.argv[3] && !process.argv[3].startsWith('--') ? process.argv[3].split(',') : Object.keys(CONFIGS);
for (const name of chosen) if (CONFIGS[name]) console.log(`${name.padEnd(16)} ${line(crossValidate(sets, rows, CONFIGS[name]))}`);

if (process.argv.includes('--single')) {
  for (const f of FEATURE_NAMES) {
    const byPair = new Map(rows.map((r) => [pairKey(r.set, r.jobId, r.resumeId), r.features[f]]));
    console.log(`single ${f.padEnd(16)} ${line(figures(sets, (set) => (jobId, resumeId) => byPair.get(pairKey(set.name, jobId, resumeId)) ?? -1))}`);
  }
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
