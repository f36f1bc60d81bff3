import { RpcRequestError } from '@runoff/platform/supabase';
import { describe, expect, it, vi } from 'vitest';
import { RETRY_DELAYS_MS, submitWithRetry } from './submit-with-retry';
import { isLostAnswer } from '@runoff/platform/i18n';

const lostFetch = { message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' };
const alreadyVoted = new RpcRequestError('You have already voted in this poll', 409, 'PT409', 'vote.already_voted');
const closed = new RpcRequestError('Voting is not currently open for this poll', 409, 'PT409', 'vote.not_open');

function deps(submits: Array<() => Promise<void>>, hasVoted: boolean | null = true, answerLostBefore = false) {
  const submit = vi.fn(() => (submits.shift() ?? (() => Promise.resolve()))());
  return { submit, hasVoted: vi.fn(() => Promise.resolve(hasVoted)), wait: vi.fn(() => Promise.resolve()), answerLostBefore, onLost: vi.fn() };
}

describe('isLostAnswer', () => {
  it('is true for a failed fetch and false for any answer of the database', () => {
    expect(isLostAnswer(lostFetch)).toBe(true);
    expect(isLostAnswer(new TypeError('Failed to fetch'))).toBe(true);
    expect(isLostAnswer(alreadyVoted)).toBe(false);
    expect(isLostAnswer({ message: 'Request timed out', code: '57014' })).toBe(false);
  });
});

describe('submitWithRetry', () => {
  it('submits once when the answer arrives', async () => {
    const d = deps([() => Promise.resolve()]);
    await expect(submitWithRetry(d)).resolves.toBe('submitted');
    expect(d.submit).toHaveBeenCalledTimes(1);
  });

  it('retries a lost answer and reports "recovered" when the server then says the ballot is in', async () => {
    const d = deps([() => Promise.reject(lostFetch), () => Promise.reject(alreadyVoted)]);
    await expect(submitWithRetry(d)).resolves.toBe('recovered');
    expect(d.submit).toHaveBeenCalledTimes(2);
    expect(d.hasVoted).toHaveBeenCalledTimes(1);
    expect(d.onLost).toHaveBeenCalledWith(1);
  });

  it('reports "submitted" when the lost attempt never arrived and the retry is accepted', async () => {
    const d = deps([() => Promise.reject(lostFetch), () => Promise.resolve()]);
    await expect(submitWithRetry(d)).resolves.toBe('submitted');
  });

  it('remembers a loss from an earlier press of Submit', async () => {
    const d = deps([() => Promise.reject(alreadyVoted)], true, true);
    await expect(submitWithRetry(d)).resolves.toBe('recovered');
  });

  it('says "already" when no answer was lost: the voter had voted before', async () => {
    const d = deps([() => Promise.reject(alreadyVoted)]);
    await expect(submitWithRetry(d)).resolves.toBe('already');
    expect(d.hasVoted).not.toHaveBeenCalled();
  });

  it('does not claim success when the server says no ballot is stored', async () => {
    const d = deps([() => Promise.reject(lostFetch), () => Promise.reject(alreadyVoted)], false);
    await expect(submitWithRetry(d)).rejects.toBe(alreadyVoted);
  });

  it('never retries a refusal', async () => {
    const d = deps([() => Promise.reject(closed)]);
    await expect(submitWithRetry(d)).rejects.toBe(closed);
    expect(d.submit).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last delay with the lost failure', async () => {
    const d = deps(Array.from({ length: 20 }, () => () => Promise.reject(lostFetch)));
    await expect(submitWithRetry(d)).rejects.toBe(lostFetch);
    expect(d.submit).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
  });
});
