import { USER_PAGE_SIZE, type AdminOrganization, type AssignableRole, type User } from '@kairox/contract';
import { ArrowLeft, Pencil, ShieldCheck, ShieldMinus, UserCheck, UserPlus, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAuth } from '../../../lib/auth';
import { SUPER_ADMIN_LOGIN } from '../../../lib/routes';
import { RoleBadge } from '../../../components/role-badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DropdownMenu, type DropdownMenuItem } from '../../../components/ui/dropdown-menu';
import { cn } from '../../../lib/cn';
import { formatLongDate } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { describeDeleteUsersError, describeLoadUsersError, describeSetEnabledError, describeSetRoleError } from '../api/errors';
import { useOrganizationUsers, useUserMutations } from '../api/users';
import { ADMIN_DASHBOARD_TEXT, USERS_TEXT } from '../messages';
import { notifyFailure } from '../notify';
import { useSelection } from '../use-selection';
import { PlanBadge, StatusBadge } from './badges';
import { InlineError } from './inline-error';
import { ListFooter } from './page-footer';
import { SEARCH_DEBOUNCE_MS } from './organizations-section';
import { EmptyRow, SearchBox, SelectAllCheckbox, SelectionBar, SkeletonRows, Th } from './table-parts';
import { AddOrganizationUserDialog, EditOrganizationUserDialog } from './user-form-dialogs';

const COLUMNS = 7;

function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

function initials(user: User): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
}

/**
 * The users of one organisation (spec section 2): search, Add User, the row menu (Edit User,
 * Disable/Enable User, Make Admin / Make User), selection with bulk delete, paging by 25.
 */
