import type { BallotGroup, CountOption, PackedBallots } from '@runoff/counting';

/** Seeded so every run (and every child process) counts exactly the same ballots. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function benchOptions(count: number): CountOption[] {
  return Array.from({ length: count }, (_, i) => ({ id: `option_${i + 1}`, name: `Option ${i + 1}`, order: i }));
}

const SKEW = 0.6;

export type Shape = 'skewed' | 'distinct';

/**
 * Skewed: each ballot a Plackett–Luce draw with geometric option weights (popular options first more
 * often), which for 1,000,000 ballots of 10 options gives about 166,000 distinct rankings.
 * Distinct: uniformly random full rankings, a repeated one drawn again, so no two ballots agree.
 * `each` gets every ballot's full ranking as option indices (the array is reused).
 */
export function forEachRanking(shape: Shape, ballots: number, optionCount: number, each: (ranking: readonly number[]) => void, seed = 2009): void {
  const random = mulberry32(seed);
  const ranking: number[] = [];
  if (shape === 'skewed') {
    const weights = Array.from({ length: optionCount }, (_, i) => SKEW ** i);
    const left: number[] = [];
    for (let b = 0; b < ballots; b++) {
      left.length = 0;
      ranking.length = 0;
      for (let i = 0; i < optionCount; i++) left.push(i);
      while (left.length > 0) {
        let total = 0;
        for (const i of left) total += weights[i]!;
        let pick = random() * total;
        let at = 0;
        while (at < left.length - 1 && (pick -= weights[left[at]!]!) > 0) at++;
        ranking.push(left[at]!);
        left.splice(at, 1);
      }
      each(ranking);
    }
    return;
  }
  if (optionCount > 15) throw new Error('distinct rankings are keyed by a number: at most 15 options');
  const seen = new Set<number>();
  for (let b = 0; b < ballots; ) {
    ranking.length = 0;
    for (let i = 0; i < optionCount; i++) ranking.push(i);
    for (let i = optionCount - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [ranking[i], ranking[j]] = [ranking[j]!, ranking[i]!];
    }
    let key = 0;
    for (const option of ranking) key = key * 16 + option;
    if (seen.has(key)) continue;
    seen.add(key);
    each(ranking);
    b++;
  }
}

/** The ballots as the engine's public API takes them: one group of count 1 a ballot, option ids. */
export function makeBallots(shape: Shape, ballots: number, optionCount: number, seed = 2009): BallotGroup[] {
  const ids = benchOptions(optionCount).map((option) => option.id);
  const result: BallotGroup[] = [];
  forEachRanking(shape, ballots, optionCount, (ranking) => result.push({ ranking: ranking.map((option) => ids[option]!), count: 1 }), seed);
  return result;
}

/** The same ballots packed as the CSV reader holds them: one byte a preference. */
export function makePackedBallots(shape: Shape, ballots: number, optionCount: number, seed = 2009): PackedBallots {
  const choices = new Uint8Array(ballots * optionCount);
  const starts = new Uint32Array(ballots + 1);
  let length = 0;
  let b = 0;
  forEachRanking(shape, ballots, optionCount, (ranking) => {
    for (const option of ranking) choices[length++] = option;
    starts[++b] = length;
  }, seed);
  return { choices, starts };
}

/** How many different rankings the ballots hold. */
export function distinctRankings(ballots: readonly BallotGroup[]): number {
  return new Set(ballots.map((ballot) => ballot.ranking.join(','))).size;
}

/** The ballots grouped by identical ranking, as the database returns them. */
export function groupBallots(ballots: readonly BallotGroup[]): BallotGroup[] {
  const groups = new Map<string, BallotGroup>();
  for (const ballot of ballots) {
    const key = ballot.ranking.join('\u0000');
    const group = groups.get(key);
    if (group) group.count += ballot.count;
    else groups.set(key, { ranking: ballot.ranking, count: ballot.count });
  }
  return [...groups.values()];
}
