import {
  forgotPasswordOtpQuerySchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  otpSendRequestSchema,
  otpVerifyRequestSchema,
  otpVerifyResponseSchema,
} from '../schemas/auth.js';
import { messageResponseSchema } from '../schemas/common.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['Authentication'];

/** Sign-in, one-time codes and password reset (spec section 7). */
export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    auth: 'public',
    tags,
    summary: 'Sign in a staff member or the platform operator',
    body: loginRequestSchema,
    responses: { 200: loginResponseSchema },
    errors: [400, 401, 403, 429],
  }),
  sendSignupOtp: defineEndpoint({
    method: 'POST',
    path: '/otp/send',
    auth: 'public',
    tags,
    summary: 'Send a sign-up verification code to a company email',
    body: otpSendRequestSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 429],
  }),
  verifySignupOtp: defineEndpoint({
    method: 'POST',
    path: '/otp/verify',
    auth: 'public',
    tags,
    summary: 'Verify a sign-up code',
    body: otpVerifyRequestSchema,
    responses: { 200: otpVerifyResponseSchema },
    errors: [400, 429],
  }),
  sendPasswordResetOtp: defineEndpoint({
    method: 'GET',
    path: '/forgot-password/otp',
    auth: 'public',
    tags,
    summary: 'Send a password reset code',
    description: 'Answers the same whether or not an account uses this email, so it cannot be used to find accounts.',
    query: forgotPasswordOtpQuerySchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 429],
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/forgot-password',
    auth: 'public',
    tags,
    summary: 'Set a new password with a reset code',
    body: forgotPasswordRequestSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 429],
  }),
};
