import type { PublicJob } from '@kairox/contract';
import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_TEXT,
  EMPTY_DETAILS,
  STEP,
  afterJobCheck,
  afterValidation,
  answer,
  hasAllDetails,
  isPhoneWithCountryCode,
  parseJobId,
  resumeFileProblem,
  showsTextInput,
} from './assistant';

describe('assistant steps', () => {
  it('shows the text input only at steps 0-4 and 7-9', () => {
    expect(Array.from({ length: 12 }, (_value, step) => showsTextInput(step))).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
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
      expect(answer(STEP.consent, text)).toEqual({
        replies: ['No problem. Nothing has been sent.', 'Application declined. You can close this page.'],
        next: STEP.consent,
        declined: true,
      });
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

  it('needs a numeric job id, and looks a well-formed one up before moving on', () => {
    for (const text of ['abc', '4 2', '-3', '0', '1.5', '12345678901']) {
      expect(answer(STEP.jobId, text)).toEqual({ replies: ['Please enter a valid Job ID (a number).'], next: STEP.jobId });
    }
    expect(answer(STEP.jobId, ' 42 ')).toEqual({ replies: [], next: STEP.jobId, lookUpJob: 42 });
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

  it('asks for the experience after validation (the job is known since step 0)', () => {
    expect(afterValidation()).toEqual({ replies: [ASSISTANT_TEXT.validated, ASSISTANT_TEXT.askExperience], next: STEP.experience });
  });

  describe('after the job look-up', () => {
    const job = (overrides: Partial<PublicJob> = {}): PublicJob => ({
      jobId: 42,
      title: 'Backend Engineer',
      company: 'Acme',
      organizationSlug: 'acme',
      status: 'OPEN',
      cutoffDate: '2026-12-31',
      retentionMonths: null,
      ...overrides,
    });
    const careers = { to: '/careers/acme', label: 'See open jobs at Acme' };

    it('names an open job and shows its privacy notice next', () => {
      const typed = afterJobCheck({ kind: 'found', job: job() }, false);
      expect(typed).toMatchObject({ next: STEP.consent, patch: { jobId: '42' }, job: job() });
      expect(typed.replies).toEqual([
        "Great, you're applying for Backend Engineer at Acme.",
        "Before we begin, please read how Acme handles your data in the privacy notice below. Do you agree to continue? Type 'yes' to proceed.",
      ]);
      // From /apply/{jobId}: the greeting names the job and the company.
      expect(afterJobCheck({ kind: 'found', job: job() }, true).replies[0]).toBe(
        "Hi there! I'm the Kairox AI Application Assistant. You're applying for Backend Engineer at Acme. I'll guide you through your application in a few quick steps.",
      );
    });

    it('says why a job takes no applications: at /apply the candidate may type another id', () => {
      expect(afterJobCheck({ kind: 'found', job: job({ status: 'CLOSED' }) }, false)).toEqual({
        replies: ['Sorry, Backend Engineer at Acme is closed and no longer accepting applications.', 'You can enter another Job ID.'],
        next: STEP.jobId,
        link: careers,
      });
      expect(afterJobCheck({ kind: 'found', job: job({ status: 'EXPIRED', cutoffDate: '2026-11-01' }) }, false).replies[0]).toBe(
        'Sorry, Backend Engineer at Acme is no longer accepting applications: its application deadline, November 1, 2026, has passed.',
      );
      expect(afterJobCheck({ kind: 'missing', jobId: 7 }, false)).toEqual({
        replies: ["I couldn't find a job with ID 7. It may have been removed, or the number may be mistyped.", 'You can enter another Job ID.'],
        next: STEP.jobId,
      });
      expect(afterJobCheck({ kind: 'unavailable', message: 'Too many requests.' }, false)).toEqual({
        replies: ['Too many requests.'],
        next: STEP.jobId,
        retry: false,
      });
    });

    it('ends the conversation at /apply/{jobId} when its job takes no applications, or offers to look again', () => {
      const closed = job({ status: 'CLOSED' });
      expect(afterJobCheck({ kind: 'found', job: closed }, true)).toEqual({
        replies: [ASSISTANT_TEXT.greeting, 'Sorry, Backend Engineer at Acme is closed and no longer accepting applications.'],
        next: STEP.jobId,
        declined: true,
        job: closed,
        link: careers,
      });
      expect(afterJobCheck({ kind: 'missing', jobId: 42 }, true)).toMatchObject({ declined: true, link: { to: '/apply' } });
      expect(afterJobCheck({ kind: 'unavailable', message: 'Offline.' }, true)).toEqual({ replies: ['Offline.'], next: STEP.jobId, retry: true });
    });
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
