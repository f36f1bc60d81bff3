import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, stack, superuserPool } from '../local/test/support/clients.js';
import { call, callFailing, type Person, signInAnonymously, signUp } from './support/people.js';
import { createPoll } from './support/polls.js';

/**
 * Issue 32, "One room, many questions": a session holds questions (each a poll), the room joins the session once,
 * the host and co-hosts drive it. What a participant, a co-host, a stranger and a crafted request may do.
 */

interface Question {
  id: string;
  number: number;
  voting: string;
  resultsShown: boolean;
  voted: number;
  options: { id: string; text: string }[];
}
interface Session {
  id: string;
  joinCode: string;
  role: string;
  topic: string;
  currentQuestionId: string | null;
  questions: Question[];
  cohosts: { email: string }[] | null;
  state: { current: { questionId: string; voting: string; resultsShown: boolean; voted: number } | null; joined: number };
}

const pool = superuserPool();
afterAll(() => pool.end());

async function newSession(host: SupabaseClient, title = 'Workshop', hidden = true): Promise<Session> {
  return call<Session>(host, 'create_session', { title, results_hidden_until_revealed: hidden });
}
async function addQuestion(host: SupabaseClient, sessionId: string, title: string, options = ['Red', 'Green', 'Blue'], extra = {}) {
  return call<Question>(host, 'add_session_question', { session_id: sessionId, title, options, ...extra });
}
async function getSession(who: SupabaseClient, sessionId: string): Promise<Session> {
  return call<Session>(who, 'get_session', { session_id: sessionId });
}
async function joined(sessionId: string, name?: string): Promise<Person> {
  const person = await signInAnonymously();
  await call(person.client, 'join_session', name === undefined ? { session_id: sessionId } : { session_id: sessionId, name });
  return person;
}
async function hintOf(who: SupabaseClient, fn: string, args: Record<string, unknown>): Promise<string | null> {
  return (await callFailing(who, fn, args)).hint;
}
async function tokenOf(person: Person): Promise<string> {
  const { data } = await person.client.auth.getSession();
  return data.session!.access_token;
}
/** A request written by hand, as a script would send it. */
async function raw(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${stack.url}${path}`, {
    method,
    headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'return=representation' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as { hint?: string } & unknown[]) };
}

let host: Person & { email: string };
let cohost: Person & { email: string };
let stranger: Person & { email: string };
let session: Session;
let questions: [Question, Question, Question];
let participant: Person;
let other: { host: Person; session: Session; question: Question; participant: Person };

beforeAll(async () => {
  host = await signUp('Session Sam');
  cohost = await signUp('Cohost Cleo');
  stranger = await signUp('Stranger Stu');
  session = await newSession(host.client);
  questions = [
    await addQuestion(host.client, session.id, 'Which problem first?'),
    await addQuestion(host.client, session.id, 'Two to fund', ['North', 'South', 'East', 'West'], { seats: 2 }),
    await addQuestion(host.client, session.id, 'Next steps', ['Plan', 'Build', 'Ship', 'Rest'], { min_ranked: 1 }),
  ];
  participant = await joined(session.id, 'Pat');
  const otherHost = await signUp('Other Olga');
  const otherSession = await newSession(otherHost.client, 'Other room');
  const otherQuestion = await addQuestion(otherHost.client, otherSession.id, 'Elsewhere');
  other = { host: otherHost, session: otherSession, question: otherQuestion, participant: await joined(otherSession.id, 'Otto') };
}, 60_000);

describe('a session of questions', () => {
  it('has a join code that /j/{code} resolves to the session, and its questions are numbered in order', async () => {
    const resolved = await call<{ sessionId: string; pollId: null; session: { title: string } }>(
      anonClient(), 'resolve_join_code', { code: session.joinCode.toLowerCase() });
    expect(resolved).toMatchObject({ sessionId: session.id, pollId: null, session: { title: 'Workshop' } });
    const seen = await getSession(host.client, session.id);
    expect(seen.role).toBe('host');
    expect(seen.questions.map((q) => [q.number, q.voting])).toEqual([[1, 'not_started'], [2, 'not_started'], [3, 'not_started']]);
    // A question's own join code finds nothing: the room comes in through the session.
    const { rows } = await pool.query('select join_code from public.polls where id = $1', [questions[0].id]);
    const viaQuestion = await call<{ pollId: null; sessionId?: string }>(host.client, 'resolve_join_code', { code: rows[0]!.join_code });
    expect(viaQuestion.pollId).toBeNull();
    expect(viaQuestion.sessionId).toBeUndefined();
  });

  it('lets the host reorder, duplicate and remove questions, keeping the answered ones', async () => {
    const scratch = await newSession(host.client, 'Scratch');
    const [a, b] = [await addQuestion(host.client, scratch.id, 'A'), await addQuestion(host.client, scratch.id, 'B')];
    const copy = await call<Question>(host.client, 'duplicate_session_question', { session_id: scratch.id, question_id: a.id });
    expect(copy.number).toBe(2);
    expect(copy.options.map((o) => o.text)).toEqual(['Red', 'Green', 'Blue']);
    const reordered = await call<Session>(host.client, 'reorder_session_questions', { session_id: scratch.id, question_ids: [b.id, copy.id, a.id] });
    expect(reordered.questions.map((q) => q.id)).toEqual([b.id, copy.id, a.id]);
    expect(await hintOf(host.client, 'reorder_session_questions', { session_id: scratch.id, question_ids: [b.id, a.id] })).toBe('session.order_mismatch');
    expect(await hintOf(host.client, 'reorder_session_questions', { session_id: scratch.id, question_ids: [b.id, a.id, a.id] })).toBe('session.order_mismatch');
    await call(host.client, 'remove_session_question', { session_id: scratch.id, question_id: copy.id });
    expect((await pool.query('select 1 from public.polls where id = $1', [copy.id])).rowCount).toBe(0);
    await call(host.client, 'move_session', { session_id: scratch.id, direction: 'next' });
    await call(host.client, 'set_session_voting', { session_id: scratch.id, open: true });
    expect(await hintOf(host.client, 'remove_session_question', { session_id: scratch.id, question_id: b.id })).toBe('session.question_answered');
    // Only through the session: delete_poll and update_poll_status refuse a question.
    expect(await hintOf(host.client, 'delete_poll', { poll_id: b.id })).toBe('session.question_removed_by_session');
    expect(await hintOf(host.client, 'update_poll_status', { poll_id: b.id, status: 'completed' })).toBe('session.question_driven_by_session');
    await call(host.client, 'delete_session', { session_id: scratch.id });
    expect((await pool.query('select 1 from public.polls where id = any($1)', [[a.id, b.id]])).rowCount).toBe(0);
  });

  it('runs question by question: joined once, voting on the current question only, results hidden until shown', async () => {
    const [q1, q2] = questions;
    const late = await signInAnonymously();
    expect((await getSession(participant.client, session.id)).state.current).toBeNull();
    await call(host.client, 'move_session', { session_id: session.id, direction: 'next' });
    // Before voting opens, the participant sees the current question but not the ones after it.
    expect((await getSession(participant.client, session.id)).questions.map((q) => q.id)).toEqual([q1.id]);
    expect(await hintOf(participant.client, 'get_poll', { poll_id: q2.id })).toBe('poll.not_found');
    expect(await hintOf(participant.client, 'submit_session_vote', { session_id: session.id, question_id: q1.id, ranking: ['option_1', 'option_2', 'option_3'] })).toBe('vote.not_open');

    await call(host.client, 'set_session_voting', { session_id: session.id, open: true });
    await call(participant.client, 'submit_session_vote', { session_id: session.id, question_id: q1.id, ranking: ['option_2', 'option_1', 'option_3'] });
    expect(await hintOf(participant.client, 'submit_session_vote', { session_id: session.id, question_id: q1.id, ranking: ['option_1', 'option_2', 'option_3'] })).toBe('vote.already_voted');
    // The room never joins a question itself, nor votes on it as a poll.
    expect(await hintOf(participant.client, 'join_poll', { poll_id: q1.id })).toBe('session.join_the_session');
    expect(await hintOf(participant.client, 'submit_vote', { poll_id: q1.id, ranking: ['option_1', 'option_2', 'option_3'] })).toBe('vote.not_joined');

    // A late joiner lands on the current question, and a reload (get_session again) says what they did.
    await call(late.client, 'join_session', { session_id: session.id, name: 'Lee' });
    const lateView = await getSession(late.client, session.id);
    expect(lateView.state.current).toMatchObject({ questionId: q1.id, voting: 'open', voted: 1 });
    expect(lateView.questions.map((q) => [q.id, (q as Question & { youVoted: boolean }).youVoted])).toEqual([[q1.id, false]]);
    expect((await getSession(participant.client, session.id)).questions.map((q) => (q as Question & { youVoted: boolean }).youVoted)).toEqual([true]);

    await call(host.client, 'set_session_voting', { session_id: session.id, open: false });
    expect(await hintOf(late.client, 'submit_session_vote', { session_id: session.id, question_id: q1.id, ranking: ['option_1', 'option_2', 'option_3'] })).toBe('vote.not_open');
    expect(await hintOf(host.client, 'set_session_voting', { session_id: session.id, open: true })).toBe('session.voting_closed');
    // Hidden until revealed: the host sees the count, the room does not.
    expect((await call<{ totalVotes: number }>(host.client, 'get_poll_results', { poll_id: q1.id })).totalVotes).toBe(1);
    expect(await hintOf(participant.client, 'get_poll_results', { poll_id: q1.id })).toBe('results.voting_not_ended');
    await call(host.client, 'set_session_results', { session_id: session.id, shown: true });
    expect((await call<{ totalVotes: number }>(participant.client, 'get_poll_results', { poll_id: q1.id })).totalVotes).toBe(1);
    expect((await getSession(participant.client, session.id)).state.current).toMatchObject({ voting: 'closed', resultsShown: true });

    // Voting on a question that is not current is refused, even while its voting is open.
    await call(host.client, 'move_session', { session_id: session.id, direction: 'next' });
    await call(host.client, 'set_session_voting', { session_id: session.id, open: true });
    await call(host.client, 'move_session', { session_id: session.id, direction: 'previous' });
    expect(await hintOf(participant.client, 'submit_session_vote', { session_id: session.id, question_id: q2.id, ranking: ['option_1', 'option_2', 'option_3', 'option_4'] })).toBe('session.question_not_current');
    await call(host.client, 'move_session', { session_id: session.id, direction: 'next' });
    await call(participant.client, 'submit_session_vote', { session_id: session.id, question_id: q2.id, ranking: ['option_1', 'option_2', 'option_3', 'option_4'] });
    expect(await hintOf(host.client, 'move_session', { session_id: session.id, direction: 'sideways' })).toBe('session.direction_unknown');

    // The report: every question the caller may see, with the results they may read (shown ones; the host's closed ones too).
    type Row = { questionId: string; number: number; results: { totalVotes: number } | null };
    await call(host.client, 'set_session_voting', { session_id: session.id, open: false });
    const forHost = await call<Row[]>(host.client, 'get_session_results', { session_id: session.id });
    expect(forHost.map((r) => [r.number, r.results?.totalVotes ?? null])).toEqual([[1, 1], [2, 1], [3, null]]);
    const forRoom = await call<Row[]>(participant.client, 'get_session_results', { session_id: session.id });
    expect(forRoom.map((r) => [r.number, r.results?.totalVotes ?? null])).toEqual([[1, 1], [2, null]]);
    expect(await hintOf(other.participant.client, 'get_session_results', { session_id: session.id })).toBe('session.not_found');
  });

  it("tells the room where the session is in a few messages per question, not one per join or vote", async () => {
    const room = await newSession(host.client, 'Counted');
    await addQuestion(host.client, room.id, 'Only');
    const people = await Promise.all(Array.from({ length: 8 }, () => joined(room.id)));
    await call(host.client, 'move_session', { session_id: room.id, direction: 'next' });
    await call(host.client, 'set_session_voting', { session_id: room.id, open: true });
    const current = (await getSession(host.client, room.id)).currentQuestionId!;
    for (const person of people) {
      await call(person.client, 'submit_session_vote', { session_id: room.id, question_id: current, ranking: ['option_1', 'option_2', 'option_3'] });
    }
    await call(host.client, 'set_session_voting', { session_id: room.id, open: false });
    await call(host.client, 'set_session_results', { session_id: room.id, shown: true });
    const { rows } = await pool.query<{ payload: { at: string; current: { voting: string } | null } }>(
      `select payload from realtime.messages where topic = $1 and event = 'session_summary' order by inserted_at`, [`session:${room.id}`]);
    // The host's five moves (add, next, open, close, show) go out at once; joins and votes at most once per
    // max wait (2 s in a room this small) however many come: the throttle's rule, whatever the machine's pace.
    const span = (Date.parse(rows.at(-1)!.payload.at) - Date.parse(rows[0]!.payload.at)) / 1000;
    expect(rows.length).toBeLessThanOrEqual(5 + 1 + Math.floor(span / 2));
    expect(rows.at(-1)!.payload.current).toMatchObject({ voting: 'closed', resultsShown: true, voted: 8 });
    expect(rows.flatMap((r) => Object.keys(r.payload))).not.toContain('newest');
  });

  it("carries the question in a driver's move, and flushes the turnout once the room is quiet", async () => {
    const room = await newSession(host.client, 'Carried');
    const question = await addQuestion(host.client, room.id, 'Carried question', ['Red', 'Green', 'Blue'], { seats: 2, min_ranked: 2 });
    const person = await joined(room.id);
    const last = async () => {
      const { rows } = await pool.query<{ payload: { current: { voted: number; question?: Record<string, unknown> } | null } }>(
        `select payload from realtime.messages where topic = $1 and event = 'session_summary' order by inserted_at desc limit 1`, [`session:${room.id}`]);
      return rows[0]!.payload;
    };
    await call(host.client, 'move_session', { session_id: room.id, direction: 'next' });
    // The room's page shows the next question from this push alone: the question as the room may see it.
    const carried = (await last()).current!.question!;
    expect(carried).toMatchObject({ id: question.id, title: 'Carried question', seats: 2, minRanked: 2, voting: 'not_started', resultsShown: false });
    expect((carried.options as { text: string }[]).map((o) => o.text)).toEqual(['Red', 'Green', 'Blue']);
    expect(Object.keys(carried)).not.toContain('results');
    expect(Object.keys(carried)).not.toContain('voted');

    await call(host.client, 'set_session_voting', { session_id: room.id, open: true });
    await call(person.client, 'submit_session_vote', { session_id: room.id, question_id: question.id, ranking: ['option_2', 'option_1'] });
    // As if the vote had just come in and the last push were recent: the flush waits for a quiet second.
    await pool.query(`update private.session_voters set voted_at = clock_timestamp() + interval '10 seconds' where poll_id = $1`, [question.id]);
    await pool.query(`update private.session_summaries set pushed_at = clock_timestamp() - interval '100 milliseconds' where session_id = $1`, [room.id]);
    const early = await call<{ pushed: boolean; retryInMs: number | null }>(host.client, 'flush_session_summary', { session_id: room.id });
    expect(early.pushed).toBe(false);
    expect(early.retryInMs).toBeGreaterThan(0);
    // Quiet for a second since (no vote, no join): the trailing turnout goes out, small (no question).
    await pool.query(`update private.session_voters set voted_at = clock_timestamp() - interval '2 seconds' where poll_id = $1`, [question.id]);
    await pool.query(`update public.session_participants set joined_at = clock_timestamp() - interval '2 seconds' where session_id = $1`, [room.id]);
    const quiet = await call<{ pushed: boolean }>(host.client, 'flush_session_summary', { session_id: room.id });
    expect(quiet.pushed).toBe(true);
    expect((await last()).current).toMatchObject({ questionId: question.id, voting: 'open', voted: 1 });
    expect(Object.keys((await last()).current!)).not.toContain('question');
  });
});

describe('votes racing the host', () => {
  it('counts a vote racing the close, or refuses it: never a ballot after, never a voter without a ballot', async () => {
    const room = await newSession(host.client, 'Race');
    const question = await addQuestion(host.client, room.id, 'Race question');
    const people = await Promise.all(Array.from({ length: 16 }, () => joined(room.id)));
    await call(host.client, 'move_session', { session_id: room.id, direction: 'next' });
    await call(host.client, 'set_session_voting', { session_id: room.id, open: true });
    const ranking = ['option_3', 'option_1', 'option_2'];
    const votes = people.map((person) => person.client.rpc('submit_session_vote', { session_id: room.id, question_id: question.id, ranking }));
    const close = host.client.rpc('set_session_voting', { session_id: room.id, open: false });
    const answers = await Promise.all(votes);
    expect((await close).error).toBeNull();
    expect(answers.every((a) => a.error === null || a.error.hint === 'vote.not_open')).toBe(true);
    const accepted = answers.filter((a) => a.error === null).length;
    const { rows } = await pool.query<{ ballots: number; voters: number }>(
      `select (select coalesce(sum(ballot_count), 0) from public.ballots where poll_id = $1)::int as ballots,
              (select count(*) from private.session_voters where poll_id = $1)::int as voters`, [question.id]);
    expect(rows[0]).toEqual({ ballots: accepted, voters: accepted });
  });
});

describe('who may do what', () => {
  it("keeps a participant of one session out of another's questions, ballots and turnout", async () => {
    const outsider = other.participant.client;
    const [q1] = questions;
    expect(await hintOf(outsider, 'get_session', { session_id: session.id })).toBe('session.not_found');
    for (const fn of ['get_poll', 'get_poll_results', 'get_poll_summary', 'get_join_code', 'get_participants', 'get_room_summary']) {
      expect(await hintOf(outsider, fn, { poll_id: q1.id }), fn).toBe('poll.not_found');
    }
    expect(await hintOf(outsider, 'submit_session_vote', { session_id: session.id, question_id: q1.id, ranking: ['option_1', 'option_2', 'option_3'] })).toBe('session.not_found');
    expect(await hintOf(outsider, 'submit_session_vote', { session_id: other.session.id, question_id: q1.id, ranking: ['option_1', 'option_2', 'option_3'] })).toBe('session.question_not_found');
    expect(await hintOf(outsider, 'flush_session_summary', { session_id: session.id })).toBe('session.not_found');
    for (const table of ['sessions', 'session_questions', 'session_participants', 'session_cohosts']) {
      const column = table === 'sessions' ? 'id' : 'session_id';
      const { data, error } = await outsider.from(table).select('*').eq(column, session.id);
      expect({ table, error, data }).toEqual({ table, error: null, data: [] });
    }
    expect((await outsider.from('polls').select('id').eq('id', q1.id)).data).toEqual([]);
    expect((await outsider.from('ballots').select('*').eq('poll_id', q1.id)).error?.code).toBe('42501');
    // Nor can anyone without the session (anon key, a signed-in stranger).
    expect(await hintOf(anonClient(), 'get_poll', { poll_id: q1.id })).toBe('poll.not_found');
    expect(await hintOf(stranger.client, 'get_session', { session_id: session.id })).toBe('session.not_found');
    // Their own session they see, and only their own row of its people.
    expect((await outsider.from('session_participants').select('name').eq('session_id', other.session.id)).data).toEqual([{ name: 'Otto' }]);
  });

  it('lets a co-host drive and see turnout, but not delete the session or change co-hosts', async () => {
    const room = await newSession(host.client, 'Shared');
    await addQuestion(host.client, room.id, 'First');
    const cohosts = await call<{ email: string }[]>(host.client, 'add_session_cohost', { session_id: room.id, email: ` ${cohost.email.toUpperCase()} ` });
    expect(cohosts.map((c) => c.email)).toEqual([cohost.email]);
    await joined(room.id);
    await call(cohost.client, 'move_session', { session_id: room.id, direction: 'next' });
    await call(cohost.client, 'set_session_voting', { session_id: room.id, open: true });
    const seen = await getSession(cohost.client, room.id);
    expect({ role: seen.role, cohosts: seen.cohosts, joined: seen.state.joined }).toEqual({ role: 'cohost', cohosts: null, joined: 1 });
    expect((await call<{ role: string; id: string }[]>(cohost.client, 'get_my_sessions')).map((s) => [s.id, s.role])).toContainEqual([room.id, 'cohost']);

    expect(await hintOf(cohost.client, 'delete_session', { session_id: room.id })).toBe('session.not_host');
    expect(await hintOf(cohost.client, 'add_session_cohost', { session_id: room.id, email: stranger.email })).toBe('session.not_host');
    expect(await hintOf(cohost.client, 'remove_session_cohost', { session_id: room.id, email: cohost.email })).toBe('session.not_host');
    expect(await hintOf(cohost.client, 'add_session_question', { session_id: room.id, title: 'Mine', options: ['a', 'b'] })).toBe('session.not_host');
    expect((await cohost.client.from('session_cohosts').delete().eq('session_id', room.id).select()).error?.code).toBe('42501');
    expect((await pool.query('select count(*)::int as n from public.session_cohosts where session_id = $1', [room.id])).rows[0].n).toBe(1);
    // A participant drives nothing.
    const person = await joined(room.id);
    expect(await hintOf(person.client, 'set_session_voting', { session_id: room.id, open: false })).toBe('session.not_driver');
    expect(await hintOf(host.client, 'add_session_cohost', { session_id: room.id, email: 'nobody@example.invalid' })).toBe('session.cohost_not_found');
    expect(await hintOf(host.client, 'add_session_cohost', { session_id: room.id, email: host.email })).toBe('session.cohost_is_host');
    await call(host.client, 'remove_session_cohost', { session_id: room.id, email: cohost.email });
    expect(await hintOf(cohost.client, 'move_session', { session_id: room.id, direction: 'next' })).toBe('session.not_found');
  });

  it('meets crafted requests with the same rules (raw HTTP)', async () => {
    const room = await newSession(host.client, 'Crafted');
    const [first, second] = [await addQuestion(host.client, room.id, 'One'), await addQuestion(host.client, room.id, 'Two')];
    await call(host.client, 'add_session_cohost', { session_id: room.id, email: cohost.email });
    const person = await joined(room.id);
    // The second question's voting opened, then the host went back to the first.
    for (const direction of ['next', 'next']) {
      await call(host.client, 'move_session', { session_id: room.id, direction });
      await call(host.client, 'set_session_voting', { session_id: room.id, open: true });
    }
    await call(host.client, 'move_session', { session_id: room.id, direction: 'previous' });
    const [cohostToken, personToken, outsiderToken] = [await tokenOf(cohost), await tokenOf(person), await tokenOf(other.participant)];

    const deleted = await raw('POST', '/rest/v1/rpc/delete_session', cohostToken, { session_id: room.id });
    expect([deleted.status, deleted.body?.hint]).toEqual([403, 'session.not_host']);
    const notCurrent = await raw('POST', '/rest/v1/rpc/submit_session_vote', personToken,
      { session_id: room.id, question_id: second.id, ranking: ['option_1', 'option_2', 'option_3'] });
    expect([notCurrent.status, notCurrent.body?.hint]).toEqual([409, 'session.question_not_current']);
    const foreign = await raw('POST', '/rest/v1/rpc/get_session', outsiderToken, { session_id: room.id });
    expect([foreign.status, foreign.body?.hint]).toEqual([404, 'session.not_found']);
    // Table writes: no grant, whoever asks.
    for (const [method, path, body] of [
      ['PATCH', `/rest/v1/sessions?id=eq.${room.id}`, { host_id: cohost.id }],
      ['DELETE', `/rest/v1/sessions?id=eq.${room.id}`, undefined],
      ['POST', '/rest/v1/session_cohosts', { session_id: room.id, user_id: stranger.id }],
      ['PATCH', `/rest/v1/session_questions?poll_id=eq.${second.id}`, { voting: 'open' }],
      ['PATCH', `/rest/v1/sessions?id=eq.${room.id}`, { current_question_id: second.id }],
      ['POST', '/rest/v1/session_participants', { session_id: room.id, user_id: stranger.id, name: 'Sneaky' }],
    ] as const) {
      for (const token of [cohostToken, personToken]) {
        expect((await raw(method, path, token, body)).status, `${method} ${path}`).toBe(403);
      }
    }
    // Ballots are read by nobody but the count; a participant's voter rows are private.
    expect((await raw('GET', `/rest/v1/ballots?poll_id=eq.${first.id}`, personToken)).status).toBe(403);
    expect((await raw('GET', '/rest/v1/session_voters', personToken)).status).toBe(404);
    const { rows } = await pool.query('select current_question_id from public.sessions where id = $1', [room.id]);
    expect(rows[0]!.current_question_id).toBe(first.id);
  });

  it("goes with its host's account, questions and ballots too (the guards let a cascade through)", async () => {
    const leaving = await signUp('Leaving Lou');
    const room = await newSession(leaving.client, 'Short-lived');
    const question = await addQuestion(leaving.client, room.id, 'Gone soon');
    const person = await joined(room.id);
    await call(leaving.client, 'move_session', { session_id: room.id, direction: 'next' });
    await call(leaving.client, 'set_session_voting', { session_id: room.id, open: true });
    await call(person.client, 'submit_session_vote', { session_id: room.id, question_id: question.id, ranking: ['option_1', 'option_2', 'option_3'] });
    // As the Auth admin API deletes a user (the local Auth serves no admin API).
    await pool.query('delete from auth.users where id = $1', [leaving.id]);
    const { rows } = await pool.query(
      `select (select count(*) from public.sessions where id = $1)::int as sessions,
              (select count(*) from public.polls where id = $2)::int as polls,
              (select count(*) from public.ballots where poll_id = $2)::int as ballots`, [room.id, question.id]);
    expect(rows[0]).toEqual({ sessions: 0, polls: 0, ballots: 0 });
  });

  it('leaves a poll created alone as it was', async () => {
    const poll = await createPoll(host.client);
    expect((await call<{ id: string }>(anonClient(), 'get_poll', { poll_id: poll.id })).id).toBe(poll.id);
    const mine = await call<{ id: string }[]>(host.client, 'get_my_polls');
    expect(mine.map((p) => p.id)).toContain(poll.id);
    expect(mine.map((p) => p.id)).not.toContain(questions[0].id);
  });
});

describe("the session's room on Realtime", () => {
  /** Joins the private topic and records each broadcast; resolves once subscribed, rejects when refused. */
  async function listen(client: SupabaseClient, topic: string) {
    const received: { event: string; payload: Record<string, unknown> }[] = [];
    const channel: RealtimeChannel = client.channel(topic, { config: { private: true } });
    channel.on('broadcast', { event: '*' }, (message) => received.push({ event: message.event, payload: message.payload }));
    await new Promise<void>((resolve, reject) => {
      channel.subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
      });
    });
    return { channel, received };
  }
  // A hang guard, not a bound on speed.
  async function until(check: () => boolean, what: string) {
    const deadline = Date.now() + 20_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('tells its members where the session is, and admits nobody else', async () => {
    const room = await newSession(host.client, 'Live');
    const question = await addQuestion(host.client, room.id, 'Live question');
    const person = await joined(room.id, 'Liv');
    const { topic } = await getSession(person.client, room.id);
    expect(topic).toBe(`session:${room.id}`);
    const heard = await listen(person.client, topic);
    await expect(listen(other.participant.client, topic)).rejects.toBeTruthy();
    await expect(listen(stranger.client, topic)).rejects.toBeTruthy();

    await call(host.client, 'move_session', { session_id: room.id, direction: 'next' });
    await call(host.client, 'set_session_voting', { session_id: room.id, open: true });
    const current = () => heard.received.filter((m) => m.event === 'session_summary').map((m) => m.payload.current as { voting?: string } | null);
    await until(() => current().some((c) => c?.voting === 'open'), 'the open question');
    expect(current().at(-1)).toMatchObject({ questionId: question.id, number: 1, voting: 'open', resultsShown: false });
    await call(host.client, 'delete_session', { session_id: room.id });
    await until(() => heard.received.some((m) => m.event === 'session_deleted'), 'the deletion');
    await heard.channel.unsubscribe();
  });
});
