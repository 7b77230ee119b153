/** Test-only fetch stub shared by the web tests (not imported by app code). */
import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
  /** Resolve the reply only when this promise does (to hold a request in flight). */
  wait?: Promise<unknown>;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Parsed JSON for string bodies. */
  body: unknown;
  /** The FormData of a multipart body. */
  form: FormData | null;
  headers: Record<string, string>;
}

export type MockHandler = MockReply | ((call: RecordedCall) => MockReply | Promise<MockReply>);

export interface MockApiOptions {
  /** The reply to a call no route matches; by default 404, like an endpoint that does not exist yet. */
  unmatched?: MockReply;
}

const NOT_FOUND: MockReply = { status: 404, body: { message: 'Not found' } };

/**
 * Stubs global fetch. Routes are `"METHOD /path"` (exact) or `"METHOD /prefix/*"` (any path that
 * starts with the prefix); an exact route wins. Unmatched calls get `options.unmatched` (404 by
 * default). Returns the recorded calls.
 */
export function mockApi(routes: Record<string, MockHandler>, { unmatched = NOT_FOUND }: MockApiOptions = {}) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: RecordedCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      form: init?.body instanceof FormData ? init.body : null,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    const wildcard = Object.keys(routes).find((route) => route.endsWith('/*') && key.startsWith(route.slice(0, -1)));
    const route = routes[key] ?? (wildcard ? routes[wildcard] : undefined);
    const reply = typeof route === 'function' ? await route(call) : (route ?? unmatched);
    if (reply.wait) await reply.wait;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** A promise with its resolve handle, to hold a reply until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
