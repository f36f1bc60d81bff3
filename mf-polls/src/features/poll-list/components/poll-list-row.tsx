import { Link } from '@runoff/platform/router';
import { ActivityBadge, CategoryBadge } from '../../../lib/components/activity-badge';
import type { Poll } from '@runoff/domain';
import { usePollDate } from '../../../lib/utils/format-date';
import { useText } from '../../../lib/i18n';
import { activityOf } from '../../../lib/utils/poll-state';
import styles from './poll-list.module.css';

export function PollListRow({ poll }: { poll: Poll }) {
  const { t } = useText();
  const formatDate = usePollDate();
  return (
    <li>
      <Link to={`/polls/${poll.id}`} className={styles.row}>
        <span className={styles.top}>
          <bdi className={styles.title}>{poll.title}</bdi>
          <ActivityBadge activity={activityOf(poll)} />
        </span>
        {poll.description && (
          <span className={styles.description} dir="auto">
            {poll.description}
          </span>
        )}
        <span className={styles.meta}>
          <CategoryBadge category={poll.category} />
          <span>{t('poll.createdOn', { date: formatDate(poll.createdAt) })}</span>
          <span>{t('poll.participantCount', { count: poll.participantCount })}</span>
        </span>
      </Link>
    </li>
  );
}
