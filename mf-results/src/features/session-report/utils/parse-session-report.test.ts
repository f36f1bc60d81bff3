import { describe, expect, it } from 'vitest';
import { parseSessionResults, parseSessionTitle } from './parse-session-report';

describe("the session report's answers", () => {
  it('lists each question with whether its results came', () => {
    expect(
      parseSessionResults([
        { questionId: 'q1', number: 1, title: 'A', voting: 'closed', resultsShown: true, results: { poll: {} } },
        { questionId: 'q2', number: 2, title: 'B', voting: 'open', resultsShown: false, results: null },
      ]),
    ).toEqual([
      { questionId: 'q1', number: 1, title: 'A', voting: 'closed', readable: true },
      { questionId: 'q2', number: 2, title: 'B', voting: 'open', readable: false },
    ]);
  });

  it('refuses another shape', () => {
    expect(() => parseSessionResults({})).toThrow();
    expect(() => parseSessionResults([{ questionId: 'q1', number: 1, title: 'A', voting: 'maybe' }])).toThrow();
    expect(() => parseSessionTitle(null)).toThrow();
    expect(parseSessionTitle({ title: 'Workshop', id: 's1' })).toBe('Workshop');
  });
});
