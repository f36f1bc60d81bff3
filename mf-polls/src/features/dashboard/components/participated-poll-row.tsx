import { Link } from '@runoff/platform/router';
import { ActivityBadge } from '../../../lib/components/activity-badge';
import type { Poll } from '@runoff/domain';
import { usePollDate } from '../../../lib/utils/format-date';
import { useText } from '../../../lib/i18n';
import { participationActivityOf } from '../../../lib/utils/poll-state';
import styles from './dashboard.module.css';

export function ParticipatedPollRow({ poll, uid, now }: { poll: Poll; uid: string; now?: Date }) {
  const { t } = useText();
  const formatDate = usePollDate();
  return (
    <li>
      <Link to={`/polls/${poll.id}`} className={styles.row}>
        <bdi className={styles.rowTitle}>{poll.title}</bdi>
        <span className={styles.rowMeta}>
          <span>{t('dashboard.createdBy', { creator: poll.createdBy === uid ? 'you' : 'other' })}</span>
          <span>{formatDate(poll.createdAt)}</span>
          <ActivityBadge activity={participationActivityOf(poll, now)} />
        </span>
      </Link>
    </li>
  );
}
