import { ASSIGNABLE_ROLES, type AssignableRole, type TeamMember } from '@kairox/contract';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { QueryFailed } from '../../components/query-states';
import { RoleBadge } from '../../components/role-badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Select } from '../../components/ui/select';
import { CELL, CELL_LABEL, ROW, SkeletonRows } from '../../components/ui/stacked-table';
import { serverMessageOr } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { useRemoveMember, useSetMemberEnabled, useSetMemberRole, useTeam } from './api';
import { TEAM_TEXT as T } from './messages';

const fullName = (member: TeamMember) => `${member.firstName} ${member.lastName}`;

const isAssignable = (role: string): role is AssignableRole => (ASSIGNABLE_ROLES as readonly string[]).includes(role);

function StatusBadge({ enabled }: { enabled: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        enabled ? 'bg-emerald-50 text-emerald-700 ring-emerald-200' : 'bg-slate-100 text-slate-600 ring-slate-300',
      )}
    >
      {enabled ? T.active : T.disabled}
    </span>
  );
}

interface RowProps {
  member: TeamMember;
  manage: boolean;
  own: boolean;
  busy: boolean;
  onRole: (member: TeamMember, role: AssignableRole) => void;
  onEnabled: (member: TeamMember, enabled: boolean) => void;
  onRemove: (member: TeamMember) => void;
}

function MemberRow({ member, manage, own, busy, onRole, onEnabled, onRemove }: RowProps) {
  const name = fullName(member);
  const locked = own || busy;
  return (
    <tr className={ROW}>
      <td className={cn(CELL, 'font-medium text-slate-900')}>
        <span className="break-words">{name}</span>
        {own && <span className="ml-2 rounded bg-indigo-50 px-1.5 py-0.5 text-xs font-medium text-indigo-700">{T.you}</span>}
      </td>
      <td className={cn(CELL, 'text-sm break-all text-slate-600')}>{member.email}</td>
      <td className={CELL}>
        <span className={CELL_LABEL}>{T.role}</span>
        {manage && isAssignable(member.role) ? (
          <Select
            aria-label={T.roleOf(name)}
            value={member.role}
            disabled={locked}
            title={own ? T.ownRowHint : undefined}
            onChange={(event) => onRole(member, event.target.value as AssignableRole)}
            className="inline-block h-8 w-auto py-0 text-sm md:w-28"
          >
            {ASSIGNABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {T.roles[role]}
              </option>
            ))}
          </Select>
        ) : (
          <RoleBadge role={member.role} />
        )}
      </td>
      <td className={CELL}>
        <span className={CELL_LABEL}>{T.status}</span>
        <StatusBadge enabled={member.enabled} />
      </td>
      {manage && (
        <td className={cn(CELL, 'pt-2 md:text-right')}>
          <div className="flex flex-wrap gap-2 md:justify-end">
            <Button
              variant="outline"
              size="sm"
              disabled={locked}
              title={own ? T.ownRowHint : undefined}
              aria-label={T.actionLabel(member.enabled ? T.disable : T.enable, name)}
              onClick={() => onEnabled(member, !member.enabled)}
            >
              {member.enabled ? T.disable : T.enable}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={locked}
              title={own ? T.ownRowHint : undefined}
              aria-label={T.actionLabel(T.remove, name)}
              onClick={() => onRemove(member)}
              className="text-red-700 hover:bg-red-50"
            >
              {T.remove}
            </Button>
          </div>
        </td>
      )}
    </tr>
  );
}

/** The organisation's users; its admins change roles, disable, enable and remove them (never themselves). */
export function TeamPage() {
  const { claims } = useAuth();
  const manage = claims?.role === 'ROLE_ADMIN';
  const team = useTeam();
  const setRole = useSetMemberRole();
  const setEnabled = useSetMemberEnabled();
  const removeMember = useRemoveMember();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  async function run(member: TeamMember, action: () => Promise<unknown>, success: string) {
    setBusyId(member.id);
    try {
      await action();
      toast.success(success, T.savedTitle);
    } catch (error) {
      toast.error(serverMessageOr(error, T.changeFailed), T.failedTitle);
    } finally {
      setBusyId(null);
    }
  }

  const onRole = (member: TeamMember, role: AssignableRole) =>
    void run(member, () => setRole.mutateAsync({ id: member.id, role }), T.roleChanged(fullName(member), role));
  const onEnabled = (member: TeamMember, enabled: boolean) =>
    void run(member, () => setEnabled.mutateAsync({ id: member.id, enabled }), T.enabledChanged(fullName(member), enabled));
  async function confirmRemove() {
    if (!removing) return;
    await run(removing, () => removeMember.mutateAsync(removing.id), T.removed(fullName(removing)));
    setRemoving(null);
  }

  const columns = manage ? 5 : 4;
  let rows;
  if (team.isPending) {
    rows = <SkeletonRows columns={columns} rows={3} />;
  } else if (team.isError) {
    rows = null;
  } else if (team.data.length === 0) {
    rows = (
      <tr className="block md:table-row">
        <td colSpan={columns} className="block px-4 py-10 text-center md:table-cell">
          <Users className="mx-auto mb-2 h-8 w-8 text-slate-300" aria-hidden="true" />
          <p className="font-medium text-slate-700">{T.empty}</p>
          <p className="mt-1 text-sm text-slate-500">{T.emptyHint}</p>
        </td>
      </tr>
    );
  } else {
    rows = team.data.map((member) => (
      <MemberRow
        key={member.id}
        member={member}
        manage={manage}
        own={member.id === claims?.uid}
        busy={busyId === member.id}
        onRole={onRole}
        onEnabled={onEnabled}
        onRemove={setRemoving}
      />
    ));
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={T.title} description={T.description} />
      {!manage && <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-600">{T.adminOnly}</p>}
      {team.isError ? (
        <QueryFailed look="alert" message={T.loadFailed} error={team.error} retry={T.retry} onRetry={() => void team.refetch()} />
      ) : (
        <section className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" aria-busy={team.isPending}>
          {team.isPending && (
            <span role="status" className="sr-only">
              {T.loading}
            </span>
          )}
          <table className="block w-full text-left md:table">
            <caption className="sr-only">{T.title}</caption>
            <thead className="hidden border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase md:table-header-group">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {T.name}
                </th>
                <th scope="col" className="px-4 py-3">
                  {T.email}
                </th>
                <th scope="col" className="px-4 py-3">
                  {T.role}
                </th>
                <th scope="col" className="px-4 py-3">
                  {T.status}
                </th>
                {manage && (
                  <th scope="col" className="px-4 py-3 text-right">
                    {T.actions}
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="block md:table-row-group">{rows}</tbody>
          </table>
        </section>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={T.removeTitle}
        message={removing ? T.removeMessage(fullName(removing)) : ''}
        confirmLabel={T.removeConfirm}
        cancelLabel={T.cancel}
        destructive
        pending={busyId !== null && busyId === removing?.id}
        pendingLabel={T.removing}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
