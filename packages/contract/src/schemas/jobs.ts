/**
 * Jobs: payloads, option lists, texts and validation rules of spec sections 3, 4, 5 and 8.
 * The server validates with these schemas and the web forms reuse them, so both sides refuse the
 * same input with the same words.
 */
import { z } from 'zod';
import { JOB_STATUSES, type JobStatus } from '../enums.js';
import { storableString } from '../text.js';
import { idParam } from './common.js';
import { EMAIL_PATTERN, normalizeEmail } from '../validators.js';
import {
  JOB_SKILL_NAME_MAX,
  JOB_SKILL_SENTENCE_MAX,
  JOB_SKILL_SOURCES,
  JOB_SKILLS_MAX,
  SKILL_IMPORTANCES,
  jobSkillSchema,
  type JobSkill,
} from './screening.js';

// ---------------------------------------------------------------------------------------------
// Option lists and limits (spec sections 3 and 9)
// ---------------------------------------------------------------------------------------------

/** Department choices of the create form (templates may carry others, e.g. hr or finance). */
export const JOB_DEPARTMENTS = ['engineering', 'product', 'design', 'marketing', 'others'] as const;
export type JobDepartment = (typeof JOB_DEPARTMENTS)[number];

/** Employment types of the create form. */
export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract'] as const;
/** The edit form adds internship. */
export const EDIT_EMPLOYMENT_TYPES = [...EMPLOYMENT_TYPES, 'internship'] as const;
export type EmploymentType = (typeof EDIT_EMPLOYMENT_TYPES)[number];

/** The statuses the Edit Job form offers (COMPLETED is set elsewhere). */
export const EDIT_JOB_STATUSES = ['DRAFT', 'ACTIVE', 'CLOSED'] as const satisfies readonly JobStatus[];

/** The status every new job starts in (DECISIONS.md). */
export const NEW_JOB_STATUS: JobStatus = 'ACTIVE';

/** AI generator inputs (spec section 3). */
export const EXPERIENCE_LEVELS = ['Entry', 'Mid', 'Senior', 'Lead'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  Entry: 'Entry (0-2 years)',
  Mid: 'Mid (2-5 years)',
  Senior: 'Senior (5-8 years)',
  Lead: 'Lead (8+ years)',
};
export const WORK_MODES = ['Remote', 'Hybrid', 'On-site'] as const;
export type WorkMode = (typeof WORK_MODES)[number];

/** The shared jobs mailbox used as contact email when none is given (custom ones need an upgrade). */
export const DEFAULT_JOB_CONTACT_EMAIL = 'jobs@kairox.io';

export const MAX_INTERNAL_QUESTIONS = 6;
export const MAX_INTERNAL_TOPICS = 6;
/** Dashboard grid page size (DECISIONS.md) and the largest page the API serves. */
export const JOB_LIST_DEFAULT_SIZE = 9;
export const JOB_LIST_MAX_SIZE = 100;
/** Create-job double-submit guard and the AI generator's simulated delay (spec section 9). */
export const JOB_CREATE_GUARD_MS = 2000;
export const AI_GENERATOR_DELAY_MS = 2000;
/** Local storage key of the dashboard's page index (spec section 2). */
export const DASHBOARD_JOBS_PAGE_KEY = 'dashboard_jobs';

export const JOB_FIELD_LIMITS = {
  title: 200,
  department: 100,
  location: 200,
  employmentType: 50,
  description: 20_000,
  requirements: 20_000,
  email: 254,
  projectName: 200,
  projectCode: 100,
  projectManager: 200,
  techInterviewPoc: 200,
  internalQuestions: 5_000,
  channelName: 100,
  channels: 20,
} as const;

// ---------------------------------------------------------------------------------------------
// Texts (spec sections 2, 4, 5 and 8)
// ---------------------------------------------------------------------------------------------

