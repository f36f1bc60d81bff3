import type { ComponentType } from 'react';
import type { PollPageProps } from '@runoff/contracts';
import { shortJoinUrl } from '@runoff/domain';
import { toFailure, useFailureText } from '@runoff/platform/i18n';
import { Link } from '@runoff/platform/router';
import { Alert, Button, ShareLink, Spinner } from '@runoff/ui';
import { Page } from '../../../lib/components/page';
import { SignedIn } from '../../../lib/components/signed-in';
import { useText } from '../../../lib/i18n';
import { addCohost, addQuestion, duplicateQuestion, moveSession, removeCohost, removeQuestion, reorderQuestions, setResults, setVoting } from '../api/session-host';
import { useSessionControl } from '../hooks/use-session-control';
import { AddQuestionForm } from './add-question-form';
import { CohostsPanel } from './cohosts-panel';
import { DriveControls } from './drive-controls';
import { QuestionList } from './question-list';
import styles from './session-host.module.css';

export interface SessionControlPageProps {
  sessionId: string;
  ResultsPanel: ComponentType<PollPageProps>;
}

function Control({ sessionId, ResultsPanel }: SessionControlPageProps) {
  const { t } = useText();
  const describe = useFailureText();
  const { load, busy, failure, act, reload } = useSessionControl(sessionId);

  if (load.status === 'loading') return <Spinner label={t('sessionHost.loading')} />;
  if (load.status === 'error') {
    return (
      <Page>
        <Alert>{describe(toFailure(load.error))}</Alert>
        <Button variant="secondary" onClick={() => void reload()}>
          {t('dashboard.tryAgain')}
        </Button>
      </Page>
    );
  }
  const { session } = load;
  const current = session.state.current;
  const question = current ? session.questions.find((q) => q.id === current.questionId) : undefined;
  const isHost = session.role === 'host';
  if (session.role === 'participant') {
    return (
      <Page title={session.title}>
        <Alert tone="info">{t('sessionHost.notDriver')}</Alert>
        <Link className={styles.linkButton} to={`/sessions/${encodeURIComponent(session.id)}/join`}>
          {t('sessionHost.openRoom')}
        </Link>
      </Page>
    );
  }
  return (
    <Page title={session.title}>
      {session.joinCode && (
        <ShareLink url={shortJoinUrl(window.location.origin, session.joinCode)} title={t('sessionHost.joinTitle')} joinCode={session.joinCode} />
      )}
      {/* The projector's page: the join panel, turnout and each question's count; it follows this page's moves. */}
      <Link className={styles.linkButton} to={`/sessions/${encodeURIComponent(session.id)}/present`}>
        {t('sessionHost.present')}
      </Link>
      <section className={styles.card} aria-labelledby="drive-heading">
        <h2 id="drive-heading" className={styles.heading}>
          {current ? t('sessionHost.currentOf', { number: current.number, count: session.state.questionCount }) : t('sessionHost.notStarted')}
        </h2>
        {question && (
          <p className={styles.currentTitle} dir="auto">
            {question.title}
          </p>
        )}
        <p className={styles.turnout} role="status">
          {current ? t('sessionHost.turnout', { voted: current.voted, joined: session.state.joined }) : t('sessionHost.joined', { joined: session.state.joined })}
        </p>
        {failure !== null && <Alert>{describe(toFailure(failure))}</Alert>}
        <DriveControls
          session={session}
          busy={busy}
          onMove={(direction) => void act(direction, () => moveSession(sessionId, direction))}
          onVoting={(open) => void act('voting', () => setVoting(sessionId, open))}
          onResults={(shown) => void act('results', () => setResults(sessionId, shown))}
        />
        {current && current.voting === 'closed' && (
          <>
            <p className={styles.lead}>{current.resultsShown ? t('sessionHost.resultsShown') : t('sessionHost.resultsHidden')}</p>
            {/* Read again once shown: the panel gives the count only once the question's poll is completed. */}
            <ResultsPanel key={`${current.questionId}:${String(current.resultsShown)}`} pollId={current.questionId} />
          </>
        )}
      </section>
      <section className={styles.card} aria-labelledby="questions-heading">
        <h2 id="questions-heading" className={styles.heading}>
          {t('sessionHost.questions')}
        </h2>
        <QuestionList
          questions={session.questions}
          currentId={current?.questionId ?? null}
          editable={isHost}
          busy={busy !== null}
          onDuplicate={(id) => void act('edit', () => duplicateQuestion(sessionId, id))}
          onRemove={(id) => void act('edit', () => removeQuestion(sessionId, id))}
          onReorder={(ids) => void act('edit', () => reorderQuestions(sessionId, ids))}
        />
      </section>
      <Link className={styles.linkButton} to={`/sessions/${encodeURIComponent(session.id)}/report`}>
        {t('sessionHost.report')}
      </Link>
      {/* Co-hosts and the questions' edits are the host's alone (session.not_host): a co-host sees neither. */}
      {isHost && session.cohosts && (
        <CohostsPanel
          cohosts={session.cohosts}
          onAdd={async (email) => {
            await addCohost(sessionId, email);
            await reload();
          }}
          onRemove={async (email) => {
            await removeCohost(sessionId, email);
            await reload();
          }}
        />
      )}
      {isHost && (
        <AddQuestionForm
          onAdd={async (added) => {
            await addQuestion(sessionId, added);
            await reload();
          }}
        />
      )}
    </Page>
  );
}

/** /sessions/:sessionId: the host's (or a co-host's) control page of a session (issue 32). */
export function SessionControlPage(props: SessionControlPageProps) {
  return <SignedIn>{() => <Control {...props} />}</SignedIn>;
}
