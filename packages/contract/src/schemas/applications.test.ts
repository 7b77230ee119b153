import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  applicantEmailSchema,
  applicantJobIdSchema,
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
      privacyConsent: false,
      privacyNoticeVersion: null,
    });
    expect(applicantPayloadSchema.parse({ ...payload, jobId: '12', status: undefined, sourceChannel: undefined })).toMatchObject({
      jobId: 12,
      status: 'QUALIFIED',
      sourceChannel: 'manual',
    });
  });

  it("reads the candidate's agreement to the privacy notice (the service decides who must send it)", () => {
    expect(applicantPayloadSchema.parse({ ...payload, privacyConsent: true, privacyNoticeVersion: ' 2026-11-24 ' })).toMatchObject({
      privacyConsent: true,
      privacyNoticeVersion: '2026-11-24',
    });
    expect(firstMessage(applicantPayloadSchema.safeParse({ ...payload, privacyConsent: 'yes' }))).toBe(
      'Please read the privacy notice and agree to it to apply.',
    );
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

  it('checks the email and job id with the rules it exports for one field at a time', () => {
    expect(applicantEmailSchema.parse(' jane@example.com ')).toBe('jane@example.com');
    for (const email of ['jane@example', `${'a'.repeat(250)}@example.com`]) {
      expect(firstMessage(applicantEmailSchema.safeParse(email))).toBe('Please enter a valid email address.');
      expect(firstMessage(applicantPayloadSchema.safeParse({ ...payload, candidateEmail: email }))).toBe('Please enter a valid email address.');
    }
    expect(applicantJobIdSchema.parse(' 007 ')).toBe(7);
    for (const jobId of ['abc', '4 2', '-3', '0', '1.5', '12345678901', 2_147_483_648]) {
      expect(firstMessage(applicantJobIdSchema.safeParse(jobId))).toBe('Job ID must be a positive whole number.');
    }
  });
});

describe('status, edit and note requests', () => {
  it('requires a reason only for the reinvite', () => {
    expect(updateApplicationStatusRequestSchema.parse({ status: 'shortlisted' })).toEqual({
      status: 'SHORTLISTED',
      message: null,
      notifyCandidate: false,
    });
    expect(firstMessage(updateApplicationStatusRequestSchema.safeParse({ status: 'REINVITED_FOR_AI_SCREENING', message: '  ' }))).toBe(
      'A reason is required to reinvite a candidate.',
    );
    expect(updateApplicationStatusRequestSchema.parse({ status: 'REINVITED_FOR_AI_SCREENING', message: ' Missed it ' }).message).toBe('Missed it');
  });

  it('edits the basic info only', () => {
    expect(
      updateApplicationRequestSchema.parse({ candidateName: 'A', candidateEmail: 'A@B.io', candidatePhone: ' +1 415 555 2671 ', status: 'X' }),
    ).toEqual({
      candidateName: 'A',
      candidateEmail: 'a@b.io',
      candidatePhone: '+1 415 555 2671',
    });
    expect(firstMessage(updateApplicationRequestSchema.safeParse({ candidateName: 'A', candidateEmail: 'a@b.io' }))).toBe(
      'Candidate Name, Email, and Phone are required.',
    );
  });

  it('refuses an edited phone that is not a phone number, and says a blank one is missing', () => {
    const edit = (candidatePhone: string) =>
      updateApplicationRequestSchema.safeParse({ candidateName: 'A', candidateEmail: 'a@b.io', candidatePhone });
    for (const phone of ['1', '12345', 'call me', '+1 415 555 2671 ext 9', '1234567890123456']) {
      expect(firstMessage(edit(phone)), phone).toBe('Please enter a valid phone number.');
    }
    expect(firstMessage(edit('   '))).toBe('Candidate Name, Email, and Phone are required.');
    expect(edit('(415) 555-2671').success).toBe(true);
  });

  it('refuses blank notes', () => {
    expect(firstMessage(createNoteRequestSchema.safeParse({ content: ' ' }))).toBe('Note cannot be empty.');
  });

  it('labels statuses as the dropdown shows them', () => {
    expect(APPLICATION_STATUSES).toHaveLength(12);
    expect(applicationStatusLabel('REJECTED_IN_AI_INTERVIEW')).toBe('Rejected In AI Interview');
    expect(applicationStatusLabel('AI_BYPASSED')).toBe('AI Bypassed');
    expect(applicationStatusLabel('REINVITED_FOR_AI_SCREENING')).toBe('Reinvited For AI Screening');
    // Only the whole word: statuses that merely contain the letters keep the usual capitals.
    expect(applicationStatusLabel('INTERVIEW_INTERRUPTED')).toBe('Interview Interrupted');
    expect(applicationStatusLabel('NO_SHOW')).toBe('No Show');
  });
});
