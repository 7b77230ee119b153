import { SCORE_MESSAGES, applicationStatusLabel, type AiDecisionKind } from '@kairox/contract';

/**
 * Texts of re-screening, score overrides and the AI decision log on the candidate table
 * (docs/screening.md). Validation texts come from the contract, so server and browser say the same.
 */
export const SCORE_TEXT = {
  // Row actions
  actionRescreen: 'Re-screen',
  actionOverride: 'Override score',
  actionRemoveOverride: 'Remove override',
  actionDecisionLog: 'AI decision log',

  // Re-screen
  rescreenTitle: 'Re-screen candidate?',
  rescreenMessage: (name: string) =>
    `${name}'s resume will be scored again against the job's current description and skills. The old and new AI scores are kept in the history.`,
  rescreenKeepsOverride: (score: number) => ` The override (${score}%) stays in force.`,
  rescreenConfirm: 'Re-screen',
  rescreening: 'Re-screening...',
  rescreened: (name: string, aiScore: number | null) => `New AI score for ${name}: ${aiScore ?? '—'}%.`,
  rescreenedOverride: (score: number | null) => ` The override (${score ?? '—'}%) stays in force.`,
  rescreenedTitle: 'Candidate re-screened',
  rescreenFailed: 'The candidate could not be re-screened. Please try again.',

  // Override
  overrideTitle: 'Override score',
  overrideIntro: (name: string) => `Set the score in force for ${name}. The AI score stays on record beside it.`,
  aiScoreLabel: 'AI score',
  aiScoreValue: (score: number | null) => (score === null ? 'Not screened yet' : `${score}%`),
  scoreLabel: 'Your score (0-100)',
  reasonLabel: 'Reason',
  reasonPlaceholder: 'Why does this candidate deserve another score?',
  overrideSubmit: 'Override score',
  overriding: 'Saving...',
  overridden: (name: string, score: number) => `${name}'s score is now ${score}%.`,
  overriddenTitle: 'Score overridden',
  overrideFailed: 'The score could not be overridden. Please try again.',
  scoreRange: SCORE_MESSAGES.scoreRange,
  reasonRequired: SCORE_MESSAGES.reasonRequired,

  // Remove override
  removeTitle: 'Remove override?',
  removeMessage: (name: string, aiScore: number | null) =>
    `${name}'s score goes back to the AI score (${aiScore ?? '—'}%). The override stays in the history.`,
  removeConfirm: 'Remove override',
  removing: 'Removing...',
  removed: (name: string, score: number | null) => `${name}'s score is back to the AI score (${score ?? '—'}%).`,
  removedTitle: 'Override removed',
  removeFailed: 'The override could not be removed. Please try again.',
  failedTitle: 'Something went wrong',

  // Score cell marker
  overriddenMarker: 'Overridden',
  overriddenSummary: (aiScore: number | null) => `AI score ${aiScore ?? '—'} — overridden`,
  overriddenBy: (name: string, reason: string | null) => ` by ${name}${reason ? `: ${reason}` : ''}`,
  overrideDetailsFor: (name: string) => `Score override details for ${name}`,
  overrideDetailsLoading: 'Loading who overrode it...',

  // AI decision log
  logTitle: 'AI decision log',
  logIntro: (name: string) =>
    `Every AI output for ${name}, with the hash of its input and the engine version, and every decision a person made. Entries are never changed.`,
  logLoading: 'Loading the AI decision log...',
  logEmpty: 'No AI decisions recorded for this candidate yet.',
  logFailed: 'The AI decision log could not be loaded.',
  retry: 'Try again',
  close: 'Close',
  machine: 'AI',
  engine: 'Engine',
  inputHash: 'Input hash',
  by: (name: string) => `By ${name}`,
  why: 'Reason',

  // What each entry decided
  outputScore: (score: unknown) => `Score ${score}`,
  outputOverride: (score: unknown, previous: unknown) => `Score set to ${score} (was ${previous ?? '—'})`,
  outputOverrideRemoved: (score: unknown) => `Back to the AI score ${score ?? '—'}`,
  outputAdjustment: (final: unknown) => `Interview score ${final}/10`,
  outputStatus: (status: unknown) => applicationStatusLabel(String(status)),
  outputProposal: (status: unknown) => `Proposed: ${applicationStatusLabel(String(status))}`,
  outputChosen: (proposed: unknown, chosen: unknown) =>
    `Proposed ${applicationStatusLabel(String(proposed))}, chose ${applicationStatusLabel(String(chosen))}`,
  outputRescreen: 'Re-screen requested',
} as const;

/** The log's kinds in words. */
export const AI_DECISION_KIND_LABELS: Record<AiDecisionKind, string> = {
  SCORE: 'Resume score',
  INTERVIEW_ADJUSTMENT: 'Interview score adjustment',
  STATUS_PROPOSAL: 'Status proposal',
  STATUS_MOVE: 'Automatic status move',
  SCORE_OVERRIDE: 'Score override',
  PROPOSAL_ACCEPTED: 'Proposal accepted',
  PROPOSAL_CHANGED: 'Proposal changed',
  RESCREEN_REQUESTED: 'Re-screen requested',
};
