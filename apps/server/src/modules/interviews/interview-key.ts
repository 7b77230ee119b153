import { INTERVIEW_API_KEY_HEADER, INTERVIEW_MESSAGES } from '@kairox/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { unauthorized } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limiter.js';
import { verifyInterviewApiKey } from './api-keys.service.js';

export interface InterviewClient {
  keyId: number;
  orgId: number;
  keyPrefix: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    interviewClient?: InterviewClient;
  }
}

function presentedKey(request: FastifyRequest): string | null {
  const header = request.headers[INTERVIEW_API_KEY_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() || null;
}

/** Admits the external interview service by its organisation's API key; rate-limited per key. */
export function requireInterviewKey(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const key = presentedKey(request);
    if (!key) throw unauthorized(INTERVIEW_MESSAGES.apiKeyMissing);
    const client = await verifyInterviewApiKey(ctx.database.db, key);
    if (!client) throw unauthorized(INTERVIEW_MESSAGES.apiKeyInvalid);
    await consumeRateLimit(ctx.database.db, ctx.rateLimits.interviewEventsPerKey, String(client.keyId));
    request.interviewClient = client;
  };
}

/** The interview service behind a route guarded by requireInterviewKey. */
export function interviewClientOf(request: FastifyRequest): InterviewClient {
  if (!request.interviewClient) throw unauthorized(INTERVIEW_MESSAGES.apiKeyMissing);
  return request.interviewClient;
}
