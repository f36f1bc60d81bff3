import type { LobbyProps, RemoteSurface } from '@runoff/shared/federation';
import { JoinGate } from '../features/join';
import { LobbyPage } from './lobby';

/** /polls/:pollId/vote: join the poll, then the live lobby. */
export function JoinPage({ pollId, ResultsPanel, CountAnimation }: LobbyProps) {
  return (
    <JoinGate key={pollId} pollId={pollId}>
      {({ poll, participantId }) => (
        <LobbyPage
          pollId={pollId}
          initialPoll={poll}
          participantId={participantId}
          ResultsPanel={ResultsPanel}
          CountAnimation={CountAnimation}
        />
      )}
    </JoinGate>
  );
}

export default JoinPage satisfies RemoteSurface['mf_lobby']['./join-page']['default'];
