import type pg from 'pg';
import { AuthError, unprocessable } from './errors.js';

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

/**
 * The refusal of the account-metadata limit (trigger user_metadata_limit on auth.users, supabase/migrations
 * 20261128120000): at most 2,048 bytes of JSON in user_metadata. Answered 422 validation_failed in
 * GoTrue's shape with the trigger's words, so the rule lives once, in Postgres; null for any other error.
 */
export function metadataRefusal(error: unknown): AuthError | null {
  if (typeof error !== 'object' || error === null || (error as { code?: string }).code !== 'PT422') return null;
  return unprocessable('validation_failed', (error as { message?: string }).message ?? 'User metadata is too large');
}
