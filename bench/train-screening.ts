/**
 * Learn the screening engine's part weights and calibration from the TRAIN split of every eval
 * set, and write them to apps/server/src/modules/screening/data/model.json (numbers only).
 *
 *   npm run train:screening -- [EVAL_DIR] [--now YYYY-MM-DD] [--dry-run]
 *
 * Method (deterministic; no sampling):
 * - Every (job, resume) pair becomes the vector of the engine's part scores (0 where a part does
 *   not apply to the job; within one job that is the same for every resume).
 * - Weights: a linear ranker over the part scores, kept non-negative so every part stays a
 *   reward, fitted per job: category jobs with a softmax loss of each relevant resume against all
 *   the others (it favours the top of the list), graded jobs with a pairwise logistic loss over
 *   resumes with different grades (`eval/ranker.ts`). The category sets count 0.3 each, the graded
 *   sets 1 (see SET_WEIGHTS), each job the same within its set. Full-batch Adam, L2 1e-3, from all weights 1. A part that applies to fewer than 20 % of the
 *   training jobs (years, degrees: the eval jobs seldom state them) cannot be weighed from the
 *   data and keeps a prior share (experience 0.15, education 0.10); the fitted parts share the rest.
 * - Calibration: a logistic regression of "good match" (same category; graded: the top two grades)
 *   on the weighted raw score, classes and sets balanced; its midpoint and slope become the
 *   0-100 curve of `calibrate`.
 * Validation jobs are never read here; `npm run eval:screening` reports them.
 */
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { MODEL_URL, PART_NAMES, type PartName, parseModel, type ScreeningModel } from '../apps/server/src/modules/screening/model.js';
import { type EvalSet, loadSet, SET_NAMES } from './eval/datasets.js';
import { engineScorer } from './eval/engine-scores.js';
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
 * data (the eval jobs seldom state years or a degree); it keeps its prior share of the weight.
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

interface Example extends RankExample {
  /** Which parts apply to the job. */
  applies: boolean[];
}

function examplesOf(set: EvalSet): Example[] {
  const engine = engineScorer(set, now);
  const train = new Set(set.jobs.filter((j) => j.split === 'train').map((j) => j.id));
  const out: Example[] = [];
  for (const p of set.pairs) {
    if (!train.has(p.jobId)) continue;
    const parts = engine.parts(p.jobId, p.resumeId);
    if (!parts) continue;
    out.push({
      set: set.name,
      jobId: p.jobId,
      resumeId: p.resumeId,
      grade: p.grade,
      x: PART_NAMES.map((n) => (parts[n].applies ? parts[n].score : 0)),
      applies: PART_NAMES.map((n) => parts[n].applies),
    });
  }
  return out;
}

/** The engine's raw score for an example: weighted mean over the parts that apply. */
function rawScore(e: Example, weights: number[]): number {
  let sum = 0;
  let total = 0;
  for (let k = 0; k < weights.length; k++) {
    if (!e.applies[k] || weights[k] === 0) continue;
    sum += weights[k]! * e.x[k]!;
    total += weights[k]!;
  }
  return total > 0 ? sum / total : 0;
}

const isGoodMatch = (e: Example, topGrade: number) => (topGrade === 1 ? e.grade === 1 : e.grade >= topGrade - 1);

