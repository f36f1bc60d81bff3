import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, superuserPool } from '../local/test/support/clients.js';
import { asOperator } from './support/operator.js';
import { call, callFailing, type Person, signInAnonymously, signUp } from './support/people.js';
import { createPoll, joinedVoter, type PollResults, setStatus } from './support/polls.js';
import { ballotListCsv, type BallotList, issueCodes, listPoll, tabulate } from './support/voter-lists.js';

// Issue 27: ballot trackers, the published ballot list and its fingerprint (docs/counting.md), checking a
// ballot by its tracker, and the append-only audit trail.
const pool = superuserPool();
let host: Person;

beforeAll(async () => {
  host = await signUp('Publishing Pia');
});
afterAll(() => pool.end());

/** A completed list poll: five code holders voted these rankings (Ana wins on first choices). */
async function electedListPoll(): Promise<{ pollId: string; trackers: string[]; voters: SupabaseClient[] }> {
  const poll = await listPoll(host.client, ['Ana', 'Ben', 'Cleo, "the elder"']);
  const codes = await issueCodes(host.client, poll.id, 5);
  const voters: SupabaseClient[] = [];
  for (const { code } of codes) {
    const voter = await signInAnonymously();
    await call(voter.client, 'redeem_voting_code', { poll_id: poll.id, code });
    await call(voter.client, 'join_poll', { poll_id: poll.id });
    voters.push(voter.client);
  }
  await setStatus(host.client, poll.id, 'voting');
  const rankings = [['option_1', 'option_2', 'option_3'], ['option_1', 'option_3', 'option_2'], ['option_2', 'option_1', 'option_3'], ['option_1', 'option_2', 'option_3'], ['option_3', 'option_2', 'option_1']];
  const trackers: string[] = [];
  for (const [i, voter] of voters.entries()) trackers.push((await call<{ tracker: string }>(voter, 'submit_vote', { poll_id: poll.id, ranking: rankings[i] })).tracker);
  await setStatus(host.client, poll.id, 'completed');
  return { pollId: poll.id, trackers, voters };
}

