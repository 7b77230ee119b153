/**
 * Emails to candidates (issue #13, point 3): the organisation's templates, their variables and
 * their rendering, the status changes that offer to notify the candidate, and each email's
 * delivery state. The server renders with `renderEmailTemplate` and the web's live preview with the
 * same function, so both show exactly what is sent.
 */
import { z } from 'zod';
import { storableString } from '../text.js';
import { idParam } from './common.js';
import type { ApplicationStatus } from './applications.js';

export const CANDIDATE_EMAIL_TEMPLATES = [
  'APPLICATION_RECEIVED',
  'INVITED_TO_AI_SCREENING',
  'REINVITED',
  'SHORTLISTED',
  'REJECTED',
  'INTERVIEW_SCHEDULED',
  'INTERVIEW_RESCHEDULED',
  'INTERVIEW_CANCELLED',
] as const;
export type CandidateEmailTemplate = (typeof CANDIDATE_EMAIL_TEMPLATES)[number];

export const CANDIDATE_EMAIL_TEMPLATE_LABELS: Record<CandidateEmailTemplate, string> = {
  APPLICATION_RECEIVED: 'Application received',
  INVITED_TO_AI_SCREENING: 'Invited to AI screening',
  REINVITED: 'Reinvited to AI screening',
  SHORTLISTED: 'Shortlisted',
  REJECTED: 'Rejected',
  INTERVIEW_SCHEDULED: 'Interview scheduled',
  INTERVIEW_RESCHEDULED: 'Interview rescheduled',
  INTERVIEW_CANCELLED: 'Interview cancelled',
};

export const EMAIL_LANGUAGES = ['en', 'de'] as const;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];
export const EMAIL_LANGUAGE_LABELS: Record<EmailLanguage, string> = { en: 'English', de: 'German' };

/** What a template may use as `{{name}}`; the first three come from the application, the rest from the caller. */
export const EMAIL_TEMPLATE_VARIABLES = [
  'candidateName',
  'jobTitle',
  'company',
  'reason',
  'interviewTime',
  'interviewLink',
  'interviewPlace',
  'interviewDuration',
  'interviewers',
] as const;
export type EmailTemplateVariable = (typeof EMAIL_TEMPLATE_VARIABLES)[number];
/** The variables a caller passes when queueing an email (the others are the application's). */
export type EmailCallerVariable = Exclude<EmailTemplateVariable, 'candidateName' | 'jobTitle' | 'company'>;
export type EmailVariables = Partial<Record<EmailTemplateVariable, string>>;

/** The email a status change offers to send; statuses not listed send none. */
export const STATUS_EMAIL_TEMPLATES: Partial<Record<ApplicationStatus, CandidateEmailTemplate>> = {
  INVITED_FOR_AI_SCREENING: 'INVITED_TO_AI_SCREENING',
  REINVITED_FOR_AI_SCREENING: 'REINVITED',
  SHORTLISTED: 'SHORTLISTED',
  REJECTED: 'REJECTED',
  REJECTED_IN_AI_INTERVIEW: 'REJECTED',
};

export const CANDIDATE_EMAIL_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;
export type CandidateEmailStatus = (typeof CANDIDATE_EMAIL_STATUSES)[number];

export const EMAIL_TEMPLATE_LIMITS = { subject: 200, body: 5000 } as const;

export const CANDIDATE_EMAIL_MESSAGES = {
  subjectRequired: 'Subject is required.',
  subjectOneLine: 'Subject must be one line.',
  bodyRequired: 'Body is required.',
  unknownVariable: (name: string) => `Unknown variable {{${name}}}. Use one of: ${EMAIL_TEMPLATE_VARIABLES.join(', ')}.`,
  invalidTemplate: `Invalid template. Use one of: ${CANDIDATE_EMAIL_TEMPLATES.join(', ')}.`,
  invalidLanguage: `Invalid language. Use one of: ${EMAIL_LANGUAGES.join(', ')}.`,
  invalidEmailId: 'Invalid email id.',
  emailNotFound: 'Email not found.',
  noStatusEmail: (status: string) => `There is no candidate email for the status ${status}.`,
  noCandidateEmail: 'The candidate has no email address to notify.',
} as const;

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

/** `{{name}}`, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The names a text uses that are not variables, each once, in order of appearance. */
export function unknownTemplateVariables(text: string): string[] {
  const known = new Set<string>(EMAIL_TEMPLATE_VARIABLES);
  const unknown = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !known.has(name));
  return [...new Set(unknown)];
}

/**
 * The text with every variable replaced by its value as plain text (emails are sent as text); a
 * variable without a value becomes empty. In a subject (`oneLine`) line breaks of values become spaces.
 */
