/**
 * Data rights and retention (issue #13 point 5, docs/data-rights.md): the organisation's retention
 * period, candidates due for erasure, the anonymised erasure audit and candidates' own requests
 * through a signed link. Both sides use these texts and shapes.
 */
import { z } from 'zod';
import { storableString } from '../text.js';
import { idParam, pageFields } from './common.js';

/** A candidate due for erasure is shown to recruiters this many days before the erasure. */
export const RETENTION_NOTICE_DAYS = 7;
export const RETENTION_MONTHS_MAX = 120;
/** The reason of a staff erasure, kept in the audit line (without personal data). */
export const ERASURE_REASON_MAX_LENGTH = 500;
/** The audit list's page size. */
export const ERASURE_PAGE_SIZE = 20;

export const DATA_REQUEST_KINDS = ['EXPORT', 'ERASE'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
export const DATA_REQUEST_STATUSES = ['PENDING', 'COMPLETED', 'REJECTED'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];
/** Who caused an erasure: a staff member, the retention period, or the candidate (confirmed by an admin). */
export const ERASURE_SOURCES = ['STAFF', 'RETENTION', 'CANDIDATE_REQUEST'] as const;
export type ErasureSource = (typeof ERASURE_SOURCES)[number];

export const DATA_RIGHTS_MESSAGES = {
  retentionInvalid: `The retention period must be a whole number of months from 1 to ${RETENTION_MONTHS_MAX}, or empty to keep candidates.`,
  reasonRequired: 'Please give the reason for the erasure.',
  reasonTooLong: `The reason may be at most ${ERASURE_REASON_MAX_LENGTH} characters.`,
  invalidRequestId: 'The request id must be a positive whole number.',
  invalidPage: 'The page must be a whole number from 0.',
  requestNotFound: 'Request not found.',
  requestDecided: 'This request has already been decided.',
  noEmail: 'The candidate has no email address to send the copy to.',
  erased: "The candidate's data was erased.",
  kept: 'The candidate is kept: the retention period starts again today.',
  linkInvalid: 'This link is not valid. Please open the link from your email exactly as it was sent.',
  linkExpired: 'This link has expired. The newest email about your application has a link that works.',
  applicationGone: 'No data of this application is stored any more.',
  kindInvalid: 'Choose EXPORT (a copy of your data) or ERASE (its erasure).',
  requestReceived: (kind: DataRequestKind) =>
    kind === 'EXPORT'
      ? 'Your request for a copy of your data was received. You will get it by email once the company has confirmed it.'
      : 'Your request to erase your data was received. The company will confirm it and erase your data.',
  exportMailSubject: (company: string) => `Your data held by ${company}`,
  exportMailText: (company: string, jobTitle: string) =>
    `Hello,\n\nas you asked, attached is a copy of the data ${company} holds about your application for ${jobTitle}: ` +
    'data.json holds every field, note and history entry, and the resume folder your resume file.\n\n' +
    `Kind regards,\n${company}`,
  retentionReason: (months: number) => `Retention period of ${months} months after the last activity passed.`,
  candidateRequestReason: 'The candidate asked for the erasure through the link in an email.',
} as const;

// ---------------------------------------------------------------------------------------------
// Retention setting
// ---------------------------------------------------------------------------------------------

/** GET /api/data-rights/retention: months after the last activity; null keeps candidates. */
export const retentionSettingsSchema = z
  .object({
    retentionMonths: z.number().int().nullable(),
    noticeDays: z.number().int(),
  })
  .meta({ id: 'RetentionSettings' });
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

/** PUT /api/data-rights/retention (organisation admins only). */
export const updateRetentionRequestSchema = z
  .object({
    retentionMonths: z
      .number({ error: DATA_RIGHTS_MESSAGES.retentionInvalid })
      .int(DATA_RIGHTS_MESSAGES.retentionInvalid)
      .min(1, DATA_RIGHTS_MESSAGES.retentionInvalid)
      .max(RETENTION_MONTHS_MAX, DATA_RIGHTS_MESSAGES.retentionInvalid)
      .nullable(),
  })
  .meta({ id: 'UpdateRetentionRequest' });
export type UpdateRetentionRequest = z.input<typeof updateRetentionRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Candidates due for erasure, erasure and its audit
// ---------------------------------------------------------------------------------------------

export const dueErasureSchema = z
  .object({
    applicationId: z.number().int(),
    candidateName: z.string(),
    jobId: z.number().int(),
    jobTitle: z.string(),
    status: z.string(),
    lastActivityAt: z.string(),
    dueAt: z.string(),
  })
  .meta({ id: 'DueErasure' });
export type DueErasure = z.infer<typeof dueErasureSchema>;
export const dueErasureListSchema = z.array(dueErasureSchema).meta({ id: 'DueErasureList' });

/** POST /api/data-rights/applications/{id}/erase: why (kept in the audit line; no personal data). */
export const eraseCandidateRequestSchema = z
  .object({
    reason: storableString({ error: DATA_RIGHTS_MESSAGES.reasonRequired })
      .trim()
      .min(1, DATA_RIGHTS_MESSAGES.reasonRequired)
      .max(ERASURE_REASON_MAX_LENGTH, DATA_RIGHTS_MESSAGES.reasonTooLong),
  })
  .meta({ id: 'EraseCandidateRequest' });
export type EraseCandidateRequest = z.input<typeof eraseCandidateRequestSchema>;

/** One anonymised audit line: that an erasure happened, when, by whom or what, why and how much. */
export const erasureSchema = z
  .object({
    id: z.number().int(),
    erasedAt: z.string(),
    source: z.enum(ERASURE_SOURCES),
    /** The staff member who erased or confirmed; null for retention or a removed user. */
    erasedByName: z.string().nullable(),
    reason: z.string(),
    /** Rows and files erased: the application, its file, notes, history, AI log, interviews, emails. */
    itemsErased: z.number().int(),
  })
  .meta({ id: 'Erasure' });
export type Erasure = z.infer<typeof erasureSchema>;

export const eraseCandidateResponseSchema = z.object({ message: z.string(), erasure: erasureSchema }).meta({ id: 'EraseCandidateResponse' });

export const erasureListQuerySchema = z.object({
  page: z
    .string()
    .regex(/^\d{1,9}$/, DATA_RIGHTS_MESSAGES.invalidPage)
    .transform(Number)
    .default(0),
});

export const erasurePageSchema = z.object(pageFields(erasureSchema)).meta({ id: 'ErasurePage' });
export type ErasurePage = z.infer<typeof erasurePageSchema>;

// ---------------------------------------------------------------------------------------------
// Candidates' requests
// ---------------------------------------------------------------------------------------------

export const dataRequestSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(DATA_REQUEST_KINDS),
    status: z.enum(DATA_REQUEST_STATUSES),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
    decidedByName: z.string().nullable(),
    /** Null once the application was erased or deleted. */
    applicationId: z.number().int().nullable(),
    candidateName: z.string().nullable(),
    jobTitle: z.string().nullable(),
  })
  .meta({ id: 'DataRequest' });
