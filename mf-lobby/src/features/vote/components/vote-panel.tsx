import { useCallback, useRef, useState } from 'react';
import { useAuth } from '@runoff/platform/auth';
import { Alert, Button, Spinner } from '@runoff/ui';
import type { Poll } from '@runoff/domain';
import { useRanking } from '../hooks/use-ranking';
import { useSubmitBallot } from '../hooks/use-submit-ballot';
import type { SubmitOutcome } from '../utils/submit-with-retry';
import { RecoveredNotice, RetryingNotice } from './lost-answer-notice';
import { useVotedState } from '../hooks/use-voted-state';
import { RankingList } from './ranking-list';
import { storeOwnBallot } from '../utils/own-ballot';
import { VoteStatus } from './vote-status';
import { YourBallot } from './your-ballot';
import styles from './vote.module.css';

export interface VotePanelProps {
  poll: Pick<Poll, 'id' | 'options'>;
  /** This browser's participant in the poll; null lets the server find the caller's own. */
  participantId: string | null;
}

/** Cast Your Vote: rank every option by dragging, then submit the full ranking once. */
export function VotePanel({ poll, participantId }: VotePanelProps) {
  const uid = useAuth().sessionUser?.uid ?? null;
  const voted = useVotedState(poll.id, participantId);
  const { ranking, move, reset } = useRanking(poll.options);
  // Set when a lost answer turned out to be counted: the voter is told why the retry was refused.
  const [recovered, setRecovered] = useState(false);
  const pending = useRef<string[] | null>(null);
  const { markVoted } = voted;
  const onDone = useCallback(
    (outcome: SubmitOutcome) => {
      setRecovered(outcome === 'recovered');
      // "Your ballot" is kept in this browser only; a ballot cast elsewhere ('already') is not known here.
      if (outcome !== 'already' && pending.current && uid) storeOwnBallot(uid, poll.id, pending.current);
      markVoted(outcome === 'already' ? 'already' : 'submitted');
    },
    [markVoted, poll.id, uid],
  );
  const { submit, submitting, retrying, error } = useSubmitBallot(poll.id, participantId, onDone);
  const onSubmit = () => {
    pending.current = ranking.map((o) => o.id);
    submit(pending.current);
  };

  return (
    <section className={styles.panel} aria-labelledby="cast-your-vote-heading">
      <h2 id="cast-your-vote-heading" className={styles.heading}>
        Cast Your Vote
      </h2>
      {voted.state === 'checking' && <Spinner label="Checking your vote…" />}
      {recovered && voted.state === 'submitted' && <RecoveredNotice />}
      {(voted.state === 'already' || voted.state === 'submitted') && (
        <>
          <VoteStatus kind={voted.state} />
          <YourBallot poll={poll} />
        </>
      )}
      {voted.state === 'not-voted' && (
        <>
          <h3 className={styles.subheading}>Rank Your Choices</h3>
          <p className={styles.hint}>
            Drag the options into your order of preference, first choice on top. With a keyboard: focus an option,
            press Space, move it with the arrow keys and press Space again.
          </p>
          {error && <Alert>{error}</Alert>}
          {retrying && <RetryingNotice />}
          <RankingList ranking={ranking} disabled={submitting} onMove={move} />
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={reset} disabled={submitting}>
              Reset Ranking
            </Button>
            <Button onClick={() => void onSubmit()} busy={submitting} busyLabel="Submitting...">
              Submit Vote
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
