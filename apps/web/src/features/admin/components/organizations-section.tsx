import { ORG_PAGE_SIZE, PLAN_LABELS, type AdminOrganization } from '@kairox/contract';
import { ArrowRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAuth } from '../../../lib/auth';
import { SUPER_ADMIN_LOGIN } from '../../../lib/routes';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { describeDeleteOrganizationsError, describeLoadOrganizationsError } from '../api/errors';
import { useDeleteOrganizations, useOrganizations } from '../api/organizations';
import { ADMIN_DASHBOARD_TEXT, ORGANIZATIONS_TEXT } from '../messages';
import { notifyFailure } from '../notify';
import { useSelection } from '../../../lib/use-selection';
import { PlanBadge } from './badges';
import { InlineError } from './inline-error';
import { ListFooter } from './page-footer';
import { EmptyRow, SearchBox, SelectAllCheckbox, SelectionBar, SkeletonRows, Th } from './table-parts';

export const SEARCH_DEBOUNCE_MS = 300;

/** Spec section 2: the plan filter offers All Plans, Free Trial and Professional. */
const PLAN_FILTER_OPTIONS = [
  { value: '', label: ORGANIZATIONS_TEXT.allPlans },
  { value: 'FREE_TRIAL', label: 'Free Trial' },
  { value: 'PROFESSIONAL', label: 'Professional' },
] as const;

/** The organisation list's inputs, kept by the page so they survive a visit to a user list. */
export interface OrganizationListState {
  search: string;
  plan: string;
  page: number;
}

const COLUMNS = 6;

function orDefault(value: string | null | undefined): string {
  return value?.trim() ? value : ADMIN_DASHBOARD_TEXT.notSpecified;
}

/** Spec section 2: '{n}+ employees', 'Not specified' when unknown. */
function formatCompanySize(size: number | null): string {
  return size === null || size === undefined ? ADMIN_DASHBOARD_TEXT.notSpecified : ORGANIZATIONS_TEXT.companySize(size);
}

