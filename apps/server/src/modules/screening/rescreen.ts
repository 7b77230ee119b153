/**
 * Re-screening one application (docs/screening.md, Engine version and re-screening): its extracted
 * resume text is scored again against the job's current fields and skills, with the pipeline's own
 * functions, so the same resume and job give the same score and input hash as the first screening.
 *
 * One transaction writes the AI score, its engine version, the feedback note, a status-history row
 * (kind RESCREEN, status unchanged, the AI score before and after) and the AI decision log: a
 * RESCREEN_REQUESTED entry with who and why when a person asked, then the SCORE entry.
 *
 * An override in force stays in force: the new AI score is shown beside it, and only removing the
 * override returns to the AI score. This holds for a recruiter's re-screen and for the background
 * re-screen after the job's skills are edited alike (a machine never undoes a person's decision).
 */
import { SCORE_MESSAGES } from '@kairox/contract';
import type { AppContext } from '../../context.js';
import { applications, applicationStatusHistory } from '../../db/schema.js';
import { PermanentResumeError, type ApplicationRow } from '../processing/resume-processing.js';
import { conflict } from '../../lib/errors.js';
import { appendAiDecision } from '../ai-decisions/ai-decisions.service.js';
import { applicationNotFound, getApplication, ownApplication } from '../applications/applications.service.js';
import { recordScreening, screenApplication, type ScoredApplication } from './screening.pipeline.js';

export interface RescreenRequest {
  orgId: number;
  applicationId: number;
  /** The person who asked; null for the machine (the background re-screen after a skills edit). */
  actor: { id: number; name: string } | null;
  reason: string | null;
}

/**
 * Re-screens the application and answers its updated row. 404 (like a missing one) for another
 * organisation's application; 409 while its resume text is not extracted (resumeStatus other than
 * COMPLETED) or when the text cannot be screened.
 */
export async function rescreenApplication(ctx: AppContext, request: RescreenRequest): Promise<ApplicationRow> {
  const { orgId, applicationId } = request;
  const application = await getApplication(ctx.database.db, orgId, applicationId);
  if (application.resumeStatus !== 'COMPLETED') throw conflict(SCORE_MESSAGES.notScreenable);
  // Screening (and the LLM review with it) runs outside the transaction: it may take long.
  const scored = await screenOrRefuse(ctx, application);
  return ctx.database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(applications).where(ownApplication(orgId, applicationId)).for('update');
    if (!current) throw applicationNotFound();
    if (current.resumeStatus !== 'COMPLETED') throw conflict(SCORE_MESSAGES.notScreenable);
    if (request.actor) {
      await appendAiDecision(tx, { orgId, applicationId, kind: 'RESCREEN_REQUESTED', actor: request.actor, reason: request.reason });
    }
    const row = await recordScreening(tx, current, scored, ownApplication(orgId, applicationId));
    await tx.insert(applicationStatusHistory).values({
      orgId,
      applicationId,
      kind: 'RESCREEN',
      fromStatus: current.status,
      toStatus: current.status,
      // Rows scored before AI scores were kept apart hold their AI score in `score` only.
      fromScore: current.aiScore ?? (current.scoreOverriddenAt ? null : current.score),
      toScore: scored.score,
      reason: request.reason,
      changedBy: request.actor?.id ?? null,
    });
    return row!;
  });
}

async function screenOrRefuse(ctx: AppContext, application: ApplicationRow): Promise<ScoredApplication> {
  try {
    const scored = await screenApplication(ctx, application);
    if (!scored) throw applicationNotFound(); // its job, and with it the application, was deleted meanwhile
    return scored;
  } catch (error) {
    if (error instanceof PermanentResumeError) throw conflict(error.message);
    throw error;
  }
}
