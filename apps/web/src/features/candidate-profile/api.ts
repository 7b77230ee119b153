/**
 * The calls of the candidate profile. Keys live under ['applications'] so that a change made on
 * the job page or the Applications page (which invalidate that prefix) refreshes the profile too.
 */
import { applicationEndpoints, interviewEndpoints, jobEndpoints, screeningEndpoints } from '@kairox/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addNote,
  deleteApplication,
  deleteNote,
  getDuplicates,
  getNotes,
  getResumeText,
  resumeDownloadPath,
  updateApplicationStatus,
} from '../../api/applications';
import { jobKeys, retryUnlessRefused } from '../../api/jobs/job-keys';
import { ApiError, callApi } from '../../lib/api-client';
import { fetchWithToken } from '../../lib/download';

const profileKeys = {
  all: ['applications'] as const,
  profile: (id: number) => [...profileKeys.all, 'profile', id] as const,
  detail: (id: number) => [...profileKeys.profile(id), 'detail'] as const,
  history: (id: number) => [...profileKeys.profile(id), 'history'] as const,
  decisions: (id: number) => [...profileKeys.profile(id), 'ai-decisions'] as const,
  resumeFile: (id: number) => [...profileKeys.profile(id), 'resume-file'] as const,
  scorecard: (id: number) => [...profileKeys.all, 'scorecard', id] as const,
  notes: (id: number) => [...profileKeys.all, 'notes', id] as const,
  resumeText: (id: number) => [...profileKeys.all, 'resume-text', id] as const,
  related: (id: number) => [...profileKeys.profile(id), 'related'] as const,
};

function applicationQueryOptions(id: number) {
  return queryOptions({
    queryKey: profileKeys.detail(id),
    queryFn: ({ signal }) => callApi(applicationEndpoints.getApplication, { params: { id }, signal }),
    retry: retryUnlessRefused,
  });
}

export function useApplication(id: number) {
  return useQuery(applicationQueryOptions(id));
}

export function useJobTitle(jobId: number | undefined) {
  return useQuery({
    queryKey: jobKeys.detail(jobId ?? 0),
    queryFn: ({ signal }) => callApi(jobEndpoints.getJob, { params: { id: jobId! }, signal }),
    enabled: jobId !== undefined,
    retry: retryUnlessRefused,
    select: (job) => job.title,
  });
}

export function useStatusHistory(id: number) {
  return useQuery({
    queryKey: profileKeys.history(id),
    queryFn: ({ signal }) => callApi(applicationEndpoints.statusHistory, { params: { id }, signal }),
    retry: retryUnlessRefused,
  });
}

export function useAiDecisions(id: number) {
  return useQuery({
    queryKey: profileKeys.decisions(id),
    queryFn: ({ signal }) => callApi(screeningEndpoints.listAiDecisions, { params: { id }, signal }),
    retry: retryUnlessRefused,
  });
}

export function useNotes(id: number) {
  return useQuery({ queryKey: profileKeys.notes(id), queryFn: ({ signal }) => getNotes(id, signal), retry: retryUnlessRefused });
}

export function useResumeText(id: number) {
  return useQuery({ queryKey: profileKeys.resumeText(id), queryFn: ({ signal }) => getResumeText(id, signal), retry: retryUnlessRefused });
}

/** The resume file as a blob (it needs the token, so no plain URL); only fetched when it will be shown. */
export function useResumeFile(id: number, enabled: boolean) {
  return useQuery({
    queryKey: profileKeys.resumeFile(id),
    queryFn: async ({ signal }) => (await fetchWithToken(resumeDownloadPath(id), signal)).blob(),
    enabled,
    retry: retryUnlessRefused,
    // The file of an application never changes.
    staleTime: Infinity,
  });
}

/** The AI interview scorecard; null (not a failure) while the interview has not reported one (404). */
export function useScorecard(id: number) {
  return useQuery({
    queryKey: profileKeys.scorecard(id),
    queryFn: async ({ signal }) => {
      try {
        return await callApi(interviewEndpoints.getInterviewScorecard, { params: { id }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: retryUnlessRefused,
  });
}

/** The person's other applications: the organisation's applications with the same email, phone or resume file. */
export function useRelatedApplications(id: number) {
  return useQuery({
    queryKey: profileKeys.related(id),
    queryFn: ({ signal }) => getDuplicates(id, signal),
    retry: retryUnlessRefused,
  });
}

/** Everything a change to this application may have moved: its profile, the job page's lists, the job counts. */
export function useInvalidateProfile() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: profileKeys.all }), queryClient.invalidateQueries({ queryKey: jobKeys.lists() })]);
}

export function useChangeStatus(id: number) {
  const invalidate = useInvalidateProfile();
  return useMutation({ mutationFn: (status: string) => updateApplicationStatus(id, status), onSuccess: invalidate });
}

export function useDeleteApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteApplication(id),
    // The profile's own queries would answer 404 now: drop them instead of refetching.
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: profileKeys.profile(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['applications', 'applicants'] }),
        queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
      ]);
    },
  });
}

export function useAddNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addNote(id, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.notes(id) }),
  });
}

export function useDeleteNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => deleteNote(noteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.notes(id) }),
  });
}
