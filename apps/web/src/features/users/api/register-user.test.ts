import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { describeRegisterUserError } from './register-user';

describe('describeRegisterUserError', () => {
  it('puts a duplicate email on the email field', () => {
    expect(describeRegisterUserError(new ApiError(409, 'x', null))).toEqual({
      field: 'email',
      message: 'User with this email already exists',
    });
  });

  it('uses the spec text for 400', () => {
    expect(describeRegisterUserError(new ApiError(400, 'x', { message: 'firstName: Required' }))).toEqual({
      field: null,
      message: 'Invalid user data provided',
    });
  });

  it("prefers the server's message for other statuses and falls back to the default", () => {
    expect(describeRegisterUserError(new ApiError(500, 'x', { message: 'Down for maintenance' })).message).toBe('Down for maintenance');
    expect(describeRegisterUserError(new Error('network')).message).toBe('Failed to add user. Please try again.');
  });
});
