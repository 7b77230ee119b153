import { applicationEndpoints } from '@kairox/contract';
import { callApi } from '../../lib/api-client';
import { applicationFormData, type ApplicantPart } from '../../api/applications';

/**
 * POST /api/applications/applications from the public assistant. DECISIONS.md: it posts WITHOUT
 * a token (even when a staff member happens to be signed in in this browser), so the server finds
 * the tenant from the job and accepts only ACTIVE jobs before their cutoff date.
 */
export function submitPublicApplication(applicant: ApplicantPart, cv: File) {
  return callApi(applicationEndpoints.createApplication, { body: applicationFormData(applicant, cv), anonymous: true });
}
