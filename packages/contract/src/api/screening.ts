import { applicationIdParamsSchema, applicationSchema } from '../schemas/applications.js';
import { dismissProposalRequestSchema } from '../schemas/proposals.js';
import {
  aiDecisionListSchema,
  optionalScoreReasonRequestSchema,
  SCORE_OVERRIDE_REASON_MAX,
  scoreOverrideRequestSchema,
} from '../schemas/screening.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['Applications'];

/** Scores, re-screening, overrides, proposals and the AI decision log. */
export const screeningEndpoints = {
  rescreen: defineEndpoint({
    method: 'POST',
    path: '/api/applications/:id/rescreen',
    auth: 'staff',
    tags,
    summary: 'Re-screen a candidate',
    description:
      "Scores the extracted resume text again against the job's current fields and skills. Writes `aiScore`, " +
      '`scoreEngineVersion` and the feedback note; `score` follows unless an override is in force (it stays). The status ' +
      'history gets a RESCREEN row (AI score before and after, the optional `reason`, the caller) and the AI decision log ' +
      `RESCREEN_REQUESTED and SCORE. \`reason\`: trimmed, at most ${SCORE_OVERRIDE_REASON_MAX} characters. 409 while the ` +
      'resume text is not extracted. Answers the updated application.',
    params: applicationIdParamsSchema,
    body: optionalScoreReasonRequestSchema,
    responses: { 200: applicationSchema },
    errors: [400, 401, 404, 409],
  }),
  overrideScore: defineEndpoint({
    method: 'PUT',
    path: '/api/applications/:id/score',
    auth: 'staff',
    tags,
    summary: "Override a candidate's score",
    description:
      '`score` (integer 0-100) is in force from now on, `aiScore` is kept and `scoreOverridden` is true; re-screens keep the ' +
      `override. \`reason\` is required (trimmed, 1-${SCORE_OVERRIDE_REASON_MAX} characters). The status history gets a ` +
      'SCORE_OVERRIDE row (score before and after, reason, caller) and the AI decision log SCORE_OVERRIDE with the caller ' +
      'and reason. Answers the updated application.',
    params: applicationIdParamsSchema,
    body: scoreOverrideRequestSchema,
    responses: { 200: applicationSchema },
    errors: [400, 401, 404],
  }),
  removeScoreOverride: defineEndpoint({
    method: 'DELETE',
    path: '/api/applications/:id/score',
    auth: 'staff',
    tags,
    summary: 'Remove a score override',
    description:
      `Returns to the AI score (\`score\` = \`aiScore\`). The optional \`reason\` (trimmed, at most ${SCORE_OVERRIDE_REASON_MAX} ` +
      'characters) goes to the SCORE_OVERRIDE history row and log entry (output `removed: true`). 409 when no override is in ' +
      'force. Answers the updated application.',
    params: applicationIdParamsSchema,
    body: optionalScoreReasonRequestSchema,
    responses: { 200: applicationSchema },
    errors: [400, 401, 404, 409],
  }),
  listAiDecisions: defineEndpoint({
    method: 'GET',
    path: '/api/applications/:id/ai-decisions',
    auth: 'staff',
    tags,
    summary: "An application's AI decision log, oldest first",
    description:
      'Every machine output (SCORE, INTERVIEW_ADJUSTMENT, STATUS_PROPOSAL, STATUS_MOVE) with its input hash and engine ' +
      'version, and every human decision (SCORE_OVERRIDE, PROPOSAL_ACCEPTED, PROPOSAL_CHANGED, RESCREEN_REQUESTED) with ' +
      "who and why. Append-only: entries are never changed; a deleted user's entries keep `actorName`.",
    params: applicationIdParamsSchema,
    responses: { 200: aiDecisionListSchema },
    errors: [400, 401, 404],
  }),
  acceptProposal: defineEndpoint({
    method: 'POST',
    path: '/api/applications/:id/proposal/accept',
    auth: 'staff',
    tags,
    summary: "Accept the AI's proposed status",
    description:
      'Moves the application to `proposedStatus`. The status history gets the proposal\'s reason and "Accepted by <name>", ' +
      'changed by the caller; the proposal is cleared and PROPOSAL_ACCEPTED is written to the AI decision log. ' +
      '409 when no proposal is open. Answers the updated application.',
    params: applicationIdParamsSchema,
    responses: { 200: applicationSchema },
    errors: [400, 401, 404, 409],
  }),
  dismissProposal: defineEndpoint({
    method: 'POST',
    path: '/api/applications/:id/proposal/dismiss',
    auth: 'staff',
    tags,
    summary: "Dismiss the AI's proposed status",
    description:
      'Clears the proposal and keeps the status; PROPOSAL_CHANGED is written to the AI decision log with the optional ' +
      '`reason` (trimmed, at most 1000 characters). 409 when no proposal is open. Answers the updated application.',
    params: applicationIdParamsSchema,
    body: dismissProposalRequestSchema,
    responses: { 200: applicationSchema },
    errors: [400, 401, 404, 409],
  }),
};
