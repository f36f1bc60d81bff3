import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { MotionConfig } from 'framer-motion';
import type { CountAnimationProps, PollPageProps } from '@runoff/contracts';
import { shortJoinUrl, type Session } from '@runoff/domain';
import { LocaleScope, localeDirection, toFailure, useFailureText, type Locale } from '@runoff/platform/i18n';
import { Link } from '@runoff/platform/router';
import { Alert, Button, LanguageMenu, Spinner } from '@runoff/ui';
import { useNotice, useText } from '../../../lib/i18n';
import { moveSession, setSessionResults, setSessionVoting } from '../api/session-presenter';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useOutcome } from '../hooks/use-outcome';
import { usePresentedSession } from '../hooks/use-presented-session';
import { usePresenterKeys } from '../hooks/use-presenter-keys';
import { usePresenterLocale } from '../hooks/use-presenter-locale';
import { sessionMoves, sessionStage } from '../utils/session-stage';
import { ConfirmDialog } from './confirm-dialog';
import { SessionDriveBar } from './session-drive-bar';
import { SessionQuestionStage } from './session-question-stage';
import styles from './presenter.module.css';

export interface SessionPresenterViewProps {
  sessionId: string;
  /** mf_results' count animation and count explained, passed in by the shell (a question is a poll). */
  CountAnimation: ComponentType<CountAnimationProps>;
  ResultsStory: ComponentType<PollPageProps>;
}

/**
 * /sessions/:sessionId/present (issue 32): a session on the projector, for its host and co-hosts. It follows
 * whoever drives (this page, the control page, a co-host) through the room's channel, so a reload shows the
 * same screen. The poll presenter's parts and keys (Space voting, → the count, F full screen), plus N and P
 * for the next and previous question and R to show or hide the results. Its language is its own, as the
 * poll presenter's, remembered per session.
 */
export function SessionPresenterView(props: SessionPresenterViewProps) {
  const [locale, setLocale] = usePresenterLocale(props.sessionId);
  return (
    <Suspense fallback={<Spinner />}>
      <LocaleScope locale={locale}>
        <div lang={locale} dir={localeDirection(locale)} className={styles.scope} data-testid="presenter-scope">
          <SessionPresenterContent {...props} locale={locale} onLocale={setLocale} />
        </div>
      </LocaleScope>
    </Suspense>
  );
}

type Confirming = 'voting' | 'close' | 'completed' | null;

function SessionPresenterContent({ sessionId, CountAnimation, ResultsStory, locale, onLocale }: SessionPresenterViewProps & { locale: Locale; onLocale: (locale: Locale) => void }) {
  const { t } = useText();
  const { state, busy, failure, act } = usePresentedSession(sessionId);
  const session = state.status === 'ready' ? state.session : null;
  if (state.status === 'loading') return <Spinner label={t('presenter.loading')} />;
  if (state.status === 'gone') return <PresenterMessage message={t('session.gone')} />;
  if (state.status === 'failed') return <FailedMessage error={state.error} />;
  if (!session || session.role === 'participant') return <PresenterMessage message={t('sessionPresenter.driversOnly')} />;
  return <Stage session={session} busy={busy} failure={failure} act={act} CountAnimation={CountAnimation} ResultsStory={ResultsStory} locale={locale} onLocale={onLocale} />;
}

interface StageProps extends Omit<SessionPresenterViewProps, 'sessionId'> {
  session: Session;
  busy: string | null;
  failure: unknown;
  act: (name: string, action: () => Promise<unknown>) => Promise<void>;
  locale: Locale;
  onLocale: (locale: Locale) => void;
}

