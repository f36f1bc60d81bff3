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
});
