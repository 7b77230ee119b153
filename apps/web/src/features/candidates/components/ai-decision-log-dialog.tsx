import { Bot, User } from 'lucide-react';
import { QueryStates } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useAiDecisions } from '../api/scores';
import { formatDateTime } from '../../../components/candidates/notes';
import { SCORE_TEXT as T } from '../score-messages';
import { decisionView, shortHash, type DecisionView } from './ai-decision-log-model';
import type { CandidateRef } from '../../../components/candidates/reinvite-dialog';

function Entry({ entry }: { entry: DecisionView }) {
  const human = entry.who !== null;
  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm" data-testid="ai-decision">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="flex items-center gap-1.5 font-semibold text-slate-900">
          {human ? <User className="h-4 w-4 text-indigo-600" aria-hidden="true" /> : <Bot className="h-4 w-4 text-slate-500" aria-hidden="true" />}
          {entry.kind}
        </p>
        <time dateTime={entry.createdAt} className="text-xs text-slate-500">
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <p className="mt-1 text-slate-800">{entry.outcome}</p>
      {human && (
        <p className="mt-1 text-slate-700">
          {T.by(entry.who!)}
          {entry.reason && (
            <>
              {' — '}
              <span className="sr-only">{T.why}: </span>
              <q className="break-words">{entry.reason}</q>
            </>
          )}
        </p>
      )}
      {!human && entry.reason && <p className="mt-1 break-words text-slate-700">{entry.reason}</p>}
      {(entry.engineVersion || entry.inputHash) && (
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
          {entry.engineVersion && (
            <div className="flex gap-1">
              <dt>{T.engine}:</dt>
              <dd className="font-mono break-all">{entry.engineVersion}</dd>
            </div>
          )}
          {entry.inputHash && (
            <div className="flex gap-1">
              <dt>{T.inputHash}:</dt>
              <dd className="font-mono" title={entry.inputHash}>
                {shortHash(entry.inputHash)}
              </dd>
            </div>
          )}
        </dl>
      )}
    </li>
  );
}

/** The application's AI decision log, oldest first: machine outputs and the people's decisions on them. */
export function AiDecisionLogDialog({ candidate, onClose }: { candidate: CandidateRef; onClose: () => void }) {
  const query = useAiDecisions(candidate.id);
  return (
    <Dialog
      open
      onClose={onClose}
      title={T.logTitle}
      description={T.logIntro(candidate.candidateName)}
      className="max-w-2xl"
      footer={
        <Button variant="outline" onClick={onClose}>
          {T.close}
        </Button>
      }
    >
      <QueryStates query={query} loading={T.logLoading} failed={T.logFailed} look="line" retry={T.retry}>
        {(decisions) =>
          decisions.length === 0 ? (
            <p className="text-sm text-slate-500">{T.logEmpty}</p>
          ) : (
            <ol className="space-y-3" aria-label={T.logTitle}>
              {decisions.map(decisionView).map((entry) => (
                <Entry key={entry.id} entry={entry} />
              ))}
            </ol>
          )
        }
      </QueryStates>
    </Dialog>
  );
}
