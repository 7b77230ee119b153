/**
 * The interview calls of the AI Interview Insights modal (spec sections 7 and 9):
 * GET /api/interviews/{id} (the scorecard) and GET /api/interviews/complete-logs/{id} (the
 * interview insight record with its logDetails). Each call times out after 8 s; a 404 (no
 * interview yet) is "nothing", not a failure.
 */
import { fillPath, interviewEndpoints, type InterviewRecord, type InterviewScorecard } from '@kairox/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';
import { ENRICHMENT_TIMEOUT_MS } from '../constants';
import { candidateKeys } from './keys';

export const INTERVIEW_TIMEOUT_MS = ENRICHMENT_TIMEOUT_MS;

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

/** Runs `read` with a time-out; its answer, or null on 404. Other failures reject. */
async function readOrNullOn404<T>(
  path: string,
  read: (signal: AbortSignal) => Promise<T>,
  { signal, timeoutMs = INTERVIEW_TIMEOUT_MS }: InterviewCallOptions = {},
): Promise<T | null> {
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
    return await Promise.race([read(controller.signal), deadline]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    if (timedOut) throw new InterviewTimeoutError(path, timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** GET /api/interviews/{id}: the scorecard, or null until one exists. */
export function getInterviewScorecard(id: number, options?: InterviewCallOptions): Promise<InterviewScorecard | null> {
  const endpoint = interviewEndpoints.getInterviewScorecard;
  return readOrNullOn404(fillPath(endpoint.path, { id }), (signal) => callApi(endpoint, { params: { id }, signal }), options);
}

/** GET /api/interviews/complete-logs/{id}: the record with every event, or null before the first event. */
export function getInterviewRecord(id: number, options?: InterviewCallOptions): Promise<InterviewRecord | null> {
  const endpoint = interviewEndpoints.getInterviewRecord;
  return readOrNullOn404(fillPath(endpoint.path, { id }), (signal) => callApi(endpoint, { params: { id }, signal }), options);
}

export interface InterviewAnswers {
  /** Null on 404 or failure. */
  scorecard: InterviewScorecard | null;
  /** Null on 404 or failure. */
  record: InterviewRecord | null;
  /** True when one of the two calls failed (other than 404); the other's answer is still shown. */
  partialFailure: boolean;
}

/** Both calls side by side. Rejects only when both fail; a 404 counts as an answer of null. */
export async function getInterviewAnswers(id: number, options?: InterviewCallOptions): Promise<InterviewAnswers> {
  const [scorecard, record] = await Promise.allSettled([getInterviewScorecard(id, options), getInterviewRecord(id, options)]);
  if (scorecard.status === 'rejected' && record.status === 'rejected') throw scorecard.reason;
  return {
    scorecard: scorecard.status === 'fulfilled' ? scorecard.value : null,
    record: record.status === 'fulfilled' ? record.value : null,
    partialFailure: scorecard.status === 'rejected' || record.status === 'rejected',
  };
}

const interviewInsightsKey = (applicationId: number) => [...candidateKeys.all, 'interview-insights', applicationId] as const;

/** The insights modal's data: read fresh each time it opens, never retried automatically. */
function interviewAnswersQueryOptions(applicationId: number, timeoutMs: number = INTERVIEW_TIMEOUT_MS) {
  return queryOptions({
    queryKey: interviewInsightsKey(applicationId),
    queryFn: ({ signal }) => getInterviewAnswers(applicationId, { signal, timeoutMs }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useInterviewAnswers(applicationId: number, timeoutMs: number = INTERVIEW_TIMEOUT_MS) {
  return useQuery(interviewAnswersQueryOptions(applicationId, timeoutMs));
}
