/**
 * Applications (candidates), their notes and their status trail: payloads, statuses, limits and
 * texts of spec sections 3, 4, 5, 7, 8 and 9. The server validates with these schemas and the web
 * reuses them, so both sides refuse the same input with the same words.
 */
import { z } from 'zod';
import { storableString } from '../text.js';
import { idParam, pageFields, positiveIdValue, wholeNumberParam } from './common.js';
import { CANDIDATE_EMAIL_MESSAGES, STATUS_EMAIL_TEMPLATES } from './candidate-emails.js';
import { EMAIL_PATTERN, isValidPhone, normalizeEmail } from '../validators.js';
import { JOB_MESSAGES } from './jobs.js';
import { resumeProfileSchema, STATUS_HISTORY_KINDS } from './screening.js';

// ---------------------------------------------------------------------------------------------
// Statuses (spec section 4)
// ---------------------------------------------------------------------------------------------

/** The candidate statuses of the job page's change-status dropdown, in the dropdown's order. */
export const APPLICATION_STATUSES = [
  'APPLIED',
  'REJECTED',
  'REJECTED_IN_AI_INTERVIEW',
  'INVITED_FOR_AI_SCREENING',
  'REINVITED_FOR_AI_SCREENING',
  'SHORTLISTED',
  'NO_SHOW',
  'INTERVIEW_IN_PROGRESS',
  'AI_BYPASSED',
  'INTERVIEW_INTERRUPTED',
  'IN_PROGRESS',
  'DUPLICATE',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Manually and assistant-added candidates start as 'qualified', kept as QUALIFIED (DECISIONS.md). */
export const INITIAL_APPLICATION_STATUS = 'QUALIFIED';

/**
 * Every status an application row may hold: the dropdown's twelve, QUALIFIED, and the funnel's
 * PENDING / PENDING_SCREENING (spec section 4), which screening may use.
 */
export const STORED_APPLICATION_STATUSES = [...APPLICATION_STATUSES, 'QUALIFIED', 'PENDING', 'PENDING_SCREENING'] as const;
export type StoredApplicationStatus = (typeof STORED_APPLICATION_STATUSES)[number];

/** The status that needs a reason (spec sections 4 and 5). */
export const REINVITE_STATUS: ApplicationStatus = 'REINVITED_FOR_AI_SCREENING';

/**
 * 'REJECTED_IN_AI_INTERVIEW' -> 'Rejected In AI Interview' (spec section 4: underscores to spaces,
 * words capitalised; issue #12: the acronym AI stays upper case).
 */
export function applicationStatusLabel(status: string): string {
  return status
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => (word === 'ai' ? 'AI' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** Background resume processing (DECISIONS.md, Screening): PENDING -> PROCESSING -> COMPLETED or FAILED. */
export const RESUME_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED'] as const;
export type ResumeStatus = (typeof RESUME_STATUSES)[number];

/** Note types: recruiter notes, and the AI resume feedback that the notes list hides (spec section 3). */
export const NOTE_TYPES = ['note', 'resume-feedback'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];

// ---------------------------------------------------------------------------------------------
// Limits (spec section 9 and DECISIONS.md)
// ---------------------------------------------------------------------------------------------

export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
/** Formats the application assistant accepts; the dashboard pickers accept PDF only. */
export const RESUME_FORMATS = ['pdf', 'doc', 'docx', 'txt'] as const;
export type ResumeFormat = (typeof RESUME_FORMATS)[number];
/** How the upload rule's messages name a format: what the file's name promises, and what its content is. */
export const RESUME_FORMAT_WORDS: Record<ResumeFormat, { promised: string; content: string }> = {
  pdf: { promised: 'a PDF', content: 'a PDF' },
  doc: { promised: 'a DOC document', content: 'a DOC document' },
  docx: { promised: 'a DOCX document', content: 'a DOCX document' },
  txt: { promised: 'a text file', content: 'plain text' },
};
const formatList = (formats: readonly string[]) =>
  formats.length > 1 ? `${formats.slice(0, -1).join(', ')} or ${formats.at(-1)}` : (formats[0] ?? '');
/** `accept` attributes of the file inputs. */
export const ASSISTANT_RESUME_ACCEPT = '.pdf,.doc,.docx,.txt';
export const DASHBOARD_RESUME_ACCEPT = '.pdf';
export const MASS_UPLOAD_MAX_FILES = 50;
/** A DOCX is refused before inflating when its zip holds more entries or declares more bytes. */
export const DOCX_MAX_ENTRIES = 2000;
export const DOCX_MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;

export const APPLICANT_LIST_DEFAULT_SIZE = 20;
export const APPLICANT_LIST_MAX_SIZE = 100;
export const NOTE_MAX_LENGTH = 5000;
export const STATUS_REASON_MAX_LENGTH = 1000;

export const APPLICATION_FIELD_LIMITS = {
  candidateName: 200,
  candidateEmail: 254,
  candidatePhone: 40,
  sourceChannel: 100,
  experience: 5000,
  skills: 5000,
  motivation: 5000,
} as const;

/** Where a mass-uploaded application came from (its `sourceChannel`). */
export const MASS_UPLOAD_SOURCE_CHANNEL = 'mass-upload';
export const MANUAL_SOURCE_CHANNEL = 'manual';

// ---------------------------------------------------------------------------------------------
// Texts (spec sections 2, 5 and 8, and the server's answers)
// ---------------------------------------------------------------------------------------------

export const APPLICATION_MESSAGES = {
  // Add candidate / application assistant
  required: 'Candidate Name, Email, and Resume are required.',
  requiredTitle: 'Missing Information',
  invalidEmail: 'Please enter a valid email address.',
  invalidApplicant: 'The applicant part must be a JSON object.',
  notMultipart: 'The request must be multipart/form-data.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  invalidStatus: `Invalid candidate status. Use one of: ${APPLICATION_STATUSES.join(', ')}.`,
  jobNotAccepting: 'This job is no longer accepting applications.',
  reservedSourceChannel: `The source channel '${MASS_UPLOAD_SOURCE_CHANNEL}' is reserved for mass uploads.`,
  duplicate: 'This candidate has already applied for this job.',
  added: 'Candidate added successfully!',
  addedTitle: 'Candidate Added',
  addFailed: 'Failed to add candidate. Please try again.',
  addFailedTitle: 'Add Candidate Failed',
  applicationSent: 'Your application has been successfully sent.',
  applicationFailedTitle: 'Application Failed',
  applicationFailed: 'There was an error submitting your application. Please try again.',
  assistantSubmitRequired: 'Please provide all required details before submitting your application.',
  privacyConsentRequired: 'Please read the privacy notice and agree to it to apply.',
  privacyNoticeChanged: 'The privacy notice has changed. Please reload the page, read it and agree to it again.',

  // Resume files
  resumeType: 'The resume must be a PDF, DOC, DOCX or TXT file.',
  resumePdfOnly: 'The resume must be a PDF file.',
  resumeTooLarge: 'The resume is larger than 10 MB.',
  resumeEmpty: 'The resume file is empty.',
  docxMalformed: 'The DOCX file is malformed or too large when unpacked.',
  resumeLimits: 'The resume could not be read within the limits',
  resumeDamaged: 'The resume file is damaged or password-protected and could not be read.',
  resumeExtension: (fileName: string, accepted: readonly ResumeFormat[]) => {
    const formats = RESUME_FORMATS.filter((format) => accepted.includes(format));
    return (
      `The file ${fileName} is not a ${formatList(formats.map((format) => format.toUpperCase()))} file: ` +
      `its name must end in ${formatList(formats.map((format) => `.${format}`))}.`
    );
  },
  resumeContentMismatch: (fileName: string, promised: ResumeFormat, content: ResumeFormat | null) =>
    `The file ${fileName} is not ${RESUME_FORMAT_WORDS[promised].promised}: its content is ` +
    `${content ? RESUME_FORMAT_WORDS[content].content : 'of an unsupported type'}.`,
  duplicateFile: 'This resume has already been uploaded for this job.',
  storeFailed: 'The resume could not be stored. Please try again.',

  // Mass upload
  massUploaded: (count: number) => `Successfully uploaded ${count} resumes!`,
  massUploadedTitle: 'Upload Successful',
  noneAccepted: 'No resumes were accepted.',
  noFiles: 'Please select at least one resume to upload.',
  noFilesTitle: 'Missing Selection',
  tooManyFiles: `At most ${MASS_UPLOAD_MAX_FILES} resumes can be uploaded at once.`,
  massUploadFailed: 'Failed to upload resumes. Please try again.',
  massUploadFailedTitle: 'Resume Upload Failed',

  // Job page
  notFound: 'Application not found.',
  invalidApplicationId: 'Application ID must be a positive whole number.',
  invalidNoteId: 'Note ID must be a positive whole number.',
  editRequired: 'Candidate Name, Email, and Phone are required.',
  invalidPhone: 'Please enter a valid phone number.',
  reinviteReasonRequired: 'A reason is required to reinvite a candidate.',
  reinviteReasonHint: 'This reason will be recorded for audit purposes.',
  deleted: (name: string) => `Candidate "${name}" deleted successfully!`,
  confirmDelete: (name: string) => `Are you sure you want to delete candidate ${name}? This action cannot be undone.`,
  loadFailed: 'Failed to fetch candidates.',
  loadFailedTitle: 'Load Failed',
  statusUpdateFailed: 'Failed to update candidate status.',
  statusUpdateFailedTitle: 'Update Failed',
  reinviteFailed: 'Failed to reinvite candidate.',
  reinviteFailedTitle: 'Reinvite Failed',
  updateFailed: 'Failed to update candidate.',
  deleteFailed: 'Failed to delete candidate.',
  resumeFetchFailed: 'Failed to fetch resume content.',
  resumeTextMissing: 'Resume text not available for this candidate.',
  aiProcessing: 'AI Processing...',
  noScannedText: 'No text could be extracted from the resume (it may be a scanned image).',

  // Notes
  noteEmpty: 'Note cannot be empty.',
  noteTooLong: `Note must be at most ${NOTE_MAX_LENGTH} characters.`,
  noteNotFound: 'Note not found.',
  noteDeleted: 'Note deleted successfully!',
  noteAddFailed: 'Failed to add note.',
  notesFetchFailed: 'Failed to fetch notes.',
  noteDeleteFailed: 'Failed to delete note.',
  confirmDeleteNote: 'Are you sure you want to delete this note?',
} as const;

// ---------------------------------------------------------------------------------------------
// Request schemas
// ---------------------------------------------------------------------------------------------

const optionalText = (label: string, max: number) =>
  storableString()
    .trim()
    .max(max, APPLICATION_MESSAGES.tooLong(label, max))
    .nullish()
    .transform((value) => (value ? value : null));

/** A status from the dropdown in any letter case, normalised to upper case. */
export const applicationStatusField = z
  .string({ error: APPLICATION_MESSAGES.invalidStatus })
  .trim()
  .transform((status) => status.toUpperCase())
  .pipe(z.enum(APPLICATION_STATUSES, { error: APPLICATION_MESSAGES.invalidStatus }));

/** The job id of an application or a mass upload: a positive whole number, or its digits. */
export const applicantJobIdSchema = positiveIdValue(JOB_MESSAGES.invalidJobId);

/** An applicant's email, once given: at most 254 characters, of the email pattern. The application assistant checks its answer with it. */
export const applicantEmailSchema = storableString()
  .trim()
  .max(APPLICATION_FIELD_LIMITS.candidateEmail, APPLICATION_MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, APPLICATION_MESSAGES.invalidEmail);

/**
 * The `applicant` part of POST /api/applications/applications (spec section 3). Name, email and
 * job id are required. `status` may be 'qualified' (the default) or a dropdown status; `score`
 * and `resumeUrl` are accepted and ignored (screening sets the score; the file is the resume).
 * `privacyConsent` and `privacyNoticeVersion` (issue #13) are the candidate's agreement to the
 * privacy notice: a public application needs both (the service checks it); staff send neither.
 */
export const applicantPayloadSchema = z
  .object({
    candidateName: storableString()
      .trim()
      .max(APPLICATION_FIELD_LIMITS.candidateName, APPLICATION_MESSAGES.tooLong('Candidate name', APPLICATION_FIELD_LIMITS.candidateName))
      .nullish(),
    candidateEmail: storableString().trim().nullish(),
    candidatePhone: optionalText('Phone', APPLICATION_FIELD_LIMITS.candidatePhone),
    status: z.string().trim().nullish(),
    score: z.unknown().optional(),
    sourceChannel: optionalText('Source channel', APPLICATION_FIELD_LIMITS.sourceChannel),
    resumeUrl: z.unknown().optional(),
    experience: optionalText('Experience', APPLICATION_FIELD_LIMITS.experience),
    skills: optionalText('Skills', APPLICATION_FIELD_LIMITS.skills),
    motivation: optionalText('Motivation', APPLICATION_FIELD_LIMITS.motivation),
    jobId: z.unknown().optional(),
    privacyConsent: z.boolean({ error: APPLICATION_MESSAGES.privacyConsentRequired }).nullish(),
    privacyNoticeVersion: storableString().trim().max(20, APPLICATION_MESSAGES.privacyNoticeChanged).nullish(),
  })
  .superRefine((applicant, ctx) => {
    const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!applicant.candidateName) issue(APPLICATION_MESSAGES.required, 'candidateName');
    else if (!applicant.candidateEmail) issue(APPLICATION_MESSAGES.required, 'candidateEmail');
    else if (!applicantEmailSchema.safeParse(applicant.candidateEmail).success) issue(APPLICATION_MESSAGES.invalidEmail, 'candidateEmail');
    if (!applicantJobIdSchema.safeParse(applicant.jobId).success) issue(JOB_MESSAGES.invalidJobId, 'jobId');
    if (applicant.sourceChannel?.toLowerCase() === MASS_UPLOAD_SOURCE_CHANNEL) issue(APPLICATION_MESSAGES.reservedSourceChannel, 'sourceChannel');
    if (applicant.status) {
      const status = applicant.status.toUpperCase();
      if (status !== INITIAL_APPLICATION_STATUS && !(APPLICATION_STATUSES as readonly string[]).includes(status)) {
        issue(APPLICATION_MESSAGES.invalidStatus, 'status');
      }
    }
  })
  .transform((applicant) => ({
    candidateName: applicant.candidateName!,
    candidateEmail: normalizeEmail(applicant.candidateEmail!),
    candidatePhone: applicant.candidatePhone,
    status: (applicant.status ? applicant.status.toUpperCase() : INITIAL_APPLICATION_STATUS) as StoredApplicationStatus,
    sourceChannel: applicant.sourceChannel ?? MANUAL_SOURCE_CHANNEL,
    experience: applicant.experience,
    skills: applicant.skills,
    motivation: applicant.motivation,
    jobId: applicantJobIdSchema.parse(applicant.jobId),
    privacyConsent: applicant.privacyConsent === true,
    privacyNoticeVersion: applicant.privacyNoticeVersion || null,
  }))
  .meta({ id: 'ApplicantPayload' });
export type ApplicantPayload = z.input<typeof applicantPayloadSchema>;
export type ApplicantInput = z.output<typeof applicantPayloadSchema>;

/** "Notify the candidate" of a status change (docs/emails.md): off unless asked for. */
const notifyCandidateField = z.boolean().optional().default(false);
/** Only a status with a candidate email can notify. */
function checkStatusEmail(body: { status: ApplicationStatus; notifyCandidate: boolean }, ctx: z.core.$RefinementCtx<unknown>) {
  if (body.notifyCandidate && !STATUS_EMAIL_TEMPLATES[body.status]) {
    ctx.addIssue({ code: 'custom', message: CANDIDATE_EMAIL_MESSAGES.noStatusEmail(body.status), path: ['notifyCandidate'] });
  }
}

/** PUT /api/applications/{id}/status */
export const updateApplicationStatusRequestSchema = z
  .object({
    status: applicationStatusField,
    message: storableString()
      .trim()
      .max(STATUS_REASON_MAX_LENGTH, APPLICATION_MESSAGES.tooLong('Reason', STATUS_REASON_MAX_LENGTH))
      .nullish()
      .transform((message) => (message ? message : null)),
    notifyCandidate: notifyCandidateField,
  })
  .superRefine((body, ctx) => {
    if (body.status === REINVITE_STATUS && !body.message) {
      ctx.addIssue({ code: 'custom', message: APPLICATION_MESSAGES.reinviteReasonRequired, path: ['message'] });
    }
    checkStatusEmail(body, ctx);
  })
  .meta({ id: 'UpdateApplicationStatusRequest' });
export type UpdateApplicationStatusRequest = z.input<typeof updateApplicationStatusRequestSchema>;

const requiredEditText = (max: number, label: string) =>
  storableString({ error: APPLICATION_MESSAGES.editRequired })
    .trim()
    .min(1, APPLICATION_MESSAGES.editRequired)
    .max(max, APPLICATION_MESSAGES.tooLong(label, max));

/** PUT /api/applications/updateApplication/{id}: only the basic info is editable; other fields are ignored. */
export const updateApplicationRequestSchema = z
  .object({
    candidateName: requiredEditText(APPLICATION_FIELD_LIMITS.candidateName, 'Candidate name'),
    candidateEmail: requiredEditText(APPLICATION_FIELD_LIMITS.candidateEmail, 'Email')
      .regex(EMAIL_PATTERN, APPLICATION_MESSAGES.invalidEmail)
      .transform(normalizeEmail),
    candidatePhone: requiredEditText(APPLICATION_FIELD_LIMITS.candidatePhone, 'Phone').refine(isValidPhone, APPLICATION_MESSAGES.invalidPhone),
  })
  .meta({ id: 'UpdateApplicationRequest' });
export type UpdateApplicationRequest = z.input<typeof updateApplicationRequestSchema>;

/** POST /api/applications/{id}/notes */
export const createNoteRequestSchema = z
  .object({
    content: storableString({ error: APPLICATION_MESSAGES.noteEmpty })
      .trim()
      .min(1, APPLICATION_MESSAGES.noteEmpty)
      .max(NOTE_MAX_LENGTH, APPLICATION_MESSAGES.noteTooLong),
  })
  .meta({ id: 'CreateNoteRequest' });
export type CreateNoteRequest = z.input<typeof createNoteRequestSchema>;

export const applicationIdParamsSchema = z.object({ id: idParam(APPLICATION_MESSAGES.invalidApplicationId) });
export const noteIdParamsSchema = z.object({ noteId: idParam(APPLICATION_MESSAGES.invalidNoteId) });
export const applicantsParamsSchema = z.object({ jobId: idParam(JOB_MESSAGES.invalidJobId) });

/**
 * GET /api/applications/applicants/{jobId}?page=n&size=m (zero-based page, size 20 by default).
 * The optional `q` searches the candidates' names, emails and extracted resume text.
 */
export const applicantListQuerySchema = z.object({
  page: wholeNumberParam(JOB_MESSAGES.invalidPage, 0, 100_000_000).default(0),
  size: wholeNumberParam(`Size must be a whole number from 1 to ${APPLICANT_LIST_MAX_SIZE}.`, 1, APPLICANT_LIST_MAX_SIZE).default(
    APPLICANT_LIST_DEFAULT_SIZE,
  ),
  q: storableString()
    .trim()
    .max(200, 'The search may be at most 200 characters.')
    .optional()
    .transform((text) => text || undefined),
});
export type ApplicantListQuery = z.input<typeof applicantListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Response schemas
// ---------------------------------------------------------------------------------------------

/** An application as the job page's table reads it. `createdAt` is an ISO 8601 date-time. */
export const applicationSchema = z
  .object({
    id: z.number().int(),
    jobId: z.number().int(),
    candidateName: z.string(),
    candidateEmail: z.string().nullable(),
    candidatePhone: z.string().nullable(),
    status: z.string(),
    /** The resume score 0-100 in force (the machine's, or a recruiter's override); null until screened. */
    score: z.number().nullable(),
    /** The machine's last score, kept beside an override. */
    aiScore: z.number().nullable(),
    /** The screening engine that produced `aiScore`. */
    scoreEngineVersion: z.string().nullable(),
    /** True while a recruiter's score override is in force. */
    scoreOverridden: z.boolean(),
    /** Fields read from the resume text; null until it is extracted. */
    profile: resumeProfileSchema.nullable(),
    /** A move the AI interview rule proposes for a recruiter to accept or change; null when none. */
    proposedStatus: z.string().nullable(),
    proposedReason: z.string().nullable(),
    resumeStatus: z.enum(RESUME_STATUSES),
    /** Why processing failed (FAILED), or the last error before a retry. */
    resumeError: z.string().nullable(),
    sourceChannel: z.string(),
    experience: z.string().nullable(),
    skills: z.string().nullable(),
    motivation: z.string().nullable(),
    noticePeriod: z.string().nullable(),
    createdAt: z.string(),
    /**
     * Set when a public application repeats an email the job already has: the id of that earlier
     * application (the assistant is answered as for a first one; the recruiter sees the flag).
     */
    duplicateOfId: z.number().int().nullable(),
  })
  .meta({ id: 'Application' });
export type Application = z.infer<typeof applicationSchema>;

/** The answer to POST /api/applications/applications: an application without the duplicate flag, which the public caller must not learn. */
export const submittedApplicationSchema = applicationSchema
  .omit({ duplicateOfId: true, proposedStatus: true, proposedReason: true })
  .meta({ id: 'SubmittedApplication' });
export type SubmittedApplication = z.infer<typeof submittedApplicationSchema>;

/** The candidate's agreement to the privacy notice, stored with a public application; null for one staff added. */
export const privacyConsentSchema = z
  .object({
    /** ISO 8601 date-time. */
    givenAt: z.string(),
    noticeVersion: z.string(),
  })
  .meta({ id: 'PrivacyConsent' });
export type PrivacyConsent = z.infer<typeof privacyConsentSchema>;

export const applicationDetailSchema = applicationSchema
  .extend({ resumeFileName: z.string(), privacyConsent: privacyConsentSchema.nullable() })
  .meta({ id: 'ApplicationDetail' });
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** A row of the job page's candidate list: the application and whether its AI interview left a scorecard. */
export const applicantSchema = applicationSchema
  .extend({
    /** True when the AI interview reported for this application: only then is there a scorecard and log to read. */
    hasScorecard: z.boolean(),
    /** How many other applications of the organisation match it (email, phone or resume file; see GET /api/applications/{id}/duplicates), at most DUPLICATES_MAX. */
    duplicateCount: z.number().int().optional(),
  })
  .meta({ id: 'Applicant' });
export type Applicant = z.infer<typeof applicantSchema>;

/** The paged candidates of a job (spec section 3: content, totalPages, totalElements, last, first, number, size). */
export const applicationPageSchema = z.object(pageFields(applicantSchema)).meta({ id: 'ApplicationPage' });
export type ApplicationPage = z.infer<typeof applicationPageSchema>;

export const noteSchema = z
  .object({
    id: z.number().int(),
    note: z.string(),
    noteType: z.string(),
    createdAt: z.string(),
    /** The author's user id; null for notes written by the system (resume feedback). */
    createdBy: z.number().int().nullable(),
    createdByName: z.string().nullable(),
  })
  .meta({ id: 'ApplicationNote' });
export type Note = z.infer<typeof noteSchema>;
export const noteListSchema = z.array(noteSchema).meta({ id: 'ApplicationNoteList' });

export const statusHistoryEntrySchema = z
  .object({
    id: z.number().int(),
    fromStatus: z.string().nullable(),
    toStatus: z.string(),
    reason: z.string().nullable(),
    changedBy: z.number().int().nullable(),
    changedByName: z.string().nullable(),
    changedAt: z.string(),
    /** STATUS: a status change; RESCREEN and SCORE_OVERRIDE keep the status and move the score. */
    kind: z.enum(STATUS_HISTORY_KINDS),
    fromScore: z.number().int().nullable(),
    toScore: z.number().int().nullable(),
  })
  .meta({ id: 'ApplicationStatusChange' });
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;
export const statusHistorySchema = z.array(statusHistoryEntrySchema).meta({ id: 'ApplicationStatusHistory' });

export const resumeTextResponseSchema = z.object({ resumeText: z.string() }).meta({ id: 'ResumeTextResponse' });
export type ResumeTextResponse = z.infer<typeof resumeTextResponseSchema>;

/**
 * What the application assistant may learn about a job before the candidate types anything:
 * OPEN (takes applications), CLOSED (closed or completed) or EXPIRED (its cutoff date has passed).
 */
export const PUBLIC_JOB_STATES = ['OPEN', 'CLOSED', 'EXPIRED'] as const;
export type PublicJobState = (typeof PUBLIC_JOB_STATES)[number];
export const publicJobSchema = z
  .object({
    jobId: z.number().int(),
    title: z.string(),
    /** The hiring organisation's name. */
    company: z.string(),
    /** The organisation's careers page is /careers/{organizationSlug}. */
    organizationSlug: z.string(),
    status: z.enum(PUBLIC_JOB_STATES),
    /** The last day applications are taken (YYYY-MM-DD, Anywhere on Earth). */
    cutoffDate: z.string(),
    /** The organisation's retention period in months after a candidate's last activity (its privacy notice says so); null when none is set. */
    retentionMonths: z.number().int().nullable(),
  })
  .meta({ id: 'PublicJob' });
export type PublicJob = z.infer<typeof publicJobSchema>;

export const massUploadAcceptedSchema = z.object({ fileName: z.string(), applicationId: z.number().int() });
export const massUploadRejectedSchema = z.object({ fileName: z.string(), reason: z.string() });

/** POST /api/applications/mass-upload: 200 when at least one file was accepted. */
export const massUploadResponseSchema = z
  .object({
    accepted: z.array(massUploadAcceptedSchema),
    rejected: z.array(massUploadRejectedSchema),
    message: z.string(),
  })
  .meta({ id: 'MassUploadResponse' });
export type MassUploadResponse = z.infer<typeof massUploadResponseSchema>;

/** ... and 400 with the same lists when none was. */
export const massUploadErrorResponseSchema = massUploadResponseSchema.extend({ error: z.string() }).meta({ id: 'MassUploadErrorResponse' });
export type MassUploadErrorResponse = z.infer<typeof massUploadErrorResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The organisation's applications across jobs (issue #12: the Applications page)
// ---------------------------------------------------------------------------------------------

export const APPLICATION_SEARCH_SORTS = ['newest', 'score', 'name'] as const;
export type ApplicationSearchSort = (typeof APPLICATION_SEARCH_SORTS)[number];
/** The most ids one bulk action takes. */
export const BULK_ACTION_MAX_IDS = 500;
/** The most applications a bulk action on "all matching the filter" may reach. */
export const BULK_FILTER_MAX_ROWS = 5000;

export const APPLICATION_SEARCH_MESSAGES = {
  invalidStatuses: `Invalid status filter. Use one or several (comma-separated) of: ${STORED_APPLICATION_STATUSES.join(', ')}.`,
  invalidScore: 'Scores must be whole numbers from 0 to 100.',
  scoreRange: 'The minimum score may not be above the maximum.',
  invalidDate: 'Dates must be valid calendar dates written YYYY-MM-DD.',
  dateRange: 'The start date may not be after the end date.',
  invalidResumeStatus: `Invalid resume status. Use one of: ${RESUME_STATUSES.join(', ')}.`,
  invalidSort: `Invalid sort. Use one of: ${APPLICATION_SEARCH_SORTS.join(', ')}.`,
  invalidIds: `Give between 1 and ${BULK_ACTION_MAX_IDS} application ids, each a positive whole number.`,
  invalidProposal: "Invalid proposal filter. Use 'open'.",
  invalidIntegrity: "Invalid integrity filter. Use 'alert'.",
  bulkTarget: 'Give either the application ids or a filter, not both.',
  filterTooBroad: (count: number) =>
    `This filter matches ${count.toLocaleString('en-US')} applications; narrow it to at most ${BULK_FILTER_MAX_ROWS.toLocaleString('en-US')}.`,
} as const;

const calendarDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, APPLICATION_SEARCH_MESSAGES.invalidDate)
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, APPLICATION_SEARCH_MESSAGES.invalidDate);

