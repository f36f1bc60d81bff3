import { useFailureText } from '@runoff/platform/i18n';
import { Alert, Spinner } from '@runoff/ui';
import { BallotFingerprint } from '../../../lib/components/ballot-fingerprint';
import { useCountedResults } from '../../../lib/hooks/use-counted-results';
import { useText } from '../../../lib/i18n';
import { useElectionText } from '../../../lib/i18n/elections';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { CheckBallotForm } from './check-ballot-form';
import styles from './check-ballot.module.css';

/**
 * "Check my ballot" (issue 27, /polls/:pollId/check): anyone who may read the published ballot list, signed
 * in or not, enters a tracker and sees that ballot as counted and its path through the rounds. The count
 * is this page's own, from the results, as everywhere else; the server gives only the ballot.
 */
export function CheckBallotPage({ pollId }: { pollId: string }) {
  const state = useCountedResults(pollId);
  const { t } = useElectionText();
  const { t: word } = useText();
  const describe = useFailureText();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('check.title')}</h1>
      {state.status === 'loading' && <Spinner label={word('common.loadingResults')} />}
      {state.status === 'error' && <Alert>{word('common.loadFailed', { message: describe(state.error) })}</Alert>}
      {state.status === 'ready' && <CheckBallotBody counted={state.data} />}
    </div>
  );
}

function CheckBallotBody({ counted }: { counted: CountedResults }) {
  const { t } = useElectionText();
  const { poll, ballotList } = counted.results;
  return (
    <>
      <p className={styles.poll}>
        {t('check.poll')} <bdi className={styles.pollTitle}>{poll.title}</bdi>
      </p>
      {poll.status !== 'completed' ? (
        <Alert tone="info">{t('check.notEnded')}</Alert>
      ) : poll.trackers === false ? (
        <Alert tone="info">{t('check.noTrackers')}</Alert>
      ) : !ballotList ? (
        <Alert tone="info">{t('check.notPublished')}</Alert>
      ) : (
        <>
          <p>{t('check.intro')}</p>
          <CheckBallotForm counted={counted} />
          <BallotFingerprint fingerprint={ballotList.fingerprint} seats={poll.seats} />
        </>
      )}
    </>
  );
}
