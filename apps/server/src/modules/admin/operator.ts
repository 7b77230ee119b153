import { deriveSlug, emailDomain, normalizeDomainId } from '@kairox/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { organizations, users } from '../../db/schema.js';
import { revokeSessions } from '../auth/authenticate.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';

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
    let [org] = await tx.select().from(organizations).where(eq(organizations.domainId, domainId));
    if (org && !org.isPlatform) {
      throw new Error(`SUPER_ADMIN_EMAIL: the domain ${domainId} already belongs to the tenant "${org.name}"`);
    }
    org ??= (
      await tx
        .insert(organizations)
        .values({
          name: 'Kairox Platform',
          slug: await freeSlug(tx, `op${deriveSlug(domainId)}`),
          domainId,
          plan: 'ENTERPRISE',
          isPlatform: true,
        })
        .returning()
    )[0]!;
    const [existing] = await tx
      .select()
      .from(users)
      .where(and(eq(users.orgId, org.id), eq(users.email, email)));
    if (!existing) {
      const [created] = await tx
        .insert(users)
        .values({
          orgId: org.id,
          firstName: account.firstName ?? 'Platform',
          lastName: account.lastName ?? 'Operator',
          email,
          passwordHash: await hashPassword(account.password),
          role: 'ROLE_SUPER_ADMIN',
        })
        .returning();
      return { userId: created!.id, orgId: org.id };
    }
    const samePassword = await verifyPassword(existing.passwordHash, account.password);
    await tx
      .update(users)
      .set({
        role: 'ROLE_SUPER_ADMIN',
        enabled: true,
        ...(samePassword
          ? revokeSessions(ne(users.role, 'ROLE_SUPER_ADMIN'))
          : { passwordHash: await hashPassword(account.password), ...revokeSessions() }),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, existing.id));
    return { userId: existing.id, orgId: org.id };
  });
}

/** The first of `base`, `base1`, `base2`… (at most 10 characters) that no organisation uses. */
async function freeSlug(tx: Parameters<Parameters<Db['transaction']>[0]>[0], base: string): Promise<string> {
  for (let suffix = 0; ; suffix += 1) {
    const tail = suffix === 0 ? '' : String(suffix);
    const slug = `${base.slice(0, 10 - tail.length)}${tail}`;
    const [taken] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, slug));
    if (!taken) return slug;
  }
}
