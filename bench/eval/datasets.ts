/**
 * The evaluation sets under the shared eval folder (see its README), read into one shape:
 * jobs (with their split), resumes, and the judged (job, resume) pairs.
 *
 * - Category sets (LiveCareer, Kaggle): one job per category, written from the category name by
 *   `synthesizeJob`; every resume is judged against every job, relevant when its label is the
 *   job's category.
 * - Graded sets (FERR, GULP): the pairs and grades as given; a job's text is its description.
 *
 * Splits are by job (category or posting id), from a hash of the set and job id, so they never
 * change and never depend on the data's order: about 30 % of the jobs are VALIDATION, never used
 * for fitting.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { synthesizeJob } from '../../apps/server/src/modules/screening/roles.js';
import type { ScreeningJob } from '../../apps/server/src/modules/screening/types.js';
import { parseCsvRecords } from '../csv.js';

export type Split = 'train' | 'validation';
export const SPLITS: Split[] = ['train', 'validation'];
const VALIDATION_PERCENT = 30;

/** FNV-1a, 32 bit: a stable hash for the split. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function splitOf(setName: string, jobId: string): Split {
  return fnv1a(`${setName}/${jobId}`) % 100 < VALIDATION_PERCENT ? 'validation' : 'train';
}

interface EvalJob {
  id: string;
  job: ScreeningJob;
  split: Split;
}

interface EvalResume {
  id: string;
  text: string;
  /** Category label (category sets only). */
  label?: string;
}

interface EvalPair {
  jobId: string;
  resumeId: string;
  /** Grade for graded sets; 1 (relevant) or 0 for category sets. */
  grade: number;
}

export interface EvalSet {
  name: string;
  kind: 'category' | 'graded';
  jobs: EvalJob[];
  resumes: EvalResume[];
  pairs: EvalPair[];
}

interface SetSource {
  name: string;
  file: string;
  read: (records: Record<string, string>[]) => Omit<EvalSet, 'name'>;
}

function categorySet(
  records: Record<string, string>[],
  idColumn: string | null,
  labelColumn: string,
  textColumn: string,
  name: string,
): Omit<EvalSet, 'name'> {
  const resumes = records.map((r, i) => ({
    id: idColumn ? r[idColumn]! : String(i + 1),
    text: r[textColumn] ?? '',
    label: (r[labelColumn] ?? '').trim(),
  }));
  const categories = [...new Set(resumes.map((r) => r.label))].filter(Boolean).sort();
  const jobs = categories.map((c) => ({ id: c, job: synthesizeJob(c), split: splitOf(name, c) }));
  const pairs = jobs.flatMap((j) => resumes.map((r) => ({ jobId: j.id, resumeId: r.id, grade: r.label === j.id ? 1 : 0 })));
  return { kind: 'category', jobs, resumes, pairs };
}

function gradedSet(records: Record<string, string>[], jobIdColumn: string, resumeIdColumn: string, name: string): Omit<EvalSet, 'name'> {
  const jobs = new Map<string, EvalJob>();
  const resumes = new Map<string, EvalResume>();
  const pairs: EvalPair[] = [];
  for (const r of records) {
    const jobId = r[jobIdColumn]!;
    const resumeId = r[resumeIdColumn]!;
    if (!jobs.has(jobId)) {
      jobs.set(jobId, { id: jobId, job: { title: '', description: r.job_description ?? '', requirements: '' }, split: splitOf(name, jobId) });
    }
    if (!resumes.has(resumeId)) resumes.set(resumeId, { id: resumeId, text: r.resume_text ?? '' });
    pairs.push({ jobId, resumeId, grade: Number(r.grade) });
  }
  return { kind: 'graded', jobs: [...jobs.values()], resumes: [...resumes.values()], pairs };
}

const SOURCES: SetSource[] = [
  { name: 'livecareer', file: 'resumes-by-category/livecareer_dev.csv', read: (r) => categorySet(r, 'id', 'category', 'body', 'livecareer') },
  { name: 'kaggle', file: 'resumes-by-category/kaggle_updated_dedup.csv', read: (r) => categorySet(r, null, 'Category', 'Resume', 'kaggle') },
  { name: 'ferr', file: 'graded/ferr_hr_ratings_dev.csv', read: (r) => gradedSet(r, 'jd_id', 'resume_id', 'ferr') },
  { name: 'gulp', file: 'graded/gulp_freelance_it_dev.csv', read: (r) => gradedSet(r, 'jobpost_id', 'cv_id', 'gulp') },
];

export const SET_NAMES = SOURCES.map((s) => s.name);

export function loadSet(evalDir: string, name: string): EvalSet {
  const source = SOURCES.find((s) => s.name === name);
  if (!source) throw new Error(`unknown set ${name}; known: ${SET_NAMES.join(', ')}`);
  const { records } = parseCsvRecords(readFileSync(join(evalDir, source.file), 'utf8'));
  return { name, ...source.read(records) };
}

/** Job posting texts (for learning which skills go together): the Monster sample and the plain-text postings. */
export function loadPostings(evalDir: string): string[] {
  const dir = join(evalDir, 'job-descriptions');
  const monster = parseCsvRecords(readFileSync(join(dir, 'monster_jobs_sample_1000.csv'), 'utf8')).records.map(
    (r) => `${r.job_title ?? ''}\n${r.job_description ?? ''}`,
  );
  const vacancies = parseCsvRecords(readFileSync(join(dir, '5_vacancies.csv'), 'utf8')).records.map(
    (r) => `${r.job_title ?? ''}\n${r.job_description ?? ''}`,
  );
  return [...monster, ...vacancies];
}
