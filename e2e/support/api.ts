/** Direct calls to the server under test, for arranging state the test is not about. */

export interface Account {
  userName: string;
  password: string;
  domainId?: string;
}

/** Demo data seeded with DEMO_DATA=true. */
export const DEMO_ADMIN = {
  userName: 'alex.morgan@acme.example',
  password: 'Demo@2026',
  domainId: 'ACME.EXAMPLE',
  name: 'Alex Morgan',
} as const;

export const DEMO_USER = {
  userName: 'sam.lee@acme.example',
  password: 'Demo@2026',
  domainId: 'ACME.EXAMPLE',
  name: 'Sam Lee',
} as const;

export const OPERATOR = {
  userName: 'operator@kairox.example',
  password: 'Operator@2026',
  domainId: 'KAIROX.EXAMPLE',
} as const;

/** A short id that differs per call and per run: company emails, org names and domains. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} answered ${status}: ${JSON.stringify(body)}`);
    this.name = 'ApiCallError';
  }
}

export interface ApiRequestInit {
  token?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

/** One call to the server under test; a non-2xx answer throws ApiCallError (status and body kept). */
export async function apiRequest<T>(baseUrl: string, method: string, route: string, init: ApiRequestInit = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: RequestInit['body'];
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) body = init.form;
  const response = await fetch(`${baseUrl}${route}`, { method, headers, body, signal: AbortSignal.timeout(20_000) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  if (!response.ok) throw new ApiCallError(response.status, parsed, `${method} ${route}`);
  return parsed as T;
}

/** POST /auth/login; the domain defaults to the part of the email after '@'. */
export async function loginViaApi(baseUrl: string, account: Account): Promise<string> {
  const domainId = account.domainId ?? account.userName.split('@')[1]?.toUpperCase() ?? '';
  const { token } = await apiRequest<{ token: string; role: string }>(baseUrl, 'POST', '/auth/login', {
    json: { userName: account.userName, password: account.password, domainId },
  });
  return token;
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
}

/** POST /users/register as `token`'s holder: a ROLE_USER in that organisation. */
export function registerUserViaApi(baseUrl: string, token: string, user: NewUser): Promise<unknown> {
  return apiRequest(baseUrl, 'POST', '/users/register', { json: user, token });
}

/** A fresh Acme user (company email, valid phone) that a test may change freely. */
export function freshAcmeUser(prefix: string): NewUser {
  const id = unique();
  return {
    firstName: 'Test',
    lastName: `User ${id}`,
    email: `${prefix}.${id}@acme.example`,
    password: `Start@${id}`,
    phone: '+14155550123',
  };
}
