import type pg from 'pg';
import { stack, superuserPool } from './clients.js';

let markers = 0;

/**
 * Creates a temporary SQL object for a test and makes PostgREST see it. The caller drops it
 * afterwards, so the public schema (and the generated types) stay as the migrations made them.
 *
 * PostgREST reloads its schema cache asynchronously after the notification, and on a loaded machine later
 * than any fixed wait (a 700 ms sleep once left a new function unseen: 404). The reload reads the catalog
 * after the notification, so a marker function created before it is callable once the cache also holds
 * `sql`'s objects: the fixture waits for the marker, then drops it. The test's hook timeout is the guard.
 */
export async function withSchemaReload(pool: pg.Pool, sql: string): Promise<void> {
  await pool.query(sql);
  markers += 1;
  const marker = `test_schema_reload_${process.pid}_${markers}`;
  const admin = superuserPool();
  try {
    await admin.query(`create function public.${marker}() returns int language sql as 'select 1'; grant execute on function public.${marker}() to anon`);
    await admin.query(`notify pgrst, 'reload schema'`);
    while (!(await callable(marker))) await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    await admin.query(`drop function if exists public.${marker}()`);
    await admin.end();
  }
}

async function callable(fn: string): Promise<boolean> {
  const response = await fetch(`${stack.url}/rest/v1/rpc/${fn}`, { method: 'POST', headers: { apikey: stack.anonKey, 'content-type': 'application/json' }, body: '{}' });
  await response.arrayBuffer();
  return response.ok;
}
