import type { ComponentType } from 'react';
import type { PollPageProps } from '@runoff/contracts';
import { Alert, Spinner } from '@runoff/ui';
import { notice as failed, useNotice, useText } from '../../../lib/i18n';
import type { Outcome } from '../utils/outcome';
import type { SessionStage } from '../utils/session-stage';
import { JoinPanel } from './join-panel';
import { OutcomeBanner } from './outcome-banner';
import { VotingProgress } from './voting-progress';
import styles from './presenter.module.css';
import own from './session-presenter.module.css';

export interface SessionQuestionStageProps {
  stage: SessionStage;
  join: { url: string; code: string | null };
  outcome: { outcome: Outcome | null; error: unknown };
  ResultsStory: ComponentType<PollPageProps>;
}

/**
 * The body of a session's presenter: the join panel beside the room's turnout until the results are shown
 * (the room keeps joining late), the question and its options, then the outcome and the count explained.
 * Nothing of the count is read before the host shows it (useOutcome asks only then).
 */
export function SessionQuestionStage({ stage, join, outcome, ResultsStory }: SessionQuestionStageProps) {
  const { t } = useText();
  const say = useNotice();
  const joined = <p className={own.joined} data-testid="session-presenter-joined">{t('session.joined', { joined: stage.joined })}</p>;
  if (stage.kind === 'not-started') {
    return (
      <main className={styles.body}>
        <div className={styles.left}>
          <JoinPanel url={join.url} code={join.code} />
        </div>
        <div className={styles.right}>
          {joined}
          <p className={own.waiting} role="status">{t('sessionPresenter.notStarted')}</p>
        </div>
      </main>
    );
  }
  const { question, step } = stage;
  const heading = (
    <>
      <p className={own.number}>{t('session.questionOf', { number: question.number, count: stage.questionCount })}</p>
      <h2 className={own.question} dir="auto" data-testid="session-presenter-question">{question.title}</h2>
      {question.seats > 1 && <p className={styles.election}>{t('presenter.elects', { seats: question.seats })}</p>}
    </>
  );
  if (step === 'results') {
    return (
      <>
        <main className={styles.body}>
          <div className={styles.left}>
            {heading}
            {outcome.outcome && <OutcomeBanner outcome={outcome.outcome} />}
            {outcome.error !== null && <Alert>{say(failed('failure.loadResults', outcome.error))}</Alert>}
            {!outcome.outcome && outcome.error === null && <Spinner label={t('presenter.counting')} />}
          </div>
        </main>
        {outcome.outcome && outcome.outcome.kind !== 'no-votes' && (
          <section className={styles.story} aria-label={t('presenter.countExplained')} data-testid="presenter-story">
            <ResultsStory pollId={question.id} />
          </section>
        )}
      </>
    );
  }
  return (
    <main className={styles.body}>
      <div className={styles.left}>
        <JoinPanel url={join.url} code={join.code} />
      </div>
      <div className={`${styles.right} ${own.questionFirst}`}>
        {heading}
        {step === 'waiting' && (
          <ol className={own.options}>
            {question.options.map((option) => (
              <li key={option.id} dir="auto">{option.text}</li>
            ))}
          </ol>
        )}
        {step === 'waiting' ? joined : <VotingProgress voted={stage.voted} total={stage.joined} />}
        <p className={own.waiting} role="status" data-testid="session-presenter-status">
          {step === 'waiting' ? t('session.votingSoon') : step === 'voting' ? t('sessionPresenter.voting') : t('sessionPresenter.waitingNext')}
        </p>
      </div>
    </main>
  );
}
