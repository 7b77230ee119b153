import type { Applicant, ApplicationPage } from '@kairox/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { jobKeys } from '../../../api/jobs/job-keys';
import { ApiError } from '../../../lib/api-client';
import { IN_FLIGHT_RESUME_STATUSES, PROCESSING_POLL_MS } from '../constants';
import {
  addNote,
  createApplication,
  deleteApplication,
  deleteNote,
  getApplicants,
  getNotes,
  getResumeText,
  massUpload,
  updateApplicationStatus,
  type ApplicantPart,
} from '../../../api/applications';
import { candidateKeys } from './keys';

/**
 * A refetch interval that polls every few seconds while any candidate's resume still waits for or
 * undergoes processing, so 'AI Processing...' turns into results; it stops after a failure.
 */
export function pollWhileProcessing<T>(rowsOf: (data: T) => readonly Pick<Applicant, 'resumeStatus'>[]) {
  return <Key extends readonly unknown[]>(query: Query<T, Error, T, Key>): number | false => {
    const data = query.state.data;
    if (query.state.status === 'error' || data === undefined) return false;
    return rowsOf(data).some((row) => IN_FLIGHT_RESUME_STATUSES.includes(row.resumeStatus)) ? PROCESSING_POLL_MS : false;
  };
}

/** A refusal (4xx) will not change on retry; a network or server failure is retried once. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function applicantsQueryOptions(jobId: number, page: number, size: number) {
  return queryOptions({
    queryKey: candidateKeys.page(jobId, page, size),
    queryFn: ({ signal }) => getApplicants(jobId, page, size, signal),
    refetchInterval: pollWhileProcessing((page: ApplicationPage) => page.content),
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

/** One page of a job's candidates; the previous page stays on screen while the next loads. */
export function useApplicantsPage(jobId: number, page: number, size: number) {
  return useQuery({ ...applicantsQueryOptions(jobId, page, size), placeholderData: keepPreviousData });
}

/** Refreshes everything application-shaped: the job page's lists and the job lists, which carry each job's count. */
export function useInvalidateApplications() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: candidateKeys.all }), queryClient.invalidateQueries({ queryKey: jobKeys.lists() })]);
}

export function useCreateApplication() {
  return useMutation({ mutationFn: ({ applicant, cv }: { applicant: ApplicantPart; cv: File }) => createApplication(applicant, cv) });
}

export function useMassUpload() {
  return useMutation({ mutationFn: ({ jobId, files }: { jobId: number; files: File[] }) => massUpload(jobId, files) });
}

export function useUpdateStatus() {
  return useMutation({
    mutationFn: ({ id, status, message }: { id: number; status: string; message?: string }) => updateApplicationStatus(id, status, message),
  });
}

export function useDeleteApplication() {
  return useMutation({ mutationFn: (id: number) => deleteApplication(id) });
}

export function useNotes(applicationId: number, enabled = true) {
  return useQuery({
    queryKey: candidateKeys.notes(applicationId),
    queryFn: ({ signal }) => getNotes(applicationId, signal),
    enabled,
    staleTime: 0,
    retry: false,
  });
}

export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) => addNote(id, content),
    onSuccess: (_note, { id }) => queryClient.invalidateQueries({ queryKey: candidateKeys.notes(id) }),
  });
}

export function useDeleteNote(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => deleteNote(noteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKeys.notes(applicationId) }),
  });
}

export function useResumeText(applicationId: number) {
  return useQuery({
    queryKey: candidateKeys.resumeText(applicationId),
    queryFn: ({ signal }) => getResumeText(applicationId, signal),
    staleTime: 0,
    retry: false,
  });
}
