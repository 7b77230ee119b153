import type { Role, User } from '@kairox/contract';
import type { users } from '../../db/schema.js';

type UserRow = typeof users.$inferSelect;

/** The API shape of a user: never the password hash. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    role: row.role as Role,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  };
}
