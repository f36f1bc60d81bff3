import { Suspense, useMemo, useRef, useState, type ComponentType } from 'react';
import type { PollPageProps } from '@runoff/contracts';
import { Spinner } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import { submitSessionVote } from '../api/session-room';
import type { SessionQuestion } from '@runoff/domain';
import type { BallotChannel, RenderBallot } from './session-room-page';
import { OnScreen } from './on-screen';
import styles from './session-room.module.css';

export interface SessionQuestionViewProps {
  sessionId: string;
  question: SessionQuestion;
  questionCount: number;
  ResultsPanel: ComponentType<PollPageProps>;
  renderBallot: RenderBallot;
  /** Called once the view is on screen, the ballot's code loaded (the room's channel waits for it). */
  onShown: () => void;
}

/**
 * The current question as the room sees it: waiting for voting, the ballot while it is open, "waiting for
 * the next question" once voted or closed, and the results once the host shows them.
 */
export function SessionQuestionView({ sessionId, question, questionCount, ResultsPanel, renderBallot, onShown }: SessionQuestionViewProps) {
  const { t } = useText();
  const [votedHere, setVotedHere] = useState(false);
  const voted = question.youVoted || votedHere;
  const youVoted = useRef(voted);
  youVoted.current = voted;
  // One channel for the question's life: the ballot's voted state is not checked again on every turnout.
  const channel = useMemo<BallotChannel>(
    () => ({
      submit: async (ranking) => {
        await submitSessionVote(sessionId, question.id, ranking);
        setVotedHere(true);
      },
      hasVoted: () => Promise.resolve(youVoted.current),
    }),
    [sessionId, question.id],
  );

  return (
    <section className={styles.question} aria-labelledby="session-question-title">
      <p className={styles.number}>{t('session.questionOf', { number: question.number, count: questionCount })}</p>
      <h2 id="session-question-title" className={styles.questionTitle} dir="auto">
        {question.title}
      </h2>
      {question.description && <p dir="auto">{question.description}</p>}
      {/* The ballot's code loads when voting first opens (@dnd-kit); OnScreen waits for it. */}
      <Suspense fallback={<Spinner label={t('lobby.loadingBallot')} />}>
        {question.resultsShown ? (
          <ResultsPanel pollId={question.id} />
        ) : question.voting === 'not_started' ? (
          <p className={styles.waiting} role="status">
            {t('session.votingSoon')}
          </p>
        ) : question.voting === 'open' ? (
          <>
            {renderBallot(question, channel)}
            {voted && (
              <p className={styles.waiting} role="status">
                {t('session.waitingNext')}
              </p>
            )}
          </>
        ) : (
          <p className={styles.waiting} role="status">
            {t('session.closedHidden')}
          </p>
        )}
        <OnScreen onShown={onShown} />
      </Suspense>
    </section>
  );
}
