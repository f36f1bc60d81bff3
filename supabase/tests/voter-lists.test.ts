import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, superuserPool, uniqueEmail } from '../local/test/support/clients.js';
import { mailTo } from '../local/test/support/auth.js';
import { call, callFailing, type Person, signInAnonymously, signUp } from './support/people.js';
import { createPoll, joinedVoter, type Poll, setStatus } from './support/polls.js';
import { issueCodes, listPoll, provenSessions } from './support/voter-lists.js';

// Issue 27: who may vote, the voter list (e-mail addresses and printed codes) and one ballot per entry,
// enforced in Postgres (migrations 20261128210000_who_may_vote.sql and 20261128210100_ballot_trackers.sql).
const pool = superuserPool();
let host: Person;
const CODE = /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/;
const TRACKER = /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/;
const RANKING = ['option_2', 'option_1', 'option_3'];

beforeAll(async () => {
  host = await signUp('Returning Officer Rae');
});
afterAll(() => pool.end());

interface VoterList {
  listed: number;
  voted: number;
  entries: { id: string; kind: 'email' | 'code'; email: string | null; number: number | null; redeemed: boolean; voted: boolean; revoked: boolean }[];
}

describe('who may vote', () => {
  it('keeps a poll created as before open to anyone, without trackers, its vote answered as before', async () => {
    const poll = await createPoll(host.client);
    expect(poll).toMatchObject({ voters: 'anyone', trackers: false, accountsOnly: false, publication: 'none', publishedAt: null });
    const voter = await joinedVoter(poll.id);
    await setStatus(host.client, poll.id, 'voting');
    expect(await call(voter.client, 'submit_vote', { poll_id: poll.id, ranking: RANKING })).toEqual({
      pollId: poll.id,
      participantId: voter.participant.id,
      hasVoted: true,
    });
  });

  it('reads accounts_only as "accounts" both ways, and keeps a list poll a list poll', async () => {
    const old = await call<Poll>(host.client, 'create_poll', { title: 'Staff', options: ['A', 'B'], accounts_only: true });
    expect(old).toMatchObject({ voters: 'accounts', accountsOnly: true });
    const fresh = await call<Poll>(host.client, 'create_poll', { title: 'Staff', options: ['A', 'B'], voters: 'accounts' });
    expect(fresh).toMatchObject({ voters: 'accounts', accountsOnly: true });
    expect(await call(host.client, 'update_poll_settings', { poll_id: fresh.id, accounts_only: false })).toMatchObject({ voters: 'anyone', accountsOnly: false });
    const list = await listPoll(host.client);
    expect(list).toMatchObject({ voters: 'list', trackers: true, accountsOnly: false });
    expect(await callFailing(host.client, 'update_poll_settings', { poll_id: list.id, accounts_only: true })).toMatchObject({ code: 'PT409', hint: 'poll.voters_list_fixed' });
    expect(await callFailing(host.client, 'create_poll', { title: 'X', options: ['A', 'B'], voters: 'friends' })).toMatchObject({ code: '22023', hint: 'poll.voters_unknown' });
    expect(await listPoll(host.client, ['A', 'B'], { trackers: false })).toMatchObject({ trackers: false });
  });

  it('admits to a list poll none of 5 anonymous identities that are not on it, at join and at vote', async () => {
    const poll = await listPoll(host.client);
    await issueCodes(host.client, poll.id, 3);
    const strangers = await Promise.all([0, 1, 2, 3, 4].map(() => signInAnonymously()));
    for (const stranger of strangers) {
      expect(await callFailing(stranger.client, 'join_poll', { poll_id: poll.id })).toMatchObject({ code: '42501', hint: 'join.not_on_list' });
    }
    await setStatus(host.client, poll.id, 'voting');
    for (const stranger of strangers) {
      expect(await callFailing(stranger.client, 'submit_vote', { poll_id: poll.id, ranking: RANKING })).toMatchObject({ code: 'PT409', hint: 'vote.not_joined' });
    }
    const { rows } = await pool.query('select count(*)::int as n from public.participants where poll_id = $1', [poll.id]);
    expect(rows[0].n).toBe(0);
    expect((await pool.query('select count(*)::int as n from public.tracked_ballots where poll_id = $1', [poll.id])).rows[0].n).toBe(0);
  });
});

