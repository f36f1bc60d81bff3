import type pg from 'pg';
import WebSocket from 'ws';
import { RateLimiter } from '../security/rate-limit.js';
import { Semaphore } from '../security/semaphore.js';
import { Channel, type ChannelHost, type Reply } from './channel.js';
import type { FrameLabel, SocketCounts } from './frame-counts.js';
import type { Hub } from './hub.js';
import { decodeBinary, decodeText, encodeReply, FrameError, type Incoming, type Vsn } from './serializer.js';

/** Phoenix closes a socket that sent nothing (not even a heartbeat) for this long. */
export const IDLE_TIMEOUT_MS = 60_000;
/** Hosted max_channels_per_client default. */
export const MAX_CHANNELS = 100;
/**
 * A socket whose joins are refused after a check this often (50 in a minute, after a burst of 50) is
 * closed: a client that keeps knocking on channels it may not open is not a browser following
 * realtime-js's back-off (which retries a refused join every 10 s at most). Joins refused by the
 * channel cap are not counted: they cost nothing.
 */
export const MAX_REFUSED_JOINS = 50;
/** Joins of one socket checked at once; the rest wait (each private join runs a database check). */
const JOINS_AT_ONCE_PER_SOCKET = 2;
/** A client that stops reading is cut off rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

export interface ConnectionOptions {
  vsn: Vsn;
  apiKey: string;
  headers: Record<string, string>;
  jwtSecret: string;
  db: pg.Pool;
  hub: Hub;
  /** Shared by every socket: bounds the database connections join checks may take from the pool. */
  joinGate: Semaphore;
  /** Where this socket's delivered frames are counted. */
  counts: SocketCounts;
  /** How often a channel confirms its token and re-checks its read policy. */
  confirmTokenMs: number;
  /** Whether the periodic check re-evaluates read policies (the local profile) or checks the JWT only (hosted). */
  recheckReadPolicy: boolean;
}

/** One WebSocket: the Phoenix socket that multiplexes channels by topic. */
export class Connection implements ChannelHost {
  readonly vsn: Vsn;
  readonly apiKey: string;
  readonly headers: Record<string, string>;
  readonly jwtSecret: string;
  readonly db: pg.Pool;
  readonly hub: Hub;
  readonly confirmTokenMs: number;
  readonly recheckReadPolicy: boolean;
  lastSeen = Date.now();
  private readonly channels = new Map<string, Channel>();
  /** Messages of one topic are handled one after another, as a Phoenix channel process would. */
  private readonly queues = new Map<string, Promise<void>>();
  /** Joins accepted for checking but not answered yet: they hold a channel slot (the cap is atomic). */
  private pendingJoins = 0;
  private readonly refusals = new RateLimiter(MAX_REFUSED_JOINS / 60, MAX_REFUSED_JOINS);
  private readonly joinSlots = new Semaphore(JOINS_AT_ONCE_PER_SOCKET);
  private readonly joinGate: Semaphore;
  private readonly counts: SocketCounts;

  constructor(
    private readonly ws: WebSocket,
    options: ConnectionOptions,
  ) {
    this.vsn = options.vsn;
    this.apiKey = options.apiKey;
    this.headers = options.headers;
    this.jwtSecret = options.jwtSecret;
    this.db = options.db;
    this.hub = options.hub;
    this.joinGate = options.joinGate;
    this.counts = options.counts;
    this.confirmTokenMs = options.confirmTokenMs;
    this.recheckReadPolicy = options.recheckReadPolicy;
    ws.on('message', (data, isBinary) => this.receive(data as Buffer, isBinary));
    ws.on('close', () => {
      this.counts.closed();
      this.closeAll();
    });
    ws.on('error', () => ws.terminate());
  }

