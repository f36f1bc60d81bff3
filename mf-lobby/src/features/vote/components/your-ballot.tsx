import { useState } from 'react';
import { useAuth } from '@runoff/platform/auth';
import type { Poll } from '@runoff/domain';
import { ownBallotTexts, readOwnBallot } from '../utils/own-ballot';
import { useText } from '../../../lib/i18n';
import styles from './vote.module.css';

/** "Your ballot": the session user's own ranking of the poll, when this browser kept one for them; nothing otherwise. */
export function YourBallot({ poll }: { poll: Pick<Poll, 'id' | 'options'> }) {
  const { t } = useText();
  const uid = useAuth().sessionUser?.uid ?? null;
  const [ranking] = useState(() => readOwnBallot(uid, poll.id));
  const texts = ranking ? ownBallotTexts(ranking, poll.options) : [];
  if (texts.length === 0) return null;
  return (
    <section className={styles.yourBallot} aria-labelledby={`your-ballot-${poll.id}`}>
      <h3 id={`your-ballot-${poll.id}`} className={styles.yourBallotTitle}>
        {t('vote.yourBallot')}
      </h3>
      <ol className={styles.yourBallotList}>
        {texts.map((text, index) => (
          <li key={`${index}-${text}`}>{text}</li>
        ))}
      </ol>
      <p className={styles.yourBallotNote}>{t('vote.yourBallotNote')}</p>
    </section>
  );
}
