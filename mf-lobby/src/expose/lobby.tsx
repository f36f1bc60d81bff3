import { lazy, Suspense } from 'react';
import type { LobbyProps, RemoteSurface } from '@runoff/contracts';
import { Spinner } from '@runoff/ui';
import { Lobby } from '../features/lobby';
import type { Poll } from '@runoff/domain';
import { useAuth } from '@runoff/platform/auth';
import { readStoredParticipantId } from '../lib/utils/participant-storage';
import { useText } from '../lib/i18n';

// The ranking UI (@dnd-kit) loads when voting opens, not with the lobby.
const VotePanel = lazy(() => import('../features/vote/components/vote-panel').then((module) => ({ default: module.VotePanel })));

/**
 * The lobby with its vote panel: features meet here, never in each other. `participantId` comes from the
 * join page; opened directly (mf_polls' poll detail page), the session user's stored participant_{pollId} is used.
 */
export function LobbyPage({
  pollId,
  ResultsPanel,
  CountAnimation,
  initialPoll = null,
  participantId,
}: LobbyProps & { initialPoll?: Poll | null; participantId?: string | null }) {
  const { t } = useText();
  const uid = useAuth().sessionUser?.uid ?? null;
  const voter = participantId ?? readStoredParticipantId(uid, pollId);
  return (
    <Lobby
      pollId={pollId}
      initialPoll={initialPoll}
      ResultsPanel={ResultsPanel}
      CountAnimation={CountAnimation}
      renderVotePanel={(poll) => (
        <Suspense fallback={<Spinner label={t('lobby.loadingBallot')} />}>
          <VotePanel poll={poll} participantId={voter} />
        </Suspense>
      )}
    />
  );
}

/** The exposed module: a new poll id starts a new lobby (no state carried over from the previous poll). */
function LobbyModule(props: Parameters<typeof LobbyPage>[0]) {
  return <LobbyPage key={props.pollId} {...props} />;
}

export default LobbyModule satisfies RemoteSurface['mf_lobby']['./lobby']['default'];
