import { careersEndpoints } from '@kairox/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '../../api/jobs/job-keys';
import { callApi } from '../../lib/api-client';

/** The filters of the careers list, as its address carries them. */
export interface CareersFilters {
  q: string;
  department: string;
  location: string;
  page: number;
}

const careersKeys = {
  profile: (slug: string) => ['careers', slug, 'profile'] as const,
  jobs: (slug: string, filters: CareersFilters) => ['careers', slug, 'jobs', filters] as const,
  job: (slug: string, jobId: number) => ['careers', slug, 'job', jobId] as const,
};

/** The public calls go without a token, even when a staff member is signed in in this browser. */
export function useCareersProfile(slug: string) {
  return useQuery({
    queryKey: careersKeys.profile(slug),
    queryFn: ({ signal }) => callApi(careersEndpoints.getProfile, { params: { slug }, signal, anonymous: true }),
    retry: retryUnlessRefused,
  });
}

const CAREERS_PAGE_SIZE = 10;

export function useCareersJobs(slug: string, filters: CareersFilters) {
  const query = {
    q: filters.q || undefined,
    department: filters.department || undefined,
    location: filters.location || undefined,
    page: String(filters.page),
    size: String(CAREERS_PAGE_SIZE),
  };
  return useQuery({
    queryKey: careersKeys.jobs(slug, filters),
    queryFn: ({ signal }) => callApi(careersEndpoints.listJobs, { params: { slug }, query, signal, anonymous: true }),
    retry: retryUnlessRefused,
    // The list stays while the next filter's answer loads, so typing does not blank the page.
    placeholderData: keepPreviousData,
  });
}

export function useCareersJob(slug: string, jobId: number | null) {
  return useQuery({
    queryKey: careersKeys.job(slug, jobId ?? 0),
    queryFn: ({ signal }) => callApi(careersEndpoints.getJob, { params: { slug, jobId: jobId ?? 0 }, signal, anonymous: true }),
    retry: retryUnlessRefused,
    enabled: jobId !== null,
  });
}
