/**
 * Emails to candidates (issue #13, point 3; docs/emails.md): the organisation's templates, rendering
 * an email for an application, recording it QUEUED in the caller's transaction and dispatching it
 * to the queue once that commits (candidate-email-queue.ts), its history and the templates' API.
 *
 * Other modules send through `queueCandidateEmail`:
 *
 *   const queued = await ctx.database.db.transaction((tx) => queueCandidateEmail(ctx, tx, { orgId, applicationId, template }));
 *   await queued.afterCommit();
 */
import { randomUUID } from 'node:crypto';
import {
  CANDIDATE_EMAIL_MESSAGES,
  CANDIDATE_EMAIL_TEMPLATES,
  EMAIL_LANGUAGES,
  STATUS_EMAIL_TEMPLATES,
  renderEmailTemplate,
  type ApplicationStatus,
  type CandidateEmail,
  type CandidateEmailTemplate,
  type EmailCallerVariable,
  type EmailLanguage,
  type EmailPreview,
  type EmailTemplate,
} from '@kairox/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { MailAttachment } from '../../lib/mailer.js';
import { signLink } from '../../lib/signed-links.js';
import { detectLanguage } from '../screening/language.js';
import { dispatchCandidateEmails, type QueuedEmailRef } from './candidate-email-queue.js';
import {
  deleteOrgTemplate,
  findApplicationEmails,
  findEmailBody,
  findEmailContext,
  findOrgTemplate,
  findOrgTemplates,
  insertCandidateEmail,
  upsertOrgTemplate,
  type EmailContextRow,
} from './candidate-emails.repository.js';
import { DATA_RIGHTS_FOOTER, DEFAULT_EMAIL_TEMPLATES } from './default-templates.js';

export type { CandidateEmailTemplate };
/** @public for the modules that send invitations (docs/emails.md) */
export type EmailAttachment = MailAttachment;

export interface CandidateEmailInput {
  orgId: number;
  applicationId: number;
  template: CandidateEmailTemplate;
  variables?: Partial<Record<EmailCallerVariable, string>>;
  /** Defaults to the application's email. */
  to?: string;
  /** e.g. an interview's .ics with contentType 'text/calendar; method=REQUEST; charset=UTF-8' */
  attachments?: EmailAttachment[];
  sentByUserId?: number | null;
}

export interface QueuedCandidateEmail {
  id: number;
  /** Dispatches the email to the queue; call once the transaction committed. Never rejects. */
  afterCommit: () => Promise<void>;
}

const RENDERED_SUBJECT_MAX = 300;
/** How long the data-rights link in an email stays valid. */
const DATA_REQUEST_LINK_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The signed link of the candidate's data request page (issue #13, point 5), valid for 90 days.
 * @public for the data-rights module (docs/emails.md)
 */
export function dataRequestUrl(ctx: AppContext, orgId: number, applicationId: number, now = new Date()): string {
  const token = signLink(ctx.linkSecret, 'data-request', { orgId, applicationId }, new Date(now.getTime() + DATA_REQUEST_LINK_DAYS * DAY_MS));
  return `${ctx.config.publicUrl}/privacy/request?token=${token}`;
}

/** An email goes out in the language of the job's posting: German for a German posting, else English. */
export const emailLanguageOf = (context: Pick<EmailContextRow, 'jobTitle' | 'jobDescription'>): EmailLanguage =>
  detectLanguage(`${context.jobTitle}\n${context.jobDescription}`);

/** The organisation's own template, or the shipped default. */
async function templateText(db: DbOrTx, orgId: number, template: CandidateEmailTemplate, language: EmailLanguage) {
  return (await findOrgTemplate(db, orgId, template, language)) ?? DEFAULT_EMAIL_TEMPLATES[language][template];
}

interface RenderedEmail {
  language: EmailLanguage;
  subject: string;
  body: string;
}

/** The email as sent: the template filled with the application's and the caller's values, and the data-rights footer. */
async function renderForApplication(
  ctx: AppContext,
  db: DbOrTx,
  orgId: number,
  context: EmailContextRow,
  template: CandidateEmailTemplate,
  variables: CandidateEmailInput['variables'] = {},
): Promise<RenderedEmail> {
  const language = emailLanguageOf(context);
  const text = await templateText(db, orgId, template, language);
  const values = { ...variables, candidateName: context.candidateName, jobTitle: context.jobTitle, company: context.company };
  const footer = DATA_RIGHTS_FOOTER[language](dataRequestUrl(ctx, orgId, context.applicationId));
  return {
    language,
    // Long names and titles could outgrow the column (candidate_emails.subject, 300).
    subject: renderEmailTemplate(text.subject, values, true).trim().slice(0, RENDERED_SUBJECT_MAX),
    body: `${renderEmailTemplate(text.body, values).trim()}\n\n-- \n${footer}`,
  };
}

