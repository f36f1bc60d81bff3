/**
 * What the explanations say, as messages: a key and its values, never a finished sentence. A catalog of
 * ICU MessageFormat texts (./messages/<language>.json: English inlined, the others loaded on demand) turns
 * them into text, so every sentence of a count is written once per language and the numbers in it are the
 * ones the count gave.
 *
 * Values: an option by its id (`{ option }`), several options (`{ options }`, read as "A, B and C"), a list
 * of smaller messages (`{ items }`, e.g. where a transfer's votes went), or a number (votes, a fraction, a
 * round), shown with at most 4 decimals, as the count's figures are exact to 4 places. A text's plurals
 * follow `{<value>Count}`: a number as shown, or how many options a list names.
 */
export interface OptionValue {
  option: string;
}
export interface OptionsValue {
  options: readonly string[];
}
export interface ItemsValue {
  items: readonly Message[];
  /** `and`: "A, B and C" (a sentence's list); `plain`: "A, B, C" (standings). */
  join: 'and' | 'plain';
}
export type MessageValue = number | OptionValue | OptionsValue | ItemsValue;

/** Every message and its values. The English text of each is in ./messages/en.json. */
export interface MessageValues {
  // What a round decided.
  'round.won': { option: OptionValue; votes: number; quota: number };
  'round.won-last': { option: OptionValue; votes: number };
  'round.elected': { option: OptionValue; votes: number; quota: number };
  'round.elected-remaining': { options: OptionsValue; quota: number };
  'round.no-quota': { quota: number };
  'round.no-quota-left': { quota: number };
  'round.eliminated': { option: OptionValue; votes: number };
  'round.eliminated-tie': { options: OptionsValue; option: OptionValue; votes: number };
  'round.elected-tie': { options: OptionsValue; option: OptionValue; votes: number };
  'round.tie': { options: OptionsValue; votes: number; quota: number };
  'round.seats-filled': { quota: number };
  // Where a round's votes go before the next round.
  'transfer.elimination': { from: OptionValue; votes: number; shares: ItemsValue };
  'transfer.elimination-empty': { from: OptionValue };
  'transfer.surplus': { from: OptionValue; votes: number; fraction: number; shares: ItemsValue };
  'transfer.no-surplus': { from: OptionValue };
  'share.option': { option: OptionValue; votes: number };
  'share.exhausted': { votes: number };
  'share.final-surplus': { votes: number };
  'share.residual': { votes: number };
  // The standings and the ballots out of the count.
  'tally.standings': { standings: ItemsValue };
  'tally.standing': { option: OptionValue; votes: number };
  'tally.exhausted': { votes: number };
  // A participant's own ballot, round by round.
  'ballot.first': { round: number; option: OptionValue };
  'ballot.stays': { round: number; option: OptionValue };
  'ballot.moved': { round: number; option: OptionValue; from: OptionValue };
  'ballot.moved-surplus': { round: number; option: OptionValue; from: OptionValue; value: number; kept: number };
  'ballot.exhausted': { round: number; from: OptionValue };
  'ballot.exhausted-surplus': { round: number; from: OptionValue; value: number; kept: number };
  'ballot.still-exhausted': { round: number };
  'ballot.with-winner': { round: number; option: OptionValue };
  'ballot.none': Record<string, never>;
  'ballot.helped-elect': { options: OptionsValue };
  'ballot.won': { option: OptionValue };
  'ballot.lost': { option: OptionValue; winners: OptionsValue };
  'ballot.tie': { option: OptionValue };
  'ballot.ended-exhausted': Record<string, never>;
  // Who beats whom.
  'pairwise.condorcet-same': { option: OptionValue };
  'pairwise.condorcet-elected': { option: OptionValue };
  'pairwise.condorcet-differs': { option: OptionValue; winners: OptionsValue };
  'pairwise.condorcet-tie': { option: OptionValue };
  'pairwise.no-condorcet': Record<string, never>;
  'pairwise.pair': { option: OptionValue; other: OptionValue; votes: number; against: number };
  // Every way to count, compared (the methods' names, each method's margin, a sentence per disagreement).
  'method.irv': Record<string, never>;
  'method.schulze': Record<string, never>;
  'method.ranked-pairs': Record<string, never>;
  'method.minimax': Record<string, never>;
  'method.copeland': Record<string, never>;
  'method.borda': Record<string, never>;
  'method.plurality': Record<string, never>;
  'margin.votes': { votes: number; option: OptionValue };
  'margin.points': { votes: number; option: OptionValue };
  'margin.wins': { votes: number; option: OptionValue };
  'compare.agree': { option: OptionValue };
  'compare.centre-squeeze': { option: OptionValue; round: number };
  'compare.condorcet-not-elected': { option: OptionValue; method: ItemsValue; winners: OptionsValue };
  'compare.condorcet-tie': { option: OptionValue; method: ItemsValue; options: OptionsValue };
  'compare.plurality': { option: OptionValue; winner: OptionValue; votes: number; against: number };
  'compare.borda': { option: OptionValue; winner: OptionValue; votes: number; against: number };
  'compare.cycle': { cycle: ItemsValue };
  'compare.beats': { option: OptionValue; other: OptionValue };
  'compare.no-condorcet': { options: OptionsValue };
  'compare.split': { methods: ItemsValue; winners: OptionsValue };
  'compare.tie': { methods: ItemsValue; options: OptionsValue };
  // A Condorcet method's count in its own terms.
  'schulze.path': { option: OptionValue; other: OptionValue; through: OptionsValue; votes: number; against: number };
  'schulze.path-direct': { option: OptionValue; other: OptionValue; votes: number; against: number };
  'schulze.no-path': { option: OptionValue; other: OptionValue };
  'schulze.won': { option: OptionValue };
  'pairs.locked': { option: OptionValue; other: OptionValue; votes: number; against: number };
  'pairs.skipped': { option: OptionValue; other: OptionValue; votes: number; against: number; cycle: ItemsValue };
  'pairs.won': { option: OptionValue };
  'method.tie': { options: OptionsValue; method: ItemsValue };
}

export type MessageKey = keyof MessageValues;

/** One message: its key and its values, checked against each other. */
export type Message = { [K in MessageKey]: { key: K; values: MessageValues[K] } }[MessageKey];

/** A message of a given key (the typed way to build one). */
export function message<K extends MessageKey>(key: K, values: MessageValues[K]): Message {
  return { key, values } as Message;
}

export const option = (id: string): OptionValue => ({ option: id });
export const options = (ids: readonly string[]): OptionsValue => ({ options: ids });
export const items = (list: readonly Message[], join: ItemsValue['join'] = 'and'): ItemsValue => ({ items: list, join });
