import { EDIT_JOB_STATUSES, updateJobRequestSchema, type Job, type JobStatus, type JobUpdate, type UpdateJobRequest } from '@kairox/contract';
import { splitIntoEditors } from '../../lib/jobs/internal-questions';
import { jobFormSchema } from '../../lib/jobs/job-form-schema';
import { jobRequestFields, type JobFormValues } from '../../lib/jobs/job-form-values';
import { statusLabel, toOptionValue, type Option } from '../../lib/jobs/job-options';

/** The Edit Job Posting form (spec sections 2 and 5). */
export interface EditJobFormValues extends JobFormValues {
  status: JobStatus;
}

export function editFormFromJob(job: Job): EditJobFormValues {
  return {
    title: job.title,
    department: toOptionValue(job.department),
    location: job.location,
    employmentType: toOptionValue(job.employmentType),
    status: job.status,
    description: job.description,
    requirements: job.requirements,
    cutoffDate: job.cutoffDate,
    aiProcessingCutoffDate: job.aiProcessingCutoffDate,
    projectName: job.internalDetails.projectName,
    projectCode: job.internalDetails.projectCode,
    projectManager: job.internalDetails.projectManager,
    techInterviewPoc: job.internalDetails.techInterviewPoc,
    ...splitIntoEditors(job.internalQuestions),
  };
}

/** DRAFT, ACTIVE, CLOSED; a COMPLETED job keeps its status as a choice so saving does not change it. */
export function editStatusOptions(current: JobStatus): Option[] {
  const statuses: JobStatus[] = [...EDIT_JOB_STATUSES];
  if (!statuses.includes(current)) statuses.push(current);
  return statuses.map((status) => ({ value: status, label: statusLabel(status) }));
}

const toUpdateRequest = (values: EditJobFormValues): UpdateJobRequest => ({ ...jobRequestFields(values), status: values.status });

/**
 * The edit form checked as `PUT /functions/V1/job/{id}` checks its body; a cutoff date is checked
 * against today only when it differs from the job's. Submits the parsed update.
 */
export const editJobFormSchema = (job: Job) => jobFormSchema(updateJobRequestSchema, toUpdateRequest, job);

/** 'YYYY-MM-DD' -> 'YYYY-MM-DDT00:00:00Z' (spec section 5: dates sent as date plus T00:00:00Z). */
const toApiDateTime = (date: string | undefined) => date && `${date}T00:00:00Z`;

/**
 * The PUT body: the parsed update with its dates as the spec sends them. The contact email is
 * fixed and not sent (the stored one is kept), and neither are channels nor the team-meeting
 * flag, which this form does not edit.
 */
export function buildUpdateJobPayload(update: JobUpdate): UpdateJobRequest {
  return { ...update, cutoffDate: toApiDateTime(update.cutoffDate), aiProcessingCutoffDate: toApiDateTime(update.aiProcessingCutoffDate) };
}
