import type { AiDecision } from '@kairox/contract';
import { AI_DECISION_KIND_LABELS, SCORE_TEXT as T } from '../score-messages';

/** Short enough to scan, long enough to compare two entries by eye. */
const SHORT_HASH_LENGTH = 12;

export const shortHash = (hash: string) => hash.slice(0, SHORT_HASH_LENGTH);

/** One log entry as the dialog shows it. */
export interface DecisionView {
  id: number;
  kind: string;
  outcome: string;
  /** Null for the machine's entries. */
  who: string | null;
  reason: string | null;
  engineVersion: string | null;
  inputHash: string | null;
  createdAt: string;
}

/** What the entry decided, in words, from its kind-specific output. */
export function decisionOutcome(entry: Pick<AiDecision, 'kind' | 'output'>): string {
  const out = entry.output;
  switch (entry.kind) {
    case 'SCORE':
      return T.outputScore(out.score);
    case 'SCORE_OVERRIDE':
      return out.removed ? T.outputOverrideRemoved(out.score) : T.outputOverride(out.score, out.previousScore);
    case 'INTERVIEW_ADJUSTMENT':
      return T.outputAdjustment(out.final);
    case 'STATUS_MOVE':
      return T.outputStatus(out.toStatus);
    case 'STATUS_PROPOSAL':
      return T.outputProposal(out.proposedStatus);
    case 'PROPOSAL_ACCEPTED':
    case 'PROPOSAL_CHANGED':
      return T.outputChosen(out.proposedStatus, out.chosenStatus);
    case 'RESCREEN_REQUESTED':
      return T.outputRescreen;
  }
}

export function decisionView(entry: AiDecision): DecisionView {
  return {
    id: entry.id,
    kind: AI_DECISION_KIND_LABELS[entry.kind] ?? entry.kind,
    outcome: decisionOutcome(entry),
    // The name as written then: it stays after the user is deleted.
    who: entry.actorName,
    reason: entry.reason,
    engineVersion: entry.engineVersion,
    inputHash: entry.inputHash,
    createdAt: entry.createdAt,
  };
}

/** The override in force: the last SCORE_OVERRIDE entry, unless it removed one. */
export function overrideInForce(entries: AiDecision[]): AiDecision | null {
  const last = entries.findLast((entry) => entry.kind === 'SCORE_OVERRIDE');
  return last && !last.output.removed ? last : null;
}
