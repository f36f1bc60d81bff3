import { randomBytes } from 'node:crypto';

/**
 * Presence bookkeeping of one topic, shaped like Phoenix.Presence: state is `{key: {metas: [...]}}`,
 * each meta is the tracked payload plus `phx_ref` (and `phx_ref_prev` after an update); changes go out
 * as `presence_diff {joins, leaves}`. A channel tracks at most one presence, under its presence key.
 */
interface PresenceMeta {
  phx_ref: string;
  phx_ref_prev?: string;
  [field: string]: unknown;
}
export type PresenceGroups = Record<string, { metas: PresenceMeta[] }>;
export interface PresenceDiff {
  joins: PresenceGroups;
  leaves: PresenceGroups;
}

interface Entry {
  key: string;
  meta: PresenceMeta;
}

/** Phoenix refs are opaque unique strings; these look like them (base64, 16 characters). */
function makePresenceRef(): string {
  return randomBytes(12).toString('base64');
}

function group(key: string, meta: PresenceMeta): PresenceGroups {
  return { [key]: { metas: [meta] } };
}

export class PresenceRoom {
  // Insertion order is the order Phoenix lists presences in.
  private readonly entries = new Map<object, Entry>();

  constructor(private readonly makeRef: () => string = makePresenceRef) {}

  get size(): number {
    return this.entries.size;
  }

  /** Tracks (or updates) the owner's presence; returns the diff to broadcast. */
  track(owner: object, key: string, payload: Record<string, unknown>): PresenceDiff {
    const previous = this.entries.get(owner);
    const meta: PresenceMeta = { ...payload, phx_ref: this.makeRef() };
    if (previous && previous.key === key) {
      meta.phx_ref_prev = previous.meta.phx_ref;
      this.entries.set(owner, { key, meta });
      return { joins: group(key, meta), leaves: group(key, previous.meta) };
    }
    this.entries.set(owner, { key, meta });
    const diff: PresenceDiff = { joins: group(key, meta), leaves: {} };
    if (previous) diff.leaves = group(previous.key, previous.meta);
    return diff;
  }

  /** Removes the owner's presence; null when it had none. */
  untrack(owner: object): PresenceDiff | null {
    const previous = this.entries.get(owner);
    if (!previous) return null;
    this.entries.delete(owner);
    return { joins: {}, leaves: group(previous.key, previous.meta) };
  }

  list(): PresenceGroups {
    const state: PresenceGroups = {};
    for (const { key, meta } of this.entries.values()) {
      const existing = state[key];
      if (existing) existing.metas.push(meta);
      else state[key] = { metas: [meta] };
    }
    return state;
  }
}
