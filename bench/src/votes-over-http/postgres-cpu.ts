import pg from 'pg';
import { cpuSeconds } from '../lecture-hall/process-stats.js';

/**
 * PostgreSQL's CPU seconds so far, split by who its backends serve: the Auth service's pool
 * (supabase_auth_admin), PostgREST (authenticator), the gateway's Realtime pool (supabase_admin) and the
 * rest (WAL writer, checkpointer, …). Live processes only: a backend that ended between two readings drops out.
 */
export async function postgresCpuByClient(databaseUrl: string, postgresPid: number): Promise<Record<string, number>> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ pid: number; who: string }>(
      `select pid, coalesce(usename, backend_type) as who from pg_stat_activity where pid <> pg_backend_pid()`,
    );
    const totals: Record<string, number> = { postmaster: cpuSeconds(postgresPid) };
    for (const { pid, who } of rows) {
      const seconds = cpuSeconds(pid);
      if (!Number.isNaN(seconds)) totals[who] = (totals[who] ?? 0) + seconds;
    }
    return totals;
  } finally {
    await db.end();
  }
}
