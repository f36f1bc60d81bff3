import pg from 'pg';
import { cpuSeconds } from '../lecture-hall/process-stats.js';
import { asUser } from '../support/as-user.js';

/**
 * The floor, measured in the same run on the same stack: `votes` votes cast in one SQL loop (as
 * results-at-scale does, docs/performance.md "Results at scale"), each a new anonymous auth.users row, then
 * join_poll and submit_vote under that voter's identity. No HTTP, no sign-in session, one transaction.
 * Returns votes per second and the backend's CPU milliseconds per vote (read from /proc: the figure a busy
 * machine disturbs least).
 */
export async function inDatabaseLoop(databaseUrl: string, votes: number, options: number): Promise<{ rate: number; cpuMsPerVote: number }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const hostId = crypto.randomUUID();
    await db.query(`insert into auth.users (id, email, raw_user_meta_data, is_anonymous, created_at) values ($1, $2, '{}', false, now())`, [
      hostId,
      `bench-loop-${hostId}@example.com`,
    ]);
    const asHost = asUser(db, hostId);
    const labels = Array.from({ length: options }, (_, i) => `Option ${i + 1}`);
    const created = await asHost(`select public.create_poll('Loop', $1, max_participants => $2) ->> 'id' as id`, [labels, votes]);
    const pollId: string = created.rows[0].id;
    await asHost(`select public.update_poll_status($1, 'voting')`, [pollId]);
    const ids = Array.from({ length: options }, (_, i) => `option_${i + 1}`);
    const backend: number = (await db.query('select pg_backend_pid() as pid')).rows[0].pid;
    const cpuBefore = cpuSeconds(backend);
    const started = performance.now();
    await db.query(
      `do $$
       declare
         voter uuid;
       begin
         for i in 1..${Number(votes)} loop
           voter := gen_random_uuid();
           insert into auth.users (id, is_anonymous, created_at) values (voter, true, now());
           perform set_config('request.jwt.claims', json_build_object('sub', voter, 'role', 'authenticated')::text, true);
           perform public.join_poll('${pollId}', null);
           perform public.submit_vote('${pollId}', array(select o from unnest(array[${ids.map((id) => `'${id}'`).join(',')}]) o order by random()));
         end loop;
       end $$`,
    );
    const seconds = (performance.now() - started) / 1000;
    return { rate: votes / seconds, cpuMsPerVote: ((cpuSeconds(backend) - cpuBefore) * 1000) / votes };
  } finally {
    await db.end();
  }
}
