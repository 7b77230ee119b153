import {
  INTERVIEW_API_KEY_HEADER,
  INTERVIEW_MESSAGES,
  interviewEventsRequestSchema,
  interviewEventsResponseSchema,
  interviewIdParamsSchema,
  interviewRecordSchema,
  interviewScorecardSchema,
} from '@kairox/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { unauthorized } from '../../lib/errors.js';
import { errorResponses } from '../../lib/openapi.js';
import { consumeRateLimit } from '../../lib/rate-limiter.js';
import { callerOf, requireAuth } from '../auth/authenticate.js';
import { verifyInterviewApiKey } from './api-keys.service.js';
import { getInterviewRecord, getInterviewScorecard, ingestInterviewEvents } from './interviews.service.js';

const TAGS = ['Interviews'];
const security = [{ bearerAuth: [] }];

interface InterviewClient {
  keyId: number;
  orgId: number;
  keyPrefix: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    interviewClient?: InterviewClient;
  }
}

function presentedKey(request: FastifyRequest): string | null {
  const header = request.headers[INTERVIEW_API_KEY_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() || null;
}

/**
 * AI interview insights (docs/interviews.md). The external interview service posts events with its
 * organisation's API key; staff read the scorecard and the complete log with their token, inside
 * their organisation (another tenant's application answers 404 like a missing one).
 */
export async function interviewRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const onRequest = requireAuth(ctx);

  api.post(
    '/api/interviews/events',
    {
      // Before the body is read: a caller without a valid key learns nothing about the body's rules.
      onRequest: async (request) => {
        const key = presentedKey(request);
        if (!key) throw unauthorized(INTERVIEW_MESSAGES.apiKeyMissing);
        const client = await verifyInterviewApiKey(db, key);
        if (!client) throw unauthorized(INTERVIEW_MESSAGES.apiKeyInvalid);
        await consumeRateLimit(db, ctx.rateLimits.interviewEventsPerKey, String(client.keyId));
        request.interviewClient = client;
      },
      schema: {
        tags: TAGS,
        summary: 'Report AI interview events (external interview service)',
        description:
          "Authenticated by the organisation's interview API key in the `X-Api-Key` header (created with " +
          '`npm run interview-keys -- create`); no bearer token. The body is one event or `{ "events": [...] }` ' +
          `(at most 100), with the spec's insight-record field names; applicantId (or applicant_id) is the application id, ` +
          "which must belong to the key's organisation (else 404, like a missing one). Events are applied in order in one " +
          'transaction: all or nothing. Rules: ID / Voice verification successful set the flags; Interview started -> ' +
          'INTERVIEW_IN_PROGRESS; Interview interrupted -> INTERVIEW_INTERRUPTED; Scorecard generated sets the scores, ' +
          'feedback and scorecard (computing the suspicion adjustment when it is not sent) and proposes SHORTLISTED when the ' +
          'final score reaches the pass mark (default 6), else REJECTED_IN_AI_INTERVIEW: the application keeps its status and ' +
          'carries proposedStatus / proposedReason until a recruiter accepts or changes it. An organisation that opted in ' +
          '(PUT /api/organizations/settings, aiAutoMoves) gets the move made at once instead. The adjustment, the proposal or ' +
          'the move are written to the AI decision log. Rate-limited per key.',
        security: [{ interviewApiKey: [] }],
        body: interviewEventsRequestSchema,
        response: { 200: interviewEventsResponseSchema, ...errorResponses(400, 401, 404, 413, 429) },
      },
    },
    async (request) => {
      const client = request.interviewClient!;
      const result = await ingestInterviewEvents(db, client.orgId, request.body, {
        passScore: ctx.config.interviewPassScore,
        apiKeyId: client.keyId,
      });
      request.log.info(
        { orgId: client.orgId, key: client.keyPrefix, accepted: result.accepted, events: result.results.map((entry) => `${entry.applicationId}:${entry.event}`) },
        'interview events ingested',
      );
      return result;
    },
  );

  api.get(
    '/api/interviews/complete-logs/:id',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "An application's AI interview record with every event (logDetails)",
        description:
          'id = application id. The insight record with the spec field names (OverallScore is the final score) and ' +
          '`logDetails`: every event as received, oldest first. 404 when no event has arrived for the application.',
        security,
        params: interviewIdParamsSchema,
        response: { 200: interviewRecordSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getInterviewRecord(db, callerOf(request).orgId, request.params.id),
  );

  api.get(
    '/api/interviews/:id',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "An application's AI interview scorecard",
        description:
          'id = application id. `overallScore` is the final score (0-10, raw minus the suspicion deduction). 404 until a ' +
          "'Scorecard generated' event with a score has arrived.",
        security,
        params: interviewIdParamsSchema,
        response: { 200: interviewScorecardSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getInterviewScorecard(db, callerOf(request).orgId, request.params.id),
  );
}
