import type { AssignableRole, Role } from '@kairox/contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { revokeSessions } from '../auth/auth.repository.js';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  orgId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** Null until the user sets one (a sign-up admin may start without a password). */
  passwordHash: string | null;
  role: Role;
}

/** Whether a user of the organisation already signs in with `email`. */
export async function isEmailTaken(db: DbOrTx, orgId: number, email: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.email, email)));
  return taken !== undefined;
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [created] = await db.insert(users).values(values).returning();
  return created!;
}

/** Every user of the organisation, by last name, first name (ignoring case), then id. */
export async function findUsersOf(db: DbOrTx, orgId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(eq(users.orgId, orgId))
    .orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, asc(users.id));
}

/** Locks the organisation's admins (first in every guarded team change, so concurrent changes queue up) and returns them. */
export async function lockAdminsOf(tx: Tx, orgId: number) {
  return tx
    .select({ id: users.id, enabled: users.enabled })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.role, 'ROLE_ADMIN')))
    .orderBy(asc(users.id))
    .for('update');
}

/** Locks and returns the users found among `userIds` (only those of `orgId` when given). */
export async function lockUsers(tx: Tx, userIds: number[], orgId: number | undefined): Promise<UserRow[]> {
  return tx
    .select()
    .from(users)
    .where(and(inArray(users.id, userIds), orgId === undefined ? undefined : eq(users.orgId, orgId)))
    .orderBy(asc(users.id))
    .for('update');
}

/** Enables or disables the users; disabling ends their sessions. */
export async function setEnabledRows(tx: Tx, userIds: number[], enabled: boolean): Promise<UserRow[]> {
  return tx
    .update(users)
    .set({ enabled, updatedAt: sql`now()`, ...(enabled ? {} : revokeSessions()) })
    .where(inArray(users.id, userIds))
    .returning();
}

/** Gives the users `role`; the sessions of those whose role really changes end (their tokens name the old one). */
export async function setRoleRows(tx: Tx, userIds: number[], role: AssignableRole): Promise<UserRow[]> {
  return tx
    .update(users)
    .set({ role, updatedAt: sql`now()`, ...revokeSessions(ne(users.role, role)) })
    .where(inArray(users.id, userIds))
    .returning();
}

/** Deletes the users (what references them cascades or forgets them); answers how many were deleted. */
export async function deleteUserRows(tx: Tx, userIds: number[]): Promise<number> {
  const deleted = await tx.delete(users).where(inArray(users.id, userIds)).returning({ id: users.id });
  return deleted.length;
}
