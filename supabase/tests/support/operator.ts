import type pg from 'pg';

/**
 * Runs SQL as an operator who bypasses every trigger (session_replication_role = replica), in one transaction:
 * rows only such an operator could write, to show what the table's constraints and the readers do with them.
 */
export async function asOperator(pool: pg.Pool, sql: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(sql);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
