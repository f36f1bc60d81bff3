import type { PollOption } from '@runoff/domain';
import { ballotOrder } from './ballot-order';

const options: PollOption[] = Array.from({ length: 7 }, (_, order) => ({ id: `option_${order + 1}`, text: `O${order + 1}`, order }));
const ids = (list: readonly PollOption[]) => list.map((option) => option.id);

describe('ballotOrder (fair ballots)', () => {
  it("keeps the host's order when the poll does not shuffle", () => {
    expect(ids(ballotOrder([...options].reverse(), false, 'poll', 'voter'))).toEqual(ids(options));
  });

  it('gives the same voter the same order every time (a reload), a permutation of the options', () => {
    for (let voter = 0; voter < 200; voter++) {
      const first = ids(ballotOrder(options, true, 'poll-2', `participant-${voter}`));
      expect(ids(ballotOrder([...options].reverse(), true, 'poll-2', `participant-${voter}`))).toEqual(first);
      expect([...first].sort()).toEqual([...ids(options)].sort());
    }
  });

  it('gives voters their own orders: each option starts on top about as often as any other', () => {
    const onTop = new Map<string, number>();
    const orders = new Set<string>();
    for (let voter = 0; voter < 7000; voter++) {
      const order = ids(ballotOrder(options, true, 'poll-1', `participant-${voter}`));
      onTop.set(order[0]!, (onTop.get(order[0]!) ?? 0) + 1);
      orders.add(order.join());
    }
    // 1,000 expected each; a fair shuffle stays within ±20 % with overwhelming probability (σ ≈ 29).
    for (const option of options) expect(onTop.get(option.id)).toBeGreaterThan(800);
    for (const option of options) expect(onTop.get(option.id)).toBeLessThan(1200);
    expect(orders.size).toBeGreaterThan(3000);
  });
});
