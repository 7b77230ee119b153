import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpTenant } from '../testing/api.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { perDatabase } from './per-database.js';
import { organizations } from './schema.js';

let app: TestApp;
let orgId: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ orgId } = await signUpTenant(app, {
    name: 'Prepared Ltd',
    slug: 'prepared',
    domainId: 'prepared.example',
    adminEmail: 'admin@prepared.example',
  }));
});

afterAll(async () => {
  await app?.close();
});

const organizationName = perDatabase((db) =>
  db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, sql.placeholder('orgId')))
    .prepare('test_organization_name'),
);

describe('prepared queries', () => {
  it('answer on every call, also after the pool replaced a connection that failed', async () => {
    const { db, pool } = app.ctx.database;
    expect(await organizationName(db).execute({ orgId })).toEqual([{ name: 'Prepared Ltd' }]);
    // A failed query makes the pool discard its connection; the next one has no statements yet.
    await expect(pool.query('select * from no_such_table')).rejects.toThrow();
    expect(await organizationName(db).execute({ orgId })).toEqual([{ name: 'Prepared Ltd' }]);
    expect(await organizationName(db).execute({ orgId: orgId + 1000 })).toEqual([]);
  });

  it("run inside a transaction on the transaction's connection", async () => {
    const { db } = app.ctx.database;
    let inside: unknown;
    const rolledBack = db
      .transaction(async (tx) => {
        await tx.update(organizations).set({ name: 'Renamed Ltd' }).where(eq(organizations.id, orgId));
        inside = await organizationName(tx).execute({ orgId });
        tx.rollback();
      })
      .catch((error: unknown) => error);
    expect(await rolledBack).toBeInstanceOf(Error);
    expect(inside).toEqual([{ name: 'Renamed Ltd' }]);
    expect(await organizationName(db).execute({ orgId })).toEqual([{ name: 'Prepared Ltd' }]);
  });
});
