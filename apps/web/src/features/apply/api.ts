import type { SubmittedApplication } from '@kairox/contract';
import { ApiError, extractErrorMessage } from '../../lib/api-client';
import { API_BASE_URL } from '../../lib/config';
import { applicationFormData, type ApplicantPart } from '../candidates/api/applications';

/**
 * POST /api/applications/applications from the public assistant. DECISIONS.md: it posts WITHOUT
 * a token (even when a staff member happens to be signed in in this browser), so the server finds
 * the tenant from the job and accepts only ACTIVE jobs before their cutoff date.
 */
export async function submitPublicApplication(applicant: ApplicantPart, cv: File): Promise<SubmittedApplication> {
  const response = await fetch(`${API_BASE_URL}/api/applications/applications`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: applicationFormData(applicant, cv),
  });
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) throw new ApiError(response.status, extractErrorMessage(body), body);
  return body as SubmittedApplication;
}