export function renderEmailTemplate(text: string, values: EmailVariables, oneLine = false): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (!(EMAIL_TEMPLATE_VARIABLES as readonly string[]).includes(name)) return placeholder;
    const value = values[name as EmailTemplateVariable] ?? '';
    return oneLine ? value.replace(/[\r\n]+/g, ' ') : value;
  });
}

// ---------------------------------------------------------------------------------------------
// Templates API
// ---------------------------------------------------------------------------------------------

const noUnknownVariables = (text: string, ctx: z.core.$RefinementCtx<string>) => {
  const [unknown] = unknownTemplateVariables(text);
  if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: CANDIDATE_EMAIL_MESSAGES.unknownVariable(unknown) });
};

/** PUT /api/email-templates/{template}/{language}: unknown variables are refused, naming the first. */
export const updateEmailTemplateRequestSchema = z
  .object({
    subject: storableString({ error: CANDIDATE_EMAIL_MESSAGES.subjectRequired })
      .trim()
      .min(1, CANDIDATE_EMAIL_MESSAGES.subjectRequired)
      .max(EMAIL_TEMPLATE_LIMITS.subject, `At most ${EMAIL_TEMPLATE_LIMITS.subject} characters`)
      .refine((text) => !/[\r\n]/.test(text), CANDIDATE_EMAIL_MESSAGES.subjectOneLine)
      .superRefine(noUnknownVariables),
    body: storableString({ error: CANDIDATE_EMAIL_MESSAGES.bodyRequired })
      .trim()
      .min(1, CANDIDATE_EMAIL_MESSAGES.bodyRequired)
      .max(EMAIL_TEMPLATE_LIMITS.body, `At most ${EMAIL_TEMPLATE_LIMITS.body} characters`)
      .superRefine(noUnknownVariables),
  })
  .meta({ id: 'UpdateEmailTemplateRequest' });
export type UpdateEmailTemplateRequest = z.input<typeof updateEmailTemplateRequestSchema>;

export const emailTemplateParamsSchema = z.object({
  template: z.enum(CANDIDATE_EMAIL_TEMPLATES, { error: CANDIDATE_EMAIL_MESSAGES.invalidTemplate }),
  language: z.enum(EMAIL_LANGUAGES, { error: CANDIDATE_EMAIL_MESSAGES.invalidLanguage }),
});

export const emailTemplateSchema = z
  .object({
    template: z.enum(CANDIDATE_EMAIL_TEMPLATES),
    language: z.enum(EMAIL_LANGUAGES),
    subject: z.string(),
    body: z.string(),
    /** False while the organisation uses the shipped default. */
    customized: z.boolean(),
    updatedAt: z.string().nullable(),
    updatedByName: z.string().nullable(),
  })
  .meta({ id: 'EmailTemplate' });
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;
export const emailTemplateListSchema = z.array(emailTemplateSchema).meta({ id: 'EmailTemplateList' });

// ---------------------------------------------------------------------------------------------
// Preview and history
// ---------------------------------------------------------------------------------------------

/** POST /api/applications/{id}/emails/preview: the email a template would send this candidate now. */
export const emailPreviewRequestSchema = z
  .object({
    template: z.enum(CANDIDATE_EMAIL_TEMPLATES, { error: CANDIDATE_EMAIL_MESSAGES.invalidTemplate }),
    reason: storableString().trim().max(1000).nullish(),
  })
  .meta({ id: 'EmailPreviewRequest' });
export type EmailPreviewRequest = z.input<typeof emailPreviewRequestSchema>;

export const emailPreviewSchema = z
  .object({ to: z.string().nullable(), language: z.enum(EMAIL_LANGUAGES), subject: z.string(), body: z.string() })
  .meta({ id: 'EmailPreview' });
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

export const candidateEmailSchema = z
  .object({
    id: z.number().int(),
    template: z.enum(CANDIDATE_EMAIL_TEMPLATES),
    toAddress: z.string(),
    subject: z.string(),
    status: z.enum(CANDIDATE_EMAIL_STATUSES),
    attempts: z.number().int(),
    /** Why the last attempt failed (short; never the mail's content). */
    lastError: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    sentByName: z.string().nullable(),
  })
  .meta({ id: 'CandidateEmail' });
export type CandidateEmail = z.infer<typeof candidateEmailSchema>;
export const candidateEmailListSchema = z.array(candidateEmailSchema).meta({ id: 'CandidateEmailList' });

export const candidateEmailBodySchema = z.object({ body: z.string() }).meta({ id: 'CandidateEmailBody' });

export const candidateEmailIdParamsSchema = z.object({
  emailId: idParam(CANDIDATE_EMAIL_MESSAGES.invalidEmailId),
});
