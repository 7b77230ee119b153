import { RotateCcw, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Brand } from '../../components/brand';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { ASSISTANT_TEXT as T, STEP, TOTAL_STEPS, parseJobId, showsTextInput } from './assistant';
import { ChatWindow } from './components/chat-window';
import { JobBanner } from './components/job-banner';
import { PrivacyNoticeCard } from './components/privacy-notice-card';
import { SuccessPanel } from './components/success-panel';
import { UploadCard } from './components/upload-card';
import { ValidationProgress } from './components/validation-progress';
import { useApplicationChat } from './use-application-chat';

const INPUT_MODES: Record<number, 'numeric' | 'email' | 'tel'> = { [STEP.jobId]: 'numeric', [STEP.email]: 'email', [STEP.phone]: 'tel' };

/**
 * The public application assistant at /apply and /apply/{jobId} (spec sections 2, 4, 5 and 8;
 * DECISIONS.md; issue #13): a chat that walks a candidate through steps 0-11 and submits the
 * application without a token. /apply/{jobId} looks its job up at once and skips the job-id step;
 * a bare /apply asks for the job id first and checks it as soon as it is typed.
 */
export function ApplyPage() {
  const params = useParams();
  const addressJobId = parseJobId(params.jobId);
  const chat = useApplicationChat(addressJobId);
  const { step, job, declined } = chat;
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  // The job from the address is never typed: no input at the job-id step there.
  const askingJobId = step === STEP.jobId && addressJobId !== null;
  const inputVisible = showsTextInput(step) && !declined && chat.lookingUp === null && !askingJobId;
  // Not at the privacy notice: focusing the input would scroll the notice (and the job) out of view.
  useEffect(() => {
    if (inputVisible && step !== STEP.consent) inputRef.current?.focus();
  }, [inputVisible, step]);

  function send(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!inputVisible || !text) return;
    setDraft('');
    chat.reply(text);
  }

  return (
    <div className="min-h-screen bg-gradient-to-b from-indigo-50/60 to-slate-50">
      <title>{job ? `${T.title}: ${job.title} · ${job.company}` : `${T.title} · Kairox`}</title>
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
        </div>
        <JobBanner job={job} loading={askingJobId && chat.lookingUp !== null && !job} />
        <StepProgress step={step} />

        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <ChatWindow messages={chat.messages} pending={chat.lookingUp !== null ? T.lookingUpJob(chat.lookingUp) : null} />
          <div className="border-t border-slate-200">
            {step === STEP.consent && job && !declined && (
              <PrivacyNoticeCard job={job} onAgree={() => chat.reply('yes', T.agree)} onDecline={() => chat.reply('no', T.disagree)} />
            )}
            {inputVisible && (
              <form onSubmit={send} className="flex gap-2 p-4">
                <Input
                  ref={inputRef}
                  aria-label={T.answerLabel}
                  placeholder={T.placeholders[step]}
                  value={draft}
                  autoComplete="off"
                  inputMode={INPUT_MODES[step] ?? 'text'}
                  onChange={(event) => setDraft(event.target.value)}
                />
                <Button type="submit" disabled={!draft.trim()}>
                  <Send className="h-4 w-4" aria-hidden="true" />
                  {T.send}
                </Button>
              </form>
            )}
            {step === STEP.resume && !declined && <UploadCard onFile={chat.pickResume} error={chat.fileError} />}
            {step === STEP.validation && <ValidationProgress percent={chat.progress} />}
            {chat.retryJob && <RetryButton label={T.retryJob} onClick={chat.retryJob} />}
            {step === STEP.submitting && chat.failed && <RetryButton label={T.tryAgain} onClick={chat.retrySubmit} />}
          </div>
        </div>

        {step === STEP.complete && job && <SuccessPanel details={chat.details} job={job} />}
      </main>
    </div>
  );
}

/** Spec section 4: 'Step N of 11' over a bar. */
function StepProgress({ step }: { step: number }) {
  const shownStep = Math.min(step, TOTAL_STEPS);
  return (
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
        <div className="h-full rounded-full bg-indigo-600 transition-[width] duration-300" style={{ width: `${(shownStep / TOTAL_STEPS) * 100}%` }} />
      </div>
    </div>
  );
}

function RetryButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <div className="flex justify-end p-4">
      <Button onClick={onClick}>
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
        {label}
      </Button>
    </div>
  );
}
