/**
 * Evaluate the screening engine on every set of the shared eval folder, next to classical
 * baselines computed in the same run (TF-IDF cosine, BM25, keyword overlap), separately for the
 * TRAIN and VALIDATION splits (by job; see bench/eval/datasets.ts).
 *
 *   npm run eval:screening -- [EVAL_DIR] [--set livecareer,kaggle,ferr,gulp] [--now YYYY-MM-DD] [--via text|pdf|docx] [--per-job] [--json out.json]
 *
 * EVAL_DIR defaults to ../shared/eval next to the repository.
 * - Category sets: for each category's job, every resume of the set is ranked; P@10 and nDCG@10
 *   (relevant = same category), averaged over the jobs of the split.
 * - Graded sets: Spearman of score and grade within each job, averaged over the jobs of the split
 *   (what a recruiter sees), and over all the split's pairs pooled.
 * - `--via pdf` / `--via docx`: every resume (for the engine and the baselines alike) is first made
 *   into that kind of file and extracted by the server's isolated extraction pool, as an upload is
 *   (bench/eval/via-files.ts); the default reads the set's texts as they are.
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
import { evaluateSplit, type PairScore, pairsByJob } from './eval/evaluate.js';
import { RESUME_FORMS, type ResumeForm, throughFiles } from './eval/via-files.js';

const { values: args, positionals } = parseArgs({
  options: {
    set: { type: 'string', default: SET_NAMES.join(',') },
    now: { type: 'string', default: '2025-06-01' },
    json: { type: 'string' },
    'per-job': { type: 'boolean', default: false },
    via: { type: 'string', default: 'text' },
  },
  allowPositionals: true,
});

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const evalDir = resolve(positionals[0] ?? resolve(repoRoot, '../shared/eval'));
const now = new Date(`${args.now}T00:00:00Z`);
const via = args.via as ResumeForm;
if (!RESUME_FORMS.includes(via)) {
  console.error(`--via takes ${RESUME_FORMS.join(', ')}`);
  process.exit(1);
}
const SCORERS = ['engine', ...BASELINE_NAMES] as const;
type ScorerName = (typeof SCORERS)[number];

interface SetReport {
  set: string;
  kind: EvalSet['kind'];
  resumes: number;
  unreadable: number;
  resumesPerSecond: number;
  jobs: Record<Split, number>;
  /** split -> scorer -> figures */
  figures: Record<Split, Record<ScorerName, Record<string, number>>>;
  /** split -> job id -> scorer -> P@10 or Spearman */
  perJob: Record<Split, Record<string, Record<ScorerName, number>>>;
}

function evaluateSet(set: EvalSet): SetReport {
  const engine = engineScorer(set, now);
  const baselines = fitBaselines(
    new Map(set.jobs.map((j) => [j.id, [j.job.title, j.job.description, j.job.requirements].join('\n')])),
    new Map(set.resumes.map((r) => [r.id, r.text])),
  );
  const scorers: Record<ScorerName, PairScore> = {
    engine: (jobId, resumeId) => engine.score(jobId, resumeId),
    tfidf: (jobId, resumeId) => baselines.score(jobId, resumeId).tfidf,
    bm25: (jobId, resumeId) => baselines.score(jobId, resumeId).bm25,
    overlap: (jobId, resumeId) => baselines.score(jobId, resumeId).overlap,
  };
  const byJob = pairsByJob(set);
  const report: SetReport = {
    set: set.name,
    kind: set.kind,
    resumes: set.resumes.length,
    unreadable: engine.unreadable,
    resumesPerSecond: throughput(set),
    jobs: { train: 0, validation: 0 },
    figures: { train: {}, validation: {} } as SetReport['figures'],
    perJob: { train: {}, validation: {} },
  };
  for (const split of SPLITS) {
    report.jobs[split] = set.jobs.filter((j) => j.split === split).length;
    for (const name of SCORERS) {
      const result = evaluateSplit(set, split, scorers[name], byJob);
      report.figures[split][name] = result.figures;
      for (const [jobId, value] of result.perJob) (report.perJob[split][jobId] ??= {} as Record<ScorerName, number>)[name] = value;
    }
  }
  return report;
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
  const measures = Object.keys(r.figures.train.engine);
  console.log(
    `\n## ${r.set} (${r.kind}; ${r.resumes} resumes, ${r.unreadable} unreadable; jobs: ${r.jobs.train} train / ${r.jobs.validation} validation; engine ${r.resumesPerSecond.toFixed(0)} resumes/s)`,
  );
  const header = SPLITS.flatMap((s) => measures.map((m) => `${s} ${m}`));
  console.log(`| scorer | ${header.join(' | ')} |`);
  console.log(`| --- | ${header.map(() => '---:').join(' | ')} |`);
  for (const name of SCORERS) {
    console.log(`| ${name} | ${SPLITS.flatMap((s) => measures.map((m) => fmt(r.figures[s][name][m]!))).join(' | ')} |`);
  }
  if (args['per-job']) {
    for (const s of SPLITS) {
      for (const [jobId, figures] of Object.entries(r.perJob[s])) {
        console.log(`  ${s.padEnd(10)} ${jobId.slice(0, 28).padEnd(28)} ${SCORERS.map((n) => `${n} ${fmt(figures[n])}`).join('  ')}`);
      }
    }
  }
}

console.log(`eval: ${evalDir}  engine: ${ENGINE_VERSION}  now: ${args.now}  resumes read from: ${via}  date: ${new Date().toISOString()}`);
const reports: SetReport[] = [];
for (const name of args.set!.split(',')) {
  const set = loadSet(evalDir, name.trim());
  const report = evaluateSet(via === 'text' ? set : await throughFiles(set, via));
  printReport(report);
  reports.push(report);
}
if (args.json) writeFileSync(args.json, JSON.stringify({ engineVersion: ENGINE_VERSION, now: args.now, via, reports }, null, 2));
