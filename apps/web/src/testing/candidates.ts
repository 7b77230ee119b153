/** Test-only fixtures and toast checks for the candidate screens and the assistant (not imported by app code). */
import type { Applicant } from '@kairox/contract';
import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** A row of the job page's list; `hasScorecard` is false unless the test gives the candidate an AI interview. */
export function makeApplication(id: number, overrides: Partial<Applicant> = {}): Applicant {
  return {
    id,
    jobId: 42,
    candidateName: `Candidate ${id}`,
    candidateEmail: `candidate${id}@example.com`,
    candidatePhone: '+919876543210',
    status: 'QUALIFIED',
    score: null,
    aiScore: null,
    scoreEngineVersion: null,
    scoreOverridden: false,
    profile: null,
    proposedStatus: null,
    proposedReason: null,
    resumeStatus: 'COMPLETED',
    resumeError: null,
    sourceChannel: 'manual',
    experience: null,
    skills: null,
    motivation: null,
    noticePeriod: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    duplicateOfId: null,
    hasScorecard: false,
    duplicateCount: 0,
    ...overrides,
  };
}

export function applicationPage(content: Applicant[], { page = 0, size = 20, totalElements = content.length } = {}) {
  const totalPages = Math.ceil(totalElements / size);
  return { content, totalElements, totalPages, number: page, size, first: page === 0, last: page >= totalPages - 1 };
}

export function pdf(name: string, size = 2048): File {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.4'));
  return new File([bytes], name, { type: 'application/pdf', lastModified: 1_700_000_000_000 });
}

/** A file that claims a size without allocating it (for the 10 MB checks). */
export function fileOfSize(name: string, size: number, type = 'application/pdf'): File {
  const file = new File(['x'], name, { type, lastModified: 1_700_000_000_000 });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A toast with this message (and title, when given) is on screen. */
export async function expectToast(message: string, title?: string) {
  await waitFor(() => {
    const toasts = Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]')).filter(
      (toast) => within(toast).queryByText(message) !== null,
    );
    expect(toasts.length, `a toast saying "${message}"`).toBeGreaterThan(0);
    if (title)
      expect(
        toasts.some((toast) => within(toast).queryByText(title) !== null),
        `titled "${title}"`,
      ).toBe(true);
  });
}

export function toastTexts(): string[] {
  return Array.from(document.querySelectorAll('[data-sonner-toast]')).map((toast) => toast.textContent ?? '');
}
