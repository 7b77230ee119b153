import { applicationStatusLabel, type StatusHistoryEntry } from '@kairox/contract';
import { CandidateStatusBadge } from '../../../components/candidates/status-badge';
import { useStatusHistory } from '../api';
import { formatDateTime } from '../format';
import { PROFILE_TEXT as T } from '../messages';
import { EmptyText, QueryBody, Section } from './section';

function What({ entry }: { entry: StatusHistoryEntry }) {
  // An interview booked, moved or cancelled: its line says which and when (docs/scheduling.md).
  if (entry.kind === 'INTERVIEW') return <span className="font-medium break-words text-slate-800">{entry.reason}</span>;
  if (entry.kind !== 'STATUS') {
    return (
      <span className="font-medium text-slate-800">
        {entry.kind === 'RESCREEN' ? T.rescreen : T.scoreOverride}
        <span className="font-normal text-slate-600"> · {T.scoreChange(entry.fromScore, entry.toScore)}</span>
      </span>
    );
  }
  if (entry.fromStatus === null) return <span className="font-medium text-slate-800">{T.received(entry.toStatus)}</span>;
  return (
    <span
      className="flex flex-wrap items-center gap-1.5"
      aria-label={`${applicationStatusLabel(entry.fromStatus)} → ${applicationStatusLabel(entry.toStatus)}`}
    >
      <CandidateStatusBadge status={entry.fromStatus} />
      <span aria-hidden="true">→</span>
      <CandidateStatusBadge status={entry.toStatus} />
    </span>
  );
}

/** The audit trail: every status change and score event with who, when and why, newest first. */
export function HistoryCard({ applicationId }: { applicationId: number }) {
  const history = useStatusHistory(applicationId);
  return (
    <Section title={T.historyTitle}>
      <QueryBody query={history} lines={4}>
        {(entries) =>
          entries.length === 0 ? (
            <EmptyText>{T.noHistory}</EmptyText>
          ) : (
            <ol className="relative space-y-4 border-l border-slate-200 pl-4" data-testid="status-history">
              {[...entries].reverse().map((entry) => (
                <li key={entry.id} className="relative text-sm">
                  <span className="absolute top-1.5 -left-[21px] h-2.5 w-2.5 rounded-full border-2 border-white bg-indigo-500" aria-hidden="true" />
                  <What entry={entry} />
                  <p className="mt-0.5 text-xs text-slate-500">
                    <time dateTime={entry.changedAt}>{formatDateTime(entry.changedAt)}</time> ·{' '}
                    {entry.changedByName ? T.changedBy(entry.changedByName) : T.system}
                  </p>
                  {entry.reason && entry.kind !== 'INTERVIEW' && (
                    <p className="mt-1 break-words text-slate-700">
                      <span className="text-slate-500">{T.reason}: </span>
                      {entry.reason}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )
        }
      </QueryBody>
    </Section>
  );
}
