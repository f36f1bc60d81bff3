import type pg from 'pg';
import { authorizeRead, authorizeWrite, emptyPolicies, PolicyError, type Extension, type Policies } from './authorization.js';
import { isJsonText, OutgoingBroadcast, type BroadcastSource } from './broadcast.js';
import type { FrameLabel } from './frame-counts.js';
import type { Hub, Room, Subscriber } from './hub.js';
import { parseJoinParams, postgresChangeId, type JoinParams } from './join-params.js';
import { encodeMessage, type UserBroadcastPush, type Vsn } from './serializer.js';
import { joinErrorReason, shutdownMessage, verifyAccessToken, type Claims } from './token.js';

/** What a channel needs of the socket it lives on. */
export interface ChannelHost {
  readonly vsn: Vsn;
  readonly apiKey: string;
  readonly headers: Record<string, string>;
  readonly jwtSecret: string;
  readonly db: pg.Pool;
  readonly hub: Hub;
  /** How often the token is confirmed and a private channel's read policy re-checked (hosted: 5 minutes). */
  readonly confirmTokenMs: number;
  /** Whether that periodic check re-evaluates a private channel's read policy (local profile) or not (hosted). */
  readonly recheckReadPolicy: boolean;
  send(frame: string | Buffer, label: FrameLabel): void;
  /** The token's `sub` a channel joined with: whose socket this is (frame counts). */
  identified(user: string): void;
  channelClosed(channel: Channel): void;
  /** Runs a periodic policy check within the database budget join checks share. */
  checkPolicies<T>(check: () => Promise<T>): Promise<T>;
}

type Reply = { status: 'ok' | 'error'; response: unknown } | null;

/** Hosted tenant default max_payload_size_in_kb (3000), plus its 500 bytes of padding. */
const MAX_PAYLOAD_BYTES = 3000 * 1000 + 500;
/** Hosted CLIENT_PRESENCE_MAX_CALLS / CLIENT_PRESENCE_WINDOW_MS defaults. */
const PRESENCE_MAX_CALLS = 5;
const PRESENCE_WINDOW_MS = 30_000;

const ok = (response: unknown = {}): Reply => ({ status: 'ok', response });
const error = (response: unknown = {}): Reply => ({ status: 'error', response });

/** One joined topic on one socket: RealtimeWeb.RealtimeChannel. */
export class Channel implements Subscriber {
  readonly subTopic: string;
  private params: JoinParams;
  private room: Room | undefined;
  private claims: Claims | undefined;
  private accessToken: string;
  private policies: Policies | null = null;
  private confirmTimer: NodeJS.Timeout | undefined;
  private trackedPayloadJson: string | null = null;
  private presenceCalls = { count: 0, resetAt: 0 };
  private closed = false;

  constructor(
    private readonly host: ChannelHost,
    readonly topic: string,
    readonly joinRef: string | null,
    joinPayload: unknown,
  ) {
    this.subTopic = topic.slice('realtime:'.length);
    this.params = parseJoinParams(joinPayload);
    this.accessToken = this.params.accessToken ?? host.apiKey;
  }

  get vsn(): Vsn {
    return this.host.vsn;
  }

  canReceiveBroadcast(): boolean {
    return !this.params.isPrivate || this.policies?.broadcast.read === true;
  }

  canReceivePresence(): boolean {
    return !this.params.isPrivate || this.policies?.presence.read === true;
  }

  deliver(frame: string | Buffer, label: FrameLabel): void {
    if (!this.closed) this.host.send(frame, label);
  }

  /** Runs the join; returns the reply. On error the channel is not registered anywhere. */
  async join(): Promise<Reply> {
    if (this.subTopic === '') return error({ reason: 'TopicNameRequired: You must provide a topic name' });
    const token = await verifyAccessToken(this.accessToken, this.host.jwtSecret);
    if (!token.ok) return error({ reason: joinErrorReason(token.error) });
    this.claims = token.claims;
    if (typeof token.claims.sub === 'string') this.host.identified(token.claims.sub);
    if (this.params.isPrivate) {
      const denied = await this.assignPolicies();
      if (denied) return error({ reason: denied });
    }
    this.scheduleConfirmToken();
    this.room = this.host.hub.enter(this.params.isPrivate, this.subTopic, this);
    const postgresChanges = this.params.postgresChanges.map((p) => ({ ...p, id: postgresChangeId(p) }));
    return ok({ postgres_changes: postgresChanges });
  }

  /** What hosted does right after a successful join: presence_state, and the postgres_changes status. */
  afterJoin(): void {
    if (this.params.presenceEnabled && this.canReceivePresence() && this.room) {
      this.push('presence_state', this.room.presence.list());
    }
    if (this.params.postgresChanges.length > 0) {
      this.pushSystem(
        'postgres_changes',
        'error',
        'Postgres Changes are not delivered by the local Runoff stack: use Broadcast from the database (realtime.send / realtime.broadcast_changes)',
      );
    }
  }

