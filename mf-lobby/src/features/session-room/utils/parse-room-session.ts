import type { PollOption } from '@runoff/domain';

/** Where the session is: what get_session's `state` and the room's `session_summary` carry (never names). */
export interface RoomState {
  questionCount: number;
  joined: number;
  current: { questionId: string; number: number; voting: QuestionVoting; resultsShown: boolean; voted: number } | null;
}

type QuestionVoting = 'not_started' | 'open' | 'closed';

/** A question as the room sees it: a poll's ballot, with the session's voting state and the caller's vote. */
export interface RoomQuestion {
  id: string;
  number: number;
  title: string;
  description: string;
  options: PollOption[];
  minRanked: number | null;
  shuffleBallots: boolean;
  voting: QuestionVoting;
  resultsShown: boolean;
  youVoted: boolean;
}

export interface RoomSession {
  id: string;
  title: string;
  role: 'host' | 'cohost' | 'participant';
  topic: string;
  state: RoomState;
  questions: RoomQuestion[];
}

type Dict = Record<string, unknown>;

function dict(value: unknown, what: string): Dict {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`The server sent no ${what}`);
  return value as Dict;
}
function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new Error(`The server sent no ${what}`);
  return value;
}
function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}
function voting(value: unknown): QuestionVoting {
  return value === 'open' || value === 'closed' ? value : 'not_started';
}

export function parseRoomState(value: unknown): RoomState {
  const state = dict(value, 'session state');
  const current = state.current === null || state.current === undefined ? null : dict(state.current, 'current question');
  return {
    questionCount: count(state.questionCount),
    joined: count(state.joined),
    current: current && {
      questionId: text(current.questionId, 'question id'),
      number: count(current.number),
      voting: voting(current.voting),
      resultsShown: current.resultsShown === true,
      voted: count(current.voted),
    },
  };
}

function parseOption(value: unknown, index: number): PollOption {
  const option = dict(value, 'option');
  return { id: text(option.id, 'option id'), text: text(option.text, 'option text'), order: typeof option.order === 'number' ? option.order : index };
}

function parseQuestion(value: unknown): RoomQuestion {
  const question = dict(value, 'question');
  if (!Array.isArray(question.options)) throw new Error('The server sent a question without options');
  return {
    id: text(question.id, 'question id'),
    number: count(question.number),
    title: text(question.title, 'question title'),
    description: typeof question.description === 'string' ? question.description : '',
    options: question.options.map(parseOption),
    minRanked: typeof question.minRanked === 'number' ? question.minRanked : null,
    shuffleBallots: question.shuffleBallots !== false,
    voting: voting(question.voting),
    resultsShown: question.resultsShown === true,
    youVoted: question.youVoted === true,
  };
}

/** get_session's answer, as the participant's page needs it. */
export function parseRoomSession(value: unknown): RoomSession {
  const session = dict(value, 'session');
  const role = session.role === 'host' || session.role === 'cohost' ? session.role : 'participant';
  return {
    id: text(session.id, 'session id'),
    title: text(session.title, 'session title'),
    role,
    topic: text(session.topic, 'session topic'),
    state: parseRoomState(session.state),
    questions: Array.isArray(session.questions) ? session.questions.map(parseQuestion) : [],
  };
}

/** Whether a pushed state moves the page (another question, voting or results): then the session is read again. */
export function movesThePage(before: RoomState, after: RoomState): boolean {
  const [a, b] = [before.current, after.current];
  if (a === null || b === null) return a !== b;
  return a.questionId !== b.questionId || a.voting !== b.voting || a.resultsShown !== b.resultsShown;
}
