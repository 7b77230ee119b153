import type { AdminOrganization } from '@kairox/contract';
import { ArrowLeft, UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { USERS_TEXT } from '../messages';
import { PlanBadge } from './badges';
import { SearchBox } from './table-parts';

/** Back to the organisations, the organisation's name, domain and plan, the search and Add User. */
export function UsersToolbar({
  organization,
  search,
  onSearchChange,
  onBack,
  onAdd,
}: {
  organization: AdminOrganization;
  search: string;
  onSearchChange: (search: string) => void;
  onBack: () => void;
  onAdd: () => void;
}) {
  return (
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
          <SearchBox label={USERS_TEXT.search} placeholder={USERS_TEXT.searchPlaceholder} value={search} onChange={onSearchChange} />
          <Button onClick={onAdd}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            {USERS_TEXT.addUser}
          </Button>
        </div>
      </div>
    </div>
  );
}
