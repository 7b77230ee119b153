/** Server calls of the login screen and the reset-password modal (spec section 7). */
import type { LoginResponse } from '@kairox/contract';
import { apiRequest } from '../../lib/api-client';

export interface LoginInput {
  userName: string;
  password: string;
  domainId: string;
}

export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/login', { method: 'POST', body: input });
}

export function requestPasswordResetOtp(email: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/forgot-password/otp', { query: { email } });
}

export interface ResetPasswordInput {
  email: string;
  otp: string;
  domainId: string;
  newPassword: string;
}

export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/forgot-password', { method: 'POST', body: input });
}
