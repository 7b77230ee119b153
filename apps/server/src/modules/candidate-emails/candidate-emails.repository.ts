import type { CandidateEmailStatus, CandidateEmailTemplate, EmailLanguage } from '@kairox/contract';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { applications, candidateEmails, emailTemplates, jobs, organizations, users } from '../../db/schema.js';

const ownEmail = (orgId: number, id: number) => and(eq(candidateEmails.id, id), eq(candidateEmails.orgId, orgId));
const userName = sql<string | null>`nullif(trim(concat(${users.firstName}, ' ', ${users.lastName})), '')`;

/** What an email to a candidate is rendered from: the application, its job and its organisation. */
export async function findEmailContext(db: DbOrTx, orgId: number, applicationIds: number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: applications.id,
      candidateName: applications.candidateName,
      candidateEmail: applications.candidateEmail,
      jobTitle: jobs.title,
      jobDescription: jobs.description,
      company: organizations.name,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(organizations, eq(organizations.id, applications.orgId))
    .where(and(eq(applications.orgId, orgId), inArray(applications.id, applicationIds)));
}
export type EmailContextRow = Awaited<ReturnType<typeof findEmailContext>>[number];

export async function findOrgTemplates(db: DbOrTx, orgId: number) {
  return db
    .select({
      template: emailTemplates.template,
      language: emailTemplates.language,
      subject: emailTemplates.subject,
      body: emailTemplates.body,
      updatedAt: emailTemplates.updatedAt,
      updatedByName: userName,
    })
    .from(emailTemplates)
    .leftJoin(users, eq(users.id, emailTemplates.updatedBy))
    .where(eq(emailTemplates.orgId, orgId));
}

export async function findOrgTemplate(db: DbOrTx, orgId: number, template: CandidateEmailTemplate, language: EmailLanguage) {
  const [row] = await db
    .select({ subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.orgId, orgId), eq(emailTemplates.template, template), eq(emailTemplates.language, language)));
  return row;
}

export async function upsertOrgTemplate(
  db: DbOrTx,
  row: { orgId: number; template: CandidateEmailTemplate; language: EmailLanguage; subject: string; body: string; updatedBy: number },
) {
  await db
    .insert(emailTemplates)
    .values(row)
    .onConflictDoUpdate({
      target: [emailTemplates.orgId, emailTemplates.template, emailTemplates.language],
      set: { subject: row.subject, body: row.body, updatedBy: row.updatedBy, updatedAt: sql`now()` },
    });
}

export async function deleteOrgTemplate(db: DbOrTx, orgId: number, template: CandidateEmailTemplate, language: EmailLanguage) {
  await db
    .delete(emailTemplates)
    .where(and(eq(emailTemplates.orgId, orgId), eq(emailTemplates.template, template), eq(emailTemplates.language, language)));
}

export async function insertCandidateEmail(db: DbOrTx, row: typeof candidateEmails.$inferInsert) {
  const [inserted] = await db.insert(candidateEmails).values(row).returning({ id: candidateEmails.id, jobId: candidateEmails.jobId });
  return inserted!;
}

/** An application's emails, newest first, without their bodies. */
export async function findApplicationEmails(db: DbOrTx, orgId: number, applicationId: number) {
  return db
    .select({
      id: candidateEmails.id,
      template: candidateEmails.template,
      toAddress: candidateEmails.toAddress,
      subject: candidateEmails.subject,
      status: candidateEmails.status,
      attempts: candidateEmails.attempts,
      lastError: candidateEmails.lastError,
      createdAt: candidateEmails.createdAt,
      sentAt: candidateEmails.sentAt,
      sentByName: userName,
    })
    .from(candidateEmails)
    .leftJoin(users, eq(users.id, candidateEmails.sentBy))
    .where(and(eq(candidateEmails.orgId, orgId), eq(candidateEmails.applicationId, applicationId)))
    .orderBy(desc(candidateEmails.createdAt), desc(candidateEmails.id));
}

export async function findEmailBody(db: DbOrTx, orgId: number, id: number) {
  const [row] = await db.select({ body: candidateEmails.body }).from(candidateEmails).where(ownEmail(orgId, id));
  return row;
}

/** The email as the queue's worker delivers it; only while it is still QUEUED. */
export async function findQueuedEmail(db: DbOrTx, orgId: number, id: number) {
  const [row] = await db
    .select()
    .from(candidateEmails)
    .where(and(ownEmail(orgId, id), eq(candidateEmails.status, 'QUEUED')));
  return row;
}

/** Records one delivery attempt; only a QUEUED email changes (a second worker's late result is dropped). */
export async function recordAttempt(db: DbOrTx, orgId: number, id: number, result: { status: CandidateEmailStatus; lastError: string | null }) {
  await db
    .update(candidateEmails)
    .set({
      status: result.status,
      lastError: result.lastError,
      attempts: sql`${candidateEmails.attempts} + 1`,
      ...(result.status === 'SENT' ? { sentAt: sql`now()` } : {}),
    })
    .where(and(ownEmail(orgId, id), eq(candidateEmails.status, 'QUEUED')));
}

/** QUEUED emails created before `before`: their dispatch after commit may have been lost. */
export async function findStaleQueuedEmails(db: DbOrTx, before: Date, limit: number) {
  return db
    .select({ id: candidateEmails.id, orgId: candidateEmails.orgId, jobId: candidateEmails.jobId })
    .from(candidateEmails)
    .where(and(eq(candidateEmails.status, 'QUEUED'), lt(candidateEmails.createdAt, before)))
    .orderBy(asc(candidateEmails.createdAt))
    .limit(limit);
}
