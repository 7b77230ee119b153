/** Ranking measures for the screening evaluation. */

/** Average ranks (1-based), ties sharing their mean rank. */
function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const r = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    const avg = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) r[order[k]![1]] = avg;
    i = j + 1;
  }
  return r;
}

function pearson(a: number[], b: number[]): number {
  const n = a.length;
  const ma = a.reduce((s, x) => s + x, 0) / n;
  const mb = b.reduce((s, x) => s + x, 0) / n;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < n; i++) {
    num += (a[i]! - ma) * (b[i]! - mb);
    da += (a[i]! - ma) ** 2;
    db += (b[i]! - mb) ** 2;
  }
  return da === 0 || db === 0 ? 0 : num / Math.sqrt(da * db);
}

export function spearman(a: number[], b: number[]): number {
  return pearson(ranks(a), ranks(b));
}

export const mean = (xs: number[]) => (xs.length === 0 ? NaN : xs.reduce((s, x) => s + x, 0) / xs.length);

/**
 * Mean over jobs of the Spearman correlation between score and grade within the job; jobs with
 * fewer than 3 judged resumes or a single grade say nothing about ranking and are left out.
 */
export function perJobSpearman(groups: { scores: number[]; grades: number[] }[]): { mean: number; jobs: number } {
  const usable = groups.filter((g) => g.grades.length >= 3 && new Set(g.grades).size > 1);
  return { mean: mean(usable.map((g) => spearman(g.scores, g.grades))), jobs: usable.length };
}

/**
 * Precision@k and nDCG@k (binary relevance) of one job's ranking, best score first; equal scores
 * are ordered by the tie-breaker (the resume id), so a constant scorer gets no credit for luck.
 */
export function rankingAtK(items: { score: number; relevant: boolean; tieBreak: string }[], k: number): { precision: number; ndcg: number } {
  const ranked = [...items].sort((a, b) => b.score - a.score || a.tieBreak.localeCompare(b.tieBreak));
  const totalRelevant = items.filter((i) => i.relevant).length;
  let hits = 0;
  let dcg = 0;
  for (let i = 0; i < Math.min(k, ranked.length); i++) {
    if (!ranked[i]!.relevant) continue;
    hits++;
    dcg += 1 / Math.log2(i + 2);
  }
  let idcg = 0;
  for (let i = 0; i < Math.min(k, totalRelevant); i++) idcg += 1 / Math.log2(i + 2);
  return { precision: hits / k, ndcg: idcg === 0 ? 0 : dcg / idcg };
}
