import { type EndpointDefinition, type EndpointInput, type EndpointOutput, GENERIC_MESSAGES, fillPath, successSchema } from '@kairox/contract';
import { API_BASE_URL } from './config';
import { getToken } from './session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Spec section 8, generic extraction: the first element if the body is an array, else the
 * human-readable field, else a string body, else 'An error occurred'. Our server's `error` field is
 * a machine code (DECISIONS.md), so `message` is read before `error` (see docs/decisions.md).
 */
export function extractErrorMessage(body: unknown): string {
  if (Array.isArray(body)) return body.length > 0 ? String(body[0]) : GENERIC_MESSAGES.anError;
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  if (typeof body === 'string' && body) return body;
  return GENERIC_MESSAGES.anError;
}

/** The server's human message when it sent one, else the screen's own default. */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const { message } = error.body as { message?: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

type Query = Record<string, string | number | boolean | undefined | null>;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Sends no token even when someone is signed in (the public application assistant). */
  anonymous?: boolean;
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE_URL}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One fetch wrapper for the whole app: JSON in and out, bearer token from local storage. */
async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.anonymous ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  });
  const payload = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, extractErrorMessage(payload), payload);
  return payload as T;
}

/** Development and test builds read every answer with its response schema, so a drifted field fails loudly. */
const CHECK_RESPONSES = import.meta.env.DEV || import.meta.env.MODE === 'test';

type CallOptions = Pick<RequestOptions, 'signal' | 'anonymous'>;

/** The input may be left out when none of its fields is required (no params, query or body). */
type InputArgs<E extends EndpointDefinition> =
  Partial<EndpointInput<E>> extends EndpointInput<E> ? [input?: EndpointInput<E> & CallOptions] : [input: EndpointInput<E> & CallOptions];

/**
 * Calls one endpoint of the contract: the path, parameters, query and body are typed from its
 * descriptor, and so is the answer.
 */
export async function callApi<const E extends EndpointDefinition>(endpoint: E, ...[input]: InputArgs<E>): Promise<EndpointOutput<E>> {
  const { params, query, body, signal, anonymous } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Query;
    body?: unknown;
  } & CallOptions;
  const payload = await apiRequest<unknown>(fillPath(endpoint.path, params), { method: endpoint.method, query, body, signal, anonymous });
  const schema = successSchema(endpoint);
  return (CHECK_RESPONSES && schema ? schema.parse(payload) : payload) as EndpointOutput<E>;
}
