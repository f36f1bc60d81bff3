import { afterEach } from 'vitest';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { anonClient } from './clients.js';
import { signAccessToken } from './tokens.js';

/** A unique topic name per call, so tests sharing one stack never hear each other. */
export function uniqueTopic(prefix: string): string {
  return `${prefix}:${randomUUID()}`;
}

/** A signed-in user's client: an anon client whose realtime socket carries the user's access token. */
export async function userClient(sub: string = randomUUID(), extraClaims: Record<string, unknown> = {}) {
  const client = anonClient();
  const token = await signAccessToken({ sub, ...extraClaims });
  await client.realtime.setAuth(token);
  return { client, sub, token };
}

/** Resolves when the channel is SUBSCRIBED; rejects with the server's reason otherwise. */
export function subscribed(channel: RealtimeChannel, timeoutMs = 8_000): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no subscription answer for ${channel.topic}`)), timeoutMs);
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') {
        clearTimeout(timer);
        resolve(channel);
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        clearTimeout(timer);
        reject(err ?? new Error(status));
      }
    });
  });
}

/** A broadcast as realtime-js hands it to an `.on('broadcast')` callback. */
export interface BroadcastMessage {
  type: 'broadcast';
  event: string;
  // User payloads are arbitrary JSON; tests read into them freely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  payload: Record<string, any>;
  meta?: { id?: string };
}

/** An `.on('broadcast')` callback that files each message into the inbox. */
export function into(inbox: Inbox<BroadcastMessage>) {
  return (message: { event: string }) => inbox.push(message as unknown as BroadcastMessage);
}

/** Collects values pushed by callbacks and lets a test wait until one matches. */
export class Inbox<T> {
  readonly items: T[] = [];
  private waiters: Array<{ match: (item: T) => boolean; resolve: (item: T) => void }> = [];

  readonly push = (item: T): void => {
    this.items.push(item);
    this.waiters = this.waiters.filter((w) => {
      if (!w.match(item)) return true;
      w.resolve(item);
      return false;
    });
  };

  next(match: (item: T) => boolean = () => true, timeoutMs = 5_000): Promise<T> {
    const found = this.items.find(match);
    if (found !== undefined) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const waiter = {
        match,
        resolve: (item: T) => {
          clearTimeout(timer);
          resolve(item);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`nothing matching arrived within ${timeoutMs} ms; got ${JSON.stringify(this.items)}`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The clients a test file opens: push them here and they are closed after each test. */
export function openClients(): SupabaseClient[] {
  const clients: SupabaseClient[] = [];
  afterEach(() => closeClients(...clients.splice(0)));
  return clients;
}

async function closeClients(...clients: SupabaseClient[]): Promise<void> {
  for (const client of clients) {
    await client.removeAllChannels();
    await client.realtime.disconnect();
  }
}
