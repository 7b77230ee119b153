/**
 * The queries behind the AI interview rule's proposed status and the people who decide on it.
 * Every one is scoped by the organisation; rules and transactions stay in the services.
 */
import type { ApplicationStatus } from '@kairox/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { applications, users } from '../../db/schema.js';

export interface ProposalRow {
  status: ApplicationStatus | null;
  reason: string | null;
}

const ownApplication = (orgId: number, applicationId: number) => and(eq(applications.id, applicationId), eq(applications.orgId, orgId));

const proposalColumns = { status: applications.proposedStatus, reason: applications.proposedReason };

export async function findUserName(db: DbOrTx, orgId: number, userId: number) {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.orgId, orgId)));
  return user;
}

/** The application's proposal columns; undefined when the application is not the organisation's. */
export async function findProposal(db: DbOrTx, orgId: number, applicationId: number): Promise<ProposalRow | undefined> {
  const [row] = await db.select(proposalColumns).from(applications).where(ownApplication(orgId, applicationId));
  return row;
}

/** The same, with the application row locked until the transaction `tx` ends. */
export async function findProposalForUpdate(tx: DbOrTx, orgId: number, applicationId: number): Promise<ProposalRow | undefined> {
  const [row] = await tx.select(proposalColumns).from(applications).where(ownApplication(orgId, applicationId)).for('update');
  return row;
}

/** Records the rule's proposal on the application; a later one replaces it. */
export async function setProposal(db: DbOrTx, orgId: number, applicationId: number, status: ApplicationStatus, reason: string): Promise<void> {
  await db
    .update(applications)
    .set({ proposedStatus: status, proposedReason: reason, proposedAt: sql`now()`, updatedAt: sql`now()` })
    .where(ownApplication(orgId, applicationId));
}

export async function clearProposal(db: DbOrTx, orgId: number, applicationId: number): Promise<void> {
  await db.update(applications).set({ proposedStatus: null, proposedReason: null, proposedAt: null }).where(ownApplication(orgId, applicationId));
}
