/** Server calls of the login screen and the reset-password modal (spec section 7). */
import { authEndpoints, type EndpointInput, type LoginRequest } from '@kairox/contract';
import { callApi } from '../lib/api-client';

export function login(body: LoginRequest) {
  return callApi(authEndpoints.login, { body });
}

export function requestPasswordResetOtp(email: string) {
  return callApi(authEndpoints.sendPasswordResetOtp, { query: { email } });
}

export function resetPassword(body: EndpointInput<typeof authEndpoints.resetPassword>['body']) {
  return callApi(authEndpoints.resetPassword, { body });
}
