import { lazy, Suspense } from 'react';
import type { JoinPageProps, RemoteSurface } from '@runoff/contracts';
import { Spinner } from '@runoff/ui';
import { JoinGate } from '../features/join';

// What a participant sees after the Join Poll modal loads when it is shown: the phone that scanned the QR
// code fetches only the modal first (issue 10's first-load budget, docs/performance.md).
const LobbyPage = lazy(() => import('./lobby').then((module) => ({ default: module.LobbyPage })));
const ClosedPoll = lazy(() => import('../features/closed-poll').then((module) => ({ default: module.ClosedPoll })));
const YourBallot = lazy(() => import('../features/vote/components/your-ballot').then((module) => ({ default: module.YourBallot })));

/** /polls/:pollId/vote: join the poll, then the live lobby. */
export function JoinPage({ pollId, initialPoll, votingCode, ResultsPanel, CountAnimation }: JoinPageProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <JoinGate
        key={pollId}
        pollId={pollId}
        initialPoll={initialPoll}
        votingCode={votingCode}
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
    </Suspense>
  );
}

export default JoinPage satisfies RemoteSurface['mf_lobby']['./join-page']['default'];
