import { describe, expect, it } from 'vitest';
import { buildUpdateJobPayload, editFormFromJob, editJobFormSchema, editStatusOptions } from './edit-job-form';
import { makeJob } from '../../testing/jobs';

describe('edit job form', () => {
  it('starts from the job, with options as select values and the questions split', () => {
    const values = editFormFromJob(makeJob({ department: 'HR', employmentType: 'Internship' }));
    expect(values).toMatchObject({
      department: 'hr',
      employmentType: 'internship',
      status: 'ACTIVE',
      questions: 'How do you test React components?\nWhat is reconciliation?',
      topics: 'State management\nAccessibility',
    });
  });

  it('sends dates as date plus T00:00:00Z, options capitalised, no contact email', () => {
    const job = makeJob();
    const payload = buildUpdateJobPayload(editJobFormSchema(job).parse({ ...editFormFromJob(job), employmentType: 'internship', status: 'DRAFT' }));
    expect(payload).toMatchObject({
      title: 'Senior Frontend Engineer',
      department: 'Engineering',
      employmentType: 'Internship',
      status: 'DRAFT',
      cutoffDate: '2099-03-01T00:00:00Z',
      aiProcessingCutoffDate: '2099-03-15T00:00:00Z',
      internalQuestions: 'How do you test React components?\nWhat is reconciliation?\nState management\nAccessibility',
    });
    expect(payload).not.toHaveProperty('email');
  });

  it('offers DRAFT, ACTIVE and CLOSED, keeping a COMPLETED job completed', () => {
    expect(editStatusOptions('ACTIVE').map((option) => option.value)).toEqual(['DRAFT', 'ACTIVE', 'CLOSED']);
    expect(editStatusOptions('COMPLETED').map((option) => option.value)).toEqual(['DRAFT', 'ACTIVE', 'CLOSED', 'COMPLETED']);
  });
});
