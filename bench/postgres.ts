import pg from 'pg';

/** Drops (closing its connections) and creates the database `name` on the PostgreSQL server of `adminUrl`. */
export async function recreateDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}
