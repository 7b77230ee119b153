import { USER_PAGE_SIZE, type AdminOrganization, type AssignableRole, type User } from '@kairox/contract';
import { Pencil, ShieldCheck, ShieldMinus, UserCheck, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAuth } from '../../../lib/auth';
import { SUPER_ADMIN_LOGIN } from '../../../lib/routes';
import { type DropdownMenuItem } from '../../../components/ui/dropdown-menu';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { describeDeleteUsersError, describeLoadUsersError, describeSetEnabledError, describeSetRoleError } from '../api/errors';
import { useOrganizationUsers, useUserMutations } from '../api/users';
import { USERS_TEXT } from '../messages';
import { notifyFailure } from '../notify';
import { useSelection } from '../../../lib/use-selection';
import { fullName } from '../user-name';
import { InlineError } from './inline-error';
import { ListFooter } from './page-footer';
import { SEARCH_DEBOUNCE_MS } from './organizations-section';
import { AddOrganizationUserDialog, EditOrganizationUserDialog } from './user-form-dialogs';
import { DeleteUsersDialog, UsersBulkActions } from './users-bulk-actions';
import { UsersTable } from './users-table';
import { UsersToolbar } from './users-toolbar';

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
      <UsersToolbar organization={organization} search={searchInput} onSearchChange={setSearchInput} onBack={onBack} onAdd={() => setAdding(true)} />

      <UsersBulkActions
        count={selection.count}
        deleting={mutations.remove.isPending}
        onClear={selection.clear}
        onDelete={() => setConfirming(true)}
      />

      {query.isError && !query.data ? (
        <InlineError
          failure={describeLoadUsersError(query.error)}
          onRetry={() => void query.refetch()}
          onSignInAgain={() => logout(SUPER_ADMIN_LOGIN)}
        />
      ) : (
        <UsersTable
          caption={USERS_TEXT.title(organization.name)}
          users={users}
          loading={query.isPending}
          fetching={query.isFetching}
          stale={query.isPlaceholderData}
          filtered={Boolean(search)}
          selection={selection}
          isSelf={isSelf}
          menuItems={menuItems}
        />
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
      <DeleteUsersDialog
        open={confirming}
        count={selection.count}
        deleting={mutations.remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