export const JOB_MESSAGES = {
  // Validation (create and edit forms, and the server's 400 answers)
  requiredFields: 'Please fill in all required fields.',
  requiredFieldsTitle: 'Missing Information',
  cutoffDatePast: 'Application cutoff date cannot be in the past.',
  aiCutoffDatePast: 'AI processing cutoff date cannot be in the past.',
  cutoffDateInvalid: 'Application cutoff date must be a valid date (YYYY-MM-DD).',
  aiCutoffDateInvalid: 'AI processing cutoff date must be a valid date (YYYY-MM-DD).',
  invalidDateTitle: 'Invalid Date',
  invalidEmail: 'Please enter a valid email address.',
  invalidEmailTitle: 'Invalid Email',
  emojiCreate: 'Emojis are not allowed in the job description or requirements.',
  emojiUpdate: 'Emojis are not allowed in Description or Requirements.',
  invalidInputTitle: 'Invalid Input',
  tooManyQuestions: 'At most 6 internal questions and 6 topics are allowed.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  tooManyChannels: `At most ${JOB_FIELD_LIMITS.channels} channels are allowed.`,
  invalidStatus: `Invalid job status. Use one of: ${JOB_STATUSES.join(', ')}.`,
  invalidJobId: 'Job ID must be a positive whole number.',
  invalidPage: 'Page must be a whole number of 0 or more.',
  invalidSize: `Size must be a whole number from 1 to ${JOB_LIST_MAX_SIZE}.`,
  customEmailUpgrade: 'Upgrade your plan to use a custom email',

  // Job page and API answers
  notFound: 'Job not found.',
  idMissing: 'Job ID is missing.',
  loadFailed: 'Failed to load job details. Please try again later.',
  created: (id: number | string) => `Job "${id}" created successfully!`,
  createdTitle: 'Job Created',
  createdModalTitle: 'Hooray! Job Created Successfully!',
  updated: (title: string) => `Job "${title}" updated successfully!`,
  closed: (title: string) => `Job "${title}" closed successfully!`,
  deleted: (title: string) => `Job "${title}" deleted successfully!`,
  statusUpdated: (status: string) => `Job status updated to ${status}.`,
  confirmClose: (title: string) => `Are you sure you want to close job "${title}"? This will set its status to Closed.`,
  confirmDelete: (title: string) => `Do you wish to delete job "${title}"? This action cannot be undone.`,

  // Create-job submission (spec sections 4 and 8)
  creating: 'Creating...',
  inProgressTitle: 'In Progress',
  inProgress: 'Job creation is already in progress. Please wait...',
  tooManyRequestsTitle: 'Too Many Requests',
  tooManyRequests: 'Please wait before submitting again.',
  createFailedTitle: 'Job Creation Failed',
  createFailed: 'Failed to create job. Please try again.',
  updateFailedTitle: 'Job Update Failed',
  updateFailed: 'Failed to update job. Please try again.',
  closeFailedTitle: 'Job Close Failed',
  closeFailed: 'Failed to close job. Please try again.',
  deleteFailed: 'Failed to delete job. Please try again.',
  linkCopied: 'Job link copied to clipboard!',
  copyFailedTitle: 'Copy Failed',
  copyFailed: 'Failed to copy link.',
  dashboardLoadFailed: 'Your session has expired, please log in again.',
} as const;

// ---------------------------------------------------------------------------------------------
// Pure helpers shared by the server and the forms
// ---------------------------------------------------------------------------------------------

/**
 * Emoji: pictographs (minus the typographic ©, ® and ™), flag letters and keycaps. Text symbols
 * such as arrows, stars or bullets are not emoji, nor are the geometric shapes (U+25A0-U+25FF) that
 * postings pasted from Word use as bullets ("▪ SAP Basis", "◾ Planung").
 */
export const EMOJI_PATTERN = /(?![\u00A9\u00AE\u2122\u25A0-\u25FF])\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;

export function containsEmoji(text: string | null | undefined): boolean {
  return Boolean(text) && EMOJI_PATTERN.test(text!);
}

/** 'engineering' -> 'Engineering', 'FULL-TIME' -> 'Full-time' (spec section 5: sent capitalised). */
export function capitalizeOption(value: string): string {
  const trimmed = value.trim();
  return trimmed ? trimmed.charAt(0).toUpperCase() + trimmed.slice(1).toLowerCase() : '';
}

export interface InternalQuestionLines {
  questions: string[];
  topics: string[];
}

/** Splits the stored text: trimmed non-blank lines ending in '?' are questions, the others topics. */
export function splitInternalQuestions(text: string | null | undefined): InternalQuestionLines {
  const lines = (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    questions: lines.filter((line) => line.endsWith('?')),
    topics: lines.filter((line) => !line.endsWith('?')),
  };
}

