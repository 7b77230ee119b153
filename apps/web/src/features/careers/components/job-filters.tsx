import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { CAREERS_TEXT as T } from '../messages';

interface JobFiltersProps {
  search: string;
  department: string;
  location: string;
  departments: readonly string[];
  locations: readonly string[];
  onChange: (changes: Partial<Record<'q' | 'department' | 'location', string>>) => void;
}

/** The choices of a filter: the open jobs' values, plus the chosen one should no open job have it any more. */
function choicesOf(values: readonly string[], chosen: string): string[] {
  return chosen && !values.some((value) => value.toLowerCase() === chosen.toLowerCase()) ? [...values, chosen] : [...values];
}

/** Search words, department and location of the careers list. */
export function JobFilters({ search, department, location, departments, locations, onChange }: JobFiltersProps) {
  const id = useId();
  return (
    <div role="search" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_12rem_12rem]">
      <div>
        <Label htmlFor={`${id}-q`}>{T.searchLabel}</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input
            id={`${id}-q`}
            type="search"
            value={search}
            placeholder={T.searchPlaceholder}
            maxLength={100}
            className="h-10 pl-9"
            onChange={(event) => onChange({ q: event.target.value })}
          />
        </div>
      </div>
      <div>
        <Label htmlFor={`${id}-department`}>{T.departmentLabel}</Label>
        <Select id={`${id}-department`} className="h-10" value={department} onChange={(event) => onChange({ department: event.target.value })}>
          <option value="">{T.allDepartments}</option>
          {choicesOf(departments, department).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={`${id}-location`}>{T.locationLabel}</Label>
        <Select id={`${id}-location`} className="h-10" value={location} onChange={(event) => onChange({ location: event.target.value })}>
          <option value="">{T.allLocations}</option>
          {choicesOf(locations, location).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
