/** Test-only data for the operator portal tests (not imported by app code). */
import type { AdminOrganization, AdminOrganizationPage, AdminUserPage, User } from '@kairox/contract';
import { makeToken } from '../../../testing/jwt';

export function makeOrganization(overrides: Partial<AdminOrganization> = {}): AdminOrganization {
  return {
    orgId: 10,
    name: 'Acme Corporation',
    slug: 'acme',
    domainId: 'ACME.COM',
    plan: 'FREE_TRIAL',
    country: 'United States',
    industry: 'Technology',
    companySize: 51,
    userCount: 3,
    createdAt: '2025-03-01T12:00:00.000Z',
    requestedPlan: null,
    ...overrides,
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 101,
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane.doe@acme.com',
    phone: '+1 415 555 0100',
    role: 'ROLE_USER',
    enabled: true,
    createdAt: '2025-01-05T12:00:00.000Z',
    ...overrides,
  };
}

export function organizationPage(items: AdminOrganization[], extra: Partial<AdminOrganizationPage> = {}): AdminOrganizationPage {
  return { items, totalPages: items.length ? 1 : 0, totalElements: items.length, page: 0, size: 20, ...extra };
}

export function userPage(items: User[], extra: Partial<AdminUserPage> = {}): AdminUserPage {
  return { items, totalPages: items.length ? 1 : 0, totalElements: items.length, page: 0, size: 25, ...extra };
}

/** The operator: uid 1 in the platform organisation 1. */
export function operatorToken(): string {
  return makeToken({ sub: 'ops.lead@kairox.io', role: 'ROLE_SUPER_ADMIN', uid: 1, orgId: 1 });
}
