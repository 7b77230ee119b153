import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  applicantPayloadSchema,
  applicationStatusLabel,
  createNoteRequestSchema,
  updateApplicationRequestSchema,
  updateApplicationStatusRequestSchema,
} from './applications.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('applicantPayloadSchema', () => {
  const payload = {
    candidateName: ' Jane Doe ',
    candidateEmail: 'Jane@Example.com',
    candidatePhone: '',
    status: 'qualified',
    score: 0,
    sourceChannel: 'manual',
    resumeUrl: null,
    experience: '5 years',
    skills: '',
    motivation: null,
    jobId: 12,
  };

  it('normalises the payload of spec section 3', () => {
    expect(applicantPayloadSchema.parse(payload)).toEqual({
      candidateName: 'Jane Doe',
      candidateEmail: 'jane@example.com',
      candidatePhone: null,
      status: 'QUALIFIED',
      sourceChannel: 'manual',
      experience: '5 years',
      skills: null,
      motivation: null,
      jobId: 12,
    });
    expect(applicantPayloadSchema.parse({ ...payload, jobId: '12', status: undefined, sourceChannel: undefined })).toMatchObject({
      jobId: 12,
      status: 'QUALIFIED',
      sourceChannel: 'manual',
    });
  });

  it('refuses missing details with the form messages', () => {
    expect(firstMessage(applicantPayloadSchema.safeParse({ ...payload, candidateName: '  ' }))).toBe(
      'Candidate Name, Email, and Resume are required.',
    );
    expect(firstMessage(applicantPayloadSchema.safeParse({ ...payload, candidateEmail: undefined }))).toBe(
      'Candidate Name, Email, and Resume are required.',
    );
    expect(firstMessage(applicantPayloadSchema.safeParse({ ...payload, candidateEmail: 'x' }))).toBe('Please enter a valid email address.');
    expect(firstMessage(applicantPayloadSchema.safeParse({ ...payload, jobId: 1.5 }))).toBe('Job ID must be a positive whole number.');
    expect(firstMessage(applicantPayloadSchema.safeParse({ ...payload, status: 'HIRED' }))).toContain('Invalid candidate status');
  });
});

describe('status, edit and note requests', () => {
  it('requires a reason only for the reinvite', () => {
    expect(updateApplicationStatusRequestSchema.parse({ status: 'shortlisted' })).toEqual({ status: 'SHORTLISTED', message: null });
    expect(firstMessage(updateApplicationStatusRequestSchema.safeParse({ status: 'REINVITED_FOR_AI_SCREENING', message: '  ' }))).toBe(
      'A reason is required to reinvite a candidate.',
    );
    expect(updateApplicationStatusRequestSchema.parse({ status: 'REINVITED_FOR_AI_SCREENING', message: ' Missed it ' }).message).toBe('Missed it');
  });

  it('edits the basic info only', () => {
    expect(updateApplicationRequestSchema.parse({ candidateName: 'A', candidateEmail: 'A@B.io', candidatePhone: '1', status: 'X' })).toEqual({
      candidateName: 'A',
      candidateEmail: 'a@b.io',
      candidatePhone: '1',
    });
    expect(firstMessage(updateApplicationRequestSchema.safeParse({ candidateName: 'A', candidateEmail: 'a@b.io' }))).toBe(
      'Candidate Name, Email, and Phone are required.',
    );
  });

  it('refuses blank notes', () => {
    expect(firstMessage(createNoteRequestSchema.safeParse({ content: ' ' }))).toBe('Note cannot be empty.');
  });

  it('labels statuses as the dropdown shows them', () => {
    expect(APPLICATION_STATUSES).toHaveLength(12);
    expect(applicationStatusLabel('REJECTED_IN_AI_INTERVIEW')).toBe('Rejected In Ai Interview');
  });
});
