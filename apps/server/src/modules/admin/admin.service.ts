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
  type OrgSortField,
  type Plan,
  type SortOrder,
  type User,
  type UserSortField,
} from '@kairox/contract';
import { and, asc, count, eq, ilike, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.js';
import { organizations, users } from '../../db/schema.js';
import { answerForConstraint } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { revokeSessions, type Caller } from '../auth/authenticate.js';
import { hashPassword } from '../auth/passwords.js';
import { toOrganization } from '../organizations/organizations.service.js';
import { toPublicUser } from '../users/users.service.js';

type UserRow = typeof users.$inferSelect;

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function orderBy(expression: SQL | AnyColumn, direction: 'ASC' | 'DESC'): SQL {
  return sql`${expression} ${sql.raw(direction)} nulls last`;
}

const pageCount = (total: number, size: number) => Math.ceil(total / size);

// ---------------------------------------------------------------------------------------------
// Organisations

const userCountOf = sql<number>`(select count(*) from ${users} where ${users.orgId} = ${organizations.id})`.mapWith(Number);

const ORG_SORT: Record<OrgSortField, SQL | AnyColumn> = {
  name: sql`lower(${organizations.name})`,
  slug: organizations.slug,
  domainId: organizations.domainId,
  plan: organizations.plan,
  country: sql`lower(${organizations.country})`,
  industry: sql`lower(${organizations.industry})`,
  companySize: organizations.companySize,
  createdAt: organizations.createdAt,
  userCount: userCountOf,
};

export interface OrganizationListQuery {
  page: number;
  size: number;
  sort: SortOrder<OrgSortField>;
  search?: string;
  plan?: Plan;
}

/** Tenant organisations (never the platform organisation), paged, sorted and filtered. */
export async function listOrganizations(db: Db, query: OrganizationListQuery): Promise<AdminOrganizationPage> {
  const { page, size, sort, search, plan } = query;
  const pattern = search ? containsPattern(search) : undefined;
  const where = and(
    eq(organizations.isPlatform, false),
    pattern
      ? or(ilike(organizations.name, pattern), ilike(organizations.slug, pattern), ilike(organizations.domainId, pattern))
      : undefined,
    plan ? eq(organizations.plan, plan) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ organization: organizations, userCount: userCountOf })
      .from(organizations)
      .where(where)
      .orderBy(orderBy(ORG_SORT[sort.field], sort.direction), asc(organizations.id))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(organizations).where(where),
  ]);
  const totalElements = total?.total ?? 0;
  return {
    items: rows.map(({ organization, userCount }) => toAdminOrganization(organization, userCount)),
    totalPages: pageCount(totalElements, size),
    totalElements,
    page,
    size,
  };
}

function toAdminOrganization(row: typeof organizations.$inferSelect, userCount: number): AdminOrganization {
  return {
    ...toOrganization(row),
    userCount,
    createdAt: row.createdAt.toISOString(),
    requestedPlan: (row.requestedPlan as Plan | null) ?? null,
  };
}

/** The dashboard cards: tenant organisations and the users they hold (the operators are not counted). */
export async function platformStats(db: Db): Promise<AdminStats> {
  const [[orgs], [people]] = await Promise.all([
    db.select({ total: count() }).from(organizations).where(eq(organizations.isPlatform, false)),
    db
      .select({ total: count() })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.orgId))
      .where(eq(organizations.isPlatform, false)),
  ]);
  return { totalOrganizations: orgs?.total ?? 0, totalUsers: people?.total ?? 0 };
}

/**
 * Deletes the organisations and everything they own (foreign keys cascade) in one transaction.
 * Any unknown id: 404 and nothing deleted. The platform organisation: 400.
 */
export async function deleteOrganizations(db: Db, orgIds: number[]): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const found = await tx
        .select({ id: organizations.id, isPlatform: organizations.isPlatform })
        .from(organizations)
        .where(inArray(organizations.id, orgIds))
        .orderBy(asc(organizations.id))
        .for('update');
      if (found.length !== orgIds.length) throw notFound(ADMIN_MESSAGES.organizationNotFound);
      if (found.some((org) => org.isPlatform)) throw badRequest(ADMIN_MESSAGES.platformOrganizationProtected);
      const deleted = await tx.delete(organizations).where(inArray(organizations.id, orgIds)).returning({ id: organizations.id });
      return deleted.length;
    });
  } catch (error) {
    throw answerForConstraint(error, { foreignKey: () => conflict(ADMIN_MESSAGES.deleteOrganizationsDependencies) });
  }
}

// ---------------------------------------------------------------------------------------------
// Users of an organisation

const USER_SORT: Record<UserSortField, SQL | AnyColumn> = {
  firstName: sql`lower(${users.firstName})`,
  lastName: sql`lower(${users.lastName})`,
  email: users.email,
  role: users.role,
  enabled: users.enabled,
  createdAt: users.createdAt,
};

/** Ties of the chosen column are broken by name, then id, so pages never overlap. */
const USER_TIE_BREAK = [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, users.id];

export interface UserListQuery {
  page: number;
  size: number;
  sort: SortOrder<UserSortField>;
  search?: string;
}

async function requireOrganization(db: Db | Tx, orgId: number) {
  const [org] = await db
    .select({ id: organizations.id, isPlatform: organizations.isPlatform })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (!org) throw notFound(ADMIN_MESSAGES.organizationNotFound);
  return org;
}

