import { ADMIN_MESSAGES, TEAM_MESSAGES, USER_MESSAGES, type AssignableRole, type TeamMember, type User } from '@kairox/contract';
import type { Db, Tx } from '../../db/database.js';
import { answerForConstraint } from '../../lib/db-errors.js';
import { conflict, forbidden, notFound, type AppError } from '../../lib/errors.js';
import type { Caller } from '../auth/authenticate.js';
import { hashPassword } from '../auth/passwords.js';
import {
  deleteUserRows,
  findUsersOf,
  insertUser,
  isEmailTaken,
  lockAdminsOf,
  lockUsers,
  setEnabledRows,
  setRoleRows,
  type UserRow,
} from './users.repository.js';

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

// ---------------------------------------------------------------------------------------------
// The Team page: an organisation's admins manage its users

function toTeamMember(row: UserRow): TeamMember {
  const { phone: _phone, ...member } = toPublicUser(row);
  return member;
}

/** Every user of the organisation. */
export async function listTeam(db: Db, orgId: number): Promise<TeamMember[]> {
  return (await findUsersOf(db, orgId)).map(toTeamMember);
}

/**
 * Runs one admin's change of another user of his organisation in a transaction. The
 * organisation's admins are locked first and the caller must still be an enabled admin among
 * them: with the rule that nobody changes, disables or removes himself, the organisation always
 * keeps an enabled admin, even when two admins act on each other at once (the second one queues
 * behind the lock and is refused). A user of another organisation answers like a missing one.
 */
async function changeMember<T>(
  db: Db,
  caller: Caller,
  userId: number,
  selfRefusal: string,
  change: (tx: Tx, target: UserRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const admins = await lockAdminsOf(tx, caller.orgId);
    if (!admins.some((admin) => admin.id === caller.userId && admin.enabled)) throw forbidden();
    const [target] = await lockUsers(tx, [userId], caller.orgId);
    if (!target) throw notFound(ADMIN_MESSAGES.userNotFound);
    if (target.id === caller.userId) throw conflict(selfRefusal);
    return change(tx, target);
  });
}

/** Gives a user of the caller's organisation ROLE_ADMIN or ROLE_USER; his sessions end when it changes. */
export function setMemberRole(db: Db, caller: Caller, userId: number, role: AssignableRole): Promise<TeamMember> {
  return changeMember(db, caller, userId, TEAM_MESSAGES.cannotChangeOwnRole, async (tx, target) => {
    const [updated] = await setRoleRows(tx, [target.id], role);
    return toTeamMember(updated!);
  });
}

/** Enables or disables a user of the caller's organisation; a disabled user's sessions end at once. */
export function setMemberEnabled(db: Db, caller: Caller, userId: number, enabled: boolean): Promise<TeamMember> {
  return changeMember(db, caller, userId, TEAM_MESSAGES.cannotChangeOwnStatus, async (tx, target) => {
    const [updated] = await setEnabledRows(tx, [target.id], enabled);
    return toTeamMember(updated!);
  });
}

/**
 * Removes a user of the caller's organisation, as the operator's delete does: his notes, jobs and
 * status changes stay, their author forgotten (the foreign keys set null).
 */
export async function removeMember(db: Db, caller: Caller, userId: number): Promise<void> {
  await changeMember(db, caller, userId, TEAM_MESSAGES.cannotRemoveSelf, (tx, target) => deleteUserRows(tx, [target.id]));
}
