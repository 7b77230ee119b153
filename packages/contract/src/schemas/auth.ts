import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { AUTH_MESSAGES, OTP_MESSAGES, RESET_MESSAGES, USER_MESSAGES } from '../messages.js';
import { ROLES } from '../enums.js';
import { resolveLoginDomain } from '../validators.js';
import { storableString } from '../text.js';
import { emailField, requiredText } from './common.js';

/**
 * Spec section 5 (login): the domain is the explicit domain ID, else the part of the user name
 * after '@' (resolveLoginDomain); a request giving neither is refused.
 */
export const loginRequestSchema = z
  .object({
    userName: requiredText(AUTH_MESSAGES.usernameRequired, 254),
    password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(1024),
    domainId: storableString().trim().max(253).optional().nullable(),
  })
  .superRefine(({ userName, domainId }, ctx) => {
    // A blank user name already has its own message.
    if (userName && !resolveLoginDomain(userName, domainId)) {
      ctx.addIssue({ code: 'custom', path: ['domainId'], message: AUTH_MESSAGES.domainRequired });
    }
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string(), role: z.enum(ROLES) }).meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The claims a Kairox token carries (DECISIONS.md). */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  role: z.enum(ROLES),
  uid: z.number().int(),
  orgId: z.number().int(),
  /** The user's token version when it was issued: the server refuses it once the version moved on. */
  ver: z.number().int().nonnegative(),
  iat: z.number(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export const otpCodeField = z
  .string({ error: OTP_MESSAGES.otpRequired })
  .trim()
  .min(1, OTP_MESSAGES.otpRequired)
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), OTP_MESSAGES.otpSixDigits);

export const otpSendRequestSchema = z
  .object({ email: emailField(USER_MESSAGES.emailRequired, USER_MESSAGES.emailInvalid) })
  .meta({ id: 'OtpSendRequest' });

export const otpVerifyRequestSchema = z
  .object({
    email: emailField(USER_MESSAGES.emailRequired, USER_MESSAGES.emailInvalid),
    otp: otpCodeField,
  })
  .meta({ id: 'OtpVerifyRequest' });

export const otpVerifyResponseSchema = z.object({ verified: z.literal(true), message: z.string() }).meta({ id: 'OtpVerifyResponse' });

export const forgotPasswordOtpQuerySchema = z.object({
  email: emailField(RESET_MESSAGES.emailRequired, USER_MESSAGES.emailInvalid),
});

export const forgotPasswordRequestSchema = z
  .object({
    email: emailField(RESET_MESSAGES.fillAllFields, USER_MESSAGES.emailInvalid),
    domainId: requiredText(RESET_MESSAGES.fillAllFields, 253),
    otp: otpCodeField,
    newPassword: z
      .string({ error: RESET_MESSAGES.fillAllFields })
      .min(1, RESET_MESSAGES.fillAllFields)
      .min(PASSWORD_MIN_LENGTH, RESET_MESSAGES.passwordTooShort)
      .max(1024),
  })
  .meta({ id: 'ForgotPasswordRequest' });
