/** The figures of one scorer on one split of a set: P@10 and nDCG@10, or per-job and pooled Spearman. */
import type { EvalSet, Split } from './datasets.js';
import { mean, perJobSpearman, rankingAtK, spearman } from './metrics.js';

const K = 10;

export interface SplitFigures {
  /** Category sets: `P@10`, `nDCG@10`. Graded sets: `per-job ρ`, `pooled ρ`. */
  figures: Record<string, number>;
  /** The job's P@10 or Spearman (NaN where a job has a single grade). */
  perJob: Map<string, number>;
}

export type PairScore = (jobId: string, resumeId: string) => number;

export function pairsByJob(set: EvalSet): Map<string, EvalSet['pairs']> {
  const byJob = new Map<string, EvalSet['pairs']>();
  for (const p of set.pairs) (byJob.get(p.jobId) ?? byJob.set(p.jobId, []).get(p.jobId)!).push(p);
  return byJob;
}

export function evaluateSplit(set: EvalSet, split: Split, score: PairScore, byJob = pairsByJob(set)): SplitFigures {
  const jobs = set.jobs.filter((j) => j.split === split);
  const perJob = new Map<string, number>();
  if (set.kind === 'category') {
    const results = jobs.map((j) => {
      const r = rankingAtK(
        byJob.get(j.id)!.map((p) => ({ score: score(j.id, p.resumeId), relevant: p.grade > 0, tieBreak: p.resumeId })),
        K,
      );
      perJob.set(j.id, r.precision);
      return r;
    });
    return { figures: { 'P@10': mean(results.map((r) => r.precision)), 'nDCG@10': mean(results.map((r) => r.ndcg)) }, perJob };
  }
  const groups = jobs.map((j) => {
    const pairs = byJob.get(j.id)!;
    const g = { scores: pairs.map((p) => score(j.id, p.resumeId)), grades: pairs.map((p) => p.grade) };
    perJob.set(j.id, g.grades.length >= 3 && new Set(g.grades).size > 1 ? spearman(g.scores, g.grades) : NaN);
    return g;
  });
  return {
    figures: {
      'per-job ρ': perJobSpearman(groups).mean,
      'pooled ρ': spearman(
        groups.flatMap((g) => g.scores),
        groups.flatMap((g) => g.grades),
      ),
    },
    perJob,
  };
}
