import { isRecord } from './is-record';
import type { PollOption } from './poll';

/** A session as get_session returns it (docs/database-api.md, "Sessions"), for the host's page and the room alike. */
type SessionVoting = 'not_started' | 'open' | 'closed';

/** Where the session is: what get_session's `state` and the room's `session_summary` carry (never names). */
export interface SessionState {
  questionCount: number;
  joined: number;
  current: {
    questionId: string;
    number: number;
    voting: SessionVoting;
    resultsShown: boolean;
    voted: number;
    /** A driver's move carries the question itself (the room's page follows without reading the session). */
    question?: SessionQuestion;
  } | null;
  /**
   * The order of what the page follows: a summary's number, or in get_session's state the number of summaries
   * pushed when it read (that read is at least as new as that summary). Absent where an answer carries none.
   */
  seq?: number;
}

/** A question: a poll's ballot, with the session's voting state, its turnout and the caller's vote. */
export interface SessionQuestion {
  id: string;
  number: number;
  title: string;
  description: string;
  options: PollOption[];
  minRanked: number | null;
  seats: number;
  shuffleBallots: boolean;
  voting: SessionVoting;
  resultsShown: boolean;
  voted: number;
  youVoted: boolean;
}

export interface Session {
  id: string;
  title: string;
  role: 'host' | 'cohost' | 'participant';
  joinCode: string | null;
  topic: string;
  resultsHiddenUntilRevealed: boolean;
  state: SessionState;
  questions: SessionQuestion[];
}

/** A line of get_my_sessions, for the dashboard. */
export interface ListedSession {
  id: string;
  title: string;
  role: 'host' | 'cohost';
  questionCount: number;
  participantCount: number;
  createdAt: string;
}

/** Thrown when a SQL function answers with something that is not the documented session shape. */
export class SessionShapeError extends Error {
  override name = 'SessionShapeError';
}

function record(value: unknown, what: string): Record<string, unknown> {
  if (!isRecord(value)) throw new SessionShapeError(`The server sent no ${what}`);
  return value;
}
function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new SessionShapeError(`The server sent no ${what}`);
  return value;
}
function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}
function voting(value: unknown): SessionVoting {
  return value === 'open' || value === 'closed' ? value : 'not_started';
}

export function parseSessionState(value: unknown): SessionState {
  const state = record(value, 'session state');
  const current = state.current === null || state.current === undefined ? null : record(state.current, 'current question');
  return {
    questionCount: count(state.questionCount),
    joined: count(state.joined),
    current: current && {
      questionId: text(current.questionId, 'question id'),
      number: count(current.number),
      voting: voting(current.voting),
      resultsShown: current.resultsShown === true,
      voted: count(current.voted),
      ...(isRecord(current.question) ? { question: parseQuestion({ ...current.question, youVoted: false }) } : {}),
    },
    ...(typeof state.seq === 'number' && Number.isInteger(state.seq) && state.seq >= 0 ? { seq: state.seq } : {}),
  };
}

function parseOption(value: unknown, index: number): PollOption {
  const option = record(value, 'option');
  return { id: text(option.id, 'option id'), text: text(option.text, 'option text'), order: typeof option.order === 'number' ? option.order : index };
}

function parseQuestion(value: unknown): SessionQuestion {
  const question = record(value, 'question');
  if (!Array.isArray(question.options)) throw new SessionShapeError('The server sent a question without options');
  return {
    id: text(question.id, 'question id'),
    number: count(question.number),
    title: text(question.title, 'question title'),
    description: typeof question.description === 'string' ? question.description : '',
    options: question.options.map(parseOption),
    minRanked: typeof question.minRanked === 'number' ? question.minRanked : null,
    seats: typeof question.seats === 'number' ? question.seats : 1,
    shuffleBallots: question.shuffleBallots !== false,
    voting: voting(question.voting),
    resultsShown: question.resultsShown === true,
    voted: count(question.voted),
    youVoted: question.youVoted === true,
  };
}

/** get_session's answer: the same shape for the host, a co-host and a participant (the role says which). */
export function parseSession(value: unknown): Session {
  const session = record(value, 'session');
  const role = session.role === 'host' || session.role === 'cohost' ? session.role : 'participant';
  return {
    id: text(session.id, 'session id'),
    title: text(session.title, 'session title'),
    role,
    joinCode: typeof session.joinCode === 'string' ? session.joinCode : null,
    topic: text(session.topic, 'session topic'),
    resultsHiddenUntilRevealed: session.resultsHiddenUntilRevealed !== false,
    state: parseSessionState(session.state),
    questions: Array.isArray(session.questions) ? session.questions.map(parseQuestion) : [],
  };
}

export function parseListedSessions(value: unknown): ListedSession[] {
  if (!Array.isArray(value)) throw new SessionShapeError('The server sent no sessions');
  return value.map((item) => {
    const session = record(item, 'session');
    return {
      id: text(session.id, 'session id'),
      title: text(session.title, 'session title'),
      role: session.role === 'cohost' ? 'cohost' : 'host',
      questionCount: count(session.questionCount),
      participantCount: count(session.participantCount),
      createdAt: typeof session.createdAt === 'string' ? session.createdAt : '',
    };
  });
}

/**
 * The room's page after a pushed summary, without reading the session again: the current question's voting,
 * results and turnout from the summary, a question the page has not shown yet from a driver's move (which
 * carries it). Null when the page must read the session (a summary naming a question it does not carry).
 */
export function followSummary(session: Session, pushed: SessionState): Session | null {
  // A summary the page has already followed, or one older than its last read, tells it nothing new.
  if (isOlder(pushed, session.state)) return session;
  const current = pushed.current;
  if (current === null) return { ...session, state: pushed };
  const { question: carried, ...where } = current;
  const state: SessionState = { ...pushed, current: where };
  const follow = (question: SessionQuestion): SessionQuestion => ({
    ...question,
    number: where.number,
    voting: where.voting,
    resultsShown: where.resultsShown,
    voted: where.voted,
  });
  const known = session.questions.find((question) => question.id === where.questionId);
  if (known) return { ...session, state, questions: session.questions.map((question) => (question === known ? follow(question) : question)) };
  if (carried?.id === where.questionId) return { ...session, state, questions: [...session.questions, follow(carried)] };
  return null;
}

/** True when `state` is known to be older than or as old as `than` (both carry their order). */
function isOlder(state: SessionState, than: SessionState): boolean {
  return state.seq !== undefined && than.seq !== undefined && state.seq <= than.seq;
}

/**
 * The page after a read of the session. A read that began before a driver's move and answers after the page
 * followed the move's summary is older than what the page shows: taking it would put the page back (the
 * room's phones went back to the previous question until their next read). Then the page stays where it is
 * and takes from the read only the caller's own votes; otherwise the read is the page.
 */
export function followRead(shown: Session | null, read: Session): Session {
  if (!shown || shown.id !== read.id || read.state.seq === undefined || shown.state.seq === undefined || read.state.seq >= shown.state.seq) {
    return read;
  }
  const voted = new Set(read.questions.filter((question) => question.youVoted).map((question) => question.id));
  return { ...shown, questions: shown.questions.map((question) => (voted.has(question.id) && !question.youVoted ? { ...question, youVoted: true } : question)) };
}
