/** The AI decision log's queries: rows are only ever inserted (the database refuses updates). */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { aiDecisions } from '../../db/schema.js';

type AiDecisionRow = typeof aiDecisions.$inferSelect;
type AiDecisionValues = typeof aiDecisions.$inferInsert;

export async function insertAiDecision(db: DbOrTx, values: AiDecisionValues): Promise<void> {
  await db.insert(aiDecisions).values(values);
}

/** The application's entries, oldest first. */
export function aiDecisionRowsOf(db: DbOrTx, orgId: number, applicationId: number): Promise<AiDecisionRow[]> {
  return db
    .select()
    .from(aiDecisions)
    .where(and(eq(aiDecisions.orgId, orgId), eq(aiDecisions.applicationId, applicationId)))
    .orderBy(asc(aiDecisions.createdAt), asc(aiDecisions.id));
}
