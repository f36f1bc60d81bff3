import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient } from '../local/test/support/clients.js';
import { call, callFailing, type Person, signInAnonymously, signUp } from './support/people.js';

/**
 * Issue 32, "The embed can show a session's current question" (20261128234000_session_embed.sql): a holder of
 * the session id reads, as anon, where the session is and the current question's results while the host shows
 * them; nothing of a question ahead, of a hidden or earlier one, nor anything about the people in the room.
 */

interface Embed {
  sessionId: string;
  title: string;
  topic: string;
  questionCount: number;
  current: { questionId: string | null; number: number; title: string; voting: string; resultsShown: boolean } | null;
}

let host: Person;
let sessionId: string;
let questions: [string, string];
const anon = anonClient();

async function embed(who: SupabaseClient = anon): Promise<Embed> {
  return call<Embed>(who, 'get_session_embed', { session_id: sessionId });
}
async function hint(who: SupabaseClient, fn: string, args: Record<string, unknown>) {
  return (await callFailing(who, fn, args)).hint;
}
/** Joins session-public:<id> as anon; resolves once subscribed. */
async function joined(client: SupabaseClient, onEvent: (event: string) => void): Promise<RealtimeChannel> {
  const channel = client.channel(`session-public:${sessionId}`, { config: { private: true } });
  channel.on('broadcast', { event: '*' }, (message) => onEvent(message.event));
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
  return channel;
}
const drive = (fn: string, args: Record<string, unknown>) => call(host.client, fn, { session_id: sessionId, ...args });

beforeAll(async () => {
  host = await signUp('Embed Host');
  sessionId = (await call<{ id: string }>(host.client, 'create_session', { title: 'Town hall' })).id;
  const add = async (title: string) => (await call<{ id: string }>(host.client, 'add_session_question', { session_id: sessionId, title, options: ['Red', 'Green', 'Blue'] })).id;
  questions = [await add('Which colour?'), await add('Which shade?')];
  const voter = await signInAnonymously();
  await call(voter.client, 'join_session', { session_id: sessionId, name: 'Vera' });
  await drive('move_session', { direction: 'next' });
  await drive('set_session_voting', { open: true });
  await call(voter.client, 'submit_session_vote', { session_id: sessionId, question_id: questions[0], ranking: ['option_2', 'option_1', 'option_3'] });
}, 60_000);

describe("a session's embed", () => {
  it("tells anyone with the session id where the session is, never a question's id before its results are shown", async () => {
    expect(await embed()).toEqual({
      sessionId, title: 'Town hall', topic: `session-public:${sessionId}`, questionCount: 2,
      current: { questionId: null, number: 1, title: 'Which colour?', voting: 'open', resultsShown: false },
    });
    expect(JSON.stringify(await embed())).not.toContain('Vera');
    expect(await hint(anon, 'get_poll_results', { poll_id: questions[0] })).toBe('poll.not_found');
    expect(await hint(anon, 'get_session_embed', { session_id: 'not-a-session' })).toBe('session.not_found');
    expect(await hint(anon, 'get_session_embed', { session_id: crypto.randomUUID() })).toBe('session.not_found');
  });

  it('opens the current question to everyone while its results are shown, and closes it again', async () => {
    const stranger = (await signUp('Embed Stranger')).client;
    await drive('set_session_voting', { open: false });
    expect((await embed()).current).toMatchObject({ questionId: null, voting: 'closed', resultsShown: false });
    expect(await hint(anon, 'get_poll_summary', { poll_id: questions[0] })).toBe('poll.not_found');

    await drive('set_session_results', { shown: true });
    expect((await embed()).current).toMatchObject({ questionId: questions[0], resultsShown: true });
    for (const who of [anon, stranger]) {
      expect((await call<{ totalVotes: number }>(who, 'get_poll_results', { poll_id: questions[0] })).totalVotes).toBe(1);
      expect(await call(who, 'get_poll_summary', { poll_id: questions[0] })).toMatchObject({ status: 'completed', totalVotes: 1 });
    }
    // Reading is all it opens: the question is still driven through its session, and its people stay hidden.
    expect(await hint(stranger, 'get_participants', { poll_id: questions[0] })).not.toBeNull();
    expect(await hint(stranger, 'update_poll_status', { poll_id: questions[0], status: 'voting' })).not.toBeNull();
    expect(await hint(stranger, 'delete_poll', { poll_id: questions[0] })).not.toBeNull();
    // The next question is not on the screens (nor its results): the shown one is the session's alone again.
    expect(await hint(anon, 'get_poll', { poll_id: questions[1] })).toBe('poll.not_found');

    await drive('set_session_results', { shown: false });
    expect(await hint(anon, 'get_poll_results', { poll_id: questions[0] })).toBe('poll.not_found');
    await drive('set_session_results', { shown: true });
    await drive('move_session', { direction: 'next' });
    expect((await embed()).current).toMatchObject({ questionId: null, number: 2, title: 'Which shade?', voting: 'not_started' });
    expect(await hint(anon, 'get_poll_results', { poll_id: questions[0] })).toBe('poll.not_found');
  });

  it("tells its public topic of the host's moves, lets nobody else write there, and says when the session goes", async () => {
    const received: string[] = [];
    const channel = await joined(anonClient(), (event) => received.push(event));
    // A viewer's own broadcast is refused: nobody can tell the embeds anything (it would arrive first).
    const forger = await joined(anonClient(), () => {});
    await forger.send({ type: 'broadcast', event: 'session_deleted', payload: { sessionId } });
    await drive('set_session_voting', { open: true });
    await drive('move_session', { direction: 'previous' });
    await call(host.client, 'delete_session', { session_id: sessionId });
    // A hang guard, not a bound on speed.
    const deadline = Date.now() + 20_000;
    while (!received.includes('session_deleted') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(received).toEqual(['session_changed', 'session_changed', 'session_deleted']);
    await channel.unsubscribe();
    await forger.unsubscribe();
  });
});