describe('printed voting codes', () => {
  it('issues 12-character codes once, keeping only a salted hash of each', async () => {
    const poll = await listPoll(host.client);
    const codes = await issueCodes(host.client, poll.id, 25);
    expect(codes).toHaveLength(25);
    expect(codes.map((c) => c.number)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    for (const { code } of codes) expect(code).toMatch(CODE);
    expect(new Set(codes.map((c) => c.code)).size).toBe(25);
    const { rows } = await pool.query(`select to_jsonb(e)::text as row from private.voter_entries as e where poll_id = $1`, [poll.id]);
    const stored = rows.map((r) => r.row as string).join('\n');
    for (const { code } of codes) {
      expect(stored).not.toContain(code.replace(/-/g, ''));
      expect(stored).not.toContain(code);
    }
    expect(await callFailing(host.client, 'issue_voting_codes', { poll_id: poll.id, count: 0 })).toMatchObject({ code: '22023', hint: 'voting_codes.count_out_of_range' });
    expect(await callFailing(host.client, 'issue_voting_codes', { poll_id: poll.id, count: 10001 })).toMatchObject({ code: '22023', hint: 'voting_codes.count_out_of_range' });
    expect(await callFailing((await signUp('Not Host')).client, 'issue_voting_codes', { poll_id: poll.id, count: 1 })).toMatchObject({ code: '42501', hint: 'voters.not_host' });
    expect(await callFailing(host.client, 'issue_voting_codes', { poll_id: (await createPoll(host.client)).id, count: 1 })).toMatchObject({ code: 'PT409', hint: 'voters.not_list_poll' });
  });

  it('admits exactly one identity with a code; a second identity with it and a revoked code are refused', async () => {
    const poll = await listPoll(host.client);
    const [first, second, third] = await issueCodes(host.client, poll.id, 3);
    const holder = await signInAnonymously();
    expect(await call(holder.client, 'redeem_voting_code', { poll_id: poll.id, code: first!.code.toLowerCase() })).toEqual({ pollId: poll.id, redeemed: true });
    // Again by the same identity, typed without dashes: still theirs.
    expect(await call(holder.client, 'redeem_voting_code', { poll_id: poll.id, code: first!.code.replace(/-/g, '') })).toMatchObject({ redeemed: true });
    await call(holder.client, 'join_poll', { poll_id: poll.id, name: 'Holder' });

    const other = await signInAnonymously();
    expect(await call(other.client, 'redeem_voting_code', { poll_id: poll.id, code: first!.code })).toMatchObject({ redeemed: false, id: 'voting_code.used' });
    expect(await callFailing(other.client, 'join_poll', { poll_id: poll.id })).toMatchObject({ hint: 'join.not_on_list' });

    expect(await call(host.client, 'revoke_voter_entries', { poll_id: poll.id, entry_ids: [second!.id] })).toEqual({ removed: 0, revoked: 1, problems: [] });
    expect(await call(other.client, 'redeem_voting_code', { poll_id: poll.id, code: second!.code })).toMatchObject({ redeemed: false, id: 'voting_code.revoked' });

    // A lost code replaced: the old one admits nobody, the new one does.
    const replaced = await call<{ replaced: string; code: { id: string; number: number; code: string } }>(host.client, 'replace_voting_code', { poll_id: poll.id, entry_id: third!.id });
    expect(replaced).toMatchObject({ replaced: third!.id, code: { number: 4, code: expect.stringMatching(CODE) } });
    expect(await call(other.client, 'redeem_voting_code', { poll_id: poll.id, code: third!.code })).toMatchObject({ redeemed: false, id: 'voting_code.revoked' });
    expect(await call(other.client, 'redeem_voting_code', { poll_id: poll.id, code: replaced.code.code })).toMatchObject({ redeemed: true });
    await call(other.client, 'join_poll', { poll_id: poll.id });

    await setStatus(host.client, poll.id, 'voting');
    const cast = await call<{ tracker: string }>(holder.client, 'submit_vote', { poll_id: poll.id, ranking: RANKING });
    expect(cast.tracker).toMatch(TRACKER);
    expect(await callFailing(holder.client, 'submit_vote', { poll_id: poll.id, ranking: RANKING })).toMatchObject({ hint: 'vote.already_voted' });
    // Voted: the host can no longer take the entry back.
    expect(await call(host.client, 'revoke_voter_entries', { poll_id: poll.id, entry_ids: [first!.id] })).toMatchObject({ revoked: 0, problems: [{ entryId: first!.id, id: 'voters.entry_voted' }] });
  });
});

describe('a list of e-mail addresses', () => {
  it('adds pasted addresses compared case-insensitively after trimming, reporting invalid and repeated lines', async () => {
    const poll = await listPoll(host.client);
    const pasted = ['  Ada@Example.com ', '', 'not an address', 'ada@example.COM', 'bob@example.org', 'x@y', 'carl@example.net'].join('\r\n');
    expect(await call(host.client, 'add_voter_emails', { poll_id: poll.id, addresses: pasted })).toEqual({
      added: 3,
      problems: [
        { line: 3, address: 'not an address', id: 'voters.email_invalid' },
        { line: 4, address: 'ada@example.COM', id: 'voters.email_duplicate', firstLine: 1 },
        { line: 6, address: 'x@y', id: 'voters.email_invalid' },
      ],
    });
    expect(await call(host.client, 'add_voter_emails', { poll_id: poll.id, addresses: 'BOB@example.org\ndee@example.com' })).toEqual({
      added: 1,
      problems: [{ line: 1, address: 'BOB@example.org', id: 'voters.email_on_list' }],
    });
    const list = await call<VoterList>(host.client, 'get_voter_list', { poll_id: poll.id });
    expect(list.entries.map((e) => e.email)).toEqual(['ada@example.com', 'bob@example.org', 'carl@example.net', 'dee@example.com']);
    const tooMany = Array.from({ length: 10001 }, (_, i) => `v${i}@example.com`).join('\n');
    expect(await callFailing(host.client, 'add_voter_emails', { poll_id: poll.id, addresses: tooMany })).toMatchObject({ code: '22023', hint: 'voters.too_many_lines' });
  });

  it('lets an address on the list vote once, from any of 3 sessions and whatever account holds it later', async () => {
    const poll = await listPoll(host.client);
    const lea = await provenSessions(pool, 3);
    await call(host.client, 'add_voter_emails', { poll_id: poll.id, addresses: `  ${lea.email.toUpperCase()}  \nsomeone@example.com` });
    // The same account signed in with its password has not proven the address in that session.
    const { data } = await lea.clients[0]!.auth.getSession();
    expect(data.session?.user.email).toBe(lea.email);
    const byPassword = await signUp('Password Pat');
    await call(host.client, 'add_voter_emails', { poll_id: poll.id, addresses: byPassword.email });
    expect(await callFailing(byPassword.client, 'join_poll', { poll_id: poll.id })).toMatchObject({ hint: 'join.not_on_list' });

    await call(lea.clients[0]!, 'join_poll', { poll_id: poll.id, name: 'Lea' });
    await setStatus(host.client, poll.id, 'voting');
    expect(await call(lea.clients[1]!, 'submit_vote', { poll_id: poll.id, ranking: RANKING })).toMatchObject({ hasVoted: true, tracker: expect.stringMatching(TRACKER) });
    for (const session of [lea.clients[0]!, lea.clients[2]!]) {
      expect(await callFailing(session, 'submit_vote', { poll_id: poll.id, ranking: RANKING })).toMatchObject({ code: 'PT409' });
    }
    // The address moves to another account (an operator, an address change): its entry has voted.
    await pool.query(`update auth.users set email = 'moved-' || email where id = $1`, [lea.id]);
    const heir = await provenSessions(pool, 1, 'Heir Hal');
    await pool.query(`update auth.users set email = $1 where id = $2`, [lea.email, heir.id]);
    await heir.clients[0]!.auth.refreshSession();
    await call(heir.clients[0]!, 'join_poll', { poll_id: poll.id });
    expect(await callFailing(heir.clients[0]!, 'submit_vote', { poll_id: poll.id, ranking: RANKING })).toMatchObject({ code: 'PT409', hint: 'vote.list_entry_voted' });

    const { rows } = await pool.query('select coalesce(sum(ballot_count), 0)::int as n from public.ballots where poll_id = $1', [poll.id]);
    expect(rows[0].n).toBe(1);
    const turnout = await call<VoterList>(host.client, 'get_voter_list', { poll_id: poll.id });
    expect(turnout).toMatchObject({ listed: 3, voted: 1 });
    expect(turnout.entries.filter((e) => e.voted).map((e) => e.email)).toEqual([lea.email]);
  });

  it('admits an address proven with the e-mailed code (signInWithOtp, the mail catcher, verifyOtp), once across 3 sessions', async () => {
    const poll = await listPoll(host.client);
    const email = uniqueEmail('listed-otp');
    await call(host.client, 'add_voter_emails', { poll_id: poll.id, addresses: email.toUpperCase() });
    const sessions: SupabaseClient[] = [];
    for (let i = 0; i < 3; i += 1) {
      const client = anonClient();
      expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
      // Newest first: each request mails a fresh code and retires the one before.
      const otp = (await mailTo(email)).map((message) => (message as { otp?: string }).otp).find(Boolean)!;
      const verified = await client.auth.verifyOtp({ email, token: otp, type: i === 0 ? 'email' : 'magiclink' });
      expect(verified.error).toBeNull();
      sessions.push(client);
    }
    await call(sessions[0]!, 'join_poll', { poll_id: poll.id });
    await setStatus(host.client, poll.id, 'voting');
    expect(await call(sessions[2]!, 'submit_vote', { poll_id: poll.id, ranking: RANKING })).toMatchObject({ tracker: expect.stringMatching(TRACKER) });
    for (const session of sessions.slice(0, 2)) {
      expect(await callFailing(session, 'submit_vote', { poll_id: poll.id, ranking: RANKING })).toMatchObject({ code: 'PT409' });
    }
    expect(await call<VoterList>(host.client, 'get_voter_list', { poll_id: poll.id })).toMatchObject({ listed: 1, voted: 1 });
  });

  it('never links an entry to its ballot: the list holds no ballot, tracker or time of voting', async () => {
    const { rows } = await pool.query(
      `select column_name::text as name from information_schema.columns where table_schema = 'private' and table_name = 'voter_entries' order by ordinal_position`,
    );
    expect(rows.map((r) => r.name)).toEqual(['id', 'poll_id', 'email', 'code_hash', 'code_number', 'redeemed_by', 'voted', 'revoked_at', 'added_at']);
    const tracked = await pool.query(
      `select column_name::text as name from information_schema.columns where table_schema = 'public' and table_name = 'tracked_ballots' order by ordinal_position`,
    );
    expect(tracked.rows.map((r) => r.name)).toEqual(['poll_id', 'tracker', 'ranking']);
  });
});
