import { AUTH_MESSAGES, type Role } from '@kairox/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { forbidden, unauthorized } from '../../lib/errors.js';

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
 * a deleted or disabled user, or one issued before a password change, stops working at once.
 */
export async function resolveCaller(ctx: AppContext, request: FastifyRequest): Promise<Caller> {
  const token = bearerToken(request);
  if (!token) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
  const claims = await ctx.tokens.verify(token);
  if (!claims) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  const [user] = await ctx.database.db
    .select({
      id: users.id,
      orgId: users.orgId,
      role: users.role,
      email: users.email,
      enabled: users.enabled,
      credentialsChangedAt: users.credentialsChangedAt,
    })
    .from(users)
    .where(and(eq(users.id, claims.uid), eq(users.orgId, claims.orgId)));
  const issuedBeforeChange = user && claims.iat < Math.floor(user.credentialsChangedAt.getTime() / 1000);
  if (!user || !user.enabled || issuedBeforeChange) throw unauthorized(AUTH_MESSAGES.tokenRevoked);
  return { userId: user.id, orgId: user.orgId, role: user.role as Role, email: user.email };
}

/** An onRequest hook (it runs before the body is validated) that admits signed-in callers, optionally only those with one of `roles`. */
export function requireAuth(ctx: AppContext, roles?: readonly Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.caller = await resolveCaller(ctx, request);
    if (roles && !roles.includes(request.caller.role)) throw forbidden();
  };
}

/** The caller of a route guarded by requireAuth. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
  return request.caller;
}
