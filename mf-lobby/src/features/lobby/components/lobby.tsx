import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Link } from '@runoff/platform/router';
import type { CountAnimationProps, PollPageProps } from '@runoff/contracts';
import { Alert, ShareLink, Spinner } from '@runoff/ui';
import type { Poll } from '@runoff/domain';
import { useJoinCode } from '@runoff/poll-reads';
import { useLobby } from '../hooks/use-lobby';
import { HostControls } from './host-controls';
import { ParticipantList } from './participant-list';
import { RoomParticipantList } from './room-participant-list';
import { PhaseTiles } from './phase-tiles';
import { ReconnectingStatus } from './reconnecting-status';
import { VotingToast } from './voting-toast';
import { useNotice, useText } from '../../../lib/i18n';
import styles from './lobby.module.css';

/** Product §9: the lobby's QR code is 150 px. */
const LOBBY_QR_SIZE = 150;

/** Product §2.12, §9: the vote panel scrolls into view 500 ms after voting begins. */
const AUTO_SCROLL_MS = 500;

export interface LobbyComponentProps {
  pollId: string;
  /** The poll when the caller already has it (the join page), to spare a request. */
  initialPoll?: Poll | null;
  /** mf_results' parts, passed in by the shell (remotes never load each other). */
  ResultsPanel: ComponentType<PollPageProps>;
  CountAnimation: ComponentType<CountAnimationProps>;
  /** The Cast Your Vote panel for a non-host during voting; composed outside this feature. */
  renderVotePanel: (poll: Poll) => ReactNode;
}

/** The live lobby for the host and the participants (product §2.12). */
export function Lobby({ pollId, initialPoll = null, ResultsPanel, CountAnimation, renderVotePanel }: LobbyComponentProps) {
  const { t } = useText();
  const say = useNotice();
  const lobby = useLobby(pollId, initialPoll);
  const votePanel = useRef<HTMLDivElement>(null);
  const join = useJoinCode(pollId, lobby.poll?.status ?? 'loading');

  useEffect(() => {
    if (lobby.votingStarts === 0) return;
    const timer = setTimeout(() => votePanel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), AUTO_SCROLL_MS);
    return () => clearTimeout(timer);
  }, [lobby.votingStarts]);

  if (lobby.loadError) {
    return (
      <div className={styles.page}>
        <Alert>{say(lobby.loadError)}</Alert>
        <Link to="/">{t('common.backToHome')}</Link>
      </div>
    );
  }
  if (!lobby.poll) return <Spinner label={t('lobby.loading')} />;
  if (lobby.deleted) {
    return (
      <div className={styles.page}>
        <Alert tone="warning">{t('lobby.deleted')}</Alert>
        <Link to="/">{t('common.backToHome')}</Link>
      </div>
    );
  }
  if (lobby.removed) {
    return (
      <div className={styles.page}>
        <Alert tone="warning">{t('lobby.removed')}</Alert>
        <Link to="/">{t('common.backToHome')}</Link>
      </div>
    );
  }

  const { poll } = lobby;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{poll.title}</h1>
        {poll.category && <span className={styles.category}>{poll.category}</span>}
        <p className={styles.election}>
          {t('lobby.elects', {
            seats: poll.seats,
            rule: poll.minRanked === null ? t('lobby.rankEvery') : t('lobby.rankSome', { min: poll.minRanked, total: poll.options.length }),
          })}
        </p>
        <p className={styles.election} data-testid="lobby-voters">
          {t('voters.line', { voters: t(`voters.${poll.voters}`) })}
        </p>
        {poll.description && <p className={styles.description}>{poll.description}</p>}
      </header>

      <ReconnectingStatus reconnecting={lobby.reconnecting} />
      {lobby.listenError && <Alert>{say(lobby.listenError)}</Alert>}
      {lobby.removal.error && <Alert>{say(lobby.removal.error)}</Alert>}

      <PhaseTiles phase={lobby.phase} />
      <HostControls {...lobby.host} />
      {lobby.isHost && (
        <Link className={styles.presentLink} to={`/polls/${encodeURIComponent(poll.id)}/present`}>
          {t('lobby.present')}
        </Link>
      )}

      {!lobby.isHost && lobby.phase !== 'results' && (
        // The participant's place: what happens next while waiting, then the "Voting has started!" banner
        // right above the ballot. In the page's flow rather than fixed over it, so it never covers an option
        // or its Rank button on a phone (issue 33); the live region is there before the news arrives.
        <div ref={votePanel} className={styles.voteSlot}>
          {lobby.phase === 'waiting' && <p className={styles.waiting}>{t('lobby.joinedWaiting')}</p>}
          <VotingToast visible={lobby.toast.visible} onClose={lobby.toast.close} />
          {lobby.phase === 'voting' && renderVotePanel(poll)}
        </div>
      )}
      {lobby.phase === 'results' && <ResultsPanel pollId={poll.id} />}

      <div className={styles.columns}>
        <ShareLink url={join.url} joinCode={join.code} title={t('lobby.joinThisPoll')} label={t('lobby.link')} qrSize={LOBBY_QR_SIZE} />
        {!lobby.participantsLoaded ? (
          <Spinner label={t('lobby.loadingParticipants')} />
        ) : lobby.isHost || !lobby.room.summary ? (
          <ParticipantList
            participants={lobby.participants}
            onRemove={lobby.removal.canRemove ? lobby.removal.onRemove : undefined}
            removingId={lobby.removal.removing}
          />
        ) : (
          <RoomParticipantList summary={lobby.room.summary} you={lobby.room.you} />
        )}
      </div>

      {lobby.showAnimation && <CountAnimation pollId={poll.id} onClose={lobby.closeAnimation} />}
    </div>
  );
}
