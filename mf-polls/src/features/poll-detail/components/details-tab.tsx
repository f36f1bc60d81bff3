import { Alert, Button, ShareLink } from '@runoff/ui';
import { rankingRuleLabel, winnersLabel, type Poll } from '@runoff/domain';
import { Link } from '@runoff/platform/router';
import { useJoinCode } from '@runoff/poll-reads';
import styles from './poll-detail.module.css';

/** Product §9: the detail page's QR code is 96 px. */
const DETAIL_QR_SIZE = 96;

export interface DetailsTabProps {
  poll: Poll;
  isCreator: boolean;
  onStartLivePoll: () => void;
}

export function DetailsTab({ poll, isCreator, onStartLivePoll }: DetailsTabProps) {
  const join = useJoinCode(poll.id, poll.status);
  return (
    <div className={styles.details}>
      {poll.status !== 'waiting' && (
        <Alert tone="info">{poll.status === 'voting' ? 'Voting in progress' : 'Poll completed'}</Alert>
      )}
      {isCreator && (
        <div className={styles.hostActions}>
          {poll.isActive && <Button onClick={onStartLivePoll}>Start Live Poll</Button>}
          <Link className={styles.presentLink} to={`/polls/${encodeURIComponent(poll.id)}/present`}>
            Present
          </Link>
        </div>
      )}
      <ShareLink url={join.url} joinCode={join.code} title="Share this poll" qrSize={DETAIL_QR_SIZE} />
      <section aria-labelledby="poll-election-heading">
        <h2 id="poll-election-heading" className={styles.sectionTitle}>
          Election
        </h2>
        <dl className={styles.election}>
          <dt>Winners</dt>
          <dd>{winnersLabel(poll.seats)}</dd>
          <dt>Ballot</dt>
          <dd>{rankingRuleLabel(poll)}</dd>
          <dt>Starting order</dt>
          <dd>{poll.shuffleBallots ? 'Each voter’s own random order (fair ballots)' : 'The order of the options'}</dd>
        </dl>
      </section>
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
