import {
  aiDecisionListSchema,
  applicationIdParamsSchema,
  applicationSchema,
  optionalScoreReasonRequestSchema,
  SCORE_OVERRIDE_REASON_MAX,
  scoreOverrideRequestSchema,
} from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { errorResponses } from '../../lib/openapi.js';
import { listAiDecisions } from '../ai-decisions/ai-decisions.service.js';
import { callerOf, requireAuth } from '../auth/authenticate.js';
import { rescreenApplication } from '../screening/rescreen.js';
import { getApplication, toApplication } from './applications.service.js';
import { actorOf } from './proposals.state.js';
import { overrideScore, removeScoreOverride } from './scores.service.js';

const TAGS = ['Applications'];
const security = [{ bearerAuth: [] }];

/**
 * Re-screening, score overrides and the AI decision log of one application (docs/screening.md);
 * registered by the applications routes. Another tenant's application answers 404 like a missing one.
 * Reasons are the recruiter's words: they go to the history and the log, never to the server log.
 */
export async function scoreRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const onRequest = requireAuth(ctx);

  api.post(
    '/api/applications/:id/rescreen',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Re-screen a candidate',
        description:
          "Scores the extracted resume text again against the job's current fields and skills. Writes `aiScore`, " +
          '`scoreEngineVersion` and the feedback note; `score` follows unless an override is in force (it stays). The status ' +
          'history gets a RESCREEN row (AI score before and after, the optional `reason`, the caller) and the AI decision log ' +
          `RESCREEN_REQUESTED and SCORE. \`reason\`: trimmed, at most ${SCORE_OVERRIDE_REASON_MAX} characters. 409 while the ` +
          'resume text is not extracted. Answers the updated application.',
        security,
        params: applicationIdParamsSchema,
        body: optionalScoreReasonRequestSchema,
        response: { 200: applicationSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const actor = await actorOf(db, caller.orgId, caller.userId);
      const row = await rescreenApplication(ctx, { orgId: caller.orgId, applicationId: request.params.id, actor, reason: request.body?.reason ?? null });
      request.log.info({ applicationId: row.id, orgId: caller.orgId, by: caller.userId, aiScore: row.aiScore }, 'application re-screened');
      return toApplication(row);
    },
  );

  api.put(
    '/api/applications/:id/score',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "Override a candidate's score",
        description:
          '`score` (integer 0-100) is in force from now on, `aiScore` is kept and `scoreOverridden` is true; re-screens keep the ' +
          `override. \`reason\` is required (trimmed, 1-${SCORE_OVERRIDE_REASON_MAX} characters). The status history gets a ` +
          'SCORE_OVERRIDE row (score before and after, reason, caller) and the AI decision log SCORE_OVERRIDE with the caller ' +
          'and reason. Answers the updated application.',
        security,
        params: applicationIdParamsSchema,
        body: scoreOverrideRequestSchema,
        response: { 200: applicationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { score, reason } = request.body;
      const row = await overrideScore(db, { orgId: caller.orgId, applicationId: request.params.id, userId: caller.userId, score, reason });
      request.log.info({ applicationId: row.id, orgId: caller.orgId, by: caller.userId, score }, 'score overridden');
      return toApplication(row);
    },
  );

  api.delete(
    '/api/applications/:id/score',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "Remove a score override",
        description:
          `Returns to the AI score (\`score\` = \`aiScore\`). The optional \`reason\` (trimmed, at most ${SCORE_OVERRIDE_REASON_MAX} ` +
          'characters) goes to the SCORE_OVERRIDE history row and log entry (output `removed: true`). 409 when no override is in ' +
          'force. Answers the updated application.',
        security,
        params: applicationIdParamsSchema,
        body: optionalScoreReasonRequestSchema,
        response: { 200: applicationSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const change = { orgId: caller.orgId, applicationId: request.params.id, userId: caller.userId, reason: request.body?.reason ?? null };
      const row = await removeScoreOverride(db, change);
      request.log.info({ applicationId: row.id, orgId: caller.orgId, by: caller.userId }, 'score override removed');
      return toApplication(row);
    },
  );

  api.get(
    '/api/applications/:id/ai-decisions',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "An application's AI decision log, oldest first",
        description:
          'Every machine output (SCORE, INTERVIEW_ADJUSTMENT, STATUS_PROPOSAL, STATUS_MOVE) with its input hash and engine ' +
          'version, and every human decision (SCORE_OVERRIDE, PROPOSAL_ACCEPTED, PROPOSAL_CHANGED, RESCREEN_REQUESTED) with ' +
          "who and why. Append-only: entries are never changed; a deleted user's entries keep `actorName`.",
        security,
        params: applicationIdParamsSchema,
        response: { 200: aiDecisionListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { orgId } = callerOf(request);
      await getApplication(db, orgId, request.params.id);
      return listAiDecisions(db, orgId, request.params.id);
    },
  );
}
