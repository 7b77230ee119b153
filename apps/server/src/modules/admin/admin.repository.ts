/**
 * The operator module's queries: the organisation and user lists, the rows a change locks, updates
 * or deletes, and the platform operator's own rows. Rules and transactions stay in the services.
 */
import type { OrgSortField, Plan, SortOrder, UserSortField } from '@kairox/contract';
import { and, asc, count, eq, ilike, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.js';
import { containsPattern } from '../../db/patterns.js';
import { organizations, users } from '../../db/schema.js';
import { revokeSessions } from '../auth/auth.repository.js';
import type { UserRow } from '../users/users.repository.js';

export type OrganizationRow = typeof organizations.$inferSelect;

function orderBy(expression: SQL | AnyColumn, direction: 'ASC' | 'DESC'): SQL {
  return sql`${expression} ${sql.raw(direction)} nulls last`;
}

// ---------------------------------------------------------------------------------------------
// Organisations

/**
 * The condition is nested SQL on purpose: a select from one table writes the columns at the top of
 * its selection unqualified, and a bare `id` inside the subquery is the user's own id, so every
 * organisation showed the same count. Nested, both columns keep their table names.
 */
const userCountOf = sql<number>`(select count(*) from ${users} where ${eq(users.orgId, organizations.id)})`.mapWith(Number);

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

/** One page of tenant organisations (never the platform organisation) with their user counts, and how many match. */
export async function findOrganizationPage(db: DbOrTx, query: OrganizationListQuery) {
  const { page, size, sort, search, plan } = query;
  const pattern = search ? containsPattern(search) : undefined;
  const where = and(
    eq(organizations.isPlatform, false),
    pattern ? or(ilike(organizations.name, pattern), ilike(organizations.slug, pattern), ilike(organizations.domainId, pattern)) : undefined,
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
  return { rows, total: total?.total ?? 0 };
}

/** Tenant organisations and the users they hold (the operators are not counted). */
export async function countTenantsAndUsers(db: DbOrTx) {
  const [[orgs], [people]] = await Promise.all([
    db.select({ total: count() }).from(organizations).where(eq(organizations.isPlatform, false)),
    db.select({ total: count() }).from(users).innerJoin(organizations, eq(organizations.id, users.orgId)).where(eq(organizations.isPlatform, false)),
  ]);
  return { organizations: orgs?.total ?? 0, users: people?.total ?? 0 };
}

export async function findOrganization(db: DbOrTx, orgId: number) {
  const [org] = await db
    .select({ id: organizations.id, isPlatform: organizations.isPlatform })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return org;
}

/** Locks the organisations found among `orgIds`, in id order so concurrent deletes queue up. */
export async function lockOrganizations(tx: Tx, orgIds: number[]) {
  return tx
    .select({ id: organizations.id, isPlatform: organizations.isPlatform })
    .from(organizations)
    .where(inArray(organizations.id, orgIds))
    .orderBy(asc(organizations.id))
    .for('update');
}

/** Deletes the organisations (what they own cascades); answers how many were deleted. */
export async function deleteOrganizationRows(tx: Tx, orgIds: number[]): Promise<number> {
  const deleted = await tx.delete(organizations).where(inArray(organizations.id, orgIds)).returning({ id: organizations.id });
  return deleted.length;
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

/** One page of an organisation's users, and how many match. */
export async function findUserPage(db: DbOrTx, orgId: number, query: UserListQuery) {
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
  return { rows, total: total?.total ?? 0 };
}

/** Locks the user if he belongs to the organisation. */
export async function lockUserOf(tx: Tx, orgId: number, userId: number) {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.orgId, orgId)))
    .for('update');
  return user;
}

/** Whether another user of the organisation signs in with `email`. */
export async function emailTakenByOther(tx: Tx, orgId: number, email: string, userId: number): Promise<boolean> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.email, email), ne(users.id, userId)));
  return taken !== undefined;
}

export interface UserFields {
  firstName: string;
  lastName: string;
  email: string;
  /** Absent: unchanged; null: removed. */
  phone?: string | null;
}

/** Writes the user's fields; a new email is a new sign-in name, so it ends his sessions. */
export async function updateUserRow(tx: Tx, userId: number, fields: UserFields): Promise<UserRow> {
  const [updated] = await tx
    .update(users)
    .set({
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      ...(fields.phone === undefined ? {} : { phone: fields.phone }),
      ...revokeSessions(ne(users.email, fields.email)),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  return updated!;
}

/** Locks every operator row (always first, so concurrent guarded changes queue up) and returns them. */
export async function lockOperators(tx: Tx) {
  return tx
    .select({ id: users.id, enabled: users.enabled })
    .from(users)
    .where(eq(users.role, 'ROLE_SUPER_ADMIN'))
    .orderBy(asc(users.id))
    .for('update');
}

// ---------------------------------------------------------------------------------------------
// The platform operator (configuration, not the API)

export async function findOrganizationByDomainId(tx: Tx, domainId: string): Promise<OrganizationRow | undefined> {
  const [org] = await tx.select().from(organizations).where(eq(organizations.domainId, domainId));
  return org;
}

export async function insertPlatformOrganization(tx: Tx, values: { slug: string; domainId: string }): Promise<OrganizationRow> {
  const [org] = await tx
    .insert(organizations)
    .values({ name: 'Kairox Platform', ...values, plan: 'ENTERPRISE', isPlatform: true })
    .returning();
  return org!;
}

export async function isSlugTaken(tx: Tx, slug: string): Promise<boolean> {
  const [taken] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, slug));
  return taken !== undefined;
}

export async function findUserByEmail(tx: Tx, orgId: number, email: string): Promise<UserRow | undefined> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.email, email)));
  return user;
}

/**
 * Makes the user an enabled operator. A new password hash ends every session; without one, only
 * a user who was not an operator yet signs in again (his tokens name the old role).
 */
export async function makeOperator(tx: Tx, userId: number, newPasswordHash?: string): Promise<void> {
  await tx
    .update(users)
    .set({
      role: 'ROLE_SUPER_ADMIN',
      enabled: true,
      ...(newPasswordHash === undefined
        ? revokeSessions(ne(users.role, 'ROLE_SUPER_ADMIN'))
        : { passwordHash: newPasswordHash, ...revokeSessions() }),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}
