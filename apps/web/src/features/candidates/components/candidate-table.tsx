import { APPLICATION_STATUSES, REINVITE_STATUS, STORED_APPLICATION_STATUSES, applicationStatusLabel } from '@kairox/contract';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ChevronLeft, ChevronRight, Clock, Loader2, NotebookText, Pencil, RefreshCw, Search, StickyNote, Trash2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DropdownMenu } from '../../../components/ui/dropdown-menu';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { usePersistedPage } from '../../../lib/use-persisted-page';
import { useApplicantsPage, useDeleteApplication, useUpdateStatus } from '../api/hooks';
import { candidateKeys } from '../api/keys';
import { CANDIDATE_PAGE_SIZE, candidatePageStorageKey } from '../constants';
import { useEnrichment } from '../enrichment';
import { CANDIDATE_TEXT as T } from '../messages';
import {
  ALL_STATUSES,
  SCORE_TONE_CLASSES,
  formatScore,
  scoreTone,
  showingRange,
  visibleCandidates,
  type CandidateRow,
  type CandidateSort,
} from '../table-logic';
import { useErrorToast } from '../use-error-toast';
import { AddNoteDialog } from './add-note-dialog';
import { CandidateProfileSummary } from './candidate-profile-summary';
import { EditCandidateDialog } from './edit-candidate-dialog';
import { FeedbackDialog } from './feedback-dialog';
import { InsightsDialog } from './insights-dialog';
import { NotesDialog } from './notes-dialog';
import { ReinviteDialog } from './reinvite-dialog';
import { ResumeDialog } from './resume-dialog';
import { useScoreActions } from './score-actions';
import { ScoreCell } from './score-cell';
import { CandidateStatusBadge } from './status-badge';
import { StatusProposal } from './status-proposal';

type DialogKind = 'feedback' | 'resume' | 'insights' | 'reinvite' | 'edit' | 'add-note' | 'notes' | 'delete';

const SORT_LABELS: Array<[CandidateSort, string]> = [
  ['default', T.sortDefault],
  ['name-asc', T.sortNameAsc],
  ['name-desc', T.sortNameDesc],
  ['score-asc', T.sortScoreAsc],
  ['score-desc', T.sortScoreDesc],
  ['scorecard-asc', T.sortScorecardAsc],
  ['scorecard-desc', T.sortScorecardDesc],
];

const linkButton =
  'rounded text-sm font-medium text-indigo-600 hover:text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** Resume Feedback column: the feedback link, or where resume processing stands. */
function FeedbackCell({ row, onView }: { row: CandidateRow; onView: () => void }) {
  const state = row.resumeStatus.toUpperCase();
  if (state === 'PROCESSING') {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-amber-700">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        {T.aiProcessing}
      </span>
    );
  }
  if (state === 'PENDING') {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-slate-500">
        <Clock className="h-4 w-4" aria-hidden="true" />
        {T.aiQueued}
      </span>
    );
  }
  if (state === 'FAILED') {
    return (
      <span className="block max-w-48" title={row.resumeError ?? undefined}>
        <span className="inline-flex items-center gap-1.5 text-sm font-medium text-red-700">
          <AlertTriangle className="h-4 w-4" aria-hidden="true" />
          {T.aiFailed}
        </span>
        {row.resumeError && <span className="mt-0.5 line-clamp-2 text-xs text-red-600">{row.resumeError}</span>}
      </span>
    );
  }
  return (
    <button type="button" className={linkButton} onClick={onView}>
      {T.viewFeedback}
    </button>
  );
}

function Th({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={cn('px-3 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase', className)}>
      {children}
    </th>
  );
}

function MessageRow({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <tr>
      <td colSpan={11} className="px-3 py-10 text-center text-sm text-slate-500" role={busy ? 'status' : undefined}>
        {children}
      </td>
    </tr>
  );
}

/**
 * The job page's candidate table (spec section 2): header counts, Refresh, search by name or email
 * and the status filter (client-side on the loaded page), six sorts, every column, the status
 * dropdown with the reinvite dialog, row actions and paging (20 a page, remembered per job). After
 * each page load the scorecards and notice periods are enriched; while resumes are processing the
 * page is polled.
 */
