import {
  Activity,
  BadgeCheck,
  Briefcase,
  CalendarDays,
  ChevronDown,
  ClipboardList,
  Eye,
  FileText,
  IdCard,
  ListChecks,
  Mic,
  Scale,
  ShieldAlert,
  Sparkles,
  UserRound,
  XCircle,
} from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Markdown } from '../../../../components/markdown/markdown';
import { cn } from '../../../../lib/cn';
import { SCORE_TONE_CLASSES } from '../../table-logic';
import { formatNumber, type InterviewInsights, type ScoreAdjustment } from './insights-model';
import { INSIGHTS_TEXT as T } from './messages';

function Section({
  title,
  icon,
  children,
  testId,
  className,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={testId} className={cn('rounded-xl border border-slate-200 bg-white p-4', className)}>
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <span aria-hidden="true" className="text-slate-500 [&>svg]:h-4 [&>svg]:w-4">
          {icon}
        </span>
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const orDash = (value: string | null | undefined) => (value && value.trim() ? value : T.notAvailable);
const numberOrDash = (value: number | null) => (value === null ? T.notAvailable : formatNumber(value));

/** Overall score card: green at 8 or more, yellow at 6 or more, red below, grey without a score; date and position. */
export function ScoreCard({ insights }: { insights: InterviewInsights }) {
  const { score, tone, interviewDate, position } = insights;
  return (
    <section
      aria-label={T.overallScore}
      data-testid="insights-score"
      data-tone={tone}
      className={cn('flex flex-wrap items-center justify-between gap-4 rounded-xl p-5 ring-1 ring-inset', SCORE_TONE_CLASSES[tone])}
    >
      <div>
        <p className="text-sm font-medium">{T.overallScore}</p>
        <p className="mt-1 text-4xl font-bold tabular-nums" data-testid="insights-score-value">
          {score !== null ? formatNumber(score) : T.notAvailable}
          {score !== null && <span className="ml-1 text-base font-medium opacity-70">{T.outOfTen}</span>}
        </p>
      </div>
      <dl className="grid gap-2 text-sm">
        <div className="flex items-center gap-2">
          <CalendarDays className="h-4 w-4 opacity-70" aria-hidden="true" />
          <dt className="font-medium">{T.interviewDate}:</dt>
          <dd data-testid="insights-date">{orDash(interviewDate)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Briefcase className="h-4 w-4 opacity-70" aria-hidden="true" />
          <dt className="font-medium">{T.position}:</dt>
          <dd data-testid="insights-position" className="break-words">
            {orDash(position)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** 'Critical Security Alerts': only when a face mismatch or a missing face was detected. */
export function SecurityAlerts({ insights }: { insights: InterviewInsights }) {
  const { faceMismatches, noFaceDetections } = insights;
  const headingId = useId();
  if (faceMismatches <= 0 && noFaceDetections <= 0) return null;
  return (
    <section
      role="alert"
      aria-labelledby={headingId}
      data-testid="insights-alerts"
      className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-red-900">
        <ShieldAlert className="h-5 w-5" aria-hidden="true" />
        {T.alertsTitle}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
        {faceMismatches > 0 && <li>{T.faceMismatch(faceMismatches)}</li>}
        {noFaceDetections > 0 && <li>{T.noFace(noFaceDetections)}</li>}
      </ul>
      <p className="mt-2 text-sm font-medium">{T.manualReview}</p>
    </section>
  );
}

function Stat({ label, value, icon }: { label: string; value: number | null; icon: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
        <span aria-hidden="true" className="[&>svg]:h-3.5 [&>svg]:w-3.5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{numberOrDash(value)}</dd>
    </div>
  );
}

export function Statistics({ insights }: { insights: InterviewInsights }) {
  return (
    <Section title={T.statisticsTitle} icon={<ListChecks />} testId="insights-statistics">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Stat label={T.totalQuestions} value={insights.totalQuestions} icon={<ClipboardList />} />
        <Stat label={T.suspiciousActivity} value={insights.suspiciousActivity} icon={<Activity />} />
        <Stat label={T.eyeMovements} value={insights.eyeMovements} icon={<Eye />} />
      </dl>
    </Section>
  );
}

function VerificationRow({ label, verified, icon, testId }: { label: string; verified: boolean; icon: ReactNode; testId: string }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200 ring-inset" data-testid={testId}>
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <span aria-hidden="true" className="text-slate-500 [&>svg]:h-4 [&>svg]:w-4">
          {icon}
        </span>
        {label}
      </dt>
      <dd
        data-verified={verified}
        className={cn(
          'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
          verified ? 'bg-emerald-50 text-emerald-700 ring-emerald-200' : 'bg-red-50 text-red-700 ring-red-200',
        )}
      >
        {verified ? <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" /> : <XCircle className="h-3.5 w-3.5" aria-hidden="true" />}
        {verified ? T.verified : T.notVerified}
      </dd>
    </div>
  );
}

export function Verification({ insights }: { insights: InterviewInsights }) {
  return (
    <Section title={T.verificationTitle} icon={<BadgeCheck />} testId="insights-verification">
      <dl className="grid gap-2">
        <VerificationRow label={T.idVerification} verified={insights.idVerified} icon={<IdCard />} testId="verification-id" />
        <VerificationRow label={T.voiceVerification} verified={insights.voiceVerified} icon={<Mic />} testId="verification-voice" />
      </dl>
    </Section>
  );
}

export function CandidateInformation({ insights }: { insights: InterviewInsights }) {
  const rows: Array<[string, string | null]> = [
    [T.candidateId, insights.candidateId],
    [T.applicantId, insights.applicantId],
    [T.noticePeriod, insights.noticePeriod],
    [T.reference, insights.reference],
  ];
  return (
    <Section title={T.candidateInfoTitle} icon={<UserRound />} testId="insights-candidate">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="break-words text-slate-900">{orDash(value)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function Breakdown({ breakdown }: { breakdown: NonNullable<ScoreAdjustment['breakdown']> }) {
  if (typeof breakdown === 'string') return <Markdown data-testid="insights-breakdown">{breakdown}</Markdown>;
  return (
    <dl className="grid gap-1 text-sm" data-testid="insights-breakdown">
      {breakdown.map(([label, value], index) => (
        <div key={`${label}-${index}`} className="flex flex-wrap justify-between gap-x-3 border-b border-slate-100 py-1 last:border-0">
          <dt className="min-w-0 break-words text-slate-600">{label}</dt>
          <dd className="min-w-0 font-medium break-words text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Score Adjustment Details': breakdown, justification, and raw score minus deduction to final. */
export function AdjustmentDetails({ adjustment }: { adjustment: ScoreAdjustment | null }) {
  if (!adjustment) return null;
  const { raw, deduction, final, breakdown, justification } = adjustment;
  return (
    <Section title={T.adjustmentTitle} icon={<Scale />} testId="insights-adjustment" className="border-amber-200 bg-amber-50/40">
      <div className="grid gap-4">
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{T.calculation}</h4>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm text-slate-800" data-testid="insights-calculation">
            <span>
              {T.rawScore} <strong className="tabular-nums">{numberOrDash(raw)}</strong>
            </span>{' '}
            <span aria-label="minus">−</span>{' '}
            <span>
              {T.deduction} <strong className="tabular-nums">{numberOrDash(deduction)}</strong>
            </span>{' '}
            <span aria-label="equals">=</span>{' '}
            <span>
              {T.finalScore} <strong className="tabular-nums">{numberOrDash(final)}</strong>
            </span>
          </p>
        </div>
        {breakdown !== null && (
          <div>
            <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{T.breakdown}</h4>
            <div className="mt-1">
              <Breakdown breakdown={breakdown} />
            </div>
          </div>
        )}
        {justification && (
          <div>
            <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{T.justification}</h4>
            <Markdown className="mt-1" data-testid="insights-justification">
              {justification}
            </Markdown>
          </div>
        )}
      </div>
    </Section>
  );
}

export function Feedback({ feedback }: { feedback: string | null }) {
  return (
    <Section title={T.feedbackTitle} icon={<Sparkles />} testId="insights-feedback-section">
      {feedback ? <Markdown data-testid="insights-feedback">{feedback}</Markdown> : <p className="text-sm text-slate-500">{T.noFeedback}</p>}
    </Section>
  );
}

/** The detailed scorecard, collapsed until asked for. */
export function DetailedScorecard({ scorecard }: { scorecard: string | null }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  if (!scorecard) return null;
  return (
    <section className="rounded-xl border border-slate-200 bg-white" data-testid="insights-scorecard-section">
      <h3 className="sr-only">{T.scorecardTitle}</h3>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-2 rounded-xl px-4 py-3 text-sm font-semibold text-indigo-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <span className="flex items-center gap-2">
          <FileText className="h-4 w-4" aria-hidden="true" />
          {open ? T.hideScorecard : T.showScorecard}
        </span>
        <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open && (
        <div id={regionId} className="border-t border-slate-200 px-4 py-3">
          <Markdown data-testid="insights-scorecard">{scorecard}</Markdown>
        </div>
      )}
    </section>
  );
}
