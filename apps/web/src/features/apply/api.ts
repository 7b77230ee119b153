import { PRIVACY_NOTICE_VERSION, applicationEndpoints } from '@kairox/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '../../api/jobs/job-keys';
import { ApiError, callApi, serverMessageOr } from '../../lib/api-client';
import { applicationFormData, type ApplicantPart } from '../../api/applications';
import { ASSISTANT_TEXT, type JobCheck } from './assistant';

/**
 * POST /api/applications/applications from the public assistant, with the candidate's agreement
 * to the privacy notice they read. DECISIONS.md: it posts WITHOUT a token (even when a staff
 * member happens to be signed in in this browser), so the server finds the tenant from the job
 * and accepts only ACTIVE jobs before their cutoff date.
 */
export function submitPublicApplication(applicant: ApplicantPart, cv: File) {
  const agreed = { ...applicant, privacyConsent: true, privacyNoticeVersion: PRIVACY_NOTICE_VERSION };
  return callApi(applicationEndpoints.createApplication, { body: applicationFormData(agreed, cv), anonymous: true });
}

/** GET /api/applications/jobs/{jobId}/public, without a token: the job as a candidate may see it. */
function getPublicJob(jobId: number, signal?: AbortSignal) {
  return callApi(applicationEndpoints.getPublicJob, { params: { jobId }, signal, anonymous: true });
}

/** The job-id step's look-up: the job, no such job (404), or why there is no answer (offline, 429). */
export async function checkJob(jobId: number, signal?: AbortSignal): Promise<JobCheck> {
  try {
    return { kind: 'found', job: await getPublicJob(jobId, signal) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'missing', jobId };
    if (signal?.aborted) throw error;
    const message =
      error instanceof ApiError && error.status === 429 ? serverMessageOr(error, ASSISTANT_TEXT.jobLookupFailed) : ASSISTANT_TEXT.jobLookupFailed;
    return { kind: 'unavailable', message };
  }
}

/** The public job for the full privacy notice page. */
export function usePublicJob(jobId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: ['public-job', jobId],
      queryFn: ({ signal }) => getPublicJob(jobId ?? 0, signal),
      retry: retryUnlessRefused,
    }),
    enabled: jobId !== null,
  });
}
