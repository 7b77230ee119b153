import type { DuplicateApplication } from '@kairox/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CandidateStatusBadge } from '../../../components/candidates/status-badge';
import { QueryStates } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast';
import { useDuplicates, useMergeNotes } from '../api/duplicates';
import { useUpdateStatus } from '../api/hooks';
import { candidateKeys } from '../api/keys';
import { DUPLICATE_TEXT as T } from '../duplicate-messages';
import { formatDateTime } from '../../../components/candidates/notes';
import { useErrorToast } from '../use-error-toast';

export interface DuplicateCandidate {
  id: number;
  candidateName: string;
}

interface DuplicateRowProps {
  row: DuplicateApplication;
  /** What is running: this row's merge or mark, another row's action, or nothing. */
  busy: 'merge' | 'mark' | 'other' | null;
  onMerge: () => void;
  onMark: () => void;
}

/** One matching application: its job, status and what matched, with its two actions. */
function DuplicateRow({ row, busy, onMerge, onMark }: DuplicateRowProps) {
  const isDuplicate = row.status.toUpperCase() === 'DUPLICATE';
  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50 p-3" data-testid="duplicate">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-semibold break-words text-slate-900">{row.jobTitle}</p>
          <p className="text-xs break-words text-slate-500">
            {row.candidateName} · {T.appliedOn(formatDateTime(row.createdAt))}
          </p>
        </div>
        <CandidateStatusBadge status={row.status} />
      </div>
      <p className="mt-2 text-xs text-slate-600">
        {T.matchedOn}: <span className="font-medium text-slate-800">{row.matchedOn.map((ground) => T.matches[ground]).join(', ')}</span>
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button size="sm" variant="outline" disabled={busy !== null} onClick={onMerge}>
          {busy === 'merge' ? T.merging : T.merge}
        </Button>
        <Button size="sm" variant="outline" disabled={busy !== null || isDuplicate} onClick={onMark}>
          {isDuplicate ? T.alreadyDuplicate : busy === 'mark' ? T.marking : T.markDuplicate}
        </Button>
      </div>
    </li>
  );
}

/**
 * The organisation's other applications matching a candidate, with what matched. Each can have its
 * notes merged into this candidate, and be marked DUPLICATE with the ordinary status change.
 */
export function DuplicatesDialog({ candidate, onClose }: { candidate: DuplicateCandidate; onClose: () => void }) {
  const query = useDuplicates(candidate.id);
  const merge = useMergeNotes(candidate.id);
  const status = useUpdateStatus();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<{ id: number; action: 'merge' | 'mark' } | null>(null);
  useErrorToast(query.isError, query.errorUpdatedAt, () => toast.error(T.fetchFailed));

  async function mergeFrom(row: DuplicateApplication) {
    setBusy({ id: row.id, action: 'merge' });
    try {
      const answer = await merge.mutateAsync(row.id);
      toast.success(answer.message, T.mergedTitle);
    } catch {
      toast.error(T.mergeFailed);
    } finally {
      setBusy(null);
    }
  }

  async function markDuplicate(row: DuplicateApplication) {
    setBusy({ id: row.id, action: 'mark' });
    try {
      await status.mutateAsync({ id: row.id, status: 'DUPLICATE' });
      toast.success(T.marked(row.candidateName, row.jobTitle), T.markedTitle);
      // The tables, the board and this list all live under ['applications'].
      void queryClient.invalidateQueries({ queryKey: candidateKeys.all });
    } catch {
      toast.error(T.markFailed, T.markFailedTitle);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={T.title(candidate.candidateName)}
      description={T.description}
      className="max-w-2xl"
      footer={
        <Button variant="outline" onClick={onClose}>
          {T.close}
        </Button>
      }
    >
      <QueryStates query={query} loading={T.loading} failed={T.fetchFailed} look="line">
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-sm text-slate-500">{T.none}</p>
          ) : (
            <ul className="space-y-3" aria-label={T.listLabel}>
              {rows.map((row) => (
                <DuplicateRow
                  key={row.id}
                  row={row}
                  busy={busy === null ? null : busy.id === row.id ? busy.action : 'other'}
                  onMerge={() => void mergeFrom(row)}
                  onMark={() => void markDuplicate(row)}
                />
              ))}
            </ul>
          )
        }
      </QueryStates>
    </Dialog>
  );
}
