import { Link } from '@runoff/platform/router';
import { ActivityBadge, CategoryBadge } from '../../../lib/activity-badge';
import type { Poll } from '@runoff/domain';
import { formatPollDate } from '../../../lib/format-date';
import { participantCountText } from '../../../lib/participant-count';
import { activityOf } from '../../../lib/poll-state';
import styles from './poll-list.module.css';

export function PollListRow({ poll }: { poll: Poll }) {
  return (
    <li>
      <Link to={`/polls/${poll.id}`} className={styles.row}>
        <span className={styles.top}>
          <span className={styles.title}>{poll.title}</span>
          <ActivityBadge activity={activityOf(poll)} />
        </span>
        {poll.description && <span className={styles.description}>{poll.description}</span>}
        <span className={styles.meta}>
          <CategoryBadge category={poll.category} />
          <span>Created {formatPollDate(poll.createdAt)}</span>
          <span>{participantCountText(poll.participantCount)}</span>
        </span>
      </Link>
    </li>
  );
}