/** How many questions and topics a newline-joined internal-questions text holds. */
export function countInternalQuestions(text: string | null | undefined): { questions: number; topics: number } {
  const { questions, topics } = splitInternalQuestions(text);
  return { questions: questions.length, topics: topics.length };
}

/**
 * The form's joining rule (spec section 5): blank entries dropped, at most 6 of each kept, '?'
 * appended to a question that lacks it, questions then topics, one per line, trimmed.
 */
export function joinInternalQuestions(questions: readonly string[], topics: readonly string[]): string {
  const keptQuestions = questions
    .map((question) => question.trim())
    .filter(Boolean)
    .slice(0, MAX_INTERNAL_QUESTIONS)
    .map((question) => (question.endsWith('?') ? question : `${question}?`));
  const keptTopics = topics
    .map((topic) => topic.trim().replace(/\?+$/, '').trim())
    .filter(Boolean)
    .slice(0, MAX_INTERNAL_TOPICS);
  return [...keptQuestions, ...keptTopics].join('\n').trim();
}

export function hasTooManyInternalQuestions(text: string | null | undefined): boolean {
  const { questions, topics } = countInternalQuestions(text);
  return questions > MAX_INTERNAL_QUESTIONS || topics > MAX_INTERNAL_TOPICS;
}

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * A cutoff date as sent ('YYYY-MM-DD' or an ISO date-time such as '2026-03-01T00:00:00Z') to its
 * calendar date 'YYYY-MM-DD' (the date part as written); null when it is not a real date.
 */
