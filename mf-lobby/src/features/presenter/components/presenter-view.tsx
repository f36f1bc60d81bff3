import { useMemo, useState, type ComponentType } from 'react';
import { Link } from '@runoff/platform/router';
import { MotionConfig } from 'framer-motion';
import { useAuth } from '@runoff/platform/auth';
import type { CountAnimationProps, PollPageProps } from '@runoff/platform/federation';
import { failureMessage } from '@runoff/platform/supabase';
import { Alert, Button, Spinner } from '@runoff/ui';
import { winnersLabel } from '@runoff/domain';
import { participantLabels } from '../../../lib/participant-labels';
import { useJoinCode } from '@runoff/poll-reads';
import type { PresenterLobby } from '../utils/presenter-lobby';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useOutcome } from '../hooks/use-outcome';
import { usePresenterKeys } from '../hooks/use-presenter-keys';
import { ConfirmDialog } from './confirm-dialog';
import { JoinPanel } from './join-panel';
import { OutcomeBanner } from './outcome-banner';
import { ParticipantWall } from './participant-wall';
import { VotingProgress } from './voting-progress';
import styles from './presenter.module.css';

export interface PresenterViewProps {
  pollId: string;
  /** The live poll: the lobby feature's useLobby, composed in src/expose (features never import each other). */
  lobby: PresenterLobby;
  /** The phase's name as the lobby's phase tiles call it. */
  phaseTitle: string;
  /** mf_results' count animation, passed in by the shell. */
  CountAnimation: ComponentType<CountAnimationProps>;
  /** mf_results' count explained (every round, where the votes went, who beats whom), passed in by the shell. */
  ResultsStory: ComponentType<PollPageProps>;
}

/**
 * /polls/:pollId/present: the poll on a projector for the host. Everything comes from the server and the
 * lobby's live channel, so a reload shows the same screen. Keys: Space start/end voting, → the count, F full screen.
 */
export function PresenterView({ pollId, lobby, phaseTitle, CountAnimation, ResultsStory }: PresenterViewProps) {
  const { status: authStatus } = useAuth();
  const { poll, phase, host } = lobby;
  const join = useJoinCode(pollId, poll?.status ?? 'loading');
  const fullscreen = useFullscreen();
  const [confirming, setConfirming] = useState<'voting' | 'completed' | null>(null);
  const [replaying, setReplaying] = useState(false);
  const ended = phase === 'results' && poll !== null;
  const { outcome, error: outcomeError } = useOutcome(pollId, ended);
  const entries = useMemo(() => {
    const labels = participantLabels(lobby.participants);
    return lobby.participants.map((p) => ({ id: p.id, ...(labels.get(p.id) ?? { name: p.name, initial: '#' }) }));
  }, [lobby.participants]);

  usePresenterKeys(lobby.isHost, {
    onSpace: () => {
      if (host.canStartVoting) setConfirming('voting');
      else if (host.canEndVoting) setConfirming('completed');
    },
    onNext: () => ended && setReplaying(true),
    onFullscreen: () => void fullscreen.toggle(),
  });

  if (lobby.loadError) return <PresenterMessage message={lobby.loadError} pollId={null} />;
  if (!poll || authStatus === 'loading') return <Spinner label="Loading the presenter view…" />;
  if (lobby.deleted) return <PresenterMessage message="This poll was deleted by its host." pollId={null} />;
  if (!lobby.isHost) return <PresenterMessage message="Only the poll's host can present it." pollId={poll.id} />;

  const confirm = (action: 'voting' | 'completed') => {
    setConfirming(null);
    if (action === 'voting') host.onStartVoting();
    else host.onEndVoting();
  };
  const voted = lobby.participants.filter((p) => p.hasVoted).length;
  const animationOpen = lobby.showAnimation || replaying;

  return (
    <MotionConfig reducedMotion="user">
      <div className={styles.stage} data-testid="presenter">
        <header className={styles.top}>
          <h1 className={styles.title}>{poll.title}</h1>
          <p className={styles.election} data-testid="presenter-seats">
            Elects {winnersLabel(poll.seats)}
          </p>
          <p className={styles.phase} data-testid="presenter-phase">
            {phaseTitle}
          </p>
        </header>

        {(lobby.listenError ?? host.error ?? fullscreen.error) && <Alert>{lobby.listenError ?? host.error ?? fullscreen.error}</Alert>}

        <main className={styles.body}>
          {ended ? (
            <div className={styles.left}>
              {outcome && <OutcomeBanner outcome={outcome} />}
              {outcomeError !== null && <Alert>{failureMessage('Failed to load results', outcomeError)}</Alert>}
              {!outcome && outcomeError === null && <Spinner label="Counting…" />}
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
          <section className={styles.story} aria-label="The count explained" data-testid="presenter-story">
            <ResultsStory pollId={poll.id} />
          </section>
        )}

        <footer className={styles.controls}>
          {host.canStartVoting && (
            <Button onClick={() => setConfirming('voting')} busy={host.busy} busyLabel="Starting...">
              Start Voting
            </Button>
          )}
          {host.canEndVoting && (
            <Button variant="danger" onClick={() => setConfirming('completed')} busy={host.busy} busyLabel="Ending...">
              End Voting &amp; Show Results
            </Button>
          )}
          {ended && <Button onClick={() => setReplaying(true)}>Show the Count</Button>}
          <Button variant="secondary" onClick={() => void fullscreen.toggle()}>
            {fullscreen.active ? 'Leave Full Screen' : 'Full Screen'}
          </Button>
          <Link className={styles.back} to={`/polls/${encodeURIComponent(poll.id)}`}>
            Back to poll
          </Link>
          <p className={styles.keys}>Space: start or end voting · →: step the count · F: full screen · Esc: leave full screen</p>
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
  return (
    <div className={styles.message}>
      <Alert>{message}</Alert>
      {pollId ? <Link to={`/polls/${encodeURIComponent(pollId)}`}>Back to poll</Link> : <Link to="/">Back to Home</Link>}
    </div>
  );
}
