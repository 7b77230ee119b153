/**
 * What the resume pipeline reads from a resume's text besides the text itself: its fields (the
 * profile) and the engine's analysis, the part of screening that does not depend on the job.
 *
 * Both are computed in the extraction child that extracted the text (extraction/child.ts), next to
 * the parsers: they are most of the CPU a resume costs the server, the child's process is small and
 * warm for them, and a text that makes them slow stalls the child under its time limit rather
 * than the server's event loop. The server then scores the analysis against the job as it reads
 * it when storing (screening.pipeline.ts), so a job edited meanwhile is still honoured.
 */
import { MASS_UPLOAD_SOURCE_CHANNEL, type ResumeProfile } from '@kairox/contract';
import type { applications } from '../../db/schema.js';
import { readResumeForScreening, warmUpScreening, type ResumeAnalysis } from './engine.js';
import { parseResumeProfile } from './profile/parse.js';
import { isUnreadableResumeError } from './types.js';

/** What the reading depends on besides the text (all of it known when the application is claimed). */
export interface ResumeReadingOptions {
  /** The uploaded file's name, a hint for the candidate's name line. */
  fileName: string | null;
  /** "Today" for open date ranges, in the analysis and the profile: the day the application arrived, so a re-run reads alike. */
  analysisNow: Date;
  /** The name the candidate gave, masked before scoring (null for a mass upload's guessed name). */
  candidateName: string | null;
}

/**
 * The options for an application's resume. The name the candidate gave is masked; a mass upload's
 * name was guessed from the file name or the resume's headline ("Chef") and may be a word the job
 * asks for, so it is not.
 */
export function readingOptionsFor(
  application: Pick<typeof applications.$inferSelect, 'resumeFileName' | 'createdAt' | 'sourceChannel' | 'candidateName'>,
): ResumeReadingOptions {
  return {
    fileName: application.resumeFileName,
    analysisNow: application.createdAt,
    candidateName: application.sourceChannel === MASS_UPLOAD_SOURCE_CHANNEL ? null : application.candidateName,
  };
}

export interface ResumeReading {
  profile: ResumeProfile;
  /** Null when the text cannot be screened (too short, or binary junk): the application fails as unreadable. */
  analysis: ResumeAnalysis | null;
}

export function readResumeText(text: string, options: ResumeReadingOptions): ResumeReading {
  const screened = screeningReadingOf(text, options);
  return {
    profile: parseResumeProfile(text, {
      fileName: options.fileName,
      now: options.analysisNow,
      screened: screened ? { skills: screened.skills.mentions, totalYears: screened.analysis.experience.years } : undefined,
    }),
    analysis: screened?.analysis ?? null,
  };
}

/** The engine's analysis of the text, or null when it cannot be screened. */
export function analysisOrUnreadable(text: string, options: ResumeReadingOptions): ResumeAnalysis | null {
  return screeningReadingOf(text, options)?.analysis ?? null;
}

function screeningReadingOf(text: string, options: ResumeReadingOptions): ReturnType<typeof readResumeForScreening> | null {
  try {
    return readResumeForScreening(text, { now: options.analysisNow, candidateName: options.candidateName });
  } catch (error) {
    if (isUnreadableResumeError(error)) return null;
    throw error;
  }
}

/** Builds what reading loads on first use (the vocabulary, the term weights), so no file pays for it. */
export function warmUpReading(): void {
  warmUpScreening();
}
