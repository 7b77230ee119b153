import {
  AUTH_MESSAGES,
  OTP_MESSAGES,
  RESET_MESSAGES,
  forgotPasswordOtpQuerySchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  normalizeEmail,
  otpSendRequestSchema,
  otpVerifyRequestSchema,
  otpVerifyResponseSchema,
  resolveLoginDomain,
  SIGNUP_MESSAGES,
  isFreeMailDomain,
  type Role,
} from '@kairox/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { organizations, users } from '../../db/schema.js';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.js';
import { consumeRateLimit, resetRateLimit } from '../../lib/rate-limiter.js';
import { errorResponses } from '../../lib/openapi.js';
import { revokeSessions } from './authenticate.js';
import { passwordResetCodeMail, signupCodeMail } from './mails.js';
import { checkOtp, consumeOtp, issueOtp, markVerified } from './otp.js';
import { hashPassword, verifyPassword } from './passwords.js';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const limits = ctx.rateLimits;

  api.post(
    '/auth/login',
    {
      schema: {
        tags: ['Authentication'],
        summary: 'Sign in a staff member or the platform operator',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await consumeRateLimit(db, limits.loginPerIp, request.ip);
      const email = normalizeEmail(request.body.userName);
      const domainId = resolveLoginDomain(request.body.userName, request.body.domainId);
      if (!domainId) throw badRequest(AUTH_MESSAGES.domainRequired);
      const account = `${domainId}|${email}`;
      await consumeRateLimit(db, limits.loginPerAccount, account);
      const [user] = await db
        .select({
          id: users.id,
          orgId: users.orgId,
          email: users.email,
          role: users.role,
          enabled: users.enabled,
          passwordHash: users.passwordHash,
          tokenVersion: users.tokenVersion,
        })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.orgId))
        .where(and(eq(organizations.domainId, domainId), eq(users.email, email)));
      const passwordOk = await verifyPassword(user?.passwordHash, request.body.password);
      if (!user || !passwordOk) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      if (!user.enabled) throw forbidden(AUTH_MESSAGES.accountDisabled);
      await resetRateLimit(db, limits.loginPerAccount, account);
      const role = user.role as Role;
      const token = await ctx.tokens.issue({
        email: user.email,
        role,
        userId: user.id,
        orgId: user.orgId,
        tokenVersion: user.tokenVersion,
      });
      request.log.info({ userId: user.id, orgId: user.orgId }, 'user signed in');
      return { token, role };
    },
  );

  api.post(
    '/otp/send',
    {
      schema: {
        tags: ['Authentication'],
        summary: 'Send a sign-up verification code to a company email',
        body: otpSendRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { email } = request.body;
      if (isFreeMailDomain(email)) throw badRequest(SIGNUP_MESSAGES.personalEmail);
      await consumeRateLimit(db, limits.otpSendPerIp, request.ip);
      await consumeRateLimit(db, limits.otpSendPerEmail, email);
      await issueOtp(ctx, email, 'signup', (code) => signupCodeMail(email, code));
      return { message: OTP_MESSAGES.codeSent };
    },
  );

  api.post(
    '/otp/verify',
    {
      schema: {
        tags: ['Authentication'],
        summary: 'Verify a sign-up code',
        body: otpVerifyRequestSchema,
        response: { 200: otpVerifyResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await consumeRateLimit(db, limits.otpVerifyPerIp, request.ip);
      const { email, otp } = request.body;
      const otpId = await checkOtp(db, ctx.otpSecret, email, 'signup', otp);
      await markVerified(db, otpId);
      return { verified: true as const, message: OTP_MESSAGES.verified };
    },
  );

  api.get(
    '/forgot-password/otp',
    {
      schema: {
        tags: ['Authentication'],
        summary: 'Send a password reset code',
        description: 'Answers the same whether or not an account uses this email, so it cannot be used to find accounts.',
        querystring: forgotPasswordOtpQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { email } = request.query;
      await consumeRateLimit(db, limits.otpSendPerIp, request.ip);
      await consumeRateLimit(db, limits.otpSendPerEmail, email);
      const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      await issueOtp(ctx, email, 'password_reset', account ? (code) => passwordResetCodeMail(email, code) : null);
      return { message: RESET_MESSAGES.otpSent };
    },
  );

  api.post(
    '/forgot-password',
    {
      schema: {
        tags: ['Authentication'],
        summary: 'Set a new password with a reset code',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await consumeRateLimit(db, limits.otpVerifyPerIp, request.ip);
      const { email, otp, newPassword } = request.body;
      const domainId = request.body.domainId.toUpperCase();
      const otpId = await checkOtp(db, ctx.otpSecret, email, 'password_reset', otp);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .innerJoin(organizations, eq(organizations.id, users.orgId))
          .where(and(eq(organizations.domainId, domainId), eq(users.email, email)));
        if (!user) throw badRequest(RESET_MESSAGES.invalidResetCode);
        if (!(await consumeOtp(tx, otpId))) throw badRequest(RESET_MESSAGES.invalidResetCode);
        await tx
          .update(users)
          .set({ passwordHash, ...revokeSessions(), updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
      });
      request.log.info({ email }, 'password reset');
      return { message: RESET_MESSAGES.resetSuccess };
    },
  );
}

