/** The queries of score overrides; rules and transactions stay in scores.service.ts. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { applications, applicationStatusHistory } from '../../db/schema.js';

type ApplicationRow = typeof applications.$inferSelect;
type HistoryValues = typeof applicationStatusHistory.$inferInsert;

/** The score columns a change writes; `scoreOverriddenAt` is null for the AI score in force. */
export interface ScoreColumns {
  score: number | null;
  aiScore?: number | null;
  scoreOverriddenAt: SQL | null;
}

const ownApplication = (orgId: number, applicationId: number) => and(eq(applications.id, applicationId), eq(applications.orgId, orgId));

/** The application, locked until the transaction `tx` ends; undefined when it is not the organisation's. */
export async function findApplicationForUpdate(tx: DbOrTx, orgId: number, applicationId: number): Promise<ApplicationRow | undefined> {
  const [row] = await tx.select().from(applications).where(ownApplication(orgId, applicationId)).for('update');
  return row;
}

export async function updateScoreColumns(tx: DbOrTx, orgId: number, applicationId: number, set: ScoreColumns): Promise<ApplicationRow> {
  const [row] = await tx
    .update(applications)
    .set({ ...set, updatedAt: sql`now()` })
    .where(ownApplication(orgId, applicationId))
    .returning();
  return row!;
}

export async function insertScoreOverrideHistory(tx: DbOrTx, values: Omit<HistoryValues, 'kind'>): Promise<void> {
  await tx.insert(applicationStatusHistory).values({ ...values, kind: 'SCORE_OVERRIDE' });
}
