export { countBallots, countPackedBallots } from './count-ballots';
export { droopQuota, SEATS } from './quota';
export type { BallotGroup, CountOption, CountResult, CountRound, CountRules, PackedBallots, RoundStatus, ThresholdRule } from './types';
