import { DEFAULT_JOB_CONTACT_EMAIL, JOB_STATUSES, type Job, type JobListItem, type JobStatus } from '@kairox/contract';
import { normalizeDateValue } from '../../../lib/dates';

type Raw = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value) || 0);

function status(value: unknown): JobStatus {
  const upper = str(value).toUpperCase();
  return (JOB_STATUSES as readonly string[]).includes(upper) ? (upper as JobStatus) : 'DRAFT';
}

function channels(value: unknown): Job['channels'] {
  if (!Array.isArray(value)) return [];
  return value
    .map((channel) => ({ name: typeof channel === 'string' ? channel : str((channel as Raw | null)?.name) }))
    .filter((channel) => channel.name);
}

/**
 * The job as read, in the contract's shape: cutoff dates as 'YYYY-MM-DD' whether they came as a
 * string or as a [year, month, day] array (spec section 3), missing texts as ''.
 */
export function normalizeJob(raw: unknown): Job {
  const job = (raw ?? {}) as Raw;
  const details = (job.internalDetails ?? {}) as Raw;
  return {
    id: num(job.id),
    title: str(job.title),
    description: str(job.description),
    requirements: str(job.requirements),
    department: str(job.department),
    location: str(job.location),
    employmentType: str(job.employmentType),
    cutoffDate: normalizeDateValue(job.cutoffDate),
    aiProcessingCutoffDate: normalizeDateValue(job.aiProcessingCutoffDate),
    createdDate: num(job.createdDate),
    status: status(job.status),
    channels: channels(job.channels),
    email: str(job.email) || DEFAULT_JOB_CONTACT_EMAIL,
    includeTeamMeeting: Boolean(job.includeTeamMeeting),
    internalQuestions: str(job.internalQuestions),
    internalDetails: {
      projectName: str(details.projectName),
      projectCode: str(details.projectCode),
      projectManager: str(details.projectManager),
      techInterviewPoc: str(details.techInterviewPoc),
    },
  };
}

export function normalizeJobListItem(raw: unknown): JobListItem {
  const job = (raw ?? {}) as Raw;
  return {
    id: num(job.id),
    title: str(job.title),
    status: status(job.status),
    department: str(job.department),
    location: str(job.location),
    description: str(job.description),
    createdDate: num(job.createdDate),
  };
}
