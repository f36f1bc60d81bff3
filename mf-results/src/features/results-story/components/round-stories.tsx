import { useMemo } from 'react';
import { describeCount } from '@runoff/explain';
import { explanationFormat } from '../../../lib/format-count';
import type { CountedResults } from '../../../lib/poll-results';
import styles from './results-story.module.css';

interface RoundStoriesProps {
  counted: CountedResults;
}

/** "Every round explained": each round's decision, where its votes went and the exhausted votes, in the describer's words. */
export function RoundStories({ counted }: RoundStoriesProps) {
  const { count, names } = counted;
  const format = useMemo(() => explanationFormat(names), [names]);
  const stories = useMemo(() => describeCount(count), [count]);
  return (
    <section aria-labelledby="round-stories-title" className={styles.section} data-testid="round-stories">
      <h2 id="round-stories-title" className={styles.sectionTitle}>
        Every round explained
      </h2>
      <ol className={styles.rounds}>
        {stories.map((story) => (
          <li key={story.round}>
            <h3 className={styles.roundTitle}>Round {story.round}</h3>
            <p>
              {[...story.decision, ...story.transfers, ...(story.exhausted ? [story.exhausted] : [])].map(format).join(' ')}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
