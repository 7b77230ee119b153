/**
 * The application assistant's conversation (spec sections 4, 5 and 8, issue #13): steps 0-11, what
 * each answer does, and the checks on the resume file. Pure, so the rules are tested on their own;
 * the page (apply-page.tsx) renders it and looks the job up.
 *
 *  0 job id (looked up at once; skipped when /apply/{jobId} gave it)    6 resume validation (simulated)
 *  1 consent to the privacy notice (only 'yes', any case)              7 experience
 *  2 full name                                                        8 skills
 *  3 email                                                            9 motivation
 *  4 phone with country code                                         10 submitting
 *  5 resume upload                                                   11 complete
 *
 * The spec asks for the job id at step 6, after the resume; the issue needs the job known before
 * anything else (its title and company, whether it takes applications, and the organisation the
 * privacy notice names), so it comes first (docs/decisions.md).
 */
import {
  APPLICATION_MESSAGES,
  RESUME_FORMATS,
  RESUME_MAX_BYTES,
  applicantEmailSchema,
  applicantJobIdSchema,
  applicantPayloadSchema,
  isValidPhone,
  type PublicJob,
} from '@kairox/contract';
import type { z } from 'zod';
import { formatLongDate } from '../../lib/dates';

export const TOTAL_STEPS = 11;

export const STEP = {
  jobId: 0,
  consent: 1,
  fullName: 2,
  email: 3,
  phone: 4,
  resume: 5,
  validation: 6,
  experience: 7,
  skills: 8,
  motivation: 9,
  submitting: 10,
  complete: 11,
} as const;

/** Spec section 5 (renumbered with the job id first): the text input shows at the job id, consent, name, email, phone, experience, skills and motivation. */
export function showsTextInput(step: number): boolean {
  return (step >= STEP.jobId && step <= STEP.phone) || (step >= STEP.experience && step <= STEP.motivation);
}

/** Validation progress: 0 to 100 in steps of 10 every 200 ms, then the conversation moves on. */
export const VALIDATION_TICK_MS = 200;
export const VALIDATION_STEP_PERCENT = 10;

/** The assistant's name, sent as the application's sourceChannel (spec section 3). */
export const ASSISTANT_SOURCE_CHANNEL = 'AI Application Assistant';

const GREETING = "Hi there! I'm the Kairox AI Application Assistant.";

