/** The engine's scores for a set's pairs: each job and each resume analysed once, as in a batch. */
import { analyzeJob, analyzeResume, calibrate, isUnreadableResumeError, type JobAnalysis, type ResumeAnalysis } from '../../apps/server/src/modules/screening/index.js';
import { scoreParts } from '../../apps/server/src/modules/screening/engine.js';
import type { EvalSet } from './datasets.js';

export interface EngineScorer {
  /** The 0-100 score before rounding (rounding would only add ties); -1 for an unreadable resume (ranked last). */
  score(jobId: string, resumeId: string): number;
  unreadable: number;
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
  return {
    unreadable,
    score(jobId, resumeId) {
      const resume = resumes.get(resumeId);
      return resume ? calibrate(scoreParts(resume, jobs.get(jobId)!).raw) : -1;
    },
  };
}
