import type { LobbyProps } from '@runoff/shared/federation';
import { JoinGate } from '../features/join';
import { LobbyPage } from './lobby-page';

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
