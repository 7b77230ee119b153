import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { perDatabase } from '../../db/per-database.js';
import { organizations, users } from '../../db/schema.js';

/**
 * The column changes that end every session of the users they are applied to: tokens carry the
 * version they were issued at. `when` limits it to rows where a condition holds (a role that
 * really changes). The time is kept for the record only; revocation never compares times.
 */
export function revokeSessions(when?: SQL) {
  const raised = sql`${users.tokenVersion} + 1`;
  if (!when) return { tokenVersion: raised, credentialsChangedAt: sql`now()` };
  return {
    tokenVersion: sql`case when ${when} then ${raised} else ${users.tokenVersion} end`,
    credentialsChangedAt: sql`case when ${when} then now() else ${users.credentialsChangedAt} end`,
  };
}

const callerUser = perDatabase((db) =>
  db
    .select({
      id: users.id,
      orgId: users.orgId,
      role: users.role,
      email: users.email,
      enabled: users.enabled,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.orgId, sql.placeholder('orgId'))))
    .prepare('caller_user'),
);

/** The user a session token names, with what every request checks (prepared: every signed-in request reads it). */
export async function findCallerUser(db: DbOrTx, userId: number, orgId: number) {
  const [user] = await callerUser(db).execute({ userId, orgId });
  return user;
}

/**
 * Whether the session of a prepared statement's placeholders `sessionUserId`, `orgId` and
 * `sessionTokenVersion` still stands, as a column: a handler guarded by requireSessionToken reads
 * it with its first query and confirms it before answering (the same test as findCallerUser's).
 */
export const sessionIsCurrent = sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${sql.placeholder('sessionUserId')} and ${users.orgId} = ${sql.placeholder('orgId')} and ${users.enabled} and ${users.tokenVersion} = ${sql.placeholder('sessionTokenVersion')})`;

/** The values of sessionIsCurrent's placeholders besides `orgId`. */
export const sessionPlaceholderValues = (session: { userId: number; tokenVersion: number }) => ({
  sessionUserId: session.userId,
  sessionTokenVersion: session.tokenVersion,
});

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
