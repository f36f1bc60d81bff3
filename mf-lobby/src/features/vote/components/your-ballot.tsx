import { useState } from 'react';
import type { Poll } from '@runoff/domain';
import { ownBallotTexts, readOwnBallot } from '../utils/own-ballot';
import styles from './vote.module.css';

/** "Your ballot": this browser's own ranking of the poll, when it kept one; nothing otherwise. */
export function YourBallot({ poll }: { poll: Pick<Poll, 'id' | 'options'> }) {
  const [ranking] = useState(() => readOwnBallot(poll.id));
  const texts = ranking ? ownBallotTexts(ranking, poll.options) : [];
  if (texts.length === 0) return null;
  return (
    <section className={styles.yourBallot} aria-labelledby={`your-ballot-${poll.id}`}>
      <h3 id={`your-ballot-${poll.id}`} className={styles.yourBallotTitle}>
        Your ballot
      </h3>
      <ol className={styles.yourBallotList}>
        {texts.map((text, index) => (
          <li key={`${index}-${text}`}>{text}</li>
        ))}
      </ol>
      <p className={styles.yourBallotNote}>Kept only in this browser: the server does not know which ranking is yours.</p>
    </section>
  );
}
