/**
 * Evaluate the screening engine on every set of the shared eval folder, next to classical
 * baselines computed in the same run (TF-IDF cosine, BM25, keyword overlap), separately for the
 * TRAIN and VALIDATION splits (by job; see bench/eval/datasets.ts).
 *
 *   npm run eval:screening -- [EVAL_DIR] [--set livecareer,kaggle,ferr,gulp] [--now YYYY-MM-DD] [--per-job] [--json out.json]
 *
 * EVAL_DIR defaults to ../shared/eval next to the repository.
 * - Category sets: for each category's job, every resume of the set is ranked; P@10 and nDCG@10
 *   (relevant = same category), averaged over the jobs of the split.
 * - Graded sets: Spearman of score and grade within each job, averaged over the jobs of the split
 *   (what a recruiter sees), and over all the split's pairs pooled.
 * - Throughput: the full `screenResume` (analysis, score, feedback) per resume, on the set's
 *   resumes against its first job.
 */
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ENGINE_VERSION, screenResume } from '../apps/server/src/modules/screening/index.js';
import { BASELINE_NAMES, fitBaselines } from './eval/baselines.js';
import { type EvalSet, loadSet, SET_NAMES, type Split, SPLITS } from './eval/datasets.js';
import { engineScorer } from './eval/engine-scores.js';
import { mean, perJobSpearman, rankingAtK, spearman } from './eval/metrics.js';

const { values: args, positionals } = parseArgs({
  options: {
    set: { type: 'string', default: SET_NAMES.join(',') },
    now: { type: 'string', default: '2025-06-01' },
    json: { type: 'string' },
    'per-job': { type: 'boolean', default: false },
  },
  allowPositionals: true,
});

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const evalDir = resolve(positionals[0] ?? resolve(repoRoot, '../shared/eval'));
const now = new Date(`${args.now}T00:00:00Z`);
const K = 10;
const SCORERS = ['engine', ...BASELINE_NAMES] as const;
type ScorerName = (typeof SCORERS)[number];

interface SplitFigures {
  jobs: number;
  /** Category sets: P@10 and nDCG@10. Graded sets: per-job and pooled Spearman. */
  figures: Record<ScorerName, Record<string, number>>;
  perJob: { jobId: string; figures: Record<ScorerName, number> }[];
}

interface SetReport {
  set: string;
  kind: EvalSet['kind'];
  resumes: number;
  unreadable: number;
  resumesPerSecond: number;
  splits: Record<Split, SplitFigures>;
}

function evaluateSet(set: EvalSet): SetReport {
  const engine = engineScorer(set, now);
  const baselines = fitBaselines(
    new Map(set.jobs.map((j) => [j.id, [j.job.title, j.job.description, j.job.requirements].join('\n')])),
    new Map(set.resumes.map((r) => [r.id, r.text])),
  );
  const pairsByJob = new Map<string, typeof set.pairs>();
  for (const p of set.pairs) (pairsByJob.get(p.jobId) ?? pairsByJob.set(p.jobId, []).get(p.jobId)!).push(p);

  const scoreOf = (name: ScorerName, jobId: string, resumeId: string): number =>
    name === 'engine' ? engine.score(jobId, resumeId) : baselines.score(jobId, resumeId)[name];

  const splits = {} as Record<Split, SplitFigures>;
  for (const split of SPLITS) {
    const jobs = set.jobs.filter((j) => j.split === split);
    const figures = {} as SplitFigures['figures'];
    const perJob: SplitFigures['perJob'] = jobs.map((j) => ({ jobId: j.id, figures: {} as Record<ScorerName, number> }));
    for (const name of SCORERS) {
      if (set.kind === 'category') {
        const results = jobs.map((j, i) => {
          const r = rankingAtK(
            pairsByJob.get(j.id)!.map((p) => ({ score: scoreOf(name, j.id, p.resumeId), relevant: p.grade > 0, tieBreak: p.resumeId })),
            K,
          );
          perJob[i]!.figures[name] = r.precision;
          return r;
        });
        figures[name] = { 'P@10': mean(results.map((r) => r.precision)), 'nDCG@10': mean(results.map((r) => r.ndcg)) };
      } else {
        const groups = jobs.map((j, i) => {
          const pairs = pairsByJob.get(j.id)!;
          const g = { scores: pairs.map((p) => scoreOf(name, j.id, p.resumeId)), grades: pairs.map((p) => p.grade) };
          perJob[i]!.figures[name] = g.grades.length >= 3 && new Set(g.grades).size > 1 ? spearman(g.scores, g.grades) : NaN;
          return g;
        });
        const within = perJobSpearman(groups);
        figures[name] = { 'per-job ρ': within.mean, 'pooled ρ': spearman(groups.flatMap((g) => g.scores), groups.flatMap((g) => g.grades)) };
      }
    }
    splits[split] = { jobs: jobs.length, figures, perJob };
  }
  return { set: set.name, kind: set.kind, resumes: set.resumes.length, unreadable: engine.unreadable, resumesPerSecond: throughput(set), splits };
}

function throughput(set: EvalSet): number {
  const job = set.jobs[0]!.job;
  const sample = set.resumes.slice(0, 300);
  const start = performance.now();
  for (const r of sample) {
    try {
      screenResume({ resumeText: r.text, job }, { now });
    } catch {
      // Unreadable resumes are timed too: rejecting them is part of the work.
    }
  }
  return sample.length / ((performance.now() - start) / 1000);
}

const fmt = (x: number) => (Number.isNaN(x) ? '  n/a' : x.toFixed(3));

function printReport(r: SetReport): void {
  const measures = Object.keys(r.splits.train.figures.engine);
  console.log(
    `\n## ${r.set} (${r.kind}; ${r.resumes} resumes, ${r.unreadable} unreadable; jobs: ${r.splits.train.jobs} train / ${r.splits.validation.jobs} validation; engine ${r.resumesPerSecond.toFixed(0)} resumes/s)`,
  );
  const header = SPLITS.flatMap((s) => measures.map((m) => `${s.slice(0, 5)} ${m}`));
  console.log(`| scorer | ${header.join(' | ')} |`);
  console.log(`| --- | ${header.map(() => '---:').join(' | ')} |`);
  for (const name of SCORERS) {
    console.log(`| ${name} | ${SPLITS.flatMap((s) => measures.map((m) => fmt(r.splits[s].figures[name][m]!))).join(' | ')} |`);
  }
  if (args['per-job']) {
    for (const s of SPLITS) {
      for (const j of r.splits[s].perJob) console.log(`  ${s.padEnd(10)} ${j.jobId.slice(0, 28).padEnd(28)} ${SCORERS.map((n) => `${n} ${fmt(j.figures[n])}`).join('  ')}`);
    }
  }
}

console.log(`eval: ${evalDir}  engine: ${ENGINE_VERSION}  now: ${args.now}  date: ${new Date().toISOString()}`);
const reports: SetReport[] = [];
for (const name of args.set!.split(',')) {
  const report = evaluateSet(loadSet(evalDir, name.trim()));
  printReport(report);
  reports.push(report);
}
if (args.json) writeFileSync(args.json, JSON.stringify({ engineVersion: ENGINE_VERSION, now: args.now, reports }, null, 2));
