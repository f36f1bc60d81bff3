import type { MessageKey } from './messages';

/**
 * A template: text with `{name}` for each value, or one text per plural category (Intl.PluralRules) of
 * the number value named by `plural`.
 */
export type Template = string | ({ plural: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>);

/** The texts of one language: its BCP 47 tag (lists and plurals follow it) and a template per message. */
export interface Catalog {
  language: string;
  templates: Record<MessageKey, Template>;
}

const votes = (one: string, other: string): Template => ({ plural: 'votes', one, other });

/** Runoff's English: every sentence the count's explanations use. */
export const en: Catalog = {
  language: 'en',
  templates: {
    'round.won': votes('{option} reaches the quota of {quota} with {votes} vote and wins.', '{option} reaches the quota of {quota} with {votes} votes and wins.'),
    'round.won-last': votes('{option} is the last option remaining and wins with {votes} vote.', '{option} is the last option remaining and wins with {votes} votes.'),
    'round.elected': votes(
      '{option} reaches the quota of {quota} with {votes} vote and is elected.',
      '{option} reaches the quota of {quota} with {votes} votes and is elected.',
    ),
    'round.elected-remaining': {
      plural: 'count',
      one: '{options} is elected without reaching the quota of {quota}: no more options remain in the count than seats to fill.',
      other: '{options} are elected without reaching the quota of {quota}: no more options remain in the count than seats to fill.',
    },
    'round.no-quota': 'No option reaches the quota of {quota}.',
    'round.no-quota-left': 'No option still to be elected reaches the quota of {quota}.',
    'round.eliminated': votes('{option} has the fewest votes ({votes} vote) and is eliminated.', '{option} has the fewest votes ({votes}) and is eliminated.'),
    'round.eliminated-tie': votes(
      "{options} tie for the fewest votes ({votes} vote each). The poll's option order breaks the tie: {option}, the later option, is eliminated.",
      "{options} tie for the fewest votes ({votes} each). The poll's option order breaks the tie: {option}, the later option, is eliminated.",
    ),
    'round.elected-tie': votes(
      "{options} tie with {votes} vote each. The poll's option order breaks the tie: {option}, the earlier option, is elected first.",
      "{options} tie with {votes} votes each. The poll's option order breaks the tie: {option}, the earlier option, is elected first.",
    ),
    'round.tie': votes(
      '{options} have {votes} vote each, below the quota of {quota}: nothing separates them, so the count ends in a tie.',
      '{options} have {votes} votes each, below the quota of {quota}: nothing separates them, so the count ends in a tie.',
    ),
    'round.seats-filled': 'Every seat is filled. The final tally: each winner keeps the quota of {quota} at most.',
    'transfer.elimination': votes(
      'The ballots of {from} ({votes} vote) move to their next choice still in the count: {shares}.',
      'The ballots of {from} ({votes} votes) move to their next choice still in the count: {shares}.',
    ),
    'transfer.elimination-empty': '{from} has no votes to pass on.',
    'transfer.surplus': votes(
      "The surplus of {from} ({votes} vote above the quota) passes on at {fraction} of each ballot's value: {shares}.",
      "The surplus of {from} ({votes} votes above the quota) passes on at {fraction} of each ballot's value: {shares}.",
    ),
    'transfer.no-surplus': '{from} has no votes above the quota to pass on.',
    'share.option': '{votes} to {option}',
    'share.exhausted': '{votes} exhausted (no further choice)',
    'share.final-surplus': '{votes} to nobody, as every seat is filled (final surplus)',
    'share.residual': '{votes} lost to rounding down (residual surplus)',
    'tally.standings': '{standings}.',
    'tally.standing': '{option} {votes}',
    'tally.exhausted': votes(
      '{votes} vote is exhausted so far: its ballot ranks no option still in the count.',
      '{votes} votes are exhausted so far: their ballots rank no option still in the count.',
    ),
    'ballot.first': 'Round {round}: counted for {option}.',
    'ballot.stays': 'Round {round}: still counted for {option}.',
    'ballot.moved': 'Round {round}: moved to {option} when {from} was eliminated.',
    'ballot.moved-surplus': 'Round {round}: {from} was elected; {value} of your vote passed on to {option} and {kept} stayed with {from}.',
    'ballot.exhausted': 'Round {round}: exhausted when {from} was eliminated, as your ballot ranks no option still in the count.',
    'ballot.exhausted-surplus':
      'Round {round}: {from} was elected; {value} of your vote had no option left to go to and is exhausted, and {kept} stayed with {from}.',
    'ballot.still-exhausted': 'Round {round}: exhausted.',
    'ballot.with-winner': 'Round {round}: stays with {option}, elected.',
    'ballot.none': 'Your ballot ranks no option of this poll.',
    'ballot.helped-elect': 'Your vote helped elect {options}.',
    'ballot.won': 'Your vote is still with {option}, the winner.',
    'ballot.lost': 'Your vote was still with {option} when the count ended; {winners} won.',
    'ballot.tie': 'Your vote was still with {option}, one of the tied options.',
    'ballot.ended-exhausted': 'Your ballot was exhausted before the count ended: it ranks no option that was still in the count.',
    'pairwise.condorcet-same': '{option}, the ranked-choice winner, also beats every other option one on one: it is the Condorcet winner.',
    'pairwise.condorcet-elected': '{option} beats every other option one on one (the Condorcet winner) and is one of the winners.',
    'pairwise.condorcet-differs': {
      plural: 'count',
      one: '{option} beats every other option one on one (the Condorcet winner), but {winners} wins the ranked-choice count, and that is the result: the two ways of counting can disagree.',
      other: '{option} beats every other option one on one (the Condorcet winner), but {winners} win the ranked-choice count, and that is the result: the two ways of counting can disagree.',
    },
    'pairwise.condorcet-tie': '{option} beats every other option one on one (the Condorcet winner); the ranked-choice count, which is the result, ends in a tie.',
    'pairwise.no-condorcet': 'No option beats every other one on one: there is no Condorcet winner. The ranked-choice count decides, as always.',
    'pairwise.pair': '{option} over {other}: {votes} to {against}',
  },
};

/** Every catalog there is, by language (issue 23 adds more); English is the fallback. */
export const catalogs: readonly Catalog[] = [en];

/**
 * The catalog for a BCP 47 tag (an embed's `lang`, a browser's language): the exact language, else its
 * primary subtag ("en-GB" → en), else English.
 */
export function catalogFor(locale: string | undefined): Catalog {
  const tag = (locale ?? '').trim().toLowerCase();
  const primary = tag.split('-')[0];
  return catalogs.find((c) => c.language.toLowerCase() === tag) ?? catalogs.find((c) => c.language.toLowerCase() === primary) ?? en;
}
