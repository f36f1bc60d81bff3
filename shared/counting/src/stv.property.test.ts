import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countBallots, countPackedBallots } from './count-ballots';
import { electionWithRules, pack } from '../tests/support/elections';
import { referenceStv } from '../tests/support/reference-stv';
import type { CountResult } from './types';

const sum = (values: Record<string, number>) => Object.values(values).reduce((total, v) => total + v, 0);
const close = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(1e-6);

describe('the count with any number of seats against the RCTab-style reference', () => {
  it('gives exactly the reference result on grouped ballots', () => {
    fc.assert(
      fc.property(electionWithRules, ([options, ballots, rules]) => {
        expect(countBallots(options, ballots, rules)).toEqual(referenceStv(options, ballots, rules));
      }),
      { numRuns: 1500 },
    );
  });

  it('gives the same result on packed ballots and on one ballot a row', () => {
    fc.assert(
      fc.property(electionWithRules, ([options, ballots, rules]) => {
        const grouped = countBallots(options, ballots, rules);
        expect(countPackedBallots(options, pack(options, ballots), rules)).toEqual(grouped);
        const single = ballots.flatMap((group) => Array.from({ length: group.count }, () => ({ ranking: group.ranking, count: 1 })));
        expect(countBallots(options, single, rules)).toEqual(grouped);
      }),
      { numRuns: 700 },
    );
  });
});

describe('what every count holds', () => {
  const check = (options: readonly { id: string }[], result: CountResult) => {
    const { rounds, winners, seats, totalVotes } = result;
    // Counted votes + exhausted = the ballots that ranked someone; the rest is the surplus truncation
    // left behind (residual) and, once every seat is filled, the last surplus (final), both reported.
    for (const round of rounds) close(sum(round.counts) + round.exhausted + round.residualSurplus + round.finalSurplus, totalVotes);
    for (const round of rounds) for (const transfer of round.transfers) close(sum(transfer.to) + transfer.exhausted + transfer.finalSurplus + transfer.residual, transfer.votes);
    // Every option that reaches the quota while continuing is elected, in that round when all may be.
    const electedBefore = new Set<string>();
    for (const round of rounds) {
      for (const [id, votes] of Object.entries(round.counts)) {
        if (!electedBefore.has(id) && votes >= round.quota) expect(winners).toContain(id);
      }
      for (const id of round.winners) electedBefore.add(id);
      // A winner holds at most the quota from the round after its election on.
      for (const id of electedBefore) if (!round.winners.includes(id)) expect(round.counts[id]).toBeLessThanOrEqual(round.quota);
    }
    expect(winners.length).toBeLessThanOrEqual(seats);
    expect(new Set(winners).size).toBe(winners.length);
    expect(result.winner).toBe(winners[0] ?? null);
    // Without a tie the seats are filled, or every option is elected.
    if (totalVotes > 0 && result.tie === null) expect(winners).toHaveLength(Math.min(seats, options.length));
  };

  it('holds for every election and rules', () => {
    fc.assert(
      fc.property(electionWithRules, ([options, ballots, rules]) => check(options, countBallots(options, ballots, rules))),
      { numRuns: 1500 },
    );
  });
});
