/**
 * Fresh tenants and the operator (super-admin) API, for tests that need an organisation of their
 * own: signed up through the same calls as /signup (OTP from the outbox), then read or changed
 * through the calls of spec section 7 (Super-admin).
 */
import { apiRequest, unique } from './api';
import { latestCode } from './mail';

export interface TestOrganization {
  orgId: number;
  name: string;
  slug: string;
  domainId: string;
  country: string;
  industry: string;
  companySize: number;
  admin: { firstName: string; lastName: string; email: string; password: string };
}

/** A lowercase id of letters and digits, `length` long (slugs are at most 10). */
function token(length: number): string {
  let id = unique()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  while (id.length < length) id += Math.random().toString(36).slice(2);
  return id.slice(-length);
}

/**
 * Registers a new organisation (FREE_TRIAL, the self-service plan) with a verified admin, as the
 * sign-up page does: POST /otp/send, the code from the outbox, POST /otp/verify, POST /org/register.
 */
export async function registerOrganizationViaApi(baseUrl: string, dataDir: string, namePrefix: string): Promise<TestOrganization> {
  const id = token(8);
  const domain = `e2e-${id}.example`;
  const admin = { firstName: 'Morgan', lastName: `Admin ${id}`, email: `morgan.${id}@${domain}`, password: `Admin@${id}` };
  const since = new Date(Date.now() - 1_000);
  await apiRequest(baseUrl, 'POST', '/otp/send', { json: { email: admin.email } });
  const otp = await latestCode(dataDir, admin.email, { since });
  await apiRequest(baseUrl, 'POST', '/otp/verify', { json: { email: admin.email, otp } });
  const organization = {
    legalOrganizationName: `${namePrefix} ${id}`,
    slug: `o${id}`.slice(0, 10),
    domainId: domain.toUpperCase(),
    country: 'Germany',
    plan: 'FREE_TRIAL',
    industry: 'Consulting',
    companySize: '51-200',
  };
  const created = await apiRequest<{ organization: { orgId: number; slug: string; domainId: string } }>(baseUrl, 'POST', '/org/register', {
    json: { organization, admin, acceptTerms: true, acceptPrivacy: true },
  });
  return {
    orgId: created.organization.orgId,
    name: organization.legalOrganizationName,
    slug: created.organization.slug,
    domainId: created.organization.domainId,
    country: organization.country,
    industry: organization.industry,
    companySize: 51,
    admin,
  };
}

export interface AdminListedUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  role: 'ROLE_ADMIN' | 'ROLE_USER' | 'ROLE_SUPER_ADMIN';
  enabled: boolean;
  createdAt: string;
}

export interface Paged<T> {
  items: T[];
  totalPages: number;
  totalElements: number;
}

/** GET /api/super-admin/organizations (first page, size 20, name ascending). */
export const listOrganizations = (baseUrl: string, operatorToken: string, search = '') =>
  apiRequest<Paged<{ orgId: number; name: string; plan: string }>>(
    baseUrl,
    'GET',
    `/api/super-admin/organizations?page=0&size=20&sort=name,ASC${search ? `&search=${encodeURIComponent(search)}` : ''}`,
    { token: operatorToken },
  );

/** GET /api/super-admin/stats: the dashboard cards' counts. */
export const operatorStats = (baseUrl: string, operatorToken: string) =>
  apiRequest<{ totalOrganizations: number; totalUsers: number }>(baseUrl, 'GET', '/api/super-admin/stats', { token: operatorToken });

/** GET /api/super-admin/organizations/{orgId}/users (first page, size 25). */
export const listOrganizationUsers = (baseUrl: string, operatorToken: string, orgId: number) =>
  apiRequest<Paged<AdminListedUser>>(baseUrl, 'GET', `/api/super-admin/organizations/${orgId}/users?page=0&size=25&sort=lastName,ASC`, {
    token: operatorToken,
  });

/** POST /api/super-admin/users/register: a ROLE_USER in the organisation. */
export const registerOrganizationUserViaApi = (
  baseUrl: string,
  operatorToken: string,
  orgId: number,
  user: { firstName: string; lastName: string; email: string; password: string; phone?: string },
) => apiRequest<AdminListedUser>(baseUrl, 'POST', '/api/super-admin/users/register', { token: operatorToken, json: { ...user, orgId } });