export type DataRequest = z.infer<typeof dataRequestSchema>;
export const dataRequestListSchema = z.array(dataRequestSchema).meta({ id: 'DataRequestList' });

export const dataRequestIdParamsSchema = z.object({
  id: idParam(DATA_RIGHTS_MESSAGES.invalidRequestId),
});

const tokenField = storableString({ error: DATA_RIGHTS_MESSAGES.linkInvalid })
  .trim()
  .min(1, DATA_RIGHTS_MESSAGES.linkInvalid)
  .max(2000, DATA_RIGHTS_MESSAGES.linkInvalid);

/** POST /api/public/data-requests/link: the token of the link (sent in the body, never in a logged address). */
export const dataRequestLinkRequestSchema = z.object({ token: tokenField }).meta({ id: 'DataRequestLinkRequest' });

/** What the link's page shows: whose data and for which job, and what is already asked for. */
export const dataRequestLinkSchema = z
  .object({
    company: z.string(),
    jobTitle: z.string(),
    pending: z.array(z.enum(DATA_REQUEST_KINDS)),
  })
  .meta({ id: 'DataRequestLink' });
export type DataRequestLink = z.infer<typeof dataRequestLinkSchema>;

/** POST /api/public/data-requests */
export const createDataRequestSchema = z
  .object({
    token: tokenField,
    kind: z.enum(DATA_REQUEST_KINDS, { error: DATA_RIGHTS_MESSAGES.kindInvalid }),
  })
  .meta({ id: 'CreateDataRequest' });
export type CreateDataRequest = z.input<typeof createDataRequestSchema>;

export const dataRequestReceivedSchema = z
  .object({ message: z.string(), kind: z.enum(DATA_REQUEST_KINDS), status: z.literal('PENDING') })
  .meta({ id: 'DataRequestReceived' });
export type DataRequestReceived = z.infer<typeof dataRequestReceivedSchema>;
