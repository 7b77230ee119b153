import {
  interviewEventsRequestSchema,
  interviewEventsResponseSchema,
  interviewIdParamsSchema,
  interviewRecordSchema,
  interviewScorecardSchema,
} from '../schemas/interviews.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['Interviews'];

/** AI interview events and insights. */
export const interviewEndpoints = {
  reportEvents: defineEndpoint({
    method: 'POST',
    path: '/api/interviews/events',
    auth: 'interviewKey',
    tags,
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
    body: interviewEventsRequestSchema,
    responses: { 200: interviewEventsResponseSchema },
    errors: [400, 401, 404, 413, 429],
  }),
  getInterviewRecord: defineEndpoint({
    method: 'GET',
    path: '/api/interviews/complete-logs/:id',
    auth: 'staff',
    tags,
    summary: "An application's AI interview record with every event (logDetails)",
    description:
      'id = application id. The insight record with the spec field names (OverallScore is the final score) and ' +
      '`logDetails`: every event as received, oldest first. 404 when no event has arrived for the application.',
    params: interviewIdParamsSchema,
    responses: { 200: interviewRecordSchema },
    errors: [400, 401, 404],
  }),
  getInterviewScorecard: defineEndpoint({
    method: 'GET',
    path: '/api/interviews/:id',
    auth: 'staff',
    tags,
    summary: "An application's AI interview scorecard",
    description:
      'id = application id. `overallScore` is the final score (0-10, raw minus the suspicion deduction). 404 until a ' +
      "'Scorecard generated' event with a score has arrived.",
    params: interviewIdParamsSchema,
    responses: { 200: interviewScorecardSchema },
    errors: [400, 401, 404],
  }),
};
