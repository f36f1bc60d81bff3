import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hostedProfileConfig } from '../local/src/config/hosted-profile.js';
import { startOwnGateway, type OwnGateway } from '../local/test/support/own-gateway.js';
import { call, type Person, signUp } from './support/people.js';
import { createPoll, joinedVoter, setStatus } from './support/polls.js';
import { RawRealtime, type Frame } from './support/raw-realtime.js';

/**
 * Issue 30: a participant the host removes is cut off at once, on hosted too. The gateway runs the hosted
 * profile's Realtime: a private channel is re-authorized only when its client sends a new token, and the
 * periodic token check (5 minutes, as hosted) never looks at policies. The removed person is a raw WebSocket
 * that never sends a token again, as a hostile client would. What cuts them off is the room's topic: a new
 * secret epoch at each removal (migration 20261128140100_room_topic_epoch.sql).
 */
let gateway: OwnGateway;
let host: Person;
const sockets: RawRealtime[] = [];

beforeAll(async () => {
  gateway = await startOwnGateway(46, hostedProfileConfig());
  host = await signUp('Hosted Hana');
});
afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));
afterAll(() => gateway.close());

async function accessToken(person: Person): Promise<string> {
  return (await person.client.auth.getSession()).data.session!.access_token;
}

/** The room's topic as a member learns it; before the epoch (the old migrations) it was poll:<id>. */
async function currentRoomTopic(person: Person, pollId: string): Promise<string> {
  const { topic } = await call<{ topic?: string }>(person.client, 'get_room_summary', { poll_id: pollId });
  return topic ?? `poll:${pollId}`;
}

async function listening(person: Person, topics: string[]): Promise<RawRealtime> {
  const socket = await RawRealtime.open(gateway.url);
  sockets.push(socket);
  for (const topic of topics) expect(await socket.join(topic, { isPrivate: true, accessToken: await accessToken(person) })).toMatchObject({ status: 'ok' });
  return socket;
}

/** Everything the server sent this socket before now has arrived: a heartbeat's reply comes after it. */
async function drained(socket: RawRealtime): Promise<void> {
  await socket.reply(socket.push('phoenix', 'heartbeat', {}));
}

const isBroadcast = (frame: Frame) => frame.event === 'broadcast';

describe('a participant the host removes, on the hosted profile’s Realtime', () => {
  it('hears nothing the room says after the removal, cannot join the room’s new topic, while the others follow it', async () => {
    const poll = await createPoll(host.client);
    const removed = await joinedVoter(poll.id, 'Removed Rae');
    const staying = await joinedVoter(poll.id, 'Staying Stu');
    const before = await currentRoomTopic(staying, poll.id);
    expect(await currentRoomTopic(removed, poll.id)).toBe(before);
    const removedSocket = await listening(removed, [before, `user:${removed.id}`]);
    const stayingSocket = await listening(staying, [before, `user:${staying.id}`]);
    const hostSocket = await listening(host, [`poll-host:${poll.id}`]);

    await call(host.client, 'remove_participant', { poll_id: poll.id, participant_id: removed.participant.id });
    // Removal told to the removed person on their own topic: the last thing meant for them.
    await removedSocket.next((frame) => frame.topic === `user:${removed.id}` && isBroadcast(frame) && frame.payload.event === 'participant_removed');
    await drained(removedSocket);
    const heardBefore = removedSocket.frames.filter(isBroadcast).length;

    // The others learn the room's new topic on topics of their own, and follow it.
    const told = await stayingSocket.next((frame) => frame.topic === `user:${staying.id}` && isBroadcast(frame) && frame.payload.event === 'room_topic');
    const after = (told.payload.payload as { topic: string }).topic;
    expect(after).toMatch(new RegExp(`^poll:${poll.id}:[0-9a-f]{32}$`));
    expect(after).not.toBe(before);
    await hostSocket.next((frame) => isBroadcast(frame) && frame.payload.event === 'room_topic' && (frame.payload.payload as { topic: string }).topic === after);
    expect(await currentRoomTopic(staying, poll.id)).toBe(after);
    expect((await stayingSocket.join(after, { isPrivate: true, accessToken: await accessToken(staying) })).status).toBe('ok');

    // Knowing the new topic does not let the removed person in.
    const refused = await removedSocket.join(after, { isPrivate: true, accessToken: await accessToken(removed) });
    expect(refused).toMatchObject({ status: 'error', response: { reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${after}` } });

    // What the room hears next: a new joiner's name in a summary, then voting opens.
    const late = await joinedVoter(poll.id, 'Late Lin');
    for (;;) {
      const { pushed, retryInMs } = await call<{ pushed: boolean; retryInMs: number | null }>(host.client, 'flush_room_summary', { poll_id: poll.id });
      if (pushed || retryInMs === null) break;
      await new Promise((resolve) => setTimeout(resolve, retryInMs));
    }
    await stayingSocket.next((frame) => frame.topic === after && isBroadcast(frame) && JSON.stringify(frame.payload).includes(late.participant.id));
    await setStatus(host.client, poll.id, 'voting');
    await stayingSocket.next((frame) => frame.topic === after && isBroadcast(frame) && frame.payload.event === 'status_changed');

    // The removed person's channel is still open (hosted closes nothing here), and heard none of it.
    await drained(removedSocket);
    expect(removedSocket.closed).toBe(false);
    expect(removedSocket.frames.some((frame) => frame.topic === before && frame.event === 'phx_close')).toBe(false);
    expect(removedSocket.frames.filter(isBroadcast).slice(heardBefore)).toEqual([]);
    expect(JSON.stringify(removedSocket.frames)).not.toContain('Late Lin');
  });

  it('keeps an old-epoch channel open through periodic token checks and closes it on a new token, as hosted Realtime does', async () => {
    // Token checks every 300 ms here: hosted's periodic check looks at the JWT only, so they change nothing.
    const checking = await startOwnGateway(47, { ...hostedProfileConfig(), realtimeConfirmTokenMs: 300 });
    try {
      const poll = await createPoll(host.client);
      const removed = await joinedVoter(poll.id, 'Removed Rui');
      const before = await currentRoomTopic(removed, poll.id);
      const socket = await RawRealtime.open(checking.url);
      sockets.push(socket);
      const { joinRef } = await socket.join(before, { isPrivate: true, accessToken: await accessToken(removed) });
      await call(host.client, 'remove_participant', { poll_id: poll.id, participant_id: removed.participant.id });
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // several periodic checks
      await drained(socket);
      expect(socket.frames.filter((frame) => frame.topic === before && ['system', 'phx_close'].includes(frame.event))).toEqual([]);

      // A new token (what realtime-js sends after supabase-js refreshes the session) is re-authorized from scratch.
      const { data } = await removed.client.auth.refreshSession();
      socket.push(before, 'access_token', { access_token: data.session!.access_token }, joinRef);
      const system = await socket.next((frame) => frame.topic === before && frame.event === 'system');
      // maybe_assign_policies refuses before check_read_permissions_revoked is reached (realtime_channel.ex).
      expect(system.payload).toMatchObject({ status: 'error', message: `You do not have permissions to read from this Channel topic: ${before}` });
      await socket.next((frame) => frame.topic === before && frame.event === 'phx_close');
    } finally {
      await checking.close();
    }
  });
});
