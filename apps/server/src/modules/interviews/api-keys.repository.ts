/** The queries of the interview service's API keys; the key rules stay in api-keys.service.ts. */
import { and, asc, eq, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { interviewApiKeys, organizations } from '../../db/schema.js';

/** What a listing shows of a key: never its hash. */
const infoColumns = {
  id: interviewApiKeys.id,
  orgId: interviewApiKeys.orgId,
  name: interviewApiKeys.name,
  keyPrefix: interviewApiKeys.keyPrefix,
  createdAt: interviewApiKeys.createdAt,
  lastUsedAt: interviewApiKeys.lastUsedAt,
  revokedAt: interviewApiKeys.revokedAt,
};

export interface ApiKeyInfoRow {
  id: number;
  orgId: number;
  name: string;
  keyPrefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export async function findOrganizationWithDomain(db: DbOrTx, domainId: string): Promise<{ id: number; name: string; domainId: string } | undefined> {
  const [org] = await db
    .select({ id: organizations.id, name: organizations.name, domainId: organizations.domainId })
    .from(organizations)
    .where(eq(organizations.domainId, domainId));
  return org;
}

export async function hasKeyWithPrefix(db: DbOrTx, orgId: number, keyPrefix: string): Promise<boolean> {
  const [clash] = await db
    .select({ id: interviewApiKeys.id })
    .from(interviewApiKeys)
    .where(and(eq(interviewApiKeys.orgId, orgId), eq(interviewApiKeys.keyPrefix, keyPrefix)));
  return clash !== undefined;
}

export async function insertKey(db: DbOrTx, values: { orgId: number; name: string; keyPrefix: string; keyHash: string }): Promise<ApiKeyInfoRow> {
  const [row] = await db.insert(interviewApiKeys).values(values).returning(infoColumns);
  return row!;
}

/** The organisation's keys, oldest first, revoked ones included. */
export function listKeys(db: DbOrTx, orgId: number): Promise<ApiKeyInfoRow[]> {
  return db
    .select(infoColumns)
    .from(interviewApiKeys)
    .where(eq(interviewApiKeys.orgId, orgId))
    .orderBy(asc(interviewApiKeys.createdAt), asc(interviewApiKeys.id));
}

/** The organisation's keys with this hash, or whose prefix starts with `prefixStart`, revoked ones included. */
export function findKeys(db: DbOrTx, orgId: number, match: { keyHash: string } | { prefixStart: string }): Promise<ApiKeyInfoRow[]> {
  const wanted =
    'keyHash' in match ? eq(interviewApiKeys.keyHash, match.keyHash) : like(interviewApiKeys.keyPrefix, `${match.prefixStart.replace(/_/g, '\\_')}%`);
  return db
    .select(infoColumns)
    .from(interviewApiKeys)
    .where(and(eq(interviewApiKeys.orgId, orgId), wanted));
}

/** Revokes the key unless it already is; undefined when it already was. */
export async function revokeKey(db: DbOrTx, id: number): Promise<ApiKeyInfoRow | undefined> {
  const [row] = await db
    .update(interviewApiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(interviewApiKeys.id, id), isNull(interviewApiKeys.revokedAt)))
    .returning(infoColumns);
  return row;
}

/** The active key with this hash. */
export async function findActiveKey(db: DbOrTx, keyHash: string): Promise<{ id: number; orgId: number; keyPrefix: string } | undefined> {
  const [row] = await db
    .select({ id: interviewApiKeys.id, orgId: interviewApiKeys.orgId, keyPrefix: interviewApiKeys.keyPrefix })
    .from(interviewApiKeys)
    .where(and(eq(interviewApiKeys.keyHash, keyHash), isNull(interviewApiKeys.revokedAt)));
  return row;
}

/** Stamps the key's last use, unless it was stamped less than `resolutionSeconds` ago. */
export async function touchKey(db: DbOrTx, id: number, resolutionSeconds: number): Promise<void> {
  await db
    .update(interviewApiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(interviewApiKeys.id, id),
        or(isNull(interviewApiKeys.lastUsedAt), lt(interviewApiKeys.lastUsedAt, sql`now() - make_interval(secs => ${resolutionSeconds})`)),
      ),
    );
}
