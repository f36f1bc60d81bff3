import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, superuserPool } from '../local/test/support/clients.js';
import { call, type Person, signInAnonymously, signUp } from './support/people.js';
import { createPoll, joinedVoter, type Participant, type Poll, setStatus } from './support/polls.js';

// Whatever a browser sends to /rest/v1 directly, the rules hold: tables are read-only for API roles,
// ballots are not readable at all, and rows are visible only to the poll's host and participants.
const pool = superuserPool();
let host: Person;
let voter: Person & { participant: Participant };
let outsider: Person;
let poll: Poll;

beforeAll(async () => {
  host = await signUp('Direct Dora');
  outsider = await signUp('Outsider Olaf');
  poll = await createPoll(host.client);
  voter = await joinedVoter(poll.id, 'Valid Val');
  await setStatus(host.client, poll.id, 'voting');
});
afterAll(() => pool.end());

async function pollRow() {
  return (await pool.query('select status, is_active, title from public.polls where id = $1', [poll.id])).rows[0];
}

describe('direct table writes through /rest/v1', () => {
  const attempts: [string, (c: SupabaseClient) => PromiseLike<{ error: unknown }>][] = [
    ['insert a poll', (c) => c.from('polls').insert({ title: 'Sneaky', created_by: host.id })],
    ['complete the poll', (c) => c.from('polls').update({ status: 'completed', is_active: false }).eq('id', poll.id)],
    ['reopen or rename the poll', (c) => c.from('polls').update({ title: 'Renamed' }).eq('id', poll.id)],
    ['delete the poll', (c) => c.from('polls').delete().eq('id', poll.id)],
    ['add an option', (c) => c.from('poll_options').insert({ poll_id: poll.id, id: 'option_9', text: 'Extra', position: 9 })],
    ['rename an option', (c) => c.from('poll_options').update({ text: 'Changed' }).eq('poll_id', poll.id)],
    ['join without the rules', (c) => c.from('participants').insert({ poll_id: poll.id, user_id: host.id, name: 'x'.repeat(80) })],
    ['mark a participant as not voted', (c) => c.from('participants').update({ has_voted: false }).eq('poll_id', poll.id)],
    ['remove participants', (c) => c.from('participants').delete().eq('poll_id', poll.id)],
    ['stuff the ballot box', (c) => c.from('ballots').insert({ poll_id: poll.id, ranking: ['option_1', 'option_2', 'option_3'], ballot_count: 1000 })],
    ['rewrite ballots', (c) => c.from('ballots').update({ ballot_count: 1 }).eq('poll_id', poll.id)],
    ['create a profile', (c) => c.from('profiles').insert({ id: crypto.randomUUID(), username: 'Fake' })],
  ];

  it.each(attempts)('refuses to %s, for anon, anonymous sign-ins, participants and the host', async (_label, attempt) => {
    for (const client of [anonClient(), outsider.client, voter.client, host.client]) {
      const { error } = await attempt(client);
      expect(error).toMatchObject({ code: '42501' });
    }
    expect(await pollRow()).toEqual({ status: 'voting', is_active: true, title: 'Lunch' });
  });

  it('left the rows as they were', async () => {
    const { rows } = await pool.query(
      `select (select count(*) from public.poll_options where poll_id = $1)::int as options,
              (select count(*) from public.participants where poll_id = $1)::int as participants,
              (select count(*) from public.ballots where poll_id = $1)::int as ballots`,
      [poll.id],
    );
    expect(rows[0]).toEqual({ options: 3, participants: 1, ballots: 0 });
  });
});

describe('direct table reads through /rest/v1', () => {
  it('shows the anon role nothing', async () => {
    for (const table of ['polls', 'poll_options', 'participants', 'profiles', 'ballots']) {
      const { error } = await anonClient().from(table).select('*');
      expect(error, table).toMatchObject({ code: '42501' });
    }
  });

  it('shows a poll and its options only to its host and participants', async () => {
    for (const member of [host, voter]) {
      const polls = await member.client.from('polls').select('id, status').eq('id', poll.id);
      expect(polls.data).toEqual([{ id: poll.id, status: 'voting' }]);
      const options = await member.client.from('poll_options').select('id').eq('poll_id', poll.id);
      expect(options.data).toHaveLength(3);
    }
    const stranger = await signInAnonymously();
    for (const person of [outsider, stranger]) {
      expect((await person.client.from('polls').select('id').eq('id', poll.id)).data).toEqual([]);
      expect((await person.client.from('poll_options').select('id').eq('poll_id', poll.id)).data).toEqual([]);
      expect((await person.client.from('participants').select('id').eq('poll_id', poll.id)).data).toEqual([]);
    }
  });

  it('shows a participant only their own row, and the host every row of the poll', async () => {
    const second = await joinedVoter(poll.id, 'Second Sam');
    const own = await second.client.from('participants').select('id').eq('poll_id', poll.id);
    expect(own.data).toEqual([{ id: second.participant.id }]);
    const all = await host.client.from('participants').select('id').eq('poll_id', poll.id).order('joined_at');
    expect(all.data).toEqual([{ id: voter.participant.id }, { id: second.participant.id }]);
  });

  it('lets nobody call the internal helpers', async () => {
    const { error } = await host.client.schema('private' as 'public').rpc('is_poll_member', { target_poll: poll.id });
    expect(error).toMatchObject({ code: 'PGRST106' });
  });
});

