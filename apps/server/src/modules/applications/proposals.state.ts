/**
 * The proposed status of an application (issue #10, "no decision without a human"; docs/interviews.md).
 * The AI interview rule proposes a move instead of making it (unless the organisation opted in to
 * automatic moves); a person settles the proposal by accepting it, dismissing it or setting any
 * status. Every step is written to the AI decision log in the transaction that takes effect.
 * These helpers run inside the caller's transaction, with the application row already locked.
 */
import type { ApplicationStatus } from '@kairox/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { applications, users } from '../../db/schema.js';
import { appendAiDecision } from '../ai-decisions/ai-decisions.service.js';

export interface Actor {
  id: number;
  name: string;
}

export interface OpenProposal {
  status: string;
  reason: string | null;
}

const ownRow = (orgId: number, applicationId: number) => and(eq(applications.id, applicationId), eq(applications.orgId, orgId));

/** The person's name as the decision log keeps it; the email when no name is stored. */
export async function actorOf(db: DbOrTx, orgId: number, userId: number): Promise<Actor> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.orgId, orgId)));
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : `User ${userId}`;
  return { id: userId, name };
}

export async function openProposalOf(db: DbOrTx, orgId: number, applicationId: number): Promise<OpenProposal | null> {
  const [row] = await db
    .select({ status: applications.proposedStatus, reason: applications.proposedReason })
    .from(applications)
    .where(ownRow(orgId, applicationId));
  return row?.status ? { status: row.status, reason: row.reason } : null;
}

/** Records the rule's proposal on the application; a later one replaces it. */
export async function setProposal(db: DbOrTx, orgId: number, applicationId: number, status: ApplicationStatus, reason: string): Promise<void> {
  await db
    .update(applications)
    .set({ proposedStatus: status, proposedReason: reason, proposedAt: sql`now()`, updatedAt: sql`now()` })
    .where(ownRow(orgId, applicationId));
}

export async function clearProposal(db: DbOrTx, orgId: number, applicationId: number): Promise<void> {
  await db
    .update(applications)
    .set({ proposedStatus: null, proposedReason: null, proposedAt: null })
    .where(ownRow(orgId, applicationId));
}

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
  const proposal = await openProposalOf(db, orgId, applicationId);
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
