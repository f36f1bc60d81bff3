import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '../local/test/support/clients.js';
import { call, type Person, signInAnonymously, signUp } from './support/people.js';
import { createPoll, joinedVoter, type Participant, type Poll, setStatus } from './support/polls.js';

/**
 * docs/security.md "Database: authorization matrix", function by function, for the six actors:
 * A anon key only, N anonymous user, S signed-in non-member, P participant, H host, R service_role.
 * 'ok' means the call succeeds; otherwise the SQLSTATE it is refused with.
 */
type Actor = 'A' | 'N' | 'S' | 'P' | 'H' | 'R';
type Outcome = 'ok' | string;
const ACTORS: Actor[] = ['A', 'N', 'S', 'P', 'H', 'R'];

let clients: Record<Actor, SupabaseClient>;
let host: Person;
let participant: Person & { participant: Participant };
let waiting: Poll;
let voting: Poll;
let completed: Poll;
let cohost: Person & { email: string };
let session: { id: string };
let firstQuestion: string;

beforeAll(async () => {
  host = await signUp('Matrix Host');
  waiting = await createPoll(host.client);
  voting = await createPoll(host.client);
  completed = await createPoll(host.client);
  participant = await joinedVoter(waiting.id, 'Matrix Participant');
  for (const poll of [voting, completed]) await call(participant.client, 'join_poll', { poll_id: poll.id });
  await setStatus(host.client, voting.id, 'voting');
  await setStatus(host.client, completed.id, 'voting');
  await setStatus(host.client, completed.id, 'completed');
  // Issue 32: the participant has also joined a session of the host's, whose first question is open.
  session = await call<{ id: string }>(host.client, 'create_session', { title: 'Matrix session' });
  firstQuestion = (await call<{ id: string }>(host.client, 'add_session_question', { session_id: session.id, title: 'Q1', options: ['A', 'B'] })).id;
  await call(host.client, 'add_session_question', { session_id: session.id, title: 'Q2', options: ['C', 'D'] });
  await call(participant.client, 'join_session', { session_id: session.id });
  await call(host.client, 'move_session', { session_id: session.id, direction: 'next' });
  await call(host.client, 'set_session_voting', { session_id: session.id, open: true });
  cohost = await signUp('Matrix Cohost');
  await call(host.client, 'add_session_cohost', { session_id: session.id, email: cohost.email });
  clients = {
    A: anonClient(),
    N: (await signInAnonymously()).client,
    S: (await signUp('Matrix Stranger')).client,
    P: participant.client,
    H: host.client,
    R: serviceClient(),
  };
}, 60_000);

async function outcome(client: SupabaseClient, fn: string, args: Record<string, unknown>): Promise<Outcome> {
  const { error } = await client.rpc(fn, args);
  return error ? (error.code ?? 'no code') : 'ok';
}

/** Checks one function for every actor; `args` may differ per actor (a fresh poll for a destructive call). */
async function expectMatrix(
  fn: string,
  args: (actor: Actor) => Record<string, unknown> | Promise<Record<string, unknown>>,
  expected: Record<Actor, Outcome>,
): Promise<void> {
  const seen = {} as Record<Actor, Outcome>;
  for (const actor of ACTORS) seen[actor] = await outcome(clients[actor], fn, await args(actor));
  expect(seen, fn).toEqual(expected);
}

const REFUSED = '42501';
const hostOnly = { A: REFUSED, N: REFUSED, S: REFUSED, P: REFUSED, H: 'ok', R: REFUSED };
const anyUser = { A: REFUSED, N: 'ok', S: 'ok', P: 'ok', H: 'ok', R: REFUSED };

