import { useState } from 'react';
import { errorMessage } from '@runoff/shared/supabase';
import { Alert, Button, Spinner } from '@runoff/shared/ui';
import type { Poll } from '@runoff/shared/domain';
import { submitVote } from '../api/submit-vote';
import { useRanking } from '../hooks/use-ranking';
import { useVotedState } from '../hooks/use-voted-state';
import { RankingList } from './ranking-list';
import { storeOwnBallot } from '../utils/own-ballot';
import { VoteStatus } from './vote-status';
import { YourBallot } from './your-ballot';
import styles from './vote.module.css';

const ALREADY_VOTED = 'You have already voted in this poll';

export interface VotePanelProps {
  poll: Pick<Poll, 'id' | 'options'>;
  /** This browser's participant in the poll; null lets the server find the caller's own. */
  participantId: string | null;
}

/** Cast Your Vote: rank every option by dragging, then submit the full ranking once. */
export function VotePanel({ poll, participantId }: VotePanelProps) {
  const voted = useVotedState(poll.id, participantId);
  const { ranking, move, reset } = useRanking(poll.options);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit() {
    setSubmitting(true);
    setError(null);
    try {
      const ids = ranking.map((o) => o.id);
      await submitVote(poll.id, ids, participantId);
      storeOwnBallot(poll.id, ids);
      voted.markVoted('submitted');
    } catch (failure) {
      console.error(failure);
      const message = errorMessage(failure);
      if (message.includes(ALREADY_VOTED)) voted.markVoted('already');
      else setError(`Failed to submit vote: ${message}`);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="cast-your-vote-heading">
      <h2 id="cast-your-vote-heading" className={styles.heading}>
        Cast Your Vote
      </h2>
      {voted.state === 'checking' && <Spinner label="Checking your vote…" />}
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
