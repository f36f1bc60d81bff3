import WebSocket from 'ws';
import { stack } from '../../local/test/support/clients.js';

/** A frame of Realtime protocol 1.0.0 (JSON objects both ways, broadcasts included). */
export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

/**
 * One Realtime WebSocket driven frame by frame, as a script would: no client library decides what is sent.
 * Topics are given without the `realtime:` prefix.
 */
export class RawRealtime {
  readonly frames: Frame[] = [];
  private readonly waiters: Array<{ match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }> = [];
  private ref = 0;
  closed = false;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const raw = JSON.parse(String(data)) as { join_ref: string | null; ref: string | null; topic: string; event: string; payload: Record<string, unknown> };
      const frame = { joinRef: raw.join_ref, ref: raw.ref, topic: raw.topic.replace(/^realtime:/, ''), event: raw.event, payload: raw.payload };
      this.frames.push(frame);
      for (const waiter of this.waiters.splice(0)) {
        if (waiter.match(frame)) waiter.resolve(frame);
        else this.waiters.push(waiter);
      }
    });
    ws.on('close', () => (this.closed = true));
  }

  /** Opens a socket to the test stack's gateway, or to another gateway on its database (`url`). */
  static async open(url = stack.url): Promise<RawRealtime> {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=1.0.0`);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    return new RawRealtime(ws);
  }

  /** The first frame (already received or to come) that matches, within `ms`. */
  next(match: (frame: Frame) => boolean, ms = 5_000): Promise<Frame> {
    const found = this.frames.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching frame within ${ms} ms; got ${JSON.stringify(this.frames).slice(0, 500)}`)), ms);
      this.waiters.push({ match, resolve: (frame) => (clearTimeout(timer), resolve(frame)) });
    });
  }

  /** Sends a frame; returns its ref. */
  push(topic: string, event: string, payload: unknown, joinRef: string | null = null): string {
    const ref = String(++this.ref);
    this.ws.send(JSON.stringify({ join_ref: joinRef ?? ref, ref, topic: `realtime:${topic}`, event, payload }));
    return ref;
  }

  /** The reply to the frame with this ref. */
  reply(ref: string, ms?: number): Promise<Frame> {
    return this.next((frame) => frame.event === 'phx_reply' && frame.ref === ref, ms);
  }

  /** Joins a topic as realtime-js does (broadcast with ack, no presence); resolves with the reply's payload. */
  async join(topic: string, { isPrivate, accessToken }: { isPrivate: boolean; accessToken?: string }): Promise<{ status: string; response: Record<string, unknown>; joinRef: string }> {
    const config = { broadcast: { ack: true, self: false }, presence: { key: '', enabled: false }, postgres_changes: [], private: isPrivate };
    const ref = this.push(topic, 'phx_join', { config, ...(accessToken ? { access_token: accessToken } : {}) });
    const { payload } = await this.reply(ref);
    return { ...(payload as { status: string; response: Record<string, unknown> }), joinRef: ref };
  }

  /** Broadcasts on a joined topic; returns the push's ref (an acknowledged broadcast gets a reply with it). */
  broadcast(topic: string, joinRef: string, event: string, payload: unknown): string {
    return this.push(topic, 'broadcast', { type: 'broadcast', event, payload }, joinRef);
  }

  /** The broadcasts received on a topic so far. */
  broadcasts(topic: string): Frame[] {
    return this.frames.filter((frame) => frame.topic === topic && frame.event === 'broadcast');
  }

  close(): void {
    this.ws.terminate();
  }
}
