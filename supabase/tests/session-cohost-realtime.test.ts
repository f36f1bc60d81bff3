import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Person, signInAnonymously, signUp } from './support/people.js';

/**
 * Issue 32, "A co-host in another browser drives question 3": what the room hears when a co-host, not the
 * host, drives. In one clean-clone run the journey's phones stayed on question 2 after a co-host's Next; the
 * summary goes out for a co-host's move as for the host's (this file), and the phones went back because a
 * read that began before the move answered after its summary (docs/testing.md). get_session's `seq` orders
 * reads and summaries so that a page can tell (@runoff/domain followRead).
 */

interface Current { questionId: string; number: number; voting: string; resultsShown: boolean; question?: { id: string; title: string } }
interface Summary { seq: number; current: Current | null }
interface Session { id: string; topic: string; state: { seq: number; current: Current | null }; questions: { id: string; title: string }[] }

let host: Person & { email: string };
let cohost: Person & { email: string };
let session: Session;
let titles: string[];

beforeAll(async () => {
  host = await signUp('Host Hana');
  cohost = await signUp('Cohost Cato');
  session = await call<Session>(host.client, 'create_session', { title: 'Driven by a co-host', results_hidden_until_revealed: true });
  titles = ['Which problem first?', 'Which two fixes?', 'Which next step?'];
  for (const title of titles) await call(host.client, 'add_session_question', { session_id: session.id, title, options: ['Red', 'Green', 'Blue'] });
  // Invited by address, as the control page does; the co-host signed in in a browser of their own.
  await call(host.client, 'add_session_cohost', { session_id: session.id, email: cohost.email.toUpperCase() });
}, 60_000);

/** Joins the private topic as the room's page does and records each summary; resolves once subscribed. */
async function listen(client: SupabaseClient, topic: string) {
  const heard: Summary[] = [];
  const channel: RealtimeChannel = client.channel(topic, { config: { private: true } });
  channel.on('broadcast', { event: 'session_summary' }, (message) => heard.push(message.payload as Summary));
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
  return { channel, heard };
}

/** A hang guard, not a bound on speed. */
async function until<T>(find: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe("a co-host driving the session's room", () => {
  let participant: Person;
  let room: Awaited<ReturnType<typeof listen>>;
  const flushing = { on: true, done: Promise.resolve() };

  beforeAll(async () => {
    participant = await signInAnonymously();
    await call(participant.client, 'join_session', { session_id: session.id, name: 'Phone' });
    const { topic } = await call<Session>(participant.client, 'get_session', { session_id: session.id });
    room = await listen(participant.client, topic);
    // The host's control page stays open meanwhile and flushes the turnout every 3 s; here far more often.
    flushing.done = (async () => {
      while (flushing.on) {
        await call(host.client, 'flush_session_summary', { session_id: session.id });
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
  }, 60_000);
  afterAll(async () => {
    flushing.on = false;
    await flushing.done;
    await room.channel.unsubscribe();
  });

  /** The co-host's step, then the summary that says so: the first heard after the call with this state. */
  async function drive(fn: string, args: Record<string, unknown>, expected: Partial<Current>) {
    const before = room.heard.length;
    await call(cohost.client, fn, { session_id: session.id, ...args });
    return until(() => room.heard.slice(before).find((summary) => summary.current !== null
      && Object.entries(expected).every(([key, value]) => summary.current![key as keyof Current] === value)), `${fn} ${JSON.stringify(args)}`);
  }

  it('tells the room each of its moves, with the next question carried, in the order the room was told', async () => {
    const questions = (await call<Session>(host.client, 'get_session', { session_id: session.id })).questions;
    for (const [index, question] of questions.entries()) {
      const shown = await drive('move_session', { direction: 'next' }, { questionId: question.id, number: index + 1, voting: 'not_started' });
      expect(shown.current!.question).toMatchObject({ id: question.id, title: titles[index] });
      await drive('set_session_voting', { open: true }, { questionId: question.id, voting: 'open' });
      await drive('set_session_voting', { open: false }, { questionId: question.id, voting: 'closed', resultsShown: false });
      await drive('set_session_results', { shown: true }, { questionId: question.id, resultsShown: true });
    }
    const back = await drive('move_session', { direction: 'previous' }, { questionId: questions[1]!.id, number: 2 });
    expect(back.current!.question).toMatchObject({ id: questions[1]!.id });
    await drive('move_session', { direction: 'next' }, { questionId: questions[2]!.id, number: 3 });
    // Heard in the order pushed, none twice.
    const seqs = room.heard.map((summary) => summary.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
  });

  it("orders a read against the summaries: a read before a move is older than the move's summary", async () => {
    const read = await call<Session>(participant.client, 'get_session', { session_id: session.id });
    expect(read.state.seq).toBe(Math.max(...room.heard.map((summary) => summary.seq)));
    const moved = await drive('move_session', { direction: 'previous' }, { number: 2 });
    expect(moved.seq).toBeGreaterThan(read.state.seq);
    const after = await call<Session>(participant.client, 'get_session', { session_id: session.id });
    expect(after.state.seq).toBeGreaterThanOrEqual(moved.seq);
    expect(after.state.current).toMatchObject({ number: 2 });
  });
});
