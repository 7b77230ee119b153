import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import { SERVER_DIR } from '../server-dir.js';
import * as schema from './schema.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded/embedded-postgres.js';
import { lockDataDir } from './embedded/data-dir-lock.js';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; it has the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  embedded: boolean;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(SERVER_DIR, 'drizzle');
/** A freshly initialised cluster, dumped by the server's build (scripts/build.mjs). */
const INITIAL_CLUSTER = path.join(SERVER_DIR, 'dist', 'pglite-cluster.tar.gz');
/** Serialises migrations when several instances start at once against one PostgreSQL. */
const MIGRATION_LOCK_ID = 726_354_001;

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Tests: an embedded database already running (a migrated template's copy) instead of DATA_DIR's; closing the database stops it. */
  embedded?: EmbeddedPostgres;
  logger: Logger;
}

async function startEmbedded(options: OpenDatabaseOptions): Promise<EmbeddedPostgres> {
  if (options.embedded) return options.embedded;
  const dir = path.join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  // One owner process per data directory (throws DataDirLockedError otherwise).
  const release = await lockDataDir(path.join(options.dataDir, 'pglite.lock'));
  try {
    // A new data directory starts from the build's cluster: loading it takes under a second,
    // PGlite's initdb about three. Without a build, PGlite runs initdb.
    const isNew = !existsSync(path.join(dir, 'PG_VERSION'));
    const embedded = await startEmbeddedPostgres({
      dataDir: dir,
      loadDataDirFile: isNew && existsSync(INITIAL_CLUSTER) ? INITIAL_CLUSTER : undefined,
    });
    return { ...embedded, stop: (stopOptions) => embedded.stop(stopOptions).finally(release) };
  } catch (error) {
    await release();
    throw error;
  }
}

/** Opens real PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const embedded = options.databaseUrl ? undefined : await startEmbedded(options);
  const pool = new pg.Pool({
    connectionString: options.databaseUrl ?? embedded!.connectionString,
    // PGlite is single-session: one connection, every query queued on it.
    max: embedded ? 1 : 10,
    idleTimeoutMillis: embedded ? 0 : 30_000,
    // PGlite keeps its one session across connections, and with it the named statements of a closed
    // one (db/per-database.ts): a new connection drops them before its first query, as on PostgreSQL
    // (pg-pool waits for the promise; typed as void).
    ...(embedded ? { onConnect: (client: pg.ClientBase) => client.query('deallocate all') } : {}),
  });
  pool.on('error', (error) => options.logger.error({ err: error }, 'database pool error'));
  return {
    db: drizzle(pool, { schema }),
    pool,
    embedded: Boolean(embedded),
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}

/** Applies the generated migrations under an advisory lock, on one dedicated connection. */
export async function migrateDatabase(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
