import { JOB_FIELD_LIMITS, containsEmoji, countInternalQuestions, createJobRequestSchema } from '@kairox/contract';
import { describe, expect, it } from 'vitest';
import { buildCreateJobPayload, formFromTemplate } from './job-posting-form';
import { JOB_TEMPLATES } from './templates';

describe('quick templates', () => {
  it('are ten distinct templates across the listed departments', () => {
    expect(JOB_TEMPLATES).toHaveLength(10);
    expect(new Set(JOB_TEMPLATES.map((template) => template.id)).size).toBe(10);
    expect(new Set(JOB_TEMPLATES.map((template) => template.jobTitle)).size).toBe(10);
    expect(new Set(JOB_TEMPLATES.map((template) => template.jobDescription)).size).toBe(10);
    const departments = new Set(JOB_TEMPLATES.map((template) => template.department));
    for (const department of ['engineering', 'hr', 'design', 'analytics', 'marketing', 'finance', 'consulting']) {
      expect(departments).toContain(department);
    }
  });

  it.each(JOB_TEMPLATES.map((template) => [template.jobTitle, template] as const))('%s is complete and valid', (_title, template) => {
    expect(template.employmentType).toBe('full-time');
    expect(template.jobDescription.length).toBeGreaterThan(300);
    expect(template.requirements.split('\n').length).toBeGreaterThanOrEqual(5);
    expect(containsEmoji(template.jobDescription) || containsEmoji(template.requirements)).toBe(false);
    expect(countInternalQuestions(template.internalQuestions)).toEqual({ questions: 3, topics: 3 });
    expect(template.jobDescription.length).toBeLessThanOrEqual(JOB_FIELD_LIMITS.description);
    const payload = buildCreateJobPayload(formFromTemplate(template));
    const parsed = createJobRequestSchema.safeParse(payload);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('sets the cutoff dates to today + 30 and today + 45 days', () => {
    const values = formFromTemplate(JOB_TEMPLATES[0]!, new Date(2026, 0, 30, 9));
    expect(values.cutoffDate).toBe('2026-03-01');
    expect(values.aiProcessingCutoffDate).toBe('2026-03-16');
    expect(values.email).toBe('jobs@kairox.io');
  });
});
