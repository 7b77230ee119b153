import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  describeDeleteOrganizationsError,
  describeDeleteUsersError,
  describeLoadOrganizationsError,
  describeLoadUsersError,
  describeRegisterUserError,
  describeSetEnabledError,
  describeSetRoleError,
  describeUpdateUserError,
} from './errors';

const api = (status: number, message?: string) => new ApiError(status, message ?? 'An error occurred', message ? { message, error: 'CODE' } : null);

describe('operator error texts (spec section 8)', () => {
  it('organizations', () => {
    expect(describeLoadOrganizationsError(api(500)).message).toBe('Failed to load organizations');
    expect(describeDeleteOrganizationsError(api(409, 'busy'))).toMatchObject({
      message: 'Failed to delete organizations',
      detail: 'busy',
    });
  });

  it('users load', () => {
    expect(describeLoadUsersError(api(401)).message).toBe('Unauthorized access. Please login again.');
    expect(describeLoadUsersError(api(403)).message).toBe('Access denied. Insufficient permissions.');
    expect(describeLoadUsersError(api(404)).message).toBe('Organization not found.');
    expect(describeLoadUsersError(api(500, 'Database down')).message).toBe('Database down');
    expect(describeLoadUsersError(api(500)).message).toBe('Failed to load users. Please try again.');
    expect(describeLoadUsersError(new TypeError('Failed to fetch')).message).toBe('Failed to load users. Please try again.');
  });

  it('user delete', () => {
    expect(describeDeleteUsersError(api(409)).message).toBe('Cannot delete users. Some users may have dependencies.');
    expect(describeDeleteUsersError(api(404)).message).toBe('Some users were not found.');
    expect(describeDeleteUsersError(api(400, 'You cannot delete your own account.')).message).toBe('You cannot delete your own account.');
  });

  it('register', () => {
    expect(describeRegisterUserError(api(409))).toMatchObject({
      message: 'Email already exists. Please use a different email address.',
      field: 'email',
    });
    expect(describeRegisterUserError(api(400, 'Bad phone')).message).toBe('Bad phone');
    expect(describeRegisterUserError(api(400)).message).toBe('Invalid user data. Please check all fields.');
    expect(describeRegisterUserError(api(403)).message).toBe('Access denied. Insufficient permissions to create users.');
  });

  it('update', () => {
    expect(describeUpdateUserError(api(404)).message).toBe('User not found. They may have been deleted.');
    expect(describeUpdateUserError(api(409))).toMatchObject({ field: 'email' });
    expect(describeUpdateUserError(api(400)).message).toBe('Invalid user data. Please check all fields.');
    expect(describeUpdateUserError(api(403)).message).toBe('Access denied. Insufficient permissions to update users.');
  });

  it('enable/disable and role change', () => {
    expect(describeSetEnabledError(api(400, 'You cannot disable your own account.'))).toMatchObject({
      message: 'Invalid request. Please try again.',
      detail: 'You cannot disable your own account.',
    });
    expect(describeSetEnabledError(api(404)).message).toBe('User not found. They may have been deleted.');
    expect(describeSetRoleError(api(400)).message).toBe('Invalid role assignment. Please try again.');
    expect(describeSetRoleError(api(400)).detail).toBeUndefined();
    expect(describeSetRoleError(api(403)).message).toBe('Access denied. Insufficient permissions.');
  });
});
