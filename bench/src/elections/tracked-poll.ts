import type pg from 'pg';

/**
 * Fills a completed, tracked five-option poll with `ballots` ballots, each a random full ranking under a
 * fresh tracker, as submit_vote stores them (one tracked_ballots row each, and the grouped tally in
 * ballots), in a few statements as the operator. The reads measured afterwards do not depend on how the
 * rows were written; casting 100,000 votes one by one through submit_vote takes minutes
 * (results-at-scale) and would measure the writes instead.
 */
export async function fillTrackedPoll(db: pg.Client, pollId: string, ballots: number): Promise<void> {
  await db.query(`update public.polls set status = 'voting' where id = $1`, [pollId]);
  // A repeat among 2^40 trackers is rare; any is drawn again until the poll holds them all.
  for (let tries = 0; tries < 10; tries += 1) {
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.tracked_ballots where poll_id = $1', [pollId]);
    const missing = ballots - rows[0]!.n;
    if (missing <= 0) break;
    await db.query(
      `insert into public.tracked_ballots (poll_id, tracker, ranking)
       select $1, private.random_code(8),
              (select array_agg(o.id order by random()) from unnest(array['option_1','option_2','option_3','option_4','option_5']) as o (id)
                where g.n is not null)
         from generate_series(1, $2) as g (n)
       on conflict do nothing`,
      [pollId, missing],
    );
  }
  await db.query(
    `insert into public.ballots (poll_id, ranking, ballot_count)
     select $1, t.ranking, count(*) from public.tracked_ballots as t where t.poll_id = $1 group by t.ranking`,
    [pollId],
  );
  await db.query(`update public.polls set status = 'completed', is_active = false where id = $1`, [pollId]);
  await db.query('vacuum analyze public.tracked_ballots, public.ballots');
}
