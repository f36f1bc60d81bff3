/**
 * A share of the room's participants, in a process of its own (the bench forks several): one Node event loop
 * decoding every broadcast for a thousand sockets would delay the answers it measures by seconds, which no
 * room of browsers (each with its own loop) would. Talks to the bench over IPC; see messages.ts.
 */
import { realtimeReconnectDelay } from '@runoff/platform/supabase/reconnect';
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
  /** Each SUBSCRIBED of its lobby channel (epoch ms): the first, then one per rejoin after a restart. */
  subscribedAt: number[];
  /** Realtime messages this person's lobby received (status, summaries, own removal): O(1) per phase. */
  messages: number;
}

const send = (message: FromParticipants) => process.send!(message);
let participants: Participant[] = [];

async function join(message: Extract<ToParticipants, { type: 'join' }>): Promise<void> {
  const { url, anonKey, pollId, count, offset, concurrency } = message;
  participants = Array.from({ length: count }, () => ({ client: createClient(url, anonKey, clientOptions), completedSeen: false, subscribedAt: [] as number[], messages: 0 }));
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
      // Its answer names the room's topic (poll:<id>:<epoch>), which the lobby then joins.
      const opening = rpc<{ joined: number; topic: string }>(p.client, 'get_room_summary', { poll_id: pollId });
      const { topic: room } = await opening;
      const { retries } = await subscribeLobby(
        p.client,
        [room, `user:${data.user.id}`],
        (event, payload) => {
          p.messages += 1;
          if (event !== 'status_changed') return;
          if (payload.status === 'voting') votingOpen();
          if (payload.status === 'completed') p.completedSeen = true;
        },
        (at) => {
          p.subscribedAt.push(at);
          // Back after the socket dropped: the lobby reads the room again (use-lobby.ts, pullNow on SUBSCRIBED).
          if (p.subscribedAt.length > 1) void p.client.rpc('get_room_summary', { poll_id: pollId });
        },
      );
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

/** How long a voter keeps pressing Submit while the stack does not answer (a restart takes seconds). */
const VOTE_RETRY_MS = 120_000;

async function vote(message: Extract<ToParticipants, { type: 'vote' }>): Promise<void> {
  const acks: Array<[string, number, number]> = [];
  const errors: string[] = [];
  let failed = 0;
  let retries = 0;
  let alreadyStored = 0;
  await Promise.all(
    participants
      .filter((p) => p.participantId)
      .map(async (p) => {
        // Each waits for voting to open on its own channel, then takes a while to rank.
        await Promise.race([p.votingSeen, new Promise((r) => setTimeout(r, 60_000))]);
        await new Promise((r) => setTimeout(r, Math.random() * message.voteSpreadMs));
        const called = now();
        const ranking = shuffled(message.options);
        // No answer, a 5xx or a 429 (the stack restarting, a full queue): the voter presses Submit again after a
        // jittered pause, as the vote panel lets them. An answer "already voted" means an earlier call was
        // stored but its answer lost: the vote panel shows that as success.
        for (let attempt = 1; ; attempt += 1) {
          const { error, status } = await p.client.rpc('submit_vote', { poll_id: message.pollId, ranking, participant_id: null });
          const answered = now();
          if (!error) return void acks.push([p.participantId!, called, answered]);
          if (attempt > 1 && error.code === 'PT409') {
            alreadyStored += 1;
            return void acks.push([p.participantId!, called, answered]);
          }
          const transient = status === 0 || status === 429 || status >= 500;
          if (!transient || answered - called > VOTE_RETRY_MS) {
            failed += 1;
            if (errors.length < 3) errors.push(`${status} ${error.message}`);
            return;
          }
          retries += 1;
          await new Promise((r) => setTimeout(r, realtimeReconnectDelay(attempt)));
        }
      }),
  );
  send({ type: 'voted', acks, failed, errors, retries, alreadyStored });
}

async function awaitBack(message: Extract<ToParticipants, { type: 'await-back' }>): Promise<void> {
  const joined = participants.filter((p) => p.participantId);
  const backAt = (p: Participant) => p.subscribedAt.find((at) => at >= message.since);
  await waitFor(() => joined.every((p) => backAt(p) !== undefined), message.timeoutMs);
  const backMs = joined.flatMap((p) => {
    const at = backAt(p);
    return at === undefined ? [] : [at - message.since];
  });
  send({ type: 'back', backMs, missing: joined.length - backMs.length });
}

async function awaitEnd(): Promise<void> {
  const joined = participants.filter((p) => p.participantId);
  await waitFor(() => joined.every((p) => p.completedSeen), 60_000);
  send({ type: 'ended', heard: joined.filter((p) => p.completedSeen).length, messages: joined.map((p) => p.messages) });
}

process.on('message', (message: ToParticipants) => {
  const run =
    message.type === 'join'
      ? join(message)
      : message.type === 'vote'
        ? vote(message)
        : message.type === 'await-back'
          ? awaitBack(message)
          : message.type === 'await-end'
            ? awaitEnd()
            : undefined;
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