async function emailContext(db: DbOrTx, orgId: number, applicationId: number): Promise<EmailContextRow> {
  const [context] = await findEmailContext(db, orgId, [applicationId]);
  if (!context) throw notFound('Application not found.');
  return context;
}

/**
 * Renders the organisation's template (or the default) for the application and records the email
 * as QUEUED in the transaction `tx`; it is sent by the queue once the transaction commits (call the
 * returned `afterCommit()` after commit, or rely on the maintenance sweep). `to` defaults to the
 * application's email: 400 when it has none; 404 when the application is not the organisation's.
 */
export async function queueCandidateEmail(ctx: AppContext, tx: DbOrTx, input: CandidateEmailInput): Promise<QueuedCandidateEmail> {
  const context = await emailContext(tx, input.orgId, input.applicationId);
  const to = input.to ?? context.candidateEmail;
  if (!to) throw badRequest(CANDIDATE_EMAIL_MESSAGES.noCandidateEmail);
  const queued = await insertQueuedEmail(ctx, tx, context, { ...input, to });
  return { id: queued.id, afterCommit: () => dispatchCandidateEmails(ctx, [queued]) };
}

/**
 * An email about the application to a member of staff (an interviewer's invitation), kept in the
 * application's email history and sent like the candidate's: the caller's own text, never a
 * candidate template, and without the data-rights footer, whose signed link is the candidate's alone.
 */
export async function queueStaffEmail(
  ctx: AppContext,
  tx: DbOrTx,
  input: Omit<CandidateEmailInput, 'variables' | 'to'> & { to: string; subject: string; body: string },
): Promise<QueuedCandidateEmail> {
  await emailContext(tx, input.orgId, input.applicationId);
  const queued = await insertEmailRow(tx, { ...input, recipient: 'STAFF' });
  return { id: queued.id, afterCommit: () => dispatchCandidateEmails(ctx, [queued]) };
}

async function insertQueuedEmail(
  ctx: AppContext,
  tx: DbOrTx,
  context: EmailContextRow,
  input: CandidateEmailInput & { to: string },
): Promise<QueuedEmailRef> {
  const { subject, body } = await renderForApplication(ctx, tx, input.orgId, context, input.template, input.variables);
  return insertEmailRow(tx, { ...input, subject, body });
}

async function insertEmailRow(
  tx: DbOrTx,
  input: Omit<CandidateEmailInput, 'variables'> & { to: string; subject: string; body: string; recipient?: 'STAFF' },
): Promise<QueuedEmailRef> {
  const row = await insertCandidateEmail(tx, {
    orgId: input.orgId,
    applicationId: input.applicationId,
    template: input.template,
    toAddress: input.to,
    recipient: input.recipient ?? 'CANDIDATE',
    subject: input.subject,
    body: input.body,
    attachments: input.attachments ?? [],
    jobId: randomUUID(),
    sentBy: input.sentByUserId ?? null,
  });
  return { id: row.id, orgId: input.orgId, jobId: row.jobId };
}

// ---------------------------------------------------------------------------------------------
// Status changes
// ---------------------------------------------------------------------------------------------

/** The email a status change sends; 400 for a status that has none. */
function statusEmailTemplate(status: ApplicationStatus): CandidateEmailTemplate {
  const template = STATUS_EMAIL_TEMPLATES[status];
  if (!template) throw badRequest(CANDIDATE_EMAIL_MESSAGES.noStatusEmail(status));
  return template;
}

/** Queues, inside a status change's transaction, the emails that tell its candidates; answers the dispatch to run after commit. */
export type StatusNotifier = (
  tx: DbOrTx,
  change: { orgId: number; applicationIds: number[]; status: ApplicationStatus; reason: string | null },
) => Promise<() => Promise<void>>;

/**
 * "Notify the candidate" of a status change by `userId`: the status's email to each application.
 * `skipWithoutEmail`: a bulk change skips candidates without an email; a single change refuses (400).
 */
