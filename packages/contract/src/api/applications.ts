import {
  applicantListQuerySchema,
  applicantsParamsSchema,
  applicationSearchPageSchema,
  applicationSearchQuerySchema,
  bulkActionResponseSchema,
  bulkDeleteRequestSchema,
  bulkEmailRequestSchema,
  bulkEmailResponseSchema,
  bulkStatusRequestSchema,
  applicationDetailSchema,
  applicationIdParamsSchema,
  applicationPageSchema,
  applicationSchema,
  massUploadResponseSchema,
  publicJobSchema,
  quickActionCountsSchema,
  resumeTextResponseSchema,
  statusHistorySchema,
  submittedApplicationSchema,
  updateApplicationRequestSchema,
  updateApplicationStatusRequestSchema,
} from '../schemas/applications.js';
import { messageResponseSchema } from '../schemas/common.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['Applications'];

/** Applications, resumes and candidates (spec section 7). */
export const applicationEndpoints = {
  createApplication: defineEndpoint({
    method: 'POST',
    path: '/api/applications/applications',
    auth: 'staffOrPublic',
    tags,
    summary: 'Apply to a job (application assistant) or add a candidate (dashboard)',
    description:
      'multipart/form-data with a part `applicant` (JSON: candidateName, candidateEmail, candidatePhone, status, score, ' +
      'sourceChannel, resumeUrl, experience, skills, motivation, jobId, privacyConsent, privacyNoticeVersion) and a part ' +
      '`cv` (the resume: PDF, DOC, DOCX or TXT, ' +
      'at most 10 MB; its name must end in .pdf, .doc, .docx or .txt and its content must be of that format). Without a ' +
      'token (the public assistant) the candidate must have agreed to the privacy notice in force (`privacyConsent` true ' +
      'and `privacyNoticeVersion` its version, else 400; both are stored with the application), the job must be public ' +
      '(404 for a missing or DRAFT job) and open (400 when closed, ' +
      'completed or past its cutoff date), the status is always QUALIFIED, calls are rate-limited per IP, and an email ' +
      'the job already has is accepted like a first application and flagged as its duplicate (`duplicateOfId`). With a ' +
      "staff token the job must belong to the caller's organization (any job status), no consent is recorded (the " +
      "privacy fields are ignored), `status` may be 'qualified' " +
      '(default) or a candidate status, and an email the job already has answers 409. `score` and `resumeUrl` are ' +
      'ignored: screening scores the resume. The application, its file and its processing job are created together or ' +
      'not at all; `resumeStatus` starts PENDING.',
    multipart: true,
    responses: { 201: submittedApplicationSchema },
    errors: [400, 404, 409, 413, 415, 429],
  }),
  getPublicJob: defineEndpoint({
    method: 'GET',
    path: '/api/applications/jobs/:jobId/public',
    auth: 'public',
    tags,
    summary: 'A job as the public application assistant sees it',
    description:
      'No token. For the job-id step of the assistant, before the candidate types anything else: the title, the ' +
      "hiring organization's name, careers-page slug and retention period (for its privacy notice), the cutoff date, " +
      'and whether it takes applications: OPEN, ' +
      'CLOSED (closed or completed) or EXPIRED (its cutoff date has passed, Anywhere on Earth). A missing or DRAFT job ' +
      'answers 404. Rate-limited per IP.',
    params: applicantsParamsSchema,
    responses: { 200: publicJobSchema },
    errors: [400, 404, 429],
  }),
  massUpload: defineEndpoint({
    method: 'POST',
    path: '/api/applications/mass-upload',
    auth: 'staff',
    tags,
    summary: 'Upload many resumes to a job',
    description:
      'multipart/form-data with a field `jobId` and repeated `files` (PDF only: named .pdf and with PDF content, at most ' +
      '10 MB each, at most 50; a file already uploaded to the job is refused). Each file is accepted or refused on its ' +
      'own, with a reason naming the problem; each accepted file becomes an application (status APPLIED, ' +
      "sourceChannel 'mass-upload', name from the file name; name, email and phone are filled from the resume text when " +
      'processing finds them). 200 when at least one was accepted, else 400 with the same lists.',
    multipart: true,
    responses: { 200: massUploadResponseSchema },
    // The 400 with the lists is massUploadErrorResponseSchema (the route documents it).
    errors: [400, 401, 404, 413, 415],
  }),
  listApplicants: defineEndpoint({
    method: 'GET',
    path: '/api/applications/applicants/:jobId',
    auth: 'staff',
    tags,
    summary: "A job's candidates, newest first",
    description:
      'Zero-based `page` (default 0) and `size` (default 20, at most 100). The optional `q` finds candidates whose name or email contains it, or whose extracted resume text has all its words.',
    params: applicantsParamsSchema,
    query: applicantListQuerySchema,
    responses: { 200: applicationPageSchema },
    errors: [400, 401, 404],
  }),
  searchApplications: defineEndpoint({
    method: 'GET',
    path: '/api/applications',
    auth: 'staff',
    tags,
    summary: "The organization's applications across jobs",
    description:
      'Zero-based `page` (default 0) and `size` (default 20, at most 100). Filters, all optional: `q` (name or email ' +
      'contains it, or the resume text has all its words), `jobId`, `status` (one or several, comma-separated), ' +
      '`scoreMin` and `scoreMax` (0-100, inclusive; an unscored application matches neither), `sourceChannel` (exact, ' +
      'any letter case), `createdFrom` and `createdTo` (YYYY-MM-DD, UTC days, inclusive), `resumeStatus`, ' +
      '`proposal=open` (an AI status proposal waits for a recruiter) and `integrity=alert` (the AI interview detected ' +
      'a face mismatch or no face). `sort`: ' +
      'newest (default), score (highest first, unscored last) or name (A to Z). Each row carries its job title.',
    query: applicationSearchQuerySchema,
    responses: { 200: applicationSearchPageSchema },
    errors: [400, 401],
  }),
  exportApplications: defineEndpoint({
    method: 'GET',
    path: '/api/applications/export',
    auth: 'staff',
    tags,
    summary: "Export the organization's applications as CSV",
    description:
      'The filters and sort of GET /api/applications (`page` and `size` are ignored): every matching application as a ' +
      'text/csv attachment, streamed as it is read. Cells that start with = + - or @ are prefixed with an apostrophe.',
    query: applicationSearchQuerySchema,
    errors: [400, 401],
  }),
  bulkStatus: defineEndpoint({
    method: 'POST',
    path: '/api/applications/bulk-status',
    auth: 'staff',
    tags,
    summary: 'Change the status of several applications',
    description:
      'At most 500 ids. The rules of PUT /api/applications/{id}/status: `reason` is required for ' +
      'REINVITED_FOR_AI_SCREENING, and every change is written to the status history. All or nothing: an id that is ' +
      "missing or not the organization's answers 404 and changes none.",
    body: bulkStatusRequestSchema,
    responses: { 200: bulkActionResponseSchema },
    errors: [400, 401, 404],
  }),
  bulkDelete: defineEndpoint({
    method: 'POST',
    path: '/api/applications/bulk-delete',
    auth: 'staff',
    tags,
    summary: 'Delete several applications',
    description:
      'At most 500 ids, each deleted like DELETE /api/applications/{id}. An id that is missing or not the ' +
      "organization's answers 404 before any is deleted.",
    body: bulkDeleteRequestSchema,
    responses: { 200: bulkActionResponseSchema },
    errors: [400, 401, 404],
  }),
  bulkEmail: defineEndpoint({
    method: 'POST',
    path: '/api/applications/bulk-email',
    auth: 'staff',
    tags,
    summary: 'Email several candidates',
    description:
      'At most 500 ids; `subject` (one line, at most 200 characters) and `message` (at most 5000) are sent as one ' +
      'plain-text mail to each application that has an email; `skipped` counts those without one. An id that is ' +
      "missing or not the organization's answers 404 and sends nothing. At most 20 calls per organization per hour.",
    body: bulkEmailRequestSchema,
    responses: { 200: bulkEmailResponseSchema },
    errors: [400, 401, 404, 429],
  }),
  quickActionCounts: defineEndpoint({
    method: 'GET',
    path: '/api/dashboard/quick-actions',
    auth: 'staff',
    tags,
    summary: "The dashboard's Quick Actions counts",
    description:
      "Counts over the organization's applications: pending (APPLIED or QUALIFIED), awaiting their AI interview " +
      '(INVITED_FOR_AI_SCREENING or REINVITED_FOR_AI_SCREENING), with an open AI status proposal, and with an ' +
      'integrity alert (the AI interview detected a face mismatch or no face).',
    responses: { 200: quickActionCountsSchema },
    errors: [401],
  }),
  getApplication: defineEndpoint({
    method: 'GET',
    path: '/api/applications/:id',
    auth: 'staff',
    tags,
    summary: 'Read an application',
    params: applicationIdParamsSchema,
    responses: { 200: applicationDetailSchema },
    errors: [400, 401, 404],
  }),
  deleteApplication: defineEndpoint({
    method: 'DELETE',
    path: '/api/applications/:id',
    auth: 'staff',
    tags,
    summary: 'Delete an application with its notes, status history and resume file',
    params: applicationIdParamsSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 404],
  }),
  updateStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/applications/:id/status',
    auth: 'staff',
    tags,
    summary: "Change an application's status",
    description:
      '`status` is one of the twelve candidate statuses (any letter case); `message` (trimmed, at most 1000 characters) ' +
      'is the reason and is required for REINVITED_FOR_AI_SCREENING. Every change is written to the status history ' +
      'with the reason, who and when. Answers the updated application.',
    params: applicationIdParamsSchema,
    body: updateApplicationStatusRequestSchema,
    responses: { 200: applicationSchema },
    errors: [400, 401, 404],
  }),
  statusHistory: defineEndpoint({
    method: 'GET',
    path: '/api/applications/:id/status-history',
    auth: 'staff',
    tags,
    summary: "An application's status audit trail, oldest first",
    description: 'The first entry (fromStatus null) records how the application was received.',
    params: applicationIdParamsSchema,
    responses: { 200: statusHistorySchema },
    errors: [400, 401, 404],
  }),
  updateApplication: defineEndpoint({
    method: 'PUT',
    path: '/api/applications/updateApplication/:id',
    auth: 'staff',
    tags,
    summary: "Edit a candidate's basic info",
    description:
      'candidateName, candidateEmail and candidatePhone, all required; other fields are ignored. 409 when another ' +
      'application of the same job has the email.',
    params: applicationIdParamsSchema,
    body: updateApplicationRequestSchema,
    responses: { 200: applicationSchema },
    errors: [400, 401, 404, 409],
  }),
  downloadResume: defineEndpoint({
    method: 'GET',
    path: '/api/applications/:id/resume',
    auth: 'staff',
    tags,
    summary: 'Download the resume file',
    description: 'The stored file as an attachment, with the content type of its detected format.',
    params: applicationIdParamsSchema,
    errors: [400, 401, 404],
  }),
  getResumeText: defineEndpoint({
    method: 'GET',
    path: '/api/applications/:id/resume-text',
    auth: 'staff',
    tags,
    summary: 'The text extracted from the resume',
    description: "'' until processing has extracted it (see resumeStatus).",
    params: applicationIdParamsSchema,
    responses: { 200: resumeTextResponseSchema },
    errors: [400, 401, 404],
  }),
};
