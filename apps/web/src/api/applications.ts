import { type Note, type UpdateApplicationRequest, applicationEndpoints, duplicateEndpoints, fillPath, noteEndpoints } from '@kairox/contract';
import { callApi } from '../lib/api-client';

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
export function createApplication(applicant: ApplicantPart, cv: File) {
  return callApi(applicationEndpoints.createApplication, { body: applicationFormData(applicant, cv) });
}

/** POST /api/applications/mass-upload: `jobId` then the repeated `files` parts. */
export function massUpload(jobId: number, files: File[]) {
  const form = new FormData();
  form.append('jobId', String(jobId));
  for (const file of files) form.append('files', file, file.name);
  return callApi(applicationEndpoints.massUpload, { body: form });
}

export function getApplicants(jobId: number, page: number, size: number, signal?: AbortSignal) {
  return callApi(applicationEndpoints.listApplicants, { params: { jobId }, query: { page: String(page), size: String(size) }, signal });
}

/** PUT /api/applications/{id}/status; `notifyCandidate` also emails the candidate the status's template (docs/emails.md). */
export function updateApplicationStatus(id: number, status: string, message?: string, notifyCandidate?: boolean) {
  return callApi(applicationEndpoints.updateStatus, {
    params: { id },
    body: { status, ...(message === undefined ? {} : { message }), ...(notifyCandidate ? { notifyCandidate } : {}) },
  });
}

export function updateApplication(id: number, body: UpdateApplicationRequest) {
  return callApi(applicationEndpoints.updateApplication, { params: { id }, body });
}

export function deleteApplication(id: number) {
  return callApi(applicationEndpoints.deleteApplication, { params: { id } });
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

/** The organisation's other applications matching this one: the same email, phone or resume file. */
export function getDuplicates(id: number, signal?: AbortSignal) {
  return callApi(duplicateEndpoints.listDuplicates, { params: { id }, signal });
}

export async function getResumeText(id: number, signal?: AbortSignal): Promise<string> {
  const { resumeText } = await callApi(applicationEndpoints.getResumeText, { params: { id }, signal });
  return resumeText;
}

/** Where the resume file downloads from (fetched with the token, see lib/download: callApi reads JSON only). */
export const resumeDownloadPath = (id: number) => fillPath(applicationEndpoints.downloadResume.path, { id });