/** The users of one organisation (the platform organisation lists the operators). */
export async function listUsers(db: Db, orgId: number, query: UserListQuery): Promise<AdminUserPage> {
  await requireOrganization(db, orgId);
  const { page, size, sort, search } = query;
  const pattern = search ? containsPattern(search) : undefined;
  const where = and(
    eq(users.orgId, orgId),
    pattern
      ? or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(users.email, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(orderBy(USER_SORT[sort.field], sort.direction), ...USER_TIE_BREAK.map((column) => sql`${column} asc`))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const totalElements = total?.total ?? 0;
  return { items: rows.map(toPublicUser), totalPages: pageCount(totalElements, size), totalElements, page, size };
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

/** Adds a user (ROLE_USER unless ROLE_ADMIN is asked for) to a tenant organisation. */
export async function registerUser(db: Db, input: RegisterUserInput): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const org = await requireOrganization(tx, input.orgId);
      if (org.isPlatform) throw badRequest(ADMIN_MESSAGES.platformOrganizationClosed);
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.orgId, input.orgId), eq(users.email, input.email)));
      if (taken) throw conflict(ADMIN_MESSAGES.duplicateEmail);
      const [created] = await tx
        .insert(users)
        .values({
          orgId: input.orgId,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone ?? null,
          passwordHash,
          role: input.role ?? 'ROLE_USER',
        })
        .returning();
      return toPublicUser(created!);
    });
  } catch (error) {
    // A foreign-key violation: the organisation was deleted between the check and the insert.
    throw answerForConstraint(error, {
      unique: () => conflict(ADMIN_MESSAGES.duplicateEmail),
      foreignKey: () => notFound(ADMIN_MESSAGES.organizationNotFound),
    });
  }
}

export interface UpdateUserInput {
  firstName: string;
  lastName: string;
  email: string;
  /** Absent: unchanged; null: removed. */
  phone?: string | null;
}

/**
 * Edits a user of the given organisation; a user of another organisation answers like a missing one.
 * A new email is a new sign-in name, so it ends the user's sessions.
 */
export async function updateUser(db: Db, userId: number, orgId: number, input: UpdateUserInput): Promise<User> {
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.orgId, orgId)))
        .for('update');
      if (!existing) throw notFound(ADMIN_MESSAGES.userNotFound);
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.orgId, orgId), eq(users.email, input.email), ne(users.id, userId)));
      if (taken) throw conflict(ADMIN_MESSAGES.duplicateEmail);
      const [updated] = await tx
        .update(users)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          ...(input.phone === undefined ? {} : { phone: input.phone }),
          ...revokeSessions(ne(users.email, input.email)),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId))
        .returning();
      return toPublicUser(updated!);
    });
  } catch (error) {
    throw answerForConstraint(error, { unique: () => conflict(ADMIN_MESSAGES.duplicateEmail) });
  }
}

// ---------------------------------------------------------------------------------------------
// Bulk user changes, guarded so the platform keeps an active operator

/** Locks every operator row (always first, so concurrent guarded changes queue up) and returns them. */
async function lockOperators(tx: Tx) {
  return tx
    .select({ id: users.id, enabled: users.enabled })
    .from(users)
    .where(eq(users.role, 'ROLE_SUPER_ADMIN'))
    .orderBy(asc(users.id))
    .for('update');
}

/** Locks and returns the target users; 404 unless every id is found (within `orgId` when given). */
async function lockTargets(tx: Tx, userIds: number[], orgId: number | undefined): Promise<UserRow[]> {
  const rows = await tx
    .select()
    .from(users)
    .where(and(inArray(users.id, userIds), orgId === undefined ? undefined : eq(users.orgId, orgId)))
    .orderBy(asc(users.id))
    .for('update');
  if (rows.length !== userIds.length) {
    throw notFound(userIds.length === 1 ? ADMIN_MESSAGES.userNotFound : ADMIN_MESSAGES.usersNotFound);
  }
  return rows;
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
export async function setUsersEnabled(
  db: Db,
  caller: Caller,
  orgId: number,
  userIds: number[],
  enabled: boolean,
): Promise<User[]> {
  return db.transaction(async (tx) => {
    const operators = await lockOperators(tx);
    await lockTargets(tx, userIds, orgId);
    if (!enabled) {
      if (userIds.includes(caller.userId)) throw badRequest(ADMIN_MESSAGES.cannotDisableSelf);
      keepAnOperator(operators, userIds);
    }
    const updated = await tx
      .update(users)
      .set({ enabled, updatedAt: sql`now()`, ...(enabled ? {} : revokeSessions()) })
      .where(inArray(users.id, userIds))
      .returning();
    return sortById(updated).map(toPublicUser);
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
      if (ids.length === 0) continue;
      updated.push(
        ...(await tx
          .update(users)
          .set({ role, updatedAt: sql`now()`, ...revokeSessions(ne(users.role, role)) })
          .where(inArray(users.id, ids))
          .returning()),
      );
    }
    return sortById(updated).map(toPublicUser);
  });
}

/**
 * Deletes users (of any organisation, or only of `orgId` when given). Any unknown id: 404 and
 * nothing deleted. The caller himself or the last active operator: 400. Rows of other data that
 * still reference a user and do not cascade: 409.
 */
export async function deleteUsers(db: Db, caller: Caller, userIds: number[], orgId?: number): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const operators = await lockOperators(tx);
      await lockTargets(tx, userIds, orgId);
      if (userIds.includes(caller.userId)) throw badRequest(ADMIN_MESSAGES.cannotDeleteSelf);
      keepAnOperator(operators, userIds);
      const deleted = await tx.delete(users).where(inArray(users.id, userIds)).returning({ id: users.id });
      return deleted.length;
    });
  } catch (error) {
    throw answerForConstraint(error, { foreignKey: () => conflict(ADMIN_MESSAGES.deleteUsersDependencies) });
  }
}

const sortById = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);
