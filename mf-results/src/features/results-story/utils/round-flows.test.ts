import { countBallots, type BallotGroup, type CountOption } from '@runoff/counting';
import { describe, expect, it } from 'vitest';
import { roundFlows } from './round-flows';

const named = (...names: string[]): CountOption[] => names.map((name, order) => ({ id: name, name, order }));
const ballot = (count: number, ...ranking: string[]): BallotGroup => ({ ranking, count });

/** Sum of votes by a key, to 4 places (the count's unit). */
function sums(links: { votes: number }[], key: (link: never) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const link of links) out[key(link as never)] = Math.round(((out[key(link as never)] ?? 0) + link.votes) * 1e4) / 1e4;
  return out;
}

describe('roundFlows', () => {
  it('one seat: an eliminated option sends its ballots on, everyone else keeps theirs', () => {
    const result = countBallots(named('Pizza', 'Sushi', 'Tacos'), [ballot(4, 'Pizza', 'Sushi'), ballot(3, 'Sushi', 'Pizza'), ballot(2, 'Tacos')]);
    expect(roundFlows(result)).toEqual([
      {
        round: 1,
        moves: true,
        links: [
          { from: 'Pizza', to: 'Pizza', votes: 4, kind: 'stays' },
          { from: 'Sushi', to: 'Sushi', votes: 3, kind: 'stays' },
          { from: 'Tacos', to: 'exhausted', votes: 2, kind: 'transfer' },
        ],
      },
      {
        round: 2,
        moves: true,
        links: [
          { from: 'Pizza', to: 'Pizza', votes: 4, kind: 'stays' },
          { from: 'exhausted', to: 'exhausted', votes: 2, kind: 'stays' },
          { from: 'Sushi', to: 'Pizza', votes: 3, kind: 'transfer' },
        ],
      },
    ]);
  });

  it('several seats: every option’s flows add up to its count, and each round’s flows to the next round’s counts', () => {
    const result = countBallots(
      named('Pizza', 'Sushi', 'Tacos', 'Curry', 'Salad'),
      [ballot(10, 'Pizza', 'Sushi', 'Tacos'), ballot(2, 'Pizza', 'Curry'), ballot(4, 'Sushi'), ballot(3, 'Tacos', 'Curry'), ballot(3, 'Curry', 'Tacos'), ballot(2, 'Salad', 'Curry')],
      { seats: 3 },
    );
    const flows = roundFlows(result);
    expect(flows).toHaveLength(5);
    flows.forEach((flow, i) => {
      const round = result.rounds[i]!;
      const next = result.rounds[i + 1]!;
      const out = sums(flow.links, (link: { from: string }) => link.from);
      expect(out).toEqual({ ...Object.fromEntries(Object.entries(round.counts).filter(([, v]) => v > 0)), ...(round.exhausted > 0 ? { exhausted: round.exhausted } : {}) });
      const into = sums(flow.links, (link: { to: string }) => link.to);
      for (const [id, votes] of Object.entries(next.counts)) if (votes > 0) expect(into[id]).toBe(votes);
      expect(into.exhausted ?? 0).toBe(next.exhausted);
    });
    // Round 1: Pizza keeps the quota; 4.166 to Sushi, 0.8332 to Curry, 0.0008 lost to truncation.
    expect(flows[0]!.links.filter((link) => link.from === 'Pizza')).toEqual([
      { from: 'Pizza', to: 'Pizza', votes: 7, kind: 'stays' },
      { from: 'Pizza', to: 'Sushi', votes: 4.166, kind: 'transfer' },
      { from: 'Pizza', to: 'Curry', votes: 0.8332, kind: 'transfer' },
      { from: 'Pizza', to: 'residual', votes: 0.0008, kind: 'transfer' },
    ]);
    expect(flows[4]!.links.filter((link) => link.kind === 'transfer').map((link) => [link.to, link.votes])).toEqual([
      ['final-surplus', 1.8328],
      ['residual', 0.0004],
    ]);
  });
});