  async handle(event: string, payload: unknown): Promise<Reply> {
    if (this.closed) return null;
    switch (event) {
      case 'broadcast':
        return this.handleBroadcast({ kind: 'json', payload });
      case 'presence':
        return this.handlePresence(payload);
      case 'access_token':
        await this.refreshToken(payload);
        return null;
      default:
        return null; // hosted logs and ignores unexpected events
    }
  }

  handleUserBroadcast(push: UserBroadcastPush): Promise<Reply> {
    if (push.encoding === 'json' && !isJsonText(push.payload)) return Promise.resolve(null);
    return this.handleBroadcast({
      kind: 'user',
      userEvent: push.userEvent,
      encoding: push.encoding,
      payload: push.payload,
      metadata: null, // hosted does not forward client metadata yet
    });
  }

  private async handleBroadcast(source: BroadcastSource): Promise<Reply> {
    if (!this.room) return null;
    if (this.params.isPrivate) {
      if (this.policies?.broadcast.write == null) {
        try {
          this.policies = await authorizeWrite(this.host.db, this.authContext(), this.policies ?? emptyPolicies(), ['broadcast', 'presence']);
        } catch (e) {
          console.warn(`[realtime] RlsPolicyError on ${this.subTopic}: ${(e as Error).message}`);
          return null;
        }
      }
      // Hosted neither delivers nor acknowledges a broadcast the policies refuse.
      if (!this.policies.broadcast.write) return null;
    }
    if (this.closed) return null;
    const size = source.kind === 'user' ? source.payload.length : JSON.stringify(source.payload ?? null).length;
    if (size > MAX_PAYLOAD_BYTES) return this.params.ackBroadcast ? error('payload_size_exceeded') : null;
    const message = new OutgoingBroadcast(this.topic, source);
    this.room.broadcast(message, this.params.selfBroadcast ? undefined : this);
    return this.params.ackBroadcast ? ok() : null;
  }

  private async handlePresence(payload: unknown): Promise<Reply> {
    const room = this.room;
    if (!room) return null;
    const body = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
    if (typeof body.event !== 'string') return ok();
    const now = Date.now();
    if (now > this.presenceCalls.resetAt) this.presenceCalls = { count: 0, resetAt: now + PRESENCE_WINDOW_MS };
    if (this.presenceCalls.count >= PRESENCE_MAX_CALLS) {
      this.shutdown('Client presence rate limit exceeded');
      return null;
    }
    this.presenceCalls.count += 1;
    const event = body.event.toLowerCase();
    if (event === 'untrack') {
      const diff = room.presence.untrack(this);
      this.trackedPayloadJson = null;
      if (diff) room.presenceDiff(diff);
      return ok();
    }
    if (event !== 'track') return error();

    const tracked = body.payload ?? {};
    if (typeof tracked !== 'object' || tracked === null || Array.isArray(tracked)) {
      return error({ reason: 'Presence track payload must be a map' });
    }
    if (this.params.isPrivate && this.policies?.presence.write == null) {
      try {
        let policies = this.policies ?? emptyPolicies();
        if (policies.presence.read == null) policies = await authorizeRead(this.host.db, this.authContext(), policies, ['presence']);
        this.policies = await authorizeWrite(this.host.db, this.authContext(), policies, ['broadcast', 'presence']);
      } catch (e) {
        console.warn(`[realtime] RlsPolicyError on ${this.subTopic}: ${(e as Error).message}`);
        return error();
      }
    }
    if (this.params.isPrivate && !this.policies?.presence.write) return error();
    if (this.closed) return null;
    const json = JSON.stringify(tracked);
    if (json === this.trackedPayloadJson) return ok();
    this.trackedPayloadJson = json;
    this.params.presenceEnabled = true;
    room.presenceDiff(room.presence.track(this, this.params.presenceKey, tracked as Record<string, unknown>));
    return ok();
  }

