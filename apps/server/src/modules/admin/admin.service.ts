/**
 * The operator's (ROLE_SUPER_ADMIN) view of every tenant: organisation and user lists, user
 * maintenance and bulk deletes. Every change runs in one transaction, so a request takes full
 * effect or none. Changes that could lock the platform out take the operators' rows first
 * (SELECT … FOR UPDATE), so two operators acting at once cannot leave no active operator.
 */
import {
  ADMIN_MESSAGES,
  type AdminOrganization,
  type AdminOrganizationPage,
  type AdminStats,
  type AdminUserPage,
  type AssignableRole,
  type User,
} from '@kairox/contract';
import type { Db, DbOrTx, Tx } from '../../db/database.js';
import { answerForConstraint } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Caller } from '../auth/authenticate.js';
import { toOrganization } from '../organizations/organizations.service.js';
import { registerUser as registerUserUnder, toPublicUser, type RegisterUserInput, type RegistrationRules } from '../users/users.service.js';
import { deleteUserRows, lockUsers, setEnabledRows, setRoleRows, type UserRow } from '../users/users.repository.js';
import {
  countTenantsAndUsers,
  deleteOrganizationRows,
  emailTakenByOther,
  findOrganization,
  findOrganizationPage,
  findUserPage,
  lockOperators,
  lockOrganizations,
  lockUserOf,
  updateUserRow,
  type OrganizationListQuery,
  type OrganizationRow,
  type UserFields,
  type UserListQuery,
} from './admin.repository.js';

const pageCount = (total: number, size: number) => Math.ceil(total / size);

// ---------------------------------------------------------------------------------------------
// Organisations

/** Tenant organisations (never the platform organisation), paged, sorted and filtered. */
export async function listOrganizations(db: Db, query: OrganizationListQuery): Promise<AdminOrganizationPage> {
  const { rows, total } = await findOrganizationPage(db, query);
  return {
    items: rows.map(({ organization, userCount }) => toAdminOrganization(organization, userCount)),
    totalPages: pageCount(total, query.size),
    totalElements: total,
    page: query.page,
    size: query.size,
  };
}

function toAdminOrganization(row: OrganizationRow, userCount: number): AdminOrganization {
  return { ...toOrganization(row), userCount, createdAt: row.createdAt.toISOString(), requestedPlan: row.requestedPlan };
}

/** The dashboard cards: tenant organisations and the users they hold (the operators are not counted). */
export async function platformStats(db: Db): Promise<AdminStats> {
  const counts = await countTenantsAndUsers(db);
  return { totalOrganizations: counts.organizations, totalUsers: counts.users };
}

/**
 * Deletes the organisations and everything they own (foreign keys cascade) in one transaction.
 * Any unknown id: 404 and nothing deleted. The platform organisation: 400.
 */
export async function deleteOrganizations(db: Db, orgIds: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const found = await lockOrganizations(tx, orgIds);
    if (found.length !== orgIds.length) throw notFound(ADMIN_MESSAGES.organizationNotFound);
    if (found.some((org) => org.isPlatform)) throw badRequest(ADMIN_MESSAGES.platformOrganizationProtected);
    return deleteOrganizationRows(tx, orgIds);
  });
}

// ---------------------------------------------------------------------------------------------
// Users of an organisation

/** The organisation's id and whether it is the platform organisation; 404 when there is none. */
async function requireOrganization(db: DbOrTx, orgId: number) {
  const org = await findOrganization(db, orgId);
  if (!org) throw notFound(ADMIN_MESSAGES.organizationNotFound);
  return org;
}

/** The users of one organisation (the platform organisation lists the operators). */
export async function listUsers(db: Db, orgId: number, query: UserListQuery): Promise<AdminUserPage> {
  await requireOrganization(db, orgId);
  const { rows, total } = await findUserPage(db, orgId, query);
  return {
    items: rows.map(toPublicUser),
    totalPages: pageCount(total, query.size),
    totalElements: total,
    page: query.page,
    size: query.size,
  };
}

/** The operator adds users to tenant organisations only, and words a taken email as the Admin page does. */
const OPERATOR_REGISTRATION: RegistrationRules = {
  duplicateEmail: () => conflict(ADMIN_MESSAGES.duplicateEmail),
  checkOrganization: async (tx, orgId) => {
    const org = await requireOrganization(tx, orgId);
    if (org.isPlatform) throw badRequest(ADMIN_MESSAGES.platformOrganizationClosed);
  },
  organizationGone: () => notFound(ADMIN_MESSAGES.organizationNotFound),
};

