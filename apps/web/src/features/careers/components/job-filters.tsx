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

interface ChoiceFilterProps {
  id: string;
  label: string;
  /** The first option, which filters nothing. */
  allLabel: string;
  value: string;
  values: readonly string[];
  onChange: (value: string) => void;
}

/** One select of the open jobs' values (department or location). */
function ChoiceFilter({ id, label, allLabel, value, values, onChange }: ChoiceFilterProps) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} className="h-10" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {choicesOf(values, value).map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </Select>
    </div>
  );
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
      <ChoiceFilter
        id={`${id}-department`}
        label={T.departmentLabel}
        allLabel={T.allDepartments}
        value={department}
        values={departments}
        onChange={(value) => onChange({ department: value })}
      />
      <ChoiceFilter
        id={`${id}-location`}
        label={T.locationLabel}
        allLabel={T.allLocations}
        value={location}
        values={locations}
        onChange={(value) => onChange({ location: value })}
      />
    </div>
  );
}
