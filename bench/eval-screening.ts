/**
 * Evaluate the local screening engine on a category-labelled resume set.
 *
 *   npm run eval:screening -- --data <resumes.csv> [--jobs <jobs.csv>] [--limit N] [--now YYYY-MM-DD] [--json out.json]
 *
 * Resume CSVs (see shared/eval/README.md):
 *   - id, category, title_line, body        (LiveCareer; ranked on `body` only)
 *   - Category, Resume                      (Kaggle)
 *   - any CSV with a category/label column and a resume/body/text column
 * Graded pairs (Spearman): a CSV with a resume text column, a job text column
 *   (job_description/description [, job_title/title, requirements]) and a numeric
 *   grade/relevance/score column.
 *
 * Jobs CSV (optional): category, title, description [, requirements, experience_level]; one row
 * per category (matched case- and punctuation-insensitively). Without it, each category's job is
 * written from the category name by `synthesizeJob` (apps/server/src/modules/screening/roles.ts).
 *
 * For every category the job ranks all resumes by the engine's score; a resume is relevant when
 * its label is that category. Printed: precision@10 and nDCG@10 per category and their means,
 * ROC-AUC, the score distribution, resumes per second and the share of unreadable resumes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  analyzeJob,
  analyzeResume,
  isUnreadableResumeError,
  type JobAnalysis,
  type ResumeAnalysis,
  type ScreeningJob,
  screenResume,
} from '../apps/server/src/modules/screening/index.js';
import { scoreParts } from '../apps/server/src/modules/screening/engine.js';
import { synthesizeJob, normalizeRoleName } from '../apps/server/src/modules/screening/roles.js';
import { parseCsvRecords } from './csv.js';

const { values: args } = parseArgs({
  options: {
    data: { type: 'string' },
    jobs: { type: 'string' },
    limit: { type: 'string' },
    now: { type: 'string' },
    json: { type: 'string' },
    k: { type: 'string', default: '10' },
    show: { type: 'string' },
    part: { type: 'string' },
  },
  allowPositionals: false,
});

if (!args.data) {
  console.error('usage: npm run eval:screening -- --data <resumes.csv> [--jobs <jobs.csv>] [--limit N] [--now YYYY-MM-DD] [--json out.json]');
  process.exit(2);
}

const K = Number(args.k);
const now = args.now ? new Date(`${args.now}T00:00:00Z`) : new Date();
const limit = args.limit ? Number(args.limit) : Infinity;

function pick(record: Record<string, string>, names: string[]): string | undefined {
  const keys = Object.keys(record);
  for (const n of names) {
    const k = keys.find((key) => key.toLowerCase() === n);
    if (k !== undefined) return record[k];
  }
  return undefined;
}

function hasColumn(header: string[], names: string[]): boolean {
  return header.some((h) => names.includes(h.toLowerCase()));
}

const TEXT_COLUMNS = ['body', 'resume', 'resume_str', 'resume_text', 'text', 'cv'];
const LABEL_COLUMNS = ['category', 'label', 'class'];
const GRADE_COLUMNS = ['grade', 'relevance', 'score', 'match_score'];
const JOB_TEXT_COLUMNS = ['job_description', 'description'];

const t0 = performance.now();
const { header, records } = parseCsvRecords(readFileSync(args.data, 'utf8'));
const rows = records.slice(0, limit);
console.log(`data: ${args.data} (${rows.length} of ${records.length} rows; columns ${header.join(', ')})`);
console.log(`now: ${now.toISOString().slice(0, 10)}  k: ${K}  date: ${new Date().toISOString()}`);

// ---- statistics ---------------------------------------------------------------------------

function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const r = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
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

/** ROC-AUC from scores and binary labels (Mann-Whitney, ties counted half). */
function auc(scores: number[], relevant: boolean[]): number {
  const r = ranks(scores);
  let sumPos = 0;
  let pos = 0;
  for (let i = 0; i < r.length; i++) {
    if (relevant[i]) {
      sumPos += r[i]!;
      pos++;
    }
  }
  const neg = r.length - pos;
  if (pos === 0 || neg === 0) return NaN;
  return (sumPos - (pos * (pos + 1)) / 2) / (pos * neg);
}

function ndcgAtK(rankedRelevance: boolean[], totalRelevant: number, k: number): number {
  let dcg = 0;
  for (let i = 0; i < Math.min(k, rankedRelevance.length); i++) if (rankedRelevance[i]) dcg += 1 / Math.log2(i + 2);
  let idcg = 0;
  for (let i = 0; i < Math.min(k, totalRelevant); i++) idcg += 1 / Math.log2(i + 2);
  return idcg === 0 ? 0 : dcg / idcg;
}

const fmt = (x: number, d = 3) => (Number.isNaN(x) ? '  n/a' : x.toFixed(d));
const mean = (xs: number[]) => (xs.length === 0 ? NaN : xs.reduce((s, x) => s + x, 0) / xs.length);

// ---- graded pairs mode -------------------------------------------------------------------

