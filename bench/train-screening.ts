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
 *   resumes with different grades. Each set counts the same, each job the same within its set.
 *   Full-batch Adam, L2 1e-3, from all weights 1. A part that applies to fewer than 20 % of the
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

const { values: args, positionals } = parseArgs({
  options: { now: { type: 'string', default: '2025-06-01' }, 'dry-run': { type: 'boolean', default: false } },
  allowPositionals: true,
});
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const evalDir = resolve(positionals[0] ?? resolve(repoRoot, '../shared/eval'));
const now = new Date(`${args.now}T00:00:00Z`);

const L2 = 1e-3;
/**
 * A part that applies to fewer than this share of the training jobs cannot be weighed from the
 * data (the eval jobs seldom state years or a degree); it keeps its prior share of the weight.
 */
const MIN_APPLY_SHARE = 0.2;
const PRIOR_SHARE: Partial<Record<PartName, number>> = { experience: 0.15, education: 0.1 };
const ITERATIONS = 400;
const LEARNING_RATE = 0.05;

type Vector = number[];

interface Example {
  set: string;
  jobId: string;
  resumeId: string;
  grade: number;
  /** Part scores, in PART_NAMES order. */
  x: Vector;
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

/** One job's resumes as a training group; `weight` balances sets and jobs. */
interface Group {
  kind: EvalSet['kind'];
  weight: number;
  xs: Vector[];
  grades: number[];
}

/** Each set weighs 1 in total, each of its jobs the same; jobs whose resumes all share one label teach nothing. */
function groupsOf(examples: Example[], kinds: Map<string, EvalSet['kind']>): Group[] {
  const bySet = new Map<string, Map<string, Example[]>>();
  for (const e of examples) {
    const jobs = bySet.get(e.set) ?? bySet.set(e.set, new Map()).get(e.set)!;
    (jobs.get(e.jobId) ?? jobs.set(e.jobId, []).get(e.jobId)!).push(e);
  }
  const out: Group[] = [];
  for (const [set, jobs] of bySet) {
    const useful = [...jobs.values()].filter((g) => new Set(g.map((e) => e.grade)).size > 1);
    for (const g of useful) out.push({ kind: kinds.get(set)!, weight: 1 / useful.length, xs: g.map((e) => e.x), grades: g.map((e) => e.grade) });
  }
  return out;
}

const dot = (w: Vector, x: Vector) => x.reduce((s, xi, k) => s + xi * w[k]!, 0);

/**
 * Adds the gradient of one group's loss at w to `grad`.
 * - Category job: for each relevant resume, softmax cross-entropy against all other-category
 *   resumes (-s_pos + log(e^s_pos + sum e^s_neg)); the highest-scoring wrong resumes weigh most,
 *   which is what the top of the list (P@10) needs.
 * - Graded job: pairwise logistic loss log(1 + e^-(s_a - s_b)) for every pair with grade a > b,
 *   weighted by the grade difference (normalised within the job).
 */
function addGroupGradient(group: Group, w: Vector, grad: Vector): void {
  const scores = group.xs.map((x) => dot(w, x));
  const dims = w.length;
  if (group.kind === 'category') {
    const positives = group.grades.flatMap((g, i) => (g > 0 ? [i] : []));
    const top = Math.max(...scores);
    let negSum = 0;
    const negWeighted = new Array<number>(dims).fill(0);
    group.grades.forEach((g, i) => {
      if (g > 0) return;
      const e = Math.exp(scores[i]! - top);
      negSum += e;
      for (let k = 0; k < dims; k++) negWeighted[k]! += e * group.xs[i]![k]!;
    });
    for (const p of positives) {
      const e = Math.exp(scores[p]! - top);
      const z = negSum + e;
      for (let k = 0; k < dims; k++) grad[k]! += (group.weight / positives.length) * (-group.xs[p]![k]! + (negWeighted[k]! + e * group.xs[p]![k]!) / z);
    }
    return;
  }
  let total = 0;
  for (const ga of group.grades) for (const gb of group.grades) if (ga > gb) total += ga - gb;
  group.grades.forEach((ga, a) => {
    group.grades.forEach((gb, b) => {
      if (ga <= gb) return;
      const c = (-group.weight * (ga - gb)) / total / (1 + Math.exp(scores[a]! - scores[b]!));
      for (let k = 0; k < dims; k++) grad[k]! += c * (group.xs[a]![k]! - group.xs[b]![k]!);
    });
  });
}

/** Minimise the summed group losses + L2 |w|^2 / 2 over w >= 0 (full-batch Adam, projected). */
function fitRanker(groups: Group[], dims: number): Vector {
  const w = new Array<number>(dims).fill(1);
  const m = new Array<number>(dims).fill(0);
  const v = new Array<number>(dims).fill(0);
  for (let it = 1; it <= ITERATIONS; it++) {
    const grad = w.map((x) => L2 * x);
    for (const g of groups) addGroupGradient(g, w, grad);
    for (let k = 0; k < dims; k++) {
      m[k] = 0.9 * m[k]! + 0.1 * grad[k]!;
      v[k] = 0.999 * v[k]! + 0.001 * grad[k]! ** 2;
      const step = (LEARNING_RATE * (m[k]! / (1 - 0.9 ** it))) / (Math.sqrt(v[k]! / (1 - 0.999 ** it)) + 1e-8);
      w[k] = Math.max(0, w[k]! - step);
    }
  }
  return w;
}

/** The engine's raw score for an example: weighted mean over the parts that apply. */
function rawScore(e: Example, weights: Vector): number {
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
function fitCalibration(examples: Example[], weights: Vector): ScreeningModel['calibration'] {
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
const groups = groupsOf(examples, new Map(sets.map((s) => [s.name, s.kind])));
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
    'Weights of the score\'s parts and the calibration curve, written by `npm run train:screening` (bench/train-screening.ts) from the train split of the eval sets. Numbers only.',
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
  console.log(`train ${set.name}: ${Object.entries(result.figures).map(([k, v]) => `${k} ${v.toFixed(3)}`).join(', ')}`);
}
if (args['dry-run']) console.log('dry run: model not written');
else {
  writeFileSync(MODEL_URL, `${JSON.stringify(model, null, 2)}\n`);
  console.log(`wrote ${fileURLToPath(MODEL_URL)}`);
}
console.log(`took ${((performance.now() - started) / 1000).toFixed(1)} s`);
