import type pg from 'pg';

/**
 * Runs SQL as a signed-in user would reach it through PostgREST: one transaction with that user's JWT claims
 * (request.jwt.claims), so the SQL functions see auth.uid() as that user.
 */
export function asUser(db: pg.Client, userId: string) {
  return async (sql: string, params: unknown[]) => {
    await db.query('begin');
    await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: userId, role: 'authenticated' })]);
    const result = await db.query(sql, params);
    await db.query('commit');
    return result;
  };
}
