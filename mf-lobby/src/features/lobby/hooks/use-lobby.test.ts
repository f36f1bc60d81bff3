import { RpcRequestError } from '@runoff/platform/supabase';
import { act, renderHook } from '@testing-library/react';
import type { Poll } from '@runoff/domain';
import { getPoll } from '@runoff/poll-reads';
import { getParticipants } from '../api/get-participants';
import { flushRoomSummary, getRoomSummary } from '../api/room-summary';
import type { ListedParticipant, RoomSummary } from '../utils/room-summary';
import { GAP_GRACE_MS } from './use-host-room';
import type { ChannelLifecycle, TopicEvents } from './use-lobby-channel';
import { useLobby } from './use-lobby';
import { QUIET_MS } from './use-summary-flush';

const HOST = 'host-user';
/** The room's topic as get_room_summary tells it, and the one drawn after a removal. */
const ROOM = 'poll:poll-1:0123456789abcdef0123456789abcdef';
const NEXT_ROOM = 'poll:poll-1:fedcba9876543210fedcba9876543210';
const ADA = 'ada-user';
let signedIn = ADA;

vi.mock('@runoff/platform/auth', async (original) => ({
  ...(await original<typeof import('@runoff/platform/auth')>()),
  useAuth: () => ({ sessionUser: { uid: signedIn } }),
}));
vi.mock('../api/get-participants', () => ({ getParticipants: vi.fn() }));
vi.mock('../api/room-summary', () => ({ getRoomSummary: vi.fn(), flushRoomSummary: vi.fn() }));
vi.mock('@runoff/poll-reads', () => ({ getPoll: vi.fn() }));

/** The channels the lobby listens to, by topic: the test plays the database's broadcasts on them. */
const channels = new Map<string, { events: TopicEvents; lifecycle: ChannelLifecycle }>();
vi.mock('./use-lobby-channel', () => ({
  useLobbyChannel: (topic: string | null, _key: string | null, events: TopicEvents, lifecycle: ChannelLifecycle) => {
    if (topic) channels.set(topic, { events, lifecycle });
    return null;
  },
}));

function poll(status: Poll['status']): Poll {
  return {
    id: 'poll-1', title: 'Lunch', description: '', category: '', options: [], createdBy: HOST, createdAt: null, updatedAt: null,
    isActive: status !== 'completed', status, participantCount: 0, expiresAt: null,
    seats: 1, minRanked: null, shuffleBallots: true, countingMethod: 'irv', voters: 'anyone', trackers: false,
  };
}

const person = (n: number, hasVoted = false): ListedParticipant => ({
  id: `p-${n}`, pollId: 'poll-1', name: `Student ${n}`, joinedAt: '2026-11-25T10:00:00.000Z', joinOrder: null, hasVoted, number: null,
});

function summary(joined: number, at: string, extra: Partial<RoomSummary> = {}): RoomSummary {
  const newest = Array.from({ length: Math.min(joined, 10) }, (_, i) => person(joined - Math.min(joined, 10) + i + 1));
  return { status: 'waiting', joined, voted: 0, complete: joined <= 30, newest, at, ...extra };
}

/** The summary as the database pushes it (JSON fields, as realtime delivers them). */
const pushed = (s: RoomSummary) => ({ ...s, pollId: 'poll-1', seq: 1 }) as unknown as Record<string, unknown>;

function on(topic: string) {
  const channel = channels.get(topic);
  if (!channel) throw new Error(`not listening to ${topic}`);
  return channel;
}

async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  channels.clear();
  vi.mocked(getRoomSummary).mockReset();
  vi.mocked(flushRoomSummary).mockReset();
  vi.mocked(getParticipants).mockReset();
  vi.mocked(getPoll).mockReset().mockResolvedValue(poll('waiting'));
});
afterEach(() => vi.useRealTimers());