export const ASSISTANT_TEXT = {
  title: 'AI-Powered Application Process',
  subtitle: 'Apply in a few minutes with our AI assistant.',
  stepOf: (step: number) => `Step ${step} of ${TOTAL_STEPS}`,
  progressLabel: 'Application progress',
  chatLabel: 'Application chat',
  answerLabel: 'Your answer',
  send: 'Send',

  // The job applied for (the header above the chat)
  applyingFor: 'Applying for',
  jobIdLabel: (jobId: number) => `Job ID ${jobId}`,
  jobLoading: 'Loading the job...',
  jobUnavailableBadge: 'Not accepting applications',

  greeting: `${GREETING} I'll guide you through your application in a few quick steps.`,
  greetingForJob: (job: PublicJob) =>
    `${GREETING} You're applying for ${job.title} at ${job.company}. I'll guide you through your application in a few quick steps.`,
  askJobId: 'Which job are you applying for? Please enter the Job ID (a number).',
  invalidJobId: 'Please enter a valid Job ID (a number).',
  lookingUpJob: (jobId: number) => `Looking up job ${jobId}...`,
  jobFound: (job: PublicJob) => `Great, you're applying for ${job.title} at ${job.company}.`,
  jobMissing: (jobId: number) => `I couldn't find a job with ID ${jobId}. It may have been removed, or the number may be mistyped.`,
  jobClosed: (job: PublicJob) => `Sorry, ${job.title} at ${job.company} is closed and no longer accepting applications.`,
  jobExpired: (job: PublicJob, deadline: string) =>
    `Sorry, ${job.title} at ${job.company} is no longer accepting applications: its application deadline, ${deadline}, has passed.`,
  tryAnotherJobId: 'You can enter another Job ID.',
  jobLookupFailed: "I couldn't check that job just now. Please try again in a moment.",
  careersLink: (company: string) => `See open jobs at ${company}`,
  otherJobLink: 'Apply with another Job ID',
  retryJob: 'Try again',

  privacyIntro: (company: string) =>
    `Before we begin, please read how ${company} handles your data in the privacy notice below. Do you agree to continue? Type 'yes' to proceed.`,
  declinedPolitely: 'No problem. Nothing has been sent.',
  declined: 'Application declined. You can close this page.',
  askName: "Great, let's get started! What's your full name?",
  nameRequired: 'Please enter your full name.',
  askEmail: (name: string) => `Nice to meet you, ${name}! What's your email address?`,
  invalidEmail: "That doesn't look like a valid email address. Please try again (for example, name@example.com).",
  askPhone: "Thanks! What's your phone number? Please include your country code (for example, +1 555 123 4567).",
  invalidPhone: 'Please enter a valid phone number including your country code (for example, +1 555 123 4567).',
  askResume: 'Perfect. Now please upload your resume (PDF, DOC, DOCX or TXT, up to 10MB). You can drag and drop it or click to browse.',
  uploaded: (fileName: string) => `Uploaded: ${fileName}`,
  validating: 'Thanks! Give me a moment while I validate your resume...',
  validated: 'Your resume looks good!',
  askExperience: 'Tell me about your experience: how many years, and what kind of roles have you worked in?',
  experienceRequired: 'Please tell me a little about your experience.',
  askSkills: 'What are your key skills?',
  skillsRequired: 'Please list at least one skill.',
  askMotivation: 'Last question: why are you interested in this position?',
  motivationRequired: "Please tell me briefly why you're interested in this position.",
  submitting: 'Thank you! Submitting your application now...',
  submitRequired: APPLICATION_MESSAGES.assistantSubmitRequired,
  success: APPLICATION_MESSAGES.applicationSent,
  failureTitle: APPLICATION_MESSAGES.applicationFailedTitle,
  failure: APPLICATION_MESSAGES.applicationFailed,
  failureChat: 'I encountered an error while submitting your application. Please try again later.',
  tryAgain: 'Try Again',

  placeholders: {
    [STEP.jobId]: 'Job ID, e.g. 42',
    [STEP.consent]: "Type 'yes' to continue",
    [STEP.fullName]: 'Your full name',
    [STEP.email]: 'name@example.com',
    [STEP.phone]: '+1 555 123 4567',
    [STEP.experience]: 'Your experience',
    [STEP.skills]: 'Your key skills',
    [STEP.motivation]: 'Why this position?',
  } as Record<number, string>,

  // The privacy notice (its words are the contract's privacy-notice.ts)
  noticeTitle: 'Privacy notice',
  noticeFor: (company: string) => `How ${company} handles your application`,
  noticeFull: 'Read the full privacy notice',
  noticeOpensInNewTab: '(opens in a new tab)',
  noticeVersion: (version: string) => `Version ${version}`,
  agree: 'I agree',
  disagree: 'No, thanks',

  uploadTitle: 'Upload your resume',
  uploadHint: 'Drag and drop your resume here, or click to browse',
  uploadFormats: 'PDF, DOC, DOCX or TXT · max 10MB',
  uploadInputLabel: 'Upload your resume',
  fileTypeError: 'Unsupported file type. Please upload a PDF, DOC, DOCX or TXT file.',
  fileSizeError: 'This file is larger than 10MB. Please upload a smaller file.',
  fileEmptyError: 'This file is empty. Please choose another file.',
  validationLabel: 'Resume validation',
  validationProgress: (percent: number) => `Validating your resume... ${percent}%`,

  // The closing cards
  successTitle: 'Application Submitted!',
  summaryName: 'Name',
  summaryEmail: 'Email',
  summaryJob: 'Job',
  nextTitle: 'What happens next',
  nextSteps: (job: PublicJob, email: string) => [
    { title: 'Application received', text: `${job.company} has received your application for ${job.title}.` },
    { title: 'Confirmation email', text: `A confirmation email is on its way to ${email}.` },
    {
      title: 'A person reviews it',
      text: `The hiring team reviews your application. AI helps screen it, but a person at ${job.company} makes every decision.`,
    },
    {
      title: 'You hear back by email',
      text: "You'll hear back by email about the next steps, which may include a short AI pre-screening interview you can take from any device.",
    },
  ],
  readNotice: 'Privacy notice',
  moreJobs: (company: string) => `More jobs at ${company}`,
} as const;

/** The full privacy notice's page (/apply/{jobId}/privacy). */
export const PRIVACY_PAGE_TEXT = {
  title: 'Privacy notice',
  subtitle: (company: string, jobTitle: string) => `${company} · applications for ${jobTitle}`,
  version: (version: string) => `Version ${version}`,
  backToApplication: 'Back to the application',
  notFound: "This job was not found, so its privacy notice can't be shown.",
  loadFailed: 'The privacy notice could not be loaded.',
  retry: 'Try again',
} as const;

/** The address of a job's full privacy notice, and of its organisation's careers page. */
export const privacyNoticePath = (jobId: number) => `/apply/${jobId}/privacy`;
export const careersPath = (slug: string) => `/careers/${slug}`;

