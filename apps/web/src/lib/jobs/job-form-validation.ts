import { JOB_MESSAGES, containsEmoji, isValidEmail, normalizeJobDate } from '@kairox/contract';

/** A validation failure shown as a toast: title and message (spec sections 5 and 8). */
export interface JobFormProblem {
  title: string;
  message: string;
  /** The field to focus, when there is one. */
  field?: string;
}

export interface JobFormFields {
  title: string;
  department: string;
  description: string;
  requirements: string;
  cutoffDate: string;
  aiProcessingCutoffDate: string;
  email?: string;
  projectName: string;
  projectCode: string;
  projectManager: string;
  techInterviewPoc: string;
}

export interface JobFormRuleOptions {
  /** 'YYYY-MM-DD' of today in the browser's time zone. */
  today: string;
  /** Which emoji message: the create form's or the edit form's wording. */
  emojiMessage: string;
  /** Edit: the stored dates; a date is checked against today only when it was changed. */
  originalDates?: { cutoffDate: string; aiProcessingCutoffDate: string };
  /** Create checks the contact email; the edit form does not send one. */
  checkEmail: boolean;
}

const REQUIRED: Array<keyof JobFormFields> = [
  'title',
  'department',
  'description',
  'requirements',
  'cutoffDate',
  'aiProcessingCutoffDate',
  'email',
  'projectName',
  'projectCode',
  'projectManager',
  'techInterviewPoc',
];

const blank = (value: string | undefined) => !value || !value.trim();

/**
 * The job form's checks in the spec's order: required fields, then dates not in the past, then
 * the email pattern, then no emoji in description or requirements. Returns the first problem.
 */
export function checkJobForm(values: JobFormFields, options: JobFormRuleOptions): JobFormProblem | null {
  for (const field of REQUIRED) {
    if (field === 'email' && !options.checkEmail) continue;
    if (blank(values[field])) {
      return { title: JOB_MESSAGES.requiredFieldsTitle, message: JOB_MESSAGES.requiredFields, field };
    }
  }

  const dates = [
    { field: 'cutoffDate', invalid: JOB_MESSAGES.cutoffDateInvalid, past: JOB_MESSAGES.cutoffDatePast },
    { field: 'aiProcessingCutoffDate', invalid: JOB_MESSAGES.aiCutoffDateInvalid, past: JOB_MESSAGES.aiCutoffDatePast },
  ] as const;
  for (const { field, invalid, past } of dates) {
    const date = normalizeJobDate(values[field]);
    if (!date) return { title: JOB_MESSAGES.invalidDateTitle, message: invalid, field };
    const unchanged = options.originalDates !== undefined && date === normalizeJobDate(options.originalDates[field]);
    if (!unchanged && date < options.today) return { title: JOB_MESSAGES.invalidDateTitle, message: past, field };
  }

  if (options.checkEmail && !isValidEmail(values.email ?? '')) {
    return { title: JOB_MESSAGES.invalidEmailTitle, message: JOB_MESSAGES.invalidEmail, field: 'email' };
  }

  if (containsEmoji(values.description) || containsEmoji(values.requirements)) {
    return {
      title: JOB_MESSAGES.invalidInputTitle,
      message: options.emojiMessage,
      field: containsEmoji(values.description) ? 'description' : 'requirements',
    };
  }
  return null;
}
