import {
  type Application,
  type ApplicationPage,
  type MassUploadResponse,
  type Note,
  type ResumeTextResponse,
  type SubmittedApplication,
  type UpdateApplicationRequest,
  noteEndpoints,
} from '@kairox/contract';
import { apiRequest, callApi } from '../../../lib/api-client';

/** The `applicant` part of POST /api/applications/applications (spec section 3). */
export interface ApplicantPart {
  candidateName: string;
  candidateEmail: string;
  candidatePhone: string;
  status: 'qualified';
  score: 0;
  sourceChannel: string;
  resumeUrl: null;
  experience: string;
  skills: string;
  motivation: string;
  jobId: number;
}

/** The multipart body: `applicant` as a JSON string and the resume as `cv`. */
export function applicationFormData(applicant: ApplicantPart, cv: File): FormData {
  const form = new FormData();
  form.append('applicant', JSON.stringify(applicant));
  form.append('cv', cv, cv.name);
  return form;
}

/** POST /api/applications/applications (dashboard Add Candidate, with the staff token). */
export function createApplication(applicant: ApplicantPart, cv: File): Promise<SubmittedApplication> {
  return apiRequest<SubmittedApplication>('/api/applications/applications', { method: 'POST', body: applicationFormData(applicant, cv) });
}

/** POST /api/applications/mass-upload: `jobId` then the repeated `files` parts. */
export function massUpload(jobId: number, files: File[]): Promise<MassUploadResponse> {
  const form = new FormData();
  form.append('jobId', String(jobId));
  for (const file of files) form.append('files', file, file.name);
  return apiRequest<MassUploadResponse>('/api/applications/mass-upload', { method: 'POST', body: form });
}

/** GET /api/applications/applicants/{jobId}?page&size; a malformed body reads as an empty page. */
export async function getApplicants(jobId: number, page: number, size: number, signal?: AbortSignal): Promise<ApplicationPage> {
  const body = await apiRequest<Partial<ApplicationPage> | null>(`/api/applications/applicants/${jobId}`, {
    query: { page, size },
    signal,
  });
  const content = Array.isArray(body?.content) ? body.content : [];
  const totalElements = Number.isFinite(body?.totalElements) ? Number(body?.totalElements) : content.length;
  const totalPages = Number.isFinite(body?.totalPages) ? Number(body?.totalPages) : content.length > 0 ? 1 : 0;
  return {
    content,
    totalElements,
    totalPages,
    number: Number.isFinite(body?.number) ? Number(body?.number) : page,
    size: Number.isFinite(body?.size) ? Number(body?.size) : size,
    first: body?.first ?? page === 0,
    last: body?.last ?? page >= totalPages - 1,
  };
}

export function updateApplicationStatus(id: number, status: string, message?: string): Promise<Application> {
  return apiRequest<Application>(`/api/applications/${id}/status`, {
    method: 'PUT',
    body: message === undefined ? { status } : { status, message },
  });
}

export function updateApplication(id: number, body: UpdateApplicationRequest): Promise<Application> {
  return apiRequest<Application>(`/api/applications/updateApplication/${id}`, { method: 'PUT', body });
}

export function deleteApplication(id: number): Promise<unknown> {
  return apiRequest<unknown>(`/api/applications/${id}`, { method: 'DELETE' });
}

export function getNotes(id: number, signal?: AbortSignal): Promise<Note[]> {
  return callApi(noteEndpoints.listNotes, { params: { id }, signal });
}

export function addNote(id: number, content: string): Promise<Note> {
  return callApi(noteEndpoints.addNote, { params: { id }, body: { content } });
}

export function deleteNote(noteId: number) {
  return callApi(noteEndpoints.deleteNote, { params: { noteId } });
}

export async function getResumeText(id: number, signal?: AbortSignal): Promise<string> {
  const body = await apiRequest<Partial<ResumeTextResponse> | null>(`/api/applications/${id}/resume-text`, { signal });
  return typeof body?.resumeText === 'string' ? body.resumeText : '';
}

/** Where the resume file downloads from (fetched with the token, see lib/download). */
export const resumeDownloadPath = (id: number) => `/api/applications/${id}/resume`;