describe('the authorization matrix of docs/security.md', () => {
  it('reading polls and results', async () => {
    await expectMatrix('get_poll', () => ({ poll_id: waiting.id }), { A: 'ok', N: 'ok', S: 'ok', P: 'ok', H: 'ok', R: 'ok' });
    await expectMatrix('get_poll_results', () => ({ poll_id: voting.id }), hostOnly);
    await expectMatrix('get_poll_results', () => ({ poll_id: completed.id }), { A: 'ok', N: 'ok', S: 'ok', P: 'ok', H: 'ok', R: 'ok' });
    await expectMatrix('get_participants', () => ({ poll_id: waiting.id }), { ...hostOnly, P: 'ok' });
    await expectMatrix('get_room_summary', () => ({ poll_id: waiting.id }), { ...hostOnly, P: 'ok' });
    await expectMatrix('flush_room_summary', () => ({ poll_id: waiting.id }), hostOnly);
    await expectMatrix('get_participant_status', () => ({ poll_id: waiting.id, participant_id: participant.participant.id }), anyUser);
    await expectMatrix('get_my_polls', () => ({}), anyUser);
    await expectMatrix('get_participated_polls', () => ({}), anyUser);
  });

  it('what a link or a code lets anyone read', async () => {
    const everyone = { A: 'ok', N: 'ok', S: 'ok', P: 'ok', H: 'ok', R: 'ok' };
    await expectMatrix('get_poll_summary', () => ({ poll_id: voting.id }), everyone);
    await expectMatrix('get_join_code', () => ({ poll_id: waiting.id }), everyone);
    const { joinCode } = await call<{ joinCode: string }>(host.client, 'get_join_code', { poll_id: waiting.id });
    await expectMatrix('resolve_join_code', () => ({ code: joinCode }), everyone);
  });

  it('what only the host may do', async () => {
    await expectMatrix('update_poll_settings', () => ({ poll_id: waiting.id, max_participants: 500 }), hostOnly);
    await expectMatrix('update_poll_status', async (actor) => ({ poll_id: actor === 'H' ? (await createPoll(host.client)).id : waiting.id, status: 'voting' }), hostOnly);
    await expectMatrix(
      'remove_participant',
      async (actor) => {
        if (actor !== 'H') return { poll_id: waiting.id, participant_id: participant.participant.id };
        const poll = await createPoll(host.client);
        return { poll_id: poll.id, participant_id: (await joinedVoter(poll.id)).participant.id };
      },
      hostOnly,
    );
    await expectMatrix('delete_poll', async (actor) => ({ poll_id: actor === 'H' ? (await createPoll(host.client)).id : waiting.id }), hostOnly);
    expect(await call<Poll>(anonClient(), 'get_poll', { poll_id: waiting.id })).toMatchObject({ status: 'waiting', participantCount: 1 });
  });

  it('creating, joining and voting', async () => {
    await expectMatrix('create_poll', () => ({ title: 'Matrix', options: ['A', 'B'] }), { A: REFUSED, N: REFUSED, S: 'ok', P: REFUSED, H: 'ok', R: REFUSED });
    await expectMatrix('join_poll', async () => ({ poll_id: (await createPoll(host.client)).id }), anyUser);
    await expectMatrix('submit_vote', () => ({ poll_id: voting.id, ranking: ['option_1', 'option_2', 'option_3'] }), {
      A: REFUSED,
      N: 'PT409',
      S: 'PT409',
      P: 'ok',
      H: 'PT409',
      R: REFUSED,
    });
  });

  it('profiles', async () => {
    const accountsOnly = { A: REFUSED, N: 'PT404', S: 'ok', P: 'PT404', H: 'ok', R: REFUSED };
    await expectMatrix('get_profile', () => ({}), accountsOnly);
    await expectMatrix('update_profile', () => ({ username: 'Renamed' }), accountsOnly);
  });

  it('elections: the voter list, voting codes, the audit trail and the published ballots (issue 27)', async () => {
    const list = await call<Poll>(host.client, 'create_poll', { title: 'Matrix list', options: ['A', 'B'], voters: 'list' });
    const codes = await call<{ codes: { id: string }[] }>(host.client, 'issue_voting_codes', { poll_id: list.id, count: 1 });
    await expectMatrix('add_voter_emails', () => ({ poll_id: list.id, addresses: 'matrix@example.com' }), hostOnly);
    await expectMatrix('issue_voting_codes', () => ({ poll_id: list.id, count: 1 }), hostOnly);
    await expectMatrix('revoke_voter_entries', () => ({ poll_id: list.id, entry_ids: [] }), hostOnly);
    await expectMatrix('replace_voting_code', async (actor) => ({
      poll_id: list.id,
      entry_id: actor === 'H' ? (await call<{ codes: { id: string }[] }>(host.client, 'issue_voting_codes', { poll_id: list.id, count: 1 })).codes[0]!.id : codes.codes[0]!.id,
    }), hostOnly);
    await expectMatrix('get_voter_list', () => ({ poll_id: list.id }), hostOnly);
    await expectMatrix('get_poll_audit', () => ({ poll_id: waiting.id }), hostOnly);
    // A wrong code is answered (and counted) for any signed-in caller.
    await expectMatrix('redeem_voting_code', () => ({ poll_id: list.id, code: 'ZZZZ-ZZZZ-ZZZZ' }), anyUser);

    // The ballots of a completed poll: the host always; participants, then everyone, once published to them.
    const listRead = { ...hostOnly };
    await expectMatrix('get_ballot_list', () => ({ poll_id: completed.id }), listRead);
    await expectMatrix('publish_ballots', () => ({ poll_id: completed.id, audience: 'participants' }), hostOnly);
    await expectMatrix('get_ballot_list', () => ({ poll_id: completed.id }), { ...hostOnly, P: 'ok' });
    await expectMatrix('check_ballot', () => ({ poll_id: completed.id, tracker: 'ABCD2345' }), { ...hostOnly, P: 'PT409', H: 'PT409' });
    await call(host.client, 'publish_ballots', { poll_id: completed.id, audience: 'everyone' });
    await expectMatrix('get_ballot_list', () => ({ poll_id: completed.id }), { A: 'ok', N: 'ok', S: 'ok', P: 'ok', H: 'ok', R: 'ok' });
  });

  it('sessions: P a participant of the session, H its host (a co-host is checked after each line)', async () => {
    const stranger = { A: REFUSED, N: 'PT404', S: 'PT404' };
    const sessionHostOnly = { ...stranger, P: REFUSED, H: 'ok', R: REFUSED };
    /** A session of the host's with two questions, none current yet: for the host's destructive calls. */
    const fresh = async (steps: ('next' | 'open' | 'close')[] = []) => {
      const made = await call<{ id: string }>(host.client, 'create_session', { title: 'Fresh' });
      const q = await call<{ id: string }>(host.client, 'add_session_question', { session_id: made.id, title: 'Q', options: ['A', 'B'] });
      await call(host.client, 'add_session_question', { session_id: made.id, title: 'R', options: ['A', 'B'] });
      for (const step of steps) {
        if (step === 'next') await call(host.client, 'move_session', { session_id: made.id, direction: 'next' });
        else await call(host.client, 'set_session_voting', { session_id: made.id, open: step === 'open' });
      }
      return { id: made.id, question: q.id };
    };
    const shared = { id: session.id, question: firstQuestion };
    const pick = async (actor: Actor, steps?: ('next' | 'open' | 'close')[]) => (actor === 'H' ? fresh(steps) : shared);
    const cohostGets = async (fn: string, args: Record<string, unknown>) => outcome(cohost.client, fn, args);

    await expectMatrix('create_session', () => ({ title: 'Matrix' }), { A: REFUSED, N: REFUSED, S: 'ok', P: REFUSED, H: 'ok', R: REFUSED });
    await expectMatrix('get_session', () => ({ session_id: session.id }), { ...stranger, P: 'ok', H: 'ok', R: REFUSED });
    expect(await cohostGets('get_session', { session_id: session.id })).toBe('ok');
    await expectMatrix('get_session_results', () => ({ session_id: session.id }), { ...stranger, P: 'ok', H: 'ok', R: REFUSED });
    expect(await cohostGets('get_session_results', { session_id: session.id })).toBe('ok');
    // The embed's read (20261128234000_session_embed): anyone holding the session id, as a poll's summary.
    await expectMatrix('get_session_embed', () => ({ session_id: session.id }), { A: 'ok', N: 'ok', S: 'ok', P: 'ok', H: 'ok', R: 'ok' });
    await expectMatrix('get_my_sessions', () => ({}), anyUser);
    await expectMatrix('join_session', async () => ({ session_id: (await fresh()).id }), anyUser);
    await expectMatrix('submit_session_vote', () => ({ session_id: session.id, question_id: firstQuestion, ranking: ['option_1', 'option_2'] }), {
      ...stranger, P: 'ok', H: 'PT409', R: REFUSED,
    });
    type Steps = ('next' | 'open' | 'close')[];
    /** The host's call on a fresh session; everyone else's on the shared one; then a co-host's on one of their own. */
    const driven = (fn: string, args: (s: { id: string }) => Record<string, unknown>, steps: Steps) => ({
      args: async (actor: Actor) => args(await pick(actor, steps)),
      cohost: async () => {
        const mine = await fresh(steps);
        await call(host.client, 'add_session_cohost', { session_id: mine.id, email: cohost.email });
        expect(await cohostGets(fn, args(mine)), `${fn} by a co-host`).toBe('ok');
      },
    });
    const move = driven('move_session', (s) => ({ session_id: s.id, direction: 'next' }), []);
    await expectMatrix('move_session', move.args, sessionHostOnly);
    await move.cohost();
    const voting = driven('set_session_voting', (s) => ({ session_id: s.id, open: true }), ['next']);
    await expectMatrix('set_session_voting', voting.args, sessionHostOnly);
    await voting.cohost();
    const results = driven('set_session_results', (s) => ({ session_id: s.id, shown: true }), ['next', 'open', 'close']);
    await expectMatrix('set_session_results', results.args, sessionHostOnly);
    await results.cohost();
    const flush = driven('flush_session_summary', (s) => ({ session_id: s.id }), []);
    await expectMatrix('flush_session_summary', flush.args, sessionHostOnly);
    await flush.cohost();

    type Target = { id: string; question: string };
    /** The host's call on a fresh session, everyone else's on the shared one; a co-host is refused on the shared one. */
    const hostOnlyCall = (fn: string, args: (s: Target) => Record<string, unknown> | Promise<Record<string, unknown>>) => ({
      args: async (actor: Actor) => (actor === 'H' ? args(await fresh()) : args(shared)),
      cohost: async () => expect(await cohostGets(fn, await args(shared)), `${fn} by a co-host`).toBe(REFUSED),
    });
    const reorder = async (s: Target) => {
      const { questions } = await call<{ questions: { id: string }[] }>(host.client, 'get_session', { session_id: s.id });
      return { session_id: s.id, question_ids: questions.map((q) => q.id).reverse() };
    };
    const removeCohost = async (s: Target) => {
      await call(host.client, 'add_session_cohost', { session_id: s.id, email: cohost.email });
      return { session_id: s.id, email: cohost.email };
    };
    const calls = {
      delete_session: hostOnlyCall('delete_session', (s) => ({ session_id: s.id })),
      add_session_question: hostOnlyCall('add_session_question', (s) => ({ session_id: s.id, title: 'Added', options: ['A', 'B'] })),
      duplicate_session_question: hostOnlyCall('duplicate_session_question', (s) => ({ session_id: s.id, question_id: s.question })),
      reorder_session_questions: hostOnlyCall('reorder_session_questions', reorder),
      remove_session_question: hostOnlyCall('remove_session_question', (s) => ({ session_id: s.id, question_id: s.question })),
      add_session_cohost: hostOnlyCall('add_session_cohost', (s) => ({ session_id: s.id, email: cohost.email })),
      remove_session_cohost: hostOnlyCall('remove_session_cohost', removeCohost),
    };
    await expectMatrix('delete_session', calls.delete_session.args, sessionHostOnly);
    await expectMatrix('add_session_question', calls.add_session_question.args, sessionHostOnly);
    await expectMatrix('duplicate_session_question', calls.duplicate_session_question.args, sessionHostOnly);
    await expectMatrix('reorder_session_questions', calls.reorder_session_questions.args, sessionHostOnly);
    await expectMatrix('remove_session_question', calls.remove_session_question.args, sessionHostOnly);
    await expectMatrix('add_session_cohost', calls.add_session_cohost.args, sessionHostOnly);
    await expectMatrix('remove_session_cohost', calls.remove_session_cohost.args, sessionHostOnly);
    for (const each of Object.values(calls)) await each.cohost();
    expect(await call<{ id: string }>(host.client, 'get_session', { session_id: session.id })).toMatchObject({ id: session.id });
  });
});
