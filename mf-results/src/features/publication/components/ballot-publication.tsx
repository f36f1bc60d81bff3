import { useId } from 'react';
import type { PublishedBallotList } from '@runoff/domain';
import { useAuth } from '@runoff/platform/auth';
import { Link, useInRouterContext } from '@runoff/platform/router';
import { useWords } from '../../../lib/i18n';
import { useElectionText } from '../../../lib/i18n/elections';
import { checkBallotPath } from '../../../lib/utils/check-ballot-path';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { PublishBallotsForm } from './publish-ballots-form';
import { PublishedBallots } from './published-ballots';
import styles from './publication.module.css';

interface BallotPublicationProps {
  counted: CountedResults;
  onPublished: (list: PublishedBallotList) => void;
}

/**
 * Under a completed poll's results (issue 27): the host publishes the ballot list; once it is published,
 * whoever may read it sees it with its download, and "Check my ballot" on a poll with trackers. Nothing
 * shows to others before publication.
 */
export function BallotPublication({ counted, onPublished }: BallotPublicationProps) {
  const { user } = useAuth();
  const { t } = useElectionText();
  const { dateTime } = useWords();
  const title = useId();
  const { poll, ballotList } = counted.results;
  const host = user !== null && poll.createdBy !== undefined && user.uid === poll.createdBy;
  if (poll.status !== 'completed' || (!ballotList && !host)) return null;
  return (
    <section className={styles.section} aria-labelledby={title} data-testid="ballot-publication">
      <h2 id={title} className={styles.title}>
        {t('publication.title')}
      </h2>
      {ballotList ? (
        <p>{t(`publication.published.${ballotList.publication}`, { at: ballotList.publishedAt ? dateTime(ballotList.publishedAt) : '' })}</p>
      ) : (
        <p>{t('publication.intro')}</p>
      )}
      {host && <PublishBallotsForm pollId={poll.id} current={ballotList?.publication ?? null} onPublished={onPublished} />}
      {ballotList && poll.trackers && <CheckLink pollId={poll.id} />}
      {ballotList && <PublishedBallots pollId={poll.id} publication={ballotList.publication} />}
    </section>
  );
}

function CheckLink({ pollId }: { pollId: string }) {
  const { t } = useElectionText();
  const inRouter = useInRouterContext();
  const to = checkBallotPath(pollId);
  return (
    <p>
      {inRouter ? (
        <Link className={styles.link} to={to}>
          {t('publication.checkLink')}
        </Link>
      ) : (
        <a className={styles.link} href={to}>
          {t('publication.checkLink')}
        </a>
      )}
    </p>
  );
}
