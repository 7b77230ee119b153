import { AUTH_MESSAGES, type Role } from '@kairox/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { AppError, forbidden, unauthorized } from '../../lib/errors.js';
import { findCallerUser } from './auth.repository.js';

export interface Caller {
  userId: number;
  orgId: number;
  role: Role;
  email: string;
}

/**
 * A signed-in caller whose token is verified but whose user row has not been read yet: a route
 * whose first query reads the row with its own (RouteOptions.sessionReadByHandler) gets this
 * instead of a Caller, and must confirm it before answering.
 */
export interface UnreadSession {
  userId: number;
  orgId: number;
  tokenVersion: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    session: UnreadSession | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Resolves the caller from the bearer token. The user row is read on every request, so a token of
 * a deleted or disabled user, or one whose version is not the user's current one (issued before a
 * password reset, a disable or a role change), stops working at once.
 */
async function resolveCaller(ctx: AppContext, request: FastifyRequest): Promise<Caller> {
  const session = verifiedSession(ctx, request);
  const user = await findCallerUser(ctx.database.db, session.userId, session.orgId);
  if (!isSessionUser(user, session)) throw unauthorized(AUTH_MESSAGES.tokenRevoked);
  return { userId: user.id, orgId: user.orgId, role: user.role, email: user.email };
}

type CallerUser = Awaited<ReturnType<typeof findCallerUser>>;

/** Whether the session's token still stands: its user exists, is enabled and is at the token's version. */
function isSessionUser(user: CallerUser, session: UnreadSession): user is NonNullable<CallerUser> {
  return user !== undefined && user.enabled && user.tokenVersion === session.tokenVersion;
}

function verifiedSession(ctx: AppContext, request: FastifyRequest): UnreadSession {
  const token = bearerToken(request);
  if (!token) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
  const claims = ctx.tokens.verify(token);
  if (!claims) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  return { userId: claims.uid, orgId: claims.orgId, tokenVersion: claims.ver };
}

/** Refuses the request as a revoked token unless the session's user row was found current (enabled, at the token's version). */
export function confirmSession(current: boolean): void {
  if (!current) throw unauthorized(AUTH_MESSAGES.tokenRevoked);
}

/** Reads and confirms the session's user row, for a handler whose query could not carry it. */
export async function readSession(db: DbOrTx, session: UnreadSession): Promise<void> {
  confirmSession(isSessionUser(await findCallerUser(db, session.userId, session.orgId), session));
}

/** An onRequest hook (it runs before the body is validated) that admits signed-in callers, optionally only those with one of `roles`. */
export function requireAuth(ctx: AppContext, roles?: readonly Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.caller = await resolveCaller(ctx, request);
    if (roles && !roles.includes(request.caller.role)) throw forbidden();
  };
}

/**
 * An onRequest hook that admits any valid session token of a staff member without reading the
 * user row: the handler's first query reads it (sessionIsCurrent) and the handler confirms it
 * before it answers, so a revoked token still fails at once, one round trip sooner.
 */
export function requireSessionToken(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.session = verifiedSession(ctx, request);
  };
}

/** The unread session of a route guarded by requireSessionToken. */
export function sessionOf(request: FastifyRequest): UnreadSession {
  if (!request.session) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
  return request.session;
}

/** An onRequest hook for calls anyone may make: the caller is known when a valid token is sent, else null. */
export function optionalAuth(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.caller = request.headers.authorization ? await resolveCaller(ctx, request).catch(ignoreUnauthorized) : null;
  };
}

function ignoreUnauthorized(error: unknown): null {
  if (error instanceof AppError && error.statusCode === 401) return null;
  throw error;
}

/** The caller of a route guarded by requireAuth. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
  return request.caller;
}
