import { EDIT_JOB_STATUSES, JOB_MESSAGES, capitalizeOption, type Job, type JobStatus, type UpdateJobRequest } from '@kairox/contract';
import { splitIntoEditors } from '../../lib/jobs/internal-questions';
import { checkJobForm, type JobFormProblem } from '../../lib/jobs/job-form-validation';
import { internalPayload, type JobFormValues } from '../../lib/jobs/job-form-values';
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

/** Same rules as the create form; a date is checked against today only when it was changed. */
export function validateEditJobForm(values: EditJobFormValues, job: Job, today: string): JobFormProblem | null {
  return checkJobForm(values, {
    today,
    emojiMessage: JOB_MESSAGES.emojiUpdate,
    checkEmail: false,
    originalDates: { cutoffDate: job.cutoffDate, aiProcessingCutoffDate: job.aiProcessingCutoffDate },
  });
}

/** 'YYYY-MM-DD' -> 'YYYY-MM-DDT00:00:00Z' (spec section 5: dates sent as date plus T00:00:00Z). */
const toApiDateTime = (date: string) => `${date.slice(0, 10)}T00:00:00Z`;

/**
 * The PUT body. The contact email is fixed and not sent (the stored one is kept), and neither are
 * channels nor the team-meeting flag, which this form does not edit.
 */
export function buildUpdateJobPayload(values: EditJobFormValues): UpdateJobRequest {
  return {
    title: values.title.trim(),
    department: capitalizeOption(values.department),
    location: values.location.trim(),
    employmentType: capitalizeOption(values.employmentType),
    status: values.status,
    description: values.description.trim(),
    requirements: values.requirements.trim(),
    cutoffDate: toApiDateTime(values.cutoffDate),
    aiProcessingCutoffDate: toApiDateTime(values.aiProcessingCutoffDate),
    ...internalPayload(values),
  };
}
