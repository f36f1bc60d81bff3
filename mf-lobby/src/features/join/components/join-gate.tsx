import { useEffect, useRef, type ReactNode } from 'react';
import { Link, Navigate } from '@runoff/platform/router';
import { useAuth } from '@runoff/platform/auth';
import { Spinner } from '@runoff/ui';
import type { Poll } from '@runoff/domain';
import { useJoin } from '../hooks/use-join';
import { REDIRECT_AFTER_INACTIVE_MS, type JoinFailure } from '../utils/join-error';
import { JoinModal } from './join-modal';
import { JoinFailureAlert } from './join-failure-alert';
import { useText } from '../../../lib/i18n';
import styles from './join.module.css';

export interface JoinGateProps {
  pollId: string;
  /** The poll as the shell already has it (from the join code), used instead of reading it again. */
  initialPoll?: Poll;
  /** A printed voting code from the card's link, for a poll whose voters are on a list. */
  votingCode?: string;
  /** What to show once the visitor is in: the lobby. participantId is null for the poll's host. */
  children: (joined: { poll: Poll; participantId: string | null }) => ReactNode;
  /** What a participant or link holder sees of a poll that no longer takes people in (its results). */
  renderClosed: (poll: Poll) => ReactNode;
}

/** The join page (/polls/:pollId/vote): gets the visitor into the poll, then shows `children`. */
export function JoinGate({ pollId, initialPoll, votingCode, children, renderClosed }: JoinGateProps) {
  const { t } = useText();
  const { user } = useAuth();
  const { state, poll, codeAccepted, joinWithName, joinAnonymously, showClosed } = useJoin(pollId, initialPoll, votingCode);
  const pollPage = `/polls/${encodeURIComponent(pollId)}`;

  switch (state.step) {
    case 'checking':
    case 'joining':
      return <Spinner label={state.step === 'joining' ? t('join.joining') : t('join.loadingPoll')} />;
    case 'redeeming':
      return <Spinner label={t('join.checkingCode')} />;
    case 'closed':
      // The host goes to the detail page (it needs sign-in, which the host has); everyone else sees results here.
      return state.isHost ? <Navigate to={pollPage} replace /> : <>{renderClosed(state.poll)}</>;
    case 'failed':
      return <JoinError failure={state.failure} onShowResults={showClosed} pollId={pollId} />;
    case 'asking':
      if (state.failure?.redirectToResults) return <JoinError failure={state.failure} onShowResults={showClosed} pollId={pollId} />;
      return (
        <JoinModal
          pollId={pollId}
          pollTitle={poll?.title ?? ''}
          failure={state.failure}
          busy={state.busy}
          list={poll?.voters === 'list' ? { askCode: !codeAccepted, initialCode: votingCode } : undefined}
          askName={user === null}
          onJoin={joinWithName}
          onJoinAnonymously={joinAnonymously}
        />
      );
    case 'joined':
      return <>{children({ poll: state.poll, participantId: state.participantId })}</>;
  }
}

/**
 * An error page with a way back home; an inactive poll also moves on to its results after 3 s (product §8),
 * shown on this page: the poll's detail page needs sign-in, which a participant may not have.
 */
function JoinError({ failure, onShowResults, pollId }: { failure: JoinFailure; onShowResults: () => void; pollId: string }) {
  const { t } = useText();
  const showResults = useRef(onShowResults);
  showResults.current = onShowResults;
  useEffect(() => {
    if (!failure.redirectToResults) return;
    const timer = setTimeout(() => showResults.current(), REDIRECT_AFTER_INACTIVE_MS);
    return () => clearTimeout(timer);
  }, [failure]);

  return (
    <div className={styles.errorPage}>
      <JoinFailureAlert failure={failure} pollId={pollId} />
      {failure.redirectToResults && <p>{t('join.takingYouToResults')}</p>}
      <Link to="/">{t('common.backToHome')}</Link>
    </div>
  );
}
