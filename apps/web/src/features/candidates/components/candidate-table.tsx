import { REINVITE_STATUS, STATUS_EMAIL_TEMPLATES, type ApplicationStatus } from '@kairox/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { usePersistedPage } from '../../../lib/use-persisted-page';
import { useApplicantsPage, useDeleteApplication, useInvalidateApplications, useUpdateStatus } from '../api/hooks';
import { candidateKeys } from '../api/keys';
import { CANDIDATE_PAGE_SIZE, candidatePageStorageKey } from '../constants';
import { useEnrichment } from '../enrichment';
import { CANDIDATE_TEXT as T } from '../messages';
import { ALL_STATUSES, showingRange, visibleCandidates, type CandidateRow as CandidateRowData, type CandidateSort } from '../table-logic';
import { useErrorToast } from '../use-error-toast';
import { AddNoteDialog } from './add-note-dialog';
import { CandidateRow, MessageRow, type CandidateDialogKind } from './candidate-row';
import { CandidateFilters, CandidatePagination, CandidateTableHeader } from './candidate-table-controls';
import { CandidateTableHead } from './candidate-table-head';
import { EditCandidateDialog } from '../../../components/candidates/edit-candidate-dialog';
import { FeedbackDialog } from './feedback-dialog';
import { InsightsDialog } from './insights-dialog';
import { NotesDialog } from './notes-dialog';
import { NotifyCandidateCheckbox } from '../../../components/candidates/notify-candidate-option';
import { NotifyStatusDialog } from '../../../components/candidates/notify-status-dialog';
import { NOTIFY_TEXT } from '../../../components/candidates/notify-text';
import { ReinviteDialog } from '../../../components/candidates/reinvite-dialog';
import { ResumeDialog } from './resume-dialog';
import { useScoreActions } from './score-actions';

/**
 * The job page's candidate table (spec section 2): header counts, Refresh, search by name or email
 * and the status filter (client-side on the loaded page), six sorts, every column, the status
 * dropdown with the reinvite dialog, row actions and paging (20 a page, remembered per job). After
 * each page load the scorecards and notice periods of the candidates with an AI interview are enriched; while resumes are processing the
 * page is polled.
 */
export function CandidateTable({ jobId }: { jobId: number }) {
  const queryClient = useQueryClient();
  const invalidateApplications = useInvalidateApplications();
  const [page, setPage] = usePersistedPage(candidatePageStorageKey(jobId));
  const query = useApplicantsPage(jobId, page, CANDIDATE_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const [statusFilter, setStatusFilter] = useState<string>(ALL_STATUSES);
  const [sort, setSort] = useState<CandidateSort>('default');
  const [enrichRun, setEnrichRun] = useState(0);
  const [dialog, setDialog] = useState<{ kind: CandidateDialogKind; row: CandidateRowData } | null>(null);
  // Off by default: the spec's dropdown changes a status at once; ticked, a change that has an email shows it first.
  const [notify, setNotify] = useState(false);
  const [notifyChange, setNotifyChange] = useState<{ row: CandidateRowData; status: ApplicationStatus } | null>(null);
  const [statusPendingId, setStatusPendingId] = useState<number | null>(null);
  const statusMutation = useUpdateStatus();
  const deleteMutation = useDeleteApplication();
  const scoreActions = useScoreActions(() => void queryClient.invalidateQueries({ queryKey: candidateKeys.job(jobId) }));

  useErrorToast(query.isError, query.errorUpdatedAt, () => toast.error(T.loadFailed, T.loadFailedTitle));

  const data = query.data;
  const content = data?.content ?? [];
  // Only an AI interview leaves a scorecard and log: the others would answer 404.
  const enrichment = useEnrichment(
    content.filter((row) => row.hasScorecard).map((row) => row.id),
    enrichRun,
  );

  // A remembered page past the end (candidates were deleted meanwhile) falls back to the last page.
  const totalPages = data?.totalPages;
  useEffect(() => {
    if (totalPages === undefined || query.isPlaceholderData) return;
    if (totalPages > 0 && page >= totalPages) setPage(totalPages - 1);
    else if (totalPages === 0 && page > 0) setPage(0);
  }, [totalPages, page, setPage, query.isPlaceholderData]);

  const rows: CandidateRowData[] = content.map((row) => {
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
      duplicateCount: row.duplicateCount ?? 0,
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
  const open = (kind: CandidateDialogKind, row: CandidateRowData) => setDialog({ kind, row });
  const closeDialog = () => setDialog(null);

  async function changeStatus(row: CandidateRowData, next: string) {
    if (!next) return;
    if (next === REINVITE_STATUS) {
      open('reinvite', row);
      return;
    }
    if (notify && row.candidateEmail && STATUS_EMAIL_TEMPLATES[next as ApplicationStatus]) {
      setNotifyChange({ row, status: next as ApplicationStatus });
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
      void invalidateApplications();
    } catch {
      toast.error(T.deleteFailed);
    } finally {
      setDialog(null);
    }
  }

  function showInsights(row: CandidateRowData) {
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
    body = visible.map((row) => (
      <CandidateRow
        key={row.id}
        row={row}
        profile={profiles.get(row.id) ?? null}
        statusPending={statusPendingId === row.id}
        scoreMenuItems={scoreActions.menuItems(row)}
        onOpen={(kind) => open(kind, row)}
        onChangeStatus={(status) => void changeStatus(row, status)}
        onStatusDecided={() => void refreshJob()}
        onShowInsights={() => showInsights(row)}
      />
    ));
  }

  const pages = data?.totalPages ?? 0;
  return (
    <section aria-labelledby="candidates-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm print:hidden">
      <CandidateTableHeader
        countText={data ? `${T.showing(range.from, range.to, data.totalElements)}${filtering ? T.filtered(visible.length) : ''}` : ' '}
        refreshing={query.isFetching}
        onRefresh={refresh}
      />
      <CandidateFilters
        search={search}
        onSearchChange={setSearch}
        statusFilter={statusFilter}
        onStatusFilterChange={setStatusFilter}
        sort={sort}
        onSortChange={setSort}
      >
        <NotifyCandidateCheckbox
          id={`job-${jobId}-notify`}
          label={NOTIFY_TEXT.notifyCandidates}
          checked={notify}
          onCheckedChange={setNotify}
          noAddress={false}
        />
      </CandidateFilters>

      <div className="overflow-x-auto">
        {/* Separate borders: collapsed ones are painted by the table and would not move with the sticky cells. */}
        <table
          className="w-full min-w-[1280px] border-separate border-spacing-0 [&_td]:border-t [&_td]:border-slate-100"
          aria-labelledby="candidates-heading"
        >
          <CandidateTableHead />
          <tbody>{body}</tbody>
        </table>
      </div>

      {pages > 1 && <CandidatePagination page={currentPage} pages={pages} onPageChange={setPage} />}

      {dialog?.kind === 'feedback' && <FeedbackDialog candidate={dialog.row} onClose={closeDialog} />}
      {dialog?.kind === 'resume' && <ResumeDialog candidate={dialog.row} onClose={closeDialog} />}
      {dialog?.kind === 'insights' && <InsightsDialog candidate={dialog.row} onClose={closeDialog} />}
      {dialog?.kind === 'reinvite' && (
        <ReinviteDialog candidate={dialog.row} notifyByDefault={notify} onClose={closeDialog} onDone={() => void refreshJob()} />
      )}
      {notifyChange && (
        <NotifyStatusDialog
          candidate={notifyChange.row}
          status={notifyChange.status}
          onClose={() => setNotifyChange(null)}
          onDone={() => void refreshJob()}
        />
      )}
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
