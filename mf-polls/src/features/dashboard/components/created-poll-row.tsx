import { Link } from '@runoff/platform/router';
import type { Poll } from '@runoff/domain';
import { formatPollDate } from '../../../lib/format-date';
import { participantCountText } from '../../../lib/participant-count';
import styles from './dashboard.module.css';

export function CreatedPollRow({ poll }: { poll: Poll }) {
  return (
    <li>
      <Link to={`/polls/${poll.id}`} className={styles.row}>
        <span className={styles.rowTitle}>{poll.title}</span>
        <span className={styles.rowMeta}>
          {poll.category && <span>{poll.category}</span>}
          <span>Created {formatPollDate(poll.createdAt)}</span>
          <span>{participantCountText(poll.participantCount)}</span>
        </span>
      </Link>
    </li>
  );
}
