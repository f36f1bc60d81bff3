import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stack, superuserPool } from '../local/test/support/clients.js';
import { call, type Person, signInAnonymously, signUp } from './support/people.js';
import { type Answer, hostileJson, hostileRanking, hostileString, junkBodies, problemWith } from './support/hostile-input.js';
import { createPoll, joinedVoter, type Poll, setStatus } from './support/polls.js';

/**
 * Property: whatever arrives at /rest/v1/rpc/<function>, from whichever actor, the answer is a 2xx or a
 * 4xx with a readable message, never a 5xx; and afterwards the ballot invariants hold in the database.
 * 500 runs × 20 parallel requests = 10,000 generated requests per test run, spread over every function
 * in the public schema (PostgREST exposes each one).
 */
// RUNOFF_FUZZ_RUNS raises the count for a longer soak; the default is the 10,000 the issue asks for.
const RUNS = Number(process.env.RUNOFF_FUZZ_RUNS ?? 500);
const BATCH = 20;

const pool = superuserPool();
afterAll(() => pool.end());

interface Actor {
  name: string;
  token: string;
}
interface Target {
  fn: string;
  args: string[];
}

let actors: Actor[] = [];
let targets: Target[] = [];
let pollIds: string[] = [];
let participantIds: string[] = [];
let sessionIds: string[] = [];
const questionIds: string[] = [];
let accountEmails: string[] = [];
let fuzzHosts: string[] = [];

async function tokenOf(person: Person): Promise<string> {
  const { data } = await person.client.auth.getSession();
  return data.session!.access_token;
}

beforeAll(async () => {
  // Every function PostgREST exposes: all of schema public.
  const { rows } = await pool.query(
    `select p.proname::text as fn, coalesce(p.proargnames, '{}')::text[] as args
       from pg_proc p where p.pronamespace = 'public'::regnamespace and p.prokind = 'f' order by 1`,
  );
  targets = rows.map((r) => ({ fn: r.fn, args: r.args }));

  // The room: a host whose polls the fuzz may move, delete and clear; participants with and without a ballot.
  const host = await signUp('Fuzz Host');
  const owner = await signUp('Fuzz Owner');
  fuzzHosts = [host.id, owner.id];
  const waiting = await createPoll(host.client);
  const voting = await createPoll(host.client);
  const completed = await createPoll(host.client);
  // The owner's poll stays open for voting throughout (no fuzzed token hosts it), so ballots keep landing.
  const ownersPoll = await call<Poll>(owner.client, 'create_poll', { title: 'Fuzz vote', options: ['A', 'B', 'C'] });
  const joined = [];
  for (let i = 0; i < 12; i += 1) {
    const voter = await joinedVoter(ownersPoll.id, `Voter ${i}`);
    for (const poll of [waiting, voting, completed]) await call(voter.client, 'join_poll', { poll_id: poll.id });
    joined.push(voter);
  }
  await setStatus(owner.client, ownersPoll.id, 'voting');
  await setStatus(host.client, voting.id, 'voting');
  await setStatus(host.client, completed.id, 'voting');
  await setStatus(host.client, completed.id, 'completed');
  pollIds = [waiting.id, voting.id, completed.id, ownersPoll.id];
  participantIds = joined.map((voter) => voter.participant.id);

  // Issue 32: a session of the host's whose first question is open, the same twelve in its room.
  const session = await call<{ id: string }>(host.client, 'create_session', { title: 'Fuzz session' });
  for (const title of ['Q1', 'Q2']) {
    questionIds.push((await call<{ id: string }>(host.client, 'add_session_question', { session_id: session.id, title, options: ['A', 'B', 'C'] })).id);
  }
  for (const voter of joined) await call(voter.client, 'join_session', { session_id: session.id });
  await call(host.client, 'move_session', { session_id: session.id, direction: 'next' });
  await call(host.client, 'set_session_voting', { session_id: session.id, open: true });
  sessionIds = [session.id];
  accountEmails = [host.email, owner.email];

  const outsider = await signUp('Fuzz Outsider');
  const visitor = await signInAnonymously();
  actors = [
    { name: 'anon key only', token: stack.anonKey },
    { name: 'anonymous user', token: await tokenOf(visitor) },
    { name: 'signed-in non-member', token: await tokenOf(outsider) },
    ...(await Promise.all(joined.map(async (voter, i) => ({ name: `participant ${i}`, token: await tokenOf(voter) })))),
    { name: 'host', token: await tokenOf(host) },
  ];
}, 120_000);

