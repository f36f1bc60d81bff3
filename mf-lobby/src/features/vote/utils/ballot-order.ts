import type { PollOption } from '@runoff/domain';
import { identityStorage } from '@runoff/platform/auth';

/**
 * Where this device keeps the secret that seeds its voter's start orders, under the voter's identity
 * (identityStorage): `runoff:{uid}:ballot-order-secret`. It is forgotten with the identity's other records
 * when the session ends on a shared computer.
 */
const SECRET_KEY = 'ballot-order-secret';
const SECRET = /^[0-9a-f]{32}$/;

/** 128 random bits as hex, from the browser's cryptographic generator. */
function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Secrets made when storage is blocked (private modes) or before there is a session: kept for this page
 * only, so the order stays secret; it is then not the same after a reload.
 */
const unstored = new Map<string | null, string>();

/**
 * This device's secret for the voter `uid` (fair ballots, docs/decisions.md): made once with
 * crypto.getRandomValues and kept in this browser under the voter's identity, never sent anywhere and never
 * stored with the ballot. The start order used to be seeded from the poll id and the participant id, which
 * get_participants hands to everyone in the poll: anyone could recompute each voter's order and name those
 * who submitted it as shown (issue 29). Only this device can compute an order seeded from this secret.
 */
export function ballotOrderSecret(uid: string | null): string {
  if (uid !== null) {
    const storage = identityStorage(uid);
    const kept = storage.read(SECRET_KEY);
    if (kept !== null && SECRET.test(kept)) return kept;
    const made = newSecret();
    storage.write(SECRET_KEY, made);
    // Storage may refuse silently (blocked, full): then the secret lives as long as this page.
    if (storage.read(SECRET_KEY) === made) return made;
  }
  let secret = unstored.get(uid);
  if (secret === undefined) {
    secret = newSecret();
    unstored.set(uid, secret);
  }
  return secret;
}

/** A 32-bit hash of the text (FNV-1a, then mixed): the seed of one voter's order in one poll. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The order a voter's ballot starts in (fair ballots, docs/decisions.md). With `shuffle`, a random order
 * of its own, drawn from the poll and this device's secret (ballotOrderSecret): the same voter on the same
 * device gets the same order after a reload, two voters almost always different ones, and nobody without the
 * secret can compute it. The poll id is mixed in so that one secret gives unrelated orders in different
 * polls. Without `shuffle`, the host's order.
 */
export function ballotOrder(options: readonly PollOption[], shuffle: boolean, pollId: string, secret: string): PollOption[] {
  const order = [...options].sort((a, b) => a.order - b.order);
  if (!shuffle) return order;
  const random = generator(hash(`${secret}\u0000${pollId}`));
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
