import { type CreateJobRequest, jobEndpoints } from '@kairox/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api-client';
import { jobKeys } from './job-keys';

/** POST /functions/V1/create-job with the create payload of spec section 3; answers the new `job_id`. */
function createJob(body: CreateJobRequest) {
  return callApi(jobEndpoints.createJob, { body });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

/**
 * Spec section 8, create job: the error's message, else the response's message, error or detail,
 * else the default. Our ApiError already carries the body's human message; a network failure
 * ('Failed to fetch') or a body without one gets the default, which reads better to a recruiter.
 */
export function createJobErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      const { message, error: code, detail } = body as Record<string, unknown>;
      for (const candidate of [message, detail, code]) {
        if (typeof candidate === 'string' && candidate.trim()) return candidate;
      }
      return fallback;
    }
    if (typeof body === 'string' && body.trim() && !body.trim().startsWith('<')) return body;
  }
  return fallback;
}
