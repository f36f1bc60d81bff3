import { Suspense, useMemo, useState, type ComponentType } from 'react';
import { Link } from '@runoff/platform/router';
import { MotionConfig } from 'framer-motion';
import { useAuth } from '@runoff/platform/auth';
import type { CountAnimationProps, PollPageProps } from '@runoff/contracts';
import { LocaleScope, localeDirection, type Locale } from '@runoff/platform/i18n';
import { Alert, Button, LanguageMenu, Spinner } from '@runoff/ui';
import { notice as failed, useNotice, useText, type Notice } from '../../../lib/i18n';
import { participantLabels } from '../../../lib/utils/participant-labels';
import { useJoinCode } from '@runoff/poll-reads';
import type { PresenterLobby } from '../utils/presenter-lobby';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useOutcome } from '../hooks/use-outcome';
import { usePresenterKeys } from '../hooks/use-presenter-keys';
import { usePresenterLocale } from '../hooks/use-presenter-locale';
import { ConfirmDialog } from './confirm-dialog';
import { JoinPanel } from './join-panel';
import { OutcomeBanner } from './outcome-banner';
import { ParticipantWall } from './participant-wall';
import { VotersLine } from './voters-line';
import { VotingProgress } from './voting-progress';
import styles from './presenter.module.css';

export interface PresenterViewProps {
  pollId: string;
  /** The live poll: the lobby feature's useLobby, composed in src/expose (features never import each other). */
  lobby: PresenterLobby;
  /** mf_results' count animation, passed in by the shell. */
  CountAnimation: ComponentType<CountAnimationProps>;
  /** mf_results' count explained (every round, where the votes went, who beats whom), passed in by the shell. */
  ResultsStory: ComponentType<PollPageProps>;
}

/**
 * /polls/:pollId/present: the poll on a projector for the host. Everything comes from the server and the
 * lobby's live channel, so a reload shows the same screen. Keys: Space start/end voting, → the count, F full screen.
 *
 * The view speaks the presenter's language (its own menu, remembered per poll; the page's by default): a
 * LocaleScope, so mf_results' parts rendered inside (the count animation, the count explained) follow it.
 */
export function PresenterView(props: PresenterViewProps) {
  const [locale, setLocale] = usePresenterLocale(props.pollId);
  return (
    // A language loading for the first time shows the page's spinner, outside the scope.
    <Suspense fallback={<Spinner />}>
      <LocaleScope locale={locale}>
        <div lang={locale} dir={localeDirection(locale)} className={styles.scope} data-testid="presenter-scope">
          <PresenterContent {...props} locale={locale} onLocale={setLocale} />
        </div>
      </LocaleScope>
    </Suspense>
  );
}

