/**
 * The learning-to-rank fit behind `npm run train:screening`: a linear ranker with non-negative
 * weights over per-pair feature vectors, fitted per job (deterministic, full-batch Adam).
 *
 * - Category job: for each relevant resume, softmax cross-entropy against all other-category
 *   resumes (-s_pos + log(e^s_pos + sum e^s_neg)); the highest-scoring wrong resumes weigh most,
 *   which is what the top of the list (P@10) needs.
 * - Graded job: pairwise logistic loss log(1 + e^-(s_a - s_b)) for every pair with grade a > b,
 *   weighted by the grade difference (normalised within the job).
 * Each set weighs 1 in total, each of its jobs the same.
 */
import type { EvalSet } from './datasets.js';

export type Vector = number[];

export interface RankExample {
  set: string;
  jobId: string;
  resumeId: string;
  grade: number;
  /** Feature values of the pair. */
  x: Vector;
}

/** One job's resumes as a training group; `weight` balances sets and jobs. */
export interface Group {
  kind: EvalSet['kind'];
  weight: number;
  xs: Vector[];
  grades: number[];
}

/** Each set weighs 1 in total, each of its jobs the same; jobs whose resumes all share one label teach nothing. */
export function groupsOf(examples: RankExample[], kinds: Map<string, EvalSet['kind']>, setWeights: Map<string, number> = new Map()): Group[] {
  const bySet = new Map<string, Map<string, RankExample[]>>();
  for (const e of examples) {
    const jobs = bySet.get(e.set) ?? bySet.set(e.set, new Map()).get(e.set)!;
    (jobs.get(e.jobId) ?? jobs.set(e.jobId, []).get(e.jobId)!).push(e);
  }
  const out: Group[] = [];
  for (const [set, jobs] of bySet) {
    const useful = [...jobs.values()].filter((g) => new Set(g.map((e) => e.grade)).size > 1);
    for (const g of useful)
      out.push({ kind: kinds.get(set)!, weight: (setWeights.get(set) ?? 1) / useful.length, xs: g.map((e) => e.x), grades: g.map((e) => e.grade) });
  }
  return out;
}

export const dot = (w: Vector, x: Vector) => x.reduce((s, xi, k) => s + xi * w[k]!, 0);

/** Adds the gradient of one group's loss at w to `grad`. */
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
      for (let k = 0; k < dims; k++)
        grad[k]! += (group.weight / positives.length) * (-group.xs[p]![k]! + (negWeighted[k]! + e * group.xs[p]![k]!) / z);
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

export interface FitOptions {
  iterations: number;
  learningRate: number;
  l2: number;
}

export const DEFAULT_FIT: FitOptions = { iterations: 400, learningRate: 0.05, l2: 1e-3 };

/**
 * A floor on a share of the weights: the `numerator` dimensions sum to at least `share` of the
 * `denominator` ones (which include them), kept by raising dimension `raise` (in both).
 */
export interface MinShare {
  raise: number;
  numerator: number[];
  denominator: number[];
  share: number;
}

/** Raises each floored dimension just enough: w_raise >= (share * D' - N') / (1 - share), D' and N' without it. */
function applyMinShares(w: Vector, minShares: readonly MinShare[]): void {
  for (const { raise, numerator, denominator, share } of minShares) {
    const others = (dims: number[]) => dims.reduce((s, k) => s + (k === raise ? 0 : w[k]!), 0);
    w[raise] = Math.max(w[raise]!, (share * others(denominator) - others(numerator)) / (1 - share));
  }
}

/**
 * Minimise the summed group losses + L2 |w|^2 / 2 over w >= 0 (full-batch Adam, projected), from all
 * weights 1; `minShares` keeps those shares of the weights at their floors.
 */
export function fitRanker(groups: Group[], dims: number, options: FitOptions = DEFAULT_FIT, minShares: readonly MinShare[] = []): Vector {
  const { iterations, learningRate, l2 } = options;
  const w = new Array<number>(dims).fill(1);
  const m = new Array<number>(dims).fill(0);
  const v = new Array<number>(dims).fill(0);
  for (let it = 1; it <= iterations; it++) {
    const grad = w.map((x) => l2 * x);
    for (const g of groups) addGroupGradient(g, w, grad);
    for (let k = 0; k < dims; k++) {
      m[k] = 0.9 * m[k]! + 0.1 * grad[k]!;
      v[k] = 0.999 * v[k]! + 0.001 * grad[k]! ** 2;
      const step = (learningRate * (m[k]! / (1 - 0.9 ** it))) / (Math.sqrt(v[k]! / (1 - 0.999 ** it)) + 1e-8);
      w[k] = Math.max(0, w[k]! - step);
    }
    applyMinShares(w, minShares);
  }
  return w;
}
