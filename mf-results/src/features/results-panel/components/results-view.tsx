import type { ReactNode } from 'react';
import { Alert } from '@runoff/ui';
import { BallotFingerprint } from '../../../lib/components/ballot-fingerprint';
import { useWords } from '../../../lib/i18n';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { methodOutcome } from '../../../lib/utils/method-outcome';
import { ElectionSummary } from './election-summary';
import { InvalidBallotsNotice } from './invalid-ballots-notice';
import { ResultsChart } from './results-chart';
import { RoundsBreakdown } from './rounds-breakdown';
import { StvExplanation } from './stv-explanation';
import { WinnerCard } from './winner-card';
import styles from './results-panel.module.css';

export interface ResultsViewProps {
  counted: CountedResults;
  /** Actions under the results (the Export Report button), composed by the exposed module. */
  actions?: ReactNode;
  /** Embedded results may leave out the chart or the rounds (docs/embedding.md). */
  hideChart?: boolean;
  hideRounds?: boolean;
  /** What a tie offers (Create runoff poll in the app; nothing in embedded results). */
  tieAction?: ReactNode;
  /** The count explained (where the votes went, who beats whom, where my vote went), composed by the exposed module. */
  story?: ReactNode;
  /** The published ballot list and the host's Publish ballots (issue 27), composed by the exposed module. */
  publication?: ReactNode;
}

export function ResultsView({ counted, actions, hideChart = false, hideRounds = false, tieAction, story, publication }: ResultsViewProps) {
  const { results, count, names } = counted;
  const method = methodOutcome(counted);
  const { t, count: number, shown } = useWords();
  const name = (id: string) => names[id] ?? id;
  if (results.poll.options.length === 0) return <Alert tone="warning">{t('panel.noResults')}</Alert>;
  if (count.totalVotes === 0) {
    return (
      <div className={styles.empty}>
        <InvalidBallotsNotice invalidBallots={results.invalidBallots} />
        <h2 className={styles.sectionTitle}>{t('panel.noVotesTitle')}</h2>
        <p>{t('panel.noVotesBody')}</p>
      </div>
    );
  }
  if (results.poll.status !== 'completed') {
    // Ballot secrecy (docs/database-api.md): a host re-reading live rankings after each vote could tell
    // who voted what, and a projected live count sways the room. Only the number of votes shows until the end.
    return (
      <div className={styles.empty}>
        <h2 className={styles.sectionTitle}>{t('panel.openTitle')}</h2>
        <p>{t('panel.openBody', { count: shown(count.totalVotes), votes: number(count.totalVotes) })}</p>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      {/* The winner first, directly under the page's title: on a phone it is the first thing on the first
          screen (issue 33); how the count works is one tap away below it. */}
      <WinnerCard count={count} name={name} method={method} tieAction={tieAction} />
      <InvalidBallotsNotice invalidBallots={results.invalidBallots} />
      {/* The rounds, the quota and the chart are the instant runoff's: a poll counted by another method
          shows its own count in the story below, and the instant runoff in the comparison (docs/decisions.md). */}
      {!method && (
        <>
          <StvExplanation />
          <ElectionSummary count={count} generatedAt={results.generatedAt} />
          {!hideChart && <ResultsChart count={count} options={results.poll.options} />}
          {!hideRounds && <RoundsBreakdown count={count} names={names} />}
        </>
      )}
      {story}
      {/* Once published (issue 27): the list's fingerprint, here and so also in embedded results. */}
      {results.ballotList && <BallotFingerprint fingerprint={results.ballotList.fingerprint} seats={results.poll.seats} />}
      {publication}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
