import { applicationIdParamsSchema } from '../schemas/applications.js';
import { messageResponseSchema } from '../schemas/common.js';
import {
  RETENTION_NOTICE_DAYS,
  createDataRequestSchema,
  dataRequestIdParamsSchema,
  dataRequestLinkRequestSchema,
  dataRequestLinkSchema,
  dataRequestListSchema,
  dataRequestReceivedSchema,
  dataRequestSchema,
  dueErasureListSchema,
  eraseCandidateRequestSchema,
  eraseCandidateResponseSchema,
  erasureListQuerySchema,
  erasurePageSchema,
  retentionSettingsSchema,
  updateRetentionRequestSchema,
} from '../schemas/data-rights.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['Data rights'];

/** Retention, export, erasure and candidates' requests (issue #13 point 5, docs/data-rights.md). */
export const dataRightsEndpoints = {
  getRetention: defineEndpoint({
    method: 'GET',
    path: '/api/data-rights/retention',
    auth: 'staff',
    tags,
    summary: "The organisation's retention period for candidates not hired",
    description:
      '`retentionMonths`: candidates not SHORTLISTED are erased that many months after their last activity (the ' +
      'application, a status change, a note or an email), after a notice of `noticeDays` days; null keeps them.',
    responses: { 200: retentionSettingsSchema },
    errors: [401],
  }),
  updateRetention: defineEndpoint({
    method: 'PUT',
    path: '/api/data-rights/retention',
    auth: 'orgAdmin',
    tags,
    summary: 'Set the retention period (organisation admins only)',
    description: 'A whole number of months from 1 to 120, or null to keep candidates. Other roles: 403.',
    body: updateRetentionRequestSchema,
    responses: { 200: retentionSettingsSchema },
    errors: [400, 401, 403],
  }),
  listDueErasures: defineEndpoint({
    method: 'GET',
    path: '/api/data-rights/due',
    auth: 'staff',
    tags,
    summary: 'Candidates due for erasure',
    description: `Candidates whose retention period passed, with the date of their erasure (${RETENTION_NOTICE_DAYS} days after the notice), soonest first.`,
    responses: { 200: dueErasureListSchema },
    errors: [401],
  }),
  keepCandidate: defineEndpoint({
    method: 'POST',
    path: '/api/data-rights/applications/:id/keep',
    auth: 'staff',
    tags,
    summary: 'Keep a candidate due for erasure',
    description: 'Counts as activity: the notice is withdrawn and the retention period starts again.',
    params: applicationIdParamsSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 404],
  }),
  exportCandidate: defineEndpoint({
    method: 'GET',
    path: '/api/data-rights/applications/:id/export',
    auth: 'staff',
    tags,
    summary: "Download everything stored about a candidate's application",
    description:
      'A zip file: `data.json` (every field of the application, its job and organisation, notes, status history, AI ' +
      'decision log, interview record and events, emails, scheduled interviews and data requests) and ' +
      '`resume/<file name>` (the stored resume file).',
    params: applicationIdParamsSchema,
    errors: [400, 401, 404],
  }),
  eraseCandidate: defineEndpoint({
    method: 'POST',
    path: '/api/data-rights/applications/:id/erase',
    auth: 'staff',
    tags,
    summary: 'Erase a candidate',
    description:
      'Deletes the application with its resume file and text, notes, history, AI log, interview record, emails and ' +
      'scheduled interviews, and keeps one anonymised audit line (when, by whom, the reason, how many items). ' +
      "The candidate's pending requests are settled.",
    params: applicationIdParamsSchema,
    body: eraseCandidateRequestSchema,
    responses: { 200: eraseCandidateResponseSchema },
    errors: [400, 401, 404],
  }),
  listErasures: defineEndpoint({
    method: 'GET',
    path: '/api/data-rights/erasures',
    auth: 'staff',
    tags,
    summary: 'The erasure audit, newest first',
    description: 'Anonymised: no name, email or other data of the erased candidate. 20 per page, `page` zero-based.',
    query: erasureListQuerySchema,
    responses: { 200: erasurePageSchema },
    errors: [400, 401],
  }),
  listDataRequests: defineEndpoint({
    method: 'GET',
    path: '/api/data-rights/requests',
    auth: 'staff',
    tags,
    summary: "Candidates' pending requests for a copy or the erasure of their data",
    responses: { 200: dataRequestListSchema },
    errors: [401],
  }),
  confirmDataRequest: defineEndpoint({
    method: 'POST',
    path: '/api/data-rights/requests/:id/confirm',
    auth: 'orgAdmin',
    tags,
    summary: "Confirm a candidate's request (organisation admins only)",
    description:
      'EXPORT: the export is emailed to the candidate. ERASE: the candidate is erased. A request whose application is ' +
      'gone is settled without either. A decided request answers 409; other roles 403.',
    params: dataRequestIdParamsSchema,
    responses: { 200: dataRequestSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  rejectDataRequest: defineEndpoint({
    method: 'POST',
    path: '/api/data-rights/requests/:id/reject',
    auth: 'orgAdmin',
    tags,
    summary: "Reject a candidate's request (organisation admins only)",
    params: dataRequestIdParamsSchema,
    responses: { 200: dataRequestSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  getDataRequestLink: defineEndpoint({
    method: 'POST',
    path: '/api/public/data-requests/link',
    auth: 'public',
    tags,
    summary: 'What a data-request link is about',
    description:
      "The organisation and job of the signed link in a candidate's email, and the kinds already pending. An invalid " +
      'or expired link answers 400, an application no longer stored 404. Rate-limited per address.',
    body: dataRequestLinkRequestSchema,
    responses: { 200: dataRequestLinkSchema },
    errors: [400, 404, 429],
  }),
  createDataRequest: defineEndpoint({
    method: 'POST',
    path: '/api/public/data-requests',
    auth: 'public',
    tags,
    summary: "Ask for a copy of one's data or its erasure",
    description: 'Stored as PENDING for the organisation admin to confirm; asking again while one is pending answers the same and adds nothing.',
    body: createDataRequestSchema,
    responses: { 202: dataRequestReceivedSchema },
    errors: [400, 404, 429],
  }),
};
