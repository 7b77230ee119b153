/**
 * Learn the screening engine's model from the TRAIN split of every eval set: the table of stem
 * document frequencies behind focus (`data/focus-terms.json`), the part weights of English and
 * German postings, the share of focus in the skills and relevance parts and the calibration curve
 * (`data/model.json`). Numbers only: no text of any resume or posting is written.
 *
 *   npm run train:screening -- [EVAL_DIR] [--now YYYY-MM-DD] [--dry-run]
 *
 * Method (deterministic; no sampling):
 * - Focus terms: document frequencies of the stems of the public job postings
 *   (`job-descriptions/`), each stem with its count; IDF = ln(1 + (N - df + 0.5) / (df + 0.5)).
 * - Every TRAIN (job, resume) pair becomes a vector of the engine's signals (0 where a part does
 *   not apply to the job): skills found, skills found x focus, BM25 relevance, focus x length,
 *   role (the title's words anywhere), domain, experience, education, the title's words in the
 *   resume's role titles, in its recent role titles and in its headline, the most of the title
 *   one short line holds, and the same twelve again for a German posting (0 for others).
 * - English weights: the base of a fit over all postings, where a German posting's weight of each
 *   signal is base + extra (the German postings' grades inform the shared base). German weights:
 *   a fit of the first eight signals over the German postings alone, free of the English ones
 *   (with a shared base a German weight could not fall below the English one: the title's words,
 *   which the German project postings' grades barely follow, kept a third of the weight); the
 *   role's titles, headline and title line are not in it (the first two moved GULP by less than
 *   0.01 in the study, and German postings give the title's words almost no weight). The role part's weight is the sum of its five signals' weights, the shares of
 *   role titles, recent role titles, headline and title line theirs.
 * - Weights: a linear ranker with non-negative weights over these vectors, fitted per job:
 *   category jobs with a softmax loss of each relevant resume against all the others (it favours
 *   the top of the list), graded jobs with a pairwise logistic loss over resumes with different
 *   grades (`eval/ranker.ts`). The category sets count 0.3 each, the graded sets 1 (see
 *   SET_WEIGHTS), each job the same within its set. Full-batch Adam, L2 1e-3, from all weights 1.
 *   The skills part's weight is the sum of its two signals' weights and its focus share the second
 *   one's part of it; relevance likewise. A part that applies to fewer than 20 % of the training
 *   jobs (years: the eval jobs seldom state them) cannot be weighed from the data and keeps a prior
 *   share (experience 0.15, education 0.10); the fitted parts share the rest.
 * - Calibration: a logistic regression of "good match" (same category; graded: the top two grades)
 *   on the engine's raw score, classes and sets balanced (`eval/calibration.ts`); its midpoint and
 *   slope become the 0-100 curve of `calibrate`.
 * Validation jobs are never read here; `npm run eval:screening` reports them.
 */
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { PartScores } from '../apps/server/src/modules/screening/engine.js';
import { FOCUS_TERMS_URL, parseFocusTerms } from '../apps/server/src/modules/screening/focus.js';
import {
  MODEL_LANGUAGES,
  MODEL_URL,
  type ModelLanguage,
  PART_NAMES,
  type PartName,
  parseModel,
  type ScreeningModel,
} from '../apps/server/src/modules/screening/model.js';
import { mixRole } from '../apps/server/src/modules/screening/role.js';
import { contentTerms } from '../apps/server/src/modules/screening/terms.js';
import { fitCalibration } from './eval/calibration.js';
import { engineScorer } from './eval/engine-scores.js';
import { type EvalSet, loadPostings, loadSet, SET_NAMES } from './eval/datasets.js';
import { evaluateSplit, pairsByJob } from './eval/evaluate.js';
import { fitRanker, groupsOf, type RankExample } from './eval/ranker.js';

const { values: args, positionals } = parseArgs({
  options: { now: { type: 'string', default: '2025-06-01' }, 'dry-run': { type: 'boolean', default: false } },
  allowPositionals: true,
});
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const evalDir = resolve(positionals[0] ?? resolve(repoRoot, '../shared/eval'));
const now = new Date(`${args.now}T00:00:00Z`);

