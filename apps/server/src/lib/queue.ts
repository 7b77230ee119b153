import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';

/**
 * The background job queue (pg-boss) on the app's own database. It queries through the app's pool,
 * so on embedded PGlite it shares the single connection instead of opening its own.
 */
export async function startQueue(
  pool: pg.Pool,
  logger: Logger,
  options: Pick<PgBoss.ConstructorOptions, 'supervise' | 'schedule'> = {},
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: 'pgboss',
    ...options,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}