export interface ApplicantDetails {
  fullName: string;
  email: string;
  phone: string;
  jobId: string;
  experience: string;
  skills: string;
  motivation: string;
}

export const EMPTY_DETAILS: ApplicantDetails = { fullName: '', email: '', phone: '', jobId: '', experience: '', skills: '', motivation: '' };

/** Spec section 4: the phone step asks for the country code, so the number starts with '+'. */
export function isPhoneWithCountryCode(phone: string): boolean {
  const trimmed = phone.trim();
  return trimmed.startsWith('+') && isValidPhone(trimmed);
}

const applicantFields = applicantPayloadSchema.in.shape;
/** A text field of the applicant part, as an answer the assistant needs: given, not blank. */
const given = (field: z.ZodType<string | null | undefined>) => field.refine(Boolean);

/**
 * How each typed answer is checked: with the schema of its field in the applicant part that
 * `POST /api/applications/applications` checks (trimmed, its length, storable text, the email and
 * job id rules), and with what the assistant asks for on top: every answer given, the phone with
 * its country code. The answer is kept as the schema parses it (trimmed).
 */
const ANSWER_SCHEMAS: Record<keyof ApplicantDetails, z.ZodType> = {
  fullName: given(applicantFields.candidateName),
  email: applicantEmailSchema,
  phone: applicantFields.candidatePhone.refine((phone) => phone !== null && isPhoneWithCountryCode(phone)),
  jobId: applicantJobIdSchema,
  experience: given(applicantFields.experience),
  skills: given(applicantFields.skills),
  motivation: given(applicantFields.motivation),
};

/** The answer for `field` as it is kept, or null when it is refused. */
function acceptedAnswer(field: keyof ApplicantDetails, text: string): string | null {
  const parsed = ANSWER_SCHEMAS[field].safeParse(text);
  return parsed.success ? String(parsed.data) : null;
}

/** A job id as the assistant takes it (the applicant part's rule): digits only, a positive number that fits an id. */
export function parseJobId(raw: string | undefined | null): number | null {
  const parsed = applicantJobIdSchema.safeParse(raw ?? '');
  return parsed.success ? parsed.data : null;
}

/** A link the bot's message carries (the careers page, another job id). */
export interface ChatLink {
  to: string;
  label: string;
}

export interface AnswerOutcome {
  /** What the bot says next. */
  replies: string[];
  next: number;
  patch?: Partial<ApplicantDetails>;
  /** The conversation ends (consent refused, or the job from the address takes no applications). */
  declined?: boolean;
  /** All answers are in: submit now. */
  submit?: boolean;
  /** A well-formed job id was typed: look the job up before moving on (afterJobCheck). */
  lookUpJob?: number;
  /** Shown under the last reply. */
  link?: ChatLink;
}

interface Question {
  /** The detail the answer fills. */
  field: keyof ApplicantDetails;
  /** What the bot says when the answer is refused (the same step asks again). */
  refused: string;
  next: number;
  /** What the bot says on accepting the answer. */
  replies: (answer: string) => string[];
}

/** The typed steps after consent, in the conversation's order. */
const QUESTIONS: Record<number, Question> = {
  [STEP.fullName]: {
    field: 'fullName',
    refused: ASSISTANT_TEXT.nameRequired,
    next: STEP.email,
    replies: (name) => [ASSISTANT_TEXT.askEmail(name.split(/\s+/)[0]!)],
  },
  [STEP.email]: { field: 'email', refused: ASSISTANT_TEXT.invalidEmail, next: STEP.phone, replies: () => [ASSISTANT_TEXT.askPhone] },
  [STEP.phone]: { field: 'phone', refused: ASSISTANT_TEXT.invalidPhone, next: STEP.resume, replies: () => [ASSISTANT_TEXT.askResume] },
  [STEP.experience]: {
    field: 'experience',
    refused: ASSISTANT_TEXT.experienceRequired,
    next: STEP.skills,
    replies: () => [ASSISTANT_TEXT.askSkills],
  },
  [STEP.skills]: { field: 'skills', refused: ASSISTANT_TEXT.skillsRequired, next: STEP.motivation, replies: () => [ASSISTANT_TEXT.askMotivation] },
  [STEP.motivation]: { field: 'motivation', refused: ASSISTANT_TEXT.motivationRequired, next: STEP.submitting, replies: () => [] },
};

