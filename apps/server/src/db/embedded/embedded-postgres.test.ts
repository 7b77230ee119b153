import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPgClient } from '../../testing/pg-client.js';
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

describe('a data directory started from a dump', () => {
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'kairox-embedded-'));
  });

  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  /** Runs `sql` on its own connection (each database below is started and stopped in turn). */
  const query = async (database: EmbeddedPostgres, sql: string): Promise<Array<Record<string, unknown>>> =>
    withPgClient(database.connectionString, async (client) => (await client.query(sql)).rows);
  const names = async (database: EmbeddedPostgres) => (await query(database, 'select name from seen order by name')).map((row) => row.name);

  it('holds the dump, and keeps what is written after it across a restart', async () => {
    const dump = path.join(workDir, 'cluster.tar.gz');
    const source = await startEmbeddedPostgres({});
    await query(source, 'create table seen (name text)');
    await query(source, "insert into seen values ('in the dump')");
    await source.stop({ dumpTo: dump });

    const dataDir = path.join(workDir, 'pglite');
    const first = await startEmbeddedPostgres({ dataDir, loadDataDirFile: dump });
    expect(await names(first)).toEqual(['in the dump']);
    await query(first, "insert into seen values ('written after')");
    await first.stop();

    const restarted = await startEmbeddedPostgres({ dataDir });
    expect(await names(restarted)).toEqual(['in the dump', 'written after']);
    await restarted.stop();
  });
});
