import type pg from 'pg';

/**
 * Creates a temporary SQL object for a test and makes PostgREST see it. The caller drops it
 * afterwards, so the public schema (and the generated types) stay as the migrations made them.
 */
export async function withSchemaReload(pool: pg.Pool, sql: string): Promise<void> {
  await pool.query(sql);
  await pool.query(`notify pgrst, 'reload schema'`);
  // PostgREST reloads its schema cache asynchronously; give it a moment.
  await new Promise((r) => setTimeout(r, 700));
}
