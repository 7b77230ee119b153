/**
 * Spec section 8 (Admin): which text each failed operator call shows, by HTTP status. Where the
 * spec fixes a text for a status, that text is shown; `detail` carries the server's own message
 * when it says something more specific (e.g. 'You cannot disable your own account.').
 */
import { ApiError, serverMessageOr } from '../../../lib/api-client';
import { ADMIN_FALLBACKS, ADMIN_MESSAGES } from '../messages';

export interface AdminFailure {
  /** The text to show. */
  message: string;
  /** The server's message when it differs from `message`. */
  detail?: string;
  /** The form field the failure belongs to. */
  field?: 'email';
  status?: number;
}

function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

function failure(error: unknown, message: string, field?: 'email'): AdminFailure {
  const server = serverMessageOr(error, '');
  return {
    message,
    detail: server && server !== message ? server : undefined,
    field,
    status: statusOf(error),
  };
}

/** Organisation list: 'Failed to load organizations'. */
export function describeLoadOrganizationsError(error: unknown): AdminFailure {
  return failure(error, ADMIN_MESSAGES.loadOrganizationsFailed);
}

/** Organisation bulk delete: 'Failed to delete organizations'. */
export function describeDeleteOrganizationsError(error: unknown): AdminFailure {
  return failure(error, ADMIN_MESSAGES.deleteOrganizationsFailed);
}

/** Users load: 401, 403, 404 by status, else the server message or the default. */
export function describeLoadUsersError(error: unknown): AdminFailure {
  switch (statusOf(error)) {
    case 401:
      return failure(error, ADMIN_MESSAGES.unauthorized);
    case 403:
      return failure(error, ADMIN_MESSAGES.forbidden);
    case 404:
      return failure(error, ADMIN_MESSAGES.organizationNotFound);
    default:
      return { message: serverMessageOr(error, ADMIN_MESSAGES.loadUsersFailed), status: statusOf(error) };
  }
}

/** User bulk delete: 409 dependencies, 404 not found. */
export function describeDeleteUsersError(error: unknown): AdminFailure {
  switch (statusOf(error)) {
    case 409:
      return failure(error, ADMIN_MESSAGES.deleteUsersDependencies);
    case 404:
      return failure(error, ADMIN_MESSAGES.usersNotFound);
    case 403:
      return failure(error, ADMIN_MESSAGES.forbidden);
    default:
      return { message: serverMessageOr(error, ADMIN_FALLBACKS.deleteUsersFailed), status: statusOf(error) };
  }
}

/** Register: 409 duplicate email (on the email field), 400 server message or default, 403. */
export function describeRegisterUserError(error: unknown): AdminFailure {
  switch (statusOf(error)) {
    case 409:
      return failure(error, ADMIN_MESSAGES.duplicateEmail, 'email');
    case 400:
      return { message: serverMessageOr(error, ADMIN_MESSAGES.invalidUserData), status: 400 };
    case 403:
      return failure(error, ADMIN_MESSAGES.createForbidden);
    default:
      return { message: serverMessageOr(error, ADMIN_FALLBACKS.addUserFailed), status: statusOf(error) };
  }
}

/** Update: 409 duplicate email, 404 'User not found...', 400 invalid data, 403 no permission. */
export function describeUpdateUserError(error: unknown): AdminFailure {
  switch (statusOf(error)) {
    case 409:
      return failure(error, ADMIN_MESSAGES.duplicateEmail, 'email');
    case 404:
      return failure(error, ADMIN_MESSAGES.userNotFound);
    case 400:
      return { message: serverMessageOr(error, ADMIN_MESSAGES.invalidUserData), status: 400 };
    case 403:
      return failure(error, ADMIN_FALLBACKS.updateForbidden);
    default:
      return { message: serverMessageOr(error, ADMIN_FALLBACKS.updateUserFailed), status: statusOf(error) };
  }
}

/** Enable / disable: 400 'Invalid request...', 404, 403. */
export function describeSetEnabledError(error: unknown): AdminFailure {
  switch (statusOf(error)) {
    case 400:
      return failure(error, ADMIN_MESSAGES.invalidRequest);
    case 404:
      return failure(error, ADMIN_MESSAGES.userNotFound);
    case 403:
      return failure(error, ADMIN_MESSAGES.forbidden);
    default:
      return { message: serverMessageOr(error, ADMIN_FALLBACKS.statusFailed), status: statusOf(error) };
  }
}

/** Role change: 400 'Invalid role assignment...', 404, 403. */
export function describeSetRoleError(error: unknown): AdminFailure {
  switch (statusOf(error)) {
    case 400:
      return failure(error, ADMIN_MESSAGES.invalidRoleAssignment);
    case 404:
      return failure(error, ADMIN_MESSAGES.userNotFound);
    case 403:
      return failure(error, ADMIN_MESSAGES.forbidden);
    default:
      return { message: serverMessageOr(error, ADMIN_FALLBACKS.roleFailed), status: statusOf(error) };
  }
}