if (hasColumn(header, GRADE_COLUMNS) && hasColumn(header, JOB_TEXT_COLUMNS) && hasColumn(header, TEXT_COLUMNS)) {
  const engine: number[] = [];
  const grades: number[] = [];
  let unreadable = 0;
  const start = performance.now();
  for (const r of rows) {
    const grade = Number(pick(r, GRADE_COLUMNS));
    if (!Number.isFinite(grade)) continue;
    const job: ScreeningJob = {
      title: pick(r, ['job_title', 'title']) ?? '',
      description: pick(r, JOB_TEXT_COLUMNS) ?? '',
      requirements: pick(r, ['requirements', 'job_requirements']) ?? '',
      experienceLevel: pick(r, ['experience_level', 'experiencelevel']) ?? null,
    };
    try {
      engine.push(screenResume({ resumeText: pick(r, TEXT_COLUMNS) ?? '', job }, { now }).score);
      grades.push(grade);
    } catch (e) {
      if (!isUnreadableResumeError(e)) throw e;
      unreadable++;
    }
  }
  const secs = (performance.now() - start) / 1000;
  console.log(`graded pairs: ${engine.length}, unreadable ${unreadable} (${fmt((100 * unreadable) / rows.length, 1)}%)`);
  console.log(`Spearman(engine score, grade): ${fmt(spearman(engine, grades))}`);
  console.log(`throughput: ${fmt(rows.length / secs, 1)} pairs/s`);
  process.exit(0);
}

// ---- category ranking mode ---------------------------------------------------------------

if (!hasColumn(header, TEXT_COLUMNS) || !hasColumn(header, LABEL_COLUMNS)) {
  console.error(`cannot find a resume text column (${TEXT_COLUMNS.join('/')}) and a label column (${LABEL_COLUMNS.join('/')})`);
  process.exit(2);
}

interface Item {
  id: string;
  label: string;
  text: string;
  analysis: ResumeAnalysis | null;
}

const items: Item[] = rows.map((r, i) => ({
  id: pick(r, ['id']) ?? String(i + 1),
  label: (pick(r, LABEL_COLUMNS) ?? '').trim(),
  text: pick(r, TEXT_COLUMNS) ?? '',
  analysis: null,
}));
const parseSecs = (performance.now() - t0) / 1000;

// Analyse every resume once.
const tAnalyze = performance.now();
let unreadable = 0;
for (const it of items) {
  try {
    it.analysis = analyzeResume(it.text, { now });
  } catch (e) {
    if (!isUnreadableResumeError(e)) throw e;
    unreadable++;
  }
}
const analyzeSecs = (performance.now() - tAnalyze) / 1000;

const categories = [...new Set(items.map((i) => i.label))].filter(Boolean).sort();

// Jobs per category.
const jobsByCategory = new Map<string, { job: ScreeningJob; source: string }>();
if (args.jobs) {
  const { records: jobRows } = parseCsvRecords(readFileSync(args.jobs, 'utf8'));
  for (const r of jobRows) {
    const cat = pick(r, LABEL_COLUMNS);
    if (!cat) continue;
    jobsByCategory.set(normalizeRoleName(cat), {
      source: 'jobs file',
      job: {
        title: pick(r, ['title', 'job_title']) ?? cat,
        description: pick(r, ['description', 'job_description']) ?? '',
        requirements: pick(r, ['requirements']) ?? '',
        experienceLevel: pick(r, ['experience_level', 'experiencelevel']) ?? null,
      },
    });
  }
}
const jobs = new Map<string, { analysis: JobAnalysis; source: string; title: string }>();
for (const c of categories) {
  const given = jobsByCategory.get(normalizeRoleName(c));
  if (given) {
    jobs.set(c, { analysis: analyzeJob(given.job), source: given.source, title: given.job.title });
  } else {
    const s = synthesizeJob(c);
    jobs.set(c, { analysis: analyzeJob(s), source: s.roleId ? `role ${s.roleId}` : 'name only', title: s.title });
  }
}