/** Adds a user (ROLE_USER unless ROLE_ADMIN is asked for) to a tenant organisation. */
export function registerUser(db: Db, input: RegisterUserInput): Promise<User> {
  return registerUserUnder(db, input, OPERATOR_REGISTRATION);
}

/**
 * Edits a user of the given organisation; a user of another organisation answers like a missing one.
 * A new email is a new sign-in name, so it ends the user's sessions.
 */
export async function updateUser(db: Db, userId: number, orgId: number, input: UserFields): Promise<User> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await lockUserOf(tx, orgId, userId))) throw notFound(ADMIN_MESSAGES.userNotFound);
      if (await emailTakenByOther(tx, orgId, input.email, userId)) throw conflict(ADMIN_MESSAGES.duplicateEmail);
      return toPublicUser(await updateUserRow(tx, userId, input));
    });
  } catch (error) {
    throw answerForConstraint(error, { unique: () => conflict(ADMIN_MESSAGES.duplicateEmail) });
  }
}

// ---------------------------------------------------------------------------------------------
// Bulk user changes, guarded so the platform keeps an active operator

/** Locks the target users; 404 unless every id is found (within `orgId` when given). */
async function lockTargets(tx: Tx, userIds: number[], orgId: number | undefined): Promise<void> {
  const rows = await lockUsers(tx, userIds, orgId);
  if (rows.length !== userIds.length) {
    throw notFound(userIds.length === 1 ? ADMIN_MESSAGES.userNotFound : ADMIN_MESSAGES.usersNotFound);
  }
}

/** 400 when no enabled operator would remain once `leaving` stop being active operators. */
function keepAnOperator(operators: Array<{ id: number; enabled: boolean }>, leaving: number[]) {
  const remaining = operators.filter((operator) => operator.enabled && !leaving.includes(operator.id));
  if (remaining.length === 0) throw badRequest(ADMIN_MESSAGES.lastOperator);
}

/**
 * Enables or disables users of one organisation. Disabling ends their sessions: the auth layer
 * refuses a disabled user on every request, and the token version moves on, so tokens issued
 * before the disable stay dead after a later re-enable.
 */
export async function setUsersEnabled(db: Db, caller: Caller, orgId: number, userIds: number[], enabled: boolean): Promise<User[]> {
  return db.transaction(async (tx) => {
    const operators = await lockOperators(tx);
    await lockTargets(tx, userIds, orgId);
    if (!enabled) {
      if (userIds.includes(caller.userId)) throw badRequest(ADMIN_MESSAGES.cannotDisableSelf);
      keepAnOperator(operators, userIds);
    }
    return sortById(await setEnabledRows(tx, userIds, enabled)).map(toPublicUser);
  });
}

/**
 * Gives users of one organisation ROLE_ADMIN or ROLE_USER. The caller cannot change his own role.
 * A user whose role changes signs in again: his tokens name the old role.
 */
export async function setUserRoles(
  db: Db,
  caller: Caller,
  orgId: number,
  assignments: Array<{ userId: number; role: AssignableRole }>,
): Promise<User[]> {
  const userIds = assignments.map((assignment) => assignment.userId);
  return db.transaction(async (tx) => {
    const operators = await lockOperators(tx);
    await lockTargets(tx, userIds, orgId);
    if (userIds.includes(caller.userId)) throw badRequest(ADMIN_MESSAGES.cannotChangeOwnRole);
    keepAnOperator(operators, userIds);
    const updated: UserRow[] = [];
    for (const role of ['ROLE_ADMIN', 'ROLE_USER'] as const) {
      const ids = assignments.filter((assignment) => assignment.role === role).map((assignment) => assignment.userId);
      if (ids.length > 0) updated.push(...(await setRoleRows(tx, ids, role)));
    }
    return sortById(updated).map(toPublicUser);
  });
}

/**
 * Deletes users (of any organisation, or only of `orgId` when given). Any unknown id: 404 and
 * nothing deleted. The caller himself or the last active operator: 400. Every row that references a
 * user either cascades or forgets the user (created_by, changed_by, actor_id are set null).
 */
export async function deleteUsers(db: Db, caller: Caller, userIds: number[], orgId?: number): Promise<number> {
  return db.transaction(async (tx) => {
    const operators = await lockOperators(tx);
    await lockTargets(tx, userIds, orgId);
    if (userIds.includes(caller.userId)) throw badRequest(ADMIN_MESSAGES.cannotDeleteSelf);
    keepAnOperator(operators, userIds);
    return deleteUserRows(tx, userIds);
  });
}

const sortById = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);
