/**
 * A person decides on the AI interview rule's proposal (docs/interviews.md): accept it (the move
 * is made in their name) or dismiss it (the status stays). Each in one transaction, scoped by the
 * organisation; no open proposal answers 409.
 */
import { PROPOSAL_MESSAGES } from '@kairox/contract';
import type { DbOrTx } from '../../db/database.js';
import { conflict } from '../../lib/errors.js';
import { appendAiDecision } from '../ai-decisions/ai-decisions.service.js';
import { applicationNotFound, getApplication, setApplicationStatus, type ApplicationRow } from './applications.service.js';
import { clearProposal, findProposalForUpdate } from './proposals.repository.js';
import { actorOf, openProposalIn, type OpenProposal } from './proposals.state.js';

/** Locks the application and answers its open proposal: 404 when it is not the organisation's, 409 when none is open. */
async function lockOpenProposal(db: DbOrTx, orgId: number, applicationId: number): Promise<OpenProposal> {
  const row = await findProposalForUpdate(db, orgId, applicationId);
  if (!row) throw applicationNotFound();
  const proposal = openProposalIn(row);
  if (!proposal) throw conflict(PROPOSAL_MESSAGES.noOpenProposal);
  return proposal;
}

/** Moves to the proposed status with the proposal's reason and who accepted it; the status change logs PROPOSAL_ACCEPTED. */
export function acceptProposal(db: DbOrTx, orgId: number, applicationId: number, userId: number): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    const proposal = await lockOpenProposal(tx, orgId, applicationId);
    const actor = await actorOf(tx, orgId, userId);
    const reason = [proposal.reason, PROPOSAL_MESSAGES.acceptedBy(actor.name)].filter(Boolean).join(' ');
    return setApplicationStatus(tx, orgId, applicationId, userId, proposal.status, reason);
  });
}

/** Clears the proposal and keeps the status; logs PROPOSAL_CHANGED with the person's reason. */
export function dismissProposal(db: DbOrTx, orgId: number, applicationId: number, userId: number, reason: string | null): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    const proposal = await lockOpenProposal(tx, orgId, applicationId);
    await clearProposal(tx, orgId, applicationId);
    const row = await getApplication(tx, orgId, applicationId);
    await appendAiDecision(tx, {
      orgId,
      applicationId,
      kind: 'PROPOSAL_CHANGED',
      output: { proposedStatus: proposal.status, chosenStatus: row.status, dismissed: true },
      actor: await actorOf(tx, orgId, userId),
      reason,
    });
    return row;
  });
}
