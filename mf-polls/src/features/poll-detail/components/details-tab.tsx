import { Alert, Button } from '@runoff/shared/ui';
import type { Poll } from '@runoff/shared/domain';
import { ShareLink } from './share-link';
import styles from './poll-detail.module.css';

export interface DetailsTabProps {
  poll: Poll;
  joinUrl: string;
  isCreator: boolean;
  onStartLivePoll: () => void;
}

export function DetailsTab({ poll, joinUrl, isCreator, onStartLivePoll }: DetailsTabProps) {
  return (
    <div className={styles.details}>
      {poll.status !== 'waiting' && (
        <Alert tone="info">{poll.status === 'voting' ? 'Voting in progress' : 'Poll completed'}</Alert>
      )}
      {isCreator && poll.isActive && (
        <div>
          <Button onClick={onStartLivePoll}>Start Live Poll</Button>
        </div>
      )}
      <ShareLink url={joinUrl} />
      <section aria-labelledby="poll-options-heading">
        <h2 id="poll-options-heading" className={styles.sectionTitle}>
          Options
        </h2>
        <ol className={styles.optionList}>
          {poll.options.map((option) => (
            <li key={option.id}>{option.text}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
