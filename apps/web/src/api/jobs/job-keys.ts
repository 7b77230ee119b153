import { ApiError } from '../../lib/api-client';

/** React Query keys of everything job-shaped; mutations invalidate by prefix. */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (page: number, size: number) => [...jobKeys.lists(), { page, size }] as const,
  stats: () => [...jobKeys.all, 'stats'] as const,
  details: () => [...jobKeys.all, 'detail'] as const,
  detail: (id: number) => [...jobKeys.details(), id] as const,
  skills: (id: number) => [...jobKeys.detail(id), 'skills'] as const,
};

/** A refusal (4xx) will not change on retry; a network or server failure may. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