const scoreBound = wholeNumberParam(APPLICATION_SEARCH_MESSAGES.invalidScore, 0, 100).optional();

/** The list's filters, shared by its query and by the bulk actions' `filter`. */
const applicationSearchFilterShape = {
  jobId: applicantJobIdSchema.optional(),
  status: z
    .string()
    .trim()
    .transform((text) => [...new Set(text.split(',').map((part) => part.trim().toUpperCase()))].filter(Boolean))
    .pipe(z.array(z.enum(STORED_APPLICATION_STATUSES, { error: APPLICATION_SEARCH_MESSAGES.invalidStatuses })))
    .optional()
    .transform((statuses) => (statuses?.length ? statuses : undefined)),
  scoreMin: scoreBound,
  scoreMax: scoreBound,
  sourceChannel: storableString()
    .trim()
    .max(APPLICATION_FIELD_LIMITS.sourceChannel, APPLICATION_MESSAGES.tooLong('Source channel', APPLICATION_FIELD_LIMITS.sourceChannel))
    .optional()
    .transform((text) => text || undefined),
  createdFrom: calendarDate.optional(),
  createdTo: calendarDate.optional(),
  resumeStatus: z
    .string()
    .trim()
    .transform((text) => text.toUpperCase())
    .pipe(z.enum(RESUME_STATUSES, { error: APPLICATION_SEARCH_MESSAGES.invalidResumeStatus }))
    .optional(),
  /** 'open': only applications with an AI status proposal waiting for a recruiter. */
  proposal: z.enum(['open'], { error: APPLICATION_SEARCH_MESSAGES.invalidProposal }).optional(),
  /** 'alert': only applications whose AI interview detected a face mismatch or no face. */
  integrity: z.enum(['alert'], { error: APPLICATION_SEARCH_MESSAGES.invalidIntegrity }).optional(),
};

