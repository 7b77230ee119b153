import { drizzle } from 'drizzle-orm/node-postgres';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Db } from '../../db/database.js';
import * as schema from '../../db/schema.js';

export interface QueueTransaction {
  /** Drizzle on the transaction's connection. */
  tx: Db;
  /** For pg-boss: `boss.send(name, data, { db: queueDb })` inserts the job inside this transaction. */
  queueDb: PgBoss.Db;
}

/**
 * Runs `work` in one transaction on one pool connection, and lets pg-boss insert jobs on that same
 * connection: the rows and their background jobs commit together or not at all. Inside `work`,
 * use only `tx` and `queueDb`: on embedded PGlite the pool has a single connection, so anything
 * that asks the pool for another one (ctx.database.db, a plain boss.send) waits forever.
 */
export async function withQueueTransaction<T>(pool: pg.Pool, work: (transaction: QueueTransaction) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    try {
      const result = await work({
        tx: drizzle(client, { schema }) as unknown as Db,
        queueDb: { executeSql: (text, values) => client.query(text, values) },
      });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    }
  } finally {
    client.release(broken);
  }
}
