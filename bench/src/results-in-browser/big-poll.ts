import pg from 'pg';

export interface BigPoll {
  pollId: string;
  castSeconds: number;
}

/**
 * A completed poll of OPTIONS options with VOTES votes, each cast through submit_vote under its own
 * anonymous voter's identity in one in-database loop (as results-at-scale.ts does). Every ranking is a
 * random order of all options, so with 10 options nearly every ballot is its own ranking group: the
 * largest answer get_poll_results can give for that many votes.
 */
export async function createBigPoll(databaseUrl: string, hostId: string, votes: number, options: number): Promise<BigPoll> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const asHost = async (sql: string, params: unknown[]) => {
      await db.query('begin');
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: hostId, role: 'authenticated' })]);
      const result = await db.query(sql, params);
      await db.query('commit');
      return result;
    };
    const names = Array.from({ length: options }, (_, i) => `Option ${i + 1}`);
    const created = await asHost(`select public.create_poll('Count in the browser', $1::text[], max_participants => $2) ->> 'id' as id`, [names, votes]);
    const pollId: string = created.rows[0].id;
    await asHost(`select public.update_poll_status($1, 'voting')`, [pollId]);
    const ids = Array.from({ length: options }, (_, i) => `'option_${i + 1}'`).join(',');
    const started = performance.now();
    await db.query(
      `do $$
       declare
         voter uuid;
       begin
         for i in 1..${votes} loop
           voter := gen_random_uuid();
           insert into auth.users (id, is_anonymous, created_at) values (voter, true, now());
           perform set_config('request.jwt.claims', json_build_object('sub', voter, 'role', 'authenticated')::text, true);
           perform public.join_poll('${pollId}', null);
           perform public.submit_vote('${pollId}', array(select o from unnest(array[${ids}]) o order by random()));
         end loop;
       end $$`,
    );
    const castSeconds = (performance.now() - started) / 1000;
    await asHost(`select public.update_poll_status($1, 'completed')`, [pollId]);
    await db.query('vacuum analyze public.participants, public.ballots');
    return { pollId, castSeconds };
  } finally {
    await db.end().catch(() => {});
  }
}
