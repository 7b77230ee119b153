import type { OrganizationSettings, Plan } from '@kairox/contract';
import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { organizations } from '../../db/schema.js';

export type OrganizationRow = typeof organizations.$inferSelect;

export interface NewOrganization {
  name: string;
  slug: string;
  domainId: string;
  country: string;
  plan: Plan;
  requestedPlan: Plan | null;
  industry: string | null;
  companySize: number | null;
}

export async function isDomainIdRegistered(db: DbOrTx, domainId: string): Promise<boolean> {
  const [found] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.domainId, domainId));
  return found !== undefined;
}

/** The organisations that already use the domain ID or the slug. */
export async function findByDomainIdOrSlug(db: DbOrTx, domainId: string, slug: string) {
  return db
    .select({ domainId: organizations.domainId, slug: organizations.slug })
    .from(organizations)
    .where(or(eq(organizations.domainId, domainId), eq(organizations.slug, slug)));
}

export async function insertOrganization(db: DbOrTx, values: NewOrganization): Promise<OrganizationRow> {
  const [created] = await db.insert(organizations).values(values).returning();
  return created!;
}

export async function findSettings(db: DbOrTx, orgId: number): Promise<OrganizationSettings | undefined> {
  const [row] = await db.select({ aiAutoMoves: organizations.aiAutoMoves }).from(organizations).where(eq(organizations.id, orgId));
  return row;
}

export async function updateSettings(db: DbOrTx, orgId: number, settings: OrganizationSettings): Promise<OrganizationSettings | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ aiAutoMoves: settings.aiAutoMoves, updatedAt: sql`now()` })
    .where(eq(organizations.id, orgId))
    .returning({ aiAutoMoves: organizations.aiAutoMoves });
  return row;
}
