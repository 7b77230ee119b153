import type { CareersJobPage, CareersProfile } from '@kairox/contract';
import { Building2, SearchX } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Pagination } from '../../components/ui/pagination';
import { ApiError } from '../../lib/api-client';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useCareersJobs, useCareersProfile, type CareersFilters } from './api';
import { CareersShell } from './components/careers-shell';
import { JobFilters } from './components/job-filters';
import { JobList } from './components/job-list';
import { ErrorPanel, LoadingPanel, StatePanel } from './components/state-panel';
import { CAREERS_TEXT as T } from './messages';

type FilterName = 'q' | 'department' | 'location';

const SEARCH_DEBOUNCE_MS = 300;

/** The filters as the address carries them (?q=&department=&location=&page=), so a filtered list can be shared. */
function filtersOf(params: URLSearchParams): CareersFilters {
  const page = Number(params.get('page') ?? 0);
  return {
    q: params.get('q') ?? '',
    department: params.get('department') ?? '',
    location: params.get('location') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The careers page could not be found: no colour, no logo, just why. */
export function CareersNotFound() {
  return (
    <CareersShell profile={undefined}>
      <title>{T.pageNotFoundTitle}</title>
      <StatePanel icon={<Building2 className="h-6 w-6" aria-hidden="true" />} title={T.pageNotFoundTitle}>
        {T.pageNotFound}
      </StatePanel>
    </CareersShell>
  );
}

function Hero({ profile, total }: { profile: CareersProfile; total: number | undefined }) {
  return (
    <div className="pt-4 pb-8 sm:pt-6 sm:pb-10">
      <h1 className="text-2xl font-bold tracking-tight break-words sm:text-4xl">{T.pageTitle(profile.name)}</h1>
      {profile.description && <p className="mt-3 max-w-2xl text-base whitespace-pre-line opacity-90">{profile.description}</p>}
      {total !== undefined && <p className="mt-4 text-sm font-medium opacity-90">{T.openPositions(total)}</p>}
    </div>
  );
}

interface JobsSectionProps {
  slug: string;
  jobs: ReturnType<typeof useCareersJobs>;
  filtered: boolean;
  onClear: () => void;
  onPage: (page: number) => void;
}

function JobsSection({ slug, jobs, filtered, onClear, onPage }: JobsSectionProps) {
  if (jobs.isPending) return <LoadingPanel label={T.loading} />;
  if (jobs.isError) return <ErrorPanel message={T.loadFailed} onRetry={() => void jobs.refetch()} />;
  const page: CareersJobPage = jobs.data;
  if (page.content.length === 0) {
    return filtered ? (
      <StatePanel
        icon={<SearchX className="h-6 w-6" aria-hidden="true" />}
        title={T.noMatchesTitle}
        action={
          <Button variant="outline" onClick={onClear}>
            {T.clearFilters}
          </Button>
        }
      >
        {T.noMatches}
      </StatePanel>
    ) : (
      <StatePanel icon={<Building2 className="h-6 w-6" aria-hidden="true" />} title={T.noJobsTitle}>
        {T.noJobs}
      </StatePanel>
    );
  }
  return (
    <div aria-busy={jobs.isPlaceholderData} className={jobs.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
      <JobList slug={slug} jobs={page.content} />
      <Pagination className="mt-6" page={page.number} totalPages={page.totalPages} onPageChange={onPage} label={T.pagination} />
    </div>
  );
}

/** /careers/{slug}: the organisation's open jobs, with search, department and location filters. */
export function CareersPage() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  // The address follows every keystroke; the list waits until typing pauses.
  const search = useDebouncedValue(filters.q.trim(), SEARCH_DEBOUNCE_MS);
  const profile = useCareersProfile(slug);
  const jobs = useCareersJobs(slug, { ...filters, q: search });
  const filtered = Boolean(filters.q.trim() || filters.department || filters.location);

  function changeFilters(changes: Partial<Record<FilterName, string>>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }

  function changePage(page: number) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (page > 0) next.set('page', String(page));
      else next.delete('page');
      return next;
    });
    window.scrollTo({ top: 0 });
  }

  if (isNotFound(profile.error)) return <CareersNotFound />;
  const company = profile.data;
  return (
    <CareersShell profile={company} hero={company && <Hero profile={company} total={filtered ? undefined : jobs.data?.totalElements} />}>
      {company && <title>{T.pageTitle(company.name)}</title>}
      {profile.isPending && <LoadingPanel label={T.loading} />}
      {profile.isError && <ErrorPanel message={T.loadFailed} onRetry={() => void profile.refetch()} />}
      {company && (
        <section aria-labelledby="careers-jobs-heading" className="space-y-5">
          <h2 id="careers-jobs-heading" className="sr-only">
            {T.jobsHeading}
          </h2>
          <JobFilters
            search={filters.q}
            department={filters.department}
            location={filters.location}
            departments={jobs.data?.departments ?? []}
            locations={jobs.data?.locations ?? []}
            onChange={changeFilters}
          />
          <JobsSection
            slug={company.slug}
            jobs={jobs}
            filtered={filtered}
            onClear={() => changeFilters({ q: '', department: '', location: '' })}
            onPage={changePage}
          />
        </section>
      )}
    </CareersShell>
  );
}
