import type { CountRules } from './types';

/**
 * The count works in whole units of 0.0001 vote, RCTab's 4 decimal places: every sum is then exact, and
 * truncating a value to 4 places is an integer division.
 */
export const UNIT = 10_000;

/** The Droop quota in votes: floor(votes / (seats + 1)) + 1, never below 1 (product §1.2, with the seats). */
export function droopQuota(totalVotes: number, seats: number): number {
  return Math.max(1, Math.floor(totalVotes / (seats + 1)) + 1);
}

/**
 * The quota in units, from the votes counted in round one (`totalUnits`). With several seats RCTab fixes
 * it once from round one; `fractionalQuota` is its "non-integer winning threshold" (the smallest unit
 * above votes / (seats + 1) instead of the next whole vote); Hare (votes / seats) rounds up.
 */
export function quotaUnits(totalUnits: number, seats: number, rules: CountRules | undefined): number {
  const fractional = rules?.fractionalQuota;
  if (rules?.quota === 'hare') return fractional ? Math.ceil(totalUnits / seats) : Math.ceil(totalUnits / UNIT / seats) * UNIT;
  return fractional ? Math.floor(totalUnits / (seats + 1)) + 1 : droopQuota(totalUnits / UNIT, seats) * UNIT;
}

/**
 * The share of a winner's ballots that moves on, in units: surplus ÷ votes truncated to 4 places, as
 * RCTab's `divide` (RoundingMode.DOWN). BigInt keeps it exact past 2^53.
 */
export function surplusFraction(surplusUnits: number, votesUnits: number): number {
  const scaled = surplusUnits * UNIT;
  if (!scaled) return 0;
  return Number.isSafeInteger(scaled) ? Math.floor(scaled / votesUnits) : Number((BigInt(surplusUnits) * BigInt(UNIT)) / BigInt(votesUnits));
}

/**
 * The rules with their defaults. Only the seats are checked here (the count cannot run without a whole
 * number of them); which rule goes with how many seats is documented on CountRules and checked by
 * `pnpm tabulate`, as the app passes only seats.
 */
export function checkRules(rules: CountRules | undefined): CountRules & { seats: number } {
  const seats = rules?.seats ?? 1;
  if (!(seats >= 1 && seats % 1 === 0)) throw new RangeError('seats: a whole number from 1');
  return { ...rules, seats };
}
