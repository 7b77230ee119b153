/**
 * The application assistant's conversation (spec sections 4, 5 and 8): steps 0-11, what each
 * answer does, and the checks on the resume file. Pure, so the rules are tested on their own; the
 * page (apply-page.tsx) renders it.
 *
 *  0 consent (only 'yes', any case)   6 job id (a number; skipped when /apply/{jobId} gave it)
 *  1 full name                         7 experience
 *  2 email                             8 skills
 *  3 phone with country code           9 motivation
 *  4 resume upload                    10 submitting
 *  5 resume validation (simulated)    11 complete
 */
import {
  APPLICATION_MESSAGES,
  RESUME_FORMATS,
  RESUME_MAX_BYTES,
  applicantEmailSchema,
  applicantJobIdSchema,
  applicantPayloadSchema,
  isValidPhone,
} from '@kairox/contract';
import type { z } from 'zod';

export const TOTAL_STEPS = 11;

export const STEP = {
  consent: 0,
  fullName: 1,
  email: 2,
  phone: 3,
  resume: 4,
  validation: 5,
  jobId: 6,
  experience: 7,
  skills: 8,
  motivation: 9,
  submitting: 10,
  complete: 11,
} as const;

/** Spec section 5: the text input shows only at steps 0-3 and 6-9. */
export function showsTextInput(step: number): boolean {
  return (step >= STEP.consent && step <= STEP.phone) || (step >= STEP.jobId && step <= STEP.motivation);
}

/** Validation progress: 0 to 100 in steps of 10 every 200 ms, then the conversation moves on. */
export const VALIDATION_TICK_MS = 200;
export const VALIDATION_STEP_PERCENT = 10;

/** The assistant's name, sent as the application's sourceChannel (spec section 3). */
export const ASSISTANT_SOURCE_CHANNEL = 'AI Application Assistant';

export const ASSISTANT_TEXT = {
  title: 'AI-Powered Application Process',
  subtitle: 'Apply in a few minutes with our AI assistant.',
  stepOf: (step: number) => `Step ${step} of ${TOTAL_STEPS}`,
  progressLabel: 'Application progress',
  chatLabel: 'Application chat',
  answerLabel: 'Your answer',
  send: 'Send',
  applyingFor: (jobId: number) => `Job ID: ${jobId}`,

  greeting: "Hi there! I'm the Kairox AI Application Assistant. I'll guide you through your application in a few quick steps.",
  prefilledJob: (jobId: number) => `You're applying for Job ID ${jobId}.`,
  consent:
    "Before we begin: your name, contact details and resume will be shared with the hiring team and screened by AI. Do you agree to continue? Type 'yes' to proceed.",
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
  askJobId: 'Which job are you applying for? Please enter the Job ID (a number).',
  invalidJobId: 'Please enter a valid Job ID (a number).',
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
    0: "Type 'yes' to continue",
    1: 'Your full name',
    2: 'name@example.com',
    3: '+1 555 123 4567',
    6: 'Job ID, e.g. 42',
    7: 'Your experience',
    8: 'Your key skills',
    9: 'Why this position?',
  } as Record<number, string>,

  uploadTitle: 'Upload your resume',
  uploadHint: 'Drag and drop your resume here, or click to browse',
  uploadFormats: 'PDF, DOC, DOCX or TXT · max 10MB',
  uploadInputLabel: 'Upload your resume',
  fileTypeError: 'Unsupported file type. Please upload a PDF, DOC, DOCX or TXT file.',
  fileSizeError: 'This file is larger than 10MB. Please upload a smaller file.',
  fileEmptyError: 'This file is empty. Please choose another file.',
  validationLabel: 'Resume validation',
  validationProgress: (percent: number) => `Validating your resume... ${percent}%`,

  successTitle: 'Application Submitted!',
  successBody: 'Thank you for applying. The hiring team will review your application and get back to you.',
  screeningTitle: 'Schedule Your AI Pre-Screening',
  screeningBody:
    'Take a short AI-led pre-screening interview now to fast-track your application. It takes about 15 minutes and you can do it from any device with a camera and microphone.',
  startScreening: 'Start Screening Now',
  summaryName: 'Name',
  summaryEmail: 'Email',
  summaryJob: 'Job ID',
} as const;

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

/** Spec section 4: step 3 is the phone with country code, so it starts with '+'. */
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

export interface AnswerOutcome {
  /** What the bot says next. */
  replies: string[];
  next: number;
  patch?: Partial<ApplicantDetails>;
  /** The conversation ends (consent refused). */
  declined?: boolean;
  /** All answers are in: submit now. */
  submit?: boolean;
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
  [STEP.jobId]: { field: 'jobId', refused: ASSISTANT_TEXT.invalidJobId, next: STEP.experience, replies: () => [ASSISTANT_TEXT.askExperience] },
  [STEP.experience]: {
    field: 'experience',
    refused: ASSISTANT_TEXT.experienceRequired,
    next: STEP.skills,
    replies: () => [ASSISTANT_TEXT.askSkills],
  },
  [STEP.skills]: { field: 'skills', refused: ASSISTANT_TEXT.skillsRequired, next: STEP.motivation, replies: () => [ASSISTANT_TEXT.askMotivation] },
  [STEP.motivation]: { field: 'motivation', refused: ASSISTANT_TEXT.motivationRequired, next: STEP.submitting, replies: () => [] },
};

/** What a typed answer at `step` does (the job id from /apply/{jobId} is handled by afterValidation). */
export function answer(step: number, text: string): AnswerOutcome {
  if (step === STEP.consent) {
    return text.trim().toLowerCase() === 'yes'
      ? { replies: [ASSISTANT_TEXT.askName], next: STEP.fullName }
      : { replies: [ASSISTANT_TEXT.declined], next: STEP.consent, declined: true };
  }
  const question = QUESTIONS[step];
  if (!question) return { replies: [], next: step };
  const accepted = acceptedAnswer(question.field, text);
  if (accepted === null) return { replies: [question.refused], next: step };
  const outcome: AnswerOutcome = { replies: question.replies(accepted), next: question.next, patch: { [question.field]: accepted } };
  // The last answer is in: submit now.
  return question.next === STEP.submitting ? { ...outcome, submit: true } : outcome;
}

/** After the validation progress: ask for the job id, or, when the address gave it, say so and skip to experience. */
export function afterValidation(prefilledJobId: number | null): AnswerOutcome {
  if (prefilledJobId === null) return { replies: [ASSISTANT_TEXT.validated, ASSISTANT_TEXT.askJobId], next: STEP.jobId };
  return {
    replies: [ASSISTANT_TEXT.validated, ASSISTANT_TEXT.prefilledJob(prefilledJobId), ASSISTANT_TEXT.askExperience],
    next: STEP.experience,
    patch: { jobId: String(prefilledJobId) },
  };
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

/** Spec section 5: submit needs every detail and the resume. */
export function hasAllDetails(details: ApplicantDetails, resume: File | null): boolean {
  return resume !== null && Object.values(QUESTIONS).every((question) => acceptedAnswer(question.field, details[question.field]) !== null);
}
