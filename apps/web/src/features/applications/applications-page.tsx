import { JOB_LIST_MAX_SIZE } from '@kairox/contract';
import { Download, ListChecks, Mail, Trash2, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useJobs } from '../../api/jobs/get-jobs';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Pagination } from '../../components/ui/pagination';
import { serverMessageOr } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { exportApplications, useApplicationSearch, useBulkApplicationActions, type BulkScope } from './api/applications';
import { ApplicationsFilters } from './components/applications-filters';
import { ApplicationsTable } from './components/applications-table';
import { BulkEmailDialog } from './components/bulk-email-dialog';
import { BulkStatusDialog } from './components/bulk-status-dialog';
import { APPLICATIONS_TEXT } from './messages';
import { isFiltered, parseView, toBulkFilter, viewToParams, type ApplicationsView } from './url-state';
import { useSelection } from '../../lib/use-selection';

const LINK_BUTTON =
  'rounded font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * Every application of the organisation across jobs (issue #12 point 1): search, filters, sort and
 * page live in the URL, so a view survives a reload and can be shared; rows can be selected (or,
 * once the whole page is, every application the filters match) for a bulk status change, email or
 * delete; the filtered list exports as CSV.
 */
export function ApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseView(params), [params]);
  const query = useApplicationSearch(view);
  const jobs = useJobs({ page: 0, size: JOB_LIST_MAX_SIZE });
  const actions = useBulkApplicationActions();
  const selection = useSelection();
  const [dialog, setDialog] = useState<'status' | 'email' | 'delete' | null>(null);
  // "Select all N matching": the bulk actions send the filters instead of the page's ids. It holds
  // for the selection it was chosen on: any change of selection (a row, a page, a filter) ends it.
  const [allMatchingOf, setAllMatchingOf] = useState<ReadonlySet<number> | null>(null);
  const [exporting, setExporting] = useState(false);

  // Any change of filter or sort starts again on the first page; the URL entry is replaced so that
  // Back leaves the page instead of undoing each keystroke. A change builds on the view last asked
  // for, not the one last rendered: a second change before the URL has caught up with the first
  // (a typed search settling, then a job picked at once) would otherwise write the first one away.
  const requested = useRef(view);
  useEffect(() => {
    requested.current = view;
  }, [view]);
  const update = useCallback(
    (patch: Partial<ApplicationsView>) => {
      requested.current = { ...requested.current, page: 0, ...patch };
      setParams(viewToParams(requested.current), { replace: true });
    },
    [setParams],
  );

  // The selection belongs to the rows on screen: a new page or filter starts with none.
  const viewKey = params.toString();
  const { clear } = selection;
  useEffect(() => clear(), [viewKey, clear]);

  // A page past the end (after deletions, or an old link) moves back to the last page.
  const totalPages = query.data?.totalPages ?? 0;
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && view.page > 0 && view.page >= totalPages) update({ page: Math.max(0, totalPages - 1) });
  }, [query.data, query.isPlaceholderData, totalPages, view.page, update]);

  const rows = query.data?.content ?? [];
  const total = query.data?.totalElements ?? 0;
  const pageSelected = rows.length > 0 && selection.count === rows.length && rows.every((row) => selection.selected.has(row.id));
  const offerAllMatching = pageSelected && total > rows.length;
  const allMatching = offerAllMatching && allMatchingOf === selection.selected;
  const scope: BulkScope = allMatching ? { filter: toBulkFilter(view) } : { ids: selection.ids };
  const scopeCount = 'filter' in scope ? total : selection.count;

  async function runExport() {
    setExporting(true);
    try {
      await exportApplications(view);
    } catch (error) {
      toast.error(serverMessageOr(error, APPLICATIONS_TEXT.exportFailed));
    } finally {
      setExporting(false);
    }
  }

  async function changeStatus(
    status: Parameters<typeof actions.changeStatus.mutateAsync>[0]['status'],
    reason: string | null,
    notifyCandidate: boolean,
  ) {
    try {
      const { count } = await actions.changeStatus.mutateAsync({ scope, status, reason, notifyCandidate });
      toast.success(APPLICATIONS_TEXT.statusChanged(count));
      setDialog(null);
      clear();
    } catch (error) {
      toast.error(serverMessageOr(error, APPLICATIONS_TEXT.statusChangeFailed));
    }
  }

  async function remove() {
    try {
      const { count } = await actions.remove.mutateAsync(scope);
      toast.success(APPLICATIONS_TEXT.deleted(count));
      setDialog(null);
      clear();
    } catch (error) {
      toast.error(serverMessageOr(error, APPLICATIONS_TEXT.deleteFailed));
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={APPLICATIONS_TEXT.title}
        description={APPLICATIONS_TEXT.description}
        actions={
          <Button variant="outline" onClick={() => void runExport()} disabled={exporting || query.isError}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {exporting ? APPLICATIONS_TEXT.exporting : APPLICATIONS_TEXT.exportCsv}
          </Button>
        }
      />
      <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <ApplicationsFilters view={view} jobs={jobs.data?.jobs ?? []} onChange={update} />
      </section>
      <section className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" aria-label={APPLICATIONS_TEXT.tableCaption}>
        <div className="flex min-h-12 flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-2.5">
          {selection.count > 0 ? (
            <>
              <p className="text-sm font-medium text-indigo-900" aria-live="polite">
                {APPLICATIONS_TEXT.selected(scopeCount)}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <Button size="sm" variant="ghost" onClick={clear}>
                  <X className="h-4 w-4" aria-hidden="true" />
                  {APPLICATIONS_TEXT.clearSelection}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setDialog('status')}>
                  <ListChecks className="h-4 w-4" aria-hidden="true" />
                  {APPLICATIONS_TEXT.changeStatus}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setDialog('email')}>
                  <Mail className="h-4 w-4" aria-hidden="true" />
                  {APPLICATIONS_TEXT.email}
                </Button>
                <Button size="sm" variant="destructive" onClick={() => setDialog('delete')}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  {APPLICATIONS_TEXT.delete}
                </Button>
              </div>
            </>
          ) : (
            <p className="text-sm text-slate-600" aria-live="polite">
              {query.data ? APPLICATIONS_TEXT.total(query.data.totalElements) : '\u00a0'}
            </p>
          )}
        </div>
        {offerAllMatching && (
          <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 border-b border-indigo-100 bg-indigo-50 px-4 py-2 text-center text-sm text-indigo-900">
            {allMatching ? (
              <>
                <span>{APPLICATIONS_TEXT.allMatchingSelected(total)}</span>
                <button type="button" className={LINK_BUTTON} onClick={clear}>
                  {APPLICATIONS_TEXT.clearSelection}
                </button>
              </>
            ) : (
              <>
                <span>{APPLICATIONS_TEXT.pageSelected(rows.length)}</span>
                <button type="button" className={LINK_BUTTON} onClick={() => setAllMatchingOf(selection.selected)}>
                  {APPLICATIONS_TEXT.selectAllMatching(total)}
                </button>
              </>
            )}
          </div>
        )}
        {query.isError && !query.data ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-4 py-12 text-center">
            <p className="text-sm text-red-700">{serverMessageOr(query.error, APPLICATIONS_TEXT.loadFailed)}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {APPLICATIONS_TEXT.retry}
            </Button>
          </div>
        ) : (
          <ApplicationsTable
            rows={rows}
            loading={query.isPending}
            stale={query.isPlaceholderData}
            emptyText={isFiltered(view) ? APPLICATIONS_TEXT.empty : APPLICATIONS_TEXT.emptyNone}
            selection={selection}
          />
        )}
        {totalPages > 1 && (
          <div className="border-t border-slate-200 px-4 py-3">
            <Pagination page={view.page} totalPages={totalPages} onPageChange={(page) => update({ page })} label={APPLICATIONS_TEXT.pagination} />
          </div>
        )}
      </section>
      {dialog === 'status' && (
        <BulkStatusDialog
          count={scopeCount}
          pending={actions.changeStatus.isPending}
          previewCandidate={rows.find((row) => selection.selected.has(row.id)) ?? null}
          onApply={(status, reason, notifyCandidate) => void changeStatus(status, reason, notifyCandidate)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'email' && (
        <BulkEmailDialog
          scope={scope}
          count={scopeCount}
          onSent={() => {
            setDialog(null);
            clear();
          }}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={APPLICATIONS_TEXT.deleteTitle}
        message={APPLICATIONS_TEXT.confirmDelete(scopeCount)}
        confirmLabel={APPLICATIONS_TEXT.delete}
        destructive
        pending={actions.remove.isPending}
        pendingLabel={APPLICATIONS_TEXT.deleting}
        onConfirm={() => void remove()}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
