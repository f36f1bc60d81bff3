import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOwnGateway, type OwnGateway } from '../local/test/support/own-gateway.js';
import { call, type Person, signUp } from './support/people.js';
import { createPoll, joinedVoter, roomTopic } from './support/polls.js';
import { RawRealtime } from './support/raw-realtime.js';

/**
 * A removed participant's open lobby channel (issue 19), in the `local` profile: besides what cuts them off
 * everywhere (the room's topic changes at each removal: removed-participant-hosted.test.ts proves it on the
 * hosted profile's Realtime), the local Realtime re-checks the read policy of every private channel on its
 * periodic token check (5 minutes, as hosted confirms tokens; 300 ms on this test's own gateway) and closes a
 * channel that lost it. Raw WebSocket: a hostile client never leaves by itself.
 */
let gateway: OwnGateway;
let host: Person;
const sockets: RawRealtime[] = [];

beforeAll(async () => {
  gateway = await startOwnGateway(41, { realtimeConfirmTokenMs: 300 });
  host = await signUp('Removing Rosa');
});
afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));
afterAll(() => gateway.close());

async function accessToken(person: Person): Promise<string> {
  return (await person.client.auth.getSession()).data.session!.access_token;
}

/** Pushes the room's summary as the host's lobby does: again after the wait the database names. */
async function flushRoomSummary(pollId: string): Promise<void> {
  for (;;) {
    const { pushed, retryInMs } = await call<{ pushed: boolean; retryInMs: number | null }>(host.client, 'flush_room_summary', { poll_id: pollId });
    if (pushed || retryInMs === null) return;
    await new Promise((resolve) => setTimeout(resolve, retryInMs));
  }
}

async function listening(person: Person, topic: string): Promise<RawRealtime> {
  const socket = await RawRealtime.open(gateway.url);
  sockets.push(socket);
  expect(await socket.join(topic, { isPrivate: true, accessToken: await accessToken(person) })).toMatchObject({ status: 'ok' });
  return socket;
}

describe('a participant the host removes', () => {
  it('loses the lobby channel already open at the next token check, and hears no later joiner; the others keep theirs', async () => {
    const poll = await createPoll(host.client);
    const topic = await roomTopic(host.client, poll.id);
    const removed = await joinedVoter(poll.id, 'Removed Rick');
    const staying = await joinedVoter(poll.id, 'Staying Sam');
    const removedSocket = await listening(removed, topic);
    const stayingSocket = await listening(staying, topic);
    expect(await stayingSocket.join(`user:${staying.id}`, { isPrivate: true, accessToken: await accessToken(staying) })).toMatchObject({ status: 'ok' });

    await call(host.client, 'remove_participant', { poll_id: poll.id, participant_id: removed.participant.id });
    const system = await removedSocket.next((frame) => frame.topic === topic && frame.event === 'system');
    expect(system.payload).toEqual({
      extension: 'system',
      status: 'error',
      message: `You no longer have permission to read from this Channel topic: ${topic}`,
      channel: topic,
    });
    await removedSocket.next((frame) => frame.topic === topic && frame.event === 'phx_close');
    // Who stays follows the room to its new topic, as the lobby does.
    const told = await stayingSocket.next((frame) => frame.topic === `user:${staying.id}` && frame.event === 'broadcast' && frame.payload.event === 'room_topic');
    const next = (told.payload.payload as { topic: string }).topic;
    expect(await stayingSocket.join(next, { isPrivate: true, accessToken: await accessToken(staying) })).toMatchObject({ status: 'ok' });

    // Several checks later, the participant who stays still hears the room; the removed one hears nothing more.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const late = await joinedVoter(poll.id, 'Late Lou');
    // The room hears joins through its summaries (20261125100000_room_summaries.sql); the host's open lobby
    // pushes the trailing one, as here.
    await flushRoomSummary(poll.id);
    const summary = await stayingSocket.next(
      (frame) => frame.event === 'broadcast' && frame.payload.event === 'room_summary' && JSON.stringify(frame.payload.payload).includes(late.participant.id),
    );
    expect(summary.payload.payload).toMatchObject({ newest: expect.arrayContaining([expect.objectContaining({ id: late.participant.id, name: 'Late Lou' })]) });
    expect(stayingSocket.frames.some((frame) => frame.topic === next && frame.event === 'phx_close')).toBe(false);
    expect(JSON.stringify(removedSocket.broadcasts(topic))).not.toContain('Late Lou');
  });
});