function checkRanges(query: { scoreMin?: number; scoreMax?: number; createdFrom?: string; createdTo?: string }, ctx: z.core.$RefinementCtx<unknown>) {
  if (query.scoreMin !== undefined && query.scoreMax !== undefined && query.scoreMin > query.scoreMax) {
    ctx.addIssue({ code: 'custom', message: APPLICATION_SEARCH_MESSAGES.scoreRange, path: ['scoreMin'] });
  }
  if (query.createdFrom && query.createdTo && query.createdFrom > query.createdTo) {
    ctx.addIssue({ code: 'custom', message: APPLICATION_SEARCH_MESSAGES.dateRange, path: ['createdFrom'] });
  }
}

/**
 * GET /api/applications and GET /api/applications/export. Every filter is optional; `status` takes
 * one or several statuses, comma-separated (any letter case); `createdFrom` and `createdTo` are
 * calendar days in UTC, both inclusive.
 */
export const applicationSearchQuerySchema = applicantListQuerySchema
  .extend({
    ...applicationSearchFilterShape,
    sort: z.enum(APPLICATION_SEARCH_SORTS, { error: APPLICATION_SEARCH_MESSAGES.invalidSort }).default('newest'),
  })
  .superRefine(checkRanges);
export type ApplicationSearchQuery = z.input<typeof applicationSearchQuerySchema>;
export type ApplicationSearchFilters = z.output<typeof applicationSearchQuerySchema>;

