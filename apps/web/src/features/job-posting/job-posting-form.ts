import { DEFAULT_JOB_CONTACT_EMAIL, createJobRequestSchema, type CreateJobRequest } from '@kairox/contract';
import { addDaysLocal } from '../../lib/dates';
import { splitIntoEditors } from '../../lib/jobs/internal-questions';
import { jobFormSchema } from '../../lib/jobs/job-form-schema';
import { jobRequestFields, type JobFormValues } from '../../lib/jobs/job-form-values';
import { toOptionValue } from '../../lib/jobs/job-options';
import type { GeneratedJobPosting } from './generate-job-posting';
import { TEMPLATE_AI_CUTOFF_DAYS, TEMPLATE_CUTOFF_DAYS, type JobTemplate } from './templates';

/** The Create Job Posting form: the three cards' fields (spec sections 2, 3 and 5). */
export interface JobPostingFormValues extends JobFormValues {
  /** Read-only: the shared jobs mailbox (custom addresses need a plan upgrade). */
  email: string;
  includeTeamMeeting: boolean;
}

export function emptyJobPostingForm(): JobPostingFormValues {
  return {
    title: '',
    department: '',
    location: '',
    employmentType: 'full-time',
    description: '',
    requirements: '',
    cutoffDate: '',
    aiProcessingCutoffDate: '',
    email: DEFAULT_JOB_CONTACT_EMAIL,
    includeTeamMeeting: false,
    projectName: '',
    projectCode: '',
    projectManager: '',
    techInterviewPoc: '',
    questions: '',
    topics: '',
  };
}

/** A template's content in the form, with the cutoff dates at today + 30 and today + 45 days. */
export function formFromTemplate(template: JobTemplate, now: Date = new Date()): JobPostingFormValues {
  return {
    ...emptyJobPostingForm(),
    title: template.jobTitle,
    department: toOptionValue(template.department),
    location: template.location,
    employmentType: toOptionValue(template.employmentType),
    description: template.jobDescription,
    requirements: template.requirements,
    cutoffDate: addDaysLocal(TEMPLATE_CUTOFF_DAYS, now),
    aiProcessingCutoffDate: addDaysLocal(TEMPLATE_AI_CUTOFF_DAYS, now),
    includeTeamMeeting: template.includeTeamMeeting,
    projectName: template.projectName,
    projectCode: template.projectCode,
    projectManager: template.projectManager,
    techInterviewPoc: template.techInterviewPoc,
    ...splitIntoEditors(template.internalQuestions),
  };
}

/**
 * The AI generator's posting merged into the current form: it writes the job's own texts and
 * keeps what only the recruiter knows (internal project details, an already chosen location or
 * dates). Empty cutoff dates get the template defaults so the posting is ready to send.
 */
export function formWithGenerated(current: JobPostingFormValues, generated: GeneratedJobPosting, now: Date = new Date()): JobPostingFormValues {
  return {
    ...current,
    title: generated.title,
    department: toOptionValue(generated.department),
    location: generated.location || current.location,
    employmentType: toOptionValue(generated.employmentType),
    description: generated.description,
    requirements: generated.requirements,
    cutoffDate: current.cutoffDate || addDaysLocal(TEMPLATE_CUTOFF_DAYS, now),
    aiProcessingCutoffDate: current.aiProcessingCutoffDate || addDaysLocal(TEMPLATE_AI_CUTOFF_DAYS, now),
    questions: generated.questions.join('\n'),
    topics: generated.topics.join('\n'),
  };
}

/** The create payload of spec section 3 from the form: options capitalised, channels empty, questions combined. */
export function buildCreateJobPayload(values: JobPostingFormValues): CreateJobRequest {
  return { ...jobRequestFields(values), email: values.email, channels: [], includeTeamMeeting: values.includeTeamMeeting };
}

/** The create form checked as `POST /functions/V1/create-job` checks its payload; submits the parsed payload. */
export const jobPostingFormSchema = jobFormSchema(createJobRequestSchema, buildCreateJobPayload);
