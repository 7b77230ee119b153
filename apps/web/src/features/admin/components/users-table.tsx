import type { User } from '@kairox/contract';
import { RoleBadge } from '../../../components/role-badge';
import { Checkbox } from '../../../components/ui/checkbox';
import { DropdownMenu, type DropdownMenuItem } from '../../../components/ui/dropdown-menu';
import { cn } from '../../../lib/cn';
import { formatLongDate } from '../../../lib/dates';
import { ADMIN_DASHBOARD_TEXT, USERS_TEXT } from '../messages';
import type { useSelection } from '../../../lib/use-selection';
import { fullName } from '../user-name';
import { StatusBadge } from './badges';
import { EmptyRow, SelectAllCheckbox, SkeletonRows, Th } from './table-parts';

const COLUMNS = 7;

type Selection = ReturnType<typeof useSelection>;

function initials(user: User): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
}

export function UsersTable({
  caption,
  users,
  loading,
  fetching,
  stale,
  filtered,
  selection,
  isSelf,
  menuItems,
}: {
  caption: string;
  users: User[];
  loading: boolean;
  fetching: boolean;
  stale: boolean;
  filtered: boolean;
  selection: Selection;
  isSelf: (user: User) => boolean;
  menuItems: (user: User) => DropdownMenuItem[];
}) {
  const selectable = users.filter((user) => !isSelf(user));
  const selectedOnPage = selectable.filter((user) => selection.selected.has(user.id)).length;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[900px] divide-y divide-slate-200" aria-busy={fetching || undefined}>
        <caption className="sr-only">{caption}</caption>
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
        <tbody className={cn('divide-y divide-slate-100', stale && 'opacity-60')}>
          {loading ? (
            <SkeletonRows columns={COLUMNS} />
          ) : users.length === 0 ? (
            <EmptyRow columns={COLUMNS} title={USERS_TEXT.empty} body={filtered ? USERS_TEXT.emptyFiltered : undefined} />
          ) : (
            users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                self={isSelf(user)}
                selected={selection.selected.has(user.id)}
                onSelect={(on) => selection.toggle(user.id, on)}
                menuItems={menuItems(user)}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function UserRow({
  user,
  self,
  selected,
  onSelect,
  menuItems,
}: {
  user: User;
  self: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  menuItems: DropdownMenuItem[];
}) {
  return (
    <tr className={cn('transition-colors hover:bg-slate-50/70', selected && 'bg-indigo-50/50')}>
      <td className="px-4 py-3.5">
        <Checkbox
          aria-label={USERS_TEXT.select(fullName(user))}
          checked={selected}
          disabled={self}
          onChange={(event) => onSelect(event.target.checked)}
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
              {self && <span className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] font-semibold text-slate-600">{USERS_TEXT.you}</span>}
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
        <DropdownMenu label={USERS_TEXT.actionsFor(fullName(user))} items={menuItems} />
      </td>
    </tr>
  );
}
