import pg from 'pg';
import { e2e } from './apps';

/**
 * Runs SQL on the test database as its superuser. Only for setting up what a browser cannot do quickly
 * (a thousand people joining) and for checking what was stored; the product itself never talks this way.
 */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2e.databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
