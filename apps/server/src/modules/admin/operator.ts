import { deriveSlug, emailDomain, normalizeDomainId } from '@kairox/contract';
import type { Db, Tx } from '../../db/database.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { insertUser } from '../users/users.repository.js';
import { findOrganizationByDomainId, findUserByEmail, insertPlatformOrganization, isSlugTaken, makeOperator } from './admin.repository.js';

export interface OperatorAccount {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Creates or updates the platform operator (ROLE_SUPER_ADMIN). His organisation is the platform
 * organisation whose domain ID is his email's domain, upper-cased, so the login domain rule finds it.
 */
export async function ensureOperator(db: Db, account: OperatorAccount): Promise<{ userId: number; orgId: number }> {
  const email = account.email.toLowerCase();
  const domainId = normalizeDomainId(emailDomain(email));
  return db.transaction(async (tx) => {
    let org = await findOrganizationByDomainId(tx, domainId);
    if (org && !org.isPlatform) {
      throw new Error(`SUPER_ADMIN_EMAIL: the domain ${domainId} already belongs to the tenant "${org.name}"`);
    }
    org ??= await insertPlatformOrganization(tx, { slug: await freeSlug(tx, `op${deriveSlug(domainId)}`), domainId });
    const existing = await findUserByEmail(tx, org.id, email);
    if (!existing) {
      const created = await insertUser(tx, {
        orgId: org.id,
        firstName: account.firstName ?? 'Platform',
        lastName: account.lastName ?? 'Operator',
        email,
        phone: null,
        passwordHash: await hashPassword(account.password),
        role: 'ROLE_SUPER_ADMIN',
      });
      return { userId: created.id, orgId: org.id };
    }
    const samePassword = await verifyPassword(existing.passwordHash, account.password);
    await makeOperator(tx, existing.id, samePassword ? undefined : await hashPassword(account.password));
    return { userId: existing.id, orgId: org.id };
  });
}

/** The first of `base`, `base1`, `base2`… (at most 10 characters) that no organisation uses. */
async function freeSlug(tx: Tx, base: string): Promise<string> {
  for (let suffix = 0; ; suffix += 1) {
    const tail = suffix === 0 ? '' : String(suffix);
    const slug = `${base.slice(0, 10 - tail.length)}${tail}`;
    if (!(await isSlugTaken(tx, slug))) return slug;
  }
}
