import { JOB_MESSAGES, normalizeJobDate } from '@kairox/contract';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { todayLocal } from '../dates';
import type { JobFormValues } from './job-form-values';

/** A field of either job form: the shared ones, the create form's contact email and the edit form's status. */
type JobFormField = keyof JobFormValues | 'email' | 'status';

const DATE_FIELDS = ['cutoffDate', 'aiProcessingCutoffDate'] as const;
type DateField = (typeof DATE_FIELDS)[number];
const PAST_DATE_MESSAGES: Record<DateField, string> = {
  cutoffDate: JOB_MESSAGES.cutoffDatePast,
  aiProcessingCutoffDate: JOB_MESSAGES.aiCutoffDatePast,
};

/** The stored job's cutoff dates: the edit form checks a date against today only when it was changed. */
export type StoredJobDates = Record<DateField, string>;

/** A request field's path as the form's field: the project details are inputs of their own, the questions two editors. */
function formPath(requestPath: PropertyKey[]): PropertyKey[] {
  if (requestPath[0] === 'internalDetails') return requestPath.slice(1);
  if (requestPath[0] === 'internalQuestions') return ['questions'];
  return requestPath;
}

/**
 * The browser's date rule on top of the contract's: a cutoff date set in the form may not be
 * before today in the browser's time zone (the server counts today Anywhere on Earth, so it
 * accepts yesterday for much of the day east of UTC-12).
 */
function addPastDateIssues(values: JobFormValues, ctx: z.RefinementCtx, storedDates?: StoredJobDates) {
  const today = todayLocal();
  for (const field of DATE_FIELDS) {
    const date = normalizeJobDate(values[field]);
    const unchanged = storedDates !== undefined && date === normalizeJobDate(storedDates[field]);
    if (date && !unchanged && date < today) ctx.addIssue({ code: 'custom', message: PAST_DATE_MESSAGES[field], path: [field] });
  }
}

/**
 * A job form's schema: the form's values made into the request (`toRequest`) and checked by the
 * contract's schema, the one the server validates the call with, plus the browser's date rule. One
 * step rather than a pipe, so that both report together and the toast can name the first problem
 * in the spec's order; the output is the contract's parsed request.
 */
export function jobFormSchema<TValues extends JobFormValues, TRequestSchema extends z.ZodType>(
  requestSchema: TRequestSchema,
  toRequest: (values: TValues) => z.input<TRequestSchema>,
  storedDates?: StoredJobDates,
) {
  return z.custom<TValues>().transform((values, ctx): z.output<TRequestSchema> => {
    const request = requestSchema.safeParse(toRequest(values));
    for (const issue of request.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: formPath(issue.path) });
    addPastDateIssues(values, ctx, storedDates);
    return request.success ? request.data : z.NEVER;
  });
}

/** A refused job form as its toast shows it (spec sections 5 and 8): the first problem, and the field to focus. */
export interface JobFormProblem {
  title: string;
  message: string;
  field: JobFormField;
}

/** The kinds of problem in the spec's order of checks, by their messages; anything else (emoji) is invalid input. */
const PROBLEM_KINDS: Array<{ title: string; messages?: readonly string[] }> = [
  { title: JOB_MESSAGES.requiredFieldsTitle, messages: [JOB_MESSAGES.requiredFields] },
  {
    title: JOB_MESSAGES.invalidDateTitle,
    messages: [JOB_MESSAGES.cutoffDateInvalid, JOB_MESSAGES.cutoffDatePast, JOB_MESSAGES.aiCutoffDateInvalid, JOB_MESSAGES.aiCutoffDatePast],
  },
  { title: JOB_MESSAGES.invalidEmailTitle, messages: [JOB_MESSAGES.invalidEmail] },
  { title: JOB_MESSAGES.invalidInputTitle },
];

/** Within a kind, the first field in this order is named (and focused). */
const FIELD_ORDER: readonly JobFormField[] = [
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
  'location',
  'employmentType',
  'status',
  'questions',
  'topics',
];

const kindOf = (message: string) => PROBLEM_KINDS.findIndex((kind) => !kind.messages || kind.messages.includes(message));

/**
 * The problem the toast names: required fields first, then dates, then the email, then the rest
 * (emoji), each in the form's order; null when the form has no error.
 */
export function firstJobFormProblem(errors: FieldErrors): JobFormProblem | null {
  const problems = FIELD_ORDER.flatMap((field) => {
    const message = errors[field]?.message;
    return typeof message === 'string' ? [{ field, message, kind: kindOf(message) }] : [];
  });
  const [first] = problems.sort((a, b) => a.kind - b.kind);
  return first ? { title: PROBLEM_KINDS[first.kind]!.title, message: first.message, field: first.field } : null;
}
