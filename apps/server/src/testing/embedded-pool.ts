import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded/embedded-postgres.js';
import { once } from '../lib/once.js';
import { withPgClient } from './pg-client.js';

/**
 * The test apps' embedded databases, each put back to the migrated template's rows when its app
 * closes and lent to the next app of the same worker process. Starting PGlite from the template
 * costs about 1.5 s of CPU, emptying its tables a small part of that. (The server project runs its
 * files without isolation, so this module's state outlives a file.)
 */

interface PooledDatabase {
  instance: EmbeddedPostgres;
  /** The template's tables (a queue's partition made later is emptied with its parent, pgboss.job). */
  tables: string[];
  /** The rows the template holds, per table, as JSON: restored after the tables are emptied. */
  templateRows: Map<string, string>;
}

const idle: PooledDatabase[] = [];

/** Tables emptied between apps: the app's and pg-boss's, but pg-boss's queue definitions (every app makes the same). */
const TABLES_SQL = `select format('%I.%I', schemaname, tablename) as name from pg_tables
  where schemaname in ('public', 'pgboss') and not (schemaname = 'pgboss' and tablename = 'queue') order by 1`;

async function startPooled(templateFile: string): Promise<PooledDatabase> {
  const instance = await startEmbeddedPostgres({ loadDataDirFile: templateFile });
  return withPgClient(instance.connectionString, async (client) => {
    const tables = (await client.query<{ name: string }>(TABLES_SQL)).rows.map((row) => row.name);
    const templateRows = new Map<string, string>();
    for (const table of tables) {
      const { json } = (await client.query<{ json: string | null }>(`select json_agg(t)::text as json from ${table} t`)).rows[0]!;
      if (json) templateRows.set(table, json);
    }
    return { instance, tables, templateRows };
  });
}

/**
 * Back to the template: the session's state reset (the one PGlite session outlives the app's
 * connections), every table emptied with its sequences, the template's rows written again.
 */
async function resetToTemplate({ instance, tables, templateRows }: PooledDatabase): Promise<void> {
  await withPgClient(instance.connectionString, async (client) => {
    await client.query('discard all');
    await client.query(`truncate table ${tables.join(', ')} restart identity cascade`);
    for (const [table, json] of templateRows) {
      await client.query(`insert into ${table} overriding system value select * from json_populate_recordset(null::${table}, $1)`, [json]);
    }
  });
}

/** An embedded database holding the template's rows, for one app; its `stop` lends it to the next. */
export async function borrowEmbeddedDatabase(templateFile: string): Promise<EmbeddedPostgres> {
  const pooled = idle.pop() ?? (await startPooled(templateFile));
  return {
    connectionString: pooled.instance.connectionString,
    stop: once(async () => {
      try {
        await resetToTemplate(pooled);
        idle.push(pooled);
      } catch {
        await pooled.instance.stop();
      }
    }),
  };
}
