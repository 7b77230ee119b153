import { REINVITE_STATUS } from '@kairox/contract';

/**
 * The pipeline board's stages (issue #12): the spec's statuses grouped into six columns.
 *
 * - New: APPLIED, QUALIFIED (manual and public applications) and the stored PENDING /
 *   PENDING_SCREENING, which wait for screening.
 * - AI screening: INVITED_FOR_AI_SCREENING, REINVITED_FOR_AI_SCREENING.
 * - Interview: INTERVIEW_IN_PROGRESS, IN_PROGRESS, INTERVIEW_INTERRUPTED, NO_SHOW (invited to an
 *   interview and still waiting for a decision) and AI_BYPASSED (screening skipped, straight on to
 *   the interview).
 * - Shortlisted: SHORTLISTED. Rejected: REJECTED, REJECTED_IN_AI_INTERVIEW.
 * - Other: DUPLICATE and any status the board does not know.
 *
 * Dropping a card on a stage sets the stage's target status. Other takes no drops: it has no single
 * status, and marking a duplicate stays in the table's status dropdown.
 */
export const PIPELINE_STAGES = ['new', 'screening', 'interview', 'shortlisted', 'rejected', 'other'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

const STAGE_OF_STATUS: Record<string, PipelineStage> = {
  APPLIED: 'new',
  QUALIFIED: 'new',
  PENDING: 'new',
  PENDING_SCREENING: 'new',
  INVITED_FOR_AI_SCREENING: 'screening',
  REINVITED_FOR_AI_SCREENING: 'screening',
  INTERVIEW_IN_PROGRESS: 'interview',
  IN_PROGRESS: 'interview',
  INTERVIEW_INTERRUPTED: 'interview',
  NO_SHOW: 'interview',
  AI_BYPASSED: 'interview',
  SHORTLISTED: 'shortlisted',
  REJECTED: 'rejected',
  REJECTED_IN_AI_INTERVIEW: 'rejected',
};

/** The status a drop on the stage sets; Other has none. */
const TARGET_STATUS: Record<Exclude<PipelineStage, 'other'>, string> = {
  new: 'APPLIED',
  screening: 'INVITED_FOR_AI_SCREENING',
  interview: 'IN_PROGRESS',
  shortlisted: 'SHORTLISTED',
  rejected: 'REJECTED',
};

/** Statuses that show the candidate was invited to the AI screening before: a new invitation is a reinvite. */
const INVITED_BEFORE = new Set([
  'INVITED_FOR_AI_SCREENING',
  'REINVITED_FOR_AI_SCREENING',
  'INTERVIEW_IN_PROGRESS',
  'IN_PROGRESS',
  'INTERVIEW_INTERRUPTED',
  'NO_SHOW',
  'REJECTED_IN_AI_INTERVIEW',
]);

export function stageOf(status: string): PipelineStage {
  return STAGE_OF_STATUS[status.toUpperCase()] ?? 'other';
}

/** Rows by stage, each stage keeping the rows' order; every stage is present, empty or not. */
export function groupByStage<T extends { status: string }>(rows: readonly T[]): Record<PipelineStage, T[]> {
  const groups = Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, [] as T[]])) as Record<PipelineStage, T[]>;
  for (const row of rows) groups[stageOf(row.status)].push(row);
  return groups;
}

export interface MovableCandidate {
  status: string;
  /** An AI interview left a scorecard: the candidate was screened before. */
  hasScorecard?: boolean;
}

/**
 * The status a move of `candidate` to `stage` sets, or null when the move does nothing: Other,
 * or the card's own stage. Back into AI screening after an invitation (or an AI interview) is a
 * reinvite, which needs a reason.
 */
export function moveTarget(candidate: MovableCandidate, stage: PipelineStage): string | null {
  if (stage === 'other' || stageOf(candidate.status) === stage) return null;
  if (stage === 'screening' && (INVITED_BEFORE.has(candidate.status.toUpperCase()) || candidate.hasScorecard)) return REINVITE_STATUS;
  return TARGET_STATUS[stage];
}

/** The stages a card can move to, in board order. */
export function moveChoices(candidate: MovableCandidate): PipelineStage[] {
  return PIPELINE_STAGES.filter((stage) => moveTarget(candidate, stage) !== null);
}
