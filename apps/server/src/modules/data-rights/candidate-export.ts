import { DATA_RIGHTS_MESSAGES } from '@kairox/contract';
import { strToU8, zipSync } from 'fflate';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import type { Mail } from '../../lib/mailer.js';
import { FileNotFoundError } from '../../lib/storage.js';
import { listAiDecisions } from '../ai-decisions/ai-decisions.service.js';
import { applicationNotFound, statusHistory } from '../applications/applications.service.js';
import { findRecord, listEvents } from '../interviews/interviews.repository.js';
import { listNotes } from '../notes/notes.service.js';
import { findExportEmails, findExportHeader, findExportRequests, findExportScheduledInterviews } from './data-rights.repository.js';

/** Names the format inside data.json, so a reader knows what it holds. */
const EXPORT_FORMAT = 'kairox-candidate-export/1';

export interface CandidateExport {
  fileName: string;
  /** A zip: data.json and resume/<file name>. */
  bytes: Uint8Array;
  candidateEmail: string | null;
  company: string;
  jobTitle: string;
}

/** The stored file's bytes; null when it is missing (the export still carries every row). */
async function readStoredFile(ctx: AppContext, key: string): Promise<Buffer | null> {
  try {
    return await ctx.storage.read(key);
  } catch (error) {
    if (error instanceof FileNotFoundError) return null;
    throw error;
  }
}

async function interviewRecordOf(db: DbOrTx, orgId: number, applicationId: number) {
  const record = await findRecord(db, orgId, applicationId);
  return record ? { ...record, events: await listEvents(db, orgId, record.id) } : null;
}

/**
 * Everything stored about one application, as a zip of `data.json` and the resume file: every
 * field of the application (the resume text included), the job and organisation it belongs to,
 * notes, status history, the AI decision log, the AI interview record with its events, the emails
 * sent to the candidate, scheduled interviews and the candidate's data requests. Dates are ISO
 * 8601; rows keep their database field names.
 */
export async function buildCandidateExport(ctx: AppContext, orgId: number, applicationId: number, now = new Date()): Promise<CandidateExport> {
  const { db } = ctx.database;
  const header = await findExportHeader(db, orgId, applicationId);
  if (!header) throw applicationNotFound();
  const { application, job, organization } = header;
  const resume = await readStoredFile(ctx, application.resumeFileKey);
  const resumePath = `resume/${application.resumeFileName}`;
  const document = {
    format: EXPORT_FORMAT,
    exportedAt: now,
    organization,
    job: { id: job.id, title: job.title, department: job.department, location: job.location, employmentType: job.employmentType },
    application,
    resumeFile: {
      fileName: application.resumeFileName,
      mime: application.resumeMime,
      size: application.resumeSize,
      sha256: application.resumeSha256,
      /** Where the file is in the zip; null when it is no longer stored. */
      path: resume ? resumePath : null,
    },
    notes: await listNotes(db, orgId, applicationId),
    statusHistory: await statusHistory(db, orgId, applicationId),
    aiDecisions: await listAiDecisions(db, orgId, applicationId),
    interviewRecord: await interviewRecordOf(db, orgId, applicationId),
    emails: await findExportEmails(db, orgId, applicationId),
    scheduledInterviews: (await findExportScheduledInterviews(db, orgId, applicationId)).map(({ interview, interviewers }) => ({
      ...interview,
      interviewers,
    })),
    dataRequests: await findExportRequests(db, orgId, applicationId),
  };
  const files: Record<string, Uint8Array> = { 'data.json': strToU8(JSON.stringify(document, null, 2)) };
  if (resume) files[resumePath] = resume;
  return {
    fileName: `candidate-${applicationId}-data.zip`,
    bytes: zipSync(files),
    candidateEmail: application.candidateEmail,
    company: organization.name,
    jobTitle: job.title,
  };
}

/** The mail that sends the export to the candidate, the zip attached. */
export function exportMail(built: CandidateExport, to: string): Mail {
  return {
    to,
    subject: DATA_RIGHTS_MESSAGES.exportMailSubject(built.company),
    text: DATA_RIGHTS_MESSAGES.exportMailText(built.company, built.jobTitle),
    attachments: [
      { filename: built.fileName, content: Buffer.from(built.bytes).toString('base64'), contentType: 'application/zip', encoding: 'base64' },
    ],
  };
}
