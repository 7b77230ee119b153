import type { ApplicationSearchRow } from '@kairox/contract';
import { Search } from 'lucide-react';
import { useState } from 'react';
import type { InterviewCandidate } from '../../../components/scheduling/schedule-interview-dialog';
import { Button } from '../../../components/ui/button';
import { FieldShell } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { MIN_SEARCH, useCandidateSearch } from '../api';
import { SCHEDULED_TEXT as T } from '../messages';

export type PickedCandidate = InterviewCandidate & { jobTitle: string };

interface Props {
  id: string;
  value: PickedCandidate | null;
  onChange: (candidate: PickedCandidate | null) => void;
  error: string | null;
}

function Matches({ text, onPick }: { text: string; onPick: (row: ApplicationSearchRow) => void }) {
  const search = useCandidateSearch(text);
  if (text.trim().length < MIN_SEARCH) return null;
  if (search.isPending) return <p className="mt-2 text-sm text-slate-500">{T.candidateSearching}</p>;
  if (search.isError)
    return (
      <p role="alert" className="mt-2 text-sm text-red-700">
        {T.candidateSearchFailed}
      </p>
    );
  if (search.data.content.length === 0) return <p className="mt-2 text-sm text-slate-500">{T.candidateNone}</p>;
  return (
    <ul className="mt-2 max-h-48 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
      {search.data.content.map((row) => (
        <li key={row.id}>
          <button
            type="button"
            onClick={() => onPick(row)}
            className="block w-full px-3 py-2 text-left text-sm hover:bg-indigo-50 focus-visible:bg-indigo-50 focus-visible:outline-none"
          >
            <span className="font-medium text-slate-900">{row.candidateName}</span>
            <span className="block truncate text-xs text-slate-500">
              {row.jobTitle}
              {row.candidateEmail ? ` · ${row.candidateEmail}` : ''}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Choosing whom to interview: a search over the organisation's applications (name or email), then the chosen one. */
export function CandidatePicker({ id, value, onChange, error }: Props) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text, 300);
  if (value) {
    return (
      <div>
        <p className="mb-1.5 text-sm font-medium text-slate-700">{T.candidate}</p>
        <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
          <span className="min-w-0 truncate" data-testid="picked-candidate">
            {T.candidateOption(value.candidateName, value.jobTitle)}
          </span>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {T.candidateChange}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <FieldShell id={id} label={T.candidate} required error={error ?? undefined}>
      {({ invalid, ...aria }) => (
        <>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
            <Input
              {...aria}
              invalid={invalid}
              type="search"
              value={text}
              maxLength={200}
              placeholder={T.candidateSearch}
              autoComplete="off"
              onChange={(event) => setText(event.target.value)}
              className="pl-9"
            />
          </div>
          <Matches text={settled} onPick={(row) => onChange({ id: row.id, candidateName: row.candidateName, jobTitle: row.jobTitle })} />
        </>
      )}
    </FieldShell>
  );
}
