/** Server calls of the sign-up screen and its OTP modal (spec section 7). */
import { authEndpoints, organizationEndpoints, type OrgRegisterRequest } from '@kairox/contract';
import { ApiError, callApi } from '../../lib/api-client';

/**
 * GET /org/check: 200 { exists: true } when the domain is taken; 404 when it is free.
 * Resolves to whether the domain already exists; any other failure rejects.
 */
export async function checkDomainExists(domainId: string, signal?: AbortSignal): Promise<boolean> {
  try {
    return (await callApi(organizationEndpoints.checkDomain, { query: { domainId }, signal })).exists;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

export function sendOtp(email: string) {
  return callApi(authEndpoints.sendSignupOtp, { body: { email } });
}

export function verifyOtp(email: string, otp: string) {
  return callApi(authEndpoints.verifySignupOtp, { body: { email, otp } });
}

export function registerOrganization(body: OrgRegisterRequest) {
  return callApi(organizationEndpoints.register, { body });
}