function Stage({ session, busy, failure, act, CountAnimation, ResultsStory, locale, onLocale }: StageProps) {
  const { t } = useText();
  const say = useNotice();
  const describe = useFailureText();
  const fullscreen = useFullscreen();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [animating, setAnimating] = useState(false);
  const stage = sessionStage(session);
  const moves = sessionMoves(session);
  const question = stage.kind === 'question' ? stage.question : null;
  const shown = stage.kind === 'question' && stage.step === 'results';
  const outcome = useOutcome(question?.id ?? session.id, shown);
  const join = { url: session.joinCode ? shortJoinUrl(window.location.origin, session.joinCode) : '', code: session.joinCode };

  // The count plays when the host shows the results while the room watches, not on a reload after.
  const seen = useRef({ id: question?.id ?? null, shown });
  useEffect(() => {
    const was = seen.current;
    if (shown && was.id === (question?.id ?? null) && !was.shown) setAnimating(true);
    if (!shown) setAnimating(false);
    seen.current = { id: question?.id ?? null, shown };
  }, [question?.id, shown]);

  const id = session.id;
  const move = (direction: 'next' | 'previous') => void act(direction, () => moveSession(id, direction));
  const results = (show: boolean) => void act('results', () => setSessionResults(id, show));
  const askVoting = () => {
    if (moves.openVoting) setConfirming('voting');
    else if (moves.closeVoting) setConfirming(session.resultsHiddenUntilRevealed ? 'close' : 'completed');
  };
  const confirm = (action: Exclude<Confirming, null>) => {
    setConfirming(null);
    void act('voting', () => setSessionVoting(id, action === 'voting'));
  };
  const direction = localeDirection(locale);
  usePresenterKeys(busy === null, {
    onSpace: askVoting,
    onNext: () => shown && setAnimating(true),
    onFullscreen: () => void fullscreen.toggle(),
    onNextQuestion: () => moves.next && move('next'),
    onPreviousQuestion: () => moves.previous && move('previous'),
    onResults: () => (moves.showResults || moves.hideResults) && results(moves.showResults),
  }, direction);

  const phase = stage.kind === 'not-started' ? 'notStarted' : stage.step;
  return (
    <MotionConfig reducedMotion="user">
      <div className={styles.stage} data-testid="presenter">
        <header className={styles.top}>
          <h1 className={styles.title} dir="auto">{session.title}</h1>
          <p className={styles.phase} data-testid="presenter-phase">{t(`sessionPresenter.phase.${phase}`)}</p>
        </header>
        {failure !== null && <Alert>{describe(toFailure(failure))}</Alert>}
        {fullscreen.error && <Alert>{say(fullscreen.error)}</Alert>}
        <SessionQuestionStage stage={stage} join={join} outcome={outcome} ResultsStory={ResultsStory} />
        <footer className={styles.controls}>
          <SessionDriveBar moves={moves} started={stage.kind === 'question'} busy={busy} onMove={move} onVoting={askVoting} onResults={results} />
          {shown && <Button variant="secondary" onClick={() => setAnimating(true)}>{t('presenter.showCount')}</Button>}
          <Button variant="secondary" onClick={() => void fullscreen.toggle()}>
            {fullscreen.active ? t('presenter.leaveFullScreen') : t('presenter.fullScreen')}
          </Button>
          <Link className={styles.back} to={`/sessions/${encodeURIComponent(id)}`}>{t('sessionPresenter.backToControl')}</Link>
          <span className={styles.language}>
            <LanguageMenu value={locale} onChange={onLocale} label={t('presenter.language')} />
          </span>
          <p className={styles.keys}>{t('sessionPresenter.keys', { next: '→' })}</p>
        </footer>
        {confirming && <ConfirmDialog action={confirming} busy={busy !== null} onConfirm={() => confirm(confirming)} onCancel={() => setConfirming(null)} />}
        {animating && question && <CountAnimation pollId={question.id} onClose={() => setAnimating(false)} />}
      </div>
    </MotionConfig>
  );
}

function FailedMessage({ error }: { error: unknown }) {
  const describe = useFailureText();
  return <PresenterMessage message={describe(toFailure(error))} />;
}

function PresenterMessage({ message }: { message: string }) {
  const { t } = useText();
  return (
    <div className={styles.message}>
      <Alert>{message}</Alert>
      <Link to="/">{t('common.backToHome')}</Link>
    </div>
  );
}