export function CandidateTable({ jobId }: { jobId: number }) {
  const queryClient = useQueryClient();
  const [page, setPage] = usePersistedPage(candidatePageStorageKey(jobId));
  const query = useApplicantsPage(jobId, page, CANDIDATE_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const [statusFilter, setStatusFilter] = useState<string>(ALL_STATUSES);
  const [sort, setSort] = useState<CandidateSort>('default');
  const [enrichRun, setEnrichRun] = useState(0);
  const [dialog, setDialog] = useState<{ kind: DialogKind; row: CandidateRow } | null>(null);
  const [statusPendingId, setStatusPendingId] = useState<number | null>(null);
  const statusMutation = useUpdateStatus();
  const deleteMutation = useDeleteApplication();
  const scoreActions = useScoreActions(() => void queryClient.invalidateQueries({ queryKey: candidateKeys.job(jobId) }));

  useErrorToast(query.isError, query.errorUpdatedAt, () => toast.error(T.loadFailed, T.loadFailedTitle));

  const data = query.data;
  const content = data?.content ?? [];
  const enrichment = useEnrichment(
    content.map((row) => row.id),
    enrichRun,
  );

  // A remembered page past the end (candidates were deleted meanwhile) falls back to the last page.
  const totalPages = data?.totalPages;
  useEffect(() => {
    if (totalPages === undefined || query.isPlaceholderData) return;
    if (totalPages > 0 && page >= totalPages) setPage(totalPages - 1);
    else if (totalPages === 0 && page > 0) setPage(0);
  }, [totalPages, page, setPage, query.isPlaceholderData]);

  const rows: CandidateRow[] = content.map((row) => {
    const extra = enrichment[row.id];
    return {
      id: row.id,
      candidateName: row.candidateName,
      candidateEmail: row.candidateEmail,
      candidatePhone: row.candidatePhone,
      status: row.status,
      score: typeof row.score === 'number' ? row.score : null,
      resumeStatus: String(row.resumeStatus ?? ''),
      resumeError: row.resumeError ?? null,
      noticePeriod: row.noticePeriod || extra?.noticePeriod || null,
      scorecardScore: extra?.scorecardScore ?? null,
      proposedStatus: row.proposedStatus ?? null,
      proposedReason: row.proposedReason ?? null,
      aiScore: row.aiScore ?? null,
      scoreOverridden: row.scoreOverridden ?? false,
    };
  });
  const profiles = new Map(content.map((row) => [row.id, row.profile ?? null]));
  const visible = visibleCandidates(rows, search, statusFilter, sort);
  const filtering = search.trim() !== '' || statusFilter !== ALL_STATUSES;
  const currentPage = data?.number ?? page;
  const range = showingRange(currentPage, CANDIDATE_PAGE_SIZE, content.length);

  const refreshJob = () => queryClient.invalidateQueries({ queryKey: candidateKeys.job(jobId) });
  const refresh = () => {
    void refreshJob();
    setEnrichRun((run) => run + 1);
  };
  const open = (kind: DialogKind, row: CandidateRow) => setDialog({ kind, row });
  const closeDialog = () => setDialog(null);

  async function changeStatus(row: CandidateRow, next: string) {
    if (!next) return;
    if (next === REINVITE_STATUS) {
      open('reinvite', row);
      return;
    }
    setStatusPendingId(row.id);
    try {
      await statusMutation.mutateAsync({ id: row.id, status: next });
      toast.success(T.statusUpdated(row.candidateName, next), T.statusUpdatedTitle);
      void refreshJob();
    } catch {
      toast.error(T.statusUpdateFailed, T.statusUpdateFailedTitle);
    } finally {
      setStatusPendingId(null);
    }
  }

  async function confirmDelete() {
    if (dialog?.kind !== 'delete') return;
    const { row } = dialog;
    try {
      await deleteMutation.mutateAsync(row.id);
      toast.success(T.deleted(row.candidateName), T.deletedTitle);
      // Counts on the dashboard cards change too.
      void queryClient.invalidateQueries({ queryKey: candidateKeys.all });
    } catch {
      toast.error(T.deleteFailed);
    } finally {
      setDialog(null);
    }
  }

  function showInsights(row: CandidateRow) {
    if (row.scorecardScore === null) {
      toast.warning(T.noScorecard);
      return;
    }
    open('insights', row);
  }

  let body: ReactNode;
  if (!data && query.isPending) body = <MessageRow busy>{T.loading}</MessageRow>;
  else if (!data) body = <MessageRow>{T.loadFailed}</MessageRow>;
  else if (content.length === 0) body = <MessageRow>{T.noCandidates}</MessageRow>;
  else if (visible.length === 0) body = <MessageRow>{T.noMatches}</MessageRow>;
  else {
    body = visible.map((row) => {
      const tone = scoreTone(row.scorecardScore);
      const hasScorecard = row.scorecardScore !== null;
      return (
        <tr key={row.id} className="border-t border-slate-100 align-middle hover:bg-slate-50/60" data-testid="candidate-row">
          <td className="px-3 py-3 text-sm font-medium whitespace-nowrap text-slate-900">
            {row.candidateName}
            <CandidateProfileSummary name={row.candidateName} profile={profiles.get(row.id) ?? null} />
          </td>
          <td className="px-3 py-3 text-sm text-slate-600">{row.candidateEmail || T.notAvailable}</td>
          <td className="px-3 py-3 text-sm whitespace-nowrap text-slate-600">{row.noticePeriod || T.notAvailable}</td>
          <td className="px-3 py-3">
            <CandidateStatusBadge status={row.status} />
            {row.proposedStatus && (
              <StatusProposal
                candidate={row}
                proposedStatus={row.proposedStatus}
                proposedReason={row.proposedReason ?? null}
                onChangeStatus={(status) => void changeStatus(row, status)}
                onDecided={() => void refreshJob()}
              />
            )}
          </td>
          <td className="px-3 py-3 text-sm font-semibold whitespace-nowrap text-slate-800" data-testid="resume-score">
            <ScoreCell candidate={row} notAvailable={T.notAvailable} />
          </td>
          <td className="px-3 py-3">
            <FeedbackCell row={row} onView={() => open('feedback', row)} />
          </td>
          <td className="px-3 py-3" data-testid="scorecard">
            {hasScorecard ? (
              <span
                className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset', SCORE_TONE_CLASSES[tone])}
                data-tone={tone}
              >
                {formatScore(row.scorecardScore!)}
              </span>
            ) : (
              <span className="text-sm text-slate-400">{T.notAvailable}</span>
            )}
          </td>
          <td className="px-3 py-3">
            <button
              type="button"
              aria-disabled={!hasScorecard || undefined}
              title={hasScorecard ? undefined : T.noScorecardHint}
              onClick={() => showInsights(row)}
              className={cn(
                linkButton,
                'whitespace-nowrap',
                !hasScorecard && 'cursor-not-allowed text-slate-400 no-underline hover:text-slate-400 hover:no-underline',
              )}
            >
              {T.viewInsights}
            </button>
          </td>
          <td className="px-3 py-3">
            <button type="button" className={cn(linkButton, 'whitespace-nowrap')} onClick={() => open('resume', row)}>
              {T.viewResume}
            </button>
          </td>
          <td className="px-3 py-3">
            <Select
              aria-label={T.changeStatusFor(row.candidateName)}
              value=""
              disabled={statusPendingId === row.id}
              onChange={(event) => void changeStatus(row, event.target.value)}
              className="h-8 w-44 py-1 text-xs"
            >
              <option value="" disabled>
                {T.changeStatusPlaceholder}
              </option>
              {APPLICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {applicationStatusLabel(status)}
                </option>
              ))}
            </Select>
          </td>
          <td className="px-3 py-3 text-right">
            <DropdownMenu
              label={T.actionsFor(row.candidateName)}
              items={[
                { label: T.actionEdit, icon: <Pencil className="h-4 w-4" />, onSelect: () => open('edit', row) },
                { label: T.actionAddNote, icon: <StickyNote className="h-4 w-4" />, onSelect: () => open('add-note', row) },
                { label: T.actionViewNotes, icon: <NotebookText className="h-4 w-4" />, onSelect: () => open('notes', row) },
                ...scoreActions.menuItems(row),
                { label: T.actionDelete, icon: <Trash2 className="h-4 w-4" />, destructive: true, onSelect: () => open('delete', row) },
              ]}
            />
          </td>
        </tr>
      );
    });
  }

  const pages = data?.totalPages ?? 0;
  return (
    <section aria-labelledby="candidates-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 p-5 sm:px-6">
        <div>
          <h2 id="candidates-heading" className="text-lg font-semibold text-slate-900">
            {T.tableTitle}
          </h2>
          <p className="mt-0.5 text-sm text-slate-500" data-testid="candidates-count" aria-live="polite">
            {data ? `${T.showing(range.from, range.to, data.totalElements)}${filtering ? T.filtered(visible.length) : ''}` : ' '}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={refresh}>
          <RefreshCw className={cn('h-4 w-4', query.isFetching && 'animate-spin')} aria-hidden="true" />
          {T.refresh}
        </Button>
      </div>

      <div className="grid gap-3 p-5 sm:grid-cols-[minmax(0,1fr)_13rem_14rem] sm:px-6">
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input
            type="search"
            aria-label={T.search}
            placeholder={T.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        <Select aria-label={T.statusFilter} value={statusFilter} onChange={(event) => setStatusFilter(event.target.value)}>
          <option value={ALL_STATUSES}>{T.allStatuses}</option>
          {STORED_APPLICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {applicationStatusLabel(status)}
            </option>
          ))}
        </Select>
        <Select aria-label={T.sort} value={sort} onChange={(event) => setSort(event.target.value as CandidateSort)}>
          {SORT_LABELS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>

      <div className="overflow-x-auto">
        <table className="w-full min-w-[1280px] border-collapse" aria-labelledby="candidates-heading">
          <thead className="bg-slate-50">
            <tr>
              <Th>{T.colName}</Th>
              <Th>{T.colEmail}</Th>
              <Th>{T.colNoticePeriod}</Th>
              <Th>{T.colStatus}</Th>
              <Th>{T.colScore}</Th>
              <Th>{T.colFeedback}</Th>
              <Th>{T.colScorecard}</Th>
              <Th>{T.colInsights}</Th>
              <Th>{T.colResume}</Th>
              <Th>{T.colChangeStatus}</Th>
              <Th className="text-right">{T.colActions}</Th>
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>

      {pages > 1 && (
        <nav aria-label={T.pagination} className="flex items-center justify-between gap-3 border-t border-slate-200 px-5 py-3 sm:px-6">
          <button
            type="button"
            className={buttonClasses('outline', 'sm')}
            disabled={currentPage <= 0}
            onClick={() => setPage(Math.max(0, currentPage - 1))}
          >
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            {T.previous}
          </button>
          <span className="text-sm text-slate-600">{T.pageOf(currentPage + 1, pages)}</span>
          <button
            type="button"
            className={buttonClasses('outline', 'sm')}
            disabled={currentPage >= pages - 1}
            onClick={() => setPage(Math.min(pages - 1, currentPage + 1))}
          >
            {T.next}
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </button>
        </nav>
      )}

      {dialog?.kind === 'feedback' && <FeedbackDialog candidate={dialog.row} onClose={closeDialog} />}
      {dialog?.kind === 'resume' && <ResumeDialog candidate={dialog.row} onClose={closeDialog} />}
      {dialog?.kind === 'insights' && <InsightsDialog candidate={dialog.row} onClose={closeDialog} />}
      {dialog?.kind === 'reinvite' && <ReinviteDialog candidate={dialog.row} onClose={closeDialog} onDone={() => void refreshJob()} />}
      {dialog?.kind === 'edit' && <EditCandidateDialog candidate={dialog.row} onClose={closeDialog} onDone={() => void refreshJob()} />}
      {dialog?.kind === 'add-note' && <AddNoteDialog candidate={dialog.row} onClose={closeDialog} />}
      {dialog?.kind === 'notes' && <NotesDialog candidate={dialog.row} onClose={closeDialog} />}
      {scoreActions.dialogs}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={T.deleteTitle}
        message={dialog?.kind === 'delete' ? T.confirmDelete(dialog.row.candidateName) : ''}
        confirmLabel={T.delete}
        pendingLabel={T.deleting}
        destructive
        pending={deleteMutation.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={closeDialog}
      />
    </section>
  );
}
