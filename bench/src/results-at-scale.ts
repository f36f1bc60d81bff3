/**
 * Casts many votes (default 100,000) on one five-option poll, each through submit_vote under its own
 * voter's identity, then measures get_poll_results over /rest/v1 (the request supabase-js's rpc sends):
 * one round trip whose payload is the size of the distinct rankings (at most 120 here), not of the
 * votes. docs/performance.md records it.
 * Run: pnpm --filter @runoff/bench results-at-scale   (VOTES=10000 for a quicker run)
 */
import os from 'node:os';
import pg from 'pg';
import { reportFigure } from './figures.js';
import { asUser } from './support/as-user.js';
import { portsFrom, startThrowawayStack } from '@runoff/supabase/throwaway-stack';
import { TEST_STACK_PORTS } from '@runoff/supabase/test-ports';

const votes = Number(process.env.VOTES ?? 100_000);
const calls = 10;
const basePort = Number(process.env.RUNOFF_BENCH_PORT ?? TEST_STACK_PORTS.bench.resultsAtScale);

const stack = await startThrowawayStack('bench-results', { ...portsFrom(basePort) });
const db = new pg.Client({ connectionString: stack.databaseUrl });
try {
  await db.connect();
  const hostId = crypto.randomUUID();
  await db.query(`insert into auth.users (id, email, raw_user_meta_data, is_anonymous, created_at) values ($1, $2, '{}', false, now())`, [
    hostId,
    `bench-${hostId}@example.com`,
  ]);
  const asHost = asUser(db, hostId);
  const created = await asHost(`select public.create_poll('Bench', array['A','B','C','D','E'], max_participants => $1) ->> 'id' as id`, [votes]);
  const pollId: string = created.rows[0].id;
  await asHost(`select public.update_poll_status($1, 'voting')`, [pollId]);

  const castStarted = performance.now();
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
         perform public.submit_vote('${pollId}',
           array(select o from unnest(array['option_1','option_2','option_3','option_4','option_5']) o order by random()));
       end loop;
     end $$`,
  );
  const castMs = performance.now() - castStarted;
  await asHost(`select public.update_poll_status($1, 'completed')`, [pollId]);
  await db.query('vacuum analyze public.participants, public.ballots');

  const timings: number[] = [];
  let bytes = 0;
  let groups = 0;
  let total = 0;
  for (let i = 0; i < calls; i += 1) {
    const started = performance.now();
    const response = await fetch(`${stack.url}/rest/v1/rpc/get_poll_results`, {
      method: 'POST',
      headers: { apikey: stack.config.anonKey, authorization: `Bearer ${stack.config.anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ poll_id: pollId }),
    });
    const data: unknown = await response.json();
    timings.push(performance.now() - started);
    if (!response.ok) throw new Error(JSON.stringify(data));
    const results = data as { ballots: unknown[]; totalVotes: number };
    bytes = JSON.stringify(data).length;
    groups = results.ballots.length;
    total = results.totalVotes;
  }
  timings.sort((a, b) => a - b);
  console.log(`${total} votes cast through submit_vote in ${(castMs / 1000).toFixed(1)} s (${os.cpus().length} cores)`);
  console.log(`get_poll_results: ${groups} ranking groups, ${bytes} bytes of JSON, one round trip`);
  console.log(
    `  ${calls} calls: median ${timings[Math.floor(calls / 2)]!.toFixed(1)} ms, min ${timings[0]!.toFixed(1)} ms, max ${timings[calls - 1]!.toFixed(1)} ms`,
  );
  reportFigure({ measure: 'votes cast by the in-database loop (join_poll + submit_vote in one DO block)', figure: `${((total / castMs) * 1000).toFixed(0)} votes/s` });
  reportFigure({ measure: `get_poll_results of ${total.toLocaleString('en-US')} votes over HTTP, median`, figure: `${timings[Math.floor(calls / 2)]!.toFixed(1)} ms (${groups} groups, ${bytes} bytes)` });
} finally {
  await db.end().catch(() => {});
  await stack.stop();
}
