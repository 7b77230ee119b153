import { JOB_MESSAGES } from '@kairox/contract';
import { describe, expect, it } from 'vitest';
import { checkJobForm, type JobFormFields } from './job-form-validation';

const TODAY = '2026-05-10';

const valid: JobFormFields = {
  title: 'Data Analyst',
  department: 'analytics',
  description: 'Analyse hiring funnels.',
  requirements: '- SQL',
  cutoffDate: '2026-06-09',
  aiProcessingCutoffDate: '2026-06-24',
  email: 'jobs@kairox.io',
  projectName: 'Funnel',
  projectCode: 'ANL-1',
  projectManager: 'Oliver Grant',
  techInterviewPoc: 'Meera Pillai',
};

const create = (values: Partial<JobFormFields>) =>
  checkJobForm({ ...valid, ...values }, { today: TODAY, emojiMessage: JOB_MESSAGES.emojiCreate, checkEmail: true });

describe('job form rules (create)', () => {
  it('passes a complete form', () => {
    expect(create({})).toBeNull();
  });

  it.each([
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
  ] as const)('requires %s', (field) => {
    expect(create({ [field]: '   ' })).toEqual({ title: 'Missing Information', message: 'Please fill in all required fields.', field });
  });

  it('accepts a blank location and employment type (they are optional)', () => {
    expect(create({})).toBeNull();
  });

  it('refuses past dates, the application cutoff first', () => {
    expect(create({ cutoffDate: '2026-05-09', aiProcessingCutoffDate: '2026-05-01' })).toMatchObject({
      title: 'Invalid Date',
      message: 'Application cutoff date cannot be in the past.',
    });
    expect(create({ aiProcessingCutoffDate: '2026-05-09' })).toMatchObject({
      title: 'Invalid Date',
      message: 'AI processing cutoff date cannot be in the past.',
    });
    expect(create({ cutoffDate: TODAY, aiProcessingCutoffDate: TODAY })).toBeNull();
  });

  it('checks the email pattern', () => {
    expect(create({ email: 'jobs@kairox' })).toEqual({ title: 'Invalid Email', message: 'Please enter a valid email address.', field: 'email' });
  });

  it('refuses emoji in the description or the requirements', () => {
    const problem = { title: 'Invalid Input', message: 'Emojis are not allowed in the job description or requirements.' };
    expect(create({ description: 'Great team 🚀' })).toMatchObject({ ...problem, field: 'description' });
    expect(create({ requirements: '- Kindness ❤️' })).toMatchObject({ ...problem, field: 'requirements' });
    expect(create({ description: 'Arrows → and stars ★ are text, not emoji' })).toBeNull();
  });

  it('checks in the spec order: required, dates, email, emoji', () => {
    const everythingWrong = { title: '', cutoffDate: '2020-01-01', email: 'x', description: 'Hi 😀' };
    expect(create(everythingWrong)?.title).toBe('Missing Information');
    expect(create({ ...everythingWrong, title: 'T' })?.title).toBe('Invalid Date');
    expect(create({ ...everythingWrong, title: 'T', cutoffDate: TODAY })?.title).toBe('Invalid Email');
    expect(create({ ...everythingWrong, title: 'T', cutoffDate: TODAY, email: 'a@b.co' })?.title).toBe('Invalid Input');
  });
});

describe('job form rules (edit)', () => {
  const edit = (values: Partial<JobFormFields>) =>
    checkJobForm(
      { ...valid, email: undefined, ...values },
      {
        today: TODAY,
        emojiMessage: JOB_MESSAGES.emojiUpdate,
        checkEmail: false,
        originalDates: { cutoffDate: '2026-01-01', aiProcessingCutoffDate: '2026-01-15' },
      },
    );

  it('checks a date against today only when it was changed', () => {
    expect(edit({ cutoffDate: '2026-01-01', aiProcessingCutoffDate: '2026-01-15' })).toBeNull();
    expect(edit({ cutoffDate: '2026-01-02', aiProcessingCutoffDate: '2026-01-15' })?.message).toBe('Application cutoff date cannot be in the past.');
  });

  it("uses the edit form's emoji wording and needs no email", () => {
    expect(edit({ description: 'Hello 👋' })).toMatchObject({
      title: 'Invalid Input',
      message: 'Emojis are not allowed in Description or Requirements.',
    });
  });
});
