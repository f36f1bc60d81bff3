import { describe, expect, it } from 'vitest';
import { PresenceRoom } from './presence.js';

function sequentialRefs() {
  let n = 0;
  return () => `ref${++n}`;
}

describe('PresenceRoom', () => {
  it('tracks joins as Phoenix.Presence diffs and lists state grouped by key', () => {
    const room = new PresenceRoom(sequentialRefs());
    const alice = {};
    const aliceTab2 = {};
    const bob = {};
    expect(room.track(alice, 'alice', { name: 'Alice' })).toEqual({
      joins: { alice: { metas: [{ name: 'Alice', phx_ref: 'ref1' }] } },
      leaves: {},
    });
    room.track(bob, 'bob', { name: 'Bob' });
    room.track(aliceTab2, 'alice', { name: 'Alice (2)' });
    expect(room.list()).toEqual({
      alice: { metas: [{ name: 'Alice', phx_ref: 'ref1' }, { name: 'Alice (2)', phx_ref: 'ref3' }] },
      bob: { metas: [{ name: 'Bob', phx_ref: 'ref2' }] },
    });
  });

  it('turns a second track into an update: new meta joins with phx_ref_prev, old meta leaves', () => {
    const room = new PresenceRoom(sequentialRefs());
    const owner = {};
    room.track(owner, 'k', { status: 'lobby' });
    expect(room.track(owner, 'k', { status: 'voting' })).toEqual({
      joins: { k: { metas: [{ status: 'voting', phx_ref: 'ref2', phx_ref_prev: 'ref1' }] } },
      leaves: { k: { metas: [{ status: 'lobby', phx_ref: 'ref1' }] } },
    });
    expect(room.size).toBe(1);
  });

  it('untracks into a leave, and untracking nothing yields no diff', () => {
    const room = new PresenceRoom(sequentialRefs());
    const owner = {};
    room.track(owner, 'k', {});
    expect(room.untrack(owner)).toEqual({ joins: {}, leaves: { k: { metas: [{ phx_ref: 'ref1' }] } } });
    expect(room.untrack(owner)).toBeNull();
    expect(room.list()).toEqual({});
  });

  it('makes unique refs by default', () => {
    const room = new PresenceRoom();
    const a = room.track({}, 'a', {});
    const b = room.track({}, 'a', {});
    expect(a.joins.a!.metas[0]!.phx_ref).not.toBe(b.joins.a!.metas[0]!.phx_ref);
  });
});
