/**
 * Issue 27's targets for the voter list and the published ballots, each call over /rest/v1 as the app
 * makes it (one round trip, the host's token or the anon key):
 *   - issuing 10,000 printed codes (issue_voting_codes) ≤ 2 s;
 *   - importing a list of 10,000 addresses (add_voter_emails) ≤ 2 s;
 *   - checking a tracker (check_ballot) ≤ 50 ms at 100,000 ballots;
 *   - and, recorded beside them, reading the whole ballot list (get_ballot_list) and publishing it.
 * EXPLAIN=1 also prints the plans of get_ballot_list's parts. docs/performance.md records the figures.
 * Run: pnpm bench elections-at-scale   (BALLOTS=20000 RUNS=2 for a quicker run)
 */
import os from 'node:os';
import pg from 'pg';
import { TEST_STACK_PORTS } from '@runoff/supabase/test-ports';
import { portsFrom, startThrowawayStack } from '@runoff/supabase/throwaway-stack';
import { reportFigure } from './figures.js';
import { median, ms, percentile, rpc, signUpHost, type Api } from './elections/http.js';
import { fillTrackedPoll } from './elections/tracked-poll.js';

const ballots = Number(process.env.BALLOTS ?? 100_000);
const runs = Number(process.env.RUNS ?? 3);
const checks = Number(process.env.CHECKS ?? 50);
const basePort = Number(process.env.RUNOFF_BENCH_PORT ?? TEST_STACK_PORTS.bench.electionsAtScale);
const LIST_SIZE = 10_000;