/** 1-D logistic regression p(good | raw) = sigmoid(k (raw - m)), classes balanced within each set, sets equal. */
function fitCalibration(examples: Example[], weights: number[]): ScreeningModel['calibration'] {
  const points: { x: number; y: number; weight: number }[] = [];
  for (const name of new Set(examples.map((e) => e.set))) {
    const ofSet = examples.filter((e) => e.set === name);
    const top = Math.max(...ofSet.map((e) => e.grade));
    const good = ofSet.filter((e) => isGoodMatch(e, top));
    const bad = ofSet.filter((e) => !isGoodMatch(e, top));
    for (const e of good) points.push({ x: rawScore(e, weights), y: 1, weight: 0.5 / good.length });
    for (const e of bad) points.push({ x: rawScore(e, weights), y: 0, weight: 0.5 / bad.length });
  }
  let a = 0;
  let b = 1;
  // Newton's method on the two parameters of sigmoid(a + b x).
  for (let it = 0; it < 50; it++) {
    let ga = 0;
    let gb = 0;
    let haa = 1e-9;
    let hab = 0;
    let hbb = 1e-9;
    for (const p of points) {
      const q = 1 / (1 + Math.exp(-(a + b * p.x)));
      const r = p.weight * (q - p.y);
      const h = p.weight * q * (1 - q);
      ga += r;
      gb += r * p.x;
      haa += h;
      hab += h * p.x;
      hbb += h * p.x * p.x;
    }
    const det = haa * hbb - hab * hab;
    a -= (hbb * ga - hab * gb) / det;
    b -= (haa * gb - hab * ga) / det;
  }
  const round = (x: number) => Math.round(x * 1e4) / 1e4;
  return { midpoint: round(Math.min(1, Math.max(0, -a / b))), steepness: round(b) };
}

/** FNV-1a of the model's numbers: the version changes exactly when they do. */
function versionOf(weights: Record<PartName, number>, calibration: ScreeningModel['calibration']): string {
  const text = JSON.stringify({ weights, calibration });
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

const started = performance.now();
const sets = SET_NAMES.map((name) => loadSet(evalDir, name));
const examples = sets.flatMap(examplesOf);
const groups = groupsOf(examples, new Map(sets.map((s) => [s.name, s.kind])), SET_WEIGHTS);
console.log(`eval: ${evalDir}; ${examples.length} training pairs from ${sets.length} sets, ${groups.length} jobs`);

const applyShare = PART_NAMES.map((_, k) => {
  const jobs = new Map(examples.map((e) => [`${e.set}\u0000${e.jobId}`, e.applies[k]!]));
  return [...jobs.values()].filter(Boolean).length / jobs.size;
});
const fixed = PART_NAMES.map((n, k) => (applyShare[k]! < MIN_APPLY_SHARE ? (PRIOR_SHARE[n] ?? 0) : null));
const fitted = fitRanker(groups, PART_NAMES.length);
const fixedTotal = fixed.reduce<number>((s, x) => s + (x ?? 0), 0);
const fittedTotal = fitted.reduce((s, x, k) => s + (fixed[k] === null ? x : 0), 0);
const weights = Object.fromEntries(
  PART_NAMES.map((n, k) => [n, Math.round((fixed[k] ?? (fitted[k]! / fittedTotal) * (1 - fixedTotal)) * 1e4) / 1e4]),
) as Record<PartName, number>;
console.log(`parts applying to the training jobs: ${PART_NAMES.map((n, k) => `${n} ${(100 * applyShare[k]!).toFixed(0)}%`).join(', ')}`);
const rounded = PART_NAMES.map((n) => weights[n]);
const calibration = fitCalibration(examples, rounded);
const model = parseModel({
  description:
    "Weights of the score's parts and the calibration curve, written by `npm run train:screening` (bench/train-screening.ts) from the train split of the eval sets. Numbers only.",
  version: versionOf(weights, calibration),
  weights,
  calibration,
  training: { sets: SET_NAMES, split: 'train', pairs: examples.length, jobs: groups.length, now: args.now },
});

console.log(`weights: ${PART_NAMES.map((n) => `${n} ${weights[n].toFixed(3)}`).join(', ')}`);
console.log(`calibration: midpoint ${calibration.midpoint}, steepness ${calibration.steepness}; version ${model.version}`);
for (const set of sets) {
  const byExample = new Map(examples.filter((e) => e.set === set.name).map((e) => [`${e.jobId}\u0000${e.resumeId}`, rawScore(e, rounded)]));
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