  private async refreshToken(payload: unknown): Promise<void> {
    const token = (payload as { access_token?: unknown } | null)?.access_token;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === this.accessToken) return;
    const previous = this.policies;
    this.accessToken = token;
    const check = await verifyAccessToken(token, this.host.jwtSecret);
    if (!check.ok) return this.shutdown(shutdownMessage(check.error));
    this.claims = check.claims;
    if (this.params.isPrivate) {
      // Re-check from scratch, but keep delivering under the old policies until the answer is in:
      // a message that arrives during the check must not be dropped.
      const denied = await this.assignPolicies(emptyPolicies());
      if (denied) return this.shutdown(denied.replace(/^Unauthorized: /, '').replace(/^UnableToSetPolicies: /, ''));
      if (readRevoked(previous, this.policies!)) return this.shutdown(this.revokedMessage());
    }
    this.scheduleConfirmToken();
  }

  /**
   * The periodic check of a private channel's read policy. Hosted re-evaluates policies only when the client
   * sends a new token, so a channel whose reader lost the right (a participant the host removed) stays open
   * until its token expires, up to an hour, if the client never refreshes it. Here the policy is re-checked
   * whenever the token is confirmed (realtime/README.md, "Deliberate differences"). A database that cannot
   * answer keeps the channel as it was until the next check.
   */
  private async recheckReadPolicy(token: string): Promise<void> {
    const previous = this.policies ?? emptyPolicies();
    const extensions: Extension[] = this.params.presenceEnabled ? ['broadcast', 'presence'] : ['broadcast'];
    let current: Policies;
    try {
      current = await this.host.checkPolicies(() => authorizeRead(this.host.db, this.authContext(), emptyPolicies(), extensions));
    } catch (e) {
      if (!(e instanceof PolicyError)) {
        console.error(`[realtime] periodic authorization of ${this.subTopic} failed`, e);
        return;
      }
      // A policy that raises reads as denied, as at join.
      console.warn(`[realtime] RlsPolicyError on ${this.subTopic}: ${e.message}`);
      current = emptyPolicies();
    }
    // A token refreshed meanwhile was checked on its own: this answer is about the old one.
    if (this.closed || token !== this.accessToken) return;
    if (readRevoked(previous, current)) return this.shutdown(this.revokedMessage());
    // Write permissions stay as they were found (evaluated on the first send or track, as hosted).
    this.policies = {
      broadcast: { read: current.broadcast.read ?? previous.broadcast.read, write: previous.broadcast.write },
      presence: { read: current.presence.read ?? previous.presence.read, write: previous.presence.write },
    };
  }

  private revokedMessage(): string {
    return `You no longer have permission to read from this Channel topic: ${this.subTopic}`;
  }

  /** Read policies for a private channel; returns the refusal reason, if any. */
  private async assignPolicies(base: Policies = this.policies ?? emptyPolicies()): Promise<string | null> {
    const extensions: Extension[] = this.params.presenceEnabled ? ['broadcast', 'presence'] : ['broadcast'];
    try {
      this.policies = await authorizeRead(this.host.db, this.authContext(), base, extensions);
    } catch (e) {
      this.policies = base;
      if (!(e instanceof PolicyError)) {
        console.error('[realtime] authorization failed', e);
        return 'Realtime was unable to connect to the project database';
      }
      console.warn(`[realtime] RlsPolicyError on ${this.subTopic}: ${e.message}`);
    }
    if (this.policies?.broadcast.read || this.policies?.presence.read) return null;
    return `Unauthorized: You do not have permissions to read from this Channel topic: ${this.subTopic}`;
  }

  private authContext() {
    return { topic: this.subTopic, claims: this.claims!, headers: this.host.headers };
  }

  private scheduleConfirmToken(): void {
    clearTimeout(this.confirmTimer);
    const expiresInMs = (this.claims!.exp - Date.now() / 1000) * 1000;
    this.confirmTimer = setTimeout(() => void this.confirmToken(), Math.max(0, Math.min(this.host.confirmTokenMs, expiresInMs)));
    this.confirmTimer.unref();
  }

  private async confirmToken(): Promise<void> {
    if (this.closed) return;
    const token = this.accessToken;
    const check = await verifyAccessToken(token, this.host.jwtSecret);
    if (!check.ok) return this.shutdown(shutdownMessage(check.error));
    this.claims = check.claims;
    // Hosted Realtime checks only the JWT here (the hosted profile too); the local profile re-checks the policy.
    if (this.params.isPrivate && this.host.recheckReadPolicy) await this.recheckReadPolicy(token);
    // A token refreshed meanwhile has scheduled its own check.
    if (!this.closed && token === this.accessToken) this.scheduleConfirmToken();
  }

  private push(event: string, payload: unknown): void {
    const kind = event.startsWith('presence') ? 'presence' : 'system';
    this.deliver(encodeMessage(this.vsn, { joinRef: this.joinRef, ref: null, topic: this.topic, event, payload }), { topic: this.topic, event, kind });
  }

  private pushSystem(extension: string, status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.subTopic });
  }

  /** shutdown_response: a system error, then the channel stops and the client is told phx_close. */
  shutdown(message: string): void {
    if (this.closed) return;
    this.pushSystem('system', 'error', message);
    this.host.send(encodeMessage(this.vsn, { joinRef: this.joinRef, ref: this.joinRef, topic: this.topic, event: 'phx_close', payload: {} }), {
      topic: this.topic,
      event: 'phx_close',
      kind: 'system',
    });
    this.close();
  }

  /** Leaves the room (presence leave goes to the others) and stops the timers. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.confirmTimer);
    if (this.room) this.host.hub.leave(this.room, this);
    this.host.channelClosed(this);
  }
}

/** A read permission the channel had and has no more (Realtime's check_read_permissions_revoked). */
function readRevoked(previous: Policies | null, current: Policies): boolean {
  return (previous?.broadcast.read === true && current.broadcast.read === false) || (previous?.presence.read === true && current.presence.read === false);
}

export type { Reply };
