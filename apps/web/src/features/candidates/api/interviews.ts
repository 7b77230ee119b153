/**
 * The interview calls of the AI Interview Insights modal (spec sections 7 and 9):
 * GET /api/interviews/{id} (the scorecard) and GET /api/interviews/complete-logs/{id} (the
 * interview insight record with logDetails, or a bare array of events). Each call times out after
 * 8 s; a 404 (no interview yet) is "nothing", not a failure.
 */
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { ENRICHMENT_TIMEOUT_MS } from '../constants';
import { candidateKeys } from './keys';

export const INTERVIEW_TIMEOUT_MS = ENRICHMENT_TIMEOUT_MS;

export const interviewScorecardPath = (id: number) => `/api/interviews/${id}`;
export const interviewLogsPath = (id: number) => `/api/interviews/complete-logs/${id}`;

/** Thrown when a call takes longer than its time-out. */
export class InterviewTimeoutError extends Error {
  constructor(path: string, timeoutMs: number) {
    super(`${path} did not answer within ${timeoutMs} ms`);
    this.name = 'InterviewTimeoutError';
  }
}

export interface InterviewCallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** GET `path` with a time-out; the body, or null on 404 (or an empty body). Other failures reject. */
export async function getOrNullOn404(path: string, { signal, timeoutMs = INTERVIEW_TIMEOUT_MS }: InterviewCallOptions = {}): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new InterviewTimeoutError(path, timeoutMs));
  }, timeoutMs);
  // A fetch that ignores its signal still gives up at the time-out.
  const deadline = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(timedOut ? new InterviewTimeoutError(path, timeoutMs) : controller.signal.reason), {
      once: true,
    });
  });
  deadline.catch(() => {});
  try {
    return (await Promise.race([apiRequest<unknown>(path, { signal: controller.signal }), deadline])) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    if (timedOut) throw new InterviewTimeoutError(path, timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

export function getInterviewScorecard(id: number, options?: InterviewCallOptions): Promise<unknown> {
  return getOrNullOn404(interviewScorecardPath(id), options);
}

export function getInterviewLogs(id: number, options?: InterviewCallOptions): Promise<unknown> {
  return getOrNullOn404(interviewLogsPath(id), options);
}

export interface InterviewAnswers {
  /** GET /api/interviews/{id}; null on 404 or failure. */
  scorecard: unknown;
  /** GET /api/interviews/complete-logs/{id}; null on 404 or failure. */
  logs: unknown;
  /** True when one of the two calls failed (other than 404); the other's answer is still shown. */
  partialFailure: boolean;
}

/** Both calls side by side. Rejects only when both fail; a 404 counts as an answer of null. */
export async function getInterviewAnswers(id: number, options?: InterviewCallOptions): Promise<InterviewAnswers> {
  const [scorecard, logs] = await Promise.allSettled([getInterviewScorecard(id, options), getInterviewLogs(id, options)]);
  if (scorecard.status === 'rejected' && logs.status === 'rejected') throw scorecard.reason;
  return {
    scorecard: scorecard.status === 'fulfilled' ? scorecard.value : null,
    logs: logs.status === 'fulfilled' ? logs.value : null,
    partialFailure: scorecard.status === 'rejected' || logs.status === 'rejected',
  };
}

export const interviewInsightsKey = (applicationId: number) => [...candidateKeys.all, 'interview-insights', applicationId] as const;

/** The insights modal's data: read fresh each time it opens, never retried automatically. */
export function useInterviewAnswers(applicationId: number, timeoutMs: number = INTERVIEW_TIMEOUT_MS) {
  return useQuery({
    queryKey: interviewInsightsKey(applicationId),
    queryFn: ({ signal }) => getInterviewAnswers(applicationId, { signal, timeoutMs }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
