/**
 * A recruiter's score override (docs/screening.md, Score overrides): the score in force becomes the
 * recruiter's, the AI score stays beside it, and removing the override returns to the AI score.
 * Each change is one transaction with its status-history row (kind SCORE_OVERRIDE, the score in
 * force before and after, who and why) and its AI decision log entry. Re-screening and the AI
 * decision log are asked for here too.
 */
import { SCORE_MESSAGES, type AiDecision } from '@kairox/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { conflict } from '../../lib/errors.js';
import { appendAiDecision, listAiDecisions } from '../ai-decisions/ai-decisions.service.js';
import { rescreenApplication } from '../screening/rescreen.js';
import { applicationNotFound, getApplication, type ApplicationRow } from './applications.service.js';
import { actorOf } from './proposals.state.js';
import { findApplicationForUpdate, insertScoreOverrideHistory, updateScoreColumns, type ScoreColumns } from './scores.repository.js';

async function lockApplication(tx: DbOrTx, orgId: number, applicationId: number): Promise<ApplicationRow> {
  const row = await findApplicationForUpdate(tx, orgId, applicationId);
  if (!row) throw applicationNotFound();
  return row;
}

interface ScoreChange {
  orgId: number;
  applicationId: number;
  userId: number;
  reason: string | null;
}

/** Writes the new score in force with its history row and SCORE_OVERRIDE log entry; answers the updated row. */
async function changeScoreInForce(
  tx: DbOrTx,
  change: ScoreChange,
  before: ApplicationRow,
  set: ScoreColumns,
  logged: Record<string, unknown>,
): Promise<ApplicationRow> {
  const { orgId, applicationId, userId, reason } = change;
  const row = await updateScoreColumns(tx, orgId, applicationId, set);
  await insertScoreOverrideHistory(tx, {
    orgId,
    applicationId,
    fromStatus: before.status,
    toStatus: before.status,
    fromScore: before.score,
    toScore: set.score,
    reason,
    changedBy: userId,
  });
  await appendAiDecision(tx, {
    orgId,
    applicationId,
    kind: 'SCORE_OVERRIDE',
    output: { score: set.score, previousScore: before.score, aiScore: row.aiScore, ...logged },
    actor: await actorOf(tx, orgId, userId),
    reason,
  });
  return row;
}

/** Puts the recruiter's score in force (replacing an earlier override too); the AI score is kept. */
export function overrideScore(db: DbOrTx, change: ScoreChange & { score: number }): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    const before = await lockApplication(tx, change.orgId, change.applicationId);
    // An application screened before AI scores were kept apart holds its AI score in `score` only.
    const aiScore = before.scoreOverriddenAt === null ? (before.aiScore ?? before.score) : before.aiScore;
    return changeScoreInForce(tx, change, before, { score: change.score, aiScore, scoreOverriddenAt: sql`now()` }, {});
  });
}

/** Returns to the AI score; 409 when no override is in force. */
export function removeScoreOverride(db: DbOrTx, change: ScoreChange): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    const before = await lockApplication(tx, change.orgId, change.applicationId);
    if (before.scoreOverriddenAt === null) throw conflict(SCORE_MESSAGES.noOverride);
    return changeScoreInForce(tx, change, before, { score: before.aiScore, scoreOverriddenAt: null }, { removed: true });
  });
}

/** A person's re-screen: the log names them and their reason. */
export async function rescreenByPerson(ctx: AppContext, change: ScoreChange): Promise<ApplicationRow> {
  const actor = await actorOf(ctx.database.db, change.orgId, change.userId);
  return rescreenApplication(ctx, { orgId: change.orgId, applicationId: change.applicationId, actor, reason: change.reason });
}

/** The application's AI decision log, oldest first; 404 when the application is not the organisation's. */
export async function aiDecisionsOf(db: DbOrTx, orgId: number, applicationId: number): Promise<AiDecision[]> {
  await getApplication(db, orgId, applicationId);
  return listAiDecisions(db, orgId, applicationId);
}
