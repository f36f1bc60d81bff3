import { Alert, Button, ShareLink } from '@runoff/shared/ui';
import type { Poll } from '@runoff/shared/domain';
import styles from './poll-detail.module.css';

/** Spec §9: the detail page's QR code is 96 px. */
const DETAIL_QR_SIZE = 96;

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
      <ShareLink url={joinUrl} title="Share this poll" qrSize={DETAIL_QR_SIZE} />
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