describe('useLobby for a participant', () => {
  beforeEach(() => {
    signedIn = ADA;
  });

  it('listens to the room and to its own topic, shows the room by summaries, the later one winning', async () => {
    vi.mocked(getRoomSummary).mockResolvedValue({ summary: summary(40, '2026-11-25T10:00:01.000Z'), you: person(3), topic: ROOM });
    const { result } = renderHook(() => useLobby('poll-1', poll('waiting')));
    await settle();
    expect([...channels.keys()].sort()).toEqual([ROOM, `user:${ADA}`].sort());
    expect(result.current.room.summary?.joined).toBe(40);
    expect(result.current.room.you?.id).toBe('p-3');
    expect(result.current.participantsLoaded).toBe(true);
    expect(getParticipants).not.toHaveBeenCalled(); // a participant never reads the whole list

    act(() => on(ROOM).events.room_summary!(pushed(summary(42, '2026-11-25T10:00:03.000Z'))));
    expect(result.current.room.summary?.joined).toBe(42);
    // A summary read earlier that arrives late changes nothing.
    act(() => on(ROOM).events.room_summary!(pushed(summary(41, '2026-11-25T10:00:02.000Z'))));
    expect(result.current.room.summary?.joined).toBe(42);
  });

  it('moves to voting when a summary says so, even if status_changed was lost, and never back', async () => {
    vi.mocked(getRoomSummary).mockResolvedValue({ summary: summary(5, '2026-11-25T10:00:01.000Z'), you: null, topic: ROOM });
    const { result } = renderHook(() => useLobby('poll-1', poll('waiting')));
    await settle();
    act(() => on(ROOM).events.room_summary!(pushed(summary(5, '2026-11-25T10:00:05.000Z', { status: 'voting' }))));
    expect(result.current.poll?.status).toBe('voting');
    expect(result.current.toast.visible).toBe(true);
    act(() => on(ROOM).events.status_changed!({ pollId: 'poll-1', status: 'waiting' }));
    expect(result.current.poll?.status).toBe('voting');
  });

  it('moves to the room’s new topic told on user:<id> (someone else was removed), and hears the room there', async () => {
    vi.mocked(getRoomSummary).mockResolvedValue({ summary: summary(3, '2026-11-25T10:00:01.000Z'), you: person(1), topic: ROOM });
    const { result } = renderHook(() => useLobby('poll-1', poll('waiting')));
    await settle();
    // Not this poll's, or not a room topic: ignored.
    act(() => on(`user:${ADA}`).events.room_topic!({ pollId: 'other-poll', topic: 'poll:other-poll:0123456789abcdef0123456789abcdef' }));
    act(() => on(`user:${ADA}`).events.room_topic!({ pollId: 'poll-1', topic: 'poll-host:poll-1' }));
    expect([...channels.keys()].sort()).toEqual([ROOM, `user:${ADA}`].sort());
    act(() => on(`user:${ADA}`).events.room_topic!({ pollId: 'poll-1', topic: NEXT_ROOM }));
    expect([...channels.keys()]).toContain(NEXT_ROOM);
    act(() => on(NEXT_ROOM).events.room_summary!(pushed(summary(2, '2026-11-25T10:00:04.000Z'))));
    expect(result.current.room.summary?.joined).toBe(2);
  });

  it('is told of its own removal on user:<id>, and only for this poll', async () => {
    vi.mocked(getRoomSummary).mockResolvedValue({ summary: summary(2, '2026-11-25T10:00:01.000Z'), you: person(1), topic: ROOM });
    const { result } = renderHook(() => useLobby('poll-1', poll('waiting')));
    await settle();
    act(() => on(`user:${ADA}`).events.participant_removed!({ pollId: 'other-poll', participantId: 'x' }));
    expect(result.current.removed).toBe(false);
    act(() => on(`user:${ADA}`).events.participant_removed!({ pollId: 'poll-1', participantId: 'p-1' }));
    expect(result.current.removed).toBe(true);
  });

  it('reads the room again by itself: a removal or deletion whose event was lost is found within the re-read time', async () => {
    vi.mocked(getRoomSummary).mockResolvedValue({ summary: summary(2, '2026-11-25T10:00:01.000Z'), you: person(1), topic: ROOM });
    const { result } = renderHook(() => useLobby('poll-1', poll('waiting')));
    await settle();
    expect(getRoomSummary).toHaveBeenCalledTimes(1);
    // The host deleted the poll; poll_deleted never arrived.
    vi.mocked(getRoomSummary).mockRejectedValue(new RpcRequestError('Poll not found', 404, 'PT404', 'poll.not_found'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(25_001); // 20 s ± 25% for a small room
    });
    expect(getRoomSummary).toHaveBeenCalledTimes(2);
    expect(result.current.deleted).toBe(true);
  });

  it('catches up after a dropped channel: the rejoin reads the room, which may say it was removed meanwhile', async () => {
    vi.mocked(getRoomSummary).mockResolvedValue({ summary: summary(2, '2026-11-25T10:00:01.000Z'), you: person(1), topic: ROOM });
    const { result } = renderHook(() => useLobby('poll-1', poll('waiting')));
    await settle();
    act(() => on(ROOM).lifecycle.onSubscribed());
    act(() => on(ROOM).lifecycle.onDropped());
    expect(result.current.reconnecting).toBe(true);
    vi.mocked(getRoomSummary).mockRejectedValue(new RpcRequestError('The host removed you from this poll', 403, '42501', 'join.removed_by_host'));
    act(() => on(ROOM).lifecycle.onSubscribed());
    await settle();
    expect(result.current.reconnecting).toBe(false);
    expect(result.current.removed).toBe(true);
  });
});

