import { formatCount } from '../../../lib/format-count';
import type { PollSummary } from '../api/poll-summary';
import styles from './embed.module.css';

/** While the poll is open: only the number of votes cast, as the app's results panel shows it. */
export function LiveVotes({ summary }: { summary: PollSummary }) {
  if (summary.status === 'waiting') {
    return (
      <div className={styles.live}>
        <p className={styles.liveNote}>Voting has not started yet. The results appear here when voting ends.</p>
      </div>
    );
  }
  return (
    <div className={styles.live}>
      <strong className={styles.liveNumber} aria-live="polite" data-testid="votes-cast">
        {formatCount(summary.totalVotes)}
      </strong>
      <span>{summary.totalVotes === 1 ? 'vote cast so far' : 'votes cast so far'}</span>
      <p className={styles.liveNote}>Voting is open. The results appear here when the host ends voting.</p>
    </div>
  );
}