// Rank.
const tRank = performance.now();
interface CatResult {
  category: string;
  job: string;
  source: string;
  relevant: number;
  p: number;
  ndcg: number;
  auc: number;
  meanRel: number;
  meanNon: number;
}
const results: CatResult[] = [];
const allScores: number[] = [];
const relScores: number[] = [];
const nonScores: number[] = [];
const readable = items.filter((i) => i.analysis !== null);
for (const c of categories) {
  const job = jobs.get(c)!;
  const scored = readable.map((it) => {
    const parts = scoreParts(it.analysis!, job.analysis);
    // --part skills|relevance|experience|education|raw ranks by one part alone (ablation).
    const score =
      args.part === 'raw' ? parts.raw * 100 : args.part ? (parts[args.part as 'skills'].score ?? 0) * 100 : parts.score;
    return { it, score, raw: parts.raw };
  });
  // Unreadable resumes cannot be scored: they rank last (score -1).
  for (const it of items) if (it.analysis === null) scored.push({ it, score: -1, raw: -1 });
  // Equal (rounded) scores are ordered by the unrounded weighted score, then by id.
  scored.sort((a, b) => b.score - a.score || b.raw - a.raw || a.it.id.localeCompare(b.it.id));
  const rel = scored.map((s) => s.it.label === c);
  if (args.show && normalizeRoleName(args.show) === normalizeRoleName(c)) {
    console.log(`top ${K} for ${c} (${job.title}):`);
    for (const s of scored.slice(0, K)) console.log(`  ${s.score.toString().padStart(3)}  ${s.it.label}  ${s.it.id}`);
  }
  const totalRel = rel.filter(Boolean).length;
  const top = rel.slice(0, K);
  const scores = scored.map((s) => s.score);
  for (const s of scored) {
    if (s.score < 0) continue;
    allScores.push(s.score);
    (s.it.label === c ? relScores : nonScores).push(s.score);
  }
  results.push({
    category: c,
    job: job.title,
    source: job.source,
    relevant: totalRel,
    p: top.filter(Boolean).length / K,
    ndcg: ndcgAtK(rel, totalRel, K),
    auc: auc(scores, rel),
    meanRel: mean(scored.filter((s) => s.it.label === c && s.score >= 0).map((s) => s.score)),
    meanNon: mean(scored.filter((s) => s.it.label !== c && s.score >= 0).map((s) => s.score)),
  });
}
const rankSecs = (performance.now() - tRank) / 1000;

// Throughput of the full API (analysis + scoring + feedback) on one job.
const firstJob = jobsByCategory.get(normalizeRoleName(categories[0] ?? '')) ?? { job: synthesizeJob(categories[0] ?? 'job') };
const tFull = performance.now();
for (const it of items) {
  try {
    screenResume({ resumeText: it.text, job: firstJob.job }, { now });
  } catch (e) {
    if (!isUnreadableResumeError(e)) throw e;
  }
}
const fullSecs = (performance.now() - tFull) / 1000;

// ---- report ------------------------------------------------------------------------------

const pad = (s: string, n: number) => (s.length >= n ? s.slice(0, n) : s + ' '.repeat(n - s.length));
console.log('');
console.log(`${pad('category', 24)} ${pad('job (source)', 40)} ${'rel'.padStart(4)} ${`P@${K}`.padStart(6)} ${`nDCG@${K}`.padStart(8)} ${'AUC'.padStart(6)} ${'mean rel/non'.padStart(13)}`);
for (const r of results) {
  console.log(
    `${pad(r.category, 24)} ${pad(`${r.job} (${r.source})`, 40)} ${String(r.relevant).padStart(4)} ${fmt(r.p, 2).padStart(6)} ${fmt(r.ndcg).padStart(8)} ${fmt(r.auc).padStart(6)} ${`${fmt(r.meanRel, 0)}/${fmt(r.meanNon, 0)}`.padStart(13)}`,
  );
}
const meanP = mean(results.map((r) => r.p));
const meanNdcg = mean(results.map((r) => r.ndcg));
const meanAuc = mean(results.map((r) => r.auc).filter((x) => !Number.isNaN(x)));
console.log('');
console.log(`MEAN over ${results.length} categories: P@${K} ${fmt(meanP)}  nDCG@${K} ${fmt(meanNdcg)}  ROC-AUC ${fmt(meanAuc)}`);
console.log('Spearman: n/a (labels are categories, not graded; give a CSV with a grade column for Spearman)');

const bins = new Array(10).fill(0) as number[];
for (const s of allScores) bins[Math.min(9, Math.floor(s / 10))]!++;
console.log(
  `score distribution over all ${allScores.length} (resume, job) pairs: ${bins.map((b, i) => `${i * 10}-${i * 10 + 9}: ${fmt((100 * b) / allScores.length, 1)}%`).join('  ')}`,
);
const share = (xs: number[], f: (x: number) => boolean) => (100 * xs.filter(f).length) / Math.max(1, xs.length);
console.log(
  `matching-category pairs: mean ${fmt(mean(relScores), 1)}, ${fmt(share(relScores, (x) => x > 75), 1)}% above 75; other pairs: mean ${fmt(mean(nonScores), 1)}, ${fmt(share(nonScores, (x) => x < 30), 1)}% below 30`,
);
console.log(
  `unreadable (empty or < 30 words): ${unreadable} of ${items.length} (${fmt((100 * unreadable) / items.length, 1)}%)`,
);
console.log(
  `throughput: screenResume (analysis + score + feedback) ${fmt(items.length / fullSecs, 1)} resumes/s; analysis ${fmt(items.length / analyzeSecs, 1)} resumes/s; ranking ${fmt((readable.length * categories.length) / rankSecs, 0)} pairs/s; CSV parse ${fmt(parseSecs, 2)} s`,
);

if (args.json) {
  writeFileSync(
    args.json,
    JSON.stringify(
      { data: args.data, jobs: args.jobs ?? null, now: now.toISOString(), k: K, meanP, meanNdcg, meanAuc, unreadable, n: items.length, categories: results },
      null,
      2,
    ),
  );
}
