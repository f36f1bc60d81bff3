import type { PollOption } from '@runoff/domain';

/** A 32-bit hash of the text (FNV-1a, then mixed): the seed of one voter's order. */
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
 * of its own, drawn from the poll and the voter (their participant id, or their account): the same voter
 * gets the same order after a reload, two voters almost always different ones, and nothing is stored, with
 * the ballot or anywhere else. Without, the host's order.
 */
export function ballotOrder(options: readonly PollOption[], shuffle: boolean, pollId: string, voter: string | null): PollOption[] {
  const order = [...options].sort((a, b) => a.order - b.order);
  if (!shuffle) return order;
  const random = generator(hash(`${pollId}\u0000${voter ?? ''}`));
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
