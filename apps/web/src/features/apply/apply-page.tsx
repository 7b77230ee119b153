import { APPLICATION_MESSAGES } from '@kairox/contract';
import { Briefcase, RotateCcw, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Brand } from '../../components/brand';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { serverMessageOr } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import type { ApplicantPart } from '../../api/applications';
import { submitPublicApplication } from './api';
import {
  ASSISTANT_SOURCE_CHANNEL,
  ASSISTANT_TEXT as T,
  EMPTY_DETAILS,
  STEP,
  TOTAL_STEPS,
  VALIDATION_STEP_PERCENT,
  VALIDATION_TICK_MS,
  afterValidation,
  answer,
  hasAllDetails,
  parseJobId,
  resumeFileProblem,
  showsTextInput,
  type AnswerOutcome,
  type ApplicantDetails,
} from './assistant';
import { ChatWindow, type ChatMessage } from './components/chat-window';
import { SuccessPanel } from './components/success-panel';
import { UploadCard } from './components/upload-card';
import { ValidationProgress } from './components/validation-progress';

function openingMessages(prefilledJobId: number | null): ChatMessage[] {
  const texts = [T.greeting, ...(prefilledJobId !== null ? [T.prefilledJob(prefilledJobId)] : []), T.consent];
  return texts.map((text, index) => ({ id: index + 1, from: 'bot', text }));
}

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

/**
 * The public application assistant at /apply and /apply/{jobId} (spec sections 2, 4, 5 and 8;
 * DECISIONS.md): a chat that walks a candidate through steps 0-11 and submits the application
 * without a token. /apply/{jobId} fills the job id step.
 */
export function ApplyPage() {
  const params = useParams();
  const prefilledJobId = parseJobId(params.jobId);
  const [step, setStep] = useState<number>(STEP.consent);
  const [messages, setMessages] = useState<ChatMessage[]>(() => openingMessages(prefilledJobId));
  const [details, setDetails] = useState<ApplicantDetails>(EMPTY_DETAILS);
  const [resume, setResume] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [declined, setDeclined] = useState(false);
  const [failed, setFailed] = useState(false);
  const [draft, setDraft] = useState('');
  const nextId = useRef(messages.length + 1);
  const inputRef = useRef<HTMLInputElement>(null);

  const say = (from: ChatMessage['from'], texts: string[]) => {
    if (texts.length === 0) return;
    const added = texts.map((text) => ({ id: nextId.current++, from, text }));
    setMessages((previous) => [...previous, ...added]);
  };

  function applyOutcome(outcome: AnswerOutcome, current: ApplicantDetails): ApplicantDetails {
    const updated = outcome.patch ? { ...current, ...outcome.patch } : current;
    if (outcome.patch) setDetails(updated);
    say('bot', outcome.replies);
    if (outcome.declined) setDeclined(true);
    setStep(outcome.next);
    return updated;
  }

  // Step 5: the simulated validation, +10 every 200 ms; once at 100 the conversation moves on.
  useEffect(() => {
    if (step !== STEP.validation) return;
    let percent = 0;
    const timer = setInterval(() => {
      if (percent >= 100) {
        clearInterval(timer);
        const outcome = afterValidation(prefilledJobId);
        setDetails((current) => (outcome.patch ? { ...current, ...outcome.patch } : current));
        say('bot', outcome.replies);
        setStep(outcome.next);
        return;
      }
      percent = Math.min(100, percent + VALIDATION_STEP_PERCENT);
      setProgress(percent);
    }, VALIDATION_TICK_MS);
    return () => clearInterval(timer);
  }, [step, prefilledJobId]);

  const inputVisible = showsTextInput(step) && !declined;
  useEffect(() => {
    if (inputVisible) inputRef.current?.focus();
  }, [inputVisible, step]);

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

  function send(event: FormEvent) {
    event.preventDefault();
    if (!inputVisible) return;
    const text = draft.trim();
    if (!text) return;
    say('user', [text]);
    setDraft('');
    const outcome = answer(step, text);
    const updated = applyOutcome(outcome, details);
    if (outcome.submit) void submit(updated);
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

  const shownStep = Math.min(step, TOTAL_STEPS);
  return (
    <div className="min-h-screen bg-gradient-to-b from-indigo-50/60 to-slate-50">
      <title>{`${T.title} · Kairox`}</title>
      <header className="border-b border-slate-200 bg-white/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4">
          <Link to="/" aria-label="Kairox home" className="rounded-md focus-visible:outline-2 focus-visible:outline-indigo-600">
            <Brand />
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-5 px-4 py-8">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{T.title}</h1>
          <p className="mt-1 text-sm text-slate-600">{T.subtitle}</p>
          {prefilledJobId !== null && (
            <p
              className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-indigo-100 px-3 py-1 text-sm font-medium text-indigo-800"
              data-testid="apply-job-id"
            >
              <Briefcase className="h-4 w-4" aria-hidden="true" />
              {T.applyingFor(prefilledJobId)}
            </p>
          )}
        </div>

        <div>
          <div className="mb-1.5 flex items-center justify-between text-sm">
            <span className="font-medium text-slate-700">{T.stepOf(shownStep)}</span>
            <span className="text-slate-500">{Math.round((shownStep / TOTAL_STEPS) * 100)}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={T.progressLabel}
            aria-valuemin={0}
            aria-valuemax={TOTAL_STEPS}
            aria-valuenow={shownStep}
            aria-valuetext={T.stepOf(shownStep)}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-indigo-600 transition-[width] duration-300"
              style={{ width: `${(shownStep / TOTAL_STEPS) * 100}%` }}
            />
          </div>
        </div>

        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <ChatWindow messages={messages} />
          <div className="border-t border-slate-200">
            {inputVisible && (
              <form onSubmit={send} className="flex gap-2 p-4">
                <Input
                  ref={inputRef}
                  aria-label={T.answerLabel}
                  placeholder={T.placeholders[step]}
                  value={draft}
                  autoComplete="off"
                  inputMode={step === STEP.email ? 'email' : step === STEP.phone ? 'tel' : step === STEP.jobId ? 'numeric' : 'text'}
                  onChange={(event) => setDraft(event.target.value)}
                />
                <Button type="submit" disabled={!draft.trim()}>
                  <Send className="h-4 w-4" aria-hidden="true" />
                  {T.send}
                </Button>
              </form>
            )}
            {step === STEP.resume && !declined && <UploadCard onFile={pickResume} error={fileError} />}
            {step === STEP.validation && <ValidationProgress percent={progress} />}
            {step === STEP.submitting && failed && (
              <div className="flex justify-end p-4">
                <Button onClick={() => void submit(details)}>
                  <RotateCcw className="h-4 w-4" aria-hidden="true" />
                  {T.tryAgain}
                </Button>
              </div>
            )}
          </div>
        </div>

        {step === STEP.complete && <SuccessPanel details={details} />}
      </main>
    </div>
  );
}