describe('useLobby for the host', () => {
  beforeEach(() => {
    signedIn = HOST;
    vi.mocked(getRoomSummary).mockResolvedValue({ summary: summary(0, '2026-11-25T10:00:00.000Z'), you: null, topic: ROOM });
  });

  it('reads the room’s topic once and follows the new one the database tells on poll-host:<id> after a removal', async () => {
    vi.mocked(getParticipants).mockResolvedValue([]);
    vi.mocked(flushRoomSummary).mockResolvedValue(null);
    renderHook(() => useLobby('poll-1', poll('waiting')));
    await settle();
    expect(getRoomSummary).toHaveBeenCalledTimes(1);
    expect([...channels.keys()].sort()).toEqual([ROOM, 'poll-host:poll-1'].sort());
    act(() => on('poll-host:poll-1').events.room_topic!({ pollId: 'poll-1', topic: NEXT_ROOM }));
    expect([...channels.keys()]).toContain(NEXT_ROOM);
  });

  it('follows every join and vote on poll-host:<id>, and pushes the room summary once the burst is quiet', async () => {
    vi.mocked(getParticipants).mockResolvedValue([]);
    vi.mocked(flushRoomSummary).mockResolvedValueOnce(400).mockResolvedValueOnce(null);
    const { result } = renderHook(() => useLobby('poll-1', poll('waiting')));
    await settle();
    expect([...channels.keys()].sort()).toEqual([ROOM, 'poll-host:poll-1'].sort());
    expect(getRoomSummary).toHaveBeenCalledTimes(1); // for the room's topic only
    const host = on('poll-host:poll-1').events;
    act(() => {
      for (let n = 1; n <= 3; n += 1) host.participant_joined!({ participant: person(n) });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20); // the joins' animation frame
    });
    act(() => host.participant_voted!({ pollId: 'poll-1', participantId: 'p-2' }));
    expect(result.current.participants.map((p) => p.id)).toEqual(['p-1', 'p-2', 'p-3']);
    expect(result.current.participants[1]?.hasVoted).toBe(true);
    expect(flushRoomSummary).not.toHaveBeenCalled();
    // Quiet for QUIET_MS: one flush; the database asks to come back after 400 ms; then nothing is waiting.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(QUIET_MS);
    });
    expect(flushRoomSummary).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(flushRoomSummary).toHaveBeenCalledTimes(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(flushRoomSummary).toHaveBeenCalledTimes(2);
  });

  it('reads the list again when a summary counts more than it shows (a lost join)', async () => {
    vi.mocked(getParticipants).mockResolvedValue([person(1)]);
    vi.mocked(flushRoomSummary).mockResolvedValue(null);
    const { result } = renderHook(() => useLobby('poll-1', poll('waiting')));
    await settle();
    expect(result.current.participants).toHaveLength(1);
    // p-2's participant_joined was lost; the room's summary says 2.
    vi.mocked(getParticipants).mockResolvedValue([person(1), person(2)]);
    act(() => on(ROOM).events.room_summary!(pushed(summary(2, '2026-11-25T10:00:05.000Z'))));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(GAP_GRACE_MS);
    });
    expect(getParticipants).toHaveBeenCalledTimes(2);
    expect(result.current.participants.map((p) => p.id)).toEqual(['p-1', 'p-2']);
    // A summary that agrees with the list reads nothing.
    act(() => on(ROOM).events.room_summary!(pushed(summary(2, '2026-11-25T10:00:06.000Z'))));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(GAP_GRACE_MS);
    });
    expect(getParticipants).toHaveBeenCalledTimes(2);
  });

  it('reads the poll again by itself: voting ended on another screen whose status_changed was lost', async () => {
    vi.mocked(getParticipants).mockResolvedValue([person(1, true)]);
    vi.mocked(flushRoomSummary).mockResolvedValue(null);
    const { result } = renderHook(() => useLobby('poll-1', poll('voting')));
    await settle();
    expect(getPoll).not.toHaveBeenCalled();
    // The presenter ended voting; this page never heard status_changed (no summary follows: nothing changed).
    vi.mocked(getPoll).mockResolvedValue(poll('completed'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(14_000); // less than 20 s − 25%: not yet
    });
    expect(result.current.poll?.status).toBe('voting');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(11_001); // past 20 s + 25%
    });
    expect(getPoll).toHaveBeenCalled();
    expect(result.current.poll?.status).toBe('completed');
  });

  it('finds the deletion whose poll_deleted was lost within the re-read time', async () => {
    vi.mocked(getParticipants).mockResolvedValue([person(1)]);
    const { result } = renderHook(() => useLobby('poll-1', poll('waiting')));
    await settle();
    vi.mocked(getPoll).mockRejectedValue(new RpcRequestError('Poll not found', 404, 'PT404', 'poll.not_found'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(25_001);
    });
    expect(result.current.deleted).toBe(true);
  });

  it("moves on with a summary's status, and never back", async () => {
    vi.mocked(getParticipants).mockResolvedValue([person(1)]);
    vi.mocked(flushRoomSummary).mockResolvedValue(null);
    const { result } = renderHook(() => useLobby('poll-1', poll('waiting')));
    await settle();
    act(() => on(ROOM).events.room_summary!(pushed(summary(1, '2026-11-25T10:00:05.000Z', { status: 'voting' }))));
    expect(result.current.poll?.status).toBe('voting');
    act(() => on(ROOM).events.room_summary!(pushed(summary(1, '2026-11-25T10:00:04.000Z', { status: 'waiting' }))));
    expect(result.current.poll?.status).toBe('voting');
  });
});
