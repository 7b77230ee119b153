import { AUTH_MESSAGES, RESET_MESSAGES, SIGNUP_MESSAGES, isFreeMailDomain, normalizeEmail, resolveLoginDomain, type Role } from '@kairox/contract';
import type { AppContext } from '../../context.js';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.js';
import { consumeRateLimit, resetRateLimit } from '../../lib/rate-limiter.js';
import { findSignInAccount, findUserIdInDomain, isEmailOfAnyUser, setPasswordHash } from './auth.repository.js';
import { passwordResetCodeMail, signupCodeMail } from './mails.js';
import { checkOtp, consumeOtp, issueOtp, markVerified } from './otp.js';
import { hashPassword, verifyPassword } from './passwords.js';

export interface Credentials {
  userName: string;
  password: string;
  domainId?: string | null;
}

export interface Session {
  token: string;
  role: Role;
  userId: number;
  orgId: number;
}

/**
 * Signs in a staff member or the operator. Attempts are limited per address and per account; a
 * success clears the account's count. An unknown account and a wrong password answer alike.
 */
export async function signIn(ctx: AppContext, ip: string, credentials: Credentials): Promise<Session> {
  const { db } = ctx.database;
  await consumeRateLimit(db, ctx.rateLimits.loginPerIp, ip);
  const email = normalizeEmail(credentials.userName);
  const domainId = resolveLoginDomain(credentials.userName, credentials.domainId);
  if (!domainId) throw badRequest(AUTH_MESSAGES.domainRequired);
  const account = `${domainId}|${email}`;
  await consumeRateLimit(db, ctx.rateLimits.loginPerAccount, account);
  const user = await findSignInAccount(db, domainId, email);
  const passwordOk = await verifyPassword(user?.passwordHash, credentials.password);
  if (!user || !passwordOk) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  if (!user.enabled) throw forbidden(AUTH_MESSAGES.accountDisabled);
  await resetRateLimit(db, ctx.rateLimits.loginPerAccount, account);
  const token = ctx.tokens.issue({
    email: user.email,
    role: user.role,
    userId: user.id,
    orgId: user.orgId,
    tokenVersion: user.tokenVersion,
  });
  return { token, role: user.role, userId: user.id, orgId: user.orgId };
}

/** Mails a sign-up code to a company email (a personal one is refused before anything is counted). */
export async function sendSignupCode(ctx: AppContext, ip: string, email: string): Promise<void> {
  if (isFreeMailDomain(email)) throw badRequest(SIGNUP_MESSAGES.personalEmail);
  const { db } = ctx.database;
  await consumeRateLimit(db, ctx.rateLimits.otpSendPerIp, ip);
  await consumeRateLimit(db, ctx.rateLimits.otpSendPerEmail, email);
  await issueOtp(ctx, email, 'signup', (code) => signupCodeMail(email, code));
}

/** Checks a sign-up code; the email may then register a tenant for an hour. */
export async function verifySignupCode(ctx: AppContext, ip: string, email: string, code: string): Promise<void> {
  const { db } = ctx.database;
  await consumeRateLimit(db, ctx.rateLimits.otpVerifyPerIp, ip);
  const otpId = await checkOtp(db, ctx.otpSecret, email, 'signup', code);
  await markVerified(db, otpId);
}

/**
 * Issues a password reset code, mailed only when a user has this email; the caller cannot tell
 * which, so it cannot be used to find accounts.
 */
export async function sendPasswordResetCode(ctx: AppContext, ip: string, email: string): Promise<void> {
  const { db } = ctx.database;
  await consumeRateLimit(db, ctx.rateLimits.otpSendPerIp, ip);
  await consumeRateLimit(db, ctx.rateLimits.otpSendPerEmail, email);
  const hasAccount = await isEmailOfAnyUser(db, email);
  await issueOtp(ctx, email, 'password_reset', hasAccount ? (code) => passwordResetCodeMail(email, code) : null);
}

export interface PasswordReset {
  email: string;
  domainId: string;
  otp: string;
  newPassword: string;
}

/**
 * Sets a new password with a reset code and ends the user's sessions. The code is used up in the
 * same transaction, so two requests with one code cannot both succeed.
 */
export async function resetPassword(ctx: AppContext, ip: string, reset: PasswordReset): Promise<void> {
  const { db } = ctx.database;
  await consumeRateLimit(db, ctx.rateLimits.otpVerifyPerIp, ip);
  const domainId = reset.domainId.toUpperCase();
  const otpId = await checkOtp(db, ctx.otpSecret, reset.email, 'password_reset', reset.otp);
  const passwordHash = await hashPassword(reset.newPassword);
  await db.transaction(async (tx) => {
    const userId = await findUserIdInDomain(tx, domainId, reset.email);
    if (userId === undefined) throw badRequest(RESET_MESSAGES.invalidResetCode);
    if (!(await consumeOtp(tx, otpId))) throw badRequest(RESET_MESSAGES.invalidResetCode);
    await setPasswordHash(tx, userId, passwordHash);
  });
}
