import type { ComponentType, ReactNode } from 'react';
import type { PollPageProps } from '@runoff/contracts';
import { Alert, Button, Spinner } from '@runoff/ui';
import { Link } from '@runoff/platform/router';
import { toFailure, useFailureText } from '@runoff/platform/i18n';
import { useText } from '../../../lib/i18n';
import { useSessionRoom } from '../hooks/use-session-room';
import { SessionJoinForm } from './session-join-form';
import { SessionQuestionView } from './session-question-view';
import { OnScreen } from './on-screen';
import type { SessionQuestion } from '@runoff/domain';
import styles from './session-room.module.css';

/** How a question's ballot reaches the server, and whether it already holds this person's. */
export interface BallotChannel {
  submit(ranking: string[]): Promise<void>;
  hasVoted(): Promise<boolean | null>;
}

/** How the page casts a ballot on a question: the vote feature's panel, given by the expose. */
export type RenderBallot = (question: SessionQuestion, channel: BallotChannel) => ReactNode;

export interface SessionRoomPageProps {
  sessionId: string;
  sessionTitle?: string;
  ResultsPanel: ComponentType<PollPageProps>;
  renderBallot: RenderBallot;
}

/** /sessions/:sessionId/join: the room's page of a session (issue 32), from joining to the last question. */
export function SessionRoomPage({ sessionId, sessionTitle, ResultsPanel, renderBallot }: SessionRoomPageProps) {
  const { t } = useText();
  const describe = useFailureText();
  const { state, joinWithName, joinAnonymously, retry, shown } = useSessionRoom(sessionId);

  if (state.step === 'loading') return <Spinner label={t('session.loading')} />;
  if (state.step === 'asking') {
    return <SessionJoinForm title={sessionTitle} busy={state.busy} error={state.error} onJoin={joinWithName} onJoinAnonymously={joinAnonymously} />;
  }
  if (state.step === 'gone' || state.step === 'failed') {
    return (
      <div className={styles.page}>
        <Alert>{state.step === 'gone' ? t('session.gone') : t('session.failed', { message: describe(toFailure(state.error)) })}</Alert>
        {state.step === 'failed' && (
          <Button variant="secondary" onClick={retry}>
            {t('session.retry')}
          </Button>
        )}
        <Link className={styles.back} to="/">
          {t('common.backToHome')}
        </Link>
      </div>
    );
  }
  const { session } = state;
  if (session.role !== 'participant') {
    // The host and co-hosts drive from the control page; this page would offer them a ballot the database refuses.
    return (
      <div className={styles.page}>
        <h1 className={styles.title} dir="auto">
          {session.title}
        </h1>
        <p>{t('session.youDrive')}</p>
        <OnScreen onShown={shown} />
        <Link className={styles.back} to={`/sessions/${encodeURIComponent(session.id)}`}>
          {t('session.openControl')}
        </Link>
      </div>
    );
  }
  const current = session.state.current;
  const question = current ? session.questions.find((q) => q.id === current.questionId) : undefined;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title} dir="auto">
          {session.title}
        </h1>
        <p className={styles.turnout} aria-live="polite">
          {current ? t('session.turnout', { voted: current.voted, joined: session.state.joined }) : t('session.joined', { joined: session.state.joined })}
        </p>
      </header>
      {!current || !question ? (
        <>
          <p className={styles.waiting} role="status">
            {t('session.notStarted')}
          </p>
          <OnScreen onShown={shown} />
        </>
      ) : (
        <SessionQuestionView
          key={question.id}
          sessionId={sessionId}
          question={question}
          questionCount={session.state.questionCount}
          ResultsPanel={ResultsPanel}
          renderBallot={renderBallot}
          onShown={shown}
        />
      )}
    </div>
  );
}
