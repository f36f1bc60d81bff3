/**
 * Every frame the local Realtime delivers, counted per topic, per socket and per second, so that tests and
 * benchmarks read what a room really costs instead of estimating it (issue 18). Hosted Realtime bills a
 * "message" for each broadcast or presence event delivered to a client (MessageDispatcher's
 * :update_rate_counter); replies, heartbeats and system frames are counted here too, apart.
 */

/** What a frame is: broadcasts and presence are what hosted bills; the rest is protocol. */
type FrameKind = 'broadcast' | 'presence' | 'reply' | 'system';

export interface FrameLabel {
  /** The topic as the client joined it, `realtime:<name>` (or `phoenix` for heartbeats). */
  topic: string;
  /** The broadcast's own event (room_summary, status_changed…) or the protocol event (phx_reply…). */
  event: string;
  kind: FrameKind;
}

interface Tally {
  frames: number;
  bytes: number;
  /** Broadcast and presence frames: the messages hosted Realtime bills. */
  messages: number;
}

interface TopicTally extends Tally {
  events: Record<string, number>;
}

interface SocketTally extends Tally {
  id: number;
  remote: string;
  openedAt: number;
  closedAt: number | null;
  /** `sub` of the tokens its channels joined with: who the socket belongs to. */
  users: Set<string>;
  topics: Map<string, Tally>;
}

/** The per-second series kept for peaks: 15 minutes. */
const SECONDS_KEPT = 900;
/** Records kept before the oldest closed sockets / oldest topics are forgotten (a long-running dev stack). */
const MAX_SOCKETS = 50_000;
const MAX_TOPICS = 50_000;

const emptyTally = (): Tally => ({ frames: 0, bytes: 0, messages: 0 });

function add(tally: Tally, bytes: number, message: boolean): void {
  tally.frames += 1;
  tally.bytes += bytes;
  if (message) tally.messages += 1;
}

/** The counts of one socket, handed to its Connection. */
export class SocketCounts {
  constructor(
    private readonly owner: FrameCounts,
    readonly tally: SocketTally,
  ) {}

  delivered(frame: string | Buffer, label: FrameLabel): void {
    this.owner.record(this.tally, frame, label);
  }

  identified(user: string): void {
    this.tally.users.add(user);
  }

  closed(): void {
    this.tally.closedAt = Date.now();
  }
}

export interface CountsQuery {
  /** Only topics starting with this (without the `realtime:` prefix), and sockets that received on them. */
  topic?: string;
  /** Only sockets whose channels joined as one of these users. */
  users?: string[];
}

export class FrameCounts {
  private readonly since = Date.now();
  private nextSocketId = 1;
  private readonly totals: Tally = emptyTally();
  private readonly topics = new Map<string, TopicTally>();
  private readonly sockets = new Map<number, SocketTally>();
  /** [epoch second, frames, messages], oldest first. */
  private readonly seconds: Array<[number, number, number]> = [];

  openSocket(remote: string): SocketCounts {
    const tally: SocketTally = { ...emptyTally(), id: this.nextSocketId++, remote, openedAt: Date.now(), closedAt: null, users: new Set(), topics: new Map() };
    this.sockets.set(tally.id, tally);
    if (this.sockets.size > MAX_SOCKETS) {
      for (const [id, old] of this.sockets) {
        if (this.sockets.size <= MAX_SOCKETS) break;
        if (old.closedAt !== null) this.sockets.delete(id);
      }
    }
    return new SocketCounts(this, tally);
  }

  record(socket: SocketTally, frame: string | Buffer, label: FrameLabel): void {
    const bytes = typeof frame === 'string' ? Buffer.byteLength(frame) : frame.length;
    const message = label.kind === 'broadcast' || label.kind === 'presence';
    const topic = label.topic.startsWith('realtime:') ? label.topic.slice('realtime:'.length) : label.topic;
    add(this.totals, bytes, message);
    add(socket, bytes, message);
    let perSocket = socket.topics.get(topic);
    if (!perSocket) socket.topics.set(topic, (perSocket = emptyTally()));
    add(perSocket, bytes, message);
    let perTopic = this.topics.get(topic);
    if (!perTopic) {
      this.topics.set(topic, (perTopic = { ...emptyTally(), events: {} }));
      if (this.topics.size > MAX_TOPICS) this.topics.delete(this.topics.keys().next().value!);
    }
    add(perTopic, bytes, message);
    perTopic.events[label.event] = (perTopic.events[label.event] ?? 0) + 1;
    const second = Math.floor(Date.now() / 1000);
    let last = this.seconds[this.seconds.length - 1];
    if (!last || last[0] !== second) {
      this.seconds.push((last = [second, 0, 0]));
      if (this.seconds.length > SECONDS_KEPT) this.seconds.shift();
    }
    last[1] += 1;
    if (message) last[2] += 1;
  }

  /** Plain JSON for GET /realtime/v1/api/counters. */
  snapshot(query: CountsQuery = {}) {
    const prefix = query.topic;
    const users = query.users ? new Set(query.users) : null;
    const topicMatches = (topic: string) => prefix === undefined || topic.startsWith(prefix);
    const topics: Record<string, TopicTally> = {};
    for (const [topic, tally] of this.topics) if (topicMatches(topic)) topics[topic] = tally;
    const sockets = [];
    for (const socket of this.sockets.values()) {
      if (users && ![...socket.users].some((user) => users.has(user))) continue;
      const onTopics = Object.fromEntries([...socket.topics].filter(([topic]) => topicMatches(topic)));
      if (prefix !== undefined && Object.keys(onTopics).length === 0) continue;
      const { id, remote, openedAt, closedAt, frames, bytes, messages } = socket;
      sockets.push({
        id,
        remote,
        openedAt: new Date(openedAt).toISOString(),
        closedAt: closedAt === null ? null : new Date(closedAt).toISOString(),
        users: [...socket.users],
        frames,
        bytes,
        messages,
        topics: onTopics,
      });
    }
    return {
      since: new Date(this.since).toISOString(),
      totals: this.totals,
      perSecond: this.seconds.map(([second, frames, messages]) => ({ second, frames, messages })),
      topics,
      sockets,
    };
  }
}
