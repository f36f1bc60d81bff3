import { useWords } from '../../../lib/i18n';
import type { PollSummary } from '../api/poll-summary';
import styles from './embed.module.css';

/** While the poll is open: only the number of votes cast, as the app's results panel shows it. */
export function LiveVotes({ summary }: { summary: PollSummary }) {
  const { t, count } = useWords();
  if (summary.status === 'waiting') {
    return (
      <div className={styles.live}>
        <p className={styles.liveNote}>{t('embed.waiting')}</p>
      </div>
    );
  }
  return (
    <div className={styles.live}>
      <strong className={styles.liveNumber} aria-live="polite" data-testid="votes-cast">
        {count(summary.totalVotes)}
      </strong>
      <span>{t('embed.votesCast', { count: summary.totalVotes })}</span>
      <p className={styles.liveNote}>{t('embed.open')}</p>
    </div>
  );
}
