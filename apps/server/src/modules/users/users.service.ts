import { USER_MESSAGES, type AssignableRole, type User } from '@kairox/contract';
import type { Db, Tx } from '../../db/database.js';
import { answerForConstraint } from '../../lib/db-errors.js';
import { conflict, type AppError } from '../../lib/errors.js';
import { hashPassword } from '../auth/passwords.js';
import { insertUser, isEmailTaken, type UserRow } from './users.repository.js';

/** The API shape of a user: never the password hash. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface RegisterUserInput {
  orgId: number;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone?: string | null;
  role?: AssignableRole;
}

/** What differs between who adds the user: the answers their screens expect, and checks of the organisation. */
export interface RegistrationRules {
  /** The answer to an email the organisation already has. */
  duplicateEmail: () => AppError;
  /** Runs in the registration's transaction before anything is written. */
  checkOrganization?: (tx: Tx, orgId: number) => Promise<void>;
  /** The answer when the organisation was deleted between the check and the insert. */
  organizationGone?: () => AppError;
}

/** A staff member adds to his own organisation, which exists while he is signed in. */
const STAFF_RULES: RegistrationRules = { duplicateEmail: () => conflict(USER_MESSAGES.duplicateEmail) };

/**
 * Adds a user (ROLE_USER unless ROLE_ADMIN is asked for) to an organisation, in one transaction:
 * an email signs in once per organisation. The staff route and the operator's share it; the
 * operator passes his own rules.
 */
export async function registerUser(db: Db, input: RegisterUserInput, rules: RegistrationRules = STAFF_RULES): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      await rules.checkOrganization?.(tx, input.orgId);
      if (await isEmailTaken(tx, input.orgId, input.email)) throw rules.duplicateEmail();
      const created = await insertUser(tx, {
        orgId: input.orgId,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone ?? null,
        passwordHash,
        role: input.role ?? 'ROLE_USER',
      });
      return toPublicUser(created);
    });
  } catch (error) {
    throw answerForConstraint(error, { unique: rules.duplicateEmail, foreignKey: rules.organizationGone });
  }
}
