import { ActivityBadge, CategoryBadge } from '../../../lib/activity-badge';
import type { Poll } from '@runoff/domain';
import { formatPollDate } from '../../../lib/format-date';
import { participantCountText } from '../../../lib/participant-count';
import { activityOf, phaseText } from '../../../lib/poll-state';
import { Button } from '@runoff/ui';
import styles from './poll-detail.module.css';

export interface PollHeaderProps {
  poll: Poll;
  /** Present for the creator only. */
  onDelete?: () => void;
}

export function PollHeader({ poll, onDelete }: PollHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.headerTop}>
        <div className={styles.headerTitle}>
          <h1 className={styles.title}>{poll.title}</h1>
          <CategoryBadge category={poll.category} />
        </div>
        {onDelete && (
          <Button variant="danger" onClick={onDelete}>
            Delete
          </Button>
        )}
      </div>
      {poll.description && <p className={styles.description}>{poll.description}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>Created</dt>
          <dd>{formatPollDate(poll.createdAt)}</dd>
        </div>
        <div>
          <dt>Participants</dt>
          <dd>{participantCountText(poll.participantCount)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <ActivityBadge activity={activityOf(poll)} />
          </dd>
        </div>
        <div>
          <dt>Phase</dt>
          <dd>{phaseText(poll.status)}</dd>
        </div>
      </dl>
    </header>
  );
}