/** A row of the Applications page: a job page row with its job's title. */
export const applicationSearchRowSchema = applicantSchema.extend({ jobTitle: z.string() }).meta({ id: 'ApplicationSearchRow' });
export type ApplicationSearchRow = z.infer<typeof applicationSearchRowSchema>;

export const applicationSearchPageSchema = applicationPageSchema
  .extend({ content: z.array(applicationSearchRowSchema) })
  .meta({ id: 'ApplicationSearchPage' });
export type ApplicationSearchPage = z.infer<typeof applicationSearchPageSchema>;

const bulkIds = z
  .array(
    z
      .number({ error: APPLICATION_SEARCH_MESSAGES.invalidIds })
      .int(APPLICATION_SEARCH_MESSAGES.invalidIds)
      .min(1, APPLICATION_SEARCH_MESSAGES.invalidIds)
      .max(2_147_483_647, APPLICATION_SEARCH_MESSAGES.invalidIds),
    {
      error: APPLICATION_SEARCH_MESSAGES.invalidIds,
    },
  )
  .min(1, APPLICATION_SEARCH_MESSAGES.invalidIds)
  .max(BULK_ACTION_MAX_IDS, APPLICATION_SEARCH_MESSAGES.invalidIds)
  .transform((ids) => [...new Set(ids)]);

