import type pg from 'pg';

export type Db = pg.Pool | pg.PoolClient;

/** Runs `work` in one transaction on a pooled connection; rolls back when it throws. */
export async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** GoTrue writes the nil UUID into instance_id columns. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
