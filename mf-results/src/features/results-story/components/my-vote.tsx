import { useMemo } from 'react';
import { describeBallot } from '@runoff/explain';
import { explanationFormat } from '../../../lib/format-count';
import type { CountedResults } from '../../../lib/poll-results';
import styles from './results-story.module.css';

interface MyVoteProps {
  counted: CountedResults;
  /** The participant's own ranking as this browser kept it (useOwnBallot), or null. */
  ranking: readonly string[] | null;
}

/**
 * "Where my vote went": the participant's own ballot, followed round by round through the count, from the
 * ranking this browser kept for them. Shown only to someone whose browser kept one.
 */
export function MyVote({ counted, ranking }: MyVoteProps) {
  const { count, names } = counted;
  const story = useMemo(() => (ranking ? describeBallot(count, ranking) : null), [count, ranking]);
  const format = useMemo(() => explanationFormat(names), [names]);
  if (!story || !ranking) return null;
  return (
    <section aria-labelledby="my-vote-title" className={`${styles.section} ${styles.myVote}`} data-testid="my-vote">
      <h2 id="my-vote-title" className={styles.sectionTitle}>
        Where my vote went
      </h2>
      <p className={styles.muted}>
        Your ranking, kept only in this browser: {ranking.map((id) => names[id]).filter(Boolean).join(' > ')}
      </p>
      <ol className={styles.path}>
        {story.rounds.map((message, i) => (
          <li key={i}>{format(message)}</li>
        ))}
      </ol>
      {story.summary.map((message, i) => (
        <p key={i} className={styles.summary}>
          {format(message)}
        </p>
      ))}
    </section>
  );
}
