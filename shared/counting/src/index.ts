export { countBallots, countPackedBallots } from './count-ballots';
export { droopQuota } from './quota';
export { countHeadToHead, type HeadToHead } from './head-to-head';
export type {
  BallotGroup,
  CountOption,
  CountResult,
  CountRound,
  CountRules,
  PackedBallots,
  QuotaRule,
  RoundStatus,
  RoundTransfer,
  ThresholdRule,
  TieBreak,
} from './types';