export function statusChangeNotifier(ctx: AppContext, userId: number, options: { skipWithoutEmail: boolean }): StatusNotifier {
  return async (tx, { orgId, applicationIds, status, reason }) => {
    const template = statusEmailTemplate(status);
    const contexts = await findEmailContext(tx, orgId, applicationIds);
    const queued: QueuedEmailRef[] = [];
    for (const context of contexts) {
      if (!context.candidateEmail) {
        if (options.skipWithoutEmail) continue;
        throw badRequest(CANDIDATE_EMAIL_MESSAGES.noCandidateEmail);
      }
      const variables = reason ? { reason } : {};
      queued.push(
        await insertQueuedEmail(ctx, tx, context, {
          orgId,
          applicationId: context.applicationId,
          template,
          variables,
          to: context.candidateEmail,
          sentByUserId: userId,
        }),
      );
    }
    return () => dispatchCandidateEmails(ctx, queued);
  };
}

/** The email a template would send the application's candidate now, unsent (the status change's preview). */
export async function previewCandidateEmail(
  ctx: AppContext,
  orgId: number,
  applicationId: number,
  request: { template: CandidateEmailTemplate; reason?: string | null },
): Promise<EmailPreview> {
  const { db } = ctx.database;
  const context = await emailContext(db, orgId, applicationId);
  const rendered = await renderForApplication(ctx, db, orgId, context, request.template, request.reason ? { reason: request.reason } : {});
  return { to: context.candidateEmail, ...rendered };
}

// ---------------------------------------------------------------------------------------------
// History
// ---------------------------------------------------------------------------------------------

/** An application's emails, newest first; 404 when the application is not the organisation's. */
export async function listCandidateEmails(db: DbOrTx, orgId: number, applicationId: number): Promise<CandidateEmail[]> {
  await emailContext(db, orgId, applicationId);
  const rows = await findApplicationEmails(db, orgId, applicationId);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null }));
}

export async function candidateEmailBody(db: DbOrTx, orgId: number, emailId: number): Promise<{ body: string }> {
  const row = await findEmailBody(db, orgId, emailId);
  if (!row) throw notFound(CANDIDATE_EMAIL_MESSAGES.emailNotFound);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Templates
// ---------------------------------------------------------------------------------------------

/** Every template in every language: the organisation's version where it saved one, else the default. */
export async function listEmailTemplates(db: DbOrTx, orgId: number): Promise<EmailTemplate[]> {
  const saved = await findOrgTemplates(db, orgId);
  const savedBy = new Map(saved.map((row) => [`${row.template}/${row.language}`, row]));
  return EMAIL_LANGUAGES.flatMap((language) =>
    CANDIDATE_EMAIL_TEMPLATES.map((template) => {
      const own = savedBy.get(`${template}/${language}`);
      return {
        template,
        language,
        subject: own?.subject ?? DEFAULT_EMAIL_TEMPLATES[language][template].subject,
        body: own?.body ?? DEFAULT_EMAIL_TEMPLATES[language][template].body,
        customized: Boolean(own),
        updatedAt: own?.updatedAt.toISOString() ?? null,
        updatedByName: own?.updatedByName ?? null,
      };
    }),
  );
}

async function templateAnswer(db: DbOrTx, orgId: number, template: CandidateEmailTemplate, language: EmailLanguage): Promise<EmailTemplate> {
  const all = await listEmailTemplates(db, orgId);
  return all.find((row) => row.template === template && row.language === language)!;
}

export async function saveEmailTemplate(
  db: DbOrTx,
  orgId: number,
  userId: number,
  key: { template: CandidateEmailTemplate; language: EmailLanguage },
  text: { subject: string; body: string },
): Promise<EmailTemplate> {
  await upsertOrgTemplate(db, { orgId, ...key, ...text, updatedBy: userId });
  return templateAnswer(db, orgId, key.template, key.language);
}

/** Back to the shipped default: the organisation's version is deleted. */
export async function resetEmailTemplate(
  db: DbOrTx,
  orgId: number,
  key: { template: CandidateEmailTemplate; language: EmailLanguage },
): Promise<EmailTemplate> {
  await deleteOrgTemplate(db, orgId, key.template, key.language);
  return templateAnswer(db, orgId, key.template, key.language);
}
