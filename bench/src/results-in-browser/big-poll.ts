import pg from 'pg';
import { asUser } from '../support/as-user.js';

export interface BigPoll {
  pollId: string;
  castSeconds: number;
}

/**
 * A completed poll of OPTIONS options with VOTES ballots. Every ranking is a random order of all options,
 * so with 10 options nearly every ballot is its own ranking group: the largest answer get_poll_results
 * can give for that many votes. The ballots are written in one statement into public.ballots, the table
 * submit_vote fills (one row per distinct ranking with its count), as the database's own superuser with
 * the table's triggers off (session_replication_role = replica; every ranking is a full permutation, so
 * the shape trigger has nothing to refuse). Casting 100,000 votes through join_poll and submit_vote
 * (results-at-scale.ts) took over half an hour on the shared 2-core machine, and a plain insert did not
 * finish in 7 minutes: join_poll counts the poll's participants on every join, and the votes-cast
 * broadcast trigger on ballots re-reads the poll's ballots on every row, so both grow with the square of
 * the ranking groups (docs/performance.md). What this bench measures starts at get_poll_results, which
 * reads only these rows.
 */
export async function createBigPoll(databaseUrl: string, hostId: string, votes: number, options: number): Promise<BigPoll> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const asHost = asUser(db, hostId);
    const names = Array.from({ length: options }, (_, i) => `Option ${i + 1}`);
    const created = await asHost(`select public.create_poll('Count in the browser', $1::text[], max_participants => $2) ->> 'id' as id`, [names, votes]);
    const pollId: string = created.rows[0].id;
    await asHost(`select public.update_poll_status($1, 'voting')`, [pollId]);
    const ids = Array.from({ length: options }, (_, i) => `option_${i + 1}`);
    const started = performance.now();
    // `where g > 0` ties each ranking to its row: without it PostgreSQL draws one shuffle for all.
    await db.query(`set session_replication_role = replica`);
    await db.query(
      `insert into public.ballots (poll_id, ranking, ballot_count)
       select p.id, r.ranking, count(*)
         from public.polls as p,
              lateral (select (select array_agg(o order by random()) from unnest($2::text[]) as o where g > 0) as ranking
                         from generate_series(1, $3::int) as g) as r
        where p.id::text = $1
        group by p.id, r.ranking`,
      [pollId, ids, votes],
    );
    await db.query(`set session_replication_role = origin`);
    const castSeconds = (performance.now() - started) / 1000;
    await asHost(`select public.update_poll_status($1, 'completed')`, [pollId]);
    await db.query('vacuum analyze public.ballots');
    return { pollId, castSeconds };
  } finally {
    await db.end().catch(() => {});
  }
}

/**
 * get_poll_results on 100,000 distinct rankings takes 1.5–1.6 s on this machine (docs/performance.md),
 * within hosted's statement timeouts (anon 3 s, authenticated 8 s), but not by much on a machine the
 * bench itself loads. This bench is about the browser, so its own stack lifts them to 60 s and has
 * PostgREST read the roles' settings again.
 */
export async function liftStatementTimeouts(databaseUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    for (const role of ['anon', 'authenticated']) await db.query(`alter role ${role} set statement_timeout = '60s'`);
    await db.query(`notify pgrst, 'reload config'`);
    await db.query(`notify pgrst, 'reload schema'`);
  } finally {
    await db.end().catch(() => {});
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
}
