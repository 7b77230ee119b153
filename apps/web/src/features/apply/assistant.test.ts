import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_TEXT,
  EMPTY_DETAILS,
  STEP,
  afterValidation,
  answer,
  hasAllDetails,
  isPhoneWithCountryCode,
  parseJobId,
  resumeFileProblem,
  showsTextInput,
} from './assistant';

describe('assistant steps', () => {
  it('shows the text input only at steps 0-3 and 6-9', () => {
    expect(Array.from({ length: 12 }, (_value, step) => showsTextInput(step))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("continues only on 'yes' in any case, otherwise declines", () => {
    expect(answer(STEP.consent, ' YeS ')).toMatchObject({ next: STEP.fullName, replies: [ASSISTANT_TEXT.askName] });
    for (const text of ['no', 'yes please', 'y', 'ok']) {
      expect(answer(STEP.consent, text)).toEqual({ replies: ['Application declined. You can close this page.'], next: STEP.consent, declined: true });
    }
  });

  it('checks the name, email and phone with country code', () => {
    expect(answer(STEP.fullName, '  ')).toMatchObject({ next: STEP.fullName });
    expect(answer(STEP.fullName, ' Priya Raman ')).toMatchObject({
      next: STEP.email,
      patch: { fullName: 'Priya Raman' },
      replies: ["Nice to meet you, Priya! What's your email address?"],
    });
    expect(answer(STEP.email, 'priya@')).toMatchObject({ next: STEP.email, replies: [ASSISTANT_TEXT.invalidEmail] });
    expect(answer(STEP.email, 'priya@example.com')).toMatchObject({ next: STEP.phone, patch: { email: 'priya@example.com' } });
    expect(answer(STEP.phone, '9876543210')).toMatchObject({ next: STEP.phone, replies: [ASSISTANT_TEXT.invalidPhone] });
    expect(answer(STEP.phone, '+91 98765 43210')).toMatchObject({ next: STEP.resume, patch: { phone: '+91 98765 43210' } });
    expect(isPhoneWithCountryCode('+1 (415) 555-2671')).toBe(true);
    expect(isPhoneWithCountryCode('+12')).toBe(false);
  });

  it('needs a numeric job id', () => {
    for (const text of ['abc', '4 2', '-3', '0', '1.5', '12345678901']) {
      expect(answer(STEP.jobId, text)).toEqual({ replies: ['Please enter a valid Job ID (a number).'], next: STEP.jobId });
    }
    expect(answer(STEP.jobId, ' 42 ')).toMatchObject({ next: STEP.experience, patch: { jobId: '42' } });
    expect(parseJobId('007')).toBe(7);
  });

  it('collects experience, skills and motivation, then submits', () => {
    expect(answer(STEP.experience, '')).toMatchObject({ next: STEP.experience });
    expect(answer(STEP.experience, '5 years')).toMatchObject({ next: STEP.skills });
    expect(answer(STEP.skills, 'React')).toMatchObject({ next: STEP.motivation });
    expect(answer(STEP.motivation, 'I love it')).toMatchObject({ next: STEP.submitting, submit: true, patch: { motivation: 'I love it' } });
  });

  it("refuses what the application's schema would refuse: over-long or unstorable answers", () => {
    expect(answer(STEP.fullName, 'A'.repeat(201))).toEqual({ replies: [ASSISTANT_TEXT.nameRequired], next: STEP.fullName });
    expect(answer(STEP.fullName, 'A'.repeat(200))).toMatchObject({ next: STEP.email });
    expect(answer(STEP.email, `${'a'.repeat(250)}@example.com`)).toEqual({ replies: [ASSISTANT_TEXT.invalidEmail], next: STEP.email });
    expect(answer(STEP.skills, 'React\u0000')).toEqual({ replies: [ASSISTANT_TEXT.skillsRequired], next: STEP.skills });
    expect(answer(STEP.motivation, 'x'.repeat(5001))).toEqual({ replies: [ASSISTANT_TEXT.motivationRequired], next: STEP.motivation });
  });

  it('asks for the job id after validation, or skips it when the address gave one', () => {
    expect(afterValidation(null)).toMatchObject({ next: STEP.jobId });
    expect(afterValidation(42)).toMatchObject({ next: STEP.experience, patch: { jobId: '42' } });
    expect(afterValidation(42).replies).toContain("You're applying for Job ID 42.");
  });

  it('accepts PDF, DOC, DOCX and TXT up to 10MB', () => {
    for (const name of ['cv.pdf', 'CV.DOCX', 'cv.doc', 'cv.txt']) expect(resumeFileProblem({ name, size: 100 })).toBeNull();
    expect(resumeFileProblem({ name: 'cv.png', size: 100 })).toBe(ASSISTANT_TEXT.fileTypeError);
    expect(resumeFileProblem({ name: 'pdf', size: 100 })).toBe(ASSISTANT_TEXT.fileTypeError);
    expect(resumeFileProblem({ name: 'cv.pdf', size: 0 })).toBe(ASSISTANT_TEXT.fileEmptyError);
    expect(resumeFileProblem({ name: 'cv.pdf', size: 10 * 1024 * 1024 })).toBeNull();
    expect(resumeFileProblem({ name: 'cv.pdf', size: 10 * 1024 * 1024 + 1 })).toBe(ASSISTANT_TEXT.fileSizeError);
  });

  it('needs every detail and the resume before submitting', () => {
    const complete = { fullName: 'A', email: 'a@b.co', phone: '+14155552671', jobId: '42', experience: 'x', skills: 'y', motivation: 'z' };
    const resume = new File(['x'], 'cv.pdf');
    expect(hasAllDetails(complete, resume)).toBe(true);
    expect(hasAllDetails(complete, null)).toBe(false);
    expect(hasAllDetails(EMPTY_DETAILS, resume)).toBe(false);
    expect(hasAllDetails({ ...complete, skills: ' ' }, resume)).toBe(false);
    expect(ASSISTANT_TEXT.submitRequired).toBe('Please provide all required details before submitting your application.');
  });
});
