/** get_session as the host's control page reads it (docs/database-api.md, "Sessions"). */
type QuestionVoting = 'not_started' | 'open' | 'closed';

export interface HostQuestion {
  id: string;
  number: number;
  title: string;
  optionCount: number;
  seats: number;
  voting: QuestionVoting;
  resultsShown: boolean;
  voted: number;
}

export interface HostState {
  questionCount: number;
  joined: number;
  current: { questionId: string; number: number; voting: QuestionVoting; resultsShown: boolean; voted: number } | null;
}

export interface HostSession {
  id: string;
  title: string;
  role: 'host' | 'cohost' | 'participant';
  joinCode: string | null;
  topic: string;
  resultsHiddenUntilRevealed: boolean;
  state: HostState;
  questions: HostQuestion[];
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

export function parseHostState(value: unknown): HostState {
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

function parseQuestion(value: unknown): HostQuestion {
  const question = dict(value, 'question');
  return {
    id: text(question.id, 'question id'),
    number: count(question.number),
    title: text(question.title, 'question title'),
    optionCount: Array.isArray(question.options) ? question.options.length : 0,
    seats: typeof question.seats === 'number' ? question.seats : 1,
    voting: voting(question.voting),
    resultsShown: question.resultsShown === true,
    voted: count(question.voted),
  };
}

export function parseHostSession(value: unknown): HostSession {
  const session = dict(value, 'session');
  const role = session.role === 'host' || session.role === 'cohost' ? session.role : 'participant';
  return {
    id: text(session.id, 'session id'),
    title: text(session.title, 'session title'),
    role,
    joinCode: typeof session.joinCode === 'string' ? session.joinCode : null,
    topic: text(session.topic, 'session topic'),
    resultsHiddenUntilRevealed: session.resultsHiddenUntilRevealed !== false,
    state: parseHostState(session.state),
    questions: Array.isArray(session.questions) ? session.questions.map(parseQuestion) : [],
  };
}

export function parseListedSessions(value: unknown): ListedSession[] {
  if (!Array.isArray(value)) throw new Error('The server sent no sessions');
  return value.map((item) => {
    const session = dict(item, 'session');
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