/** A plausible-or-hostile value for an argument, by its name. */
function argument(name: string): fc.Arbitrary<unknown> {
  const ids = [...pollIds, ...participantIds];
  const anything = hostileJson(ids);
  const plausible: Record<string, fc.Arbitrary<unknown>> = {
    poll_id: fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...pollIds) }, { weight: 1, arbitrary: fc.uuid() }),
    participant_id: fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...participantIds) }, { weight: 1, arbitrary: fc.uuid() }),
    ranking: hostileRanking(['option_1', 'option_2', 'option_3']),
    options: fc.array(hostileString(), { maxLength: 120 }),
    status: fc.constantFrom('waiting', 'voting', 'completed', 'Voting', 'closed'),
    expires_at: fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), fc.constantFrom('infinity', '-infinity', 'tomorrow')),
    max_participants: fc.oneof(fc.integer({ min: -5, max: 20_000 }), fc.constantFrom(2 ** 31, 1.5)),
    accounts_only: fc.oneof(fc.boolean(), fc.constantFrom('yes', 'true', 1)),
    seats: fc.oneof(fc.integer({ min: -2, max: 120 }), fc.constantFrom(2 ** 31, 1.5, '3')),
    min_ranked: fc.oneof(fc.constant(null), fc.integer({ min: -2, max: 120 }), fc.constantFrom(2 ** 31, 0.5)),
    shuffle_ballots: fc.oneof(fc.boolean(), fc.constantFrom('no', 0)),
    session_id: fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...sessionIds) }, { weight: 1, arbitrary: fc.uuid() }),
    question_id: fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...questionIds, ...pollIds) }, { weight: 1, arbitrary: fc.uuid() }),
    question_ids: fc.oneof(fc.shuffledSubarray(questionIds), fc.array(fc.constantFrom(...questionIds, ...pollIds), { maxLength: 60 })),
    direction: fc.constantFrom('next', 'previous', 'Next', 'sideways'),
    open: fc.oneof(fc.boolean(), fc.constantFrom('yes', 0)),
    shown: fc.oneof(fc.boolean(), fc.constantFrom('yes', 0)),
    email: fc.oneof(fc.constantFrom(...accountEmails), fc.emailAddress()),
  };
  return fc.oneof({ weight: 3, arbitrary: plausible[name] ?? hostileString() }, { weight: 1, arbitrary: anything });
}

const OMIT = Symbol('omit');

interface Request {
  fn: string;
  actor: Actor;
  shape: 'json' | 'junk' | 'get' | 'form' | 'bytes';
  args: Record<string, unknown>;
  junk: string;
}

function requestArbitrary(): fc.Arbitrary<Request> {
  const names = [...targets.map((t) => t.fn), 'no_such_function', 'ranking_problem', 'clean_text'];
  return fc.constantFrom(...names).chain((fn) => {
    const args = targets.find((t) => t.fn === fn)?.args ?? ['poll_id', 'value'];
    const record = fc
      .tuple(
        fc.tuple(...args.map((a) => fc.oneof({ weight: 1, arbitrary: fc.constant(OMIT) }, { weight: 12, arbitrary: argument(a) }))),
        // Now and then an argument the function does not have (PostgREST then finds no such function).
        fc.oneof(
          { weight: 10, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('extra', 'role', 'user_id', 'poll', 'Poll_Id', ''), hostileJson(), { minKeys: 1, maxKeys: 2 }) },
        ),
      )
      .map(([values, extra]) => {
        const out: Record<string, unknown> = { ...(extra ?? {}) };
        args.forEach((a, i) => {
          if (values[i] !== OMIT) out[a] = values[i];
        });
        return out;
      });
    return fc
      .record({
        fn: fc.constant(fn),
        actor: fc.constantFrom(...actors),
        shape: fc.constantFrom<Request['shape']>('json', 'json', 'json', 'json', 'json', 'json', 'junk', 'get', 'form', 'bytes'),
        args: record,
        junk: fc.constantFrom(...junkBodies),
      })
      .map((request) =>
        // The host deleting the room in the first seconds would leave every later request a "Poll not found";
        // deletion itself is covered in polls.test.ts. The host still sends delete_poll with every other input.
        request.fn === 'delete_poll' && request.actor.name === 'host' && pollIds.includes(request.args.poll_id as string)
          ? { ...request, args: { ...request.args, poll_id: crypto.randomUUID() } }
          : request,
      );
  });
}

async function send(request: Request): Promise<Answer> {
  const headers: Record<string, string> = { apikey: stack.anonKey, authorization: `Bearer ${request.actor.token}` };
  const url = new URL(`${stack.url}/rest/v1/rpc/${request.fn}`);
  let method = 'POST';
  let body: string | Uint8Array | undefined;
  const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  switch (request.shape) {
    case 'json':
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.args);
      break;
    case 'junk':
      headers['content-type'] = 'application/json';
      body = request.junk;
      break;
    case 'bytes':
      headers['content-type'] = 'application/json';
      body = new Uint8Array([0x7b, 0x22, 0x70, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]);
      break;
    case 'get':
      method = 'GET';
      // Kept under Node's 16 kB header limit: longer request lines are the gateway's to refuse (431), not the database's.
      for (const [key, value] of Object.entries(request.args)) url.searchParams.set(key.slice(0, 100), asText(value).slice(0, 500));
      break;
    case 'form':
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(Object.entries(request.args).map(([k, v]): [string, string] => [k, asText(v)])).toString();
      break;
  }
  const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(60_000) });
  return { status: response.status, text: await response.text() };
}