/**
 * A part that applies to fewer than this share of the training jobs cannot be weighed from the
 * data (the eval jobs seldom state years); it keeps its prior share of the weight.
 */
const MIN_APPLY_SHARE = 0.2;
const PRIOR_SHARE: Partial<Record<PartName, number>> = { experience: 0.15, education: 0.1 };
/**
 * How much each set counts in the fit. The category sets' jobs are written from a bare category
 * name and their labels are keyword categories, while the graded sets hold real postings judged by
 * people, which is what the engine meets in use: the category sets count 0.3 each, the graded 1.
 * Chosen by job-level cross-validation inside TRAIN (`bench/screening-cv.ts`).
 */
const SET_WEIGHTS = new Map([
  ['livecareer', 0.3],
  ['kaggle', 0.3],
  ['ferr', 1],
  ['gulp', 1],
]);

/** The fitted signals and the part each belongs to. */
const SIGNALS = [
  ['coverage', 'skills'],
  ['coverageFocus', 'skills'],
  ['bm25', 'relevance'],
  ['focusLength', 'relevance'],
  ['role', 'role'],
  ['domain', 'domain'],
  ['experience', 'experience'],
  ['education', 'education'],
  ['roleTitles', 'role'],
  ['recentRoleTitles', 'role'],
  ['headline', 'role'],
  ['titleLine', 'role'],
] as const satisfies readonly (readonly [string, PartName])[];

/** The signals of the German fit: the first eight (the role's titles, headline and title line are the English postings' alone, eighth and ninth rounds). */
const GERMAN_SIGNALS = 8;

/**
 * Stems in fewer postings are left out of the table (they count as unseen, a weight close to
 * theirs): what the repository keeps is the postings' shared vocabulary, not the names and rare
 * words of single postings.
 */
const FOCUS_MIN_DF = 3;

