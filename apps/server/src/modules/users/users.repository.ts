import type { Role } from '@kairox/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { users } from '../../db/schema.js';

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
