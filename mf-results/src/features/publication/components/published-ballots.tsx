import { Fragment, useState } from 'react';
import { useFailureText } from '@runoff/platform/i18n';
import { Alert, Button, Spinner } from '@runoff/ui';
import type { BallotList } from '../../../lib/api/ballot-list';
import { useElectionText } from '../../../lib/i18n/elections';
import { ballotListFileName, buildBallotListCsv } from '../../../lib/utils/ballot-list-csv';
import { downloadFile } from '../../../lib/utils/download-file';
import { useBallotList } from '../hooks/use-ballot-list';
import styles from './publication.module.css';

// Rows shown at first and added per "Show more": a list of 10,000 ballots is for the download, not the page.
const PAGE = 50;

/** A tracker as the voter was shown it: two groups of four, read aloud more easily. */
function shownTracker(tracker: string): string {
  return tracker.length === 8 ? `${tracker.slice(0, 4)}-${tracker.slice(4)}` : tracker;
}

/**
 * The published ballot list (issue 27): each ballot's tracker and ranking in the list's order (by tracker,
 * which is random, so it says nothing of who voted when), and the file `pnpm tabulate --verify` reads.
 */
export function PublishedBallots({ pollId, publication }: { pollId: string; publication: string }) {
  const state = useBallotList(pollId, publication);
  const { t } = useElectionText();
  const describe = useFailureText();
  if (state.status === 'loading') return <Spinner label={t('publication.loading')} />;
  if (state.status === 'error') return <Alert>{t('publication.loadFailed', { message: describe(state.error) })}</Alert>;
  return <BallotRows list={state.data} />;
}

function BallotRows({ list }: { list: BallotList }) {
  const { t } = useElectionText();
  const [shown, setShown] = useState(PAGE);
  const names = new Map(list.options.map((option) => [option.id, option.text]));
  const total = list.ballots.reduce((sum, ballot) => sum + ballot.count, 0);
  const download = () => downloadFile(['\uFEFF', buildBallotListCsv(list)], 'text/csv;charset=utf-8', ballotListFileName(list.pollId));
  return (
    <div className={styles.list}>
      <div>
        <Button variant="secondary" onClick={download}>
          {t('publication.download')}
        </Button>
      </div>
      <p className={styles.muted}>{t('publication.count', { count: total })}</p>
      {/* The list as stored now, hashed again by the server: a ballot changed after publication shows here. */}
      {list.publishedFingerprint !== null && list.fingerprint !== list.publishedFingerprint ? (
        <Alert tone="warning" title={t('publication.changedTitle')}>
          {t('publication.changed')}{' '}
          <code dir="ltr" translate="no" className={styles.code}>
            {list.fingerprint}
          </code>
        </Alert>
      ) : (
        <p className={styles.muted}>{t('publication.unchanged')}</p>
      )}
      <ol className={styles.ballots} aria-label={t('publication.listLabel')}>
        {list.ballots.slice(0, shown).map((ballot, i) => (
          <li key={ballot.tracker ?? i} className={styles.ballot}>
            {/* The tracker and the ranking side by side in the page's direction, wrapping between them. */}
            <span className={styles.row}>
              {ballot.tracker !== null && (
                <bdi className={styles.tracker} dir="ltr" translate="no">
                  {shownTracker(ballot.tracker)}
                </bdi>
              )}
              <span>
                {ballot.ranking.map((id, rank) => (
                  <Fragment key={rank}>
                    {rank > 0 && ' > '}
                    <bdi>{names.get(id) ?? id}</bdi>
                  </Fragment>
                ))}
                {ballot.count > 1 && ` ×${ballot.count}`}
              </span>
            </span>
          </li>
        ))}
      </ol>
      {shown < list.ballots.length && (
        <div>
          <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
            {t('publication.showMore', { count: Math.min(PAGE, list.ballots.length - shown) })}
          </Button>
        </div>
      )}
    </div>
  );
}