/** A bulk action's `filter`: the list's filters (and search) without page, size and sort. */
const bulkFilterSchema = z
  .object({ q: applicantListQuerySchema.shape.q, ...applicationSearchFilterShape })
  .superRefine(checkRanges)
  .meta({ id: 'ApplicationSearchFilter' });
export type ApplicationSearchFilter = z.output<typeof bulkFilterSchema>;

/**
 * What a bulk action acts on: either `ids` (a selection) or `filter` (every application of the
 * organisation the list's filter matches, at most BULK_FILTER_MAX_ROWS), never both, never neither.
 */
const bulkTargetShape = { ids: bulkIds.optional(), filter: bulkFilterSchema.optional() };
function checkBulkTarget(body: { ids?: unknown; filter?: unknown }, ctx: z.core.$RefinementCtx<unknown>) {
  if ((body.ids === undefined) === (body.filter === undefined)) {
    ctx.addIssue({ code: 'custom', message: APPLICATION_SEARCH_MESSAGES.bulkTarget, path: ['ids'] });
  }
}
/** The target as the server acts on it. */
export type BulkTarget = { ids: number[]; filter?: undefined } | { ids?: undefined; filter: ApplicationSearchFilter };
const toBulkTarget = <T extends { ids?: number[]; filter?: ApplicationSearchFilter }>({ ids, filter, ...rest }: T) => ({
  ...rest,
  target: (filter ? { filter } : { ids: ids! }) as BulkTarget,
});

