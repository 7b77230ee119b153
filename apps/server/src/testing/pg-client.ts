import pg from 'pg';

/** Runs `work` on a connection of its own to `connectionString`, ended afterwards whatever happens. */
export async function withPgClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