/** The focus terms must be in place before the engine is loaded: it reads them on first use. */
function writeFocusTerms(): void {
  const postings = loadPostings(evalDir);
  const df = new Map<string, number>();
  for (const p of postings) for (const t of new Set(contentTerms(p))) df.set(t, (df.get(t) ?? 0) + 1);
  const table = parseFocusTerms({
    description:
      'Document frequencies of word stems over the public job postings of the eval folder, the IDF of focus (modules/screening/focus.ts). Written by `npm run train:screening`. Numbers per stem only.',
    documents: postings.length,
    minDf: FOCUS_MIN_DF,
    df: Object.fromEntries([...df].filter(([, count]) => count >= FOCUS_MIN_DF).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  });
  console.log(`focus terms: ${Object.keys(table.df).length} of ${df.size} stems (in ${FOCUS_MIN_DF}+ of ${postings.length} postings)`);
  if (!args['dry-run']) writeFileSync(FOCUS_TERMS_URL, `${JSON.stringify(table)}\n`);
}

interface Example extends RankExample {
  /** Which parts apply to the job. */
  applies: boolean[];
  language: ModelLanguage;
  /** The part scores' inputs: coverage, bm25, focus, length and the four other parts. */
  parts: Record<PartName, number>;
  signals: PartScores['signals'];
}

const signalValues = (e: Omit<Example, 'x'>) => {
  const s = e.signals;
  const on = (p: PartName) => (e.applies[PART_NAMES.indexOf(p)] ? 1 : 0);
  const base = [
    on('skills') * s.coverage,
    on('skills') * s.coverage * s.focus,
    on('relevance') * s.bm25,
    on('relevance') * s.focus * s.length,
    on('role') * s.roleWords,
    on('domain') * e.parts.domain,
    on('experience') * e.parts.experience,
    on('education') * e.parts.education,
    on('role') * s.roleTitles,
    on('role') * s.recentRoleTitles,
    on('role') * s.headline,
    on('role') * s.titleLine,
  ];
  return [...base, ...base.map((v) => (e.language === 'de' ? v : 0))];
};

function examplesOf(set: EvalSet): Example[] {
  const engine = engineScorer(set, now);
  const train = new Set(set.jobs.filter((j) => j.split === 'train').map((j) => j.id));
  const out: Example[] = [];
  for (const p of set.pairs) {
    if (!train.has(p.jobId)) continue;
    const parts = engine.parts(p.jobId, p.resumeId);
    if (!parts) continue;
    const e = {
      set: set.name,
      jobId: p.jobId,
      resumeId: p.resumeId,
      grade: p.grade,
      applies: PART_NAMES.map((n) => parts[n].applies),
      language: engine.language(p.jobId),
      parts: Object.fromEntries(PART_NAMES.map((n) => [n, parts[n].score])) as Record<PartName, number>,
      signals: parts.signals,
    };
    out.push({ ...e, x: signalValues(e) });
  }
  return out;
}

/** One language's signal weights as the parts' weights (before priors) and the share of focus in skills and relevance. */
function modelOf(w: number[]) {
  const partWeight = (part: PartName) => SIGNALS.reduce((s, [, p], k) => s + (p === part ? w[k]! : 0), 0);
  const share = (part: PartName, signal: number) => (partWeight(part) > 0 ? w[signal]! / partWeight(part) : 0);
  return {
    weights: Object.fromEntries(PART_NAMES.map((p) => [p, partWeight(p)])) as Record<PartName, number>,
    focus: { skills: round(share('skills', 1)), relevance: round(share('relevance', 3)) },
    role: {
      titles: round(share('role', 8)),
      recentTitles: round(share('role', 9)),
      headline: round(share('role', 10)),
      titleLine: round(share('role', 11)),
    },
  };
}

const round = (x: number) => Math.round(x * 1e4) / 1e4;

/** Fixed parts keep their prior share; the fitted ones share the rest in proportion. */
function withPriors(weights: Record<PartName, number>, fixed: (number | null)[]): Record<PartName, number> {
  const fixedTotal = fixed.reduce<number>((s, x) => s + (x ?? 0), 0);
  const fittedTotal = PART_NAMES.reduce((s, p, k) => s + (fixed[k] === null ? weights[p] : 0), 0);
  return Object.fromEntries(PART_NAMES.map((p, k) => [p, round(fixed[k] ?? (weights[p] / fittedTotal) * (1 - fixedTotal))])) as Record<
    PartName,
    number
  >;
}

/** The engine's raw score for an example under a model: weighted mean of its part scores over the parts that apply. */
function rawScore(e: Example, model: Pick<ScreeningModel, 'weights' | 'focus' | 'role'>): number {
  const weights = model.weights[e.language];
  const mix = model.focus[e.language];
  const s = e.signals;
  const score: Record<PartName, number> = {
    ...e.parts,
    role: mixRole(model.role[e.language], s),
    skills: s.coverage * (1 - mix.skills + mix.skills * s.focus),
    relevance: (1 - mix.relevance) * s.bm25 + mix.relevance * s.focus * s.length,
  };
  let sum = 0;
  let total = 0;
  PART_NAMES.forEach((p, k) => {
    if (!e.applies[k] || weights[p] === 0) return;
    sum += weights[p] * score[p];
    total += weights[p];
  });
  return total > 0 ? sum / total : 0;
}

/** FNV-1a of the model's numbers: the version changes exactly when they do. */
function versionOf(numbers: Pick<ScreeningModel, 'weights' | 'focus' | 'role' | 'calibration'>): string {
  const text = JSON.stringify(numbers);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

const started = performance.now();
writeFocusTerms();
const sets = SET_NAMES.map((name) => loadSet(evalDir, name));
const examples = sets.flatMap(examplesOf);
const kinds = new Map(sets.map((s) => [s.name, s.kind]));
const groups = groupsOf(examples, kinds, SET_WEIGHTS);
console.log(`eval: ${evalDir}; ${examples.length} training pairs from ${sets.length} sets, ${groups.length} jobs`);

const applyShare = PART_NAMES.map((_, k) => {
  const jobs = new Map(examples.map((e) => [`${e.set}\u0000${e.jobId}`, e.applies[k]!]));
  return [...jobs.values()].filter(Boolean).length / jobs.size;
});
const fixed = PART_NAMES.map((n, k) => (applyShare[k]! < MIN_APPLY_SHARE ? (PRIOR_SHARE[n] ?? 0) : null));
const fitted = fitRanker(groups, 2 * SIGNALS.length);
const german = examples.filter((e) => e.language === 'de').map((e) => ({ ...e, x: e.x.slice(SIGNALS.length, SIGNALS.length + GERMAN_SIGNALS) }));
const fittedGerman = [
  ...fitRanker(groupsOf(german, kinds, SET_WEIGHTS), GERMAN_SIGNALS),
  ...new Array<number>(SIGNALS.length - GERMAN_SIGNALS).fill(0),
];
const signalWeights: Record<ModelLanguage, number[]> = { en: fitted.slice(0, SIGNALS.length), de: fittedGerman };
console.log(`parts applying to the training jobs: ${PART_NAMES.map((n, k) => `${n} ${(100 * applyShare[k]!).toFixed(0)}%`).join(', ')}`);
console.log(`fitted signals: ${MODEL_LANGUAGES.flatMap((l) => SIGNALS.map(([n], k) => `${n}*${l} ${signalWeights[l][k]!.toFixed(3)}`)).join(', ')}`);
const byLanguage = Object.fromEntries(MODEL_LANGUAGES.map((l) => [l, modelOf(signalWeights[l])])) as Record<
  ModelLanguage,
  ReturnType<typeof modelOf>
>;
const learned = {
  weights: Object.fromEntries(MODEL_LANGUAGES.map((l) => [l, withPriors(byLanguage[l].weights, fixed)])) as ScreeningModel['weights'],
  focus: Object.fromEntries(MODEL_LANGUAGES.map((l) => [l, byLanguage[l].focus])) as ScreeningModel['focus'],
  role: Object.fromEntries(MODEL_LANGUAGES.map((l) => [l, byLanguage[l].role])) as ScreeningModel['role'],
};
const calibration = fitCalibration(examples.map((e) => ({ set: e.set, grade: e.grade, raw: rawScore(e, learned) })));
const model = parseModel({
  description:
    "Weights of the score's parts by the posting's language, the share of focus in the skills and relevance parts and the calibration curve, written by `npm run train:screening` (bench/train-screening.ts) from the train split of the eval sets. Numbers only.",
  version: versionOf({ ...learned, calibration }),
  ...learned,
  calibration,
  training: { sets: SET_NAMES, split: 'train', pairs: examples.length, jobs: groups.length, now: args.now },
});

for (const l of MODEL_LANGUAGES)
  console.log(
    `${l}: weights ${PART_NAMES.map((n) => `${n} ${model.weights[l][n].toFixed(3)}`).join(', ')}; focus share: skills ${model.focus[l].skills}, relevance ${model.focus[l].relevance}; role shares: titles ${model.role[l].titles}, recent ${model.role[l].recentTitles}, headline ${model.role[l].headline}, title line ${model.role[l].titleLine}`,
  );
console.log(`calibration: midpoint ${calibration.midpoint}, steepness ${calibration.steepness}; version ${model.version}`);
for (const set of sets) {
  const byExample = new Map(examples.filter((e) => e.set === set.name).map((e) => [`${e.jobId}\u0000${e.resumeId}`, rawScore(e, model)]));
  const result = evaluateSplit(set, 'train', (jobId, resumeId) => byExample.get(`${jobId}\u0000${resumeId}`) ?? -1, pairsByJob(set));
  console.log(
    `train ${set.name}: ${Object.entries(result.figures)
      .map(([k, v]) => `${k} ${v.toFixed(3)}`)
      .join(', ')}`,
  );
}
if (args['dry-run']) console.log('dry run: model not written');
else {
  writeFileSync(MODEL_URL, `${JSON.stringify(model, null, 2)}\n`);
  console.log(`wrote ${fileURLToPath(MODEL_URL)}`);
}
console.log(`took ${((performance.now() - started) / 1000).toFixed(1)} s`);