/** POST /api/applications/bulk-status: the single change's rules (a reason for REINVITED_FOR_AI_SCREENING), for many at once. */
export const bulkStatusRequestSchema = z
  .object({
    ...bulkTargetShape,
    status: applicationStatusField,
    reason: storableString()
      .trim()
      .max(STATUS_REASON_MAX_LENGTH, APPLICATION_MESSAGES.tooLong('Reason', STATUS_REASON_MAX_LENGTH))
      .nullish()
      .transform((reason) => (reason ? reason : null)),
    notifyCandidate: notifyCandidateField,
  })
  .superRefine((body, ctx) => {
    checkBulkTarget(body, ctx);
    if (body.status === REINVITE_STATUS && !body.reason) {
      ctx.addIssue({ code: 'custom', message: APPLICATION_MESSAGES.reinviteReasonRequired, path: ['reason'] });
    }
    checkStatusEmail(body, ctx);
  })
  .transform(toBulkTarget)
  .meta({ id: 'BulkStatusRequest' });
export type BulkStatusRequest = z.input<typeof bulkStatusRequestSchema>;

/** POST /api/applications/bulk-delete */
export const bulkDeleteRequestSchema = z
  .object(bulkTargetShape)
  .superRefine(checkBulkTarget)
  .transform(toBulkTarget)
  .meta({ id: 'BulkDeleteRequest' });
