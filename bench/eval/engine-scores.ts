/** The engine's scores for a set's pairs: each job and each resume analysed once, as in a batch. */
import {
  analyzeJob,
  analyzeResume,
  calibrate,
  isUnreadableResumeError,
  type JobAnalysis,
  type ResumeAnalysis,
} from '../../apps/server/src/modules/screening/index.js';
import { type PartScores, scoreParts } from '../../apps/server/src/modules/screening/engine.js';
import type { EvalSet } from './datasets.js';

export interface EngineScorer {
  /** The 0-100 score before rounding (rounding would only add ties); -1 for an unreadable resume (ranked last). */
  score(jobId: string, resumeId: string): number;
  /** The part scores; null for an unreadable resume. */
  parts(jobId: string, resumeId: string): PartScores | null;
  unreadable: number;
  /** The weights' language of a job's posting. */
  language(jobId: string): 'en' | 'de';
}

export function engineScorer(set: EvalSet, now: Date): EngineScorer {
  const jobs = new Map<string, JobAnalysis>(set.jobs.map((j) => [j.id, analyzeJob(j.job)]));
  const resumes = new Map<string, ResumeAnalysis | null>();
  let unreadable = 0;
  for (const r of set.resumes) {
    try {
      resumes.set(r.id, analyzeResume(r.text, { now }));
    } catch (e) {
      if (!isUnreadableResumeError(e)) throw e;
      resumes.set(r.id, null);
      unreadable++;
    }
  }
  const parts = (jobId: string, resumeId: string) => {
    const resume = resumes.get(resumeId);
    return resume ? scoreParts(resume, jobs.get(jobId)!) : null;
  };
  return {
    unreadable,
    parts,
    language: (jobId) => (jobs.get(jobId)!.language === 'de' ? 'de' : 'en'),
    score(jobId, resumeId) {
      const p = parts(jobId, resumeId);
      return p ? calibrate(p.raw) : -1;
    },
  };
}
