import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Spinner } from '@runoff/shared/ui';
import type { Poll } from '@runoff/shared/domain';
import { useJoin } from '../hooks/use-join';
import { REDIRECT_AFTER_INACTIVE_MS, type JoinFailure } from '../utils/join-error';
import { JoinModal } from './join-modal';
import { JoinFailureAlert } from './join-failure-alert';
import styles from './join.module.css';

export interface JoinGateProps {
  pollId: string;
  /** What to show once the visitor is in: the lobby. participantId is null for the poll's host. */
  children: (joined: { poll: Poll; participantId: string | null }) => ReactNode;
}

/** The join page (/polls/:pollId/vote): gets the visitor into the poll, then shows `children`. */
export function JoinGate({ pollId, children }: JoinGateProps) {
  const { state, poll, joinWithName, joinAnonymously } = useJoin(pollId);
  const pollPage = `/polls/${encodeURIComponent(pollId)}`;

  switch (state.step) {
    case 'checking':
    case 'joining':
      return <Spinner label={state.step === 'joining' ? 'Joining poll…' : 'Loading poll…'} />;
    case 'closed':
      return <Navigate to={pollPage} replace />;
    case 'failed':
      return <JoinError failure={state.failure} resultsPath={pollPage} pollId={pollId} />;
    case 'asking':
      if (state.failure?.redirectToResults) return <JoinError failure={state.failure} resultsPath={pollPage} pollId={pollId} />;
      return (
        <JoinModal
          pollId={pollId}
          pollTitle={poll?.title ?? ''}
          failure={state.failure}
          busy={state.busy}
          onJoin={joinWithName}
          onJoinAnonymously={joinAnonymously}
        />
      );
    case 'joined':
      return <>{children({ poll: state.poll, participantId: state.participantId })}</>;
  }
}

/** An error page with a way back home; an inactive poll also moves on to its results after 3 s (spec §8). */
function JoinError({ failure, resultsPath, pollId }: { failure: JoinFailure; resultsPath: string; pollId: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!failure.redirectToResults) return;
    const timer = setTimeout(() => void navigate(resultsPath, { replace: true }), REDIRECT_AFTER_INACTIVE_MS);
    return () => clearTimeout(timer);
  }, [failure, navigate, resultsPath]);

  return (
    <div className={styles.errorPage}>
      <JoinFailureAlert failure={failure} pollId={pollId} />
      {failure.redirectToResults && <p>Taking you to the results…</p>}
      <Link to="/">Back to Home</Link>
    </div>
  );
}