export function OrganizationsSection({
  state,
  onStateChange,
  onViewUsers,
}: {
  state: OrganizationListState;
  onStateChange: (next: OrganizationListState) => void;
  onViewUsers: (organization: AdminOrganization) => void;
}) {
  const { claims, logout } = useAuth();
  const [searchInput, setSearchInput] = useState(state.search);
  const search = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const selection = useSelection();
  const [confirming, setConfirming] = useState(false);
  const query = useOrganizations({ page: state.page, search: state.search, plan: state.plan });
  const remove = useDeleteOrganizations();

  // A new search starts again on the first page.
  useEffect(() => {
    if (search !== state.search) onStateChange({ ...state, search, page: 0 });
  }, [search, state, onStateChange]);

  // What is selected belongs to the page on screen.
  const { clear } = selection;
  useEffect(() => clear(), [state.page, state.search, state.plan, clear]);

  // After a delete the last page may be gone.
  const totalPages = query.data?.totalPages ?? 0;
  useEffect(() => {
    if (query.data && state.page > 0 && state.page >= totalPages) onStateChange({ ...state, page: Math.max(0, totalPages - 1) });
  }, [query.data, totalPages, state, onStateChange]);

  const organizations = query.data?.items ?? [];
  const selectable = organizations.filter((organization) => organization.orgId !== claims?.orgId);
  const selectedOnPage = selectable.filter((organization) => selection.selected.has(organization.orgId)).length;
  const filtered = Boolean(state.search || state.plan);

  async function confirmDelete() {
    const ids = selection.ids;
    try {
      await remove.mutateAsync(ids);
      toast.success(ORGANIZATIONS_TEXT.deleted(ids.length));
      selection.clear();
    } catch (error) {
      notifyFailure(describeDeleteOrganizationsError(error));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <section aria-labelledby="organizations-title" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-4 border-b border-slate-200 p-5 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="organizations-title" className="text-lg font-semibold text-slate-900">
            {ORGANIZATIONS_TEXT.title}
          </h2>
          <p className="text-sm text-slate-500">{ORGANIZATIONS_TEXT.description}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchBox
            label={ORGANIZATIONS_TEXT.search}
            placeholder={ORGANIZATIONS_TEXT.searchPlaceholder}
            value={searchInput}
            onChange={setSearchInput}
          />
          <Select
            aria-label={ORGANIZATIONS_TEXT.planFilter}
            value={state.plan}
            onChange={(event) => onStateChange({ ...state, plan: event.target.value, page: 0 })}
            className="sm:w-44"
          >
            {PLAN_FILTER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {selection.count > 0 && (
        <SelectionBar
          countLabel={ORGANIZATIONS_TEXT.selected(selection.count)}
          clearLabel={ORGANIZATIONS_TEXT.clearSelection}
          deleteLabel={ORGANIZATIONS_TEXT.deleteSelected(selection.count)}
          onClear={selection.clear}
          onDelete={() => setConfirming(true)}
          disabled={remove.isPending}
        />
      )}

      {query.isError && !query.data ? (
        <InlineError
          failure={describeLoadOrganizationsError(query.error)}
          onRetry={() => void query.refetch()}
          onSignInAgain={() => logout(SUPER_ADMIN_LOGIN)}
        />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[860px] divide-y divide-slate-200" aria-busy={query.isFetching || undefined}>
            <caption className="sr-only">{ORGANIZATIONS_TEXT.title}</caption>
            <thead className="bg-slate-50">
              <tr>
                <Th className="w-10">
                  <SelectAllCheckbox
                    label={ORGANIZATIONS_TEXT.selectAll}
                    total={selectable.length}
                    selected={selectedOnPage}
                    onChange={(on) =>
                      selection.setMany(
                        selectable.map((organization) => organization.orgId),
                        on,
                      )
                    }
                  />
                </Th>
                <Th>{ORGANIZATIONS_TEXT.columns.organization}</Th>
                <Th>{ORGANIZATIONS_TEXT.columns.domainPlan}</Th>
                <Th>{ORGANIZATIONS_TEXT.columns.locationIndustry}</Th>
                <Th>{ORGANIZATIONS_TEXT.columns.companySize}</Th>
                <Th className="text-right">
                  <span className="sr-only">{ORGANIZATIONS_TEXT.columns.actions}</span>
                </Th>
              </tr>
            </thead>
            <tbody className={cn('divide-y divide-slate-100', query.isPlaceholderData && 'opacity-60')}>
              {query.isPending ? (
                <SkeletonRows columns={COLUMNS} />
              ) : organizations.length === 0 ? (
                <EmptyRow columns={COLUMNS} title={ORGANIZATIONS_TEXT.empty} body={filtered ? ORGANIZATIONS_TEXT.emptyFiltered : undefined} />
              ) : (
                organizations.map((organization) => (
                  <OrganizationRow
                    key={organization.orgId}
                    organization={organization}
                    own={organization.orgId === claims?.orgId}
                    selected={selection.selected.has(organization.orgId)}
                    onSelect={(on) => selection.toggle(organization.orgId, on)}
                    onViewUsers={() => onViewUsers(organization)}
                  />
                ))
              )}
            </tbody>
          </table>
        </div>
      )}

      {query.data && query.data.totalElements > 0 && (
        <ListFooter
          page={state.page}
          pageSize={ORG_PAGE_SIZE}
          totalPages={query.data.totalPages}
          totalElements={query.data.totalElements}
          itemLabel={ORGANIZATIONS_TEXT.itemLabel}
          onPageChange={(page) => onStateChange({ ...state, page })}
        />
      )}

      <ConfirmDialog
        open={confirming}
        title={ORGANIZATIONS_TEXT.confirmTitle}
        message={ORGANIZATIONS_TEXT.confirmDelete(selection.count)}
        confirmLabel={ADMIN_DASHBOARD_TEXT.delete}
        pendingLabel={ADMIN_DASHBOARD_TEXT.deleting}
        cancelLabel={ADMIN_DASHBOARD_TEXT.cancel}
        destructive
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

function OrganizationRow({
  organization,
  own,
  selected,
  onSelect,
  onViewUsers,
}: {
  organization: AdminOrganization;
  /** The operator's own (platform) organisation cannot be deleted. */
  own: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onViewUsers: () => void;
}) {
  return (
    <tr className={cn('align-top transition-colors hover:bg-slate-50/70', selected && 'bg-indigo-50/50')}>
      <td className="px-4 py-4">
        <Checkbox
          aria-label={ORGANIZATIONS_TEXT.select(organization.name)}
          checked={selected}
          disabled={own}
          onChange={(event) => onSelect(event.target.checked)}
        />
      </td>
      <td className="px-4 py-4">
        <p className="font-medium text-slate-900">{organization.name}</p>
        <p className="text-sm text-slate-500">{organization.slug}</p>
      </td>
      <td className="px-4 py-4">
        <p className="font-mono text-sm text-slate-700">{organization.domainId}</p>
        <div className="mt-1 flex flex-wrap items-center gap-1.5">
          <PlanBadge plan={organization.plan} />
          {organization.requestedPlan && organization.requestedPlan !== organization.plan && (
            <span className="text-xs text-amber-700">{ORGANIZATIONS_TEXT.requestedPlan(PLAN_LABELS[organization.requestedPlan])}</span>
          )}
        </div>
      </td>
      <td className="px-4 py-4 text-sm">
        <p className="text-slate-700">{orDefault(organization.country)}</p>
        <p className="text-slate-500">{orDefault(organization.industry)}</p>
      </td>
      <td className="px-4 py-4 text-sm text-slate-700">{formatCompanySize(organization.companySize)}</td>
      <td className="px-4 py-4 text-right">
        <Button variant="outline" size="sm" onClick={onViewUsers}>
          {ORGANIZATIONS_TEXT.viewUsers}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Button>
        {typeof organization.userCount === 'number' && (
          <p className="mt-1 text-xs text-slate-500">{ORGANIZATIONS_TEXT.userCount(organization.userCount)}</p>
        )}
      </td>
    </tr>
  );
}
