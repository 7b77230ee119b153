import { describe, expect, it } from 'vitest';
import { forgotPasswordRequestSchema, loginRequestSchema, otpVerifyRequestSchema } from './auth.js';
import { orgRegisterRequestSchema } from './organizations.js';
import { addUserFormSchema } from './users.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('orgRegisterRequestSchema', () => {
  const organization = { slug: 'acme', domainId: 'acme.com', country: 'India', plan: 'FREE_TRIAL', industry: '', companySize: '201-1000' };
  const person = { firstName: 'Jane', lastName: 'Doe', email: 'Jane@Acme.com', password: '', phone: '+91 98765 43210' };

  it('normalises the current flow', () => {
    const parsed = orgRegisterRequestSchema.parse({ organization: { legalOrganizationName: 'Acme', ...organization }, admin: person });
    expect(parsed).toEqual({
      organization: { name: 'Acme', slug: 'acme', domainId: 'ACME.COM', country: 'India', plan: 'FREE_TRIAL', industry: null, companySize: 201 },
      admin: { firstName: 'Jane', lastName: 'Doe', email: 'jane@acme.com', password: null, phone: '+91 98765 43210' },
    });
  });

  it('normalises the earlier flow the same way', () => {
    const parsed = orgRegisterRequestSchema.parse({ organization: { name: 'Acme', ...organization, companySize: 201 }, user: person });
    expect(parsed.organization.name).toBe('Acme');
    expect(parsed.admin.email).toBe('jane@acme.com');
  });

  it('refuses refused consent and personal domains with the spec messages', () => {
    const consent = orgRegisterRequestSchema.safeParse({
      organization: { legalOrganizationName: 'Acme', ...organization },
      admin: person,
      acceptPrivacy: false,
    });
    expect(firstMessage(consent)).toBe('You must accept the privacy policy');
    const personal = orgRegisterRequestSchema.safeParse({
      organization: { legalOrganizationName: 'Acme', ...organization },
      admin: { ...person, email: 'jane@hotmail.com' },
    });
    expect(firstMessage(personal)).toBe('Personal email domains are not allowed. Please use your company email.');
  });

  it('refuses a disguised personal domain, and an email with an invisible character as invalid', () => {
    const withEmail = (email: string) =>
      orgRegisterRequestSchema.safeParse({ organization: { legalOrganizationName: 'Acme', ...organization }, admin: { ...person, email } });
    for (const email of ['jane@gmail.com.', 'jane@mail.gmail.com', 'jane@googlemail.com', 'jane@gmаil.com']) {
      expect(firstMessage(withEmail(email)), email).toBe('Personal email domains are not allowed. Please use your company email.');
    }
    expect(firstMessage(withEmail('jane@gm\u200bail.com'))).toBe('Invalid email format');
  });
});

describe('addUserFormSchema', () => {
  const form = { firstName: 'A', lastName: 'B', email: 'a@acme.com', password: 'longenough', confirmPassword: 'longenough', phone: '+919876543210' };
  it('accepts a valid form and checks the confirmation', () => {
    expect(addUserFormSchema.safeParse(form).success).toBe(true);
    expect(firstMessage(addUserFormSchema.safeParse({ ...form, confirmPassword: 'other' }))).toBe('Passwords do not match');
  });
  it('uses the add-user messages', () => {
    expect(firstMessage(addUserFormSchema.safeParse({ ...form, email: 'a@gmail.com' }))).toBe('Please use a company email address');
    expect(firstMessage(addUserFormSchema.safeParse({ ...form, email: 'a@GMAIL.com.' }))).toBe('Please use a company email address');
    expect(firstMessage(addUserFormSchema.safeParse({ ...form, email: 'a@mail.googlemail.com' }))).toBe('Please use a company email address');
    expect(firstMessage(addUserFormSchema.safeParse({ ...form, password: 'short', confirmPassword: 'short' }))).toBe(
      'Password must be at least 8 characters long',
    );
  });
});

describe('auth schemas', () => {
  it('requires a username and password', () => {
    expect(firstMessage(loginRequestSchema.safeParse({ userName: ' ', password: 'x' }))).toBe('Username is required');
    expect(firstMessage(loginRequestSchema.safeParse({ userName: 'a', password: '' }))).toBe('Password is required');
  });
  it('checks OTP format and reset fields', () => {
    expect(firstMessage(otpVerifyRequestSchema.safeParse({ email: 'a@acme.com', otp: '' }))).toBe('Please enter the OTP');
    expect(firstMessage(otpVerifyRequestSchema.safeParse({ email: 'a@acme.com', otp: '12a456' }))).toBe('OTP must be 6 digits');
    expect(firstMessage(forgotPasswordRequestSchema.safeParse({ email: 'a@acme.com', domainId: '', otp: '123456', newPassword: 'longenough' }))).toBe(
      'Please fill in all fields',
    );
  });
});
