import { Fragment, useMemo } from 'react';
import { describeBallot } from '@runoff/explain';
import { useText, useWords } from '../../../lib/i18n';
import type { CountedResults } from '../../../lib/utils/poll-results';
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
  const { t, explanation } = useWords();
  const { rich } = useText();
  const format = useMemo(() => explanation(names), [explanation, names]);
  if (!story || !ranking) return null;
  return (
    <section aria-labelledby="my-vote-title" className={`${styles.section} ${styles.myVote}`} data-testid="my-vote">
      <h2 id="my-vote-title" className={styles.sectionTitle}>
        {t('story.myVoteTitle')}
      </h2>
      <p className={styles.muted}>{rich('story.myRanking', { ranking: <Ranking key="ranking" names={ranking.map((id) => names[id]).filter((name) => name !== undefined)} /> })}</p>
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

/**
 * "A > B > C": each name isolated (<bdi>), so names in another script than the page's keep their order, and
 * the ">" between them points the way the page reads (a mirrored character in a right-to-left line).
 */
function Ranking({ names }: { names: readonly string[] }) {
  return (
    <>
      {names.map((name, i) => (
        <Fragment key={i}>
          {i > 0 && ' > '}
          <bdi>{name}</bdi>
        </Fragment>
      ))}
    </>
  );
}