export type BulkDeleteRequest = z.input<typeof bulkDeleteRequestSchema>;

/** The answer of a bulk action: how many applications it changed or deleted. */
export const bulkActionResponseSchema = z.object({ count: z.number().int() }).meta({ id: 'BulkActionResponse' });
export type BulkActionResponse = z.infer<typeof bulkActionResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Emailing candidates from the Applications page (issue #12, point 1)
// ---------------------------------------------------------------------------------------------

export const BULK_EMAIL_LIMITS = { subject: 200, message: 5000 } as const;

export const BULK_EMAIL_MESSAGES = {
  subjectRequired: 'Subject is required.',
  subjectOneLine: 'Subject must be one line.',
  messageRequired: 'Message is required.',
} as const;

/** The mail of POST /api/applications/bulk-email: its subject and message, which the web's form checks alone. */
export const bulkEmailContentSchema = z.object({
  subject: storableString({ error: BULK_EMAIL_MESSAGES.subjectRequired })
    .trim()
    .min(1, BULK_EMAIL_MESSAGES.subjectRequired)
    .max(BULK_EMAIL_LIMITS.subject, APPLICATION_MESSAGES.tooLong('Subject', BULK_EMAIL_LIMITS.subject))
    .refine((text) => !/[\r\n]/.test(text), BULK_EMAIL_MESSAGES.subjectOneLine),
  message: storableString({ error: BULK_EMAIL_MESSAGES.messageRequired })
    .trim()
    .min(1, BULK_EMAIL_MESSAGES.messageRequired)
    .max(BULK_EMAIL_LIMITS.message, APPLICATION_MESSAGES.tooLong('Message', BULK_EMAIL_LIMITS.message)),
});

/** POST /api/applications/bulk-email: one plain-text mail to each chosen candidate. */
export const bulkEmailRequestSchema = z
  .object({ ...bulkTargetShape, ...bulkEmailContentSchema.shape })
  .superRefine(checkBulkTarget)
  .transform(toBulkTarget)
  .meta({ id: 'BulkEmailRequest' });
export type BulkEmailRequest = z.input<typeof bulkEmailRequestSchema>;

/** How many mails went out, and how many chosen applications had no email to send to. */
export const bulkEmailResponseSchema = z.object({ sent: z.number().int(), skipped: z.number().int() }).meta({ id: 'BulkEmailResponse' });
export type BulkEmailResponse = z.infer<typeof bulkEmailResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The dashboard's Quick Actions (issue #12, point 7)
// ---------------------------------------------------------------------------------------------

/** GET /api/dashboard/quick-actions: what waits for the organisation's recruiters. */
export const quickActionCountsSchema = z
  .object({
    /** APPLIED or QUALIFIED: new, not yet acted on. */
    pendingApplications: z.number().int(),
    /** INVITED_FOR_AI_SCREENING or REINVITED_FOR_AI_SCREENING: waiting for their AI interview. */
    awaitingInterview: z.number().int(),
    /** An open AI status proposal. */
    openProposals: z.number().int(),
    /** An AI interview that detected a face mismatch or no face. */
    integrityAlerts: z.number().int(),
  })
  .meta({ id: 'QuickActionCounts' });
export type QuickActionCounts = z.infer<typeof quickActionCountsSchema>;
