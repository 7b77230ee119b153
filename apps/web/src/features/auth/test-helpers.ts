/** Test-only helpers shared by the auth and sign-up tests (not imported by app code). */
import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * Stubs global fetch with a router of `"METHOD /path"` -> reply (or a function returning one).
 * Unmatched calls answer 500. Returns the recorded calls.
 */
export function mockFetch(routes: Record<string, MockReply | ((call: RecordedCall) => MockReply | Promise<MockReply>)>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: RecordedCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const reply = typeof route === 'function' ? await route(call) : (route ?? { status: 500, body: { message: 'unmocked' } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}

/** An unsigned token with the claims the session reads, valid for an hour. */
export function fakeToken(claims: Partial<Record<string, unknown>> = {}): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const now = Math.floor(Date.now() / 1000);
  const payload = { sub: 'jane@acme.com', role: 'ROLE_ADMIN', uid: 1, orgId: 1, iat: now, exp: now + 3600, ...claims };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}
