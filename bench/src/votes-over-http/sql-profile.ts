import pg from 'pg';

/** With PROFILE_SQL=1: resets pg_stat_statements (so only the measured run counts). */
export async function resetSqlProfile(databaseUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('create extension if not exists pg_stat_statements with schema extensions');
    await db.query('select extensions.pg_stat_statements_reset()');
    await db.query('select pg_stat_reset()');
  } finally {
    await db.end();
  }
}

/** The statements that took most of PostgreSQL's time since the reset, per vote. */
export async function printSqlProfile(databaseUrl: string, votes: number, top = 20): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ who: string; calls: string; total: number; mean: number; query: string }>(
      `select r.rolname as who, s.calls, s.total_exec_time + s.total_plan_time as total, s.mean_exec_time as mean,
              regexp_replace(left(s.query, 160), '\\s+', ' ', 'g') as query
         from extensions.pg_stat_statements s left join pg_roles r on r.oid = s.userid
        where s.toplevel or $2
        order by s.total_exec_time + s.total_plan_time desc limit $1`,
      [top, process.env.PROFILE_SQL_NESTED === '1'],
    );
    console.log(`\nPostgreSQL statements by total time (pg_stat_statements, nested included; ms per vote):`);
    for (const row of rows) {
      console.log(`  ${(row.total / votes).toFixed(3)} ms/vote  ${row.calls} calls  mean ${row.mean.toFixed(3)} ms  [${row.who}] ${row.query}`);
    }
    // A backend reports its function statistics when its transaction ends; PostgREST's pool is idle by now.
    const functions = await db.query<{ name: string; calls: string; total: number; self: number }>(
      `select schemaname || '.' || funcname as name, calls, total_time as total, self_time as self
         from pg_stat_user_functions order by self_time desc limit $1`,
      [top],
    );
    console.log(`\nSQL functions by own time (pg_stat_user_functions, track_functions = all; ms per vote own / with callees):`);
    for (const row of functions.rows) {
      console.log(`  ${(row.self / votes).toFixed(3)} / ${(row.total / votes).toFixed(3)} ms/vote  ${(Number(row.calls) / votes).toFixed(1)} calls per vote  ${row.name}`);
    }
  } finally {
    await db.end();
  }
}