describe('every SQL function exposed at /rest/v1/rpc under hostile input', () => {
  it(`answers ${RUNS * BATCH} generated requests with a 2xx or a clear 4xx, never a 5xx, and the ballot invariants hold`, async () => {
    const calls = new Map<string, number>();
    const statuses = new Map<string, number>();
    const ballotsAccepted = new Map<string, number>();

    await fc.assert(
      fc.asyncProperty(fc.array(requestArbitrary(), { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const answers = await Promise.all(batch.map(send));
        answers.forEach((answer, i) => {
          const request = batch[i]!;
          calls.set(request.fn, (calls.get(request.fn) ?? 0) + 1);
          const code = answer.status >= 400 ? `${answer.status} ${(/"code":"([^"]*)"/.exec(answer.text) ?? [])[1] ?? ''}` : `${answer.status}`;
          statuses.set(code, (statuses.get(code) ?? 0) + 1);
          if (request.fn === 'submit_vote' && answer.status === 200) {
            const { pollId } = JSON.parse(answer.text) as { pollId: string };
            ballotsAccepted.set(pollId, (ballotsAccepted.get(pollId) ?? 0) + 1);
          }
          if (request.fn === 'submit_session_vote' && answer.status === 200) {
            const { questionId } = JSON.parse(answer.text) as { questionId: string };
            ballotsAccepted.set(questionId, (ballotsAccepted.get(questionId) ?? 0) + 1);
          }
          const problem = problemWith(answer);
          if (problem) {
            const shown = JSON.stringify({ ...request, actor: request.actor.name, junk: undefined }).slice(0, 600);
            throw new Error(`${problem}\n  request: ${request.shape} ${shown}`);
          }
        });
      }),
      { numRuns: RUNS, endOnFailure: true },
    );

    console.log(`[hostile-rpc] answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    console.log(`[hostile-rpc] requests by function: ${JSON.stringify(Object.fromEntries(calls))}`);
    // Every exposed function was exercised, and most requests were refused (they are hostile).
    for (const { fn } of targets) expect(calls.get(fn) ?? 0, fn).toBeGreaterThan(100);
    const refused = [...statuses].filter(([s]) => Number(s.slice(0, 3)) >= 400).reduce((n, [, c]) => n + c, 0);
    expect(refused).toBeGreaterThan((RUNS * BATCH) / 2);

    // The invariants, read as superuser over every poll of this file's hosts.
    const mine = `select id from public.polls where created_by = any($1::uuid[])`;
    const onePerParticipant = await pool.query(
      `select p.id, coalesce((select sum(b.ballot_count) from public.ballots b where b.poll_id = p.id), 0)::int as ballots,
              ((select count(*) from public.participants pa where pa.poll_id = p.id and pa.has_voted)
               + (select count(*) from private.session_voters v where v.poll_id = p.id))::int as voted
         from public.polls p where p.id in (${mine})`,
      [fuzzHosts],
    );
    for (const row of onePerParticipant.rows) {
      expect(row.ballots, `poll ${row.id}`).toBe(row.voted);
      // Each ballot stored is one submit_vote that was answered 200, and the other way round.
      expect(row.ballots, `poll ${row.id}`).toBe(ballotsAccepted.get(row.id) ?? 0);
    }
    const disallowed = await pool.query(
      `select b.poll_id, b.ranking::text from public.ballots b
        where b.poll_id in (${mine}) and private.ranking_problem(b.poll_id, b.ranking) is not null`,
      [fuzzHosts],
    );
    expect(disallowed.rows).toEqual([]);
    const outsideVoting = await pool.query(
      `select p.id from public.polls p where p.id in (${mine}) and p.status = 'waiting'
          and (exists (select 1 from public.ballots b where b.poll_id = p.id)
               or exists (select 1 from public.participants pa where pa.poll_id = p.id and pa.has_voted))`,
      [fuzzHosts],
    );
    expect(outsideVoting.rows).toEqual([]);
    const overCap = await pool.query(
      `select p.id from public.polls p
        where (select count(*) from public.participants pa where pa.poll_id = p.id) > p.max_participants`,
    );
    expect(overCap.rows).toEqual([]);
    const dirtyText = await pool.query(
      `select count(*)::int as n from public.polls p
        where not (private.is_clean_text(p.title) and private.is_clean_text(p.description, true) and private.is_clean_text(p.category))`,
    );
    expect(dirtyText.rows[0].n).toBe(0);
  }, 600_000);
});
