import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';

let embedded: EmbeddedPostgres;
let pool: pg.Pool;

beforeAll(async () => {
  embedded = await startEmbeddedPostgres({});
  pool = new pg.Pool({ connectionString: embedded.connectionString, max: 1 });
});

afterAll(async () => {
  await pool.end();
  await embedded.stop();
});

describe('embedded PostgreSQL', () => {
  it('keeps answering after a query fails (the pool replaces its connection)', async () => {
    await expect(pool.query('select 1/0')).rejects.toThrow('division by zero');
    expect((await pool.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
    await expect(pool.query('select $1::int / 0', [5])).rejects.toThrow('division by zero');
    expect((await pool.query('select $1::int as five', [5])).rows).toEqual([{ five: 5 }]);
  });

  it('rolls back a failed transaction and goes on', async () => {
    await pool.query('create table if not exists t (id int primary key)');
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('insert into t values (1)');
      await expect(client.query('insert into t values (1)')).rejects.toThrow(/duplicate key/);
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect((await pool.query('select count(*)::int as n from t')).rows).toEqual([{ n: 0 }]);
  });
});