describe('function grants', () => {
  it('gives the anon role only check_ballot, get_ballot_list, get_join_code, get_poll, get_poll_results, get_poll_summary, get_session_embed and resolve_join_code', async () => {
    const { rows } = await pool.query(
      `select p.proname::text as name
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'execute')
        order by 1`,
    );
    // check_ballot and get_ballot_list answer anyone only once the host published the ballots to everyone.
    expect(rows.map((r) => r.name)).toEqual(['check_ballot', 'get_ballot_list', 'get_join_code', 'get_poll', 'get_poll_results', 'get_poll_summary', 'get_session_embed', 'resolve_join_code']);
  });

  it('lets signed-in users execute only the helpers RLS policies need, and nobody else any helper', async () => {
    const { rows } = await pool.query(
      `select r.rolname::text as role, array_agg(p.proname::text order by p.proname) filter (where has_function_privilege(r.oid, p.oid, 'execute')) as helpers
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        cross join pg_roles r
        where n.nspname = 'private' and r.rolname in ('anon', 'authenticated', 'supabase_auth_admin')
        group by r.rolname order by 1`,
    );
    expect(rows).toEqual([
      // The public topic's read policy (20261125130000_public_topic_read_only) is evaluated as anon too.
      // A session's public topic (20261128234000_session_embed) likewise.
      { role: 'anon', helpers: ['is_public_poll_topic', 'is_public_session_topic'] },
      // Sessions (20261128220000_sessions): who is who in a session, for its tables' and topic's policies.
      // Co-hosts are invited addresses (20261128235000_session_cohost_invites): the caller's confirmed address.
      { role: 'authenticated', helpers: ['caller_email', 'can_receive_poll_events', 'can_receive_session_events', 'can_see_session_question',
        'is_poll_host', 'is_poll_member', 'is_public_poll_topic', 'is_public_session_topic', 'is_session_driver', 'is_session_member', 'session_role'] },
      { role: 'supabase_auth_admin', helpers: null },
    ]);
  });

  it('makes every public function security definer with an empty search_path', async () => {
    const { rows } = await pool.query(
      `select p.proname::text as name, p.prosecdef as definer, p.proconfig as config
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and p.prokind = 'f'
        order by 1`,
    );
    // The ballot list of 100,000 ballots sorts in memory (20261128233000_ballot_list_at_scale): work_mem for it alone.
    const settings: Record<string, string[]> = { ballot_list_parts: ['search_path=""', 'work_mem=32MB'] };
    for (const row of rows) expect(row.config, row.name).toEqual(settings[row.name] ?? ['search_path=""']);
    expect(rows.filter((r) => !r.definer && ![
      'initial_username', 'iso', 'participant_json', 'poll_id_from', 'require_user_id',
      // A ranking's rules (20261126110000_elections): read the poll, write nothing.
      'ranking_has_repeats', 'ranking_problem', 'ranking_failure',
      // Pure text and limit checks (20261123100000_text_rules, 20261123100200_poll_limits).
      'trim_text', 'has_forbidden_characters', 'is_clean_text', 'clean_text', 'sanitize_text', 'option_key',
      'check_max_participants',
      // Name rules (20261125120100_name_rules).
      'name_label_key', 'is_reserved_name', 'name_problem', 'name_failure', 'check_name',
      'sanitize_name',
      // Storage limits (20261125120300_storage_limits): reads an address, writes nothing.
      'address_key',
      // A topic name's shape, for the public topic's read policy (20261125130000_public_topic_read_only).
      'is_public_poll_topic',
      // The same for a session's public topic (20261128234000_session_embed).
      'is_public_session_topic',
      // Pure: hex code points to text, used while the look-alike options migration writes its data
      // (20261128120100_look_alike_options); the account-metadata size check, a trigger on auth.users that
      // reads only the row (20261128120000_account_metadata_limit).
      'from_code_points', 'user_metadata_problem',
      // Issue 27 (20261128210000_who_may_vote, 20261128210100_ballot_trackers): constants, pure hashing and
      // formatting, the random draw, and two triggers that read only their row
      // (keeping accounts_only and voters in step; refusing to change the audit trail).
      'voter_list_max', 'voting_code_length', 'tracker_length', 'voting_code_hash', 'shown_code', 'random_code',
      'sync_poll_voters', 'refuse_audit_change',
      // A co-host's address as typed, checked and lowered (20261128235000_session_cohost_invites).
      'cohost_email',
      // A session id's shape and a question's poll status from its row (20261128220000_sessions).
      'session_id_from', 'question_poll_status',
    ].includes(r.name))).toEqual([]);
  });

  it('turns RLS on for every table in public', async () => {
    const { rows } = await pool.query(
      `select c.relname::text as name, c.relrowsecurity as rls
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    expect(rows).toEqual(['ballots', 'participants', 'poll_audit', 'poll_options', 'polls', 'profiles', 'session_cohosts', 'session_participants',
      'session_questions', 'sessions', 'tracked_ballots'].map((name) => ({ name, rls: true })));
  });
});

describe('the results a completed poll shows', () => {
  it('are not changed by any of the attempts above', async () => {
    const results = await call<{ totalVotes: number }>(host.client, 'get_poll_results', { poll_id: poll.id });
    expect(results.totalVotes).toBe(0);
  });
});
