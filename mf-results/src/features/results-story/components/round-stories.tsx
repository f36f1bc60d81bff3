import { useMemo } from 'react';
import { describeCount } from '@runoff/explain';
import { useWords } from '../../../lib/i18n';
import type { CountedResults } from '../../../lib/utils/poll-results';
import styles from './results-story.module.css';

interface RoundStoriesProps {
  counted: CountedResults;
}

/** "Every round explained": each round's decision, where its votes went and the exhausted votes, in the describer's words. */
export function RoundStories({ counted }: RoundStoriesProps) {
  const { count, names } = counted;
  const { t, count: formatCount, explanation } = useWords();
  const format = useMemo(() => explanation(names), [explanation, names]);
  const stories = useMemo(() => describeCount(count), [count]);
  return (
    <section aria-labelledby="round-stories-title" className={styles.section} data-testid="round-stories">
      <h2 id="round-stories-title" className={styles.sectionTitle}>
        {t('story.roundsTitle')}
      </h2>
      <ol className={styles.rounds}>
        {stories.map((story) => (
          <li key={story.round}>
            <h3 className={styles.roundTitle}>{t('story.round', { round: formatCount(story.round) })}</h3>
            <p>
              {[...story.decision, ...story.transfers, ...(story.exhausted ? [story.exhausted] : [])].map(format).join(' ')}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
