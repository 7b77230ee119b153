/**
 * Arranging jobs and candidates through the API, for the browser tests of the candidate screens.
 * Each test creates its own job (so the demo jobs that other tests read stay untouched) and its own
 * candidates.
 */
import type { Page } from 'playwright-core';
import { apiRequest, unique } from './api';
import { pdfFile, type FilePayload, type ResumeContent } from './files';

/** A unique tag of letters only: resume processing takes a first line of letters as the name. */
export function letterTag(length = 6): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz';
  const seed = unique();
  let tag = '';
  for (let index = 0; index < length; index += 1) {
    const code = (seed.charCodeAt(seed.length - 1 - (index % seed.length)) + Math.floor(Math.random() * 26)) % 26;
    tag += alphabet[code];
  }
  return tag;
}

/** A phone no other candidate has: one shared by all would flag every candidate as a duplicate of the others. */
function distinctPhone(): string {
  return `+1 555 ${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** 'xqzt' -> 'Xqzt'. */
export const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

export interface Applicant {
  candidateName: string;
  candidateEmail: string;
  candidatePhone?: string;
  experience?: string;
  skills?: string;
  motivation?: string;
  status?: string;
}

/** An applicant no other test has: "{first} {Tag}" at "{first}.{tag}@{domain}". */
export function uniqueApplicant(first: string, domain: string): Applicant {
  const tag = letterTag();
  return { candidateName: `${first} ${capitalized(tag)}`, candidateEmail: `${first.toLowerCase()}.${tag}@${domain}` };
}

export interface ApplicationRow {
  id: number;
  jobId: number;
  candidateName: string;
  candidateEmail: string | null;
  candidatePhone: string | null;
  status: string;
  score: number | null;
  resumeStatus: string;
  resumeError: string | null;
  sourceChannel: string | null;
  /** The candidate's agreement to the privacy notice (GET /api/applications/{id} only; null when staff added them). */
  privacyConsent?: { givenAt: string; noticeVersion: string } | null;
}

/**
 * POST /api/applications/applications (multipart `applicant` JSON + `cv`) as a staff member; the
 * resume is a generated PDF naming the candidate unless `cv` is given.
 */
export async function addCandidateViaApi(
  baseUrl: string,
  token: string,
  jobId: number,
  applicant: Applicant,
  cv?: FilePayload,
): Promise<ApplicationRow> {
  const file =
    cv ?? (await pdfFile(`${applicant.candidateName.replace(/\s+/g, '_')}.pdf`, { name: applicant.candidateName, email: applicant.candidateEmail }));
  const form = new FormData();
  form.append(
    'applicant',
    JSON.stringify({
      candidatePhone: distinctPhone(),
      experience: '5 years of web development',
      skills: 'TypeScript, React, Node.js',
      motivation: 'I like the product.',
      status: 'qualified',
      score: 0,
      sourceChannel: 'manual',
      resumeUrl: null,
      ...applicant,
      jobId,
    }),
  );
  form.append('cv', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  return apiRequest<ApplicationRow>(baseUrl, 'POST', '/api/applications/applications', { token, form });
}

export interface ApplicantsPage {
  content: ApplicationRow[];
  totalElements: number;
  totalPages: number;
}

export function listApplicantsViaApi(baseUrl: string, token: string, jobId: number, size = 100): Promise<ApplicantsPage> {
  return apiRequest<ApplicantsPage>(baseUrl, 'GET', `/api/applications/applicants/${jobId}?page=0&size=${size}`, { token });
}

export function getApplicationViaApi(baseUrl: string, token: string, id: number): Promise<ApplicationRow> {
  return apiRequest<ApplicationRow>(baseUrl, 'GET', `/api/applications/${id}`, { token });
}

export interface Note {
  id: number;
  note: string;
  noteType: string;
}

export function notesViaApi(baseUrl: string, token: string, id: number): Promise<Note[]> {
  return apiRequest<Note[]>(baseUrl, 'GET', `/api/applications/${id}/notes`, { token });
}

export function statusHistoryViaApi(
  baseUrl: string,
  token: string,
  id: number,
): Promise<Array<{ fromStatus: string | null; toStatus: string; reason: string | null }>> {
  return apiRequest(baseUrl, 'GET', `/api/applications/${id}/status-history`, { token });
}

/** Polls until the application's resume processing has finished (COMPLETED or FAILED); usable in hooks too. */
export async function waitForResumeProcessed(baseUrl: string, token: string, id: number, timeoutMs = 30_000): Promise<ApplicationRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await getApplicationViaApi(baseUrl, token, id);
    if (row.resumeStatus === 'COMPLETED' || row.resumeStatus === 'FAILED') return row;
    if (Date.now() > deadline) {
      throw new Error(`Application ${id}: resume still ${row.resumeStatus} after ${timeoutMs} ms (${row.resumeError ?? 'no error'})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A resume for a candidate whose name is `name` (first line) with that email. */
export function resumeOf(name: string, email: string): ResumeContent {
  return { name, email, phone: '+1 415 555 0142' };
}

export interface UploadTimeline {
  /** performance.now() in the page when the upload overlay appeared, was removed, and when the toast with the text appeared. */
  overlayShown: number | null;
  overlayHidden: number | null;
  toastShown: number | null;
}

/**
 * Watches the page (a MutationObserver, so no polling gaps) for the upload overlay appearing and
 * going, and for a toast containing `toastText`. Call before the click that uploads; the returned
 * function reads what was seen.
 */
export async function watchUploadTimeline(page: Page, toastText: string): Promise<() => Promise<UploadTimeline>> {
  await page.evaluate((wanted) => {
    const state: { overlayShown: number | null; overlayHidden: number | null; toastShown: number | null } = {
      overlayShown: null,
      overlayHidden: null,
      toastShown: null,
    };
    (window as unknown as { __uploadTimeline: typeof state }).__uploadTimeline = state;
    const check = () => {
      const now = performance.now();
      const overlay = document.querySelector('[data-testid="upload-overlay"]');
      if (overlay && state.overlayShown === null) state.overlayShown = now;
      if (!overlay && state.overlayShown !== null && state.overlayHidden === null) state.overlayHidden = now;
      if (state.toastShown === null) {
        const toasts = Array.from(document.querySelectorAll('[data-sonner-toast]'));
        if (toasts.some((toast) => (toast.textContent ?? '').includes(wanted))) state.toastShown = now;
      }
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, toastText);
  return () => page.evaluate(() => (window as unknown as { __uploadTimeline: UploadTimeline }).__uploadTimeline);
}
