/** Server calls of the sign-up screen and its OTP modal (spec section 7). */
import type { Plan } from '@kairox/contract';
import { ApiError, apiRequest } from '../../lib/api-client';

/**
 * GET /org/check: 200 { exists: true } when the domain is taken; 404 when it is free.
 * Resolves to whether the domain already exists; any other failure rejects.
 */
export async function checkDomainExists(domainId: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const result = await apiRequest<{ exists?: boolean }>('/org/check', { query: { domainId }, signal });
    return result?.exists !== false;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

export function sendOtp(email: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/otp/send', { method: 'POST', body: { email } });
}

export function verifyOtp(email: string, otp: string): Promise<{ verified: boolean; message: string }> {
  return apiRequest<{ verified: boolean; message: string }>('/otp/verify', { method: 'POST', body: { email, otp } });
}

/** The current registration flow: organization.legalOrganizationName + admin. */
export interface RegisterOrganizationInput {
  organization: {
    legalOrganizationName: string;
    slug: string;
    domainId: string;
    country: string;
    plan: Plan;
    industry: string | null;
    companySize: string | null;
  };
  admin: {
    firstName: string;
    lastName: string;
    email: string;
    password?: string;
    phone: string | null;
  };
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

export interface RegisterOrganizationResponse {
  message: string;
  organization: { orgId: number; name: string; slug: string; domainId: string };
  admin: { id: number; email: string };
}

export function registerOrganization(input: RegisterOrganizationInput): Promise<RegisterOrganizationResponse> {
  return apiRequest<RegisterOrganizationResponse>('/org/register', { method: 'POST', body: input });
}
