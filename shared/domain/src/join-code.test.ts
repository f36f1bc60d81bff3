import { describe, expect, it } from 'vitest';
import { isJoinCode, JOIN_CODE_ALPHABET, longJoinUrl, normalizeJoinCode, parseJoinCode, parseResolvedJoinCode, shortJoinUrl, votingCodeUrl } from './join-code';

describe('join codes', () => {
  it('uses 32 symbols without 0, O, 1 or I', () => {
    expect(JOIN_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(JOIN_CODE_ALPHABET).size).toBe(32);
    for (const lookalike of ['0', 'O', '1', 'I']) expect(JOIN_CODE_ALPHABET).not.toContain(lookalike);
  });

  it('reads a code typed in any case, with spaces or dashes', () => {
    expect(normalizeJoinCode(' abc-234 ')).toBe('ABC234');
    expect(normalizeJoinCode('AB C2 34')).toBe('ABC234');
  });

  it('tells possible codes from typos', () => {
    expect(isJoinCode('ABC234')).toBe(true);
    expect(isJoinCode('ABC23')).toBe(false);
    expect(isJoinCode('ABC230')).toBe(false);
    expect(isJoinCode('ABCI34')).toBe(false);
    expect(isJoinCode('abc234')).toBe(false);
  });

  it('builds the short link on any origin', () => {
    expect(shortJoinUrl('https://runoff.example', 'ABC234')).toBe('https://runoff.example/j/ABC234');
    expect(shortJoinUrl('http://localhost:3000/', 'ABC234')).toBe('http://localhost:3000/j/ABC234');
  });

  it('builds the long link of a poll, its id escaped', () => {
    expect(longJoinUrl('https://runoff.example/', 'poll 1')).toBe('https://runoff.example/polls/poll%201/vote');
  });

  it('builds a printed voting code\'s link: the join link with the code, without its dashes', () => {
    expect(votingCodeUrl('https://runoff.example/', 'poll 1', 'k7qm-2xpa-9rte')).toBe('https://runoff.example/polls/poll%201/vote?code=K7QM2XPA9RTE');
  });

  it('checks the server\'s answers', () => {
    expect(parseJoinCode({ joinCode: 'ABC234' })).toBe('ABC234');
    expect(parseJoinCode({ joinCode: null })).toBeNull();
    expect(() => parseJoinCode({ joinCode: 'bad' })).toThrow('malformed');
    expect(() => parseJoinCode(null)).toThrow();
    expect(parseResolvedJoinCode({ pollId: 'p1', joinCode: 'ABC234' })).toEqual({ pollId: 'p1', poll: null });
    expect(parseResolvedJoinCode({ pollId: null, message: 'No open poll has the code ABC234.' })).toEqual({
      pollId: null,
      message: 'No open poll has the code ABC234.',
    });
    expect(parseResolvedJoinCode({ pollId: null })).toEqual({ pollId: null, message: 'No open poll has this code.' });
  });

  it('keeps the poll a hit brings only when it is well formed and is that poll', () => {
    const poll = {
      id: 'p1',
      title: 'Best film',
      description: '',
      category: 'Movies',
      options: [{ id: 'option_1', text: 'Alien', order: 0 }, { id: 'option_2', text: 'Heat', order: 1 }],
      createdBy: 'u1',
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: null,
      isActive: true,
      status: 'waiting',
      participantCount: 0,
      expiresAt: null,
    };
    expect(parseResolvedJoinCode({ pollId: 'p1', joinCode: 'ABC234', poll })).toEqual({ pollId: 'p1', poll: expect.objectContaining({ id: 'p1', title: 'Best film' }) });
    expect(parseResolvedJoinCode({ pollId: 'p1', poll: { ...poll, id: 'p2' } })).toEqual({ pollId: 'p1', poll: null });
    expect(parseResolvedJoinCode({ pollId: 'p1', poll: { ...poll, status: 'lost' } })).toEqual({ pollId: 'p1', poll: null });
  });
});