function PresenterContent({
  pollId,
  lobby,
  CountAnimation,
  ResultsStory,
  locale,
  onLocale,
}: PresenterViewProps & { locale: Locale; onLocale: (locale: Locale) => void }) {
  const { t, intl } = useText();
  const say = useNotice();
  const direction = localeDirection(locale);
  const { status: authStatus } = useAuth();
  const { poll, phase, host } = lobby;
  const join = useJoinCode(pollId, poll?.status ?? 'loading');
  const fullscreen = useFullscreen();
  const [confirming, setConfirming] = useState<'voting' | 'completed' | null>(null);
  const [replaying, setReplaying] = useState(false);
  const ended = phase === 'results' && poll !== null;
  const { outcome, error: outcomeError } = useOutcome(pollId, ended);
  const entries = useMemo(() => {
    const labels = participantLabels(lobby.participants, (n) => t('participant.numbered', { n: intl.formatNumber(n, { useGrouping: false }) }));
    return lobby.participants.map((p) => ({ id: p.id, ...(labels.get(p.id) ?? { name: p.name, initial: '#' }) }));
  }, [lobby.participants, t, intl]);

  usePresenterKeys(lobby.isHost, {
    onSpace: () => {
      if (host.canStartVoting) setConfirming('voting');
      else if (host.canEndVoting) setConfirming('completed');
    },
    onNext: () => ended && setReplaying(true),
    onFullscreen: () => void fullscreen.toggle(),
  }, direction);

  if (lobby.loadError) return <PresenterMessage message={say(lobby.loadError)} pollId={null} />;
  if (!poll || authStatus === 'loading') return <Spinner label={t('presenter.loading')} />;
  if (lobby.deleted) return <PresenterMessage message={t('lobby.deleted')} pollId={null} />;
  if (!lobby.isHost) return <PresenterMessage message={t('presenter.hostOnly')} pollId={poll.id} />;

  const confirm = (action: 'voting' | 'completed') => {
    setConfirming(null);
    if (action === 'voting') host.onStartVoting();
    else host.onEndVoting();
  };
  const voted = lobby.participants.filter((p) => p.hasVoted).length;
  const animationOpen = lobby.showAnimation || replaying;
  const alert: Notice | null = lobby.listenError ?? host.error ?? fullscreen.error;

  return (
    <MotionConfig reducedMotion="user">
      <div className={styles.stage} data-testid="presenter">
        <header className={styles.top}>
          <h1 className={styles.title}>{poll.title}</h1>
          <p className={styles.election} data-testid="presenter-seats">
            {t('presenter.elects', { seats: poll.seats })}
          </p>
          <VotersLine pollId={poll.id} voters={poll.voters} liveVoted={voted} />
          <p className={styles.phase} data-testid="presenter-phase">
            {t(`phase.${phase}`)}
          </p>
        </header>

        {alert && <Alert>{say(alert)}</Alert>}

        <main className={styles.body}>
          {ended ? (
            <div className={styles.left}>
              {outcome && <OutcomeBanner outcome={outcome} />}
              {outcomeError !== null && <Alert>{say(failed('failure.loadResults', outcomeError))}</Alert>}
              {!outcome && outcomeError === null && <Spinner label={t('presenter.counting')} />}
            </div>
          ) : (
            <div className={styles.left}>
              <JoinPanel url={join.url} code={join.code} />
            </div>
          )}
          <div className={styles.right}>
            {phase === 'voting' && <VotingProgress voted={voted} total={lobby.participants.length} />}
            <ParticipantWall entries={entries} />
          </div>
        </main>

        {ended && outcome && outcome.kind !== 'no-votes' && (
          // Under the winner, the count explained for the room: scroll down on the projector.
          <section className={styles.story} aria-label={t('presenter.countExplained')} data-testid="presenter-story">
            <ResultsStory pollId={poll.id} />
          </section>
        )}

        <footer className={styles.controls}>
          {host.canStartVoting && (
            <Button onClick={() => setConfirming('voting')} busy={host.busy} busyLabel={t('host.starting')}>
              {t('host.startVoting')}
            </Button>
          )}
          {host.canEndVoting && (
            <Button variant="danger" onClick={() => setConfirming('completed')} busy={host.busy} busyLabel={t('host.ending')}>
              {t('host.endVoting')}
            </Button>
          )}
          {ended && <Button onClick={() => setReplaying(true)}>{t('presenter.showCount')}</Button>}
          <Button variant="secondary" onClick={() => void fullscreen.toggle()}>
            {fullscreen.active ? t('presenter.leaveFullScreen') : t('presenter.fullScreen')}
          </Button>
          <Link className={styles.back} to={`/polls/${encodeURIComponent(poll.id)}`}>
            {t('common.backToPoll')}
          </Link>
          <span className={styles.language}>
            <LanguageMenu value={locale} onChange={onLocale} label={t('presenter.language')} />
          </span>
          <p className={styles.keys}>{t('presenter.keys', { next: '→' })}</p>
        </footer>

        {confirming && <ConfirmDialog action={confirming} busy={host.busy} onConfirm={() => confirm(confirming)} onCancel={() => setConfirming(null)} />}
        {animationOpen && (
          <CountAnimation
            pollId={poll.id}
            onClose={() => {
              lobby.closeAnimation();
              setReplaying(false);
            }}
          />
        )}
      </div>
    </MotionConfig>
  );
}

function PresenterMessage({ message, pollId }: { message: string; pollId: string | null }) {
  const { t } = useText();
  return (
    <div className={styles.message}>
      <Alert>{message}</Alert>
      {pollId ? <Link to={`/polls/${encodeURIComponent(pollId)}`}>{t('common.backToPoll')}</Link> : <Link to="/">{t('common.backToHome')}</Link>}
    </div>
  );
}