export function UsersSection({ organization, onBack }: { organization: AdminOrganization; onBack: () => void }) {
  const { claims, logout } = useAuth();
  const orgId = organization.orgId;
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const selection = useSelection();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [confirming, setConfirming] = useState(false);
  const query = useOrganizationUsers(orgId, { page, search });
  const mutations = useUserMutations(orgId);

  // A new search starts again on the first page (set while rendering, when the search differs from the last one seen).
  const [pageSearch, setPageSearch] = useState(search);
  if (search !== pageSearch) {
    setPageSearch(search);
    setPage(0);
  }
  const { clear } = selection;
  useEffect(() => clear(), [page, search, clear]);

  // A page past the end (after deletions) moves back to the last page.
  const totalPages = query.data?.totalPages ?? 0;
  if (query.data && page > 0 && page >= totalPages) setPage(Math.max(0, totalPages - 1));

  const isSelf = (user: User) => claims?.uid === user.id && claims.orgId === orgId;
  const users = query.data?.items ?? [];
  const selectable = users.filter((user) => !isSelf(user));
  const selectedOnPage = selectable.filter((user) => selection.selected.has(user.id)).length;
  const busy = mutations.setEnabled.isPending || mutations.setRole.isPending;

  async function toggleEnabled(user: User) {
    const enabled = !user.enabled;
    try {
      await mutations.setEnabled.mutateAsync({ userIds: [user.id], enabled });
      toast.success(enabled ? USERS_TEXT.enabled(fullName(user)) : USERS_TEXT.disabledToast(fullName(user)));
    } catch (error) {
      notifyFailure(describeSetEnabledError(error));
    }
  }

  async function changeRole(user: User, role: AssignableRole) {
    try {
      await mutations.setRole.mutateAsync({ userId: user.id, role });
      toast.success(USERS_TEXT.roleChanged(fullName(user), role));
    } catch (error) {
      notifyFailure(describeSetRoleError(error));
    }
  }

  async function confirmDelete() {
    const ids = selection.ids;
    try {
      await mutations.remove.mutateAsync(ids);
      toast.success(USERS_TEXT.deleted(ids.length));
      selection.clear();
    } catch (error) {
      notifyFailure(describeDeleteUsersError(error));
    } finally {
      setConfirming(false);
    }
  }

  function menuItems(user: User): DropdownMenuItem[] {
    const self = isSelf(user);
    const items: DropdownMenuItem[] = [
      { label: USERS_TEXT.menu.edit, icon: <Pencil className="h-4 w-4" />, onSelect: () => setEditing(user) },
      user.enabled
        ? {
            label: USERS_TEXT.menu.disable,
            icon: <UserX className="h-4 w-4" />,
            onSelect: () => void toggleEnabled(user),
            disabled: self || busy,
            destructive: true,
          }
        : {
            label: USERS_TEXT.menu.enable,
            icon: <UserCheck className="h-4 w-4" />,
            onSelect: () => void toggleEnabled(user),
            disabled: busy,
          },
    ];
    // Role changes are between ROLE_ADMIN and ROLE_USER only (DECISIONS.md).
    if (user.role === 'ROLE_USER') {
      items.push({
        label: USERS_TEXT.menu.makeAdmin,
        icon: <ShieldCheck className="h-4 w-4" />,
        onSelect: () => void changeRole(user, 'ROLE_ADMIN'),
        disabled: self || busy,
      });
    } else if (user.role === 'ROLE_ADMIN') {
      items.push({
        label: USERS_TEXT.menu.makeUser,
        icon: <ShieldMinus className="h-4 w-4" />,
        onSelect: () => void changeRole(user, 'ROLE_USER'),
        disabled: self || busy,
      });
    }
    return items;
  }

  return (
    <section aria-labelledby="users-title" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-200 p-5">
        <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 text-slate-600">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {USERS_TEXT.back}
        </Button>
        <div className="mt-3 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="min-w-0">
            <h2 id="users-title" className="text-lg font-semibold text-slate-900">
              {USERS_TEXT.title(organization.name)}
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-500">
              <span className="font-mono">{organization.domainId}</span>
              <PlanBadge plan={organization.plan} />
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchBox label={USERS_TEXT.search} placeholder={USERS_TEXT.searchPlaceholder} value={searchInput} onChange={setSearchInput} />
            <Button onClick={() => setAdding(true)}>
              <UserPlus className="h-4 w-4" aria-hidden="true" />
              {USERS_TEXT.addUser}
            </Button>
          </div>
        </div>
      </div>

      {selection.count > 0 && (
        <SelectionBar
          countLabel={USERS_TEXT.selected(selection.count)}
          clearLabel={USERS_TEXT.clearSelection}
          deleteLabel={USERS_TEXT.deleteSelected(selection.count)}
          onClear={selection.clear}
          onDelete={() => setConfirming(true)}
          disabled={mutations.remove.isPending}
        />
      )}

      {query.isError && !query.data ? (
        <InlineError
          failure={describeLoadUsersError(query.error)}
          onRetry={() => void query.refetch()}
          onSignInAgain={() => logout(SUPER_ADMIN_LOGIN)}
        />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[900px] divide-y divide-slate-200" aria-busy={query.isFetching || undefined}>
            <caption className="sr-only">{USERS_TEXT.title(organization.name)}</caption>
            <thead className="bg-slate-50">
              <tr>
                <Th className="w-10">
                  <SelectAllCheckbox
                    label={USERS_TEXT.selectAll}
                    total={selectable.length}
                    selected={selectedOnPage}
                    onChange={(on) =>
                      selection.setMany(
                        selectable.map((user) => user.id),
                        on,
                      )
                    }
                  />
                </Th>
                <Th>{USERS_TEXT.columns.user}</Th>
                <Th>{USERS_TEXT.columns.contact}</Th>
                <Th>{USERS_TEXT.columns.role}</Th>
                <Th>{USERS_TEXT.columns.status}</Th>
                <Th>{USERS_TEXT.columns.created}</Th>
                <Th className="text-right">
                  <span className="sr-only">{USERS_TEXT.columns.actions}</span>
                </Th>
              </tr>
            </thead>
            <tbody className={cn('divide-y divide-slate-100', query.isPlaceholderData && 'opacity-60')}>
              {query.isPending ? (
                <SkeletonRows columns={COLUMNS} />
              ) : users.length === 0 ? (
                <EmptyRow columns={COLUMNS} title={USERS_TEXT.empty} body={search ? USERS_TEXT.emptyFiltered : undefined} />
              ) : (
                users.map((user) => (
                  <tr key={user.id} className={cn('transition-colors hover:bg-slate-50/70', selection.selected.has(user.id) && 'bg-indigo-50/50')}>
                    <td className="px-4 py-3.5">
                      <Checkbox
                        aria-label={USERS_TEXT.select(fullName(user))}
                        checked={selection.selected.has(user.id)}
                        disabled={isSelf(user)}
                        onChange={(event) => selection.toggle(user.id, event.target.checked)}
                      />
                    </td>
                    <td className="px-4 py-3.5">
                      <div className="flex items-center gap-3">
                        <span
                          aria-hidden="true"
                          className={cn(
                            'flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                            user.enabled ? 'bg-indigo-100 text-indigo-700' : 'bg-slate-100 text-slate-500',
                          )}
                        >
                          {initials(user)}
                        </span>
                        <div className="min-w-0">
                          <p className="flex items-center gap-2 font-medium text-slate-900">
                            {fullName(user)}
                            {isSelf(user) && (
                              <span className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] font-semibold text-slate-600">{USERS_TEXT.you}</span>
                            )}
                          </p>
                          <p className="truncate text-sm text-slate-500">{user.email}</p>
                        </div>
                      </div>
                    </td>
                    <td className="px-4 py-3.5 text-sm text-slate-700">{user.phone?.trim() || ADMIN_DASHBOARD_TEXT.notProvided}</td>
                    <td className="px-4 py-3.5">
                      <RoleBadge role={user.role} />
                    </td>
                    <td className="px-4 py-3.5">
                      <StatusBadge enabled={user.enabled} />
                    </td>
                    <td className="px-4 py-3.5 text-sm whitespace-nowrap text-slate-700">{formatLongDate(user.createdAt)}</td>
                    <td className="px-4 py-3.5 text-right">
                      <DropdownMenu label={USERS_TEXT.actionsFor(fullName(user))} items={menuItems(user)} />
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}

      {query.data && query.data.totalElements > 0 && (
        <ListFooter
          page={page}
          pageSize={USER_PAGE_SIZE}
          totalPages={query.data.totalPages}
          totalElements={query.data.totalElements}
          itemLabel={USERS_TEXT.itemLabel}
          onPageChange={setPage}
        />
      )}

      <AddOrganizationUserDialog
        open={adding}
        organizationName={organization.name}
        onClose={() => setAdding(false)}
        onSubmit={(body) => mutations.register.mutateAsync(body)}
      />
      <EditOrganizationUserDialog
        user={editing}
        onClose={() => setEditing(null)}
        onSubmit={(user, body) => mutations.update.mutateAsync({ userId: user.id, body })}
      />
      <ConfirmDialog
        open={confirming}
        title={USERS_TEXT.confirmTitle}
        message={USERS_TEXT.confirmDelete(selection.count)}
        confirmLabel={ADMIN_DASHBOARD_TEXT.delete}
        pendingLabel={ADMIN_DASHBOARD_TEXT.deleting}
        cancelLabel={ADMIN_DASHBOARD_TEXT.cancel}
        destructive
        pending={mutations.remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
