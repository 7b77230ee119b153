import { describe, expect, it } from 'vitest';
import { buildCreateJobPayload, emptyJobPostingForm, formFromTemplate, jobPostingFormSchema } from './job-posting-form';
import { JOB_TEMPLATES } from './templates';

const hrTemplate = JOB_TEMPLATES.find((template) => template.department === 'hr')!;

describe('create payload', () => {
  it('capitalises department and employment type and sends channels empty', () => {
    const payload = buildCreateJobPayload({ ...formFromTemplate(JOB_TEMPLATES[0]!), department: 'engineering', employmentType: 'full-time' });
    expect(payload.department).toBe('Engineering');
    expect(payload.employmentType).toBe('Full-time');
    expect(payload.channels).toEqual([]);
    expect(payload.email).toBe('jobs@kairox.io');
  });

  it("capitalises a template's extra department the same way", () => {
    expect(buildCreateJobPayload(formFromTemplate(hrTemplate)).department).toBe('Hr');
    expect(buildCreateJobPayload({ ...emptyJobPostingForm(), employmentType: 'part-time' }).employmentType).toBe('Part-time');
  });

  it('combines the two editors into internalQuestions', () => {
    const payload = buildCreateJobPayload({ ...emptyJobPostingForm(), questions: 'Why us\n\nHow do you test?', topics: ' Testing \n' });
    expect(payload.internalQuestions).toBe('Why us?\nHow do you test?\nTesting');
  });

  it('validates a template-filled form as complete', () => {
    expect(jobPostingFormSchema.safeParse(formFromTemplate(hrTemplate)).success).toBe(true);
    expect(jobPostingFormSchema.safeParse(emptyJobPostingForm()).error?.issues[0]?.message).toBe('Please fill in all required fields.');
  });
});
