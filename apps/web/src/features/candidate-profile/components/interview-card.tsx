import type { InterviewScorecard } from '@kairox/contract';
import { Markdown } from '../../../components/markdown/markdown';
import { formatDate } from '../format';
import { PROFILE_TEXT as T } from '../messages';
import { Section } from './section';

/** The AI interview's scorecard, shown only once the interview has reported one. */
export function InterviewCard({ scorecard }: { scorecard: InterviewScorecard }) {
  const facts: [string, string][] = [
    [T.interviewScore, T.outOfTen(scorecard.overallScore.toFixed(1))],
    [T.interviewDate, scorecard.interviewDate ? formatDate(scorecard.interviewDate) || scorecard.interviewDate : T.notAvailable],
    [T.questions, scorecard.totalQuestions === null ? T.notAvailable : String(scorecard.totalQuestions)],
    [T.suspiciousActivity, scorecard.totalSuspiciousActivity === null ? T.notAvailable : String(scorecard.totalSuspiciousActivity)],
    [T.idVerified, scorecard.idVerified ? T.yes : T.no],
    [T.voiceVerified, scorecard.voiceVerified ? T.yes : T.no],
  ];
  const text = scorecard.feedback ?? scorecard.scorecard;
  return (
    <Section title={T.interviewTitle}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      {text && (
        <>
          <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-800">{T.interviewFeedback}</h3>
          <Markdown className="max-h-80 overflow-auto">{text}</Markdown>
        </>
      )}
    </Section>
  );
}
