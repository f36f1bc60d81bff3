export { countBallots } from './count-ballots';
export { droopQuota, SEATS } from './quota';
export type { BallotGroup, CountOption, CountResult, CountRound, RoundStatus } from './types';
