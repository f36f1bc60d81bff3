import { beforeEach, describe, expect, it, vi } from 'vitest';

const startLookupWithoutSession = vi.hoisted(() => vi.fn());
vi.mock('../api/resolve-join-code', () => ({ startLookupWithoutSession }));
const { startEarlyLookup } = await import('./start-early-lookup');

beforeEach(() => startLookupWithoutSession.mockClear());

describe('startEarlyLookup', () => {
  it('starts the lookup of a well-formed code, tidied, for a visitor without a session', () => {
    expect(startEarlyLookup('abc-234', true)).toBe(true);
    expect(startLookupWithoutSession).toHaveBeenCalledExactlyOnceWith('ABC234');
  });

  it('leaves a visitor with a session to the page, and never asks about a malformed code', () => {
    expect(startEarlyLookup('ABC234', false)).toBe(true);
    expect(startEarlyLookup('ABC10', true)).toBe(false);
    expect(startLookupWithoutSession).not.toHaveBeenCalled();
  });
});
