export { countBallots, countPackedBallots } from './count-ballots';
export { countHeadToHead, type HeadToHead } from './head-to-head';
export type {
  BallotGroup,
  CountOption,
  CountResult,
  CountRound,
  CountRules,
  PackedBallots,
  QuotaRule,
  RoundTransfer,
  ThresholdRule,
  TieBreak,
} from './types';
export { COUNT_METHODS, type CountMethod, type Margin, type MethodResult, type TallyMethod } from './method-types';
export { compareMethods, countWithMethod, isPairwiseMethod, MAX_PAIRWISE_OPTIONS, type MethodComparison, type MethodOutcome } from './count-methods';
