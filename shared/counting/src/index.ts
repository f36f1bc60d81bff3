export { countBallots, countPackedBallots } from './count-ballots';
export { droopQuota } from './quota';
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
