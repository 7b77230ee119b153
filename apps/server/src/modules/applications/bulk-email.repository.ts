import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { applications, organizations } from '../../db/schema.js';

/** The organisation's applications among `ids`, oldest first, with their candidates' emails (null when there is none). */
export function findRecipients(db: DbOrTx, orgId: number, ids: readonly number[]) {
  return db
    .select({ id: applications.id, email: applications.candidateEmail })
    .from(applications)
    .where(and(eq(applications.orgId, orgId), inArray(applications.id, [...ids])))
    .orderBy(asc(applications.id));
}

export async function findOrganizationName(db: DbOrTx, orgId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, orgId));
  return row?.name;
}
