import type { JobSkill } from '@kairox/contract';
import type { ScreeningLanguage } from './language.js';

export interface ScreeningJob {
  title: string;
  description: string;
  requirements: string;
  department?: string | null;
  experienceLevel?: string | null;
  /** The recruiter's edited skill list; absent or null: the skills are read from the posting. */
  skills?: JobSkill[] | null;
}

export interface ScreeningInput {
  resumeText: string;
  job: ScreeningJob;
}

export interface ScreeningOptions {
  /** "Today", for open date ranges such as "Jan 2019 – Present". Defaults to the clock. */
  now?: Date;
  /** The candidate's name as the caller knows it, masked like the name at the top of the resume. */
  candidateName?: string | null;
}

/**
 * Part scores are integers 0-100. `weight` is the part's effective share of the overall score
 * (the weights sum to 1); a part that does not apply to the job has weight 0 and its
 * share is redistributed over the others.
 */
export interface ScreeningBreakdown {
  skills: { score: number; weight: number; matched: string[]; missing: string[]; required: string[] };
  relevance: { score: number; weight: number };
  /** How strongly the resume names the job's role (the words of its title). */
  role: { score: number; weight: number; title: string };
  /** Whether the resume's skills lie in the job's fields. */
  domain: { score: number; weight: number };
  experience: { score: number; weight: number; candidateYears: number | null; requiredYears: number | null };
  education: { score: number; weight: number; required: string | null; found: string | null };
}

export interface ScreeningResult {
  /** Overall score, an integer 0-100. */
  score: number;
  breakdown: ScreeningBreakdown;
  /** GitHub-flavoured markdown for the `resume-feedback` note. */
  feedbackMarkdown: string;
  /** One plain-text sentence. */
  summary: string;
  /** The job's language, which the note and summary are written in. */
  language: ScreeningLanguage;
}

export const UNREADABLE_RESUME_MESSAGE = 'No text could be extracted from the resume (it may be a scanned image).';

/** Thrown when the resume text is empty or too short to screen; the caller marks it FAILED. */
export class UnreadableResumeError extends Error {
  readonly code = 'UNREADABLE_RESUME' as const;
  constructor(
    readonly wordCount: number,
    message: string = UNREADABLE_RESUME_MESSAGE,
  ) {
    super(message);
    this.name = 'UnreadableResumeError';
  }
}

export function isUnreadableResumeError(error: unknown): error is UnreadableResumeError {
  return error instanceof UnreadableResumeError;
}
