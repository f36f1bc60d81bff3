import { beforeEach, describe, expect, it, vi } from 'vitest';

const startLookupWithoutSession = vi.hoisted(() => vi.fn(async (code: string): Promise<unknown> => (code === 'SES234' ? { sessionId: 's1', title: 'Workshop' } : { pollId: 'p1' })));
vi.mock('../api/resolve-join-code', () => ({ startLookupWithoutSession }));
const { startEarlyLookup } = await import('./start-early-lookup');

beforeEach(() => startLookupWithoutSession.mockClear());

describe('startEarlyLookup', () => {
  it('starts the lookup of a well-formed code, tidied, for a visitor without a session, and says where it leads', async () => {
    expect(await startEarlyLookup('abc-234', true)).toBe('join');
    expect(startLookupWithoutSession).toHaveBeenCalledExactlyOnceWith('ABC234');
    expect(await startEarlyLookup('ses-234', true)).toBe('session');
  });

  it('leads to the join page when the lookup fails or is rate-limited (the page asks again and tells)', async () => {
    startLookupWithoutSession.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await startEarlyLookup('SES234', true)).toBe('join');
    startLookupWithoutSession.mockResolvedValueOnce(null);
    expect(await startEarlyLookup('SES234', true)).toBe('join');
  });

  it('leaves a visitor with a session to the page, and never asks about a malformed code', () => {
    expect(startEarlyLookup('ABC234', false)).toBeNull();
    expect(startEarlyLookup('ABC10', true)).toBeNull();
    expect(startLookupWithoutSession).not.toHaveBeenCalled();
  });
});
