import type { Session, SessionQuestion } from '@runoff/domain';

/**
 * What the session's presenter shows (issue 32): the join panel before the first question; the current
 * question while it waits and while it is voted on (with turnout); "waiting for the next question" once its
 * voting closed while its results stay hidden; the count once the host shows them.
 */
export type SessionStage =
  | { kind: 'not-started'; joined: number; questionCount: number }
  | { kind: 'question'; question: SessionQuestion; questionCount: number; joined: number; voted: number; step: 'waiting' | 'voting' | 'closed' | 'results' };

export function sessionStage(session: Session): SessionStage {
  const { state } = session;
  const current = state.current;
  const question = current ? session.questions.find((q) => q.id === current.questionId) : undefined;
  if (!current || !question) return { kind: 'not-started', joined: state.joined, questionCount: state.questionCount };
  // The summary (pushed, newer) says where the question is; the question read with get_session says what it is.
  const step = current.voting === 'not_started' ? 'waiting' : current.voting === 'open' ? 'voting' : current.resultsShown ? 'results' : 'closed';
  return { kind: 'question', question, questionCount: state.questionCount, joined: state.joined, voted: current.voted, step };
}

/** What the host can do now, in the order the buttons and keys offer it. */
export interface SessionMoves {
  previous: boolean;
  next: boolean;
  openVoting: boolean;
  closeVoting: boolean;
  showResults: boolean;
  hideResults: boolean;
}

export function sessionMoves(session: Session): SessionMoves {
  const current = session.state.current;
  const count = session.state.questionCount;
  return {
    previous: current !== null && current.number > 1,
    next: count > 0 && (current === null || current.number < count),
    openVoting: current?.voting === 'not_started',
    closeVoting: current?.voting === 'open',
    showResults: current?.voting === 'closed' && !current.resultsShown,
    hideResults: current?.voting === 'closed' && current.resultsShown,
  };
}
