import { describe, expect, it } from 'vitest';
import { parsePoll, parsePolls, PollShapeError } from './parse-poll';

const fromServer = {
  id: 'p1',
  title: 'Best film',
  description: '',
  category: 'Movies',
  options: [
    { id: 'option_2', text: 'Heat', order: 1 },
    { id: 'option_1', text: 'Alien', order: 0 },
  ],
  createdBy: 'u1',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  isActive: true,
  status: 'waiting',
  participantCount: 3,
  expiresAt: null,
};

describe('parsePoll', () => {
  it('reads the documented shape, options in order', () => {
    const poll = parsePoll(fromServer);
    expect(poll.options.map((option) => option.text)).toEqual(['Alien', 'Heat']);
    expect(poll).toMatchObject({ id: 'p1', participantCount: 3, isActive: true, status: 'waiting', expiresAt: null });
  });

  it('keeps missing display fields displayable', () => {
    const poll = parsePoll({ id: 'p2', createdBy: 'u1', status: 'voting', options: [{ id: 'option_1', name: 'Yes' }] });
    expect(poll).toMatchObject({ title: '', createdAt: null, participantCount: 0, isActive: false });
    expect(poll.options).toEqual([{ id: 'option_1', text: 'Yes', order: 0 }]);
  });

  it('reads the election settings, and gives the defaults when the server sends none or nonsense', () => {
    expect(parsePoll({ ...fromServer, seats: 3, minRanked: 2, shuffleBallots: false })).toMatchObject({ seats: 3, minRanked: 2, shuffleBallots: false });
    expect(parsePoll(fromServer)).toMatchObject({ seats: 1, minRanked: null, shuffleBallots: true });
    expect(parsePoll({ ...fromServer, seats: 0, minRanked: 1.5, shuffleBallots: 'no' })).toMatchObject({ seats: 1, minRanked: null, shuffleBallots: true });
  });

  it('reads the counting method, the instant runoff when the server sends none or one it does not know', () => {
    expect(parsePoll({ ...fromServer, countingMethod: 'schulze' }).countingMethod).toBe('schulze');
    expect(parsePoll({ ...fromServer, countingMethod: 'ranked-pairs' }).countingMethod).toBe('ranked-pairs');
    expect(parsePoll(fromServer).countingMethod).toBe('irv');
    for (const nonsense of ['kemeny', 'Schulze', 3, null, ['borda']]) expect(parsePoll({ ...fromServer, countingMethod: nonsense }).countingMethod).toBe('irv');
  });

  it('reads who may vote; without it, accountsOnly says accounts or anyone', () => {
    for (const voters of ['anyone', 'accounts', 'list'] as const) expect(parsePoll({ ...fromServer, voters }).voters).toBe(voters);
    expect(parsePoll(fromServer).voters).toBe('anyone');
    expect(parsePoll({ ...fromServer, accountsOnly: true }).voters).toBe('accounts');
    for (const nonsense of ['List', 'everyone', 1, null]) expect(parsePoll({ ...fromServer, voters: nonsense }).voters).toBe('anyone');
  });

  it('reads whether the poll gives ballot trackers, off when the server sends none or nonsense', () => {
    expect(parsePoll({ ...fromServer, voters: 'list', trackers: true })).toMatchObject({ voters: 'list', trackers: true });
    for (const nonsense of [undefined, 'yes', 1, null]) expect(parsePoll({ ...fromServer, trackers: nonsense }).trackers).toBe(false);
  });

  it('rejects what is not a poll', () => {
    expect(() => parsePoll(null)).toThrow(PollShapeError);
    expect(() => parsePoll({ ...fromServer, status: 'paused' })).toThrow('unknown status: paused');
    expect(() => parsePoll({ ...fromServer, createdBy: undefined })).toThrow('has no creator');
    expect(() => parsePolls({})).toThrow('no list of polls');
  });
});