// Every call comes from 127.0.0.1: the hour's storage limits are raised as a deployment sizes them.
const stack = await startThrowawayStack('bench-elections', {
  ...portsFrom(basePort),
  storageLimits: { pollsPerAddress: 1000, voterEntriesPerAddress: 1e7, voterEntriesInAll: 1e7 },
});
const api: Api = { url: stack.url, anonKey: stack.config.anonKey };
const db = new pg.Client({ connectionString: stack.databaseUrl });
try {
  await db.connect();
  const host = await signUpHost(api, `bench-host-${Date.now()}@example.com`);
  const listPoll = async (title: string, trackers = true) =>
    (await rpc<{ id: string }>(api, 'create_poll', { title, options: ['A', 'B', 'C', 'D', 'E'], voters: 'list', trackers }, host.token)).data.id;

  // Printed codes: a fresh list poll each run, 10,000 codes in one call (the answer holds every code once).
  const issuing: number[] = [];
  let issuedBytes = 0;
  for (let run = 0; run < runs; run += 1) {
    const pollId = await listPoll(`Codes ${run}`);
    const { ms: took, data, bytes } = await rpc<{ codes: unknown[] }>(api, 'issue_voting_codes', { poll_id: pollId, count: LIST_SIZE }, host.token);
    if (data.codes.length !== LIST_SIZE) throw new Error(`issued ${data.codes.length} codes`);
    issuing.push(took);
    issuedBytes = bytes;
  }

  // A pasted list: 10,000 addresses, a few invalid and repeated lines among them as a real paste has.
  const importing: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const pollId = await listPoll(`List ${run}`);
    const lines = Array.from({ length: LIST_SIZE }, (_, i) => (i % 1000 === 999 ? `not an address ${i}` : i % 1000 === 998 ? `Voter.${i - 1}@Example.org ` : `voter.${i}@example.org`));
    const { ms: took, data } = await rpc<{ added: number; problems: unknown[] }>(api, 'add_voter_emails', { poll_id: pollId, addresses: lines.join('\n') }, host.token);
    if (data.added !== LIST_SIZE - 20 || data.problems.length !== 20) throw new Error(`added ${data.added}, ${data.problems.length} problems`);
    importing.push(took);
  }

  // The published list of a tracked poll with `ballots` ballots.
  const pollId = (await rpc<{ id: string }>(api, 'create_poll', { title: 'Tracked', options: ['A', 'B', 'C', 'D', 'E'], trackers: true, max_participants: 100_000 }, host.token)).data.id;
  const fillStarted = performance.now();
  await fillTrackedPoll(db, pollId, ballots);
  const fillMs = performance.now() - fillStarted;
  const publishing = await rpc<{ fingerprint: string }>(api, 'publish_ballots', { poll_id: pollId, audience: 'everyone' }, host.token);

  const { rows: sample } = await db.query<{ tracker: string }>('select tracker from public.tracked_ballots where poll_id = $1 order by random() limit $2', [pollId, checks]);
  const checking: number[] = [];
  for (const [i, { tracker }] of sample.entries()) {
    // As a voter types it: lower case, in two groups; every fifth one a tracker that is not in the list.
    const typed = i % 5 === 4 ? 'ZZZZ-ZZZ2' : `${tracker.slice(0, 4)} ${tracker.slice(4)}`.toLowerCase();
    const { ms: took, data } = await rpc<{ found: boolean }>(api, 'check_ballot', { poll_id: pollId, tracker: typed });
    if (data.found !== (i % 5 !== 4)) throw new Error(`check_ballot(${typed}) found ${data.found}`);
    checking.push(took);
  }

  // As anyone reads the published list: the anon role, whose statements PostgREST stops after 3 s on hosted
  // and here. A refusal is recorded, not thrown: it is the figure.
  const listing: number[] = [];
  const listFailures: string[] = [];
  let listBytes = 0;
  for (let run = 0; run < runs; run += 1) {
    try {
      const { ms: took, data, bytes } = await rpc<{ ballots: unknown[]; fingerprint: string }>(api, 'get_ballot_list', { poll_id: pollId });
      if (data.ballots.length !== ballots || data.fingerprint !== publishing.data.fingerprint) throw new Error('get_ballot_list gave another list');
      listing.push(took);
      listBytes = bytes;
    } catch (error) {
      listFailures.push(error instanceof Error ? error.message.slice(0, 160) : String(error));
    }
  }
  if (process.env.EXPLAIN === '1') {
    for (const sql of ['select private.ballot_list_fingerprint($1)', 'select count(*) from private.ballot_list($1)', "select public.get_ballot_list($1::text)"]) {
      const { rows } = await db.query(`explain (analyze, buffers, verbose) ${sql}`, [pollId]);
      console.log(`\n${sql}\n${rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`);
    }
  }

  const perRun = (values: number[]) => `median ${ms(median(values))} (${values.map(ms).join(', ')})`;
  console.log(`On ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}, each over /rest/v1:`);
  console.log(`  issue_voting_codes, ${LIST_SIZE.toLocaleString('en-US')} codes: ${perRun(issuing)}; answer ${(issuedBytes / 1024).toFixed(0)} kB`);
  console.log(`  add_voter_emails, ${LIST_SIZE.toLocaleString('en-US')} lines: ${perRun(importing)}`);
  console.log(`  ${ballots.toLocaleString('en-US')} tracked ballots stored in ${ms(fillMs)} (operator, set-based)`);
  console.log(`  publish_ballots: ${ms(publishing.ms)}`);
  console.log(`  check_ballot, ${checking.length} trackers (1 in 5 unknown): median ${ms(median(checking))}, p95 ${ms(percentile(checking, 95))}, max ${ms(Math.max(...checking))}`);
  const listed = listing.length > 0 ? `${perRun(listing)}; answer ${(listBytes / 1024 / 1024).toFixed(1)} MB` : 'no answer';
  console.log(`  get_ballot_list: ${listed}${listFailures.length > 0 ? `; ${listFailures.length} of ${runs} failed: ${listFailures[0]}` : ''}`);

  const thousands = (n: number) => n.toLocaleString('en-US');
  reportFigure({ measure: `issue_voting_codes: ${thousands(LIST_SIZE)} codes in one call, median of ${runs}`, target: '≤ 2 s', figure: ms(median(issuing)), meets: median(issuing) <= 2000 });
  reportFigure({ measure: `add_voter_emails: ${thousands(LIST_SIZE)} lines in one call, median of ${runs}`, target: '≤ 2 s', figure: ms(median(importing)), meets: median(importing) <= 2000 });
  reportFigure({
    measure: `check_ballot at ${thousands(ballots)} ballots, p95 of ${checking.length}`,
    target: '≤ 50 ms',
    figure: ms(percentile(checking, 95)),
    comparison: `median ${ms(median(checking))}`,
    meets: percentile(checking, 95) <= 50,
  });
  reportFigure({
    measure: `get_ballot_list of ${thousands(ballots)} ballots as anyone (anon), median of ${runs}`,
    target: 'an answer within anon\'s 3 s statement timeout',
    figure: listing.length > 0 ? `${ms(median(listing))} (${(listBytes / 1024 / 1024).toFixed(1)} MB)` : 'no answer',
    comparison: listFailures.length > 0 ? `${listFailures.length} of ${runs} failed` : undefined,
    meets: listFailures.length === 0,
  });
  reportFigure({ measure: `publish_ballots of ${thousands(ballots)} ballots (the fingerprint)`, figure: ms(publishing.ms) });
} finally {
  await db.end().catch(() => {});
  await stack.stop();
}
