import type { QuickActionCounts, StoredApplicationStatus } from '@kairox/contract';
import { eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { applications, interviewRecords } from '../../db/schema.js';
import { integrityAlert } from './application-search.repository.js';

/** New applications nobody has acted on yet. */
const PENDING_STATUSES: StoredApplicationStatus[] = ['APPLIED', 'QUALIFIED'];
/** Invited to the AI interview and not yet interviewed. */
const AWAITING_INTERVIEW_STATUSES: StoredApplicationStatus[] = ['INVITED_FOR_AI_SCREENING', 'REINVITED_FOR_AI_SCREENING'];

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The dashboard's Quick Actions counts in one pass over the organisation's applications. */
export async function countQuickActions(db: DbOrTx, orgId: number): Promise<QuickActionCounts> {
  const [row] = await db
    .select({
      pendingApplications: countWhere(inArray(applications.status, PENDING_STATUSES)),
      awaitingInterview: countWhere(inArray(applications.status, AWAITING_INTERVIEW_STATUSES)),
      openProposals: countWhere(isNotNull(applications.proposedStatus)),
      integrityAlerts: countWhere(integrityAlert),
    })
    .from(applications)
    // At most one record per application: the join never repeats an application.
    .leftJoin(interviewRecords, eq(interviewRecords.applicationId, applications.id))
    .where(eq(applications.orgId, orgId));
  return row ?? { pendingApplications: 0, awaitingInterview: 0, openProposals: 0, integrityAlerts: 0 };
}
