import type { TeamMember } from '@kairox/contract';
import { useTeamMembers } from '../../api/scheduled-interviews';
import { Checkbox } from '../ui/checkbox';
import { FieldError } from '../ui/field-error';
import { SCHEDULING_TEXT as T } from './messages';

interface Props {
  id: string;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

const nameOf = (member: TeamMember) => `${member.firstName} ${member.lastName}`;

/** The organisation's active users as checkboxes; `value` holds the chosen ids. */
export function InterviewerChecklist({ id, value, onChange, error }: Props) {
  const team = useTeamMembers();
  const members = (team.data ?? []).filter((member) => member.enabled || value.includes(member.id));
  const toggle = (memberId: number, checked: boolean) => onChange(checked ? [...value, memberId] : value.filter((chosen) => chosen !== memberId));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700 after:ml-0.5 after:text-red-500 after:content-['*']">{T.interviewers}</legend>
      {team.isPending && <p className="text-sm text-slate-500">{T.interviewersLoading}</p>}
      {team.isError && (
        <p role="alert" className="text-sm text-red-700">
          {T.interviewersFailed}
        </p>
      )}
      <ul className="max-h-40 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2">
        {members.map((member) => (
          <li key={member.id}>
            <label className="flex cursor-pointer items-center gap-2 rounded px-1.5 py-1 text-sm text-slate-700 hover:bg-slate-50">
              <Checkbox checked={value.includes(member.id)} onChange={(event) => toggle(member.id, event.target.checked)} invalid={Boolean(error)} />
              <span className="min-w-0 truncate">{nameOf(member)}</span>
              <span className="ml-auto hidden truncate text-xs text-slate-500 sm:inline">{member.email}</span>
            </label>
          </li>
        ))}
      </ul>
      {error && <FieldError id={`${id}-error`} message={error} />}
    </fieldset>
  );
}
