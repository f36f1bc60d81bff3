/**
 * The poll as the SQL API returns it (docs/database-api.md) and the checks that turn the API's JSON into
 * these types. Plain data and functions: no state, so any app may bundle its own copy.
 */
export { POLL_STATUSES, POLL_VOTERS, type Poll, type PollOption, type PollStatus, type PollVoters } from './poll';
export { parsePoll, parsePolls, PollShapeError } from './parse-poll';
/** The poll's counting methods (issue 31), as the engine names them: the apps need not depend on it for the list. */
export { COUNT_METHODS, type CountMethod } from '@runoff/counting';
export type { PollResults, PublishedBallotList } from './poll-results';
export { isBallotGroup, malformedWeight, parsePollResults, ResultsShapeError } from './parse-poll-results';
export { isRecord } from './is-record';
export { defuseBallotCell, restoreBallotCell } from './ballot-csv-cell';
export {
  isJoinCode,
  normalizeJoinCode,
  parseJoinCode,
  parseResolvedJoinCode,
  longJoinUrl,
  shortJoinUrl,
  votingCodeUrl,
  type ResolvedJoinCode,
} from './join-code';
export { TEXT_LIMITS } from './limits';
export { readOwnBallot, storeOwnBallot } from './own-ballot';
export {
  followSummary,
  followRead,
  parseListedSessions,
  parseSession,
  parseSessionState,
  type ListedSession,
  type Session,
  type SessionQuestion,
  type SessionState,
} from './parse-session';
