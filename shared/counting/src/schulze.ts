import { headToHeadOf } from './head-to-head';
import { finish } from './method-result';
import type { MethodResult, StrongestPath } from './method-types';
import type { PairwiseTally } from './pairwise-tally';
import type { CountOption } from './types';

/**
 * Schulze (Markus Schulze, "A new monotonic, clone-independent, reversal symmetric, and Condorcet-consistent
 * single-winner election method", 2011, §2): a link i → j exists when more ballots rank i above j than j above
 * i; its strength is (winning votes, losing votes), the stronger link having more winning votes, or as many
 * and fewer losing votes (his "winning votes" measure). A path is as strong as its weakest link; p[i][j] is
 * the strongest path from i to j (widest paths, Floyd–Warshall, n³ steps). i wins when no p[j][i] is
 * stronger than p[i][j] for any j. Several such options are a tie, reported as one (Schulze breaks it with
 * a random ballot; Runoff draws no lots).
 */
export function countSchulze(options: readonly CountOption[], tally: PairwiseTally): MethodResult {
  const n = tally.optionCount;
  const { above } = tally;
  // Path strengths as (winning, losing) votes; -1 winning votes: no path.
  const win = new Float64Array(n * n).fill(-1);
  const lose = new Float64Array(n * n);
  // The option a path goes through (-1: the direct link), to write the path out.
  const via = new Int32Array(n * n).fill(-1);
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j < n; j += 1) {
      if (i !== j && above[i * n + j]! > above[j * n + i]!) {
        win[i * n + j] = above[i * n + j]!;
        lose[i * n + j] = above[j * n + i]!;
      }
    }
  }
  const stronger = (aw: number, al: number, bw: number, bl: number) => aw > bw || (aw === bw && al < bl);
  for (let k = 0; k < n; k += 1) {
    for (let i = 0; i < n; i += 1) {
      if (i === k || win[i * n + k]! < 0) continue;
      for (let j = 0; j < n; j += 1) {
        if (j === i || j === k || win[k * n + j]! < 0) continue;
        // The path i → k → j is as strong as the weaker of its two parts.
        let w = win[i * n + k]!;
        let l = lose[i * n + k]!;
        if (stronger(w, l, win[k * n + j]!, lose[k * n + j]!)) {
          w = win[k * n + j]!;
          l = lose[k * n + j]!;
        }
        if (stronger(w, l, win[i * n + j]!, lose[i * n + j]!)) {
          win[i * n + j] = w;
          lose[i * n + j] = l;
          via[i * n + j] = k;
        }
      }
    }
  }
  const beatsByPath = (i: number, j: number) => stronger(win[i * n + j]!, lose[i * n + j]!, win[j * n + i]!, lose[j * n + i]!);
  const score = new Float64Array(n);
  const top: number[] = [];
  for (let i = 0; i < n; i += 1) {
    let beaten = false;
    for (let j = 0; j < n; j += 1) {
      if (i === j) continue;
      if (beatsByPath(i, j)) score[i]! += 1;
      else if (beatsByPath(j, i)) beaten = true;
    }
    if (!beaten) top.push(i);
  }

  const route = (i: number, j: number): number[] => {
    const k = via[i * n + j]!;
    return k < 0 ? [i, j] : [...route(i, k), ...route(k, j).slice(1)];
  };
  const path = (i: number, j: number): StrongestPath => {
    const none = win[i * n + j]! < 0;
    return {
      from: options[i]!.id,
      to: options[j]!.id,
      votes: none ? 0 : win[i * n + j]!,
      against: none ? 0 : lose[i * n + j]!,
      through: none ? [] : route(i, j).map((o) => options[o]!.id),
    };
  };
  // The paths that decide: from each winner (or tied option) to every other option, and back.
  const paths: StrongestPath[] = [];
  const listed = new Set<number>();
  const add = (i: number, j: number) => {
    if (listed.has(i * n + j)) return;
    listed.add(i * n + j);
    paths.push(path(i, j));
  };
  for (const i of top) {
    for (let j = 0; j < n; j += 1) {
      if (i === j) continue;
      add(i, j);
      add(j, i);
    }
  }

  return finish('schulze', options, tally.totalVotes, top, score, { method: 'schulze', pairwise: headToHeadOf(options, tally), paths }, (w) => {
    // The winner's narrowest lead: the smallest gap between its strongest path to an option and that option's path back.
    let over = -1;
    let amount = Infinity;
    for (let j = 0; j < n; j += 1) {
      if (j === w) continue;
      const gap = Math.max(0, win[w * n + j]!) - Math.max(0, win[j * n + w]!);
      if (gap < amount) [over, amount] = [j, gap];
    }
    return over < 0 ? null : { over: options[over]!.id, amount, unit: 'votes' };
  });
}
