import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.js';
import { latestCode } from './test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A parsed JSON answer as the tests read it. Loose on purpose, as light-my-request's own
 * `response.json()` is: about 320 assertions in 25 test files read it by path, and the assertions
 * themselves check the shape.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- typing every answer read would touch ~320 assertions; shapes are checked by the assertions
export type JsonAnswer = any;

/** Sends one JSON request through the real app (no socket) and parses the answer. */
export async function call(
  app: TestApp,
  method: Method,
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: JsonAnswer; response: LightMyRequestResponse }> {
  const response = await app.app.inject({
    method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  const text = response.body;
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Non-JSON answers are returned as text.
  }
  return { status: response.statusCode, body, response };
}

export async function login(app: TestApp, userName: string, password: string, domainId?: string) {
  const { status, body } = await call(app, 'POST', '/auth/login', { body: { userName, password, domainId } });
  if (status !== 200) throw new Error(`login failed for ${userName}: ${status} ${JSON.stringify(body)}`);
  return body.token as string;
}

export interface TenantInput {
  name: string;
  slug: string;
  domainId: string;
  adminEmail: string;
  password?: string;
}

/** Verifies the admin email through /otp/send and /otp/verify, reading the code from the outbox. */
export async function verifySignupEmail(app: TestApp, email: string) {
  const sent = await call(app, 'POST', '/otp/send', { body: { email } });
  if (sent.status !== 200) throw new Error(`otp/send: ${sent.status} ${JSON.stringify(sent.body)}`);
  const otp = await latestCode(app, email);
  const verified = await call(app, 'POST', '/otp/verify', { body: { email, otp } });
  if (verified.status !== 200) throw new Error(`otp/verify: ${verified.status} ${JSON.stringify(verified.body)}`);
}

export function registrationBody(tenant: TenantInput) {
  return {
    organization: {
      legalOrganizationName: tenant.name,
      slug: tenant.slug,
      domainId: tenant.domainId,
      country: 'Germany',
      plan: 'FREE_TRIAL',
      industry: 'Technology',
      companySize: '51-200',
    },
    admin: {
      firstName: 'Ada',
      lastName: 'Admin',
      email: tenant.adminEmail,
      password: tenant.password ?? 'Str0ngPass!',
      phone: '+49 151 12345678',
    },
    acceptTerms: true,
    acceptPrivacy: true,
  };
}

/** Signs up a tenant the way the browser does and returns its admin's token. */
export async function signUpTenant(app: TestApp, tenant: TenantInput) {
  await verifySignupEmail(app, tenant.adminEmail);
  const registered = await call(app, 'POST', '/org/register', { body: registrationBody(tenant) });
  if (registered.status !== 201) throw new Error(`org/register: ${registered.status} ${JSON.stringify(registered.body)}`);
  return {
    orgId: registered.body.organization.orgId as number,
    token: await login(app, tenant.adminEmail, tenant.password ?? 'Str0ngPass!'),
  };
}
