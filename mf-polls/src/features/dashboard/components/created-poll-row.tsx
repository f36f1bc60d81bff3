import { Link } from '@runoff/platform/router';
import type { Poll } from '@runoff/domain';
import { usePollDate } from '../../../lib/utils/format-date';
import { useText } from '../../../lib/i18n';
import styles from './dashboard.module.css';

export function CreatedPollRow({ poll }: { poll: Poll }) {
  const { t } = useText();
  const formatDate = usePollDate();
  return (
    <li>
      <Link to={`/polls/${poll.id}`} className={styles.row}>
        <bdi className={styles.rowTitle}>{poll.title}</bdi>
        <span className={styles.rowMeta}>
          {poll.category && <bdi>{poll.category}</bdi>}
          <span>{t('poll.createdOn', { date: formatDate(poll.createdAt) })}</span>
          <span>{t('poll.participantCount', { count: poll.participantCount })}</span>
        </span>
      </Link>
    </li>
  );
}
