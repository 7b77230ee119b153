import { APPLICATION_MESSAGES, type PublicJob } from '@kairox/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApplicantPart } from '../../api/applications';
import { serverMessageOr } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { checkJob, submitPublicApplication } from './api';
import {
  ASSISTANT_SOURCE_CHANNEL,
  ASSISTANT_TEXT as T,
  EMPTY_DETAILS,
  STEP,
  VALIDATION_STEP_PERCENT,
  VALIDATION_TICK_MS,
  afterJobCheck,
  afterValidation,
  answer,
  hasAllDetails,
  parseJobId,
  resumeFileProblem,
  type AnswerOutcome,
  type ApplicantDetails,
  type JobCheck,
} from './assistant';
import type { ChatMessage } from './components/chat-window';

function applicantOf(details: ApplicantDetails): ApplicantPart {
  return {
    candidateName: details.fullName.trim(),
    candidateEmail: details.email.trim(),
    candidatePhone: details.phone.trim(),
    status: 'qualified',
    score: 0,
    sourceChannel: ASSISTANT_SOURCE_CHANNEL,
    resumeUrl: null,
    experience: details.experience.trim(),
    skills: details.skills.trim(),
    motivation: details.motivation.trim(),
    jobId: parseJobId(details.jobId) ?? 0,
  };
}

/** A bare /apply greets and asks for the job id; /apply/{jobId} says nothing until its job is looked up. */
function openingMessages(addressJobId: number | null): ChatMessage[] {
  if (addressJobId !== null) return [];
  return [T.greeting, T.askJobId].map((text, index) => ({ id: index + 1, from: 'bot', text }));
}

/**
 * The application assistant's conversation as React state: the messages, the step, the answers,
 * the job (looked up at once), the resume and its simulated validation, and the submission.
 * `addressJobId` is the job of /apply/{jobId}, or null at a bare /apply.
 */
export function useApplicationChat(addressJobId: number | null) {
  const [step, setStep] = useState<number>(STEP.jobId);
  const [messages, setMessages] = useState<ChatMessage[]>(() => openingMessages(addressJobId));
  const [details, setDetails] = useState<ApplicantDetails>(EMPTY_DETAILS);
  const [job, setJob] = useState<PublicJob | null>(null);
  const [lookingUp, setLookingUp] = useState<number | null>(addressJobId);
  const [canRetryJob, setCanRetryJob] = useState(false);
  const [resume, setResume] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [declined, setDeclined] = useState(false);
  const [failed, setFailed] = useState(false);
  const nextId = useRef(messages.length + 1);

  const say = useCallback((from: ChatMessage['from'], texts: string[], link?: ChatMessage['link']) => {
    if (texts.length === 0) return;
    const added: ChatMessage[] = texts.map((text, index) => ({
      id: nextId.current++,
      from,
      text,
      ...(link && index === texts.length - 1 ? { link } : {}),
    }));
    setMessages((previous) => [...previous, ...added]);
  }, []);

  const applyOutcome = useCallback(
    (outcome: AnswerOutcome) => {
      if (outcome.patch) setDetails((current) => ({ ...current, ...outcome.patch }));
      say('bot', outcome.replies, outcome.link);
      if (outcome.declined) setDeclined(true);
      setStep(outcome.next);
    },
    [say],
  );

  /** Says what the job's look-up found; `fromAddress` for the job of /apply/{jobId}. */
  const answerJobCheck = useCallback(
    (check: JobCheck, fromAddress: boolean) => {
      setLookingUp(null);
      const outcome = afterJobCheck(check, fromAddress);
      if (outcome.job) setJob(outcome.job);
      setCanRetryJob(Boolean(outcome.retry));
      applyOutcome(outcome);
    },
    [applyOutcome],
  );

  function lookUpJob(jobId: number, fromAddress: boolean) {
    setLookingUp(jobId);
    setCanRetryJob(false);
    void checkJob(jobId).then((check) => answerJobCheck(check, fromAddress));
  }

  // /apply/{jobId}: the job is looked up before the candidate types anything (lookingUp starts as its id).
  useEffect(() => {
    if (addressJobId === null) return;
    const controller = new AbortController();
    checkJob(addressJobId, controller.signal).then(
      (check) => {
        // The page was left, or React ran the effect again: this answer is stale.
        if (!controller.signal.aborted) answerJobCheck(check, true);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [addressJobId, answerJobCheck]);

  // Step 6: the simulated validation, +10 every 200 ms; once at 100 the conversation moves on.
  useEffect(() => {
    if (step !== STEP.validation) return;
    let percent = 0;
    const timer = setInterval(() => {
      if (percent >= 100) {
        clearInterval(timer);
        applyOutcome(afterValidation());
        return;
      }
      percent = Math.min(100, percent + VALIDATION_STEP_PERCENT);
      setProgress(percent);
    }, VALIDATION_TICK_MS);
    return () => clearInterval(timer);
  }, [step, applyOutcome]);

  async function submit(final: ApplicantDetails) {
    if (!resume || !hasAllDetails(final, resume)) {
      say('bot', [T.submitRequired]);
      toast.error(T.submitRequired, APPLICATION_MESSAGES.requiredTitle);
      setStep(STEP.motivation);
      return;
    }
    setFailed(false);
    setStep(STEP.submitting);
    say('bot', [T.submitting]);
    try {
      await submitPublicApplication(applicantOf(final), resume);
      say('bot', [T.success]);
      toast.success(T.success);
      setStep(STEP.complete);
    } catch (error) {
      toast.error(serverMessageOr(error, T.failure), T.failureTitle);
      say('bot', [T.failureChat]);
      setFailed(true);
    }
  }

  /** The candidate's answer at the current step; `shown` is what the chat shows (a button's label). */
  function reply(text: string, shown = text) {
    say('user', [shown]);
    const outcome = answer(step, text);
    applyOutcome(outcome);
    if (outcome.lookUpJob !== undefined) lookUpJob(outcome.lookUpJob, false);
    if (outcome.submit) void submit({ ...details, ...outcome.patch });
  }

  function pickResume(file: File) {
    if (step !== STEP.resume) return;
    const problem = resumeFileProblem(file);
    setFileError(problem);
    if (problem) return;
    setResume(file);
    say('user', [T.uploaded(file.name)]);
    say('bot', [T.validating]);
    setProgress(0);
    setStep(STEP.validation);
  }

  return {
    step,
    messages,
    details,
    job,
    lookingUp,
    declined,
    failed,
    fileError,
    progress,
    reply,
    pickResume,
    retrySubmit: () => void submit(details),
    retryJob: canRetryJob && addressJobId !== null ? () => lookUpJob(addressJobId, true) : null,
  };
}
