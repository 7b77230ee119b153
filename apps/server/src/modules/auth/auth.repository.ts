import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { organizations, users } from '../../db/schema.js';
import { revokeSessions } from './authenticate.js';

/** The user who signs in with `email` in the organisation of `domainId`, with what sign-in checks. */
export async function findSignInAccount(db: DbOrTx, domainId: string, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      orgId: users.orgId,
      email: users.email,
      role: users.role,
      enabled: users.enabled,
      passwordHash: users.passwordHash,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .where(and(eq(organizations.domainId, domainId), eq(users.email, email)));
  return user;
}

/** The id of the user who signs in with `email` in the organisation of `domainId`. */
export async function findUserIdInDomain(db: DbOrTx, domainId: string, email: string): Promise<number | undefined> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .where(and(eq(organizations.domainId, domainId), eq(users.email, email)));
  return user?.id;
}

/** Whether any organisation has a user with this email. */
export async function isEmailOfAnyUser(db: DbOrTx, email: string): Promise<boolean> {
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return account !== undefined;
}

/** Sets a new password hash; it ends the user's sessions. */
export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, ...revokeSessions(), updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