  send(frame: string | Buffer, label: FrameLabel): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ws.terminate();
      return;
    }
    this.ws.send(frame, { binary: typeof frame !== 'string' });
    this.counts.delivered(frame, label);
  }

  identified(user: string): void {
    this.counts.identified(user);
  }

  /** A channel's periodic policy check waits for a slot like a join's (they share the database budget). */
  checkPolicies<T>(check: () => Promise<T>): Promise<T> {
    return this.joinGate.run(check);
  }

  channelClosed(channel: Channel): void {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  terminate(): void {
    this.ws.terminate();
  }

  private receive(data: Buffer, isBinary: boolean): void {
    this.lastSeen = Date.now();
    let incoming: Incoming;
    try {
      incoming = isBinary
        ? { type: 'user_broadcast_push', push: decodeBinary(data) }
        : { type: 'message', message: decodeText(this.vsn, data.toString('utf8')) };
    } catch (e) {
      if (!(e instanceof FrameError)) throw e;
      // Phoenix drops a socket that sends something it cannot decode.
      this.ws.close(1003, e.message);
      return;
    }
    const topic = incoming.type === 'message' ? incoming.message.topic : incoming.push.topic;
    const previous = this.queues.get(topic) ?? Promise.resolve();
    const next = previous
      .then(() => this.dispatch(incoming))
      .catch((e: unknown) => console.error('[realtime] message handling failed', e))
      .finally(() => {
        if (this.queues.get(topic) === next) this.queues.delete(topic);
      });
    this.queues.set(topic, next);
  }

  private async dispatch(incoming: Incoming): Promise<void> {
    if (incoming.type === 'user_broadcast_push') {
      const { push } = incoming;
      const channel = this.channels.get(push.topic);
      if (!channel) return this.reply(push.joinRef, push.ref, push.topic, { status: 'error', response: { reason: 'unmatched topic' } });
      return this.reply(push.joinRef, push.ref, push.topic, await channel.handleUserBroadcast(push));
    }
    const { joinRef, ref, topic, event, payload } = incoming.message;
    if (topic === 'phoenix') {
      if (event === 'heartbeat') this.reply(null, ref, topic, { status: 'ok', response: {} });
      return;
    }
    if (event === 'phx_join') return this.join(topic, joinRef, ref, payload);
    const channel = this.channels.get(topic);
    if (!channel) return this.reply(joinRef, ref, topic, { status: 'error', response: { reason: 'unmatched topic' } });
    if (event === 'phx_leave') {
      channel.close();
      return this.reply(channel.joinRef, ref, topic, { status: 'ok', response: {} });
    }
    this.reply(channel.joinRef, ref, topic, await channel.handle(event, payload));
  }

  private async join(topic: string, joinRef: string | null, ref: string | null, payload: unknown): Promise<void> {
    if (!topic.startsWith('realtime:')) {
      this.refused();
      return this.reply(joinRef, ref, topic, { status: 'error', response: { reason: 'unmatched topic' } });
    }
    // Phoenix: joining a topic this socket already has open replaces the old channel.
    const existing = this.channels.get(topic);
    existing?.close();
    // Checked and reserved in one step, before any await: concurrent joins cannot all pass the check.
    // Not counted as a refusal: it costs no database check, and a client past the cap keeps its channels.
    if (this.channels.size + this.pendingJoins >= MAX_CHANNELS) {
      return this.reply(joinRef, ref, topic, { status: 'error', response: { reason: 'ChannelRateLimitReached: Too many channels' } });
    }
    this.pendingJoins += 1;
    let reply: Reply;
    let channel: Channel;
    try {
      channel = new Channel(this, topic, joinRef, payload);
      const joining = channel;
      reply = await this.joinSlots.run(() => this.joinGate.run(() => joining.join()));
      if (this.ws.readyState !== WebSocket.OPEN) {
        channel.close();
        return;
      }
      if (reply?.status === 'ok') this.channels.set(topic, channel);
    } finally {
      this.pendingJoins -= 1;
    }
    this.reply(joinRef, ref, topic, reply);
    if (reply?.status === 'ok') channel.afterJoin();
    else this.refused();
  }

  /** Counts a refused join; too many close the socket (1008, policy violation). */
  private refused(): void {
    if (!this.refusals.take('joins') && this.ws.readyState === WebSocket.OPEN) {
      this.ws.close(1008, 'Too many refused channel joins');
    }
  }

  private reply(joinRef: string | null, ref: string | null, topic: string, reply: Reply): void {
    if (!reply || ref === null) return;
    this.send(encodeReply(this.vsn, joinRef, ref, topic, reply.status, reply.response), { topic, event: 'phx_reply', kind: 'reply' });
  }

  private closeAll(): void {
    for (const channel of [...this.channels.values()]) channel.close();
    this.channels.clear();
  }
}
