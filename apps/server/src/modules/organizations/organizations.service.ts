import type { Organization, OrganizationSettings, Plan } from '@kairox/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { organizations } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';

type OrganizationRow = typeof organizations.$inferSelect;

export function toOrganization(row: OrganizationRow): Organization {
  return {
    orgId: row.id,
    name: row.name,
    slug: row.slug,
    domainId: row.domainId,
    plan: row.plan as Plan,
    country: row.country,
    industry: row.industry,
    companySize: row.companySize,
  };
}

/** The organisation's opt-ins (issue #10); scoped to the caller's own organisation. */
export async function getOrganizationSettings(db: DbOrTx, orgId: number): Promise<OrganizationSettings> {
  const [row] = await db.select({ aiAutoMoves: organizations.aiAutoMoves }).from(organizations).where(eq(organizations.id, orgId));
  if (!row) throw notFound();
  return row;
}

export async function updateOrganizationSettings(db: DbOrTx, orgId: number, settings: OrganizationSettings): Promise<OrganizationSettings> {
  const [row] = await db
    .update(organizations)
    .set({ aiAutoMoves: settings.aiAutoMoves, updatedAt: sql`now()` })
    .where(eq(organizations.id, orgId))
    .returning({ aiAutoMoves: organizations.aiAutoMoves });
  if (!row) throw notFound();
  return row;
}
