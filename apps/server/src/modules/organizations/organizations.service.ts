import {
  SELF_SERVICE_PLANS,
  SIGNUP_MESSAGES,
  type OrgRegistration,
  type Organization,
  type OrganizationSettings,
  type orgRegisterResponseSchema,
} from '@kairox/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db, DbOrTx } from '../../db/database.js';
import { answerForConstraint } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limiter.js';
import { welcomeMail } from '../auth/mails.js';
import { consumeSignupVerification } from '../auth/otp.js';
import { hashPassword } from '../auth/passwords.js';
import { insertUser } from '../users/users.repository.js';
import {
  findByDomainIdOrSlug,
  findSettings,
  insertOrganization,
  isDomainIdRegistered,
  updateSettings,
  type OrganizationRow,
} from './organizations.repository.js';

export function toOrganization(row: OrganizationRow): Organization {
  return {
    orgId: row.id,
    name: row.name,
    slug: row.slug,
    domainId: row.domainId,
    plan: row.plan,
    country: row.country,
    industry: row.industry,
    companySize: row.companySize,
  };
}

export function isDomainRegistered(db: Db, domainId: string): Promise<boolean> {
  return isDomainIdRegistered(db, domainId);
}

type OrgRegisterResponse = z.infer<typeof orgRegisterResponseSchema>;

/**
 * Signs up a tenant and its first administrator (ROLE_ADMIN) in one transaction, once the admin's
 * email was verified with a code. Only a self-service plan starts as asked: a paid one is recorded
 * as requested and the tenant starts on the free trial. The welcome mail goes out after the commit.
 */
export async function registerOrganization(ctx: AppContext, ip: string, registration: OrgRegistration): Promise<OrgRegisterResponse> {
  const { db } = ctx.database;
  await consumeRateLimit(db, ctx.rateLimits.registerPerIp, ip);
  const { organization, admin } = registration;
  const passwordHash = admin.password ? await hashPassword(admin.password) : null;
  const requestedPlan = SELF_SERVICE_PLANS.includes(organization.plan) ? null : organization.plan;
  const created = await db
    .transaction(async (tx) => {
      await refuseTakenIdentifiers(tx, organization.domainId, organization.slug);
      if (!(await consumeSignupVerification(tx, admin.email))) throw badRequest(SIGNUP_MESSAGES.emailNotVerified);
      const org = await insertOrganization(tx, { ...organization, plan: 'FREE_TRIAL', requestedPlan });
      const user = await insertUser(tx, {
        orgId: org.id,
        firstName: admin.firstName,
        lastName: admin.lastName,
        email: admin.email,
        phone: admin.phone,
        passwordHash,
        role: 'ROLE_ADMIN',
      });
      return { org, user };
    })
    .catch((error: unknown) => {
      throw answerForConstraint(error, { unique: () => conflict(SIGNUP_MESSAGES.duplicate) });
    });
  await ctx.mailer.send(welcomeMail(admin.email, admin.firstName, created.org.name, created.org.domainId, Boolean(passwordHash)));
  return {
    message: requestedPlan ? `${SIGNUP_MESSAGES.success} ${SIGNUP_MESSAGES.paidPlanRequested}` : SIGNUP_MESSAGES.success,
    organization: toOrganization(created.org),
    admin: { id: created.user.id, email: created.user.email },
  };
}

/** 409 when the domain ID (checked first: the sign-up screen names it) or the slug is in use. */
async function refuseTakenIdentifiers(db: DbOrTx, domainId: string, slug: string) {
  const taken = await findByDomainIdOrSlug(db, domainId, slug);
  if (taken.some((row) => row.domainId === domainId)) throw conflict(SIGNUP_MESSAGES.domainTaken);
  if (taken.length > 0) throw conflict(SIGNUP_MESSAGES.slugTaken);
}

/** The organisation's opt-ins (issue #10); scoped to the caller's own organisation. */
export async function getOrganizationSettings(db: Db, orgId: number): Promise<OrganizationSettings> {
  const settings = await findSettings(db, orgId);
  if (!settings) throw notFound();
  return settings;
}

export async function updateOrganizationSettings(db: Db, orgId: number, settings: OrganizationSettings): Promise<OrganizationSettings> {
  const saved = await updateSettings(db, orgId, settings);
  if (!saved) throw notFound();
  return saved;
}
