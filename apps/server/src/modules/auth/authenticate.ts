import { AUTH_MESSAGES, type Role } from '@kairox/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError, forbidden, unauthorized } from '../../lib/errors.js';
import { findCallerUser } from './auth.repository.js';

export interface Caller {
  userId: number;
  orgId: number;
  role: Role;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
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
  const token = bearerToken(request);
  if (!token) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
  const claims = ctx.tokens.verify(token);
  if (!claims) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  const user = await findCallerUser(ctx.database.db, claims.uid, claims.orgId);
  if (!user || !user.enabled || user.tokenVersion !== claims.ver) throw unauthorized(AUTH_MESSAGES.tokenRevoked);
  return { userId: user.id, orgId: user.orgId, role: user.role, email: user.email };
}

/** An onRequest hook (it runs before the body is validated) that admits signed-in callers, optionally only those with one of `roles`. */
export function requireAuth(ctx: AppContext, roles?: readonly Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.caller = await resolveCaller(ctx, request);
    if (roles && !roles.includes(request.caller.role)) throw forbidden();
  };
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
