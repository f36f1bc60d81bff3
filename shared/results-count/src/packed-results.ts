import { countHeadToHead, countPackedBallots, type BallotGroup, type CountOption, type CountResult, type HeadToHead, type PackedBallots } from '@runoff/counting';
import { ResultsShapeError, type PollResults } from '@runoff/domain';

/**
 * A poll's results with its ballot groups packed as option indices (PackedBallots: three typed arrays).
 * Packed, 100,000 groups cross from the counting worker to the page as transferred buffers, in no time,
 * where as objects the page would spend longer than a frame rebuilding them.
 */
export type PackedPollResults = Omit<PollResults, 'ballots'> & { ballots: PackedBallots };

/** A poll's results with the engine's count of them: what the results panel, the animation and the CSV show. */
export interface CountedPoll {
  results: PackedPollResults;
  count: CountResult;
  /**
   * Who beats whom one on one, from the same ballots, counted beside the count (in the worker where there
   * is one): educational, never a second result (docs/explanations.md).
   */
  headToHead: HeadToHead;
  /** Option names by id, for display. */
  names: Record<string, string>;
}

/** The options as the engine sees them, in the poll's order: a packed choice is an index into these. */
export function countOptions(results: Pick<PollResults, 'poll'>): CountOption[] {
  return results.poll.options.map((option) => ({ id: option.id, name: option.text, order: option.order }));
}

/**
 * Builds packed ballots group by group. An id the poll does not have is stored as the option count,
 * which the engine skips (as it skips unknown ids in groups).
 */
export class BallotPacker {
  private readonly index = new Map<string, number>();
  private choices: Uint8Array | Uint16Array;
  private starts: Uint32Array;
  private weights: Float64Array;
  // Outside the options: the engine skips it.
  private readonly unknown: number;
  private used = 0;
  private groups = 0;

  constructor(options: readonly CountOption[], expectedGroups = 16) {
    // Beyond 65,534 options a choice would not fit in 16 bits; no poll comes near.
    if (options.length > 0xfffe) throw new ResultsShapeError(`The poll has too many options to count: ${options.length}`);
    this.unknown = options.length;
    options.forEach((option, i) => {
      if (!this.index.has(option.id)) this.index.set(option.id, i);
    });
    const size = Math.max(16, expectedGroups * Math.max(1, options.length));
    this.choices = options.length < 0xff ? new Uint8Array(size) : new Uint16Array(size);
    this.starts = new Uint32Array(Math.max(16, expectedGroups) + 1);
    this.weights = new Float64Array(Math.max(16, expectedGroups));
  }

  add({ ranking, count }: BallotGroup): void {
    if (this.used + ranking.length > this.choices.length) this.choices = grow(this.choices, this.used + ranking.length);
    if (this.groups + 2 > this.starts.length) {
      this.starts = grow(this.starts, this.groups + 2);
      this.weights = grow(this.weights, this.groups + 1);
    }
    for (const id of ranking) this.choices[this.used++] = this.index.get(id) ?? this.unknown;
    this.weights[this.groups] = count;
    this.groups += 1;
    this.starts[this.groups] = this.used;
  }

  /** The packed ballots, trimmed to their length (views share the buffers, which transfer whole). */
  done(): PackedBallots {
    return {
      choices: this.choices.slice(0, this.used),
      starts: this.starts.slice(0, this.groups + 1),
      weights: this.weights.slice(0, this.groups),
    };
  }
}

function grow<T extends Uint8Array | Uint16Array | Uint32Array | Float64Array>(array: T, atLeast: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(Math.max(atLeast, array.length * 2));
  bigger.set(array);
  return bigger;
}

/** The one engine's count of packed results, for the poll's number of winners. */
export function countPackedResults(results: PackedPollResults): CountResult {
  return countPackedBallots(countOptions(results), results.ballots, { seats: results.poll.seats });
}

/** Counts packed results, counts who beats whom, and names the options. */
function countPacked(results: PackedPollResults): CountedPoll {
  return withHeadToHead(results, countPackedResults(results));
}

/** The count completed with the head-to-head table of the same ballots and the options' names. */
export function withHeadToHead(results: PackedPollResults, count: CountResult): CountedPoll {
  const names = Object.fromEntries(results.poll.options.map((option) => [option.id, option.text]));
  return { results, count, headToHead: countHeadToHead(countOptions(results), results.ballots), names };
}

/** The same on results already parsed (fixtures, tests): packs the groups, then counts. */
export function countPollResults(results: PollResults): CountedPoll {
  const packer = new BallotPacker(countOptions(results), results.ballots.length);
  for (const group of results.ballots) packer.add(group);
  const { ballots: _groups, ...rest } = results;
  return countPacked({ ...rest, ballots: packer.done() });
}

/** Groups back from packed ballots (for the ballots CSV): ids of the poll's options, one group per packed ballot. */
export function unpackBallots(results: PackedPollResults): BallotGroup[] {
  const { choices, starts, weights } = results.ballots;
  const ids = results.poll.options.map((option) => option.id);
  const groups: BallotGroup[] = [];
  for (let b = 0; b + 1 < starts.length; b += 1) {
    const ranking: string[] = [];
    for (let p = starts[b]!; p < starts[b + 1]!; p += 1) {
      const id = ids[choices[p]!];
      if (id !== undefined) ranking.push(id);
    }
    groups.push({ ranking, count: weights ? weights[b]! : 1 });
  }
  return groups;
}
