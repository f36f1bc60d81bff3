import type { LobbyProps, RemoteSurface } from '@runoff/shared/federation';
import { ClosedPoll } from '../features/closed-poll';
import { JoinGate } from '../features/join';
import { YourBallot } from '../features/vote';
import { LobbyPage } from './lobby';

/** /polls/:pollId/vote: join the poll, then the live lobby. */
export function JoinPage({ pollId, ResultsPanel, CountAnimation }: LobbyProps) {
  return (
    <JoinGate
      key={pollId}
      pollId={pollId}
      renderClosed={(poll) => <ClosedPoll poll={poll} ResultsPanel={ResultsPanel} ownBallot={<YourBallot poll={poll} />} />}
    >
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
