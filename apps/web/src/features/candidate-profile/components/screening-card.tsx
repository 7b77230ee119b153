import type { AiDecision, ApplicationDetail } from '@kairox/contract';
import { Markdown } from '../../../components/markdown/markdown';
import { useAiDecisions, useNotes } from '../api';
import { formatDateTime } from '../format';
import { PROFILE_TEXT as T } from '../messages';
import { latestFeedback } from '../../../components/candidates/notes';
import { EmptyText, QueryBody, Section } from './section';

/** What a log entry decided, in a few words, from its kind-specific output. */
function outcome(entry: AiDecision): string | null {
  const { score, final, toStatus, proposedStatus, chosenStatus } = entry.output;
  const value = [score, final, chosenStatus, toStatus, proposedStatus].find((item) => typeof item === 'number' || typeof item === 'string');
  if (value === undefined) return null;
  return typeof value === 'number' ? `${value}%` : String(value).replaceAll('_', ' ').toLowerCase();
}

function DecisionLog({ entries }: { entries: AiDecision[] }) {
  if (entries.length === 0) return <EmptyText>{T.noDecisions}</EmptyText>;
  return (
    <ol className="space-y-2">
      {[...entries].reverse().map((entry) => {
        const result = outcome(entry);
        return (
          <li key={entry.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium text-slate-800">
                {T.decisionKinds[entry.kind] ?? entry.kind}
                {result && <span className="font-normal text-slate-600"> · {result}</span>}
              </span>
              <time dateTime={entry.createdAt} className="text-xs text-slate-500">
                {formatDateTime(entry.createdAt)}
              </time>
            </div>
            <p className="text-xs text-slate-500">
              {entry.actorName ?? T.machine}
              {entry.engineVersion && ` · ${entry.engineVersion}`}
            </p>
            {entry.reason && <p className="mt-1 text-slate-700">{entry.reason}</p>}
          </li>
        );
      })}
    </ol>
  );
}

/** The resume score with the screening's explanation (breakdown and evidence) and the AI decision log. */
export function ScreeningCard({ application }: { application: ApplicationDetail }) {
  const notes = useNotes(application.id);
  const decisions = useAiDecisions(application.id);
  return (
    <Section title={T.screeningTitle}>
      <p className="mb-3 text-sm text-slate-700">
        {application.score === null ? T.noScore : `${T.resumeScore}: ${application.score}%`}
        {application.scoreOverridden && application.aiScore !== null && <span className="text-slate-500"> ({T.aiScore(application.aiScore)})</span>}
      </p>
      <h3 className="mb-2 text-sm font-semibold text-slate-800">{T.feedbackTitle}</h3>
      <QueryBody query={notes} lines={5}>
        {(list) => {
          const feedback = latestFeedback(list);
          return feedback ? (
            <Markdown data-testid="screening-feedback" className="max-h-[28rem] overflow-auto">
              {feedback.note}
            </Markdown>
          ) : (
            <EmptyText>{T.noFeedback}</EmptyText>
          );
        }}
      </QueryBody>
      <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-800">{T.decisionsTitle}</h3>
      <QueryBody query={decisions}>{(entries) => <DecisionLog entries={entries} />}</QueryBody>
    </Section>
  );
}
