import { USER_MESSAGES, userEndpoints, type UserRegisterRequest } from '@kairox/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamQueryKey } from '../../../api/team';
import { ApiError, callApi, serverMessageOr } from '../../../lib/api-client';

/** POST /users/register: creates a ROLE_USER in the caller's organisation (DECISIONS.md). */
function registerUser(body: UserRegisterRequest) {
  return callApi(userEndpoints.registerUser, { body });
}

export function useRegisterUser() {
  const queryClient = useQueryClient();
  // The Team page lists the new user at once.
  return useMutation({ mutationFn: registerUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }) });
}

/** Where a failed registration is shown: under the email field, or as the form's general banner. */
export type RegisterUserFailure = { field: 'email'; message: string } | { field: null; message: string };

/** Spec section 8, add user: 409 on the email field, 400 and the rest as a banner. */
export function describeRegisterUserError(error: unknown): RegisterUserFailure {
  if (error instanceof ApiError && error.status === 409) return { field: 'email', message: USER_MESSAGES.duplicateEmail };
  if (error instanceof ApiError && error.status === 400) return { field: null, message: USER_MESSAGES.invalidData };
  return { field: null, message: serverMessageOr(error, USER_MESSAGES.addFailed) };
}
