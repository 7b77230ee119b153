import {
  APPLICATION_SEARCH_SORTS,
  RESUME_STATUSES,
  STORED_APPLICATION_STATUSES,
  applicationStatusLabel,
  type StoredApplicationStatus,
} from '@kairox/contract';
import { Search } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { APPLICATIONS_TEXT } from '../messages';
import { DEFAULT_VIEW, isFiltered, type ApplicationsView } from '../url-state';

/** Typing settles for this long before the URL (and the query) follow a text box. */
const TYPING_DEBOUNCE_MS = 300;

type Patch = Partial<Omit<ApplicationsView, 'page'>>;

/**
 * A text box whose value reaches the view once typing pauses. It follows the view when the view
 * changes from elsewhere (back button, Clear filters), but never undoes what is being typed.
 */
function useTypedValue(value: string, onSettled: (text: string) => void) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, TYPING_DEBOUNCE_MS);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  useEffect(() => {
    if (settled !== value) onSettled(settled);
    // Only a settled change is sent; `value` catching up must not send it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return [text, setText] as const;
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <Label htmlFor={id} className="mb-1 text-xs">
        {label}
      </Label>
      {children}
    </div>
  );
}

const scoreValue = (text: string) => (text === '' ? null : Number(text));

export function ApplicationsFilters({
  view,
  jobs,
  onChange,
}: {
  view: ApplicationsView;
  jobs: Array<{ id: number; title: string }>;
  onChange: (patch: Patch) => void;
}) {
  const [search, setSearch] = useTypedValue(view.q, (q) => onChange({ q }));
  const [source, setSource] = useTypedValue(view.sourceChannel, (sourceChannel) => onChange({ sourceChannel }));
  const status = view.statuses.length === 1 ? view.statuses[0] : view.statuses.length > 1 ? 'several' : '';
  return (
    <div role="search" aria-label={APPLICATIONS_TEXT.filtersLabel} className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="relative min-w-0 flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input
            type="search"
            aria-label={APPLICATIONS_TEXT.searchLabel}
            placeholder={APPLICATIONS_TEXT.searchPlaceholder}
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        <div className="sm:w-44">
          <Field id="applications-sort" label={APPLICATIONS_TEXT.sort}>
            <Select id="applications-sort" value={view.sort} onChange={(event) => onChange({ sort: event.target.value as ApplicationsView['sort'] })}>
              {APPLICATION_SEARCH_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {APPLICATIONS_TEXT.sorts[sort]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 xl:grid-cols-6">
        <div className="col-span-2">
          <Field id="applications-job" label={APPLICATIONS_TEXT.job}>
            <Select
              id="applications-job"
              value={view.jobId === null ? '' : String(view.jobId)}
              onChange={(event) => onChange({ jobId: event.target.value ? Number(event.target.value) : null })}
            >
              <option value="">{APPLICATIONS_TEXT.allJobs}</option>
              {/* A job from the link that is not among the listed ones still shows as chosen. */}
              {view.jobId !== null && !jobs.some((job) => job.id === view.jobId) && <option value={view.jobId}>#{view.jobId}</option>}
              {jobs.map((job) => (
                <option key={job.id} value={job.id}>
                  {job.title}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <div className="col-span-2">
          <Field id="applications-status" label={APPLICATIONS_TEXT.status}>
            <Select
              id="applications-status"
              value={status}
              onChange={(event) => onChange({ statuses: event.target.value ? [event.target.value as StoredApplicationStatus] : [] })}
            >
              <option value="">{APPLICATIONS_TEXT.anyStatus}</option>
              {status === 'several' && <option value="several">{view.statuses.map(applicationStatusLabel).join(', ')}</option>}
              {STORED_APPLICATION_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {applicationStatusLabel(option)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field id="applications-score-min" label={APPLICATIONS_TEXT.scoreMin}>
          <Select
            id="applications-score-min"
            value={view.scoreMin ?? ''}
            onChange={(event) => onChange({ scoreMin: scoreValue(event.target.value) })}
          >
            <option value="">—</option>
            {scoreOptions(view.scoreMin)
              .filter((score) => view.scoreMax === null || score <= view.scoreMax)
              .map((score) => (
                <option key={score} value={score}>
                  {score}
                </option>
              ))}
          </Select>
        </Field>
        <Field id="applications-score-max" label={APPLICATIONS_TEXT.scoreMax}>
          <Select
            id="applications-score-max"
            value={view.scoreMax ?? ''}
            onChange={(event) => onChange({ scoreMax: scoreValue(event.target.value) })}
          >
            <option value="">—</option>
            {scoreOptions(view.scoreMax)
              .filter((score) => view.scoreMin === null || score >= view.scoreMin)
              .map((score) => (
                <option key={score} value={score}>
                  {score}
                </option>
              ))}
          </Select>
        </Field>
        <div className="col-span-2">
          <Field id="applications-source" label={APPLICATIONS_TEXT.source}>
            <Input
              id="applications-source"
              value={source}
              maxLength={100}
              placeholder={APPLICATIONS_TEXT.sourcePlaceholder}
              onChange={(event) => setSource(event.target.value)}
            />
          </Field>
        </div>
        <Field id="applications-from" label={APPLICATIONS_TEXT.appliedFrom}>
          <Input
            id="applications-from"
            type="date"
            value={view.createdFrom}
            max={view.createdTo || undefined}
            onChange={(event) => onChange({ createdFrom: event.target.value })}
          />
        </Field>
        <Field id="applications-to" label={APPLICATIONS_TEXT.appliedTo}>
          <Input
            id="applications-to"
            type="date"
            value={view.createdTo}
            min={view.createdFrom || undefined}
            onChange={(event) => onChange({ createdTo: event.target.value })}
          />
        </Field>
        <div className="col-span-2">
          <Field id="applications-resume" label={APPLICATIONS_TEXT.resumeStatus}>
            <Select
              id="applications-resume"
              value={view.resumeStatus ?? ''}
              onChange={(event) => onChange({ resumeStatus: (event.target.value || null) as ApplicationsView['resumeStatus'] })}
            >
              <option value="">{APPLICATIONS_TEXT.anyResumeStatus}</option>
              {RESUME_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {applicationStatusLabel(option)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <OnlyFilter
          id="applications-proposal"
          label={APPLICATIONS_TEXT.proposal}
          anyLabel={APPLICATIONS_TEXT.anyProposal}
          onlyLabel={APPLICATIONS_TEXT.openProposal}
          checked={view.openProposal}
          onChange={(openProposal) => onChange({ openProposal })}
        />
        <OnlyFilter
          id="applications-integrity"
          label={APPLICATIONS_TEXT.integrity}
          anyLabel={APPLICATIONS_TEXT.anyIntegrity}
          onlyLabel={APPLICATIONS_TEXT.integrityAlert}
          checked={view.integrityAlert}
          onChange={(integrityAlert) => onChange({ integrityAlert })}
        />
        {isFiltered(view) && (
          <div className="col-span-2 flex items-end lg:col-span-1">
            <Button variant="ghost" size="md" onClick={() => onChange({ ...DEFAULT_VIEW, sort: view.sort })}>
              {APPLICATIONS_TEXT.clearFilters}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

/** A yes-or-any filter as a select: "any" or only the rows that have the property. */
function OnlyFilter(props: {
  id: string;
  label: string;
  anyLabel: string;
  onlyLabel: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Field id={props.id} label={props.label}>
      <Select id={props.id} value={props.checked ? 'only' : ''} onChange={(event) => props.onChange(event.target.value === 'only')}>
        <option value="">{props.anyLabel}</option>
        <option value="only">{props.onlyLabel}</option>
      </Select>
    </Field>
  );
}

/** The score bounds offered: every tenth point, and the current bound (any whole number 0-100 may come from a shared link). */
const SCORE_STEPS = Array.from({ length: 11 }, (_, index) => index * 10);
const scoreOptions = (current: number | null) =>
  current === null || SCORE_STEPS.includes(current) ? SCORE_STEPS : [...SCORE_STEPS, current].sort((a, b) => a - b);
