/**
 * The proposed status of an application (issue #10, "no decision without a human"; docs/interviews.md).
 * The AI interview rule proposes a move instead of making it (unless the organisation opted in to
 * automatic moves); a person settles the proposal by accepting it, dismissing it or setting any
 * status. Every step is written to the AI decision log in the transaction that takes effect.
 * These helpers run inside the caller's transaction, with the application row already locked.
 */
import type { ApplicationStatus } from '@kairox/contract';
import type { DbOrTx } from '../../db/database.js';
import { appendAiDecision } from '../ai-decisions/ai-decisions.service.js';
import { clearProposal, findProposal, findUserName, type ProposalRow } from './proposals.repository.js';

export interface Actor {
  id: number;
  name: string;
}

export interface OpenProposal {
  status: ApplicationStatus;
  reason: string | null;
}

/** The person's name as the decision log keeps it; the email when no name is stored. */
export async function actorOf(db: DbOrTx, orgId: number, userId: number): Promise<Actor> {
  const user = await findUserName(db, orgId, userId);
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : `User ${userId}`;
  return { id: userId, name };
}

/** The proposal a row carries, or null when none is open. */
export const openProposalIn = (row: ProposalRow | undefined): OpenProposal | null =>
  row?.status ? { status: row.status, reason: row.reason } : null;

/**
 * A person set `status`: an open proposal is settled by it. Equal to the proposal it counts as
 * accepted (PROPOSAL_ACCEPTED), otherwise as changed (PROPOSAL_CHANGED), with the person's reason.
 */
export async function settleProposalByStatusChange(
  db: DbOrTx,
  orgId: number,
  applicationId: number,
  userId: number,
  status: string,
  reason: string | null,
): Promise<void> {
  const proposal = openProposalIn(await findProposal(db, orgId, applicationId));
  if (!proposal) return;
  await clearProposal(db, orgId, applicationId);
  await appendAiDecision(db, {
    orgId,
    applicationId,
    kind: proposal.status === status ? 'PROPOSAL_ACCEPTED' : 'PROPOSAL_CHANGED',
    output: { proposedStatus: proposal.status, chosenStatus: status },
    actor: await actorOf(db, orgId, userId),
    reason,
  });
}
