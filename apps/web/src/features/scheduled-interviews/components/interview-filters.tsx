import { JOB_LIST_MAX_SIZE } from '@kairox/contract';
import { CalendarDays, List } from 'lucide-react';
import { useId } from 'react';
import { useJobs } from '../../../api/jobs/get-jobs';
import { useTeamMembers } from '../../../api/scheduled-interviews';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { SCHEDULED_TEXT as T } from '../messages';
import type { InterviewsView, Layout } from '../url-state';

type Patch = Partial<Pick<InterviewsView, 'jobId' | 'interviewerId' | 'layout'>>;

const LAYOUTS: Array<{ layout: Layout; label: string; icon: typeof List }> = [
  { layout: 'list', label: T.list, icon: List },
  { layout: 'week', label: T.week, icon: CalendarDays },
];

function LayoutToggle({ layout, onChange }: { layout: Layout; onChange: (layout: Layout) => void }) {
  return (
    <div role="group" aria-label={T.viewLabel} className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm">
      {LAYOUTS.map((option) => (
        <button
          key={option.layout}
          type="button"
          aria-pressed={layout === option.layout}
          onClick={() => onChange(option.layout)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600',
            layout === option.layout ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          <option.icon className="h-4 w-4" aria-hidden="true" />
          {option.label}
        </button>
      ))}
    </div>
  );
}

interface FilterSelectProps {
  id: string;
  label: string;
  /** The first option, which filters nothing. */
  allLabel: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
}

function FilterSelect({ id, label, allLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <div className="min-w-0 sm:w-56">
      <Label htmlFor={id} className="mb-1 text-xs">
        {label}
      </Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Job and interviewer filters and the List / Week toggle. */
export function InterviewFilters({ view, onChange }: { view: InterviewsView; onChange: (patch: Patch) => void }) {
  const id = useId();
  const jobs = useJobs({ page: 0, size: JOB_LIST_MAX_SIZE });
  const team = useTeamMembers();
  return (
    <div role="search" aria-label={T.filtersLabel} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <FilterSelect
        id={`${id}-job`}
        label={T.job}
        allLabel={T.allJobs}
        value={view.jobId}
        options={(jobs.data?.jobs ?? []).map((job) => ({ value: String(job.id), label: job.title }))}
        onChange={(jobId) => onChange({ jobId })}
      />
      <FilterSelect
        id={`${id}-interviewer`}
        label={T.interviewer}
        allLabel={T.allInterviewers}
        value={view.interviewerId}
        options={(team.data ?? []).map((member) => ({ value: String(member.id), label: `${member.firstName} ${member.lastName}` }))}
        onChange={(interviewerId) => onChange({ interviewerId })}
      />
      <div className="sm:ml-auto">
        <LayoutToggle layout={view.layout} onChange={(layout) => onChange({ layout })} />
      </div>
    </div>
  );
}