export function normalizeJobDate(value: string | null | undefined): string | null {
  const match = DATE_INPUT.exec((value ?? '').trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const valid = date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
  return valid && Number(year) >= 1900 ? `${year}-${month}-${day}` : null;
}

/**
 * Today's date Anywhere on Earth (UTC-12): the earliest calendar date still current somewhere, so
 * nobody west of UTC is told that their today is in the past.
 */
export function todayAnywhereOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Whether a normalised 'YYYY-MM-DD' date lies before `today` (default: today Anywhere on Earth). */
export function isPastJobDate(date: string, today: string = todayAnywhereOnEarth()): boolean {
  return date < today;
}

// ---------------------------------------------------------------------------------------------
// Request schemas
// ---------------------------------------------------------------------------------------------

/** A job status in any letter case, normalised to upper case; anything else is refused. */
export const jobStatusField = z
  .string({ error: JOB_MESSAGES.invalidStatus })
  .trim()
  .transform((status) => status.toUpperCase())
  .pipe(z.enum(JOB_STATUSES, { error: JOB_MESSAGES.invalidStatus }));

const text = (label: string, max: number) => storableString().trim().max(max, JOB_MESSAGES.tooLong(label, max)).nullish();

const channelsField = z
  .array(
    z.union([
      storableString().trim().min(1).max(JOB_FIELD_LIMITS.channelName),
      z.object({ name: storableString().trim().min(1).max(JOB_FIELD_LIMITS.channelName) }),
    ]),
  )
  .max(JOB_FIELD_LIMITS.channels, JOB_MESSAGES.tooManyChannels)
  .nullish();

const internalDetailsFields = z.object({
  projectName: text('Project name', JOB_FIELD_LIMITS.projectName),
  projectCode: text('Project code', JOB_FIELD_LIMITS.projectCode),
  projectManager: text('Project manager', JOB_FIELD_LIMITS.projectManager),
  techInterviewPoc: text('Tech interview POC', JOB_FIELD_LIMITS.techInterviewPoc),
});

/** Field types and lengths only; the form's rules run afterwards, in the form's order. */
const jobFields = {
  title: text('Title', JOB_FIELD_LIMITS.title),
  department: text('Department', JOB_FIELD_LIMITS.department),
  location: text('Location', JOB_FIELD_LIMITS.location),
  employmentType: text('Employment type', JOB_FIELD_LIMITS.employmentType),
  description: text('Description', JOB_FIELD_LIMITS.description),
  requirements: text('Requirements', JOB_FIELD_LIMITS.requirements),
  cutoffDate: text('Application cutoff date', 40),
  aiProcessingCutoffDate: text('AI processing cutoff date', 40),
  email: text('Email', JOB_FIELD_LIMITS.email),
  channels: channelsField,
  includeTeamMeeting: z.boolean().nullish(),
  internalDetails: internalDetailsFields.nullish(),
  internalQuestions: text('Internal questions', JOB_FIELD_LIMITS.internalQuestions),
};

type RawJob = z.output<z.ZodObject<typeof jobFields>>;
type Ctx = z.RefinementCtx;

const REQUIRED_FIELDS = ['title', 'department', 'description', 'requirements', 'cutoffDate', 'aiProcessingCutoffDate'] as const;
const INTERNAL_DETAIL_FIELDS = ['projectName', 'projectCode', 'projectManager', 'techInterviewPoc'] as const;

const DATE_FIELDS = [
  { field: 'cutoffDate', invalid: JOB_MESSAGES.cutoffDateInvalid, past: JOB_MESSAGES.cutoffDatePast },
  { field: 'aiProcessingCutoffDate', invalid: JOB_MESSAGES.aiCutoffDateInvalid, past: JOB_MESSAGES.aiCutoffDatePast },
] as const;

interface RuleOptions {
  /** Create: every required field must be there. Update: only the fields sent are checked. */
  partial: boolean;
  /** Create refuses past dates here; update compares with the stored job on the server. */
  checkPastDates: boolean;
  emojiMessage: string;
}

/** The form's checks in the form's order: required, dates, email, emoji, questions and topics. */
function checkJobRules(job: RawJob, ctx: Ctx, options: RuleOptions) {
  const issue = (message: string, path: PropertyKey[]) => ctx.addIssue({ code: 'custom', message, path });
  const sent = (value: unknown) => !options.partial || value !== undefined;
  const blank = (value: string | null | undefined) => !value;

  for (const field of REQUIRED_FIELDS) {
    if (sent(job[field]) && blank(job[field])) issue(JOB_MESSAGES.requiredFields, [field]);
  }
  if (sent(job.internalDetails)) {
    for (const field of INTERNAL_DETAIL_FIELDS) {
      const value = job.internalDetails ? job.internalDetails[field] : null;
      if (sent(value) && blank(value)) issue(JOB_MESSAGES.requiredFields, ['internalDetails', field]);
    }
  }

  for (const { field, invalid, past } of DATE_FIELDS) {
    const value = job[field];
    if (!value) continue;
    const date = normalizeJobDate(value);
    if (!date) issue(invalid, [field]);
    else if (options.checkPastDates && isPastJobDate(date)) issue(past, [field]);
  }

  if (job.email && !EMAIL_PATTERN.test(job.email)) issue(JOB_MESSAGES.invalidEmail, ['email']);

  if (containsEmoji(job.description)) issue(options.emojiMessage, ['description']);
  else if (containsEmoji(job.requirements)) issue(options.emojiMessage, ['requirements']);

  if (hasTooManyInternalQuestions(job.internalQuestions)) issue(JOB_MESSAGES.tooManyQuestions, ['internalQuestions']);
}

const toChannels = (channels: RawJob['channels']) =>
  (channels ?? []).map((channel) => ({ name: typeof channel === 'string' ? channel : channel.name }));

const toEmail = (email: string | null | undefined) => (email ? normalizeEmail(email) : DEFAULT_JOB_CONTACT_EMAIL);

/** POST /functions/V1/create-job: the create payload of spec section 3. */
export const createJobRequestSchema = z
  .object(jobFields)
  .superRefine((job, ctx) => checkJobRules(job, ctx, { partial: false, checkPastDates: true, emojiMessage: JOB_MESSAGES.emojiCreate }))
  .transform((job) => ({
    title: job.title!,
    department: job.department!,
    location: job.location ?? '',
    employmentType: job.employmentType ?? '',
    description: job.description!,
    requirements: job.requirements!,
    cutoffDate: normalizeJobDate(job.cutoffDate)!,
    aiProcessingCutoffDate: normalizeJobDate(job.aiProcessingCutoffDate)!,
    email: toEmail(job.email),
    channels: toChannels(job.channels),
    includeTeamMeeting: job.includeTeamMeeting ?? false,
    internalDetails: {
      projectName: job.internalDetails!.projectName!,
      projectCode: job.internalDetails!.projectCode!,
      projectManager: job.internalDetails!.projectManager!,
      techInterviewPoc: job.internalDetails!.techInterviewPoc!,
    },
    internalQuestions: job.internalQuestions ?? '',
  }))
  .meta({ id: 'CreateJobRequest' });
export type CreateJobRequest = z.input<typeof createJobRequestSchema>;
export type JobInput = z.output<typeof createJobRequestSchema>;

/**
 * PUT /functions/V1/job/{id}: the same fields plus an optional status. Fields left out keep their
 * stored value (the job as read may be sent back whole; read-only fields are ignored); a required
 * field that is sent must not be blank. Dates are checked against today only when they change,
 * which needs the stored job: the server does that.
 */
export const updateJobRequestSchema = z
  .object({ ...jobFields, status: jobStatusField.optional() })
  .superRefine((job, ctx) => checkJobRules(job, ctx, { partial: true, checkPastDates: false, emojiMessage: JOB_MESSAGES.emojiUpdate }))
  .transform((job) => {
    const update: Partial<Omit<JobInput, 'internalDetails'>> & {
      internalDetails?: Partial<JobInput['internalDetails']>;
      status?: JobStatus;
    } = {};
    if (job.title !== undefined) update.title = job.title!;
    if (job.department !== undefined) update.department = job.department!;
    if (job.location !== undefined) update.location = job.location ?? '';
    if (job.employmentType !== undefined) update.employmentType = job.employmentType ?? '';
    if (job.description !== undefined) update.description = job.description!;
    if (job.requirements !== undefined) update.requirements = job.requirements!;
    if (job.cutoffDate !== undefined) update.cutoffDate = normalizeJobDate(job.cutoffDate)!;
    if (job.aiProcessingCutoffDate !== undefined) update.aiProcessingCutoffDate = normalizeJobDate(job.aiProcessingCutoffDate)!;
    if (job.email !== undefined) update.email = toEmail(job.email);
    if (job.channels !== undefined) update.channels = toChannels(job.channels);
    if (job.includeTeamMeeting !== undefined) update.includeTeamMeeting = job.includeTeamMeeting ?? false;
    if (job.internalDetails) {
      const details: Partial<JobInput['internalDetails']> = {};
      for (const field of INTERNAL_DETAIL_FIELDS) {
        const value = job.internalDetails[field];
        if (value !== undefined) details[field] = value!;
      }
      update.internalDetails = details;
    }
    if (job.internalQuestions !== undefined) update.internalQuestions = job.internalQuestions ?? '';
    if (job.status !== undefined) update.status = job.status;
    return update;
  })
  .meta({ id: 'UpdateJobRequest' });
export type UpdateJobRequest = z.input<typeof updateJobRequestSchema>;
export type JobUpdate = z.output<typeof updateJobRequestSchema>;

/** A job id in a path: a positive whole number that fits the id column. */
export const jobIdParamsSchema = z.object({
  id: idParam(JOB_MESSAGES.invalidJobId),
});

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

/** GET /functions/V1/jobs?page=n&size=m (zero-based page; size defaults to 9). */
export const jobListQuerySchema = z.object({
  page: wholeNumber(JOB_MESSAGES.invalidPage, 0, 100_000_000).default(0),
  size: wholeNumber(JOB_MESSAGES.invalidSize, 1, JOB_LIST_MAX_SIZE).default(JOB_LIST_DEFAULT_SIZE),
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;

/** PUT /functions/V1/updateJobStatus/{id}?status=STATUS */
export const updateJobStatusQuerySchema = z.object({
  status: jobStatusField,
});

// ---------------------------------------------------------------------------------------------
// Response schemas
// ---------------------------------------------------------------------------------------------

export const jobInternalDetailsSchema = z
  .object({
    projectName: z.string(),
    projectCode: z.string(),
    projectManager: z.string(),
    techInterviewPoc: z.string(),
  })
  .meta({ id: 'JobInternalDetails' });
export type JobInternalDetails = z.infer<typeof jobInternalDetailsSchema>;

/** The job as read (spec section 3). Dates are 'YYYY-MM-DD'; createdDate is epoch seconds. */
export const jobSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    requirements: z.string(),
    department: z.string(),
    location: z.string(),
    employmentType: z.string(),
    cutoffDate: z.string(),
    aiProcessingCutoffDate: z.string(),
    createdDate: z.number().int(),
    status: z.enum(JOB_STATUSES),
    channels: z.array(z.object({ name: z.string() })),
    email: z.string(),
    includeTeamMeeting: z.boolean(),
    internalQuestions: z.string(),
    internalDetails: jobInternalDetailsSchema,
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof jobSchema>;

export const createJobResponseSchema = z.object({ job_id: z.number().int(), message: z.string() }).meta({ id: 'CreateJobResponse' });
export type CreateJobResponse = z.infer<typeof createJobResponseSchema>;

export const jobListItemSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    status: z.enum(JOB_STATUSES),
    department: z.string(),
    location: z.string(),
    description: z.string(),
    createdDate: z.number().int(),
    /** How many applications the job has, so a list of jobs needs no call per job to show it. */
    applicationCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'JobListItem' });
export type JobListItem = z.infer<typeof jobListItemSchema>;

export const jobListResponseSchema = z
  .object({
    jobs: z.array(jobListItemSchema),
    totalPages: z.number().int(),
    totalItems: z.number().int(),
  })
  .meta({ id: 'JobListResponse' });
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

export const jobStatusCountsSchema = z.object(
  Object.fromEntries(JOB_STATUSES.map((status) => [status, z.number().int()])) as Record<JobStatus, z.ZodNumber>,
);

export const jobStatsResponseSchema = z
  .object({ totalItems: z.number().int(), statusCounts: jobStatusCountsSchema })
  .meta({ id: 'JobStatsResponse' });
export type JobStatsResponse = z.infer<typeof jobStatsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The job's skills (issue #10): read from the posting, editable by the recruiter
// ---------------------------------------------------------------------------------------------

export const JOB_SKILL_MESSAGES = {
  nameRequired: "Enter the skill's name.",
  nameTooLong: `A skill's name must be at most ${JOB_SKILL_NAME_MAX} characters.`,
  sentenceTooLong: `A skill's source sentence must be at most ${JOB_SKILL_SENTENCE_MAX} characters.`,
  importance: `Importance must be one of: ${SKILL_IMPORTANCES.join(', ')}.`,
  source: `Source must be one of: ${JOB_SKILL_SOURCES.join(', ')}.`,
  noSkills: "Keep at least one skill, or reset to the posting's skills.",
  tooMany: `At most ${JOB_SKILLS_MAX} skills are allowed.`,
  duplicate: (name: string) => `"${name}" is listed more than once.`,
  /** Recorded with each candidate's re-screen after the list changed. */
  rescreenReason: "The job's skills were edited.",
} as const;

/** One skill of an edited list: a JobSkill, refused with the form's words. */
export const editedJobSkillSchema = jobSkillSchema.extend({
  name: storableString().trim().min(1, JOB_SKILL_MESSAGES.nameRequired).max(JOB_SKILL_NAME_MAX, JOB_SKILL_MESSAGES.nameTooLong),
  importance: z.enum(SKILL_IMPORTANCES, { error: JOB_SKILL_MESSAGES.importance }),
  sentence: storableString().trim().max(JOB_SKILL_SENTENCE_MAX, JOB_SKILL_MESSAGES.sentenceTooLong).nullable(),
  source: z.enum(JOB_SKILL_SOURCES, { error: JOB_SKILL_MESSAGES.source }),
});

/** The first name that appears twice in the list, compared trimmed and case-insensitively. */
export function duplicateSkillName(skills: readonly Pick<JobSkill, 'name'>[]): string | null {
  const seen = new Set<string>();
  for (const { name } of skills) {
    const key = name.trim().toLocaleLowerCase();
    if (seen.has(key)) return name.trim();
    seen.add(key);
  }
  return null;
}

/** PUT /functions/V1/job/{id}/skills: the recruiter's whole list, which replaces the posting's. */
export const updateJobSkillsRequestSchema = z
  .object({
    skills: z
      .array(editedJobSkillSchema)
      .min(1, JOB_SKILL_MESSAGES.noSkills)
      .max(JOB_SKILLS_MAX, JOB_SKILL_MESSAGES.tooMany)
      .superRefine((skills, ctx) => {
        const duplicate = duplicateSkillName(skills);
        if (duplicate) ctx.addIssue({ code: 'custom', message: JOB_SKILL_MESSAGES.duplicate(duplicate) });
      }),
  })
  .meta({ id: 'UpdateJobSkillsRequest' });
export type UpdateJobSkillsRequest = z.input<typeof updateJobSkillsRequestSchema>;

/** The skills screening scores against: the recruiter's list when `edited`, else the posting's. */
export const jobSkillsResponseSchema = z.object({ skills: z.array(jobSkillSchema), edited: z.boolean() }).meta({ id: 'JobSkillsResponse' });
export type JobSkillsResponse = z.infer<typeof jobSkillsResponseSchema>;
