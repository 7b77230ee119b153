import type { EndpointAuth, EndpointDefinition } from '@kairox/contract';
import type { AppContext } from '../context.js';
import { optionalAuth, requireAuth, requireSessionToken } from '../modules/auth/authenticate.js';
import { requireInterviewKey } from '../modules/interviews/interview-key.js';
import type { RouteGuard } from './endpoint-router.js';

/**
 * The onRequest hook of each kind of caller. They run before the body is read, so a caller who
 * may not call learns nothing about the body's rules.
 */
export function authGuards(ctx: AppContext): Record<EndpointAuth, RouteGuard | undefined> {
  return {
    public: undefined,
    staffOrPublic: optionalAuth(ctx),
    staff: requireAuth(ctx),
    orgAdmin: requireAuth(ctx, ['ROLE_ADMIN']),
    operator: requireAuth(ctx, ['ROLE_SUPER_ADMIN']),
    interviewKey: requireInterviewKey(ctx),
  };
}

/** The guard of a staff endpoint whose handler reads its caller's session (RouteOptions.sessionReadByHandler). */
export function sessionTokenGuard(ctx: AppContext, endpoint: EndpointDefinition): RouteGuard {
  if (endpoint.auth !== 'staff') throw new Error(`${endpoint.method} ${endpoint.path}: only a staff endpoint's handler can read its session`);
  return requireSessionToken(ctx);
}
