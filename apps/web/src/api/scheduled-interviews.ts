/**
 * The calls of interview scheduling (docs/scheduling.md), shared by the Scheduled Interviews page
 * and the candidate profile's interviews card.
 */
import {
  schedulingEndpoints,
  userEndpoints,
  type CancelInterviewRequest,
  type RescheduleInterviewRequest,
  type ScheduledInterviewListQuery,
  type ScheduleInterviewRequest,
} from '@kairox/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';
import { retryUnlessRefused } from './jobs/job-keys';
import { teamQueryKey } from './team';

const interviewKeys = {
  all: ['scheduled-interviews'] as const,
  list: (query: ScheduledInterviewListQuery) => [...interviewKeys.all, 'list', query] as const,
};

/** GET /api/scheduled-interviews: one page of the organisation's interviews, soonest first. */
export function useScheduledInterviews(query: ScheduledInterviewListQuery) {
  return useQuery({
    queryKey: interviewKeys.list(query),
    queryFn: ({ signal }) => callApi(schedulingEndpoints.listScheduledInterviews, { query, signal }),
    retry: retryUnlessRefused,
    // Keep the current entries on screen while another week or filter loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/users: who may interview (the Team list's query, so both share one cache entry). */
export function useTeamMembers() {
  return useQuery({
    queryKey: teamQueryKey,
    queryFn: ({ signal }) => callApi(userEndpoints.listTeam, { signal }),
    retry: retryUnlessRefused,
  });
}

/** Every change refreshes the interview lists and the applications (a booking may move the status and adds to the history). */
function useInterviewMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: interviewKeys.all }), queryClient.invalidateQueries({ queryKey: ['applications'] })]),
  });
}

export function useScheduleInterview() {
  return useInterviewMutation((body: ScheduleInterviewRequest) => callApi(schedulingEndpoints.scheduleInterview, { body }));
}

export function useRescheduleInterview() {
  return useInterviewMutation(({ id, body }: { id: number; body: RescheduleInterviewRequest }) =>
    callApi(schedulingEndpoints.rescheduleInterview, { params: { id }, body }),
  );
}

export function useCancelInterview() {
  return useInterviewMutation(({ id, body }: { id: number; body: CancelInterviewRequest }) =>
    callApi(schedulingEndpoints.cancelInterview, { params: { id }, body }),
  );
}
