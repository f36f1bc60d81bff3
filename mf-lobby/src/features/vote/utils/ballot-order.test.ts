import type { PollOption } from '@runoff/domain';
import { ballotOrder, ballotOrderSecret } from './ballot-order';

const options: PollOption[] = Array.from({ length: 7 }, (_, order) => ({ id: `option_${order + 1}`, text: `O${order + 1}`, order }));
const ids = (list: readonly PollOption[]) => list.map((option) => option.id);

describe('ballotOrder (fair ballots)', () => {
  it("keeps the host's order when the poll does not shuffle", () => {
    expect(ids(ballotOrder([...options].reverse(), false, 'poll', 'secret'))).toEqual(ids(options));
  });

  it('gives the same voter the same order every time (a reload), a permutation of the options', () => {
    for (let voter = 0; voter < 200; voter++) {
      const first = ids(ballotOrder(options, true, 'poll-2', `secret-${voter}`));
      expect(ids(ballotOrder([...options].reverse(), true, 'poll-2', `secret-${voter}`))).toEqual(first);
      expect([...first].sort()).toEqual([...ids(options)].sort());
    }
  });

  it('gives voters their own orders: each option starts on top about as often as any other', () => {
    const onTop = new Map<string, number>();
    const orders = new Set<string>();
    for (let voter = 0; voter < 7000; voter++) {
      const order = ids(ballotOrder(options, true, 'poll-1', `secret-${voter}`));
      onTop.set(order[0]!, (onTop.get(order[0]!) ?? 0) + 1);
      orders.add(order.join());
    }
    // 1,000 expected each; a fair shuffle stays within ±20 % with overwhelming probability (σ ≈ 29).
    for (const option of options) expect(onTop.get(option.id)).toBeGreaterThan(800);
    for (const option of options) expect(onTop.get(option.id)).toBeLessThan(1200);
    expect(orders.size).toBeGreaterThan(3000);
  });

  it('gives one secret unrelated orders in different polls', () => {
    const orders = new Set<string>();
    for (let poll = 0; poll < 100; poll++) orders.add(ids(ballotOrder(options, true, `poll-${poll}`, 'one secret')).join());
    expect(orders.size).toBeGreaterThan(90);
  });
});

describe('ballotOrderSecret (issue 29: a start order nobody else can compute)', () => {
  afterEach(() => localStorage.clear());

  it("makes 128 random bits once per voter and keeps them under the voter's identity in this browser", () => {
    const secret = ballotOrderSecret('user-a');
    expect(secret).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem('runoff:user-a:ballot-order-secret')).toBe(secret);
    // A reload reads the same secret: the same order.
    expect(ballotOrderSecret('user-a')).toBe(secret);
    expect(ballotOrderSecret('user-b')).not.toBe(secret);
  });

  it('replaces a kept value that is not a secret it made', () => {
    localStorage.setItem('runoff:user-a:ballot-order-secret', 'poll-id-and-participant-id');
    expect(ballotOrderSecret('user-a')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('still makes a secret when storage refuses to keep it, for the life of the page', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      const secret = ballotOrderSecret('user-c');
      expect(secret).toMatch(/^[0-9a-f]{32}$/);
      expect(ballotOrderSecret('user-c')).toBe(secret);
      expect(localStorage.getItem('runoff:user-c:ballot-order-secret')).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });
});