/** What a typed answer at `step` does. A well-formed job id is looked up by the page (afterJobCheck). */
export function answer(step: number, text: string): AnswerOutcome {
  if (step === STEP.jobId) {
    const jobId = parseJobId(text);
    return jobId === null ? { replies: [ASSISTANT_TEXT.invalidJobId], next: STEP.jobId } : { replies: [], next: STEP.jobId, lookUpJob: jobId };
  }
  if (step === STEP.consent) {
    return text.trim().toLowerCase() === 'yes'
      ? { replies: [ASSISTANT_TEXT.askName], next: STEP.fullName }
      : { replies: [ASSISTANT_TEXT.declinedPolitely, ASSISTANT_TEXT.declined], next: STEP.consent, declined: true };
  }
  const question = QUESTIONS[step];
  if (!question) return { replies: [], next: step };
  const accepted = acceptedAnswer(question.field, text);
  if (accepted === null) return { replies: [question.refused], next: step };
  const outcome: AnswerOutcome = { replies: question.replies(accepted), next: question.next, patch: { [question.field]: accepted } };
  // The last answer is in: submit now.
  return question.next === STEP.submitting ? { ...outcome, submit: true } : outcome;
}

/** What the job-id look-up found: the public job, no such job, or no answer (offline, rate-limited). */
export type JobCheck = { kind: 'found'; job: PublicJob } | { kind: 'missing'; jobId: number } | { kind: 'unavailable'; message: string };

export interface JobCheckOutcome extends AnswerOutcome {
  /** The job the header shows: the one applied for, or the one from the address that takes no applications. */
  job?: PublicJob;
  /** The look-up of the job from the address failed: offer to try again. */
  retry?: boolean;
}

/** Why a public job takes no applications, in the candidate's words; null when it does. */
function whyNotOpen(job: PublicJob): string | null {
  if (job.status === 'CLOSED') return ASSISTANT_TEXT.jobClosed(job);
  if (job.status === 'EXPIRED') return ASSISTANT_TEXT.jobExpired(job, formatLongDate(job.cutoffDate));
  return null;
}

/**
 * What the bot says once the job is looked up. An open job is named and its privacy notice comes
 * next. Otherwise the real reason: at /apply the candidate may type another id; at /apply/{jobId}
 * the conversation ends there, with a link to the organisation's careers page (or to /apply).
 * `fromAddress` is true for the job of /apply/{jobId}, checked before anything is typed.
 */
export function afterJobCheck(check: JobCheck, fromAddress: boolean): JobCheckOutcome {
  if (check.kind === 'unavailable') return { replies: [check.message], next: STEP.jobId, retry: fromAddress };
  const opening = fromAddress ? [ASSISTANT_TEXT.greeting] : [];
  const otherJob = { to: '/apply', label: ASSISTANT_TEXT.otherJobLink };
  if (check.kind === 'missing') {
    const reason = ASSISTANT_TEXT.jobMissing(check.jobId);
    return fromAddress
      ? { replies: [...opening, reason], next: STEP.jobId, declined: true, link: otherJob }
      : { replies: [reason, ASSISTANT_TEXT.tryAnotherJobId], next: STEP.jobId };
  }
  const { job } = check;
  const reason = whyNotOpen(job);
  if (reason === null) {
    return {
      replies: [fromAddress ? ASSISTANT_TEXT.greetingForJob(job) : ASSISTANT_TEXT.jobFound(job), ASSISTANT_TEXT.privacyIntro(job.company)],
      next: STEP.consent,
      patch: { jobId: String(job.jobId) },
      job,
    };
  }
  const careers = { to: careersPath(job.organizationSlug), label: ASSISTANT_TEXT.careersLink(job.company) };
  return fromAddress
    ? { replies: [...opening, reason], next: STEP.jobId, declined: true, job, link: careers }
    : { replies: [reason, ASSISTANT_TEXT.tryAnotherJobId], next: STEP.jobId, link: careers };
}

/** After the validation progress: on to the experience (the job is known since step 0). */
export function afterValidation(): AnswerOutcome {
  return { replies: [ASSISTANT_TEXT.validated, ASSISTANT_TEXT.askExperience], next: STEP.experience };
}

const EXTENSIONS = new Set<string>(RESUME_FORMATS);

/** Why a file cannot be the assistant's resume (type by extension, empty, over 10MB), or null. */
export function resumeFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!EXTENSIONS.has(extension)) return ASSISTANT_TEXT.fileTypeError;
  if (file.size === 0) return ASSISTANT_TEXT.fileEmptyError;
  if (file.size > RESUME_MAX_BYTES) return ASSISTANT_TEXT.fileSizeError;
  return null;
}

/** Spec section 5: submit needs every detail (the job id included) and the resume. */
export function hasAllDetails(details: ApplicantDetails, resume: File | null): boolean {
  const fields: Array<keyof ApplicantDetails> = ['jobId', ...Object.values(QUESTIONS).map((question) => question.field)];
  return resume !== null && fields.every((field) => acceptedAnswer(field, details[field]) !== null);
}
