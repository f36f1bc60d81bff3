import { headToHeadOf } from './head-to-head';
import { finish, pollOrder } from './method-result';
import type { MethodResult, RankedPair } from './method-types';
import type { PairwiseTally } from './pairwise-tally';
import type { CountOption } from './types';

/**
 * Ranked Pairs (T. N. Tideman, "Independence of clones as a criterion for voting rules", 1987): every pair
 * one option wins one on one, strongest first (more winning votes; on equal winning votes, fewer losing
 * votes), is locked in unless it would close a cycle with the pairs locked before it. The option no locked
 * pair points to wins. Pairs of exactly equal strength are taken in Tideman's tie-breaking ranking of the
 * options, which is the poll's option order: the pair whose winner comes first, then the one whose loser
 * comes last (Zavist & Tideman 1989), and the explanation marks them. Options that tie one on one form no
 * pair: when several options have no locked pair against them, that is a tie, reported as one.
 */
export function countRankedPairs(options: readonly CountOption[], tally: PairwiseTally): MethodResult {
  const n = tally.optionCount;
  const { above } = tally;
  const rank = new Int32Array(n);
  pollOrder(options).forEach((option, position) => (rank[option] = position));
  const candidates: Array<[number, number]> = [];
  for (let i = 0; i < n; i += 1) for (let j = 0; j < n; j += 1) if (above[i * n + j]! > above[j * n + i]!) candidates.push([i, j]);
  const votes = ([i, j]: [number, number]) => above[i * n + j]!;
  const against = ([i, j]: [number, number]) => above[j * n + i]!;
  candidates.sort((a, b) => votes(b) - votes(a) || against(a) - against(b) || rank[a[0]]! - rank[b[0]]! || rank[b[1]]! - rank[a[1]]!);

  // locked[i] lists the options i is locked above directly.
  const locked: number[][] = Array.from({ length: n }, () => []);
  const lockedAgainst = new Uint8Array(n);
  const pairs: RankedPair[] = candidates.map((pair, index) => {
    const [i, j] = pair;
    const equal = (other: [number, number] | undefined) => other !== undefined && votes(other) === votes(pair) && against(other) === against(pair);
    const back = pathBetween(locked, j, i);
    if (back === null) {
      locked[i]!.push(j);
      lockedAgainst[j] = 1;
    }
    return {
      winner: options[i]!.id,
      loser: options[j]!.id,
      votes: votes(pair),
      against: against(pair),
      locked: back === null,
      // i → j, then the locked path j → … → i back to the start.
      cycle: back === null ? null : [i, ...back].map((o) => options[o]!.id),
      orderedByPollOrder: equal(candidates[index - 1]) || equal(candidates[index + 1]),
    };
  });

  // Score: how many options each is locked above, directly or through others (the locked order's depth).
  const score = new Float64Array(n);
  for (let i = 0; i < n; i += 1) score[i] = reachable(locked, i) - 1;
  const top: number[] = [];
  for (let i = 0; i < n; i += 1) if (!lockedAgainst[i]) top.push(i);

  return finish('ranked-pairs', options, tally.totalVotes, top, score, { method: 'ranked-pairs', pairwise: headToHeadOf(options, tally), pairs }, (w) => {
    // The winner is locked above every option through a chain of locked pairs. Its margin: over the option
    // whose best chain is weakest, that chain's weakest pair (votes − against).
    const margin = (i: number, j: number) => above[i * n + j]! - above[j * n + i]!;
    const best = new Float64Array(n).fill(-1);
    best[w] = Infinity;
    for (let changed = true; changed; ) {
      changed = false;
      for (let i = 0; i < n; i += 1) {
        if (best[i]! < 0) continue;
        for (const j of locked[i]!) {
          const through = Math.min(best[i]!, margin(i, j));
          if (through > best[j]!) [best[j], changed] = [through, true];
        }
      }
    }
    let over = -1;
    for (let j = 0; j < n; j += 1) if (j !== w && (over < 0 || best[j]! < best[over]!)) over = j;
    return over < 0 ? null : { over: options[over]!.id, amount: best[over]!, unit: 'votes' };
  });
}

/** A path of locked pairs from `from` to `to` (options in order, both ends included), or null. */
function pathBetween(locked: readonly number[][], from: number, to: number): number[] | null {
  const cameFrom = new Map<number, number>([[from, -1]]);
  const queue = [from];
  for (let at = 0; at < queue.length; at += 1) {
    const option = queue[at]!;
    if (option === to) {
      const path = [to];
      for (let step = cameFrom.get(to)!; step >= 0; step = cameFrom.get(step)!) path.unshift(step);
      return path;
    }
    for (const next of locked[option]!) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, option);
        queue.push(next);
      }
    }
  }
  return null;
}

function reachable(locked: readonly number[][], from: number): number {
  const seen = new Set([from]);
  const stack = [from];
  while (stack.length > 0) {
    for (const next of locked[stack.pop()!]!) {
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(next);
    }
  }
  return seen.size;
}
