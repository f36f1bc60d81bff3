import { ActivityBadge, CategoryBadge } from '../../../lib/components/activity-badge';
import type { Poll } from '@runoff/domain';
import { usePollDate } from '../../../lib/utils/format-date';
import { useText } from '../../../lib/i18n';
import { activityOf, PHASE_TEXT } from '../../../lib/utils/poll-state';
import { Button } from '@runoff/ui';
import styles from './poll-detail.module.css';

export interface PollHeaderProps {
  poll: Poll;
  /** Present for the creator only. */
  onDelete?: () => void;
}

export function PollHeader({ poll, onDelete }: PollHeaderProps) {
  const { t } = useText();
  const formatDate = usePollDate();
  return (
    <header className={styles.header}>
      <div className={styles.headerTop}>
        <div className={styles.headerTitle}>
          <h1 className={styles.title}>
            <bdi>{poll.title}</bdi>
          </h1>
          <CategoryBadge category={poll.category} />
        </div>
        {onDelete && (
          <Button variant="danger" onClick={onDelete}>
            {t('detail.delete')}
          </Button>
        )}
      </div>
      {poll.description && (
(
        // The host's words keep their own direction: an English description reads right in an Arabic page.
        <p className={styles.description} dir="auto">
          {poll.description}
        </p>
      )
      )}
      <dl className={styles.facts}>
        <div>
          <dt>{t('detail.created')}</dt>
          <dd>{formatDate(poll.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('detail.participants')}</dt>
          <dd>{t('poll.participantCount', { count: poll.participantCount })}</dd>
        </div>
        <div>
          <dt>{t('detail.status')}</dt>
          <dd>
            <ActivityBadge activity={activityOf(poll)} />
          </dd>
        </div>
        <div>
          <dt>{t('detail.phase')}</dt>
          <dd>{t(PHASE_TEXT[poll.status])}</dd>
        </div>
      </dl>
    </header>
  );
}
