import { Link } from '@runoff/platform/router';
import { ActivityBadge } from '../../../lib/activity-badge';
import type { Poll } from '@runoff/domain';
import { formatPollDate } from '../../../lib/format-date';
import { participationActivityOf } from '../../../lib/poll-state';
import styles from './dashboard.module.css';

export function ParticipatedPollRow({ poll, uid, now }: { poll: Poll; uid: string; now?: Date }) {
  return (
    <li>
      <Link to={`/polls/${poll.id}`} className={styles.row}>
        <span className={styles.rowTitle}>{poll.title}</span>
        <span className={styles.rowMeta}>
          <span>Created by: {poll.createdBy === uid ? 'You' : 'Another user'}</span>
          <span>{formatPollDate(poll.createdAt)}</span>
          <ActivityBadge activity={participationActivityOf(poll, now)} />
        </span>
      </Link>
    </li>
  );
}
