/**
 * A share of the room's participants, in a process of its own (the bench forks several): one Node event loop
 * decoding every broadcast for a thousand sockets would delay the answers it measures by seconds, which no
 * room of browsers (each with its own loop) would. Talks to the bench over IPC; see messages.ts.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { clientOptions, now, rereadRoom, rpc, shuffled, subscribeLobby, waitFor } from './client.js';
import type { ToParticipants, FromParticipants } from './messages.js';
import { withConcurrency } from './stats.js';

interface Participant {
  client: SupabaseClient;
  stopRereading?: () => void;
  participantId?: string;
  votingSeen?: Promise<void>;
  completedSeen: boolean;
}

const send = (message: FromParticipants) => process.send!(message);
let participants: Participant[] = [];

async function join(message: Extract<ToParticipants, { type: 'join' }>): Promise<void> {
  const { url, anonKey, pollId, count, offset, concurrency } = message;
  participants = Array.from({ length: count }, () => ({ client: createClient(url, anonKey, clientOptions), completedSeen: false }));
  const joinMs: number[] = [];
  const joinPollMs: number[] = [];
  const errors: string[] = [];
  let failed = 0;
  let subscribeRetries = 0;
  await withConcurrency(participants, concurrency, async (p, index) => {
    try {
      const started = performance.now();
      // The join page: anonymous sign-in, get_poll, join_poll.
      const { data, error } = await p.client.auth.signInAnonymously();
      if (error || !data.user) throw new Error(`anonymous sign-in: ${error?.message}`);
      await rpc(p.client, 'get_poll', { poll_id: pollId });
      const joinCall = performance.now();
      const joined = await rpc<{ id: string }>(p.client, 'join_poll', { poll_id: pollId, name: `Student ${offset + index + 1}` });
      joinPollMs.push(performance.now() - joinCall);
      joinMs.push(performance.now() - started);
      p.participantId = joined.id;
      // The lobby page: the room's channel and its own (user:<id>), the room's summary on opening and again
      // once the room's channel is joined (use-participant-room.ts, use-lobby.ts), then its own re-reads.
      let votingOpen: () => void = () => {};
      p.votingSeen = new Promise<void>((resolve) => (votingOpen = resolve));
      const opening = rpc<{ joined: number }>(p.client, 'get_room_summary', { poll_id: pollId });
      const { retries } = await subscribeLobby(p.client, [`poll:${pollId}`, `user:${data.user.id}`], (event, payload) => {
        if (event !== 'status_changed') return;
        if (payload.status === 'voting') votingOpen();
        if (payload.status === 'completed') p.completedSeen = true;
      });
      subscribeRetries += retries;
      await opening;
      const people = (await rpc<{ joined: number }>(p.client, 'get_room_summary', { poll_id: pollId })).joined;
      p.stopRereading = rereadRoom(p.client, pollId, () => people);
    } catch (error) {
      failed += 1;
      if (errors.length < 3) errors.push(error instanceof Error ? error.message : String(error));
    }
  });
  send({ type: 'joined', joinMs, joinPollMs, failed, subscribeRetries, errors, participantIds: participants.flatMap((p) => (p.participantId ? [p.participantId] : [])) });
}

async function vote(message: Extract<ToParticipants, { type: 'vote' }>): Promise<void> {
  const acks: Array<[string, number, number]> = [];
  const errors: string[] = [];
  let failed = 0;
  await Promise.all(
    participants
      .filter((p) => p.participantId)
      .map(async (p) => {
        // Each waits for voting to open on its own channel, then takes a while to rank.
        await Promise.race([p.votingSeen, new Promise((r) => setTimeout(r, 60_000))]);
        await new Promise((r) => setTimeout(r, Math.random() * message.voteSpreadMs));
        const called = now();
        const { error } = await p.client.rpc('submit_vote', { poll_id: message.pollId, ranking: shuffled(message.options), participant_id: null });
        const answered = now();
        if (error) {
          failed += 1;
          if (errors.length < 3) errors.push(error.message);
          return;
        }
        acks.push([p.participantId!, called, answered]);
      }),
  );
  send({ type: 'voted', acks, failed, errors });
}

async function awaitEnd(): Promise<void> {
  const joined = participants.filter((p) => p.participantId);
  await waitFor(() => joined.every((p) => p.completedSeen), 60_000);
  send({ type: 'ended', heard: joined.filter((p) => p.completedSeen).length });
}

process.on('message', (message: ToParticipants) => {
  const run =
    message.type === 'join' ? join(message) : message.type === 'vote' ? vote(message) : message.type === 'await-end' ? awaitEnd() : undefined;
  if (message.type === 'close') {
    for (const p of participants) p.stopRereading?.();
    void Promise.all(participants.map((p) => p.client.removeAllChannels())).finally(() => process.exit(0));
    return;
  }
  run?.catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
