import { zodResolver } from '@hookform/resolvers/zod';
import { JOB_MESSAGES, createJobRequestSchema, updateJobRequestSchema } from '@kairox/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { firstJobFormProblem, jobFormSchema } from './job-form-schema';
import { jobRequestFields, type JobFormValues } from './job-form-values';

/** Today in the browser's time zone during these tests. */
const TODAY = '2026-05-10';

interface CreateValues extends JobFormValues {
  email: string;
}

const valid: CreateValues = {
  title: 'Data Analyst',
  department: 'analytics',
  location: '',
  employmentType: '',
  description: 'Analyse hiring funnels.',
  requirements: '- SQL',
  cutoffDate: '2026-06-09',
  aiProcessingCutoffDate: '2026-06-24',
  email: 'jobs@kairox.io',
  projectName: 'Funnel',
  projectCode: 'ANL-1',
  projectManager: 'Oliver Grant',
  techInterviewPoc: 'Meera Pillai',
  questions: '',
  topics: '',
};

const createSchema = jobFormSchema(createJobRequestSchema, (values: CreateValues) => ({ ...jobRequestFields(values), email: values.email }));
const STORED_DATES = { cutoffDate: '2026-01-01', aiProcessingCutoffDate: '2026-01-15' };
const editSchema = jobFormSchema(updateJobRequestSchema, jobRequestFields, STORED_DATES);

/** The form's errors as react-hook-form gets them from the schema, and the problem the toast names. */
async function check<T extends JobFormValues>(schema: z.ZodType<unknown, T>, values: T) {
  const { errors } = await zodResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return { errors, problem: firstJobFormProblem(errors) };
}

const create = (values: Partial<CreateValues>) => check(createSchema, { ...valid, ...values });
const edit = (values: Partial<JobFormValues>) => check(editSchema, { ...valid, ...values });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 4, 10, 9));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('job form schema (create)', () => {
  it('passes a complete form and hands over the parsed request', async () => {
    expect((await create({})).problem).toBeNull();
    expect(createSchema.parse({ ...valid, title: '  Data Analyst ', questions: 'Why data' })).toMatchObject({
      title: 'Data Analyst',
      department: 'Analytics',
      internalDetails: { projectName: 'Funnel' },
      internalQuestions: 'Why data?',
    });
  });

  it.each([
    'title',
    'department',
    'description',
    'requirements',
    'cutoffDate',
    'aiProcessingCutoffDate',
    'projectName',
    'projectCode',
    'projectManager',
    'techInterviewPoc',
  ] as const)('requires %s, under the field and in the toast', async (field) => {
    const { errors, problem } = await create({ [field]: '   ' });
    expect(errors[field]?.message).toBe('Please fill in all required fields.');
    expect(problem).toEqual({ title: 'Missing Information', message: 'Please fill in all required fields.', field });
  });

  it('accepts a blank location and employment type (they are optional)', async () => {
    expect((await create({ location: ' ', employmentType: '' })).problem).toBeNull();
  });

  it("refuses dates before the browser's today, the application cutoff first", async () => {
    expect((await create({ cutoffDate: '2026-05-09', aiProcessingCutoffDate: '2026-05-01' })).problem).toEqual({
      title: 'Invalid Date',
      message: 'Application cutoff date cannot be in the past.',
      field: 'cutoffDate',
    });
    expect((await create({ aiProcessingCutoffDate: '2026-05-09' })).problem).toMatchObject({
      title: 'Invalid Date',
      message: 'AI processing cutoff date cannot be in the past.',
    });
    expect((await create({ cutoffDate: TODAY, aiProcessingCutoffDate: TODAY })).problem).toBeNull();
  });

  it('checks the email pattern', async () => {
    expect((await create({ email: 'jobs@kairox' })).problem).toEqual({
      title: 'Invalid Email',
      message: 'Please enter a valid email address.',
      field: 'email',
    });
  });

  it('refuses emoji in the description or the requirements', async () => {
    const problem = { title: 'Invalid Input', message: 'Emojis are not allowed in the job description or requirements.' };
    expect((await create({ description: 'Great team 🚀' })).problem).toMatchObject({ ...problem, field: 'description' });
    expect((await create({ requirements: '- Kindness ❤️' })).problem).toMatchObject({ ...problem, field: 'requirements' });
    expect((await create({ description: 'Arrows → and stars ★ are text, not emoji' })).problem).toBeNull();
    expect((await create({ requirements: '▪ SAP Basis\n◾ Planung von Projekten\n▶ Englisch' })).problem).toBeNull();
  });

  it('names the first problem in the spec order: required, dates, email, emoji', async () => {
    const everythingWrong = { projectCode: '', cutoffDate: '2020-01-01', email: 'x', description: 'Hi 😀' };
    expect((await create(everythingWrong)).problem).toMatchObject({ title: 'Missing Information', field: 'projectCode' });
    expect((await create({ ...everythingWrong, projectCode: 'P' })).problem?.title).toBe('Invalid Date');
    expect((await create({ ...everythingWrong, projectCode: 'P', cutoffDate: TODAY })).problem?.title).toBe('Invalid Email');
    expect((await create({ ...everythingWrong, projectCode: 'P', cutoffDate: TODAY, email: 'a@b.co' })).problem?.title).toBe('Invalid Input');
  });

  it('shows a problem of the combined questions under the questions editor', async () => {
    const { errors, problem } = await create({ questions: 'Why?\n'.repeat(6).replace(/Why/g, 'W'.repeat(900)) });
    expect(errors.questions?.message).toBe(JOB_MESSAGES.tooLong('Internal questions', 5000));
    expect(problem).toMatchObject({ title: 'Invalid Input', field: 'questions' });
  });
});

describe('job form schema (edit)', () => {
  it('checks a date against today only when it was changed', async () => {
    expect((await edit(STORED_DATES)).problem).toBeNull();
    expect((await edit({ ...STORED_DATES, cutoffDate: '2026-01-02' })).problem).toEqual({
      title: 'Invalid Date',
      message: 'Application cutoff date cannot be in the past.',
      field: 'cutoffDate',
    });
  });

  it("names a changed past date before emoji, and uses the edit form's emoji wording", async () => {
    expect((await edit({ ...STORED_DATES, aiProcessingCutoffDate: '2026-05-09', description: 'Hello 👋' })).problem?.title).toBe('Invalid Date');
    expect((await edit({ description: 'Hello 👋' })).problem).toMatchObject({
      title: 'Invalid Input',
      message: 'Emojis are not allowed in Description or Requirements.',
    });
  });
});
