import { describe, expect, it } from 'vitest';
import { resetCodeFormSchema, type ResetCodeValues } from './reset-password-schema';

const filled: ResetCodeValues = { otp: '123456', domainId: 'ACME.COM', newPassword: 'new-password-1', confirmPassword: 'new-password-1' };

function problems(values: Partial<ResetCodeValues>) {
  return resetCodeFormSchema.safeParse({ ...filled, ...values }).error?.issues.map(({ path, message }) => ({ path, message })) ?? [];
}

describe('resetCodeFormSchema', () => {
  it('says every empty field needs filling before anything else', () => {
    expect(problems({ otp: ' ', newPassword: '', confirmPassword: 'other' })).toEqual([
      { path: ['otp'], message: 'Please fill in all fields' },
      { path: ['newPassword'], message: 'Please fill in all fields' },
    ]);
  });

  it('then compares the passwords, before their length', () => {
    expect(problems({ newPassword: 'short', confirmPassword: 'other' })).toEqual([{ path: ['confirmPassword'], message: 'Passwords do not match' }]);
  });

  it("then applies the reset request's own rules", () => {
    expect(problems({ newPassword: 'short', confirmPassword: 'short' })).toEqual([
      { path: ['newPassword'], message: 'Password must be at least 8 characters long' },
    ]);
    expect(problems({ otp: '123' })).toEqual([{ path: ['otp'], message: 'OTP must be 6 digits' }]);
  });

  it('hands over the trimmed request fields', () => {
    expect(resetCodeFormSchema.parse({ ...filled, otp: ' 123456 ', domainId: ' ACME.COM ' })).toEqual(filled);
  });
});