describe('the published ballot list', () => {
  it('has one fingerprint: the results report it, the list gives it and pnpm tabulate --verify accepts the file', async () => {
    const { pollId, trackers } = await electedListPoll();
    expect(await callFailing(anonClient(), 'get_ballot_list', { poll_id: pollId })).toMatchObject({ code: '42501', hint: 'ballots.not_published' });
    expect(await call<PollResults>(anonClient(), 'get_poll_results', { poll_id: pollId })).not.toHaveProperty('ballotList');

    const published = await call<{ fingerprint: string; publishedFingerprint: string }>(host.client, 'publish_ballots', { poll_id: pollId, audience: 'everyone' });
    expect(published.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(published.publishedFingerprint).toBe(published.fingerprint);
    const results = await call<PollResults & { ballotList: { fingerprint: string; publication: string } }>(anonClient(), 'get_poll_results', { poll_id: pollId });
    expect(results.ballotList).toEqual({ publication: 'everyone', publishedAt: expect.any(String), fingerprint: published.fingerprint });

    const list = await call<BallotList>(anonClient(), 'get_ballot_list', { poll_id: pollId });
    expect(list.fingerprint).toBe(published.fingerprint);
    expect(list.ballots.map((b) => b.tracker)).toEqual([...trackers].sort());
    // The tracker is the ballot's only mark: the list says nothing of who or when.
    expect(Object.keys(list.ballots[0]!).sort()).toEqual(['count', 'ranking', 'tracker']);

    const verified = await tabulate(ballotListCsv(list), ['--verify', published.fingerprint, '--winners', 'Ana']);
    expect(verified.stderr).toBe('');
    expect(verified.stdout).toContain(`Fingerprint matches: ${published.fingerprint}`);
    expect(verified.code).toBe(0);
  });

  it('changes its fingerprint when any stored ballot changes, which the published one and --verify then show', async () => {
    const { pollId, trackers } = await electedListPoll();
    const { publishedFingerprint } = await call<{ publishedFingerprint: string }>(host.client, 'publish_ballots', { poll_id: pollId, audience: 'participants' });
    await asOperator(pool, `update public.tracked_ballots set ranking = '{option_3,option_2,option_1}' where poll_id = '${pollId}' and tracker = '${trackers[0]}'`);
    const list = await call<BallotList>(host.client, 'get_ballot_list', { poll_id: pollId });
    expect(list.publishedFingerprint).toBe(publishedFingerprint);
    expect(list.fingerprint).not.toBe(publishedFingerprint);
    // The results keep showing the fingerprint published at close, which the changed list no longer has.
    expect((await call<{ ballotList: { fingerprint: string } }>(host.client, 'get_poll_results', { poll_id: pollId })).ballotList.fingerprint).toBe(publishedFingerprint);
    const run = await tabulate(ballotListCsv(list), ['--verify', publishedFingerprint]);
    expect(run.code).toBe(3);
    expect(run.stdout).toContain(`Fingerprint differs: the file gives ${list.fingerprint}`);
  });

  it('gives an untracked poll a list too: its groups, an empty tracker in the canonical form', async () => {
    const poll = await createPoll(host.client, ['Pizza', 'Sushi']);
    const voters = await Promise.all([0, 1, 2].map(() => joinedVoter(poll.id)));
    await setStatus(host.client, poll.id, 'voting');
    for (const [i, voter] of voters.entries()) await call(voter.client, 'submit_vote', { poll_id: poll.id, ranking: i === 2 ? ['option_2', 'option_1'] : ['option_1', 'option_2'] });
    await setStatus(host.client, poll.id, 'completed');
    const { fingerprint } = await call<{ fingerprint: string }>(host.client, 'publish_ballots', { poll_id: poll.id, audience: 'everyone' });
    const list = await call<BallotList>(anonClient(), 'get_ballot_list', { poll_id: poll.id });
    expect(list.ballots).toEqual([
      { tracker: null, ranking: ['option_1', 'option_2'], count: 2 },
      { tracker: null, ranking: ['option_2', 'option_1'], count: 1 },
    ]);
    expect((await tabulate(ballotListCsv(list), ['--verify', fingerprint, '--winners', 'Pizza'])).code).toBe(0);
    expect(await callFailing(anonClient(), 'check_ballot', { poll_id: poll.id, tracker: 'ABCD2345' })).toMatchObject({ hint: 'tracker.poll_untracked' });
  });

  it('publishes only a completed poll, by its host, to participants or everyone, never narrower later', async () => {
    const open = await listPoll(host.client);
    expect(await callFailing(host.client, 'publish_ballots', { poll_id: open.id, audience: 'everyone' })).toMatchObject({
      code: 'PT409',
      hint: 'ballots.publish_not_completed',
      message: 'The ballots can be published once voting has ended',
    });
    // Reading before the end is its own failure, worded for reading.
    for (const [fn, args] of [['get_ballot_list', {}], ['check_ballot', { tracker: 'ABCD2345' }]] as const) {
      expect(await callFailing(host.client, fn, { poll_id: open.id, ...args })).toMatchObject({
        code: 'PT409',
        hint: 'ballots.read_not_completed',
        message: 'The ballots can be read once voting has ended',
      });
    }
    const { pollId, voters } = await electedListPoll();
    expect(await callFailing(voters[0]!, 'publish_ballots', { poll_id: pollId, audience: 'everyone' })).toMatchObject({ code: '42501', hint: 'ballots.not_host_publish' });
    expect(await callFailing(host.client, 'publish_ballots', { poll_id: pollId, audience: 'world' })).toMatchObject({ code: '22023', hint: 'ballots.audience_unknown' });
    await call(host.client, 'publish_ballots', { poll_id: pollId, audience: 'participants' });
    expect(await call<BallotList>(voters[1]!, 'get_ballot_list', { poll_id: pollId })).toMatchObject({ publication: 'participants' });
    expect(await callFailing((await signInAnonymously()).client, 'get_ballot_list', { poll_id: pollId })).toMatchObject({ hint: 'ballots.not_published' });
    await call(host.client, 'publish_ballots', { poll_id: pollId, audience: 'everyone' });
    expect(await callFailing(host.client, 'publish_ballots', { poll_id: pollId, audience: 'participants' })).toMatchObject({ hint: 'ballots.publication_narrowing' });
  });
});

describe('check my ballot', () => {
  it('finds a published ballot by its tracker, typed in any case with a dash, and says plainly when none has it', async () => {
    const { pollId, trackers } = await electedListPoll();
    expect(await callFailing(anonClient(), 'check_ballot', { poll_id: pollId, tracker: trackers[2] })).toMatchObject({ hint: 'ballots.not_published' });
    await call(host.client, 'publish_ballots', { poll_id: pollId, audience: 'everyone' });
    const typed = `${trackers[2]!.slice(0, 4).toLowerCase()}-${trackers[2]!.slice(4)}`;
    expect(await call(anonClient(), 'check_ballot', { poll_id: pollId, tracker: typed })).toEqual({
      pollId,
      tracker: trackers[2],
      found: true,
      ranking: ['option_2', 'option_1', 'option_3'],
    });
    const absent = trackers.includes('ZZZZ2222') ? 'ZZZZ3333' : 'ZZZZ2222';
    expect(await call(anonClient(), 'check_ballot', { poll_id: pollId, tracker: absent })).toEqual({ pollId, tracker: absent, found: false });
    expect(await callFailing(anonClient(), 'check_ballot', { poll_id: pollId, tracker: 'O0I1' })).toMatchObject({ code: '22023', hint: 'tracker.malformed' });
  });
});

describe('the audit trail', () => {
  it('records every host action in order, for the host alone', async () => {
    const poll = await listPoll(host.client);
    await call(host.client, 'add_voter_emails', { poll_id: poll.id, addresses: 'a@example.com\nb@example.com' });
    const codes = await issueCodes(host.client, poll.id, 2);
    await call(host.client, 'revoke_voter_entries', { poll_id: poll.id, entry_ids: [codes[0]!.id] });
    const list = await call<{ entries: { id: string; email: string | null }[] }>(host.client, 'get_voter_list', { poll_id: poll.id });
    await call(host.client, 'revoke_voter_entries', { poll_id: poll.id, entry_ids: [list.entries.find((e) => e.email === 'b@example.com')!.id] });
    const voter = await signInAnonymously();
    await call(voter.client, 'redeem_voting_code', { poll_id: poll.id, code: codes[1]!.code });
    const joined = await call<{ id: string }>(voter.client, 'join_poll', { poll_id: poll.id });
    await call(host.client, 'remove_participant', { poll_id: poll.id, participant_id: joined.id });
    await setStatus(host.client, poll.id, 'voting');
    await setStatus(host.client, poll.id, 'completed');
    await call(host.client, 'publish_ballots', { poll_id: poll.id, audience: 'everyone' });
    const trail = await call<{ at: string; action: string; details: Record<string, unknown> }[]>(host.client, 'get_poll_audit', { poll_id: poll.id });
    expect(trail.map((row) => [row.action, row.details])).toEqual([
      ['created', { voters: 'list', trackers: true }],
      ['list_changed', { added: 2, removed: 0 }],
      ['codes_issued', { count: 2 }],
      ['codes_revoked', { count: 1 }],
      ['list_changed', { added: 0, removed: 1 }],
      ['participant_removed', {}],
      ['voting_opened', {}],
      ['voting_closed', {}],
      ['ballots_published', { audience: 'everyone', fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) }],
    ]);
    expect(await callFailing(voter.client, 'get_poll_audit', { poll_id: poll.id })).toMatchObject({ code: '42501', hint: 'audit.not_host' });
    expect((await voter.client.from('poll_audit').select('id').eq('poll_id', poll.id)).data).toEqual([]);
    expect((await host.client.from('poll_audit').select('action').eq('poll_id', poll.id)).data).toHaveLength(9);
  });

  it('resists UPDATE and DELETE from every role the API offers, and from the owner in SQL', async () => {
    const poll = await createPoll(host.client);
    const before = (await pool.query('select id, action, at from public.poll_audit where poll_id = $1 order by id', [poll.id])).rows;
    expect(before).toHaveLength(1);
    const stranger = await signUp('Audit Stranger');
    for (const [role, client] of [['anon', anonClient()], ['host', host.client], ['stranger', stranger.client], ['service_role', serviceClient()]] as const) {
      const updated = await client.from('poll_audit').update({ action: 'voting_opened' }).eq('poll_id', poll.id).select();
      expect(updated.error, `${role} update`).toMatchObject({ code: '42501' });
      const deleted = await client.from('poll_audit').delete().eq('poll_id', poll.id).select();
      expect(deleted.error, `${role} delete`).toMatchObject({ code: '42501' });
      const inserted = await client.from('poll_audit').insert({ poll_id: poll.id, action: 'voting_closed' });
      expect(inserted.error, `${role} insert`).toMatchObject({ code: '42501' });
    }
    // The table's owner passes grants and RLS; the trigger still refuses.
    for (const sql of [`update public.poll_audit set action = 'voting_opened' where poll_id = $1`, `delete from public.poll_audit where poll_id = $1`]) {
      await expect(pool.query(sql, [poll.id])).rejects.toMatchObject({ code: '42501', message: 'The audit trail cannot be changed' });
    }
    await expect(pool.query('truncate public.poll_audit')).rejects.toMatchObject({ code: '42501' });
    expect((await pool.query('select id, action, at from public.poll_audit where poll_id = $1 order by id', [poll.id])).rows).toEqual(before);
    // Deleting the poll takes its trail with it (the only way a row goes).
    await call(host.client, 'delete_poll', { poll_id: poll.id });
    expect((await pool.query('select count(*)::int as n from public.poll_audit where poll_id = $1', [poll.id])).rows[0].n).toBe(0);
  });
});
