import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { aiDecisions, notes } from '../../db/schema.js';

/**
 * The resume pipeline's screening writes for several applications at once (screening.pipeline.ts,
 * recordScreenings): one statement each for all the results stored together, where a single
 * screening uses upsertResumeFeedbackNote and appendAiDecision.
 */

/** Each application's single 'resume-feedback' note, created or overwritten (as upsertResumeFeedbackNote); one per application. */
export async function upsertResumeFeedbackNotes(
  tx: DbOrTx,
  rows: ReadonlyArray<{ orgId: number; applicationId: number; markdown: string }>,
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(notes)
    .values(
      rows.map(({ orgId, applicationId, markdown }) => ({ orgId, applicationId, note: markdown, noteType: 'resume-feedback', createdBy: null })),
    )
    .onConflictDoUpdate({
      target: notes.applicationId,
      targetWhere: sql`${notes.noteType} = 'resume-feedback'`,
      set: { note: sql`excluded.note`, createdAt: sql`now()` },
    });
}

/** SCORE entries of the AI decision log, made by the machine (as appendAiDecision writes one). */
export async function insertScoreDecisions(
  tx: DbOrTx,
  rows: ReadonlyArray<{ orgId: number; applicationId: number; inputHash: string; engineVersion: string; output: Record<string, unknown> }>,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(aiDecisions).values(rows.map((row) => ({ ...row, kind: 'SCORE' as const, actorId: null, actorName: null, reason: null })));
}
