import { Alert, Button, ShareLink } from '@runoff/ui';
import type { Poll } from '@runoff/domain';
import { Link } from '@runoff/platform/router';
import { useJoinCode } from '@runoff/poll-reads';
import { useText } from '../../../lib/i18n';
import { useElectionLabels } from '../../../lib/utils/election-labels';
import { AuditTrail } from './audit-trail';
import styles from './poll-detail.module.css';

/** Product §9: the detail page's QR code is 96 px. */
const DETAIL_QR_SIZE = 96;

export interface DetailsTabProps {
  poll: Poll;
  isCreator: boolean;
  onStartLivePoll: () => void;
}

export function DetailsTab({ poll, isCreator, onStartLivePoll }: DetailsTabProps) {
  const { t } = useText();
  const { winners, rankingRule, methodName, votersName } = useElectionLabels();
  const join = useJoinCode(poll.id, poll.status);
  return (
    <div className={styles.details}>
      {poll.status !== 'waiting' && (
        <Alert tone="info">{poll.status === 'voting' ? t('poll.phaseVoting') : t('detail.completed')}</Alert>
      )}
      {isCreator && (
        <div className={styles.hostActions}>
          {poll.isActive && <Button onClick={onStartLivePoll}>{t('detail.startLivePoll')}</Button>}
          <Link className={styles.presentLink} to={`/polls/${encodeURIComponent(poll.id)}/present`}>
            {t('detail.present')}
          </Link>
        </div>
      )}
      <ShareLink url={join.url} joinCode={join.code} title={t('detail.share')} qrSize={DETAIL_QR_SIZE} />
      <section aria-labelledby="poll-election-heading">
        <h2 id="poll-election-heading" className={styles.sectionTitle}>
          {t('detail.election')}
        </h2>
        <dl className={styles.election}>
          <dt>{t('detail.winners')}</dt>
          <dd>{winners(poll.seats)}</dd>
          <dt>{t('detail.method')}</dt>
          <dd>{methodName(poll.countingMethod)}</dd>
          <dt>{t('detail.ballot')}</dt>
          <dd>{rankingRule(poll)}</dd>
          <dt>{t('detail.startingOrder')}</dt>
          <dd>{poll.shuffleBallots ? t('detail.fairOrder') : t('detail.optionOrder')}</dd>
        </dl>
      </section>
      <section aria-labelledby="poll-voters-heading">
        <h2 id="poll-voters-heading" className={styles.sectionTitle}>
          {t('detail.voting')}
        </h2>
        <dl className={styles.election}>
          <dt>{t('detail.whoMayVote')}</dt>
          <dd>{votersName(poll.voters)}</dd>
          <dt>{t('detail.trackers')}</dt>
          <dd>{poll.trackers ? t('detail.trackersOn') : t('detail.trackersOff')}</dd>
        </dl>
        {isCreator && poll.voters === 'list' && (
          <p className={styles.voterListLink}>
            <Link className={styles.presentLink} to={`/polls/${encodeURIComponent(poll.id)}/voters`}>
              {t('detail.voterList')}
            </Link>
          </p>
        )}
      </section>
      <section aria-labelledby="poll-options-heading">
        <h2 id="poll-options-heading" className={styles.sectionTitle}>
          {t('detail.options')}
        </h2>
        <ol className={styles.optionList}>
          {poll.options.map((option) => (
            <li key={option.id}>
              <bdi>{option.text}</bdi>
            </li>
          ))}
        </ol>
      </section>
      {isCreator && <AuditTrail pollId={poll.id} status={poll.status} />}
    </div>
  );
}
