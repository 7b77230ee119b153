import { REINVITE_STATUS, STATUS_EMAIL_TEMPLATES, type Applicant, type ApplicationStatus } from '@kairox/contract';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, RefreshCw, Users } from 'lucide-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useBoardCandidates, useMoveCandidate } from '../api/board';
import { candidateKeys } from '../api/keys';
import { BOARD_TEXT as B, CANDIDATE_TEXT as T } from '../messages';
import { groupByStage, moveTarget, PIPELINE_STAGES, type PipelineStage } from '../pipeline';
import { PipelineColumn } from './pipeline-column';
import { NotifyCandidateCheckbox } from '../../../components/candidates/notify-candidate-option';
import { NotifyStatusDialog } from '../../../components/candidates/notify-status-dialog';
import { NOTIFY_TEXT } from '../../../components/candidates/notify-text';
import { ReinviteDialog } from '../../../components/candidates/reinvite-dialog';

/**
 * Columns: about 80% of a phone's width (the board scrolls sideways), 15rem on tablets, and all six
 * side by side on a laptop (1366 px) and wider.
 */
const COLUMNS =
  'grid snap-x snap-mandatory sm:snap-none auto-cols-[80%] grid-flow-col gap-2 overflow-x-auto pb-2 sm:auto-cols-[15rem] xl:auto-cols-[minmax(9.5rem,1fr)]';

function BoardSkeleton() {
  return (
    <div aria-busy="true" className={COLUMNS}>
      <p className="sr-only">{B.loading}</p>
      {PIPELINE_STAGES.map((stage) => (
        <div key={stage} className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-3" aria-hidden="true">
          <div className="h-4 w-24 animate-pulse rounded bg-slate-200" />
          {[0, 1, 2].map((index) => (
            <div key={index} className="h-20 animate-pulse rounded-lg bg-white ring-1 ring-slate-200" />
          ))}
        </div>
      ))}
    </div>
  );
}

function BoardMessage({ children, alert }: { children: ReactNode; alert?: boolean }) {
  return (
    <div
      role={alert ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border px-4 py-12 text-center text-sm',
        alert ? 'border-red-200 bg-red-50 text-red-800' : 'border-dashed border-slate-300 text-slate-600',
      )}
    >
      {children}
    </div>
  );
}

/**
 * The job's pipeline board (issue #12): every candidate as a card in its stage's column, with a
 * count per column. A card moves by drag and drop or its 'Move to…' menu, through the table's
 * status call and rules: the move shows at once and is undone with a toast when it fails; a
 * move back into AI screening is a reinvite and asks for the reason first.
 */
export function PipelineBoard({ jobId }: { jobId: number }) {
  const queryClient = useQueryClient();
  const query = useBoardCandidates(jobId);
  const { mutateAsync: moveCandidate } = useMoveCandidate(jobId);
  const [dragged, setDragged] = useState<Applicant | null>(null);
  const [overStage, setOverStage] = useState<PipelineStage | null>(null);
  const [reinvite, setReinvite] = useState<Applicant | null>(null);
  // As on the table: off by default; ticked, a move to a status that has an email shows it first.
  const [notify, setNotify] = useState(false);
  const [notifyChange, setNotifyChange] = useState<{ row: Applicant; status: ApplicationStatus } | null>(null);

  const rows = query.data;
  const groups = useMemo(() => groupByStage(rows ?? []), [rows]);
  const byId = useMemo(() => new Map((rows ?? []).map((row) => [row.id, row])), [rows]);

  const move = useCallback(
    async (row: Applicant, stage: PipelineStage) => {
      const status = moveTarget(row, stage);
      if (!status) return;
      if (status === REINVITE_STATUS) {
        setReinvite(row);
        return;
      }
      if (notify && row.candidateEmail && STATUS_EMAIL_TEMPLATES[status as ApplicationStatus]) {
        setNotifyChange({ row, status: status as ApplicationStatus });
        return;
      }
      try {
        await moveCandidate({ id: row.id, status });
        toast.success(T.statusUpdated(row.candidateName, status), T.statusUpdatedTitle);
      } catch {
        toast.error(T.statusUpdateFailed, T.statusUpdateFailedTitle);
      }
    },
    [moveCandidate, notify],
  );
  const onMove = useCallback((row: Applicant, stage: PipelineStage) => void move(row, stage), [move]);

  const endDrag = useCallback(() => {
    setDragged(null);
    setOverStage(null);
  }, []);

  const onDropOn = useCallback(
    (stage: PipelineStage, id: number) => {
      const row = byId.get(id);
      endDrag();
      if (row) void move(row, stage);
    },
    [byId, endDrag, move],
  );

  const refresh = () => void queryClient.invalidateQueries({ queryKey: candidateKeys.board(jobId) });
  const refreshJob = () => void queryClient.invalidateQueries({ queryKey: candidateKeys.job(jobId) });

  let body: ReactNode;
  if (!rows && query.isPending) body = <BoardSkeleton />;
  else if (!rows) {
    body = (
      <BoardMessage alert>
        <AlertCircle className="h-6 w-6" aria-hidden="true" />
        <p className="font-medium">{B.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {B.retry}
        </Button>
      </BoardMessage>
    );
  } else if (rows.length === 0) {
    body = (
      <BoardMessage>
        <Users className="h-6 w-6 text-slate-400" aria-hidden="true" />
        <p>{B.empty}</p>
      </BoardMessage>
    );
  } else {
    body = (
      <div className={COLUMNS}>
        {PIPELINE_STAGES.map((stage) => (
          <PipelineColumn
            key={stage}
            stage={stage}
            rows={groups[stage]}
            canDrop={dragged !== null && moveTarget(dragged, stage) !== null}
            isOver={overStage === stage}
            onDragOverStage={setOverStage}
            onDropOn={onDropOn}
            onMove={onMove}
            onDragStart={setDragged}
            onDragEnd={endDrag}
          />
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="pipeline-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 print:hidden">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="pipeline-heading" className="text-lg font-semibold text-slate-900">
            {B.title}
          </h2>
          <p className="text-sm text-slate-600" data-testid="pipeline-total">
            {rows ? B.total(rows.length) : ' '}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <NotifyCandidateCheckbox
            id={`board-${jobId}-notify`}
            label={NOTIFY_TEXT.notifyCandidates}
            checked={notify}
            onCheckedChange={setNotify}
            noAddress={false}
          />
          <Button variant="outline" size="sm" onClick={refresh} disabled={query.isFetching}>
            <RefreshCw className={cn('h-4 w-4', query.isFetching && 'animate-spin')} aria-hidden="true" />
            {B.refresh}
          </Button>
        </div>
      </div>
      {body}
      {reinvite && <ReinviteDialog candidate={reinvite} notifyByDefault={notify} onClose={() => setReinvite(null)} onDone={refreshJob} />}
      {notifyChange && (
        <NotifyStatusDialog candidate={notifyChange.row} status={notifyChange.status} onClose={() => setNotifyChange(null)} onDone={refreshJob} />
      )}
    </section>
  );
}
